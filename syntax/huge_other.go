//go:build !linux

package syntax

// hugeCopy returns s: huge pages are only requested on Linux (see
// huge_linux.go).
func hugeCopy[T uint32 | uint64](s []T) []T { return s }

// hugePage is the size of an x86-64 transparent huge page.
const hugePage = 2 << 20

// hugeAlloc returns n zeroed elements of the heap and a function that does
// nothing (see huge_linux.go).
func hugeAlloc[T int32 | uint32 | uint64](n int) ([]T, func()) { return make([]T, n), func() {} }

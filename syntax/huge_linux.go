//go:build linux

package syntax

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of an x86-64 transparent huge page.
const hugePage = 2 << 20

// hugeCopy returns a copy of s in memory mapped outside the Go heap and
// advised for transparent huge pages, or s itself when s is small or the
// mapping fails. The models' feature tables and rows (about 45 MB) are
// probed at random for every word and transition, so with 4 KB pages most
// probes miss the TLB as well as the cache; the Go runtime no longer asks
// for huge pages itself, and most systems grant them only when asked
// (transparent_hugepage=madvise). An A/B run on EWT dev parsed about 6%
// faster with them.
//
// The memory is never unmapped: use this only for data that lives as long
// as the process (the embedded models), and only for pointer-free elements
// (the garbage collector does not scan this memory). The contents are
// copied unchanged, so results are identical either way.
func hugeCopy[T uint32 | uint64](s []T) []T {
	var z T
	size := len(s) * int(unsafe.Sizeof(z))
	if size < hugePage {
		return s
	}
	size = (size + hugePage - 1) &^ (hugePage - 1)
	// Map one page extra so that the region can start on a page boundary.
	b, err := syscall.Mmap(-1, 0, size+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return s
	}
	off := (hugePage - int(uintptr(unsafe.Pointer(&b[0])))%hugePage) % hugePage
	b = b[off : off+size]
	// Advice only: without huge pages the copy works the same, slower.
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
	out := unsafe.Slice((*T)(unsafe.Pointer(&b[0])), len(s))
	copy(out, s)
	return out
}

// hugeAlloc returns n zeroed elements in memory mapped outside the Go heap
// and advised for huge pages, with the function that unmaps them; or, when
// the mapping fails, n elements of the heap and a function that does
// nothing. Memory outside the heap does not raise the garbage collector's
// goal (twice the live heap): a per-worker cache of 18 MB on the heap
// raised a one-worker run's peak RSS by about 40 MB. Only pointer-free
// elements may live there, and nothing may use them after the release.
func hugeAlloc[T int32 | uint32 | uint64](n int) ([]T, func()) {
	var z T
	size := (n*int(unsafe.Sizeof(z)) + hugePage - 1) &^ (hugePage - 1)
	if size == 0 {
		return nil, func() {}
	}
	b, err := syscall.Mmap(-1, 0, size+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]T, n), func() {}
	}
	off := (hugePage - int(uintptr(unsafe.Pointer(&b[0])))%hugePage) % hugePage
	_ = syscall.Madvise(b[off:off+size], syscall.MADV_HUGEPAGE)
	return unsafe.Slice((*T)(unsafe.Pointer(&b[off])), n), func() { _ = syscall.Munmap(b) }
}

package pipeline

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPUClock returns a clock of the CPU time the calling OS thread has
// used since the call, readable from any goroutine while the thread lives,
// or nil where the kernel gives none. The caller locks its goroutine to the
// thread (runtime.LockOSThread), so the thread's time is the goroutine's.
func threadCPUClock() func() (time.Duration, bool) {
	// MAKE_THREAD_CPUCLOCK(tid, CPUCLOCK_SCHED) of the Linux kernel.
	clockid := ^int32(syscall.Gettid())<<3 | 6
	read := func() (time.Duration, bool) {
		var ts syscall.Timespec
		_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, uintptr(int(clockid)), uintptr(unsafe.Pointer(&ts)), 0)
		return time.Duration(ts.Nano()), errno == 0
	}
	base, ok := read()
	if !ok {
		return nil
	}
	return func() (time.Duration, bool) {
		t, ok := read()
		return t - base, ok
	}
}

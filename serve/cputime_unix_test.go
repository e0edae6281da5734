//go:build unix

package serve

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used, user and system, which a
// busy machine disturbs less than the time on the clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

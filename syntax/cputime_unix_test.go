//go:build unix

package syntax

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, user and system, so that a
// benchmark can report throughput per CPU-second, which other jobs on a
// shared machine disturb less than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

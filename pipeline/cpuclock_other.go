//go:build !linux

package pipeline

import "time"

// threadCPUClock returns nil: without a thread CPU clock the budget is
// counted on the wall clock.
func threadCPUClock() func() (time.Duration, bool) { return nil }

//go:build !unix

package serve

import "time"

// cpuTime is not measured here: the benchmarks report no CPU time.
func cpuTime() time.Duration { return 0 }

//go:build !unix

package store

import "time"

// cpuTime is not measured here: the cpu-ms/op figure reads 0.
func cpuTime() time.Duration { return 0 }

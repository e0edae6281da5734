//go:build !unix

package ner_test

import "time"

// cpuTime is unavailable here; the benchmark then reports wall time only.
func cpuTime() time.Duration { return 0 }

package pipeline

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"sitrep/doc"
)

// StageTime is one stage's share of a benchmark run: the time summed over
// all workers, and the tokens one worker gets through per second of it.
type StageTime struct {
	Stage        string  `json:"stage"`
	Seconds      float64 `json:"seconds"`
	TokensPerSec float64 `json:"tokens_per_sec"`
	// CPUSeconds is the CPU time of the threads that ran the stage, summed
	// (Linux; 0 elsewhere): on a shared machine it moves far less with the
	// neighbours than Seconds does, so it compares runs of one stage.
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
}

// BenchResult is what Bench measured. Seconds is wall time from the first
// story in to the last one out (models already loaded); the rates divide by
// it, so with one worker TokensPerSec is one core's throughput. CPUSeconds
// is the process's user and system time over the same span (Linux): on a
// shared machine, where wall time depends on the neighbours, CPU time per
// story shows whether more workers cost more work.
type BenchResult struct {
	Workers       int         `json:"workers"`
	Stories       int         `json:"stories"`
	Tokens        int         `json:"tokens"`
	Bytes         int         `json:"bytes"`
	Events        int         `json:"events"`
	Seconds       float64     `json:"seconds"`
	CPUSeconds    float64     `json:"cpu_seconds"`
	StoriesPerSec float64     `json:"stories_per_sec"`
	TokensPerSec  float64     `json:"tokens_per_sec"`
	MBPerSec      float64     `json:"mb_per_sec"`
	PeakRSSMB     float64     `json:"peak_rss_mb"`
	Stages        []StageTime `json:"stages"`
}

// timedStage adds the wall and CPU time its stage spends to counters
// shared by the workers; the atomic adds are the only writes the workers
// share.
type timedStage struct {
	stage      Stage
	spent, cpu *atomic.Int64
}

func (t timedStage) Annotate(st *doc.Story) error {
	// On its own thread for the stage's time, so that the thread's CPU
	// clock is the stage's.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	clock := threadCPUClock()
	start := time.Now()
	err := t.stage.Annotate(st)
	t.spent.Add(int64(time.Since(start)))
	if clock != nil {
		if used, ok := clock(); ok {
			t.cpu.Add(int64(used))
		}
	}
	return err
}

// Bench runs p over copies of stories repeat times with the given number of
// workers (and GOMAXPROCS set to it for the run) and times every stage.
func Bench(p *Pipeline, stories []*doc.Story, workers, repeat int) (BenchResult, error) {
	workers, repeat = max(workers, 1), max(repeat, 1)
	spent, cpu := make([]atomic.Int64, len(p.stages)), make([]atomic.Int64, len(p.stages))
	timed := make([]Named, len(p.stages))
	for i, s := range p.stages {
		timed[i] = Named{s.Name, timedStage{s.Stage, &spent[i], &cpu[i]}}
	}
	tp := New(timed...)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(workers))

	res := BenchResult{Workers: workers}
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for range repeat {
			for _, orig := range stories {
				st := *orig
				in <- &st
			}
		}
	}()
	start, cpu0 := time.Now(), cpuSeconds()
	err := tp.Run(workers, in, func(st *doc.Story, err error) error {
		if err != nil {
			return fmt.Errorf("story %s: %w", st.ID, err)
		}
		res.Stories++
		res.Tokens += len(st.Tokens)
		res.Bytes += len(st.Text)
		res.Events += len(st.Events)
		return nil
	})
	if err != nil {
		return res, err
	}
	res.Seconds = time.Since(start).Seconds()
	res.CPUSeconds = cpuSeconds() - cpu0
	for i, s := range p.stages {
		sec := time.Duration(spent[i].Load()).Seconds()
		res.Stages = append(res.Stages, StageTime{Stage: s.Name, Seconds: sec, TokensPerSec: float64(res.Tokens) / sec,
			CPUSeconds: time.Duration(cpu[i].Load()).Seconds()})
	}
	res.StoriesPerSec = float64(res.Stories) / res.Seconds
	res.TokensPerSec = float64(res.Tokens) / res.Seconds
	res.MBPerSec = float64(res.Bytes) / 1e6 / res.Seconds
	res.PeakRSSMB = PeakRSSMB()
	return res, nil
}

// PeakRSSMB reads the process's peak resident set from /proc (Linux); 0
// elsewhere.
func PeakRSSMB() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb float64
			fmt.Sscanf(strings.TrimSpace(rest), "%f", &kb)
			return kb / 1024
		}
	}
	return 0
}

// cpuSeconds reads the process's user plus system time from /proc (Linux,
// where the clock tick is 1/100 s); 0 elsewhere.
func cpuSeconds() float64 {
	data, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	// The command name, in parentheses, may hold spaces: count fields
	// after it. utime and stime are fields 14 and 15.
	rest := string(data[strings.LastIndexByte(string(data), ')')+1:])
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	var user, sys float64
	fmt.Sscan(f[11], &user)
	fmt.Sscan(f[12], &sys)
	return (user + sys) / 100
}

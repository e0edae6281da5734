package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"sitrep/export"
	"sitrep/pipeline"
)

func init() {
	register("bench", command{name: "pipeline", summary: "time every stage of the pipeline on a set of stories, on one core or N", run: benchPipeline})
	groupSummary["bench"] = "measure speed"
}

func benchPipeline(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench pipeline [--json] [--repeat N] [--workers N] [FILE|DIR ...]", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object")
	repeat := fs.Int("repeat", 1, "passes over the stories")
	workers := fs.Int("workers", 1, "stories coded in parallel (GOMAXPROCS is set to the same number)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to `FILE`")
	mutexProfile := fs.String("mutexprofile", "", "write mutex and block profiles to `FILE`.mutex and FILE.block")
	partBytes := fs.Int("part-bytes", defaultPartBytes, "split a story longer than this many `bytes` into parts at paragraph breaks, as code does (0: never)")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if paths, err = benchPaths(paths, "bench pipeline: give stories to time"); err != nil {
		return err
	}
	stories, err := readBenchStories("bench pipeline", paths, *partBytes, stderr)
	if err != nil {
		return err
	}
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stop()
	if *mutexProfile != "" {
		runtime.SetMutexProfileFraction(1)
		runtime.SetBlockProfileRate(int(time.Microsecond))
		defer writeProfiles(*mutexProfile, stderr)
	}
	res, err := pipeline.Bench(p, stories, *workers, *repeat)
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(res)
	}
	printBench(stdout, res)
	return nil
}

// printBench writes the timings of res as text: the totals, then each
// stage's share.
func printBench(stdout io.Writer, res pipeline.BenchResult) {
	fmt.Fprintf(stdout, "%d stories, %d tokens, %.1f MB, %d events with %s in %.2fs: %.1f stories/s, %.0f tokens/s, %.2f MB/s, peak RSS %.0f MB\n",
		res.Stories, res.Tokens, float64(res.Bytes)/1e6, res.Events, export.Count(res.Workers, "worker", "workers"), res.Seconds,
		res.StoriesPerSec, res.TokensPerSec, res.MBPerSec, res.PeakRSSMB)
	fmt.Fprintf(stdout, "  CPU %.2fs (%.1f ms a story)\n", res.CPUSeconds, 1000*res.CPUSeconds/float64(res.Stories))
	var staged float64
	for _, s := range res.Stages {
		staged += s.Seconds
	}
	for _, s := range res.Stages {
		fmt.Fprintf(stdout, "  %-8s %6.2fs %5.1f%% %12.0f tokens/s  CPU %6.2fs\n", s.Stage, s.Seconds, 100*s.Seconds/staged, s.TokensPerSec, s.CPUSeconds)
	}
}

// writeProfiles writes the mutex and block profiles to name.mutex and
// name.block.
func writeProfiles(name string, stderr io.Writer) {
	for _, kind := range []string{"mutex", "block"} {
		f, err := os.Create(name + "." + kind)
		if err == nil {
			err = pprof.Lookup(kind).WriteTo(f, 0)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "sitrep: %s profile: %v\n", kind, err)
		}
	}
}

// startCPUProfile writes a CPU profile to path until stop is called; with
// an empty path it does nothing.
func startCPUProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile %s: %w", path, err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

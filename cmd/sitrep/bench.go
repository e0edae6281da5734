package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/ingest"
	"sitrep/internal/gold"
	"sitrep/pipeline"
)

func init() {
	register("bench", command{name: "pipeline", summary: "time every stage of the pipeline on a set of stories, on one core", run: benchPipeline})
	groupSummary["bench"] = "measure speed"
}

// stageTime is one stage's share of a benchmark run.
type stageTime struct {
	Stage        string  `json:"stage"`
	Seconds      float64 `json:"seconds"`
	TokensPerSec float64 `json:"tokens_per_sec"`
}

type benchResult struct {
	Stories      int         `json:"stories"`
	Tokens       int         `json:"tokens"`
	Bytes        int         `json:"bytes"`
	Events       int         `json:"events"`
	Seconds      float64     `json:"seconds"`
	TokensPerSec float64     `json:"tokens_per_sec"`
	MBPerSec     float64     `json:"mb_per_sec"`
	PeakRSSMB    float64     `json:"peak_rss_mb"`
	Stages       []stageTime `json:"stages"`
}

func benchPipeline(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench pipeline [--json] [--repeat N] [FILE|DIR ...]", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object")
	repeat := fs.Int("repeat", 1, "passes over the stories")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		dir, ok := gold.Dir()
		if !ok {
			return fmt.Errorf("bench pipeline: give stories to time (no ../shared/data for the default Guardian sample): %w", errUsage)
		}
		paths = []string{filepath.Join(dir, "news_guardian_sample", "Guardian_SDF_sample.csv.gz")}
	}
	var stories []*doc.Story
	err = ingest.Read(paths, os.Stdin, ingest.Options{}, func(it ingest.Item) error {
		if it.Err != nil {
			fmt.Fprintf(stderr, "sitrep: %s: %v\n", it.Origin, it.Err)
			return nil
		}
		stories = append(stories, it.Story)
		return nil
	})
	if err != nil {
		return err
	}
	if len(stories) == 0 {
		return fmt.Errorf("bench pipeline: no stories read")
	}
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	runtime.GOMAXPROCS(1)
	var res benchResult
	stages := p.Stages()
	spent := make([]time.Duration, len(stages))
	for range *repeat {
		for _, orig := range stories {
			st := *orig
			for i, s := range stages {
				start := time.Now()
				if err := s.Stage.Annotate(&st); err != nil {
					return fmt.Errorf("story %s: %s: %w", st.ID, s.Name, err)
				}
				spent[i] += time.Since(start)
			}
			res.Stories++
			res.Tokens += len(st.Tokens)
			res.Bytes += len(st.Text)
			res.Events += len(st.Events)
		}
	}
	var total time.Duration
	for i, s := range stages {
		total += spent[i]
		res.Stages = append(res.Stages, stageTime{Stage: s.Name, Seconds: spent[i].Seconds(), TokensPerSec: float64(res.Tokens) / spent[i].Seconds()})
	}
	res.Seconds = total.Seconds()
	res.TokensPerSec = float64(res.Tokens) / res.Seconds
	res.MBPerSec = float64(res.Bytes) / 1e6 / res.Seconds
	res.PeakRSSMB = peakRSSMB()
	if *asJSON {
		return json.NewEncoder(stdout).Encode(res)
	}
	fmt.Fprintf(stdout, "%d stories, %d tokens, %.1f MB, %d events on one core in %.2fs: %.0f tokens/s, %.2f MB/s, peak RSS %.0f MB\n",
		res.Stories, res.Tokens, float64(res.Bytes)/1e6, res.Events, res.Seconds, res.TokensPerSec, res.MBPerSec, res.PeakRSSMB)
	for _, s := range res.Stages {
		fmt.Fprintf(stdout, "  %-8s %6.2fs %5.1f%% %12.0f tokens/s\n", s.Stage, s.Seconds, 100*s.Seconds/res.Seconds, s.TokensPerSec)
	}
	return nil
}

// peakRSSMB reads the process's peak resident set from /proc (Linux); 0 elsewhere.
func peakRSSMB() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb float64
			fmt.Sscanf(strings.TrimSpace(rest), "%f", &kb)
			return kb / 1024
		}
	}
	return 0
}

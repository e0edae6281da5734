package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"sitrep/eval/plover"
)

func evalActors(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval actors --gold PLOVER_GSR_CAMEO.json [--json] [--actors FILE] [--petrarch DIR] [--errors N]", stderr)
	gold := fs.String("gold", "", "PLOVER gold-standard records (JSON array)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	actors := fs.String("actors", "", "extra actor dictionary `FILE` (docs/LEXICONS.md), overriding the shipped one")
	petrarch := fs.String("petrarch", "", "PETRARCH-2/Phoenix dictionary `DIR` to measure coverage against (default: petrarch_dictionaries beside the gold's folder, when there)")
	showErrors := fs.Int("errors", 0, "list up to `N` wrongly coded actors on stderr")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *gold == "" && len(pos) == 1 {
		*gold = pos[0]
	} else if len(pos) > 0 {
		return fmt.Errorf("eval actors: unexpected arguments %q: %w", pos, errUsage)
	}
	if *gold == "" {
		return fmt.Errorf("eval actors --gold PLOVER_GSR_CAMEO.json [--json]: %w", errUsage)
	}
	var extra []string
	if *actors != "" {
		extra = append(extra, *actors)
	}
	c, err := plover.LoadCoder(extra...)
	if err != nil {
		return fmt.Errorf("eval actors: %w", err)
	}
	t0 := time.Now()
	recs, err := plover.Read(*gold)
	if err != nil {
		return fmt.Errorf("eval actors: %w", err)
	}
	sc := plover.ScoreActors(recs, c)
	dir := *petrarch
	if dir == "" {
		d := filepath.Join(filepath.Dir(filepath.Dir(*gold)), "petrarch_dictionaries")
		if _, err := os.Stat(filepath.Join(d, "Phoenix.agents.txt.gz")); err == nil {
			dir = d
		}
	}
	if dir != "" {
		cov, err := plover.ActorCoverage(dir, c)
		if err != nil {
			return err
		}
		sc.Coverage = cov
	}
	fmt.Fprintf(stderr, "eval actors: %d sentences, %d actors in %v\n", sc.Sentences, sc.SourceActors+sc.TargetActors, time.Since(t0).Round(time.Millisecond))
	for i, e := range sc.Errors {
		if i >= *showErrors {
			break
		}
		fmt.Fprintf(stderr, "%-50q gold %s %-6s coded %s %s\n", e.Text, e.GoldCode, e.GoldSector, e.Code, e.Sector)
	}
	return writeReport(stdout, *asJSON, sc)
}

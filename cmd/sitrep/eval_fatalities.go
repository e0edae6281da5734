package main

import (
	"fmt"
	"io"
	"time"

	"sitrep/eval/acled"
	"sitrep/pipeline"
)

func evalFatalities(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval fatalities --gold FILE.csv[.gz] [--json] [--errors N]", stderr)
	gold := fs.String("gold", "", "ACLED export, CSV or gzipped CSV, any schema with notes and fatalities columns")
	asJSON := fs.Bool("json", false, "print one JSON object")
	showErrors := fs.Int("errors", 0, "list up to `N` notes read wrongly on stderr")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *gold == "" && len(pos) == 1 {
		*gold = pos[0]
	} else if len(pos) > 0 {
		return fmt.Errorf("eval fatalities: unexpected arguments %q: %w", pos, errUsage)
	}
	if *gold == "" {
		return fmt.Errorf("eval fatalities --gold FILE.csv[.gz] [--json]: %w", errUsage)
	}
	notes, skipped, err := acled.ReadNotes(*gold)
	if err != nil {
		return fmt.Errorf("eval fatalities: %w", err)
	}
	p, err := pipeline.Partial(pipeline.Options{}, "count")
	if err != nil {
		return fmt.Errorf("eval fatalities: %w", err)
	}
	c, ok := p.Stage("count").(acled.Counter)
	if !ok {
		return fmt.Errorf("eval fatalities: the count stage reads no fatalities from a note")
	}
	t0 := time.Now()
	rep, misses := acled.ScoreFatalities(notes, acled.NoteFatalities(c))
	rep.SkippedRows = skipped
	fmt.Fprintf(stderr, "eval fatalities: %d notes in %v (%d rows skipped)\n", rep.Notes, time.Since(t0).Round(time.Millisecond), skipped)
	for i, m := range misses {
		if i >= *showErrors {
			break
		}
		fmt.Fprintf(stderr, "row %d %s: coded %d, read %d (found %v): %s\n", m.Note.Row, m.Note.ID, m.Note.Fatalities, m.Predicted, m.Found, m.Note.Notes)
	}
	return writeReport(stdout, *asJSON, rep)
}

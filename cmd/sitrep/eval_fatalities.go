package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"sitrep/count"
	"sitrep/eval"
)

func init() {
	register("eval", command{name: "fatalities", summary: "score casualty counts against ACLED fatalities", run: evalFatalities})
}

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
	notes, skipped, err := eval.ReadFatalityNotes(*gold)
	if err != nil {
		return fmt.Errorf("eval fatalities: %w", err)
	}
	c, err := count.New()
	if err != nil {
		return fmt.Errorf("eval fatalities: %w", err)
	}
	t0 := time.Now()
	rep, misses := eval.ScoreFatalities(notes, c.Fatalities)
	rep.SkippedRows = skipped
	fmt.Fprintf(stderr, "eval fatalities: %d notes in %v (%d rows skipped)\n", rep.Notes, time.Since(t0).Round(time.Millisecond), skipped)
	for i, m := range misses {
		if i >= *showErrors {
			break
		}
		fmt.Fprintf(stderr, "row %d %s: coded %d, read %d (found %v): %s\n", m.Note.Row, m.Note.ID, m.Note.Fatalities, m.Predicted, m.Found, m.Note.Notes)
	}
	if *asJSON {
		b, err := json.Marshal(rep)
		if err != nil {
			return fmt.Errorf("eval fatalities: %w", err)
		}
		fmt.Fprintln(stdout, string(b))
		return nil
	}
	fmt.Fprintf(stdout, "notes %d, stating a number %d (skipped rows %d)\n", rep.Notes, rep.NotesWithNumber, rep.SkippedRows)
	fmt.Fprintf(stdout, "fatalities exact  %.3f on notes stating a number, %.3f on all notes\n", rep.FatalitiesExact, rep.FatalitiesExactAll)
	fmt.Fprintf(stdout, "coded > 0         %d notes: %d read nonzero, exact %.3f\n", rep.GoldPositive, rep.GoldPositiveFound, rep.GoldPositiveExact)
	fmt.Fprintf(stdout, "coded 0, read > 0 %d notes\n", rep.FalsePositive)
	fmt.Fprintf(stdout, "mean abs error    %.2f on notes stating a number\n", rep.MeanAbsError)
	return nil
}

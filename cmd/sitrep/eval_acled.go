package main

import (
	"fmt"
	"io"

	"sitrep/eval/acled"
)

func evalAcled(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval acled --gold FILE.csv[.gz] [--json] [--errors N] [--rows FILE]", stderr)
	goldPath := fs.String("gold", "", "ACLED export `FILE` (CSV, optionally gzipped)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	errs := fs.Int("errors", 0, "also list the `N` most frequent event-type and sub-event-type confusions")
	rowsPath := fs.String("rows", "", "write every note's gold and coded figures to `FILE` (TSV: gold type, sub-type, deaths, coded type, sub-type, deaths, note)")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval acled: --gold is required: %w", errUsage)
	}
	rows, skipped, err := acled.ReadEvents(*goldPath)
	if err != nil {
		return err
	}
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	sc, err := acled.ScoreEvents(rows, p)
	if err != nil {
		return err
	}
	if skipped > 0 {
		fmt.Fprintf(stderr, "eval acled: %d rows skipped (no notes or no fatality count)\n", skipped)
	}
	if *rowsPath != "" {
		if err := writeFile(*rowsPath, sc.WriteRows); err != nil {
			return fmt.Errorf("eval acled: %w", err)
		}
	}
	if err := writeReport(stdout, *asJSON, sc); err != nil || *asJSON {
		return err
	}
	return sc.WriteConfusions(stdout, *errs)
}

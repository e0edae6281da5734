package main

import (
	"fmt"
	"io"

	"sitrep/eval"
	"sitrep/eval/case2021"
)

func evalCase2021(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval case2021 --gold FILE.tsv [--json] [--errors N] [--misses FILE]", stderr)
	goldPath := fs.String("gold", "", "CASE 2021 task 2 `FILE` (TSV: id, EventSnippet, SubType)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	errs := fs.Int("errors", 0, "also list the `N` most frequent gold -> predicted confusions")
	misses := fs.String("misses", "", "write the snippets coded wrong to `FILE` (TSV: gold, predicted, snippet)")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval case2021: --gold is required: %w", errUsage)
	}
	snippets, err := case2021.Read(*goldPath)
	if err != nil {
		return err
	}
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	sc, err := case2021.Score(snippets, p)
	if err != nil {
		return err
	}
	if *misses != "" {
		if err := writeFile(*misses, sc.WriteMisses); err != nil {
			return fmt.Errorf("eval case2021: %w", err)
		}
	}
	if err := writeReport(stdout, *asJSON, sc); err != nil || *asJSON {
		return err
	}
	eval.WriteConfusions(stdout, sc.Confusions, *errs)
	return nil
}

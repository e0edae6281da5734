package main

import (
	"fmt"
	"io"

	"sitrep/eval/timeml"
	"sitrep/pipeline"
)

func evalTimex(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval timex --gold DIR [--json] [--errors]", stderr)
	gold := fs.String("gold", "", "directory of TimeML .tml files")
	asJSON := fs.Bool("json", false, "print one JSON object")
	showErrors := fs.Bool("errors", false, "list misses, false alarms and wrong values on stderr")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *gold == "" && len(pos) == 1 {
		*gold = pos[0]
	} else if len(pos) > 0 {
		return fmt.Errorf("eval timex: unexpected arguments %q: %w", pos, errUsage)
	}
	if *gold == "" {
		return fmt.Errorf("eval timex --gold DIR [--json]: %w", errUsage)
	}
	docs, err := timeml.Read(*gold)
	if err != nil {
		return fmt.Errorf("eval timex: %w", err)
	}
	// Score what the pipeline does: the tokeniser's tokens, then the
	// time expressions.
	p, err := pipeline.Partial(pipeline.Options{}, "text", "when")
	if err != nil {
		return err
	}
	s, err := timeml.Score(docs, p)
	if err != nil {
		return fmt.Errorf("eval timex: %w", err)
	}
	if *showErrors {
		for _, e := range s.Errors {
			fmt.Fprintln(stderr, e)
		}
	}
	return writeReport(stdout, *asJSON, s)
}

package main

import (
	"fmt"
	"io"

	"sitrep/eval/plover"
)

func evalPlover(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval plover --gold PLOVER_GSR_CAMEO.json [--json] [--errors N]", stderr)
	goldPath := fs.String("gold", "", "PLOVER gold records `FILE` (JSON array)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	errs := fs.Int("errors", 0, "also list the `N` most frequent confusions")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval plover: --gold is required: %w", errUsage)
	}
	recs, err := plover.Read(*goldPath)
	if err != nil {
		return fmt.Errorf("eval plover: %w", err)
	}
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	c, err := plover.LoadCoder()
	if err != nil {
		return err
	}
	sc, err := plover.Score(recs, p, c)
	if err != nil {
		return err
	}
	if err := writeReport(stdout, *asJSON, sc); err != nil || *asJSON {
		return err
	}
	return sc.WriteConfusions(stdout, *errs)
}

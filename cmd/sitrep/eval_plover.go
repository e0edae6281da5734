package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"sitrep/entity"
	"sitrep/eval"
	"sitrep/pipeline"
)

func init() {
	register("eval", command{name: "plover", summary: "score event categories and actors on PLOVER gold sentences", run: evalPlover})
}

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
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	c, err := entity.NewActorCoder()
	if err != nil {
		return err
	}
	sc, err := eval.Plover(*goldPath, p, c)
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	fmt.Fprintf(stdout, "%d sentences: category accuracy %.3f (an event found in %.3f)\n", sc.Sentences, sc.Accuracy, sc.Found)
	fmt.Fprintf(stdout, "source country %.3f sector %.3f; target country %.3f sector %.3f\n",
		sc.SourceCountryAccuracy, sc.SourceSectorAccuracy, sc.TargetCountryAccuracy, sc.TargetSectorAccuracy)
	cats := make([]string, 0, len(sc.PerCategory))
	for k := range sc.PerCategory {
		cats = append(cats, k)
	}
	sort.Strings(cats)
	for _, k := range cats {
		fmt.Fprintf(stdout, "  %-10s n=%3d accuracy %.3f\n", k, sc.PerCategory[k].N, sc.PerCategory[k].Accuracy)
	}
	for i, k := range sc.SortedConfusions() {
		if i >= *errs {
			break
		}
		fmt.Fprintf(stdout, "  %3d  %s\n", sc.Confusions[k], k)
	}
	return nil
}

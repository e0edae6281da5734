package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"sitrep/eval"
	"sitrep/pipeline"
)

func init() {
	register("eval", command{name: "acled", summary: "score event types, actors and deaths on ACLED notes", run: evalAcled})
}

func evalAcled(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval acled --gold FILE.csv[.gz] [--json] [--errors N]", stderr)
	goldPath := fs.String("gold", "", "ACLED export `FILE` (CSV, optionally gzipped)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	errs := fs.Int("errors", 0, "also list the `N` most frequent event-type confusions")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval acled: --gold is required: %w", errUsage)
	}
	rows, skipped, err := eval.ReadAcled(*goldPath)
	if err != nil {
		return err
	}
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	sc, err := eval.ScoreAcled(rows, p)
	if err != nil {
		return err
	}
	if skipped > 0 {
		fmt.Fprintf(stderr, "eval acled: %d rows skipped (no notes or no fatality count)\n", skipped)
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	sub := "none in this schema"
	if sc.SubEventTypeAccuracy != nil {
		sub = fmt.Sprintf("%.3f", *sc.SubEventTypeAccuracy)
	}
	fmt.Fprintf(stdout, "%d notes: event type %.3f, sub-event type %s, actor1 %.3f, fatalities exact %.3f (an ACLED-typed event in %.3f)\n",
		sc.Notes, sc.EventTypeAccuracy, sub, sc.Actor1Match, sc.FatalitiesExact, sc.Found)
	keys := make([]string, 0, len(sc.Confusions))
	for k := range sc.Confusions {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return sc.Confusions[keys[i]] > sc.Confusions[keys[j]] || sc.Confusions[keys[i]] == sc.Confusions[keys[j]] && keys[i] < keys[j]
	})
	for i, k := range keys {
		if i >= *errs {
			break
		}
		fmt.Fprintf(stdout, "  %4d  %s\n", sc.Confusions[k], k)
	}
	return nil
}

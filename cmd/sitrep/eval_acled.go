package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"sitrep/eval"
	"sitrep/pipeline"
)

func init() {
	register("eval", command{name: "acled", summary: "score event types, actors and deaths on ACLED notes", run: evalAcled})
}

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
	if *rowsPath != "" {
		var b strings.Builder
		for _, r := range sc.Rows {
			fmt.Fprintf(&b, "%s\t%s\t%d\t%s\t%s\t%d\t%s\n", r.Gold.EventType, r.Gold.SubEventType, r.Gold.Fatalities,
				r.EventType, r.SubEventType, r.Killed, strings.ReplaceAll(r.Gold.Notes, "\t", " "))
		}
		if err := os.WriteFile(*rowsPath, []byte(b.String()), 0o644); err != nil {
			return fmt.Errorf("eval acled: %w", err)
		}
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
	printConfusions(stdout, sc.Confusions, *errs)
	if *errs > 0 && len(sc.SubConfusions) > 0 {
		fmt.Fprintln(stdout, "  sub-event types:")
		printConfusions(stdout, sc.SubConfusions, *errs)
	}
	return nil
}

// printConfusions lists the n most frequent "gold -> predicted" counts.
func printConfusions(w io.Writer, conf map[string]int, n int) {
	keys := make([]string, 0, len(conf))
	for k := range conf {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return conf[keys[i]] > conf[keys[j]] || conf[keys[i]] == conf[keys[j]] && keys[i] < keys[j]
	})
	for i, k := range keys {
		if i >= n {
			break
		}
		fmt.Fprintf(w, "  %4d  %s\n", conf[k], k)
	}
}

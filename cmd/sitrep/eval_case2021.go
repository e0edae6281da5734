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
	register("eval", command{name: "case2021", summary: "score ACLED sub-event types on CASE 2021 task 2 snippets", run: evalCase2021})
}

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
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	sc, err := eval.ScoreCase2021(*goldPath, p)
	if err != nil {
		return err
	}
	if *misses != "" {
		var b strings.Builder
		for _, m := range sc.Misses {
			fmt.Fprintf(&b, "%s\t%s\t%s\n", m.Gold, m.Got, m.Text)
		}
		if err := os.WriteFile(*misses, []byte(b.String()), 0o644); err != nil {
			return fmt.Errorf("eval case2021: %w", err)
		}
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	fmt.Fprintf(stdout, "%d snippets: macro-F1 over the 25 ACLED sub-event types %.3f, accuracy %.3f\n", sc.Snippets, sc.MacroF1, sc.Accuracy)
	types := make([]string, 0, len(sc.PerType))
	for k := range sc.PerType {
		types = append(types, k)
	}
	sort.Strings(types)
	for _, k := range types {
		fmt.Fprintf(stdout, "  %-30s n=%3d F1 %.3f\n", k, sc.PerType[k].N, sc.PerType[k].F1)
	}
	printConfusions(stdout, sc.Confusions, *errs)
	return nil
}

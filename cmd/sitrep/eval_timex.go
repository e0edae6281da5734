package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"sitrep/doc"
	"sitrep/eval"
	"sitrep/text"
	"sitrep/when"
)

func init() {
	register("eval", command{name: "timex", summary: "score temporal expressions on TimeML (TempEval-3 task A)", run: evalTimex})
}

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
	tg, err := when.New()
	if err != nil {
		return err
	}
	// Score what the pipeline does: the tokeniser's tokens, then Annotate.
	tk := text.New()
	var annErr error
	s, err := eval.TimeML(*gold, func(s string, ref time.Time) []doc.Timex {
		st := &doc.Story{Text: s, Published: ref}
		st.Sentences, st.Tokens = tk.Split(s)
		if err := tg.Annotate(st); err != nil && annErr == nil {
			annErr = err
		}
		return st.Timexes
	})
	if err == nil {
		err = annErr
	}
	if err != nil {
		return fmt.Errorf("eval timex: %w", err)
	}
	if *showErrors {
		for _, e := range s.Errors {
			fmt.Fprintln(stderr, e)
		}
	}
	if *asJSON {
		b, err := json.Marshal(s)
		if err != nil {
			return fmt.Errorf("eval timex: %w", err)
		}
		fmt.Fprintln(stdout, string(b))
		return nil
	}
	fmt.Fprintf(stdout, "documents %d, gold %d, system %d, matched %d\n", s.Docs, s.Gold, s.System, s.Matched)
	fmt.Fprintf(stdout, "strict   P %.3f  R %.3f  F1 %.3f\n", s.StrictPrecision, s.StrictRecall, s.StrictF1)
	fmt.Fprintf(stdout, "relaxed  P %.3f  R %.3f  F1 %.3f\n", s.RelaxedPrecision, s.RelaxedRecall, s.RelaxedF1)
	fmt.Fprintf(stdout, "value    accuracy %.3f  F1 %.3f\n", s.ValueAccuracy, s.ValueF1)
	fmt.Fprintf(stdout, "type     accuracy %.3f  F1 %.3f\n", s.TypeAccuracy, s.TypeF1)
	return nil
}

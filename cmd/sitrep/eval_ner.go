package main

import (
	"encoding/json"
	"fmt"
	"io"

	"sitrep/entity"
	"sitrep/eval"
)

func init() {
	register("eval", command{name: "ner", summary: "score the named-entity tagger on CoNLL-2003", run: evalNER})
}

func evalNER(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval ner --gold FILE[.gz] [--model FILE] [--json]", stderr)
	goldPath := fs.String("gold", "", "CoNLL-2003 file (token ... NER tag per line, IOB tags), plain or .gz")
	modelPath := fs.String("model", "", "model file written by `sitrep train ner` (default: the embedded model)")
	asJSON := fs.Bool("json", false, "print one JSON object: precision, recall, f1, tokens_per_sec")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *goldPath == "" {
		return fmt.Errorf("eval ner --gold FILE: %w", errUsage)
	}
	gold, err := eval.ReadCoNLL2003(*goldPath)
	if err != nil {
		return err
	}
	var ner *entity.NER
	if *modelPath != "" {
		ner, err = entity.LoadNERFile(*modelPath)
	} else {
		ner, err = entity.NewNER()
	}
	if err != nil {
		return err
	}
	sc := eval.EvalNER(ner, gold)
	if *asJSON {
		return json.NewEncoder(stdout).Encode(struct {
			Precision    float64 `json:"precision"`
			Recall       float64 `json:"recall"`
			F1           float64 `json:"f1"`
			TokensPerSec float64 `json:"tokens_per_sec"`
		}{sc.Precision, sc.Recall, sc.F1, sc.TokensPerSec})
	}
	_, err = fmt.Fprint(stdout, sc)
	return err
}

package main

import (
	"fmt"
	"io"

	"sitrep/eval/conll2003"
)

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
	gold, err := conll2003.Read(*goldPath)
	if err != nil {
		return err
	}
	ner, err := conll2003.LoadTagger(*modelPath)
	if err != nil {
		return err
	}
	return writeReport(stdout, *asJSON, conll2003.Score(ner, gold))
}

package main

import (
	"fmt"
	"io"

	"sitrep/conllu"
	"sitrep/eval/ud"
)

func evalTokens(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval tokens --gold FILE.conllu[.gz] [--json]", stderr)
	goldPath := fs.String("gold", "", "CoNLL-U treebank with # text, # newdoc and # newpar comments, plain or .gz")
	asJSON := fs.Bool("json", false, "print one JSON object: token and sentence precision/recall/F1, tokens, mb_per_sec")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *goldPath == "" {
		return fmt.Errorf("eval tokens --gold FILE.conllu[.gz]: %w", errUsage)
	}
	gold, err := conllu.ReadFile(*goldPath)
	if err != nil {
		return fmt.Errorf("read gold: %w", err)
	}
	sc, err := ud.ScoreTokens(gold, ud.Tokenizer())
	if err != nil {
		return fmt.Errorf("score %s: %w", *goldPath, err)
	}
	return writeReport(stdout, *asJSON, sc)
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"sitrep/conllu"
	"sitrep/eval"
	"sitrep/text"
)

func init() {
	register("eval", command{name: "tokens", summary: "score the tokeniser and sentence splitter on CoNLL-U", run: evalTokens})
}

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
	sc, err := eval.Tokens(gold, text.New())
	if err != nil {
		return fmt.Errorf("score %s: %w", *goldPath, err)
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "\tprecision\trecall\tF1\tgold\tsystem\t\n")
	fmt.Fprintf(tw, "tokens\t%.4f\t%.4f\t%.4f\t%d\t%d\t\n", sc.TokenPrecision, sc.TokenRecall, sc.TokenF1, sc.Tokens, sc.SystemTokens)
	fmt.Fprintf(tw, "sentences\t%.4f\t%.4f\t%.4f\t%d\t%d\t\n", sc.SentencePrecision, sc.SentenceRecall, sc.SentenceF1, sc.Sentences, sc.SystemSentences)
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%d documents, %d bytes; Split runs at %.1f MB/s\n", sc.Documents, sc.Bytes, sc.MBPerSec)
	return err
}

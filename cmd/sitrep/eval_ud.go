package main

import (
	"fmt"
	"io"
	"os"

	"sitrep/conllu"
	"sitrep/eval/ud"
)

func evalUD(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval ud --gold FILE.conllu[.gz] [--docs PREFIX] [--models DIR] [--raw] [--json]", stderr)
	goldPath := fs.String("gold", "", "CoNLL-U treebank, plain or .gz; its gold tokenisation is used")
	models := fs.String("models", "", "directory with tagger.bin.gz and parser.bin.gz from `sitrep train tagger|parser` (default: the embedded models)")
	docs := fs.String("docs", "", "score only the documents whose \"# newdoc id\" starts with PREFIX (GUM_news_ for GUM's news)")
	raw := fs.Bool("raw", false, "rebuild the raw text of each gold document and start from the text tokeniser; scores are CoNLL 2018 F1 over words aligned by character span")
	netPath := fs.String("net", "", "net.bin.gz from `sitrep train net`: its scores choose the transitions (measured, not shipped)")
	netMix := fs.Float64("net-mix", 0, "with --net: weight of the transition perceptron's log-probabilities added to the net's")
	asJSON := fs.Bool("json", false, "print one JSON object: upos, xpos, lemma, uas, las, las_full, tokens_per_sec (fractions)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *goldPath == "" {
		return fmt.Errorf("eval ud --gold FILE: %w", errUsage)
	}
	gold, err := conllu.ReadFile(*goldPath)
	if err != nil {
		return err
	}
	if *docs != "" {
		if gold = conllu.InDocs(gold, *docs); len(gold) == 0 {
			return fmt.Errorf("eval ud: no document of %s has an id starting with %q", *goldPath, *docs)
		}
	}
	p, err := ud.LoadParser(*models)
	if err != nil {
		return err
	}
	k, err := beamWidth()
	if err != nil {
		return err
	}
	if p, err = p.WithBeam(k); err != nil {
		return err
	}
	if *netPath != "" {
		data, err := os.ReadFile(*netPath)
		if err != nil {
			return fmt.Errorf("eval ud: %w", err)
		}
		if p, err = p.WithNet(data, *netMix); err != nil {
			return fmt.Errorf("eval ud: %s: %w", *netPath, err)
		}
	}
	if *raw {
		sc, err := ud.ScoreRaw(ud.Tokenizer(), p, gold)
		if err != nil {
			return err
		}
		return writeReport(stdout, *asJSON, sc)
	}
	return writeReport(stdout, *asJSON, ud.Score(p, gold))
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"sitrep/conllu"
	"sitrep/eval"
	"sitrep/syntax"
	"sitrep/text"
)

func init() {
	register("eval", command{name: "ud", summary: "score the tagger, lemmatiser and parser on CoNLL-U", run: evalUD})
}

func evalUD(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval ud --gold FILE.conllu[.gz] [--docs PREFIX] [--models DIR] [--raw] [--json]", stderr)
	goldPath := fs.String("gold", "", "CoNLL-U treebank, plain or .gz; its gold tokenisation is used")
	models := fs.String("models", "", "directory with tagger.bin.gz and parser.bin.gz from `sitrep train tagger|parser` (default: the embedded models)")
	docs := fs.String("docs", "", "score only the documents whose \"# newdoc id\" starts with PREFIX (GUM_news_ for GUM's news)")
	raw := fs.Bool("raw", false, "rebuild the raw text of each gold document and start from the text tokeniser; scores are CoNLL 2018 F1 over words aligned by character span")
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
	var p *syntax.Parser
	if *models != "" {
		p, err = loadSyntaxDir(*models)
	} else {
		p, err = syntax.New()
	}
	if err != nil {
		return err
	}
	if *raw {
		sc, err := eval.EvalUDRaw(text.New(), p, gold)
		if err != nil {
			return err
		}
		if *asJSON {
			return json.NewEncoder(stdout).Encode(sc)
		}
		_, err = fmt.Fprint(stdout, sc)
		return err
	}
	sc := eval.EvalUD(p, gold)
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	_, err = fmt.Fprint(stdout, sc)
	return err
}

// loadSyntaxDir loads trained models from dir, falling back to the embedded
// model for a file that is not there.
func loadSyntaxDir(dir string) (*syntax.Parser, error) {
	read := func(name string, embedded func() ([]byte, error)) ([]byte, error) {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if os.IsNotExist(err) {
			return embedded()
		}
		return data, err
	}
	tg, err := read("tagger.bin.gz", syntax.EmbeddedTagger)
	if err != nil {
		return nil, err
	}
	ps, err := read("parser.bin.gz", syntax.EmbeddedParser)
	if err != nil {
		return nil, err
	}
	p, err := syntax.Load(tg, ps)
	if err != nil {
		return nil, fmt.Errorf("load models from %s: %w", dir, err)
	}
	return p, nil
}

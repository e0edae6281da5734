// Package ud scores the text and syntax stages against Universal
// Dependencies treebanks in CoNLL-U: the tokeniser and sentence splitter
// (ScoreTokens), the tagger, lemmatiser and parser on gold words (Score),
// and all of them from raw text (ScoreRaw), as the CoNLL 2018 shared task
// scores them.
package ud

import (
	"fmt"
	"os"
	"path/filepath"

	"sitrep/syntax"
	"sitrep/text"
)

// Tokenizer returns the text stage the pipeline runs, the splitter
// ScoreTokens and ScoreRaw score.
func Tokenizer() Splitter { return text.New() }

// LoadParser returns the syntax stage with the models in dir
// (tagger.bin.gz and parser.bin.gz, as `sitrep train tagger|parser` writes
// them), falling back to the embedded model for a file that is not there;
// dir "" means the embedded models.
func LoadParser(dir string) (*syntax.Parser, error) {
	if dir == "" {
		return syntax.New()
	}
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

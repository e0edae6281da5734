package syntax

import (
	"bytes"
	"os"
	"testing"

	"sitrep/conllu"
	"sitrep/internal/gold"
)

// TestLemmatizerReproducible trains the lemmatiser alone on the treebanks
// docs/MODELS.md trains the tagger on (EWT, then GUM) and checks that it
// encodes byte for byte as the one shipped in models/tagger.bin.gz: the
// lemmatiser's training is deterministic and the shipped model is what the
// code trains.
func TestLemmatizerReproducible(t *testing.T) {
	var ex []lemmaExample
	for _, rel := range []string{"ud-english-ewt/train.conllu.gz", "ud-english-gum/train.conllu.gz"} {
		sents, err := conllu.ReadFile(gold.Path(t, rel))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sents {
			for _, w := range s.Words {
				ex = append(ex, lemmaExample{w.Form, w.XPOS, w.Lemma})
			}
		}
	}
	data, err := os.ReadFile("models/tagger.bin.gz")
	if err != nil {
		t.Fatal(err)
	}
	_, shipped, err := decodeTagger(data)
	if err != nil {
		t.Fatal(err)
	}
	lemmas := func(l *lemmatizer) []byte {
		b, err := encode("lemmatizer", func(w *writer) { w.lemmatizer(l) })
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if got, want := lemmas(trainLemmatizer(ex)), lemmas(shipped); !bytes.Equal(got, want) {
		t.Errorf("the lemmatiser trained on EWT and GUM (%d bytes encoded) differs from the shipped one (%d bytes)", len(got), len(want))
	}
}

// TestIrregularPast checks that an irregular past the suffix rules cannot
// undo takes its base from the irregular-verb table, while a word the rules
// handle and a form tagged otherwise are left to them.
func TestIrregularPast(t *testing.T) {
	irr, err := irregularPast()
	if err != nil {
		t.Fatal(err)
	}
	l := &lemmatizer{lex: map[string]string{}, rules: map[string]int32{"VBD\x00ed": 0}, list: []lemmaRule{{cut: 2}}, irregular: irr}
	for _, c := range []struct{ form, xpos, want string }{
		{"fled", "VBD", "flee"},
		{"Fed", "VBN", "feed"},
		{"slain", "VBN", "slay"},
		{"walked", "VBD", "walk"},
		{"fed", "NNP", "fed"},
	} {
		if got := l.lemma(c.form, c.xpos); got != c.want {
			t.Errorf("lemma(%q, %s) = %q, want %q", c.form, c.xpos, got, c.want)
		}
	}
}

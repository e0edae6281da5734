package conll2003

import (
	"compress/gzip"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"sitrep/internal/gold"
	"sitrep/ner"
)

func TestConllChunks(t *testing.T) {
	for _, c := range []struct {
		tags string
		want []nerChunk
	}{
		{"B-PER I-PER O B-LOC", []nerChunk{{0, 2, "PER"}, {3, 4, "LOC"}}},
		{"B-PER B-PER", []nerChunk{{0, 1, "PER"}, {1, 2, "PER"}}},
		// conlleval starts a chunk at a stray I- and at a change of type.
		{"O I-ORG I-ORG", []nerChunk{{1, 3, "ORG"}}},
		{"B-ORG I-LOC", []nerChunk{{0, 1, "ORG"}, {1, 2, "LOC"}}},
		{"I-MISC", []nerChunk{{0, 1, "MISC"}}},
		{"O O", nil},
	} {
		if got := conllChunks(strings.Fields(c.tags)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %v, want %v", c.tags, got, c.want)
		}
	}
}

// fixedTagger returns canned tags, for testing the scorer alone.
type fixedTagger [][][]string

func (f *fixedTagger) TagDocument(sents [][]string) [][]string {
	out := (*f)[0]
	*f = (*f)[1:]
	return out
}

func TestReadAndScoreCoNLL2003(t *testing.T) {
	const data = `-DOCSTART- -X- -X- O

Rain NN B-NP O
hit VBD B-VP O
Lahore NNP B-NP B-LOC
and CC O O
Quetta NNP B-NP B-LOC
. . O O

Ahmed NNP B-NP B-PER
Khan NNP I-NP I-PER
spoke VBD B-VP O

-DOCSTART- -X- -X- O

Red NNP B-NP B-ORG
Crescent NNP I-NP I-ORG
`
	dir := t.TempDir()
	name := filepath.Join(dir, "tiny.txt.gz")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	zw.Write([]byte(data))
	zw.Close()
	f.Close()
	docs, err := Read(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || len(docs[0].Sentences) != 2 || len(docs[1].Sentences) != 1 {
		t.Fatalf("got %d documents: %+v", len(docs), docs)
	}
	if got := docs[0].Sentences[1]; !reflect.DeepEqual(got, ner.Sentence{Tokens: []string{"Ahmed", "Khan", "spoke"}, Tags: []string{"B-PER", "I-PER", "O"}}) {
		t.Errorf("sentence 2: %+v", got)
	}
	// Gold against itself is perfect.
	self := fixedTagger{
		{docs[0].Sentences[0].Tags, docs[0].Sentences[1].Tags},
		{docs[1].Sentences[0].Tags},
	}
	if sc := Score(&self, docs); sc.F1 != 1 || sc.Gold != 4 || sc.Tokens != 11 {
		t.Errorf("gold vs gold: %+v", sc)
	}
	// Lahore right, Quetta with the wrong type, Ahmed Khan cut short, Red
	// Crescent split in two: 1 correct of 5 predicted and 4 gold.
	pred := fixedTagger{
		{{"O", "O", "B-LOC", "O", "B-ORG", "O"}, {"B-PER", "O", "O"}},
		{{"B-ORG", "B-MISC"}},
	}
	sc := Score(&pred, docs)
	if sc.Correct != 1 || sc.Predicted != 5 || sc.Gold != 4 {
		t.Fatalf("counts: %+v", sc)
	}
	if sc.Precision != 0.2 || sc.Recall != 0.25 || math.Abs(sc.F1-2.0/9) > 1e-12 {
		t.Errorf("P/R/F1 %v %v %v, want 0.2 0.25 0.2222", sc.Precision, sc.Recall, sc.F1)
	}
	if loc := sc.Types["LOC"]; loc.Gold != 2 || loc.Correct != 1 || loc.Predicted != 1 {
		t.Errorf("LOC counts %+v", loc)
	}
	if _, err := Read(filepath.Join(dir, "missing.txt")); err == nil {
		t.Error("missing file: want error")
	}
}

// TestNERQuality guards the shipped model's quality on CoNLL-2003 valid.
func TestNERQuality(t *testing.T) {
	path := gold.Path(t, "conll2003_en/valid.txt.gz")
	docs, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	n, err := ner.New()
	if err != nil {
		t.Fatal(err)
	}
	sc := Score(n, docs)
	t.Logf("valid: P %.4f R %.4f F1 %.4f", sc.Precision, sc.Recall, sc.F1)
	if sc.F1 < 0.88 {
		t.Errorf("entity F1 %.4f on %s, want >= 0.88", sc.F1, path)
	}
}

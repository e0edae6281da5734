package syntax

import (
	"bytes"
	"strings"
	"testing"

	"sitrep/conllu"
	"sitrep/internal/gold"
)

// Floors on the dev sets with gold tokenisation. LAS compares the universal
// part of relations, as the CoNLL 2018 shared task does.
var floors = []struct {
	file                  string
	upos, lemma, uas, las float64
}{
	{"ud-english-ewt/dev.conllu.gz", 0.945, 0.97, 0.84, 0.80},
	{"ud-english-gum/dev.conllu.gz", 0.955, 0.975, 0.83, 0.80},
}

func TestDevQuality(t *testing.T) {
	p := newParser(t)
	for _, fl := range floors {
		t.Run(fl.file, func(t *testing.T) {
			dev, err := conllu.ReadFile(gold.Path(t, fl.file))
			if err != nil {
				t.Fatal(err)
			}
			devQuality(t, p, dev, fl.upos, fl.lemma, fl.uas, fl.las)
		})
	}
}

func devQuality(t *testing.T, p *Parser, dev []conllu.Sentence, floorUPOS, floorLemma, floorUAS, floorLAS float64) {
	var n, upos, lemma, uas, las int
	var words []string
	var out []Word
	for _, s := range dev {
		words = words[:0]
		for _, w := range s.Words {
			words = append(words, w.Form)
		}
		out = grow(out, len(words))
		p.ParseInto(words, out)
		for i, w := range s.Words {
			n++
			o := out[i]
			if o.UPOS == w.UPOS {
				upos++
			}
			if o.Lemma == w.Lemma {
				lemma++
			}
			if o.Head+1 == w.Head {
				uas++
				if strings.Split(o.Rel, ":")[0] == strings.Split(w.Deprel, ":")[0] {
					las++
				}
			}
		}
	}
	f := func(k int) float64 { return float64(k) / float64(n) }
	t.Logf("%d words: UPOS %.4f lemma %.4f UAS %.4f LAS %.4f", n, f(upos), f(lemma), f(uas), f(las))
	for _, c := range []struct {
		name       string
		got, floor float64
	}{{"UPOS", f(upos), floorUPOS}, {"lemma", f(lemma), floorLemma}, {"UAS", f(uas), floorUAS}, {"LAS", f(las), floorLAS}} {
		if c.got < c.floor {
			t.Errorf("%s %.4f below the floor %.3f", c.name, c.got, c.floor)
		}
	}
}

// toyTreebank is a handful of hand-written sentences: enough to exercise
// training end to end in milliseconds.
func toyTreebank() []conllu.Sentence {
	type w struct {
		form, lemma, upos, xpos string
		head                    int
		rel                     string
	}
	raw := [][]w{
		{{"Police", "police", "NOUN", "NNS", 2, "nsubj"}, {"arrested", "arrest", "VERB", "VBD", 0, "root"}, {"two", "two", "NUM", "CD", 4, "nummod"}, {"men", "man", "NOUN", "NNS", 2, "obj"}, {".", ".", "PUNCT", ".", 2, "punct"}},
		{{"Gunmen", "gunman", "NOUN", "NNS", 2, "nsubj"}, {"killed", "kill", "VERB", "VBD", 0, "root"}, {"a", "a", "DET", "DT", 4, "det"}, {"guard", "guard", "NOUN", "NN", 2, "obj"}, {"in", "in", "ADP", "IN", 6, "case"}, {"Kabul", "Kabul", "PROPN", "NNP", 2, "obl"}, {".", ".", "PUNCT", ".", 2, "punct"}},
		{{"Two", "two", "NUM", "CD", 2, "nummod"}, {"officers", "officer", "NOUN", "NNS", 4, "nsubj:pass"}, {"were", "be", "AUX", "VBD", 4, "aux:pass"}, {"shot", "shoot", "VERB", "VBN", 0, "root"}, {".", ".", "PUNCT", ".", 4, "punct"}},
		{{"The", "the", "DET", "DT", 2, "det"}, {"army", "army", "NOUN", "NN", 3, "nsubj"}, {"said", "say", "VERB", "VBD", 0, "root"}, {"it", "it", "PRON", "PRP", 5, "nsubj"}, {"fired", "fire", "VERB", "VBD", 3, "ccomp"}, {".", ".", "PUNCT", ".", 3, "punct"}},
		{{"Protesters", "protester", "NOUN", "NNS", 2, "nsubj"}, {"burned", "burn", "VERB", "VBD", 0, "root"}, {"tyres", "tyre", "NOUN", "NNS", 2, "obj"}, {"and", "and", "CCONJ", "CC", 5, "cc"}, {"cars", "car", "NOUN", "NNS", 3, "conj"}, {".", ".", "PUNCT", ".", 2, "punct"}},
		{{"He", "he", "PRON", "PRP", 4, "nsubj"}, {"did", "do", "AUX", "VBD", 4, "aux"}, {"n't", "not", "PART", "RB", 4, "advmod"}, {"go", "go", "VERB", "VB", 0, "root"}, {".", ".", "PUNCT", ".", 4, "punct"}},
	}
	var out []conllu.Sentence
	for _, s := range raw {
		var cs conllu.Sentence
		for i, x := range s {
			cs.Words = append(cs.Words, conllu.Word{ID: i + 1, Form: x.form, Lemma: x.lemma, UPOS: x.upos, XPOS: x.xpos, Head: x.head, Deprel: x.rel})
		}
		out = append(out, cs)
	}
	return out
}

// TestTrainDeterministic trains twice on the toy treebank: the model bytes
// must match, load, and fit their own training data.
func TestTrainDeterministic(t *testing.T) {
	tb := toyTreebank()
	cfg := TrainConfig{Seed: 7, Epochs: 10, Folds: 2, keepAll: true}
	tg1, err := TrainTagger(tb, tb, cfg)
	if err != nil {
		t.Fatal(err)
	}
	tg2, _ := TrainTagger(tb, tb, cfg)
	if !bytes.Equal(tg1, tg2) {
		t.Fatal("two tagger trainings gave different bytes")
	}
	cfg.Tagger = tg1
	ps1, err := TrainParser(tb, tb, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ps2, _ := TrainParser(tb, tb, cfg)
	if !bytes.Equal(ps1, ps2) {
		t.Fatal("two parser trainings gave different bytes")
	}
	p, err := Load(tg1, ps1)
	if err != nil {
		t.Fatal(err)
	}
	u, x, l := p.tagAccuracy(tb)
	uas, _ := p.attachment(tb)
	if u < 0.9 || x < 0.9 || l < 0.9 || uas < 0.8 {
		t.Errorf("toy model does not fit its training data: upos %.2f xpos %.2f lemma %.2f uas %.2f", u, x, l, uas)
	}
	if _, err := Load(ps1, tg1); err == nil {
		t.Error("Load accepted a parser model as a tagger model")
	}
	if _, err := Load(tg1[:len(tg1)/2], nil); err == nil {
		t.Error("Load accepted a truncated model")
	}
}

// TestEmbeddedRoundTrip decodes the shipped models and encodes them again:
// the bytes must not change, so the in-memory layout loses nothing.
func TestEmbeddedRoundTrip(t *testing.T) {
	tgData, err := EmbeddedTagger()
	if err != nil {
		t.Fatal(err)
	}
	psData, err := EmbeddedParser()
	if err != nil {
		t.Fatal(err)
	}
	tg, lm, err := decodeTagger(tgData)
	if err != nil {
		t.Fatal(err)
	}
	ps := &parser{}
	var m *model
	err = decodeParserWith(psData, ps, func(r *reader) { m = r.model() })
	if err != nil {
		t.Fatal(err)
	}
	tg2, err := encodeTagger(tg, lm)
	if err != nil {
		t.Fatal(err)
	}
	ps2, err := encodeParser(ps.labels, ps.root, m, ps.lm, ps.context, ps.global)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(tg2, tgData) {
		t.Error("tagger model changes when decoded and encoded again")
	}
	if !bytes.Equal(ps2, psData) {
		t.Error("parser model changes when decoded and encoded again")
	}
}

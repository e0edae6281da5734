package ud

import (
	"encoding/json"
	"strings"
	"testing"

	"sitrep/conllu"
	"sitrep/doc"
	"sitrep/syntax"
)

// fixedParser answers every sentence with the same analysis.
type fixedParser []syntax.Word

func (f fixedParser) ParseInto(words []string, out []syntax.Word) {
	copy(out, f)
	for i := range out {
		out[i].Form = words[i]
	}
}

func TestScore(t *testing.T) {
	gold := []conllu.Sentence{{Words: []conllu.Word{
		{ID: 1, Form: "Officers", Lemma: "officer", UPOS: "NOUN", XPOS: "NNS", Head: 3, Deprel: "nsubj:pass"},
		{ID: 2, Form: "were", Lemma: "be", UPOS: "AUX", XPOS: "VBD", Head: 3, Deprel: "aux:pass"},
		{ID: 3, Form: "shot", Lemma: "shoot", UPOS: "VERB", XPOS: "VBN", Head: 0, Deprel: "root"},
		{ID: 4, Form: ".", Lemma: ".", UPOS: "PUNCT", XPOS: ".", Head: 3, Deprel: "punct"},
	}}}
	p := fixedParser{
		{UPOS: "NOUN", XPOS: "NNS", Lemma: "officer", Head: 2, Rel: "nsubj"}, // right head, subtype missing
		{UPOS: "AUX", XPOS: "VBD", Lemma: "were", Head: 2, Rel: "aux:pass"},  // wrong lemma
		{UPOS: "VERB", XPOS: "VBD", Lemma: "shoot", Head: -1, Rel: "root"},   // wrong XPOS
		{UPOS: "PUNCT", XPOS: ".", Lemma: ".", Head: 0, Rel: "punct"},        // wrong head
	}
	sc := Score(p, gold)
	check := func(name string, got, want float64) {
		t.Helper()
		if got != want {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	check("upos", sc.UPOS, 1)
	check("xpos", sc.XPOS, 0.75)
	check("lemma", sc.Lemma, 0.75)
	check("uas", sc.UAS, 0.75)
	check("las (universal)", sc.LAS, 0.75)
	check("las_full", sc.LASFull, 0.5)
	if sc.Words != 4 || sc.Sentences != 1 {
		t.Errorf("counted %d words in %d sentences, want 4 in 1", sc.Words, sc.Sentences)
	}
	js, err := json.Marshal(sc)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{`"upos"`, `"xpos"`, `"lemma"`, `"uas"`, `"las"`, `"las_full"`, `"tokens_per_sec"`} {
		if !strings.Contains(string(js), k) {
			t.Errorf("JSON %s lacks %s", js, k)
		}
	}
	if sc := Score(p, nil); sc.Words != 0 || sc.UAS != 0 {
		t.Errorf("empty treebank scored %+v", sc)
	}
}

// spaceSplitter splits at spaces and "n't", one sentence per line.
type spaceSplitter struct{}

func (spaceSplitter) Split(s string) ([]doc.Sentence, []doc.Token) {
	var sents []doc.Sentence
	var toks []doc.Token
	start := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		sent := doc.Sentence{FirstToken: len(toks)}
		off := start
		for _, f := range strings.Fields(line) {
			i := strings.Index(s[off:], f) + off
			off = i + len(f)
			if strings.HasSuffix(f, "n't") && len(f) > 3 {
				toks = append(toks, doc.Token{Span: doc.Span{Start: i, End: off - 3}, Form: f[:len(f)-3]})
				toks = append(toks, doc.Token{Span: doc.Span{Start: off - 3, End: off}, Form: "n't", Joined: true})
				continue
			}
			toks = append(toks, doc.Token{Span: doc.Span{Start: i, End: off}, Form: f})
		}
		start += len(line)
		sent.EndToken = len(toks)
		if sent.EndToken > sent.FirstToken {
			sents = append(sents, sent)
		}
	}
	return sents, toks
}

// goldAnnotator copies a fixed analysis onto the story's tokens.
type goldAnnotator []syntax.Word

func (g goldAnnotator) Annotate(st *doc.Story) error {
	for i := range st.Tokens {
		if i < len(g) {
			st.Tokens[i].UPOS, st.Tokens[i].Head, st.Tokens[i].Rel = g[i].UPOS, g[i].Head, g[i].Rel
		}
	}
	return nil
}

func TestScoreRaw(t *testing.T) {
	gold := []conllu.Sentence{{NewDoc: true, NewPar: true,
		Multiwords: []conllu.Multiword{{First: 2, Last: 3, Form: "didn't"}},
		Words: []conllu.Word{
			{ID: 1, Form: "They", UPOS: "PRON", Head: 4, Deprel: "nsubj"},
			{ID: 2, Form: "did", UPOS: "AUX", Head: 4, Deprel: "aux"},
			{ID: 3, Form: "n't", UPOS: "PART", Head: 4, Deprel: "advmod"},
			{ID: 4, Form: "go", UPOS: "VERB", Head: 0, Deprel: "root"},
			{ID: 5, Form: ".", UPOS: "PUNCT", Head: 4, Deprel: "punct", Misc: "_"},
		}}}
	texts, _, _ := rawDocuments(gold)
	if len(texts) != 1 || texts[0] != "They didn't go ." {
		t.Fatalf("raw text %q", texts)
	}
	an := goldAnnotator{
		{UPOS: "PRON", Head: 3, Rel: "nsubj"}, {UPOS: "AUX", Head: 3, Rel: "aux"},
		{UPOS: "PART", Head: 3, Rel: "advmod"}, {UPOS: "VERB", Head: -1, Rel: "root"},
		{UPOS: "PUNCT", Head: 0, Rel: "punct"}, // wrong head
	}
	sc, err := ScoreRaw(spaceSplitter{}, an, gold)
	if err != nil {
		t.Fatal(err)
	}
	if sc.WordsF1 != 1 || sc.SentencesF1 != 1 || sc.UPOS != 1 || sc.UAS != 0.8 || sc.LAS != 0.8 {
		t.Errorf("got %+v, want words, sentences, UPOS 1 and UAS, LAS 0.8", sc)
	}
}

package ud

import (
	"math"
	"testing"

	"sitrep/conllu"
	"sitrep/internal/gold"
	"sitrep/text"
)

// words builds gold words from forms; SpaceAfter=No where the form is
// followed by "|" in the list.
func words(forms ...string) []conllu.Word {
	var ws []conllu.Word
	for _, f := range forms {
		misc := "_"
		if n := len(f); n > 1 && f[n-1] == '|' {
			f, misc = f[:n-1], "SpaceAfter=No"
		}
		ws = append(ws, conllu.Word{ID: len(ws) + 1, Form: f, Misc: misc})
	}
	return ws
}

func TestTokensScorer(t *testing.T) {
	// A document of two paragraphs written for this test. The first
	// paragraph has a multiword token and two sentences; the second has
	// two sentences the splitter cannot separate (no punctuation, same
	// line), so exactly two gold sentences are missed and one system
	// sentence is wrong.
	gold := []conllu.Sentence{
		{Text: "He didn't go.", NewDoc: true, NewPar: true, Words: words("He", "did|", "n't", "go|", "."),
			Multiwords: []conllu.Multiword{{First: 2, Last: 3, Form: "didn't"}}},
		{Text: "She stayed home.", Words: words("She", "stayed", "home|", ".")},
		{Text: "the end", NewPar: true, Words: words("the", "end")},
		{Text: "next part", Words: words("next", "part")},
	}
	sc, err := ScoreTokens(gold, text.New())
	if err != nil {
		t.Fatal(err)
	}
	if sc.Tokens != 12 || sc.SystemTokens != 12 || sc.TokenF1 != 1 {
		t.Errorf("tokens: gold %d system %d F1 %.3f, want 12 12 1", sc.Tokens, sc.SystemTokens, sc.TokenF1)
	}
	if sc.Sentences != 4 || sc.SystemSentences != 3 {
		t.Errorf("sentences: gold %d system %d, want 4 3", sc.Sentences, sc.SystemSentences)
	}
	if p, r := sc.SentencePrecision, sc.SentenceRecall; math.Abs(p-2.0/3) > 1e-9 || math.Abs(r-0.5) > 1e-9 {
		t.Errorf("sentence P/R = %.3f/%.3f, want 0.667/0.5", p, r)
	}
	if sc.Documents != 1 || sc.Bytes != len("He didn't go. She stayed home.\nthe end next part") {
		t.Errorf("documents %d bytes %d", sc.Documents, sc.Bytes)
	}

	// Text that disagrees with its forms is an error, not a silent score.
	bad := []conllu.Sentence{{Text: "He went.", NewDoc: true, Words: words("She", "went|", ".")}}
	if _, err := ScoreTokens(bad, text.New()); err == nil {
		t.Error("no error for # text that does not match the forms")
	}
}

// TestTokensDev is a quality regression test: it fails when the tokeniser
// or sentence splitter falls below the floors on EWT dev.
func TestTokensDev(t *testing.T) {
	path := gold.Path(t, "ud-english-ewt/dev.conllu.gz")
	sents, err := conllu.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := ScoreTokens(sents, text.New())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("token P/R/F1 %.4f/%.4f/%.4f, sentence P/R/F1 %.4f/%.4f/%.4f, %d gold tokens",
		sc.TokenPrecision, sc.TokenRecall, sc.TokenF1, sc.SentencePrecision, sc.SentenceRecall, sc.SentenceF1, sc.Tokens)
	if sc.Tokens < 20000 {
		t.Errorf("only %d gold tokens read from %s", sc.Tokens, path)
	}
	if sc.TokenF1 < 0.985 {
		t.Errorf("token F1 %.4f < 0.985", sc.TokenF1)
	}
	if sc.SentenceF1 < 0.82 {
		t.Errorf("sentence F1 %.4f < 0.82", sc.SentenceF1)
	}
}

package actor

import (
	"testing"

	"sitrep/doc"
)

// titleStart walks back over at most maxTitleWords title words, in the
// head's sentence only.
func TestTitleStart(t *testing.T) {
	tags := []struct{ form, upos string }{
		{"met", "VERB"}, {"the", "DET"}, {"old", "ADJ"}, {"port", "NOUN"},
		{"union", "NOUN"}, {"home", "NOUN"}, {"minister", "NOUN"},
	}
	st := &doc.Story{}
	for _, g := range tags {
		st.Tokens = append(st.Tokens, doc.Token{Form: g.form, UPOS: g.upos})
	}
	if got := titleStart(st, 6); got != 6-maxTitleWords {
		t.Errorf("titleStart(minister) = %d, want %d (bounded)", got, 6-maxTitleWords)
	}
	if got := titleStart(st, 3); got != 2 {
		t.Errorf("titleStart(port) = %d, want 2 (stops at the article)", got)
	}
	st.Tokens[5].Sentence, st.Tokens[6].Sentence = 1, 1
	if got := titleStart(st, 6); got != 5 {
		t.Errorf("titleStart across a sentence = %d, want 5", got)
	}
	if got := titleStart(st, 0); got != 0 {
		t.Errorf("titleStart(first token) = %d, want 0", got)
	}
}

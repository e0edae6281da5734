package event

import "testing"

// TestPhraseTextJoinsWords: a party phrase broken across lines or holding
// the padding of a repaired quote names its party with single spaces.
func TestPhraseTextJoinsWords(t *testing.T) {
	for in, want := range map[string]string{
		"the harbour\nworkers' union": "the harbour workers' union",
		" the guild     ’s hall ":     "the guild ’s hall",
		"the council":                 "the council",
	} {
		if got := phraseText(in); got != want {
			t.Errorf("phraseText(%q) = %q, want %q", in, got, want)
		}
	}
}

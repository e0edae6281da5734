package event

import (
	"testing"

	"sitrep/doc"
)

// TestTreeLemmaRemembered checks that a tree's remembered lemmas are the
// lowercased lemma, or the form of an untagged word, asked once or many
// times, and that a tree made after a repair changed a lemma reads the
// new one, not its predecessor's.
func TestTreeLemmaRemembered(t *testing.T) {
	st := &doc.Story{Tokens: []doc.Token{
		{Form: "Rebels", Lemma: "Rebel", Head: 1},
		{Form: "Shelled", Lemma: "shell", Head: -1},
		{Form: "Depots", Head: 1},
	}}
	tr := newTree(st)
	want := []string{"rebel", "shell", "depots"}
	for pass := 0; pass < 2; pass++ {
		for i, w := range want {
			if got := tr.lemma(i); got != w {
				t.Errorf("pass %d, token %d: lemma = %q, want %q", pass, i, got, w)
			}
		}
	}
	toks := append([]doc.Token(nil), st.Tokens...)
	toks[1].Lemma = "Bombard"
	cp := *st
	cp.Tokens = toks
	if got := newTreeIn(&cp, tr.kids).lemma(1); got != "bombard" {
		t.Errorf("repaired tree: lemma = %q, want %q", got, "bombard")
	}
}

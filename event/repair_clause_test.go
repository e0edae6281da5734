package event

import (
	"slices"
	"testing"
)

// TestSaidObjectNeedsApposition checks that repairSaidObject makes the
// object of a verb of saying the reported clause's subject only where an
// apposition sets it off ("said the suspect, a driver, was detained"),
// and leaves a true object whose clause has no subject of its own
// ("told residents: stay indoors").
func TestSaidObjectNeedsApposition(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	c := New(lx)
	st := parsedStory(t, "testdata/misparsed/saidobject.conllu")
	tr := newTree(st)
	toks := slices.Clone(st.Tokens)
	c.repairSaidObject(tr, toks)
	suspect, detained := tokenIndex(st, 0, "suspect"), tokenIndex(st, 0, "detained")
	if toks[suspect].Head != detained || toks[suspect].Rel != "nsubj:pass" {
		t.Errorf("suspect: head %d rel %q, want %d nsubj:pass", toks[suspect].Head, toks[suspect].Rel, detained)
	}
	residents, told := tokenIndex(st, 1, "residents"), tokenIndex(st, 1, "told")
	if toks[residents].Head != told || toks[residents].Rel != "obj" {
		t.Errorf("residents: head %d rel %q, want %d obj", toks[residents].Head, toks[residents].Rel, told)
	}
}

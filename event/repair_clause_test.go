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

// TestSaidObjectSecondSubject checks the shape another parser gives "said
// the X, a Y, was held": the verb of saying a clause of the reported verb,
// with the reported subject as its second subject. The second subject
// becomes the reported verb's, and "said" takes its place as the head.
func TestSaidObjectSecondSubject(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	c := New(lx)
	st := parsedStory(t, "testdata/misparsed/saidsubjects.conllu")
	toks := slices.Clone(st.Tokens)
	if !c.repairSaidObject(newTree(st), toks) {
		t.Fatal("no repair")
	}
	courier, said, held := tokenIndex(st, 0, "courier"), tokenIndex(st, 0, "said"), tokenIndex(st, 0, "held")
	if toks[courier].Head != held || toks[courier].Rel != "nsubj:pass" {
		t.Errorf("courier: head %d rel %q, want %d nsubj:pass", toks[courier].Head, toks[courier].Rel, held)
	}
	if toks[held].Head != said || toks[held].Rel != "ccomp" || toks[said].Rel != "root" {
		t.Errorf("held: head %d rel %q, said rel %q; want %d ccomp under a root said", toks[held].Head, toks[held].Rel, toks[said].Rel, said)
	}
}

package actor

import (
	"testing"

	"sitrep/doc"
)

// TestRelinkPersonPronouns: a "he" that only the parse rules tie to its
// person (the subject of the sentence before) is the one person before
// the next "he", which the parse rules cannot tie to anyone, the subject
// before it being a pronoun.
func TestRelinkPersonPronouns(t *testing.T) {
	type arc = struct {
		head int
		rel  string
	}
	st := storyWith(t, "The mayor was watching the town. He met the officers. Later he told the crowd.")
	parsed(t, st, []arc{
		{1, "det"}, {3, "nsubj"}, {3, "aux"}, {-1, "root"}, {5, "det"}, {3, "obj"}, {3, "punct"},
		{8, "nsubj"}, {-1, "root"}, {10, "det"}, {8, "obj"}, {8, "punct"},
		{14, "advmod"}, {14, "nsubj"}, {-1, "root"}, {16, "det"}, {14, "obj"}, {14, "punct"},
	})
	for k, x := range []string{"DT", "NN", "VBD", "VBG", "DT", "NN", ".", "PRP", "VBD", "DT", "NNS", ".", "RB", "PRP", "VBD", "DT", "NN", "."} {
		st.Tokens[k].XPOS = x
	}
	Corefer(st)
	n := 0
	for _, m := range st.Mentions {
		if m.Label != doc.LabelPRON {
			continue
		}
		n++
		if m.Antecedent < 0 || st.Slice(st.Mentions[m.Antecedent].Span) != "mayor" {
			t.Errorf("%q at %d: antecedent %d, want the mayor", st.Slice(m.Span), m.Start, m.Antecedent)
		}
	}
	if n != 2 {
		t.Errorf("%d pronoun mentions, want 2", n)
	}
}

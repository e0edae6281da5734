package actor

import (
	"testing"

	"sitrep/doc"
)

// parsed sets the parse of st's tokens from arcs, one per token in order:
// the head's index in the story (-1 for a root) and the relation.
func parsed(t *testing.T, st *doc.Story, arcs []struct {
	head int
	rel  string
}) {
	t.Helper()
	if len(arcs) != len(st.Tokens) {
		t.Fatalf("%d arcs for %d tokens", len(arcs), len(st.Tokens))
	}
	for k, a := range arcs {
		st.Tokens[k].Head, st.Tokens[k].Rel = a.head, a.rel
		if st.Tokens[k].Form == "it" || st.Tokens[k].Form == "him" {
			st.Tokens[k].UPOS, st.Tokens[k].XPOS = "PRON", "PRP"
		}
	}
}

// TestCoreferObjectNotOwnSubject: a pronoun object stands for no one in
// the subject of its own clause, or of the clause that controls it.
func TestCoreferObjectNotOwnSubject(t *testing.T) {
	type arc = struct {
		head int
		rel  string
	}
	cases := []struct {
		body  string
		ner   [][2]string
		arcs  []arc
		pron  string
		wrong []string // mentions the pronoun must not stand for
		want  string   // the antecedent it must have, "" for none
	}{
		{
			"Egypt and Jordan imposed a boycott on the emirate, accusing it of backing militants.",
			[][2]string{{"LOC", "Egypt"}, {"LOC", "Jordan"}},
			[]arc{{3, "nsubj"}, {2, "cc"}, {0, "conj"}, {-1, "root"}, {5, "det"}, {3, "obj"}, {8, "case"}, {8, "det"}, {5, "nmod"},
				{10, "punct"}, {3, "advcl"}, {10, "obj"}, {13, "mark"}, {10, "advcl"}, {13, "obj"}, {3, "punct"}},
			"it", []string{"Egypt", "Jordan"}, "",
		},
		{
			"Karl Smith waited at the gate. Otto Jones hit him twice.",
			[][2]string{{"PER", "Karl Smith"}, {"PER", "Otto Jones"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {5, "case"}, {5, "det"}, {2, "obl"}, {2, "punct"},
				{8, "compound"}, {9, "nsubj"}, {-1, "root"}, {9, "obj"}, {9, "advmod"}, {9, "punct"}},
			"him", []string{"Otto Jones"}, "Karl Smith",
		},
	}
	for _, c := range cases {
		st := storyWith(t, c.body, c.ner...)
		parsed(t, st, c.arcs)
		if err := newTestCoder(t).Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, m := range st.Mentions {
			if st.Slice(m.Span) == c.pron && m.Antecedent >= 0 {
				got = st.Slice(st.Mentions[m.Antecedent].Span)
			}
		}
		for _, w := range c.wrong {
			if got == w {
				t.Errorf("%q: %q stands for %q, the subject of its own clause", c.body, c.pron, got)
			}
		}
		if got != c.want {
			t.Errorf("%q: %q stands for %q, want %q", c.body, c.pron, got, c.want)
		}
	}
}

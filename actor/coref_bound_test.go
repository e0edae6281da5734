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
		if f := st.Tokens[k].Form; f == "it" || f == "him" || f == "herself" {
			st.Tokens[k].UPOS, st.Tokens[k].XPOS = "PRON", "PRP"
		}
		if st.Tokens[k].Form == "who" {
			st.Tokens[k].UPOS, st.Tokens[k].XPOS = "PRON", "WP"
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
			"Peru and Chile cut ties with the republic, blaming it for arming rebels.",
			[][2]string{{"LOC", "Peru"}, {"LOC", "Chile"}},
			[]arc{{3, "nsubj"}, {2, "cc"}, {0, "conj"}, {-1, "root"}, {3, "obj"}, {7, "case"}, {7, "det"}, {3, "obl"},
				{9, "punct"}, {3, "advcl"}, {9, "obj"}, {12, "mark"}, {9, "advcl"}, {12, "obj"}, {3, "punct"}},
			"it", []string{"Peru", "Chile"}, "",
		},
		{
			"Karl Smith waited at the gate. Otto Jones hit him twice.",
			[][2]string{{"PER", "Karl Smith"}, {"PER", "Otto Jones"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {5, "case"}, {5, "det"}, {2, "obl"}, {2, "punct"},
				{8, "compound"}, {9, "nsubj"}, {-1, "root"}, {9, "obj"}, {9, "advmod"}, {9, "punct"}},
			"him", []string{"Otto Jones"}, "Karl Smith",
		},
		{
			// A reflexive stands for the subject it is bound to.
			"Mara Lind wounded herself with a rifle on Friday.",
			[][2]string{{"PER", "Mara Lind"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {2, "obj"}, {6, "case"}, {6, "det"}, {2, "obl"}, {8, "case"}, {2, "obl"}, {2, "punct"}},
			"herself", nil, "Mara Lind",
		},
		{
			// Several persons near: of those its clause's subject
			// leaves, the one named last in its sentence.
			"Ana Ruiz arrived on Monday. Karl Smith praised the envoy, Otto Jones, thanking him for the talks.",
			[][2]string{{"PER", "Ana Ruiz"}, {"PER", "Karl Smith"}, {"PER", "Otto Jones"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {4, "case"}, {2, "obl"}, {2, "punct"},
				{7, "compound"}, {8, "nsubj"}, {-1, "root"}, {10, "det"}, {8, "obj"}, {13, "punct"}, {13, "compound"}, {10, "appos"},
				{15, "punct"}, {8, "advcl"}, {15, "obj"}, {19, "case"}, {19, "det"}, {15, "obl"}, {8, "punct"}},
			"him", []string{"Karl Smith"}, "Otto Jones",
		},
		{
			// A relative subject stands for the noun its clause
			// describes, which the pronoun then avoids.
			"Ana Ruiz arrived on Monday. Karl Smith called Otto Jones, who had urged him to come.",
			[][2]string{{"PER", "Ana Ruiz"}, {"PER", "Karl Smith"}, {"PER", "Otto Jones"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {4, "case"}, {2, "obl"}, {2, "punct"},
				{7, "compound"}, {8, "nsubj"}, {-1, "root"}, {10, "compound"}, {8, "obj"}, {14, "punct"}, {14, "nsubj"}, {14, "aux"},
				{10, "acl:relcl"}, {14, "obj"}, {17, "mark"}, {14, "xcomp"}, {8, "punct"}},
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

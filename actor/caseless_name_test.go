package actor

import (
	"slices"
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

// TestAddTitledNames: in a story written in lower case, the words a title
// compounds with become a person's name when they are two or more, none a
// common noun the story writes after an article; a title that is a
// subject names no one, and edited copy is left to the ner stage.
func TestAddTitledNames(t *testing.T) {
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	body := "union minister ravi menon met the press on monday. menon said police station staff left the station. the minister said it."
	type arc struct {
		head      int
		rel, upos string
	}
	arcs := []arc{
		{1, "compound", "NOUN"}, {2, "compound", "NOUN"}, {3, "compound", "NOUN"}, {4, "nsubj", "NOUN"}, {-1, "root", "VERB"},
		{6, "det", "DET"}, {4, "obj", "NOUN"}, {8, "case", "ADP"}, {4, "obl", "NOUN"}, {4, "punct", "PUNCT"},
		{11, "nsubj", "NOUN"}, {-1, "root", "VERB"}, {14, "compound", "NOUN"}, {14, "compound", "NOUN"}, {15, "nsubj", "NOUN"},
		{11, "ccomp", "VERB"}, {17, "det", "DET"}, {15, "obj", "NOUN"}, {11, "punct", "PUNCT"},
		{20, "det", "DET"}, {21, "nsubj", "NOUN"}, {-1, "root", "VERB"}, {21, "obj", "PRON"}, {21, "punct", "PUNCT"},
	}
	for _, tc := range []struct {
		body string
		want []string
	}{
		{body, []string{"ravi menon"}},
		// Edited copy: its names are the ner stage's to find.
		{"Union minister ravi menon met the press on monday. Menon said police station staff left the station. The minister said it.", nil},
	} {
		st := &doc.Story{Text: tc.body}
		if err := text.New().Annotate(st); err != nil {
			t.Fatal(err)
		}
		if len(st.Tokens) != len(arcs) {
			t.Fatalf("%d tokens for %d arcs", len(st.Tokens), len(arcs))
		}
		for k, a := range arcs {
			st.Tokens[k].Head, st.Tokens[k].Rel, st.Tokens[k].UPOS = a.head, a.rel, a.upos
		}
		c.addTitledNames(st)
		var got []string
		for _, m := range st.Mentions {
			if m.Label == doc.LabelPER {
				got = append(got, st.Slice(m.Span))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: names %q, want %q", tc.body, got, tc.want)
		}
	}
}

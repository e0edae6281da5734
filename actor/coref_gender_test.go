package actor

import "testing"

// TestCoreferPersonPronounChoice: with two persons near, "he" takes the
// subject before it, not one an honorific tells is a woman; with none
// near, the one person of the nearest sentence that names any.
func TestCoreferPersonPronounChoice(t *testing.T) {
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	type arc = struct {
		head int
		rel  string
	}
	cases := []struct {
		name, body string
		ner        [][2]string
		arcs       []arc
		want       string
	}{
		{
			"subject of the sentence before",
			"Karl Smith met Otto Jones. He left early.",
			[][2]string{{"PER", "Karl Smith"}, {"PER", "Otto Jones"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {4, "compound"}, {2, "obj"}, {2, "punct"},
				{7, "nsubj"}, {-1, "root"}, {7, "advmod"}, {7, "punct"}},
			"Karl Smith",
		},
		{
			"a woman by her honorific",
			"Ms Ana Ruiz met Karl Smith. He left early.",
			[][2]string{{"PER", "Ana Ruiz"}, {"PER", "Karl Smith"}},
			[]arc{{2, "compound"}, {2, "compound"}, {3, "nsubj"}, {-1, "root"}, {5, "compound"}, {3, "obj"}, {3, "punct"},
				{8, "nsubj"}, {-1, "root"}, {8, "advmod"}, {8, "punct"}},
			"Karl Smith",
		},
		{
			"the nearest sentence naming anyone",
			"Karl Smith spoke on Monday. Rain fell. Rain fell again. He left early.",
			[][2]string{{"PER", "Karl Smith"}},
			[]arc{{1, "compound"}, {2, "nsubj"}, {-1, "root"}, {4, "case"}, {2, "obl"}, {2, "punct"},
				{7, "nsubj"}, {-1, "root"}, {7, "punct"},
				{10, "nsubj"}, {-1, "root"}, {10, "advmod"}, {10, "punct"},
				{14, "nsubj"}, {-1, "root"}, {14, "advmod"}, {14, "punct"}},
			"Karl Smith",
		},
	}
	for _, tc := range cases {
		st := storyWith(t, tc.body, tc.ner...)
		parsed(t, st, tc.arcs)
		corefer(st, c.lx)
		he := find(t, st, "He", 0)
		a := st.Mentions[he].Antecedent
		if a < 0 || st.Slice(st.Mentions[a].Span) != tc.want {
			got := ""
			if a >= 0 {
				got = st.Slice(st.Mentions[a].Span)
			}
			t.Errorf("%s: he -> %q, want %q", tc.name, got, tc.want)
		}
	}
}

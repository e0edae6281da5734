package actor

import (
	"testing"

	"sitrep/doc"
)

// TestCoreferTrailingSpeaker: in lower-cased copy a "he" opening the
// sentence after "..., said <title> <name>." stands for the speaker, not
// the subject of what was said, whatever tag the name was given; a verb
// after a hyphen ("war-torn") sets no speaker.
func TestCoreferTrailingSpeaker(t *testing.T) {
	type arc = struct {
		head int
		rel  string
	}
	cases := []struct {
		body string
		arcs []arc
		tags []string
		want string
	}{{
		body: "the levy will rise, said union leader ravi kumar. he warned the council.",
		arcs: []arc{
			{1, "det"}, {3, "nsubj"}, {3, "aux"}, {-1, "root"}, {5, "punct"}, {3, "parataxis"},
			{7, "compound"}, {9, "compound"}, {9, "compound"}, {5, "nsubj"}, {3, "punct"},
			{12, "nsubj"}, {-1, "root"}, {14, "det"}, {12, "obj"}, {12, "punct"},
		},
		tags: []string{"DT/DET", "NN/NOUN", "MD/AUX", "VB/VERB", ",/PUNCT", "VBD/VERB", "NN/NOUN", "NN/NOUN", "NN/NOUN", "JJ/ADJ", "./PUNCT",
			"PRP/PRON", "VBD/VERB", "DT/DET", "NN/NOUN", "./PUNCT"},
		want: "kumar",
	}, {
		body: "the mayor toured the war-torn town. he met the doctors.",
		arcs: []arc{
			{1, "det"}, {2, "nsubj"}, {-1, "root"}, {7, "det"}, {6, "compound"}, {6, "punct"}, {7, "amod"}, {2, "obj"}, {2, "punct"},
			{10, "nsubj"}, {-1, "root"}, {12, "det"}, {10, "obj"}, {10, "punct"},
		},
		tags: []string{"DT/DET", "NN/NOUN", "VBD/VERB", "DT/DET", "NN/NOUN", "HYPH/PUNCT", "VBN/VERB", "NN/NOUN", "./PUNCT",
			"PRP/PRON", "VBD/VERB", "DT/DET", "NNS/NOUN", "./PUNCT"},
		want: "mayor",
	}}
	for _, c := range cases {
		st := storyWith(t, c.body)
		parsed(t, st, c.arcs)
		if len(c.tags) != len(st.Tokens) {
			t.Fatalf("%q: %d tags for %d tokens", c.body, len(c.tags), len(st.Tokens))
		}
		for k, x := range c.tags {
			for j := 0; j < len(x); j++ {
				if x[j] == '/' && j > 0 {
					st.Tokens[k].XPOS, st.Tokens[k].UPOS = x[:j], x[j+1:]
					break
				}
			}
		}
		Corefer(st)
		got := ""
		for _, m := range st.Mentions {
			if m.Label == doc.LabelPRON && m.Antecedent >= 0 {
				got = st.Slice(st.Mentions[m.Antecedent].Span)
			}
		}
		if got != c.want {
			t.Errorf("%q: he stands for %q, want %q", c.body, got, c.want)
		}
	}
}

package event

import "testing"

// TestRepairMistaggedVerb codes sentences whose trigger verb the shipped
// tagger takes for an adjective (testdata/misparsed/, written for this
// test): the mended parse gives the verb its event and its parties.
func TestRepairMistaggedVerb(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ file, trigger, actor, target string }{
		// "overran" an adjective of "villages", the militia their subject.
		{"overran", "overran", "the militia", "two villages"},
		// "burnt" an adjective, the subject of "were", hung on "villagers".
		{"burntalive", "burnt", "", "Four villagers"},
	}
	for _, c := range cases {
		st := parsedStory(t, "testdata/misparsed/"+c.file+".conllu")
		if err := New(lx).Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := triggerParties(st, c.trigger)
		if len(got) == 0 {
			t.Errorf("%s: no event on %q", c.file, c.trigger)
		}
		for _, g := range got {
			if g[0] != c.actor || g[1] != c.target {
				t.Errorf("%s: actor %q target %q, want %q %q", c.file, g[0], g[1], c.actor, c.target)
			}
		}
	}
}

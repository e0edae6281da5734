package event

import "testing"

// TestOpeningParticipleSpeaker codes an opening condemnation whose
// speaker the parser lost (testdata/misparsed/, sentences written for this
// test): the participle made the sentence's root with the verb of saying
// hung below it, and the speaker made the complement of "said". Either
// way the condemnation is the speaker's act.
func TestOpeningParticipleSpeaker(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, actor string }{
		{"rootedparticiple", "the elders"},
		{"subjectcomplement", "okafor"},
	} {
		st := parsedStory(t, "testdata/misparsed/"+c.file+".conllu")
		if err := New(lx).Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := triggerParties(st, "condemning")
		if len(got) == 0 {
			t.Errorf("%s: no event on %q", c.file, "condemning")
		}
		for _, g := range got {
			if g[0] != c.actor {
				t.Errorf("%s: actor %q, want %q", c.file, g[0], c.actor)
			}
		}
	}
}

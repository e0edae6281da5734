package event

import (
	"testing"

	"sitrep/doc"
)

// TestFrontedParticipleActor codes an opening participle the parser made
// the complement of the verb of saying (testdata/misparsed/, written for
// this test), with and without a dateline the parser made a second
// subject: the condemnation is the party's own act either way.
func TestFrontedParticipleActor(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file     string
		dateline string
	}{
		{"frontedparticiple", ""},
		{"datelinesubject", "Lagos"},
	} {
		st := parsedStory(t, "testdata/misparsed/"+c.file+".conllu")
		if c.dateline != "" {
			// The where stage places the dateline; a dateline is a
			// place opening the story before its colon.
			st.Places = append(st.Places, doc.Place{Span: doc.Span{Start: 0, End: len(c.dateline)}, Name: c.dateline, Precision: doc.PrecisionPoint})
		}
		if err := New(lx).Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := triggerParties(st, "condemning")
		if len(got) == 0 {
			t.Errorf("%s: no event on %q", c.file, "condemning")
		}
		for _, g := range got {
			if g[0] != "the party" || g[2] != "" {
				t.Errorf("%s: actor %q claimant %q, want %q and none", c.file, g[0], g[2], "the party")
			}
		}
	}
}

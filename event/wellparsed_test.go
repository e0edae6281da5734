package event

import (
	"testing"

	"sitrep/actor"
)

// TestWellParsed codes sentences parsed as Universal Dependencies wants
// (testdata/wellparsed/, parses written by hand for this test): the party
// rules must not rest on the shipped parser's errors, whose repairs
// (TestRepairParse) a right parse does not need. The actor stage codes
// the nominal mentions first, as in the pipeline.
func TestWellParsed(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	ac, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file, trigger, actor, target string
	}{
		// the place an oblique of the verb beside the measure: where,
		// not whom.
		{"locative", "protested", "Farmers", ""},
		// the recipient an oblique of the verb whose object holds the aid.
		{"giftoblique", "aid", "Japan", "Haiti"},
		// the scooter the participle's object, the men the subject.
		{"participle", "attack", "Three masked men", "a jeweller"},
		// the document's issuer an agent of its participle (the target
		// is not this case's matter: "?" leaves it unchecked).
		{"issuedby", "demanded", "the militia", "?"},
		// a conjoined verb after "two hours later" shares the subject.
		{"timeconj", "burned", "Soldiers", "the houses"},
	}
	for _, c := range cases {
		st := parsedStory(t, "testdata/wellparsed/"+c.file+".conllu")
		if err := ac.Annotate(st); err != nil {
			t.Fatal(err)
		}
		if err := New(lx).Annotate(st); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range st.Events {
			if st.Slice(e.Trigger) != c.trigger {
				continue
			}
			found = true
			a, g := "", ""
			if e.Actor != nil {
				a = e.Actor.Text
			}
			if e.Target != nil {
				g = e.Target.Text
			}
			if a != c.actor || g != c.target && c.target != "?" {
				t.Errorf("%s: actor %q target %q, want %q %q", c.file, a, g, c.actor, c.target)
			}
		}
		if !found {
			t.Errorf("%s: no event on %q", c.file, c.trigger)
		}
	}
}

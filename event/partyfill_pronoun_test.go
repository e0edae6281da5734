package event_test

import (
	"testing"

	"sitrep/doc"
	"sitrep/event"
)

// TestChooserDropsPronounActor: an actor left as a bare pronoun, which the
// coreference step tied to no one, is emptied once the chooser has run; a
// coded pronoun and a phrase holding a pronoun stay.
func TestChooserDropsPronounActor(t *testing.T) {
	p, err := event.NewPartyChooser()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		actor doc.Party
		keep  bool
	}{
		{doc.Party{Text: "he"}, false},
		{doc.Party{Text: "They"}, false},
		{doc.Party{Text: "its"}, false},
		{doc.Party{Text: "those"}, false},
		{doc.Party{Text: "they", Actor: doc.Actor{Country: "FRA", Sector: "GOV"}}, true},
		{doc.Party{Text: "his guards"}, true},
		{doc.Party{Text: "the harbour board"}, true},
	} {
		a := c.actor
		st := &doc.Story{Events: []doc.Event{{Actor: &a}}}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		if kept := st.Events[0].Actor != nil; kept != c.keep {
			t.Errorf("actor %q: kept %v, want %v", c.actor.Text, kept, c.keep)
		}
	}
}

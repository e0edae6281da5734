package event_test

import (
	"testing"

	"sitrep/doc"
	"sitrep/event"
)

// TestChooserDropsSelfTarget: an event whose target repeats its actor's
// words, an article aside, keeps the actor and loses the target; an event
// whose parties differ keeps both. The events carry no party options, so
// the guard is seen to hold for events the chooser left alone.
func TestChooserDropsSelfTarget(t *testing.T) {
	p, err := event.NewPartyChooser()
	if err != nil {
		t.Fatal(err)
	}
	party := func(s string, at int) *doc.Party {
		return &doc.Party{Text: s, Span: doc.Span{Start: at, End: at + len(s)}}
	}
	st := &doc.Story{Events: []doc.Event{
		{Actor: party("the Velorian navy", 0), Target: party("Velorian navy", 40)},
		{Actor: party("Velorian navy", 0), Target: party("the river pirates", 40)},
	}}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if e := st.Events[0]; e.Actor == nil || e.Target != nil {
		t.Errorf("self-target: actor %v target %v, want the actor alone", e.Actor, e.Target)
	}
	if e := st.Events[1]; e.Actor == nil || e.Target == nil {
		t.Errorf("distinct parties: actor %v target %v, want both", e.Actor, e.Target)
	}
}

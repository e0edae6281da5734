package event_test

import (
	"strings"
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

// TestEventStageDropsSelfTarget: the event stage itself drops a target
// that repeats the actor's words, so a pipeline without the party chooser
// (codedUpToFilter stops before it) writes none; "fought in" a war read
// the subject in both roles. A fight with another party keeps its target.
func TestEventStageDropsSelfTarget(t *testing.T) {
	for _, c := range []struct{ text, target string }{
		{"Volunteers from the valley fought in the bitter mountain war.", ""},
		{"Volunteers from the valley fought the invaders in the bitter mountain war.", "the invaders"},
	} {
		st := codedUpToFilter(t, c.text, chooserDay, false)
		e := st.Events[0]
		if e.Actor == nil || !strings.HasPrefix(e.Actor.Text, "Volunteers") {
			t.Errorf("%q: actor %+v, want the volunteers", c.text, e.Actor)
		}
		if got := partyText(e.Target); got != c.target {
			t.Errorf("%q: target %q, want %q", c.text, got, c.target)
		}
	}
}

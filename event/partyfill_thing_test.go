package event_test

import (
	"testing"

	"sitrep/event"
)

// TestThingActor checks that a written actor naming a thing ("the
// pace of the advance") is marked Thing and may be emptied by the
// chooser, while an uncoded noun of people ("two cousins") or of a force
// is not marked and keeps its place however much the model prefers none.
func TestThingActor(t *testing.T) {
	for _, c := range []struct {
		text, actor string
		thing       bool
	}{
		{"The pace of the advance captured the border post near Marvik on Sunday.", "The pace of the advance", true},
		{"Two cousins attacked a bus driver near Marvik on Sunday.", "Two cousins", false},
		{"Police attacked the marchers near Marvik on Sunday.", "Police", false},
	} {
		st := codedUpToFilter(t, c.text, chooserDay, false)
		found := false
		for _, pc := range event.EventChoices(st) {
			if pc.Role != event.RoleActor {
				continue
			}
			rule, none := -1, -1
			for k, o := range pc.Options {
				if o.Rule {
					rule = k
				}
				if o.Party == nil {
					none = k
				}
			}
			if rule < 0 || none < 0 || pc.Options[rule].Party == nil || pc.Options[rule].Party.Text != c.actor {
				continue
			}
			found = true
			if pc.Options[rule].Thing != c.thing {
				t.Errorf("%q: written actor %q marked Thing %v, want %v", c.text, c.actor, pc.Options[rule].Thing, c.thing)
			}
			prob := make([]float64, len(pc.Options))
			prob[none] = 1
			want := -1
			if c.thing {
				want = none
			}
			if got := event.ChooseBy(prob, pc.Options, 0); got != want {
				t.Errorf("%q: a model preferring none chose %d, want %d", c.text, got, want)
			}
		}
		if !found {
			t.Errorf("%q: no event with the written actor %q", c.text, c.actor)
		}
	}
}

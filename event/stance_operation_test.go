package event_test

import "testing"

// TestWarnedOperation checks that a military operation told ahead against
// someone, announced with "will" or as what its doer is ready to do, is a
// threat against them by the one who will launch it; and that an operation
// launched already, or one against no one, threatens nothing.
func TestWarnedOperation(t *testing.T) {
	for _, c := range []struct{ text, trigger, actor, target string }{
		{"The defence minister said on Sunday that the army will launch an operation against the bandits in the hills.", "operation", "the army", "the bandits in the hills"},
		{"The governor said he was ready to launch a fresh operation at short notice against the smugglers on the river.", "ready", "The governor", "the smugglers"},
	} {
		st := coded(t, c.text, "2020-05-06")
		e := eventTold(st, c.trigger)
		switch {
		case e == nil:
			t.Errorf("%q: no event on %q", c.text, c.trigger)
		case e.Type.Plover != "THREATEN":
			t.Errorf("%q: category %s, want THREATEN", c.text, e.Type.Plover)
		case e.Aux.Hypothetical || e.Aux.Negated:
			t.Errorf("%q: the threat is flagged %+v", c.text, e.Aux)
		case e.Actor == nil || e.Actor.Text != c.actor:
			t.Errorf("%q: actor %+v, want %q", c.text, e.Actor, c.actor)
		case e.Target == nil || e.Target.Text != c.target:
			t.Errorf("%q: target %+v, want %q", c.text, e.Target, c.target)
		}
	}
	for _, text := range []string{
		"The army launched an operation against the bandits in the hills last month.",
		"The council said it will launch an operation to clean the drains before the rains.",
	} {
		st := coded(t, text, "2020-05-06")
		for _, e := range st.Events {
			if e.Type.Plover == "THREATEN" {
				t.Errorf("%q: THREATEN on %q, want none", text, st.Slice(e.Trigger))
			}
		}
	}
}

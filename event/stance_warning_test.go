package event_test

import "testing"

// TestWarnedMeasure checks that a punitive step told ahead against someone
// ("action will be taken against ...") is coded as a threat by the one who
// says so, or by the one who will take it, against whom it is aimed; and
// that a step already taken, one denied, or one against no one threatens
// nothing.
func TestWarnedMeasure(t *testing.T) {
	for _, c := range []struct{ text, actor, target string }{
		{"The district collector said tough action will be taken against the traders who hoard grain.", "The district collector", "the traders"},
		{"The governor said his officers would take stern measures against the organisers of the blockade.", "his officers", "the organisers of the blockade"},
	} {
		st := coded(t, c.text, "2020-05-06")
		var e = eventTold(st, "action")
		if e == nil {
			e = eventTold(st, "measures")
		}
		switch {
		case e == nil:
			t.Errorf("%q: no event on the punitive step", c.text)
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
		"The police said action was taken against twelve officers last year.",
		"The minister said no action will be taken against the students.",
		"The board said it will take steps to improve the roads before the rains.",
	} {
		st := coded(t, text, "2020-05-06")
		for _, e := range st.Events {
			if e.Type.Plover == "THREATEN" {
				t.Errorf("%q: THREATEN on %q, want none", text, st.Slice(e.Trigger))
			}
		}
	}
}

package event_test

import (
	"testing"

	"sitrep/doc"
)

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
		checkThreat(t, c.text, e, c.actor, c.target)
	}
	checkNoThreat(t, []string{
		"The police said action was taken against twelve officers last year.",
		"The minister said no action will be taken against the students.",
		"The board said it will take steps to improve the roads before the rains.",
	})
}

// checkThreat checks that e, the event coded from text on the step told
// ahead, is a threat, not flagged hypothetical or negated, by actor
// against target.
func checkThreat(t *testing.T, text string, e *doc.Event, actor, target string) {
	t.Helper()
	switch {
	case e == nil:
		t.Errorf("%q: no event on the step told ahead", text)
	case e.Type.Plover != "THREATEN":
		t.Errorf("%q: category %s, want THREATEN", text, e.Type.Plover)
	case e.Aux.Hypothetical || e.Aux.Negated:
		t.Errorf("%q: the threat is flagged %+v", text, e.Aux)
	case e.Actor == nil || e.Actor.Text != actor:
		t.Errorf("%q: actor %+v, want %q", text, e.Actor, actor)
	case e.Target == nil || e.Target.Text != target:
		t.Errorf("%q: target %+v, want %q", text, e.Target, target)
	}
}

// checkNoThreat checks that none of texts is coded with a threat.
func checkNoThreat(t *testing.T, texts []string) {
	t.Helper()
	for _, text := range texts {
		st := coded(t, text, "2020-05-06")
		for _, e := range st.Events {
			if e.Type.Plover == "THREATEN" {
				t.Errorf("%q: THREATEN on %q, want none", text, st.Slice(e.Trigger))
			}
		}
	}
}

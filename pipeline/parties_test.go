package pipeline_test

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestEventParties checks who acts and on whom in constructions the event
// stage reads beyond subject and object. The sentences are written for this
// test; each names the trigger word of the event checked.
func TestEventParties(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text, trigger, plover, actor, target, country string
	}{
		// A noun trigger takes the parties of the verb it is the object of.
		{"Italy announced a suspension of flights to Serbia on Monday.", "suspension", "SANCTION", "Italy", "", "ITA"},
		// The recipient, not the gift, is the target.
		{"Japan gave Kenya a grant of 20 million dollars.", "gave", "AID", "Japan", "Kenya", ""},
		{"The United States sent weapons to Colombia last year.", "sent", "AID", "The United States", "Colombia", ""},
		// A demand's target is whoever must act.
		{"The European Union demanded that Belarus release the opposition leaders.", "demanded", "REQUEST", "The European Union", "Belarus", ""},
		// A stance told in the passive is its subject's.
		{"Turkey is opposed to the deployment of foreign troops.", "opposed", "REJECT", "Turkey", "", ""},
		// A pronoun stands for the subject of the clause above it.
		{"Morocco said it would resume talks with Spain.", "talks", "", "", "", "MAR"},
	} {
		st := annotate(t, p, c.text)
		var e *doc.Event
		for i := range st.Events {
			if strings.EqualFold(st.Slice(st.Events[i].Trigger), c.trigger) {
				e = &st.Events[i]
			}
		}
		if e == nil {
			t.Errorf("%q: no event on %q (%d events)", c.text, c.trigger, len(st.Events))
			continue
		}
		if c.plover != "" && e.Type.Plover != c.plover {
			t.Errorf("%q: coded %s, want %s", c.text, e.Type.Plover, c.plover)
		}
		if c.actor != "" && (e.Actor == nil || e.Actor.Text != c.actor) {
			t.Errorf("%q: actor %+v, want %q", c.text, e.Actor, c.actor)
		}
		if c.country != "" && (e.Actor == nil || e.Actor.Country != c.country) {
			t.Errorf("%q: actor %+v, want one of %s", c.text, e.Actor, c.country)
		}
		if c.target != "" && (e.Target == nil || e.Target.Text != c.target) {
			t.Errorf("%q: target %+v, want %q", c.text, e.Target, c.target)
		}
	}
}

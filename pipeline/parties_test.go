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
		// A thing acted on gives way to the party it bears on.
		{"The president threatened to impose a curfew in Kabul.", "threatened", "THREATEN", "The president", "Kabul", ""},
		// A stance told in the passive is its subject's (voiced: a stance no
		// one voices is dropped by the reality stage).
		{"Turkey is opposed to the deployment of foreign troops, its foreign minister said.", "opposed", "REJECT", "Turkey", "", ""},
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

// TestFurtherVictimsAddUp checks that victims told as further ones add to an
// incident's toll, while a second figure for the same victims stays a range.
func TestFurtherVictimsAddUp(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string][3]int{
		"Gunmen attacked a police post in the town, killing two officers. Three attackers were also killed.": {5, 5, 5},
		"Gunmen attacked a police post in the town, killing two officers. The group said it killed five.":    {2, 2, 5},
	} {
		st := annotate(t, p, text)
		var k *doc.Count
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" && e.Killed != nil {
				k = e.Killed
				break
			}
		}
		if k == nil || [3]int{k.Best, k.Low, k.High} != want {
			t.Errorf("%q: killed %+v, want best, low, high %v", text, k, want)
			continue
		}
		// Added-up victims are listed by side: the attackers are the
		// actor's own.
		if want[0] == 5 && (len(k.BySide) != 2 || k.BySide[1].Side != "actor" || k.BySide[1].Best != 3) {
			t.Errorf("%q: by side %+v, want two groups, the attackers on the actor's side", text, k.BySide)
		}
	}
}

package event_test

import "testing"

// TestNationalityForces checks that a state named in an attack by its
// nationality alone is coded as its armed forces, and that a nationality
// in another kind of event keeps the actor stage's code.
func TestNationalityForces(t *testing.T) {
	for _, c := range []struct{ text, plover, sector string }{
		{"Norwegian air strikes hit the depot outside Kirkenes on Monday.", "ASSAULT", "MIL"},
		{"Norwegian talks with the islanders opened in Oslo on Monday.", "CONSULT", "GOV"},
	} {
		got := eventOf(coded(t, c.text, "2021-04-04"), c.plover)
		switch {
		case got == nil || got.Actor == nil:
			t.Errorf("%q: no %s event with an actor", c.text, c.plover)
		case string(got.Actor.Sector) != c.sector:
			t.Errorf("%q: actor %q sector %q, want %q", c.text, got.Actor.Text, got.Actor.Sector, c.sector)
		}
	}
}

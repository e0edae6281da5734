package event_test

import "testing"

// TestConsequenceWarning checks that a warning of what an act or a thing
// will bring about is coded as the criticism it is (ACCUSE), and that a
// warning of what a party will do stays a threat.
func TestConsequenceWarning(t *testing.T) {
	for _, c := range []struct{ text, want, not string }{
		{"The opposition warned that the new tax would fuel unrest in the provinces.", "ACCUSE", "THREATEN"},
		{"The governor warned that the closure of the mill will cause hardship for the town.", "ACCUSE", "THREATEN"},
		{"Lund warned that his soldiers would damage every bridge on the road.", "THREATEN", "ACCUSE"},
		{"The general warned that the militia would cause trouble.", "THREATEN", "ACCUSE"},
	} {
		st := coded(t, c.text, "2019-06-04")
		got := map[string]bool{}
		for _, e := range st.Events {
			got[e.Type.Plover] = true
		}
		if !got[c.want] || got[c.not] {
			t.Errorf("%q: coded %v, want %s and no %s", c.text, got, c.want, c.not)
		}
	}
}

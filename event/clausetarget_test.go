package event_test

import "testing"

// TestClauseTarget checks that a stance with no coded target takes the
// first coded party of the clause it governs, and that a place, a phrase
// in a place or a group already named as target is left alone.
func TestClauseTarget(t *testing.T) {
	for _, c := range []struct {
		text, plover, target string
	}{
		{"France warned that Iran would face new sanctions.", "THREATEN", "Iran"},
		{"Egypt rejected a plan to send peacekeepers to Sudan.", "REJECT", "Sudan"},
		{"Chile accused the police of beating Peruvian students.", "ACCUSE", "the police"},
		{"The United Nations accused both sides of shelling residential areas in Iraq.", "ACCUSE", "both sides"},
		{"In Nairobi, the Kenyan minister met with German diplomats.", "CONSULT", "German diplomats"},
		// a body of the actor's country in another sector is another
		// party; the arms of its state are its own side
		{"Kenyan teachers have demanded that control of the schools be taken away from the Kenyan education ministry.", "REQUEST", "the Kenyan education ministry"},
		{"Egypt rejected a plan to send Egyptian peacekeepers to Sudan.", "REJECT", "Sudan"},
		{"Turkey threatened to send Turkish troops into northern Iraq.", "THREATEN", "northern Iraq"},
	} {
		st := coded(t, c.text, "2018-03-17")
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != c.plover {
				continue
			}
			found = true
			if got := ""; e.Target != nil {
				got = e.Target.Text
				if got != c.target {
					t.Errorf("%q: target %q, want %q", c.text, got, c.target)
				}
			} else {
				t.Errorf("%q: no target, want %q", c.text, c.target)
			}
		}
		if !found {
			t.Errorf("%q: no %s event in %d", c.text, c.plover, len(st.Events))
		}
	}
}

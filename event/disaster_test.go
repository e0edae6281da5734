package event_test

import "testing"

// TestBodiesFoundAfterDisaster checks that bodies found or recovered,
// which the passive tells with no killer, are no political violence when
// the clause names a disaster or a wreck as their cause, and stay an
// attack when it names a raid or nothing.
func TestBodiesFoundAfterDisaster(t *testing.T) {
	for _, c := range []struct {
		text  string
		acled string
	}{
		{"Twelve bodies were recovered after the ferry capsized on the lake on Sunday.", ""},
		{"Rescuers said nine bodies were found in the rubble after the earthquake on Sunday.", ""},
		{"Six bodies were recovered from the flooded mine after the collapse on Sunday.", ""},
		{"Four bodies were found in the village after the army raid on Sunday.", "Attack"},
		{"The bodies of three farmers were found near the border on Sunday.", "Attack"},
	} {
		st := coded(t, c.text, "2021-03-13")
		e := eventOf(st, "ASSAULT")
		if e == nil || e.Type.AcledSubEventType != c.acled {
			t.Errorf("%q: want an ASSAULT event coded ACLED %q, got %+v", c.text, c.acled, st.Events)
		}
	}
}

package event_test

import (
	"testing"

	"sitrep/event"
)

// TestMeansOfAReasonStaysOut checks that a means named only as the reason
// for an attack ("in retaliation for a gas attack") does not recode the
// attack's own means, while a means of higher precedence told of the
// event itself still does (a suicide bomber's blast).
func TestMeansOfAReasonStaysOut(t *testing.T) {
	for _, c := range []struct{ text, acled string }{
		{"Warplanes carried out air strikes on rebel bases near the river on Tuesday in retaliation for a chlorine attack on the town.", "Air/drone strike"},
		{"Jets launched air strikes on a militia camp on Friday over a nerve gas attack on a village.", "Air/drone strike"},
		{"On Monday a suicide bomber detonated his vest beside a checkpoint and the blast killed four guards.", "Suicide bomb"},
	} {
		st := coded(t, c.text, "2021-03-13")
		k := event.MainAcled(st.Events)
		if k < 0 || st.Events[k].Type.AcledSubEventType != c.acled {
			t.Errorf("%q: want the note's event coded %q, got %+v", c.text, c.acled, st.Events)
		}
	}
}

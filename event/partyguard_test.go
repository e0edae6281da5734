package event_test

import (
	"testing"

	"sitrep/event"
)

// TestDenierNeverDoer checks that a party denying an act,
// in the sentence after it or in its own, is never made its actor,
// however much the model prefers it, while one claiming the act may be.
func TestDenierNeverDoer(t *testing.T) {
	for _, c := range []struct {
		text, party string
		chosen      bool
	}{
		{"A car bomb wounded four guards outside the depot in Varna on Monday. The Free Hills Front denied any part in the blast.", "The Free Hills Front", false},
		{"Mortar fire wounded six villagers near Dornach on Tuesday. The Red Ridge rebels denied responsibility for the shelling.", "The Red Ridge rebels", false},
		{"A bomb destroyed a bridge near Tarsk on Sunday. The Northern Brigade claimed responsibility for the attack.", "The Northern Brigade", true},
	} {
		st := codedUpToFilter(t, c.text, chooserDay, false)
		found := false
		for _, pc := range event.EventChoices(st) {
			if pc.Role != event.RoleActor {
				continue
			}
			for k, o := range pc.Options {
				if o.Party == nil || o.Party.Text != c.party {
					continue
				}
				found = true
				prob := make([]float64, len(pc.Options))
				prob[k] = 1
				if got := event.ChooseBy(prob, pc.Options, 0); (got == k) != c.chosen {
					t.Errorf("%q: actor of %q: chose %d, option %d; want chosen %v", c.text, st.Slice(pc.Trigger), got, k, c.chosen)
				}
			}
		}
		if !found {
			t.Errorf("%q: no event has %q among its actor options", c.text, c.party)
		}
	}
}

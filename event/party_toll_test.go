package event_test

import "testing"

// TestCountedAnyoneTarget checks that an attack's dead or hurt told only
// as a number of people of any kind are its toll, not its target, while a
// number of people the text says who they are stays the target.
func TestCountedAnyoneTarget(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"A car bomb killed at least 40 people in the town of Baidoa on Tuesday.", ""},
		{"A nerve gas attack on Sunday killed up to 300 people.", ""},
		{"A car bomb killed 12 shepherds in the market of Baidoa on Tuesday.", "12 shepherds in the market of Baidoa"},
		{"Gunmen killed two brothers from the old quarter on Sunday.", "two brothers from the old quarter"},
	} {
		got := eventOf(coded(t, c.text, "2021-04-04"), "ASSAULT")
		switch {
		case got == nil:
			t.Errorf("%q: no ASSAULT event", c.text)
		case partyText(got.Target) != c.want:
			t.Errorf("%q: target %q, want %q", c.text, partyText(got.Target), c.want)
		}
	}
}

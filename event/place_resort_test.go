package event_test

import "testing"

// TestStatementAtNamedResort checks that a dealing told at an occasion
// held in "the resort of X" is placed at X: the of-phrase names the place
// the resort is, not something the meeting is about. "The towns of X" is
// a container, which stays a place inside the object.
func TestStatementAtNamedResort(t *testing.T) {
	cases := []struct{ text, trig, want string }{
		{"Officials of the two governments met on Monday at a meeting in the seaside resort of Sochi, a spokesman said.", "met", "Sochi"},
		{"A summit in the mountain resort of Sochi ended on Friday without a deal, officials said.", "summit", "Sochi"},
	}
	for _, c := range cases {
		st := coded(t, c.text, "2018-09-20")
		e := eventTold(st, c.trig)
		if e == nil {
			t.Errorf("%q: no event", c.trig)
			continue
		}
		if e.Place == nil || e.Place.Name != c.want {
			t.Errorf("%q: place %+v, want %s", c.trig, e.Place, c.want)
		}
	}
}

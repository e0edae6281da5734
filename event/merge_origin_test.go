package event_test

import (
	"testing"

	"sitrep/event"
)

// TestFromParty checks that merging and placing agree on a home town: a
// place in the from-phrase of a person or a coded party, not of a thing
// ("a lorry from Gdansk" may be hit anywhere, its town is no party's).
func TestFromParty(t *testing.T) {
	for _, c := range []struct {
		text, place string
		want        bool
	}{
		{"Piotr Nowak, from Gdansk, was wounded when a shell hit the market in Kharkiv on Monday.", "Gdansk", true},
		{"A lorry from Gdansk was struck by a drone near Kharkiv on Monday.", "Gdansk", false},
	} {
		st := coded(t, c.text, "2022-05-10")
		merge, place := event.FromParty(st, c.place)
		if merge != c.want || place != c.want {
			t.Errorf("%q: %s from a party: merging says %v, placing %v, want %v", c.text, c.place, merge, place, c.want)
		}
	}
}

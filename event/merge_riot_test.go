package event_test

import "testing"

// TestMergeRiotWithPoliceFire checks that a mob's arson and the police
// fire it met, told in two sentences at one town, are one riot; and that
// a shooting in another town the same day stays an incident of its own.
func TestMergeRiotWithPoliceFire(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"A mob set fire to a row of shops in Palanpur on Tuesday evening. " +
			"Police fired tear gas shells at the crowd in Palanpur before the fire brigade arrived.", 1},
		{"A mob set fire to a row of shops in Palanpur on Tuesday evening. " +
			"In Jaipur, gunmen opened fire on a bus on Tuesday, wounding three passengers.", 2},
	} {
		st := coded(t, c.text, "2021-05-05")
		n := 0
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" {
				n++
			}
		}
		if n != c.want {
			t.Errorf("%q: %d ASSAULT events, want %d", c.text, n, c.want)
		}
	}
}

package event_test

import (
	"slices"
	"testing"
)

// TestMergeNewTowns checks that a mention listing towns of its own ("also
// imposed in A, B and C towns") starts its events, one per town, rather
// than joining an event of its category told before.
func TestMergeNewTowns(t *testing.T) {
	for _, c := range []struct {
		text   string
		places []string // the places of the curfews, in order
	}{
		{"Petlad: a curfew was imposed on Sunday night after a clash near the bus stand. " +
			"Curfew was also imposed in Dholka, Kapadvanj and Kheda towns.",
			[]string{"Petlad", "Dholka", "Kapadvanj", "Kheda"}},
		{"petlad: a curfew was imposed on sunday night after a clash near the bus stand. " +
			"curfew was also imposed in dholka, kapadvanj and kheda towns.",
			[]string{"petlad", "dholka", "kapadvanj", "kheda"}},
	} {
		st := coded(t, c.text, "2002-03-26")
		var got []string
		for _, e := range st.Events {
			if e.Type.Plover == "COERCE" && e.Place != nil {
				got = append(got, e.Place.Text)
			}
		}
		if !slices.Equal(got, c.places) {
			t.Errorf("%q: curfews in %q, want %q", c.text, got, c.places)
		}
	}
}

package event_test

import (
	"slices"
	"testing"
)

// TestSplitTowns codes lists of towns through the whole pipeline: a list
// told as towns ("the cities of A and B", "A and B towns") gives one event
// per town; a plain coordination ("in A and B") stays one event.
func TestSplitTowns(t *testing.T) {
	for _, c := range []struct {
		text   string
		places []string // the words that place the events of the first trigger, in order
	}{
		{"Curfew was declared in Sanand, Dholka and Viramgam towns after a night of clashes.",
			[]string{"Sanand", "Dholka", "Viramgam"}},
		{"Army units recaptured the cities of Ramadi, Mosul and Fallujah over a long year.",
			[]string{"Ramadi", "Mosul", "Fallujah"}},
		{"Rebels shelled the outskirts of Homs and Hama on Monday.", []string{"Homs"}},
	} {
		st := coded(t, c.text, "2018-03-17")
		var got []string
		for _, e := range st.Events {
			if e.Place != nil && e.Trigger == st.Events[0].Trigger {
				got = append(got, e.Place.Text)
			}
		}
		if !slices.Equal(got, c.places) {
			t.Errorf("%q: places %q, want %q", c.text, got, c.places)
		}
	}
}

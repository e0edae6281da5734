package event_test

import (
	"slices"
	"testing"
)

// TestSplitTallies codes round-ups of counts through the whole pipeline:
// "N were arrested in A, M in B" tells one arrest per part, each with its
// own figure; a count with no parallel parts, or a list of places with no
// figures of their own, stays one event.
func TestSplitTallies(t *testing.T) {
	for _, c := range []struct {
		text   string
		plover string
		counts []int // the figures of the events of that category, in order
	}{
		{"Police said 14 men were arrested in Mombasa, 9 in Malindi and 6 in Kilifi after the riots.",
			"COERCE", []int{14, 9, 6}},
		{"The officer said 12 people were detained at the market, and 5 at the bus depot.",
			"COERCE", []int{12, 5}},
		{"Police arrested 14 men in Mombasa and Malindi after the riots.", "COERCE", []int{14}},
		{"Police arrested 14 men after the riots, and 3 of them were charged.", "COERCE", []int{14}},
		// A total broken down after a colon stays one event with the total.
		{"Police said 24 men were arrested: 10 in Mombasa, 8 in Malindi and 6 in Kilifi.", "COERCE", []int{24}},
	} {
		st := coded(t, c.text, "2019-06-11")
		var got []int
		for _, e := range st.Events {
			if e.Type.Plover == c.plover && e.Arrested != nil {
				got = append(got, e.Arrested.Best)
			}
		}
		if !slices.Equal(got, c.counts) {
			t.Errorf("%q: %s figures %v, want %v", c.text, c.plover, got, c.counts)
		}
	}
}

// TestTallyOfAnotherSentence checks that a toll the attack adopts from the
// sentence before is not split by figures of its own sentence: the parts
// of a round-up stand beside a count told in their sentence, and a toll
// told before is a total.
func TestTallyOfAnotherSentence(t *testing.T) {
	const text = "The toll rose to 12. Militants killed villagers in Mombasa, 4 in Malindi and 2 in Kilifi."
	st := coded(t, text, "2019-06-11")
	var got []int
	for _, e := range st.Events {
		if e.Type.Plover == "ASSAULT" && e.Killed != nil {
			got = append(got, e.Killed.Best)
		}
	}
	if !slices.Equal(got, []int{12}) {
		t.Errorf("%q: ASSAULT dead %v, want [12]", text, got)
	}
}

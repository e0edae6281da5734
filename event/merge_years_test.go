package event_test

import "testing"

// TestMergeYearsApart checks that a mention dated by its own words more
// than a year before the story's news is an incident of its own, not a
// detail of a lede the text leaves undated; while a mention dated back
// within the year still retells the lede, and a definite one ("the
// attack") dated with the lede's year points back to it.
func TestMergeYearsApart(t *testing.T) {
	for _, c := range []struct {
		pub string
		eventCount
	}{
		{"2021-06-10", eventCount{"Gunmen have killed two traders in the market of Kidal, a local official said. " +
			"Several residents were killed in Kidal in 2016, when militants overran the town.", "ASSAULT", 2}},
		{"2019-11-20", eventCount{"Armed men kidnapped hundreds of villagers in the north, aid workers said. " +
			"Among them was a teacher who was kidnapped in March 2017.", "ASSAULT", 2}},
		{"2021-06-10", eventCount{"Gunmen have killed two traders in the market of Kidal, a local official said. " +
			"The traders were shot in the market in late May, their families said.", "ASSAULT", 1}},
	} {
		checkEventCounts(t, c.pub, []eventCount{c.eventCount})
	}
}

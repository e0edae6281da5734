package event_test

import "testing"

// TestMergeOwnDay checks that an incident told by a verb with a day of its
// own, after a lede the text leaves undated, is kept apart when it agrees
// with the lede by nothing (the first two fail without ownDate), while a
// mention whose doer points back to the lede's keeps its day with it.
func TestMergeOwnDay(t *testing.T) {
	checkEventCounts(t, "2021-05-10", []eventCount{
		{"ABUJA: Several towns in the north remain under curfew after incidents of arson and group clashes. " +
			"Officials imposed a curfew in Wudil after members of two communities clashed in the market on Sunday night.", "ASSAULT", 2},
		{"Witnesses described how foreign fighters had tried to kill the group's leader in a clash with his guards. " +
			"On Friday night, a dozen militants on motorbikes tried to storm an army base near the oil field.", "ASSAULT", 2},
		{"The rebels kept up their fight against the government in the hills. " +
			"On Saturday, the rebels fired a rocket at a police post in Gusau.", "ASSAULT", 1},
	})
}

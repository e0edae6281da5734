package event_test

import "testing"

// TestMergeUntolledDetail checks that a later line of an attack story that
// tells a detail of the fighting with no toll of its own ("troops sent from
// Beni clashed with the rebels") joins the lede's attack though its
// sentence names another town and another party, and that the same line
// with its own dead stays an incident of its own; so does a clash told
// with a town in its own phrase ("outside Goma"), which a weak join would
// carry into an unplaced raid told before.
func TestMergeUntolledDetail(t *testing.T) {
	checkEventCounts(t, "2021-03-15", []eventCount{
		{"Militants attacked an army post near Gao on Sunday, killing four soldiers. " +
			"Reinforcements sent from Mopti clashed with the gunmen until dusk.", "ASSAULT", 1},
		{"Rebels stormed a police station in Bunia on Friday, killing two officers. " +
			"Troops sent from Beni clashed with the rebels overnight.", "ASSAULT", 1},
		{"Militants attacked an army post near Gao on Sunday, killing four soldiers. " +
			"Reinforcements sent from Mopti clashed with the gunmen until dusk, killing seven of them.", "ASSAULT", 2},
		{"Rebels stormed a police station in Bunia on Friday, killing two officers. " +
			"Troops sent from Beni clashed with the rebels overnight, killing five of them.", "ASSAULT", 2},
		{"The officer who led the raid was detained by military police on Saturday. " +
			"Rebels clashed with government troops outside Goma.", "ASSAULT", 2},
		{"The colonel, who planned the ambush, was arrested on Monday. " +
			"Militiamen clashed with soldiers outside Uvira.", "ASSAULT", 2},
	})
}

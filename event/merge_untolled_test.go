package event_test

import "testing"

// TestMergeUntolledDetail checks that a later line of an attack story that
// tells a detail of the fighting with no toll of its own ("troops sent from
// Beni clashed with the rebels") joins the lede's attack though its
// sentence names another town and another party, and that the same line
// with its own dead stays an incident of its own.
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
	})
}

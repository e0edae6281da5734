package event_test

import "testing"

// TestMergeOwnTown checks that an incident mention naming in its own
// clause a town other than the town of the incident told before it is an
// incident of its own, while a retelling naming the lede's town, one
// naming no town, or one naming a town of the lede's province still joins
// the lede.
func TestMergeOwnTown(t *testing.T) {
	checkEventCounts(t, "2022-04-14", []eventCount{
		{"Police in Kaduna said gunmen killed four passengers on Tuesday. " +
			"Gunmen also killed four farmers on Tuesday in Zaria.", "ASSAULT", 2},
		{"Gunmen killed four passengers on Tuesday, police in Kaduna said. " +
			"Gunmen shot dead a trader on Tuesday in Zaria, residents said.", "ASSAULT", 2},
		{"Gunmen killed four passengers on a road in Kaduna on Tuesday. " +
			"The passengers were shot near a market in Kaduna, police said.", "ASSAULT", 1},
		{"Gunmen killed four passengers on a road in Kaduna on Tuesday. " +
			"The gunmen fled into the forest after the attack, residents said.", "ASSAULT", 1},
		{"Gunmen killed four passengers in Kaduna state on Tuesday, police said. " +
			"The gunmen killed the passengers in Zaria on Tuesday.", "ASSAULT", 1},
	})
}

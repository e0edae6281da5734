package event_test

import "testing"

// TestMergeOtherTownUnowned checks that an incident told after another is
// kept apart when its sentence places it in another town even outside the
// trigger's own clause, while a town that only tells who a party is (a
// party's town, a capital standing for its government) keeps a retelling
// with its lede.
func TestMergeOtherTownUnowned(t *testing.T) {
	checkEventCounts(t, "2022-04-14", []eventCount{
		{"Police imposed a curfew on Tuesday after riots in Kaduna. " +
			"Police also imposed a curfew on Tuesday after riots in Zaria.", "COERCE", 2},
		{"Gunmen killed four passengers on a road in Kaduna on Tuesday. " +
			"Residents of Zaria said the gunmen killed four passengers.", "ASSAULT", 1},
		{"Gunmen killed four passengers on a road in Kaduna on Tuesday. " +
			"Zaria police said gunmen killed four passengers on Tuesday.", "ASSAULT", 1},
	})
}

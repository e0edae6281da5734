package event_test

import "testing"

// TestMergeJudgedTogether checks that a speaker's condemnation and the
// accusation told in the next sentence are one ACCUSE, and that the two
// stay apart when told far from each other.
func TestMergeJudgedTogether(t *testing.T) {
	filler := "The council met on Monday to discuss the budget. " +
		"Several roads in the town were closed for repairs. " +
		"Traders said business had been slow since the rains began. "
	checkEventCounts(t, "2022-04-12", []eventCount{
		{"The mayor of Lindi on Monday denounced the fishing levy as a fraud. " +
			"He accused the ministry of cheating the boat owners.", "ACCUSE", 1},
		{"The mayor of Lindi on Monday denounced the fishing levy as a fraud. " + filler +
			"He accused the ministry of cheating the boat owners.", "ACCUSE", 2},
	})
}

// TestMergeVaguerTelling checks that a shelling told again by what it
// wrecked, and a strike told again by its marchers, are one event each,
// while a burning beside a shooting, and a strike and a march in two
// towns, stay apart.
func TestMergeVaguerTelling(t *testing.T) {
	checkEventCounts(t, "2022-04-12", []eventCount{
		{"Army artillery shelled the village of Kafr Tal on Monday. " +
			"Residents said the bombardment destroyed dozens of homes in Kafr Tal.", "ASSAULT", 1},
		{"Warplanes carried out air strikes on the market town of Qabr on Monday. " +
			"Witnesses said the raid destroyed the main mosque in Qabr.", "ASSAULT", 1},
		{"Unknown arsonists burned three shops in the old quarter of Benin City on Monday. " +
			"Police shot dead a young trader near the bus park in Benin City.", "ASSAULT", 2},
		{"Dock workers went on strike in Mombasa on Monday over unpaid wages. " +
			"Hundreds of the dock workers marched to the port offices in Mombasa.", "PROTEST", 1},
		{"Dock workers went on strike in Mombasa on Monday over unpaid wages. " +
			"Thousands of teachers marched to the education offices in Kisumu.", "PROTEST", 2},
	})
}

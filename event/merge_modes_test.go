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

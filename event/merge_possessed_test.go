package event_test

import "testing"

// TestMergePossessedDeath checks that a death told through a possessor
// ("her brother was killed") far after a story's attack, sharing nothing
// with it, is a death of its own, not a detail of that attack.
func TestMergePossessedDeath(t *testing.T) {
	checkEventCounts(t, "2020-08-20", []eventCount{
		{"Shelling hit a market in Dariya on Tuesday, killing nine people. " +
			"Mariam, a teacher, fled the town with her children years ago. " +
			"She now lives in a camp near the border with four other families. " +
			"The camp has no school and little water in summer. " +
			"Her brother was killed by a sniper.", "ASSAULT", 2},
	})
}

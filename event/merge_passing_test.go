package event_test

import "testing"

// TestMergePassingToll checks that a toll told sentences below an attack
// the story names only as a noun in a prepositional phrase, joining it
// with nothing in its favour, gives that attack no toll, while the same
// toll after an attack told by a verb, or in the sentence right after
// the noun, stays the attack's.
func TestMergePassingToll(t *testing.T) {
	checkFirstToll(t, []tollCase{
		{"The families fled to the coast after the assault on their village. They have lived in tents since then. Two of their neighbours were killed in March.", 0},
		{"Gunmen attacked the village of Tarma on Monday. The families have lived in tents since then. Two farmers were killed.", 2},
		{"The families fled to the coast after the assault on their village. Two of their neighbours were killed.", 2},
	})
}

package event_test

import "testing"

// TestStatementAtNamedResort checks that a dealing told at an occasion
// held in "the resort of X" is placed at X: the of-phrase names the place
// the resort is, not something the meeting is about. "The towns of X" is
// a container, which stays a place inside the object.
func TestStatementAtNamedResort(t *testing.T) {
	checkPlaces(t, []placeCase{
		{"Officials of the two governments met on Monday at a meeting in the seaside resort of Sochi, a spokesman said.", "met", "Sochi"},
		{"A summit in the mountain resort of Sochi ended on Friday without a deal, officials said.", "summit", "Sochi"},
	})
}

// TestResortAsRoot checks that a fragment whose root is the place noun
// itself ("The hill resort of X, where ...") is coded without a crash:
// the occasion test must not read the root's head.
func TestResortAsRoot(t *testing.T) {
	coded(t, "The hill resort of Murree, where the envoys held talks on Monday.", "2024-05-06")
}

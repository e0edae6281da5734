package event_test

import "testing"

// TestEarlierAuthor checks that a document told again with "the" and no
// author of its own ("the resolution accused") speaks for the party that
// issued it where the story first told of it: its author there, or the
// subject of the verb it was the object of; and that a document no
// earlier sentence gives an author keeps no one else's.
func TestEarlierAuthor(t *testing.T) {
	checkActors(t, []actorCase{
		{"Opposition leaders read out a resolution at the rally on Monday. The resolution accused the government of negligence.", "ACCUSE", "Opposition leaders"},
		{"The talks ended over a set of proposals from the United States and France. The proposals also demanded fresh elections.", "REQUEST", "the United States"},
		{"A resolution was read out at the rally on Monday. The resolution accused the government of negligence.", "ACCUSE", "The resolution"},
	})
}

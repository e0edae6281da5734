package event_test

import (
	"testing"

	"sitrep/event"
)

// TestPointsBack checks which definite event nouns merging reads as
// pointing back to an event told before: a bare one does ("the battle
// ended"), but one naming what it was fought for ("the battle for
// Kasese"), like one naming its doer or target, may tell another.
func TestPointsBack(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"The battle ended last week after heavy losses on both sides.", true},
		{"The battle for Kasese ended last week after heavy losses on both sides.", false},
	} {
		st := coded(t, c.text, "2022-05-10")
		if got := event.PointsBack(st, "battle"); got != c.want {
			t.Errorf("%q: battle points back: %v, want %v", c.text, got, c.want)
		}
	}
}

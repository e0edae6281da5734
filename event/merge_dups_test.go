package event_test

import "testing"

// TestMergeDeedsOfOneSentence checks that an attack's deeds told in one
// sentence with different means (a stabbing and the burning of lorries, a
// clinic torched and a nurse shot) are one incident, told by how it
// killed where it killed, while a stabbing and a shelling told in two
// sentences stay two.
func TestMergeDeedsOfOneSentence(t *testing.T) {
	checkEventCounts(t, "2021-06-14", []eventCount{
		{"Attackers stabbed two guards at a depot outside Tamale on Friday and burned three lorries.", "ASSAULT", 1},
		{"Militants torched a clinic in Dori on Saturday and shot dead a nurse, officials said.", "ASSAULT", 1},
		{"Attackers stabbed two guards at a depot outside Tamale on Friday. " +
			"Soldiers shelled a village near the border on Friday, residents said.", "ASSAULT", 2},
	})
	st := coded(t, "Militants torched a clinic in Dori on Saturday and shot dead a nurse, officials said.", "2021-06-14")
	if ev := eventOf(st, "ASSAULT"); ev == nil || ev.Type.Mode != "firearms" {
		t.Errorf("torched and shot dead: event %+v, want mode firearms", ev)
	}
}

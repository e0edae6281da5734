package event_test

import "testing"

// TestOrderedAct checks that the one who orders a passive act with no
// agent of its own is its actor ("ordered that the men be held", "ordered
// the men held"), and that an order told in the passive names no one.
func TestOrderedAct(t *testing.T) {
	for _, c := range []struct {
		text, plover, actor string // actor "" for none
	}{
		{"The interior minister ordered that the two editors be detained.", "COERCE", "The interior minister"},
		{"The judge ordered the three smugglers jailed for life.", "SANCTION", "The judge"},
		{"It was ordered that the two editors be detained.", "COERCE", ""},
	} {
		st := coded(t, c.text, "2021-06-02")
		got := eventOf(st, c.plover)
		switch {
		case got == nil:
			t.Errorf("%q: no %s event in %d", c.text, c.plover, len(st.Events))
		case c.actor == "" && got.Actor != nil:
			t.Errorf("%q: actor %q, want none", c.text, got.Actor.Text)
		case c.actor != "" && (got.Actor == nil || got.Actor.Text != c.actor):
			t.Errorf("%q: actor %+v, want %q", c.text, got.Actor, c.actor)
		}
	}
}

// TestTookPlace checks that "took place" gives an attack noun, its
// subject, no target: the idiom's object names no one.
func TestTookPlace(t *testing.T) {
	for _, text := range []string{
		"A fierce clash took place near the checkpoint on Sunday.",
		"The stabbing took place behind the bus station late on Friday.",
	} {
		st := coded(t, text, "2021-06-02")
		got := eventOf(st, "ASSAULT")
		switch {
		case got == nil:
			t.Errorf("%q: no ASSAULT event in %d", text, len(st.Events))
		case got.Target != nil:
			t.Errorf("%q: target %q, want none", text, got.Target.Text)
		}
	}
}

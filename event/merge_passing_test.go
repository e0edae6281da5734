package event_test

import "testing"

// TestMergePassingToll checks that a toll told sentences below an attack
// the story names only as a noun in a prepositional phrase, joining it
// with nothing in its favour, gives that attack no toll, while the same
// toll after an attack told by a verb, or in the sentence right after
// the noun, stays the attack's.
func TestMergePassingToll(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int // the first attack's toll; 0 for none
	}{
		{"The families fled to the coast after the assault on their village. They have lived in tents since then. Two of their neighbours were killed in March.", 0},
		{"Gunmen attacked the village of Tarma on Monday. The families have lived in tents since then. Two farmers were killed.", 2},
		{"The families fled to the coast after the assault on their village. Two of their neighbours were killed.", 2},
	} {
		st := coded(t, c.text, "2019-03-05")
		if len(st.Events) == 0 || st.Events[0].Type.Plover != "ASSAULT" {
			t.Errorf("%q: no attack first in %d events", c.text, len(st.Events))
			continue
		}
		got := 0
		if k := st.Events[0].Killed; k != nil {
			got = k.Best
		}
		if got != c.killed {
			t.Errorf("%q: killed %d, want %d", c.text, got, c.killed)
		}
	}
}

package event_test

import "testing"

// TestMergeStrayDeath checks that a death told by pronoun or kin
// paragraphs below an attack with no dead, joining it with nothing in its
// favour, gives that attack no toll, while a death told with a figure or
// a victim of its own, or a pronoun in the sentence right after the
// attack, stays the attack's toll.
func TestMergeStrayDeath(t *testing.T) {
	checkFirstToll(t, []tollCase{
		{"Rebels attacked the town of Hajin in February. The boys now live in a camp for displaced families. Their father was killed.", 0},
		{"Rebels attacked the town of Hajin in February. The boys now live in a camp for displaced families. Three villagers were killed.", 3},
		{"Rebels attacked the town of Hajin in February. The boys now live in a camp for displaced families. A shepherd was killed.", 1},
		{"A gunman shot a teacher outside a school in Lyon on Monday. She died in hospital.", 1},
	})
}

// tollCase is a story that opens with an attack and the toll that attack
// should keep (0 for none).
type tollCase struct {
	text   string
	killed int
}

// checkFirstToll codes each case's text and checks the toll of its first
// event, which must be an attack.
func checkFirstToll(t *testing.T, cases []tollCase) {
	t.Helper()
	for _, c := range cases {
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

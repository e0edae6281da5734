package event_test

import (
	"slices"
	"testing"

	"sitrep/doc"
)

// TestMergeFarTargetLeft checks that an attack told without its target
// takes one from a retelling in the next sentences, and not from one told
// far down the story, whose object tells another side of it.
func TestMergeFarTargetLeft(t *testing.T) {
	filler := "Traders shut their stalls for the rest of the day. " +
		"The state governor cut short a trip abroad. " +
		"Schools in the district stayed closed on Tuesday. " +
		"Roads into the town were quiet by evening. "
	for _, c := range []struct {
		text, want string
	}{
		{"Gunmen opened fire in Kaduna on Monday, killing four people. " +
			"The gunmen attacked a bus station, police said. " + filler, "a bus station"},
		{"Gunmen opened fire in Kaduna on Monday, killing four people. " + filler +
			"The gunmen attacked a bus station, police said.", ""},
	} {
		st := coded(t, c.text, "2021-06-15")
		i := slices.IndexFunc(st.Events, func(e doc.Event) bool { return e.Type.Plover == "ASSAULT" })
		if i < 0 {
			t.Fatalf("%q: no attack coded", c.text)
		}
		got := ""
		if tg := st.Events[i].Target; tg != nil {
			got = tg.Text
		}
		if got != c.want {
			for _, e := range st.Events {
				t.Logf("%s %q", e.Type.Plover, st.Slice(e.Trigger))
			}
			t.Errorf("%q: target %q, want %q", c.text, got, c.want)
		}
	}
}

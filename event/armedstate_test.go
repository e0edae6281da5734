package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// TestArmedState checks that a state named bare as the doer of an armed
// act is coded as its military, and that a phrase naming the government
// or a person, or a state doing anything else, keeps the government.
func TestArmedState(t *testing.T) {
	p := pipetest.Default(t)
	cases := []struct {
		text, plover, actor string
		sector              doc.Sector
	}{
		{"Portuguese air strikes hit three depots near the harbour of Lobito on Monday.", "ASSAULT", "Portuguese", doc.SectorMIL},
		{"Portugal shelled two villages near the border with Spain on Tuesday.", "ASSAULT", "Portugal", doc.SectorMIL},
		{"The Portuguese government bombed two villages near the border on Tuesday.", "ASSAULT", "The Portuguese government", doc.SectorGOV},
		{"Portugal accused Spain of hiding the smugglers on Tuesday.", "ACCUSE", "Portugal", doc.SectorGOV},
	}
	for _, c := range cases {
		st := &doc.Story{ID: "t", Published: time.Date(2024, 3, 6, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range st.Events {
			if e.Type.Plover == c.plover && e.Actor != nil && e.Actor.Text == c.actor {
				found = true
				if e.Actor.Sector != c.sector {
					t.Errorf("%q: actor %q coded %s, want %s", c.text, c.actor, e.Actor.Sector, c.sector)
				}
			}
		}
		if !found {
			t.Errorf("%q: no %s by %q (events %+v)", c.text, c.plover, c.actor, st.Events)
		}
	}
}

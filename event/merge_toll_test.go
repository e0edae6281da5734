package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestMergeLooseToll checks that an attack whose telling gives no toll
// takes none from a later line that joins it on nothing said either way
// (a toll told plainly, several sentences on, with no party, place or date
// of its own), while a definite retelling ("the shelling killed") still
// brings its toll.
func TestMergeLooseToll(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		text   string
		killed int // 0: no toll
	}{
		{"Government troops shelled rebel positions near Kidal on Tuesday. The army said the operation would continue. " +
			"Residents fled to nearby villages. Aid groups said supplies were running short. " +
			"Fourteen people have been killed, a local official said.", 0},
		{"Government troops shelled rebel positions near Kidal on Tuesday. The army said the operation would continue. " +
			"Residents fled to nearby villages. The shelling killed fourteen people, a local official said.", 14},
	}
	for _, c := range cases {
		st := &doc.Story{ID: "t", Published: time.Date(2021, 3, 10, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		var attacks []doc.Event
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" {
				attacks = append(attacks, e)
			}
		}
		if len(attacks) != 1 {
			t.Errorf("%q: want one attack, got %d", c.text, len(attacks))
			continue
		}
		got := 0
		if k := attacks[0].Killed; k != nil {
			got = k.Best
		}
		if got != c.killed {
			t.Errorf("%q: killed %d, want %d", c.text, got, c.killed)
		}
	}
}

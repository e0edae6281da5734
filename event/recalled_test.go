package event_test

import (
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestRecalledDeed checks that an attack told only as what a condemnation
// or a protest is about stays an event of its own, undated by the
// stance's day, and that one told before is still folded into the stance
// that names it again.
func TestRecalledDeed(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	pub := time.Date(2022, 4, 8, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		text    string
		trigger string // the attack's word that must trigger an event, "" for none
		attacks int    // attack events the story holds
	}{
		{"The farmers' council on Tuesday condemned the bombing of the grain depot at Karsk.", "bombing", 1},
		{"Hundreds of students marched through Velm to protest against the shooting of their tutor.", "shooting", 1},
		{"Militants bombed a grain depot at Karsk on Monday. The farmers' council condemned the bombing.", "", 1},
		// A noun that names an attack by what it left is one only as a
		// stance's content.
		{"The traders' guild condemned the carnage at the Velm bus depot.", "carnage", 1},
		{"The carnage of the war years left the valley poor.", "", 0},
		// So is a general word for harm done, and an arson told by its
		// gerund; told before, it is the attack named again.
		{"The bishop condemned the violence in Velm and the looting that came after it.", "violence", 1},
		{"The union also deplores the burning of the ferry at Karsk.", "burning", 1},
		{"Violence in the valley has cost farmers their harvest.", "", 0},
		{"Militants bombed a grain depot at Karsk on Monday. The bishop condemned the incident.", "", 1},
	} {
		st := &doc.Story{ID: "t", Published: pub, Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		var attacks []doc.Event
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" {
				attacks = append(attacks, e)
			}
		}
		if len(attacks) != c.attacks {
			t.Errorf("%q: %d attack events, want %d: %+v", c.text, len(attacks), c.attacks, attacks)
			continue
		}
		if c.trigger == "" {
			continue
		}
		e := attacks[0]
		if got := st.Slice(e.Trigger); got != c.trigger {
			t.Errorf("%q: attack on %q, want %q", c.text, got, c.trigger)
		}
		if e.Time != nil && strings.Contains(e.Time.Text, "Tuesday") {
			t.Errorf("%q: the attack is dated by the condemnation's %q", c.text, e.Time.Text)
		}
	}
}

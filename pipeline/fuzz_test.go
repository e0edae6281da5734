package pipeline_test

import (
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// FuzzPipeline feeds short odd strings through the whole default pipeline:
// a story of any shape may be coded to no events but must never panic,
// since a panic loses every event of the story it happens in.
func FuzzPipeline(f *testing.F) {
	for _, s := range []string{
		"The mountain town of Verlo, where the rebels hid.",
		"Troops shelled the port on Friday, killing four.",
		"Riots in Nandar; two dead",
		"Contact: press office, 12 May",
		"- Police arrest 3\n- Clashes in north",
		"Where?",
		"the",
		"Of Karsk, the capital.",
		"Killed: 5. Injured: 12.",
		"\"Stop,\" he said.",
	} {
		f.Add(s)
	}
	p, err := pipeline.Default()
	if err != nil {
		f.Fatal(err)
	}
	pub := time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 300 {
			return
		}
		st := &doc.Story{ID: "f", Text: s, Published: pub}
		if err := p.Annotate(st); err != nil && strings.Contains(err.Error(), "panic:") {
			t.Fatalf("%q: %v", s, err)
		}
	})
}

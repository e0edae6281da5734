package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestLowerCaseProperNoun checks that a trigger noun the tagger takes for a
// name in a story written in lower case ("curfew was clamped") still
// triggers its event, and that a capitalised name does not.
func TestLowerCaseProperNoun(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text, word, plover string // the word that must trigger a plover event; plover "" for none
	}{
		{"after the clashes in the old quarter of nalgaon, curfew was clamped from 9 pm.", "curfew", "COERCE"},
		{"in the hill town of pemri, a trader was stabbed near the bus stand on monday night, prompting imposition of curfew from 8 pm.", "curfew", "COERCE"},
		{"Captain Strike of the Eastern Rangers signed a new contract.", "Strike", ""},
	} {
		st := &doc.Story{ID: "t", Published: time.Date(2022, 4, 8, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		var got string
		for _, e := range st.Events {
			if st.Slice(e.Trigger) == c.word {
				got = e.Type.Plover
			}
		}
		if got != c.plover {
			t.Errorf("%q: %q triggers %q, want %q", c.text, c.word, got, c.plover)
		}
	}
}

package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestMergeOldIncidentRetold checks that a retelling the text leaves
// undated joins an old, dated incident: the historical flag that the
// incident's date sets is no conflict, only the dates are weighed.
func TestMergeOldIncidentRetold(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC),
		Text: "A gunman shot dead two guards at a bank in Lagos in March 2019. The shooting in Lagos shocked the city."}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	var attacks []doc.Event
	for _, e := range st.Events {
		if e.Type.Plover == "ASSAULT" {
			attacks = append(attacks, e)
		}
	}
	if len(attacks) != 1 || len(attacks[0].Evidence) != 2 || !attacks[0].Aux.Historical {
		t.Fatalf("want one historical attack told in both sentences, got %+v", attacks)
	}
}

package undate_test

import (
	"slices"
	"testing"

	"sitrep/internal/pipetest"
	"sitrep/undate"
)

// TestFeaturesReadTheTime checks that a dated event's features say where
// its date came from and how far before publication it lies, and that
// the grammar of a past perfect clause and a year before the story's
// are seen.
func TestFeaturesReadTheTime(t *testing.T) {
	st := pipetest.Annotated(t, "Troops shelled the northern town of Kefr on Tuesday, residents said.\n\n"+
		"The army had arrested the mayor of the town in 2019 over a string of protests.", "2024-03-14")
	feats := undate.Features(st)
	var shelled, arrested []string
	for k, e := range st.Events {
		switch st.Slice(e.Trigger) {
		case "shelled":
			shelled = feats[k]
		case "arrested":
			arrested = feats[k]
		}
		if e.Time == nil && feats[k] != nil {
			t.Errorf("undated event %q has features", st.Slice(e.Trigger))
		}
	}
	if shelled == nil || arrested == nil {
		t.Fatalf("want a dated shelling and arrest, got %d events", len(st.Events))
	}
	for _, want := range []string{"bias", "from=text", "lag=week", "sent=0", "para=0", "cat=ASSAULT"} {
		if !slices.Contains(shelled, want) {
			t.Errorf("shelling features %v lack %q", shelled, want)
		}
	}
	for _, want := range []string{"aux=have|VBD", "stx-older-year", "story-older-year", "sent=1", "para=1"} {
		if !slices.Contains(arrested, want) {
			t.Errorf("arrest features %v lack %q", arrested, want)
		}
	}
}

package event_test

import (
	"testing"

	"sitrep/pipeline"
)

// TestStonePelting checks that pelting, as a verb or a noun, is an
// assault (branch cameo); a harmless pelting is the reality stage's to
// drop, and is left out here with the filter.
func TestStonePelting(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Masked men pelted the district office with bricks on Friday.", "pelted", "ASSAULT"},
		{"Students pelted the police van near the college gate.", "pelted", "ASSAULT"},
		{"The pelting of a convoy near the bridge left four guards hurt.", "pelting", "ASSAULT"},
	})
}

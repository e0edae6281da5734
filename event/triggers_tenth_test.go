package event_test

import (
	"testing"

	"sitrep/pipeline"
)

// TestTenthPassTriggers checks the trigger class the tenth-session recall
// pass kept (docs/QUALITY.md, branch recall): a coup made an armed seizure
// of power by a word beside it (military, army), and left alone where
// nothing says so, as in a coup of diplomacy or publicity, which is a
// success. Sentences written for the test.
func TestTenthPassTriggers(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Hundreds of officers were dismissed after the military coup of last summer.", "coup", "ASSAULT"},
		{"The general led an army coup against the elected cabinet in 1999.", "coup", "ASSAULT"},
		{"Winning the summit for the capital was a diplomatic coup for the mayor.", "coup", ""},
		{"The interview was a publicity coup for the small station.", "coup", ""},
	})
}

// TestTenthPassBodiesFound checks the other class the pass kept: bodies
// or corpses found or recovered, in the passive, tell killings (told in
// the active, the finder would be taken for the killer; weapons found
// stay a seizure). Sentences written for the test.
func TestTenthPassBodiesFound(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Six bodies were found in a ditch outside the town on Monday.", "found", "ASSAULT"},
		{"Villagers found six bodies in a ditch outside the town on Monday.", "found", ""},
		{"Eleven bodies were recovered from a well near the camp.", "recovered", "ASSAULT"},
		{"Soldiers recovered two rifles and a grenade from the house.", "recovered", "COERCE"},
		{"The inspectors found no errors in the accounts.", "found", ""},
	})
}

package event_test

import "testing"

// TestRiotFoldsIntoItsAssault checks that a riot told by a crowd word
// ("a mob rampaged") beside the attack the same crowd did that day is
// one event, the attack, with the crowd its doer.
func TestRiotFoldsIntoItsAssault(t *testing.T) {
	for _, text := range []string{
		"A mob rampaged through the old quarter of Kanpur on Tuesday. The mob set fire to a dozen shops near the station.",
		"Rioting broke out in Kanpur on Tuesday as a mob of youths went from street to street. The mob set fire to a dozen shops near the station.",
		// The attack names no doer: the riot's crowd, that day and place.
		"Mobs rampaged through Kanpur on Tuesday. In Kanpur on Tuesday a dozen shops were set on fire near the station.",
	} {
		st := coded(t, text, "2021-03-13")
		if eventOf(st, "PROTEST") != nil || eventOf(st, "ASSAULT") == nil {
			t.Errorf("%q: want the riot folded into its ASSAULT, got %+v", text, st.Events)
		}
	}
}

// TestMarchBesideAttackStaysApart checks that a protest beside an attack
// by others stays an event of its own.
func TestMarchBesideAttackStaysApart(t *testing.T) {
	text := "Students marched through Kanpur on Tuesday. Gunmen shot dead a trader in the city on Tuesday."
	st := coded(t, text, "2021-03-13")
	if eventOf(st, "PROTEST") == nil || eventOf(st, "ASSAULT") == nil {
		t.Errorf("%q: want a PROTEST and an ASSAULT, got %+v", text, st.Events)
	}
}

// TestRiotPoliceFireStaysApart checks that police force against a riot
// is no part of the riot: the crowd is its target, not its doer.
func TestRiotPoliceFireStaysApart(t *testing.T) {
	text := "Mobs rampaged through Kanpur on Tuesday, and police fired tear gas at the mobs."
	st := coded(t, text, "2021-03-13")
	if eventOf(st, "PROTEST") == nil {
		t.Errorf("%q: want the riot kept apart from the police's force, got %+v", text, st.Events)
	}
}

package event_test

import "testing"

// TestNounModifierDates checks that a date in a reduced relative clause on
// a noun dates that noun's thing, not the event the noun hangs on, and
// that a date after the noun of the event's own incident or scene still
// dates the event.
func TestNounModifierDates(t *testing.T) {
	checkDates(t, []dateCase{
		{"a pact's date is not the denunciation's", "The minister bitterly denounced an accord signed last year with the union.",
			"2017-11-27", "ACCUSE", "2017-11-27"},
		{"an incident of the event's own kind dates it", "Two guards were killed in an ambush launched on Monday near the border.",
			"2021-03-13", "ASSAULT", "2021-03-08"},
		{"the scene of the event dates it", "Police arrested five men in a raid launched on Monday in the north.",
			"2021-03-13", "COERCE", "2021-03-08"},
	})
}

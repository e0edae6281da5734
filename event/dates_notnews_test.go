package event_test

import "testing"

// TestNotNewsDays checks that a day the story names as a bound, as the day
// of a plan, or by a definite phrase that names none ("for the day") is
// not a day that a later undated event borrows from its paragraph or lede
// (notNewsDay).
func TestNotNewsDays(t *testing.T) {
	checkDates(t, []dateCase{
		{"a bound is not the paragraph's day", "Rioters set fire to shops in the market on Sunday. " +
			"The toll is expected to be revised by Monday morning. Police imposed a curfew in the town.",
			"2002-03-04", "COERCE", "2002-03-03"},
		{"a plan's day is not the paragraph's day", "The commissioner held a meeting with senior officers on Thursday. " +
			"Troublemakers will be dealt with sternly during the strike on Friday, he warned. " +
			"Police deployed forces near vital points in the city.",
			"2002-03-01", "MOBILIZE", "2002-02-28"},
		{"the day of a definite phrase does not hide the lede's day", "Both houses of the state legislature were adjourned " +
			"for the day on Saturday amid noisy scenes over the budget.\n\nOpposition members staged protests in the assembly against the move.",
			"2002-03-25", "PROTEST", "2002-03-23"},
	})
}

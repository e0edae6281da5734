package event_test

import "testing"

// TestBidDay checks that a day told in what a threat, demand or offer is
// about (its infinitive clause or its "for" phrase) dates the act bid,
// not the bidding, which keeps the story's day; a day of the bidding's
// own clause still dates it.
func TestBidDay(t *testing.T) {
	checkDates(t, []dateCase{
		{"threat's infinitive", "The councillor has threatened to begin a hunger strike outside the town hall from Friday morning unless the road is repaired.",
			"2021-06-09", "THREATEN", "2021-06-09"},
		{"invitation's for phrase", "The governor invited the two party leaders for fresh talks on Thursday, aides said.",
			"2021-06-09", "AGREE", "2021-06-09"},
		{"demand's for phrase", "Farmers in the district have called for an inquiry into the floods of three years ago.",
			"2021-06-09", "REQUEST", "2021-06-09"},
		{"own day kept", "The councillor threatened on Monday to begin a hunger strike.",
			"2021-06-09", "THREATEN", "2021-06-07"},
	})
}

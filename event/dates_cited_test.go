package event_test

import "testing"

// TestCitedDay checks that the day a letter gives for the piece it answers
// ("(Opinion, 2 June)") dates none of the acts the letter tells: they keep
// the story's day; a day told in the sentence's own words still dates them.
func TestCitedDay(t *testing.T) {
	checkDates(t, []dateCase{
		{"cited report's day", "Rebels shelled the border crossing again, as you reported (Fighting flares near the border, 3 June).",
			"2021-06-09", "ASSAULT", "2021-06-09"},
		{"cited column's day", "Police detained three students at the rally, as your columnist wrote (Opinion, 4 June).",
			"2021-06-09", "COERCE", "2021-06-09"},
		{"own day kept", "Rebels shelled the border crossing on 3 June (the army says), killing two guards.",
			"2021-06-09", "ASSAULT", "2021-06-03"},
	})
}

package when

import (
	"regexp"
	"testing"
)

// TestAnchorChecks holds the hand-written checks of values to the patterns
// they replace, on values of every shape the tagger makes and near misses.
func TestAnchorChecks(t *testing.T) {
	anchor := regexp.MustCompile(`^\d{4}(-\d\d(-\d\d)?)?$`)
	quarter := regexp.MustCompile(`^\d{4}-Q[1-4]$`)
	values := []string{"", "2014", "201", "20145", "2014-07", "2014-7", "2014-07-04", "2014-07-4",
		"2014-07-04T11:00", "2014-W12", "2014-W12-WE", "2014-Q3", "2014-Q5", "2014-Q0", "2014-H1",
		"XXXX-07-04", "2014/07/04", "2014-07/04", "2014_07", "PRESENT_REF", "P3D", "199", "2014-SU",
		"2O14", "2014-0a", "2014-07-0x", "２０１４"}
	for _, v := range values {
		if got, want := isAnchor(v), anchor.MatchString(v); got != want {
			t.Errorf("isAnchor(%q) = %v, want %v", v, got, want)
		}
		if got, want := isQuarterValue(v), quarter.MatchString(v); got != want {
			t.Errorf("isQuarterValue(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestWeekendForms checks the weekend's forms once the phrase lists are
// tried first: each names the weekend, a pointer word sets its direction.
func TestWeekendForms(t *testing.T) {
	tg := newTagger(t)
	wed := day("2012-02-22") // the weekend before is week 7's, the one after week 8's
	cases := []struct{ text, want string }{
		{"The market closed over the weekend.", "2012-W07-WE"},
		{"Crowds gathered last weekend in the square.", "2012-W07-WE"},
		{"A march is planned for next weekend.", "2012-W08-WE"},
		{"Officials said the coming weekend would be calm.", "2012-W08-WE"},
		{"Two shops burned this past weekend.", "2012-W07-WE"},
		{"Shops shut for a weekend curfew in the city.", ""},
	}
	for _, c := range cases {
		got := ""
		for _, tx := range tag(t, tg, c.text, wed) {
			if tx.Type == "DATE" {
				got = tx.Value
			}
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

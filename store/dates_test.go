package store

import (
	"testing"

	"sitrep/doc"
)

func TestDayRange(t *testing.T) {
	for _, c := range []struct {
		date, end   string
		first, last string
	}{
		{"2012-02-25", "", "2012-02-25", "2012-02-25"},
		{"2012-02-25T14:00", "", "2012-02-25", "2012-02-25"},
		{"2012-02", "", "2012-02-01", "2012-02-29"},
		{"2014", "", "2014-01-01", "2014-12-31"},
		{"2021-W01", "", "2021-01-04", "2021-01-10"},
		{"2020-W53", "", "2020-12-28", "2021-01-03"},
		{"2021-W10-WE", "", "2021-03-13", "2021-03-14"},
		{"2012-02-25", "2012-03-02", "2012-02-25", "2012-03-02"},
		{"2012-02-25", "2012-02-01", "2012-02-25", "2012-02-25"}, // an end before the start is ignored
		{"XXXX-XX-XX", "", "", ""},
		{"PRESENT_REF", "", "", ""},
		{"2012-W60", "", "", ""},
		{"2012-02-30", "", "", ""},
	} {
		first, last := DayRange(&doc.When{Date: c.date, End: c.end})
		if first != c.first || last != c.last {
			t.Errorf("%s..%s: %s..%s, want %s..%s", c.date, c.end, first, last, c.first, c.last)
		}
	}
	if f, l := DayRange(nil); f != "" || l != "" {
		t.Errorf("no time: %q %q", f, l)
	}
}

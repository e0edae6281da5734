package undate

import (
	"testing"
	"time"

	"sitrep/doc"
)

// TestLagReadsThePublicationDay checks that an event's distance from
// publication counts from the calendar day the story was published on
// where it was published, as the time stage resolves its dates, also
// when that day is another in UTC.
func TestLagReadsThePublicationDay(t *testing.T) {
	evening := time.Date(2024, 3, 14, 22, 0, 0, 0, time.FixedZone("EST", -5*3600))
	s := newStory(&doc.Story{Published: evening})
	for _, c := range []struct{ date, want string }{
		{"2024-03-14", "same"},
		{"2024-03-13", "day-before"},
		{"2024-03-15", "after"},
		{"2024-03-08", "week"},
		{"2023", "older-year"},
	} {
		if got := s.lag(c.date); got != c.want {
			t.Errorf("lag(%s) published %v = %s, want %s", c.date, evening, got, c.want)
		}
	}
}

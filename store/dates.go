package store

import (
	"strconv"
	"time"

	"sitrep/doc"
)

// DayRange turns an event's TIMEX3 date (2012-02-25, 2011-04, 2014, 2011-W15,
// 2011-W15-WE, with or without a time) and its end, if any, into its first and
// last day as YYYY-MM-DD, the form the store indexes and compares. A date it
// cannot place on the calendar gives "", "".
func DayRange(w *doc.When) (first, last string) {
	if w == nil {
		return "", ""
	}
	a, b, ok := timexDays(w.Date)
	if !ok {
		return "", ""
	}
	if w.End != "" {
		if _, e, ok := timexDays(w.End); ok && !e.Before(a) {
			b = e
		}
	}
	return a.Format(time.DateOnly), b.Format(time.DateOnly)
}

func timexDays(v string) (first, last time.Time, ok bool) {
	if len(v) > 10 && v[10] == 'T' {
		v = v[:10]
	}
	if len(v) < 4 {
		return first, last, false
	}
	year, err := strconv.Atoi(v[:4])
	if err != nil {
		return first, last, false
	}
	rest := v[4:]
	switch {
	case rest == "":
		first = time.Date(year, 1, 1, 0, 0, 0, 0, time.UTC)
		return first, first.AddDate(1, 0, -1), true
	case len(rest) >= 4 && rest[:2] == "-W":
		week, err := strconv.Atoi(rest[2:4])
		if err != nil || week < 1 || week > 53 {
			return first, last, false
		}
		// ISO week 1 holds January 4th; weeks start on Monday.
		jan4 := time.Date(year, 1, 4, 0, 0, 0, 0, time.UTC)
		monday := jan4.AddDate(0, 0, -((int(jan4.Weekday())+6)%7)+(week-1)*7)
		switch rest[4:] {
		case "":
			return monday, monday.AddDate(0, 0, 6), true
		case "-WE":
			return monday.AddDate(0, 0, 5), monday.AddDate(0, 0, 6), true
		}
		return first, last, false
	case len(rest) == 3 && rest[0] == '-':
		t, err := time.Parse("2006-01", v)
		if err != nil {
			return first, last, false
		}
		return t, t.AddDate(0, 1, -1), true
	case len(rest) == 6:
		t, err := time.Parse(time.DateOnly, v)
		if err != nil {
			return first, last, false
		}
		return t, t, true
	}
	return first, last, false
}

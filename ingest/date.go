package ingest

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// dateLayouts are the publication-date forms feeds and exports write: ISO
// 8601 and RFC 3339, the RFC 822/1123 dates of RSS and e-mail, and written
// dates in English.
var dateLayouts = []string{
	"2006-01-02",
	time.RFC3339Nano,
	"2006-01-02T15:04:05",
	"2006-01-02T15:04:05Z0700",
	"2006-01-02 15:04:05",
	"2006-01-02 15:04:05Z07:00",
	"2006-01-02 15:04:05 -0700",
	"2006-01-02 15:04:05 MST",
	"2006/01/02",
	"2006/01/02 15:04:05",
	"Mon, 2 Jan 2006 15:04:05 MST",
	"Mon, 2 Jan 2006 15:04:05 -0700",
	"Mon, 2 Jan 2006 15:04 MST",
	"Mon, 2 Jan 2006 15:04 -0700",
	"Mon, 2 Jan 06 15:04:05 MST",
	"Mon, 2 Jan 06 15:04:05 -0700",
	"2 Jan 2006 15:04:05 MST",
	"2 Jan 2006 15:04:05 -0700",
	"Monday, 02-Jan-06 15:04:05 MST",
	"Mon Jan _2 15:04:05 2006",
	"Mon Jan _2 15:04:05 MST 2006",
	"January 2, 2006",
	"January 2 2006",
	"Jan 2, 2006",
	"Jan. 2, 2006",
	"Monday, January 2, 2006",
	"2 January 2006",
	"2 Jan 2006",
	"Monday 2 January 2006",
	"Monday, 2 January 2006",
	"January 2, 2006 15:04",
	"January 2, 2006 3:04 PM",
}

// ParseDate reads a publication date in a common form (YYYY-MM-DD, RFC 3339,
// RFC 1123 as in RSS "Sat, 13 Mar 2021 10:00:00 GMT", "March 13, 2021",
// "13 March 2021", "2021/03/13", or Unix time in seconds or milliseconds)
// and returns the date it names, in its own time zone, at midnight UTC.
func ParseDate(s string) (time.Time, error) {
	s = strings.Join(strings.Fields(s), " ")
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return midnight(t), nil
		}
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		switch len(s) {
		case 9, 10:
			return midnight(time.Unix(n, 0).UTC()), nil
		case 12, 13:
			return midnight(time.UnixMilli(n).UTC()), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a date (want YYYY-MM-DD, RFC 3339, RFC 1123, \"March 13, 2021\" or Unix seconds)", s)
}

func midnight(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

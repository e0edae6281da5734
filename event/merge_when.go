package event

import (
	"fmt"
	"strings"
	"time"

	"sitrep/doc"
)

// samePlace reports whether two places may be where one event happened:
// the same country, and the same place unless one is the country itself or
// the division holding the other.
func samePlace(a, b *doc.Where) bool {
	if a.Country != b.Country {
		return false
	}
	if a.Precision == doc.PrecisionCountry || b.Precision == doc.PrecisionCountry {
		return true
	}
	return a.Name == b.Name || a.Admin1 == b.Name || b.Admin1 == a.Name
}

// dateAgreement scores two mentions' dates: false when the text gives
// each a date and the dates cannot be one day ("2012-02" and "2012-02-25"
// can; a week holds its days); 2 when the text gives both the same day.
// A mention the text leaves undated is dated by publication, which says
// nothing against a dated one of the week before (a Saturday story of
// Friday's attack says "the group claimed the attack"), a little against
// an older one.
func dateAgreement(a, b *doc.When) (float64, bool) {
	if a == nil || b == nil {
		return 0, true
	}
	at, bt := a.ResolvedFrom == "text", b.ResolvedFrom == "text"
	switch {
	case at && bt:
		if !overlaps(a.Date, b.Date) {
			return 0, false
		}
		if len(a.Date) >= 10 && len(b.Date) >= 10 && a.Date[:10] == b.Date[:10] {
			return 2, true
		}
		return 0.5, true
	case at:
		return undatedAgreement(b, a), true
	case bt:
		return undatedAgreement(a, b), true
	}
	return 0, true
}

// undatedAgreement scores an undated mention (dated by publication, pub)
// against a dated one: 0 for a date in the week up to publication (a
// story tells "on Monday" once, then "the raid" undated), -1.5 for an
// older one or one after publication.
func undatedAgreement(pub, dated *doc.When) float64 {
	p, err := time.Parse("2006-01-02", pub.Date)
	start, end, ok := dateRange(dated.Date)
	if err != nil || !ok {
		return 0
	}
	if start.After(p.Add(24*time.Hour-time.Nanosecond)) || end.Before(p.AddDate(0, 0, -7)) {
		return -1.5
	}
	return 0
}

// dayBefore reports whether TIMEX3 value b names the day before a's
// ("2020-11-15" and "2020-11-14T23:00").
func dayBefore(a, b string) bool {
	day := func(v string) (time.Time, error) {
		if len(v) > 10 && v[10] == 'T' {
			v = v[:10]
		}
		return time.Parse("2006-01-02", v)
	}
	x, err1 := day(a)
	y, err2 := day(b)
	if err1 != nil || err2 != nil {
		return false
	}
	return x.Sub(y) == 24*time.Hour
}

// dayOrWeek reports whether TIMEX3 value v names a day ("2019-02-08",
// "2019-02-08T22:00") or a week ("2018-W06"), not a season ("2018-WI").
func dayOrWeek(v string) bool {
	i := strings.Index(v, "-W")
	return len(v) >= 10 || i >= 0 && i+2 < len(v) && v[i+2] >= '0' && v[i+2] <= '9'
}

// overlaps reports whether two TIMEX3 dates may be the same day: one a
// prefix of the other ("2012-02" and "2012-02-25"), or ranges that share a
// day (the week 2018-W06 and 2018-02-07).
func overlaps(a, b string) bool {
	if strings.HasPrefix(a, b) || strings.HasPrefix(b, a) {
		return true
	}
	as, ae, ok1 := timexRange(a)
	bs, be, ok2 := timexRange(b)
	return ok1 && ok2 && !as.After(be) && !bs.After(ae)
}

// timexRange is dateRange for TIMEX3 values with weeks ("2018-W06").
func timexRange(v string) (start, end time.Time, ok bool) {
	var y, w int
	if n, err := fmt.Sscanf(v, "%4d-W%2d", &y, &w); err == nil && n == 2 {
		// ISO week 1 holds 4 January; weeks start on Monday.
		jan4 := time.Date(y, 1, 4, 0, 0, 0, 0, time.UTC)
		monday := jan4.AddDate(0, 0, -((int(jan4.Weekday())+6)%7)+7*(w-1))
		return monday, monday.AddDate(0, 0, 7).Add(-time.Nanosecond), true
	}
	if len(v) > 10 && v[10] == 'T' {
		v = v[:10]
	}
	return dateRange(v)
}

// withinMonth reports whether the time of a dated mention ends in the
// month up to the publication day pub.
func withinMonth(pub, dated *doc.When) bool {
	p, err := time.Parse("2006-01-02", pub.Date)
	_, end, ok := dateRange(dated.Date)
	return err == nil && ok && !end.Before(p.AddDate(0, -1, 0)) && !end.After(p.Add(24*time.Hour))
}

// yearsApart reports whether mention b, told after a, is dated by its own
// words more than a year before a's date while a is the story's news (not
// historical): "the failed 2016 coup", "an attack in Ghouta in August
// 2013", told in a story of this week's fighting, recall an incident of
// their own. Dated by publication, a stands for the news of the day, and
// the soft score for an older date (undatedAgreement) lets a detail of a
// lede told undated join; a date years back is no such detail. corefScore
// asks it of incident mentions told by a verb or an indefinite noun only:
// a definite one ("the 2016 bombing") points back whatever its date, as
// recalled has it, and measured on train it parted retellings as often
// as recalls (QUALITY.md, overmerge3).
func yearsApart(a, b *doc.When, aHistorical bool) bool {
	if a == nil || b == nil || aHistorical || a.ResolvedFrom == "text" || b.ResolvedFrom != "text" {
		return false
	}
	p, err := time.Parse("2006-01-02", a.Date)
	_, end, ok := dateRange(b.Date)
	return err == nil && ok && end.Before(p.AddDate(-1, 0, 0))
}

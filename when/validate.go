package when

import (
	"regexp"
	"strconv"
)

// Shapes of TIMEX3 values this package writes. validValue checks every
// value before it leaves the package, so a rule bug cannot emit
// "2012-02-30" or "2012-W54".
var (
	reRef      = regexp.MustCompile(`^(PRESENT|PAST|FUTURE)_REF$`)
	reCentDec  = regexp.MustCompile(`^\d{2,3}$`)
	reYear     = regexp.MustCompile(`^(\d{4}|XXXX)$`)
	reMonth    = regexp.MustCompile(`^(\d{4}|XXXX)-(\d\d)$`)
	reDay      = regexp.MustCompile(`^(\d{4}|XXXX)-(\d\d|XX)-(\d\d|XX)$`)
	reWeek     = regexp.MustCompile(`^(\d{4}|XXXX)-W(\d\d|XX)(-WE|-[1-7])?$`)
	rePart     = regexp.MustCompile(`^(\d{4}|XXXX)-(Q[1-4]|H[12]|SP|SU|FA|WI)$`)
	reTimePart = regexp.MustCompile(`^T(MO|AF|EV|NI|(\d\d):(\d\d))$`)
	reDuration = regexp.MustCompile(`^P((\d+|X)[YMWDQECL])?(T(\d+|X)[HMS](\d+[MS])?)?$`)
	reDurDT    = regexp.MustCompile(`^P\d+DT12H$`)
)

// validValue reports whether v is a well-formed TIMEX3 value of type typ
// and, where it names a calendar day, a real one.
func validValue(typ, v string) bool {
	switch typ {
	case "DURATION":
		return v != "P" && v != "PT" && (reDuration.MatchString(v) || reDurDT.MatchString(v))
	case "SET":
		return (reDuration.MatchString(v) && v != "P") || validDateTime(v)
	case "DATE", "TIME":
		return validDateTime(v)
	}
	return false
}

func validDateTime(v string) bool {
	if reRef.MatchString(v) || reCentDec.MatchString(v) {
		return true
	}
	date, tpart := v, ""
	for i := 0; i < len(v); i++ {
		if v[i] == 'T' {
			date, tpart = v[:i], v[i:]
			break
		}
	}
	if tpart != "" {
		m := reTimePart.FindStringSubmatch(tpart)
		if m == nil {
			return false
		}
		if m[2] != "" {
			h, _ := strconv.Atoi(m[2])
			mi, _ := strconv.Atoi(m[3])
			if h > 24 || mi > 59 || (h == 24 && mi != 0) {
				return false
			}
		}
	}
	switch {
	case reYear.MatchString(date) || rePart.MatchString(date):
		return true
	case reMonth.MatchString(date):
		m := reMonth.FindStringSubmatch(date)
		mo, _ := strconv.Atoi(m[2])
		return mo >= 1 && mo <= 12
	case reDay.MatchString(date):
		m := reDay.FindStringSubmatch(date)
		if m[2] == "XX" {
			return m[3] == "XX" || okDayNum(m[3])
		}
		mo, _ := strconv.Atoi(m[2])
		if m[3] == "XX" {
			return mo >= 1 && mo <= 12
		}
		d, _ := strconv.Atoi(m[3])
		if m[1] == "XXXX" {
			return validDate(2000, mo, d) // 2000 is a leap year: Feb 29 may exist
		}
		y, _ := strconv.Atoi(m[1])
		return validDate(y, mo, d)
	case reWeek.MatchString(date):
		m := reWeek.FindStringSubmatch(date)
		if m[2] == "XX" {
			return true
		}
		w, _ := strconv.Atoi(m[2])
		return w >= 1 && w <= 53
	}
	return false
}

func okDayNum(s string) bool {
	d, err := strconv.Atoi(s)
	return err == nil && d >= 1 && d <= 31
}

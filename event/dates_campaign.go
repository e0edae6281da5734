package event

import (
	"strconv"
	"strings"
	"time"

	"sitrep/doc"
)

// ordinals are the ordinal words a campaign's day is counted by (a closed
// class; "3rd", "12th" are read as numbers).
var ordinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
	"fifteenth": 15, "twentieth": 20, "thirtieth": 30,
}

// campaignStart returns the first day of the campaign that time tx counts
// a day of ("on the third day of an offensive", "for the fifth straight
// day"), date being the day tx names: a campaign told as one operation
// is dated by its start. Any other time keeps date.
func campaignStart(t *tree, tx *doc.Timex, date string) string {
	if len(date) < 10 {
		return date
	}
	n := campaignDay(t, tx)
	if n < 2 {
		return date
	}
	d, err := time.Parse("2006-01-02", date[:10])
	if err != nil {
		return date
	}
	return d.AddDate(0, 0, 1-n).Format("2006-01-02")
}

// campaignDay returns N where tx reads "the Nth day of" something, or
// "the Nth straight (consecutive, successive) day"; else 0.
func campaignDay(t *tree, tx *doc.Timex) int {
	st := t.st
	w := strings.Fields(strings.ToLower(st.Slice(tx.Span)))
	if len(w) < 3 || w[0] != "the" || w[len(w)-1] != "day" {
		return 0
	}
	n := ordinal(w[1])
	switch {
	case n == 0:
		return 0
	case len(w) == 4 && (w[2] == "straight" || w[2] == "consecutive" || w[2] == "successive"):
		return n
	case len(w) != 3:
		return 0
	}
	// "the third day" counts a campaign's days only when "of" names it.
	k := t.tokenFrom(tx.End)
	if k >= len(st.Tokens) || st.Tokens[k].Sentence != st.Tokens[t.tokenFrom(tx.Start)].Sentence || strings.ToLower(st.Tokens[k].Form) != "of" {
		return 0
	}
	return n
}

// ordinal reads an ordinal word ("third") or number ("3rd"); 0 for none.
func ordinal(w string) int {
	if n, ok := ordinals[w]; ok {
		return n
	}
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if s, ok := strings.CutSuffix(w, suf); ok {
			if n, err := strconv.Atoi(s); err == nil && n > 0 && n < 1000 {
				return n
			}
		}
	}
	return 0
}

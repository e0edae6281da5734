package event

import (
	"slices"
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/when"
)

// campaignStart returns the first day of the campaign of cd's kind that
// time tx counts a day of ("on the third day of an offensive"), date
// being the day tx names: a campaign told as one operation is dated by
// its start. Any other time keeps date: the day of a visit or a feast
// ("met the envoy on the second day of his tour") is the meeting's own,
// and so is a day of a daily run ("for the fifth straight day").
func (c *Coder) campaignStart(t *tree, cd *candidate, tx *doc.Timex, date string) string {
	if len(date) < 10 {
		return date
	}
	n := c.campaignDay(t, cd, tx)
	if n < 2 {
		return date
	}
	d, err := time.Parse("2006-01-02", date[:10])
	if err != nil {
		return date
	}
	return d.AddDate(0, 0, 1-n).Format("2006-01-02")
}

// campaignDay returns N where tx reads "the Nth day of" a noun that
// tells cd's own kind of event; else 0.
func (c *Coder) campaignDay(t *tree, cd *candidate, tx *doc.Timex) int {
	st := t.st
	w := strings.Fields(strings.ToLower(st.Slice(tx.Span)))
	if len(w) < 3 || w[0] != "the" || w[len(w)-1] != "day" {
		return 0
	}
	n := when.Ordinal(w[1])
	if n == 0 || len(w) != 3 {
		return 0
	}
	// "the third day" counts a campaign's days only when "of" names it.
	k := t.tokenFrom(tx.End)
	if k >= len(st.Tokens) || st.Tokens[k].Sentence != t.sentenceAt(tx.Start) || strings.ToLower(st.Tokens[k].Form) != "of" {
		return 0
	}
	if !c.ownKind(t, cd, st.Tokens[k].Head) {
		return 0
	}
	return n
}

// ownKind reports whether token j is cd's trigger, one of the killings
// folded into it, or a noun that tells an operation of cd's kind, one of
// violence or protest that ACLED codes (tagged an adjective too: "an
// offensive"). A visit or a summit is no operation: a meeting on its
// second day is that day's. A light noun ("their renewed campaign") is of
// cd's operation unless a noun compounded onto it tells another kind ("an
// election campaign").
func (c *Coder) ownKind(t *tree, cd *candidate, j int) bool {
	if j < 0 || j >= len(t.st.Tokens) {
		return false
	}
	if j == cd.trig || slices.Contains(cd.extra, j) {
		return true
	}
	if vocab.lightNouns[t.lemma(j)] {
		return cd.tr.Acled != "" && !slices.ContainsFunc(t.children(j, "compound"), func(m int) bool { return !c.operationNoun(t, cd, m) })
	}
	return c.operationNoun(t, cd, j)
}

// operationNoun reports whether token j tells an operation of cd's kind:
// an event of the story or a noun trigger of the lexicon.
func (c *Coder) operationNoun(t *tree, cd *candidate, j int) bool {
	if o, ok := cd.peers[j]; ok {
		return o.tr.Plover == cd.tr.Plover && o.tr.Acled != ""
	}
	return slices.ContainsFunc(c.lx.Lookup(t.lemma(j), "NOUN"), func(tr Trigger) bool { return tr.Plover == cd.tr.Plover && tr.Acled != "" })
}

// lastedUntil returns the date and precision of the start of an event
// told in an "after" phrase with its length ("after a two-week ceasefire,
// the raids resumed this week", "after a three-month siege, troops took
// the town on Friday"), date being the day or week the clause names:
// the event ran that long up to it, so it began that much before. Any
// other event keeps date and prec.
func lastedUntil(t *tree, cd *candidate, date, prec string) (string, string) {
	n, unit, ok := ownLength(t, cd.trig)
	if !ok || t.marker(cd.trig) != "after" {
		return date, prec
	}
	end, err := time.Parse("2006-01-02", date[:min(10, len(date))])
	coarse := false
	if err != nil {
		if end, ok = isoWeekStart(date); !ok {
			return date, prec
		}
		if strings.HasSuffix(date, "-WE") {
			// "this weekend" ends the span on its Saturday, the day
			// weekDay dates a weekend by.
			end = end.AddDate(0, 0, 5)
		}
		coarse = true
	}
	switch unit {
	case 'D':
		end = end.AddDate(0, 0, -n)
	case 'W':
		end = end.AddDate(0, 0, -7*n)
	case 'M':
		return end.AddDate(0, -n, 0).Format("2006-01"), doc.PrecisionMonth
	default:
		return end.AddDate(-n, 0, 0).Format("2006"), doc.PrecisionYear
	}
	if coarse {
		return end.Format("2006-01"), doc.PrecisionMonth
	}
	return end.Format("2006-01-02"), doc.PrecisionDay
}

// ownLength reads the length a duration modifying noun trigger i gives
// its event ("a ten-day truce", "a three-month siege").
func ownLength(t *tree, i int) (int, byte, bool) {
	st := t.st
	for _, tx := range st.Timexes {
		if tx.Type != "DURATION" || tx.End > st.Tokens[i].Start {
			continue
		}
		h := t.spanHead(tx.Span)
		if h < 0 || st.Tokens[h].Head != i {
			continue
		}
		return spanOf(tx.Value)
	}
	return 0, 0, false
}

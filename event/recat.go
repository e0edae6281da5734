package event

import (
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/when"
)

// Word senses that are no event of the trigger's category (noEventSense):
// a month named by a trigger word, a judging noun that is what someone
// says an act was, and a warning of a calamity no party threatens.

// monthDate reports whether token i is a month name told as a date, with
// a day or a year beside it: "on 15 march", "in march 2002", "till march
// 15", "its march 15 programme"; not "two marches" nor "the march began".
// The time stage dates most of them; a lower-case month it leaves
// undated for the event's date, with a day after another word than "on"
// (when, lowerMonth), is still no march: a day the time stage would read
// beside it (when.DayFigure) tells it.
func monthDate(t *tree, i int) bool {
	w := t.st.Tokens[i]
	if !vocab.months[strings.ToLower(w.Form)] {
		return false
	}
	if slices.ContainsFunc(t.st.Timexes, func(x doc.Timex) bool {
		return x.Type == "DATE" && x.Span.Contains(w.Span) && x.Span.Len() > w.Span.Len()
	}) {
		return true
	}
	return dayFigureAt(t, i, i+1) || dayFigureAt(t, i, i-1)
}

// dayFigureAt reports whether token k, in the sentence of token i, is a
// day of a month written in figures ("15", "1st").
func dayFigureAt(t *tree, i, k int) bool {
	if k < 0 || k >= len(t.st.Tokens) || t.st.Tokens[k].Sentence != t.st.Tokens[i].Sentence {
		return false
	}
	d, ok := when.DayFigure(t.st.Tokens[k].Form)
	return ok && d >= 1 && d <= 31
}

// judgedTrigger reports whether noun trigger i is a judging word that is
// what a speaker says an act was ("said the remarks were a violation of
// sovereignty"): the judgement, an accusation, tells it (judgement.go),
// not the trigger's own category.
func (c *Coder) judgedTrigger(t *tree, i int, pos, lemma string) bool {
	return pos == "NOUN" && vocab.judgements[lemma] && c.judgement(t, i) != nil
}

// foreboding reports whether warning i is of a calamity, a pessimistic
// comment rather than a threat: an "of" or "about" phrase whose noun is a
// foreboding ("warned of a humanitarian catastrophe", "warns of mission
// creep"). CAMEO codes such warnings as comments (012), not threats.
func foreboding(t *tree, i int) bool {
	for _, k := range t.kids[i] {
		if m := t.marker(k); (m == "of" || m == "about") && vocab.forebodings[t.lemma(k)] {
			return true
		}
	}
	return false
}

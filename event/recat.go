package event

import (
	"strconv"
	"strings"
)

// Word senses that are no event of the trigger's category (noEventSense):
// a month named by a trigger word, a judging noun that is what someone
// says an act was, and a warning of a calamity no party threatens.

// monthDate reports whether token i is a month name told as a date, with
// a day or a year beside it: "till march 15", "between march 25 and 31",
// "on 15 march", "in march 2002"; not "two marches" nor "the march began".
func monthDate(t *tree, i int) bool {
	form := strings.ToLower(t.st.Tokens[i].Form)
	if !vocab.months[form] {
		return false
	}
	if n := i + 1; n < len(t.st.Tokens) && t.st.Tokens[n].Sentence == t.st.Tokens[i].Sentence && dayOrYear(t.st.Tokens[n].Form) {
		return true
	}
	p := i - 1
	return p >= 0 && t.st.Tokens[p].Sentence == t.st.Tokens[i].Sentence && dayOfMonth(t.st.Tokens[p].Form)
}

// dayOrYear reports whether s is a day of a month ("15", "1st") or a year
// ("2002").
func dayOrYear(s string) bool {
	if dayOfMonth(s) {
		return true
	}
	n, err := strconv.Atoi(s)
	return err == nil && len(s) == 4 && n >= 1900 && n <= 2100
}

// dayOfMonth reports whether s is a day of a month: 1 to 31, with or
// without an ordinal ending.
func dayOfMonth(s string) bool {
	s = strings.ToLower(s)
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if d, ok := strings.CutSuffix(s, suf); ok {
			s = d
			break
		}
	}
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1 && n <= 31
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

package count

import (
	"math"
	"strconv"
	"strings"

	"sitrep/internal/firstword"
)

// numPhrase is a count found in a sentence, before it is tied to a
// casualty word: "at least 27", "hundreds", "between five and 23", "a
// colonel" (one person), "no one" (zero).
type numPhrase struct {
	start, end int // word range [start, end), qualifier included
	num        int // index of the first word of the number itself
	best       int
	low, high  int
	qual       string // qualifier text, or the vague phrase ("hundreds")
	vague      bool   // "dozens", "several": a convention, not a figure
	definite   bool   // "the two dead": points back to people already counted
	single     bool   // an article or "one" with a singular person noun
	zero       bool   // "no", "nobody", "neither": an explicit none
	used       bool
}

// maxCount bounds every count: nothing larger counts people, and it keeps
// the arithmetic far from overflow on hostile input.
const maxCount = 100_000_000

// parseDigits reads "27", "1,000", "3.5" or "10.000"-free forms. frac
// reports a decimal part, which only a scale word ("3.5 million") may carry.
func parseDigits(s string) (v float64, frac bool, ok bool) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return 0, false, false
	}
	// Thousands separators must come in groups of three: "1,000" but not "1,00".
	if strings.IndexByte(s, ',') >= 0 {
		parts := strings.Split(s, ",")
		if len(parts[0]) > 3 {
			return 0, false, false
		}
		for _, p := range parts[1:] {
			if len(p) != 3 {
				return 0, false, false
			}
		}
		s = strings.Join(parts, "")
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && c != '.' {
			return 0, false, false
		}
	}
	if strings.Count(s, ".") > 1 || strings.HasSuffix(s, ".") {
		return 0, false, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f > maxCount {
		return 0, false, false
	}
	return f, strings.IndexByte(s, '.') >= 0, true
}

// wordNumber parses a hyphenated number word ("twenty-seven") or a plain
// one ("four"); it rejects scale words alone, which only count after a
// number or an article.
func (lx *lexicon) wordNumber(s string) (int, bool) {
	if n, ok := lx.numbers[s]; ok && !n.scale {
		return n.value, true
	}
	if i := strings.IndexByte(s, '-'); i > 0 {
		a, ok1 := lx.numbers[s[:i]]
		b, ok2 := lx.numbers[s[i+1:]]
		if ok1 && ok2 && !a.scale && !b.scale && a.value >= 20 && a.value%10 == 0 && b.value < 10 && b.value > 0 {
			return a.value + b.value, true
		}
	}
	return 0, false
}

// number reads the number that starts at ws[i] ("27", "1,000", "3.5
// million", "twenty-seven", "two hundred and fifty", "a dozen") and returns
// its value and the index after it.
func (lx *lexicon) number(ws []word, i int) (val int, end int, ok bool) {
	w := ws[i].lower
	switch {
	case w == "a" || w == "an":
		// "a dozen", "a hundred", "a thousand": the article stands for one.
		if i+1 < len(ws) {
			if n, ok := lx.numbers[ws[i+1].lower]; ok && n.scale {
				return lx.scaled(ws, i+1, 1, false)
			}
		}
		return 0, i, false
	case w == "half" && i+2 < len(ws) && ws[i+1].lower == "a" && ws[i+2].lower == "dozen":
		return 6, i + 3, true
	}
	if d, frac, ok := parseDigits(w); ok {
		return lx.scaled(ws, i+1, d, frac)
	}
	if v, ok := lx.wordNumber(w); ok {
		return lx.wordNumbers(ws, i+1, v)
	}
	return 0, i, false
}

// scaled multiplies f, a number ending before ws[i], by the scale words
// from ws[i] on ("3.5 million", "a thousand") and returns the value
// and the index after them. A number with a decimal part (frac) must be
// made whole by a scale word.
func (lx *lexicon) scaled(ws []word, i int, f float64, frac bool) (int, int, bool) {
	for i < len(ws) {
		n, ok := lx.numbers[ws[i].lower]
		if !ok || !n.scale {
			break
		}
		f *= float64(n.value)
		i++
		frac = false
		if f > maxCount {
			return 0, i, false
		}
	}
	if frac && f != math.Trunc(f) {
		return 0, i, false
	}
	return int(f), i, true
}

// wordNumbers reads the number words that follow v, a number word ending
// before ws[i]: "two hundred and fifty thousand". It returns the value
// and the index after the last word read.
func (lx *lexicon) wordNumbers(ws []word, i, v int) (int, int, bool) {
	total, cur := 0, v
	for i < len(ws) {
		x := ws[i].lower
		if x == "and" && i+1 < len(ws) && cur >= 100 && cur%100 == 0 {
			if v2, ok := lx.wordNumber(ws[i+1].lower); ok && v2 < 100 {
				cur += v2
				i += 2
				continue
			}
			break
		}
		n, isNum := lx.numbers[x]
		if !isNum {
			if v2, ok := lx.wordNumber(x); ok {
				n, isNum = numWord{value: v2}, true
			}
		}
		if !isNum || x == "none" || x == "zero" {
			break
		}
		switch {
		case n.scale && n.value >= 1000:
			total += cur * n.value
			cur = 0
		case n.scale:
			cur *= n.value
		case cur%10 == 0 && cur%100 != 0 && n.value < 10 || cur >= 100 && cur%100 == 0 && n.value < 100:
			// "twenty seven", "hundred five"
			cur += n.value
		default:
			// "two three" is two numbers, not one.
			return min(total+cur, maxCount), i, true
		}
		if total+cur > maxCount {
			return maxCount, i + 1, true
		}
		i++
	}
	return min(total+cur, maxCount), i, true
}

// dashRange reads a merged "5-8" word as a range.
func (lx *lexicon) dashRange(w string) (lo, hi int, ok bool) {
	i := strings.IndexByte(w, '-')
	if i <= 0 {
		return 0, 0, false
	}
	a, b := w[:i], w[i+1:]
	av, afrac, ok1 := parseDigits(a)
	bv, bfrac, ok2 := parseDigits(b)
	if !ok1 || !ok2 || afrac || bfrac {
		x, ok3 := lx.wordNumber(a)
		y, ok4 := lx.wordNumber(b)
		if !ok3 || !ok4 {
			return 0, 0, false
		}
		av, bv = float64(x), float64(y)
	}
	if av >= bv {
		return 0, 0, false
	}
	return int(av), int(bv), true
}

// phraseAt returns the longest phrase of x that starts at ws[i].
func phraseAt(x firstword.Index[phrase], ws []word, i int) (*phrase, int) {
	if i >= len(ws) {
		return nil, i
	}
	ps := x[ws[i].lower]
	for k := range ps {
		p := &ps[k]
		if i+len(p.words) > len(ws) {
			continue
		}
		ok := true
		for j, pw := range p.words {
			if ws[i+j].lower != pw {
				ok = false
				break
			}
		}
		if ok {
			return p, i + len(p.words)
		}
	}
	return nil, i
}

// determiners open a noun phrase that the article and "the" rules read.
var determiners = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true,
	"these": true, "those": true, "his": true, "her": true, "their": true, "its": true,
	"another": true, "one": true, "our": true, "my": true, "your": true}

// zeroWords open an explicit none: "no one was killed", "no fatalities",
// "neither injuries nor fatalities".
var zeroWords = map[string]bool{"no": true, "nobody": true, "none": true, "zero": true, "neither": true, "nor": true, "without": true}

// setBounds fills Best, Low and High from the qualifier class; see the
// Counter doc comment for the table.
func (np *numPhrase) setBounds(v int, class string) {
	np.best = v
	switch class {
	case "min", "over":
		np.low, np.high = v, 0
	case "max", "under", "near":
		np.low, np.high = 0, v
	case "approx":
		np.low, np.high = 0, 0
	default: // exact or none
		np.low, np.high = v, v
	}
}

// quantity reads the count that starts at ws[i], if any: a pronoun or an
// explicit none, a stated number or vague figure, or one person.
func (lx *lexicon) quantity(ws []word, i int) (numPhrase, bool) {
	np := numPhrase{start: i}
	if i > 0 {
		switch ws[i-1].lower {
		case "the", "these", "those":
			np.definite = true
		}
	}
	if done, ok := lx.closedQuantity(ws, i, &np); done {
		return np, ok
	}
	if done, ok := lx.statedQuantity(ws, i, &np); done {
		return np, ok
	}
	return np, lx.personQuantity(ws, i, &np)
}

// closedQuantity reads the counts closed words tell at ws[i]: a headline's
// bare singular subject, "he"/"she", an explicit none, "between 5 and 8".
// done reports that one was read (ok then says whether it counts).
func (lx *lexicon) closedQuantity(ws []word, i int, np *numPhrase) (done, ok bool) {
	w := ws[i].lower

	// Headline style, no article: "Farmer killed in Selea".
	if i == 0 && !ws[i].caps && !determiners[w] {
		if e, ok := lx.singular(ws, 0); ok && e <= 3 && e < len(ws) {
			if t, _ := lx.triggerAt(ws, e); t != nil && t.has('P') {
				np.end, np.num, np.single = e, 0, true
				np.setBounds(1, "exact")
				return true, true
			}
		}
	}

	// "he died", "she was arrested": one person, named before.
	if (w == "he" || w == "she") && !ws[i].caps {
		np.end, np.num, np.single, np.definite = i+1, i, true, true
		np.setBounds(1, "exact")
		return true, true
	}

	// Explicit none.
	if zeroWords[w] {
		end := i + 1
		if w == "no" && end < len(ws) && ws[end].lower == "one" {
			end++
		}
		np.end, np.num, np.zero, np.qual = end, i, true, "no"
		return true, true
	}

	// "between 5 and 8", "from 5 to 8"
	if (w == "between" || w == "from") && i+1 < len(ws) {
		if lo, e, ok := lx.number(ws, i+1); ok && e+1 < len(ws) {
			conj := ws[e].lower
			if w == "between" && (conj == "and" || conj == "to") || w == "from" && conj == "to" {
				if hi, e2, ok := lx.number(ws, e+1); ok && hi > lo && lx.countable(ws, i+1, e2) {
					np.end, np.num, np.best, np.low, np.high, np.qual = e2, i+1, lo, lo, hi, "between"
					return true, true
				}
			}
		}
	}
	return false, false
}

// statedQuantity reads a number, a range or a vague figure at ws[i], after
// an optional qualifier ("at least 27", "5-8", "some 200", "hundreds of").
// It sets np.num and np.qual even when it reads none: personQuantity
// reads them.
func (lx *lexicon) statedQuantity(ws []word, i int, np *numPhrase) (done, ok bool) {
	class := ""
	j := i
	if p, e := phraseAt(lx.quals, ws, i); p != nil && e < len(ws) {
		// A qualifier counts only before a number: "some 200 people" but
		// not "some people" (which is vague, below).
		if _, _, ok := lx.number(ws, e); ok {
			np.qual, class, j = p.text, p.class, e
		} else if _, _, ok := lx.dashRange(ws[e].lower); ok {
			np.qual, class, j = p.text, p.class, e
		} else if v, _ := phraseAt(lx.vague, ws, e); v != nil {
			np.qual, class, j = p.text, p.class, e
		}
	}
	np.num = j

	if lo, hi, ok := lx.dashRange(ws[j].lower); ok {
		np.end, np.best, np.low, np.high = j+1, lo, lo, hi
		if np.qual == "" {
			np.qual = "between"
		}
		return true, lx.countable(ws, j, j+1)
	}
	if v, e, ok := lx.number(ws, j); ok {
		if !lx.countable(ws, j, e) {
			return true, false
		}
		// "five to seven", "two or three"
		if e+1 < len(ws) && (ws[e].lower == "to" || ws[e].lower == "or") {
			if hi, e2, ok := lx.number(ws, e+1); ok && hi > v && lx.countable(ws, e+1, e2) {
				np.end, np.best, np.low, np.high = e2, v, v, hi
				if np.qual == "" {
					np.qual = "between"
				}
				return true, true
			}
		}
		np.end = e
		np.setBounds(v, class)
		if ws[j].lower == "one" && e == j+1 && e < len(ws) && lx.persons[ws[e].lower] {
			np.single = true
		}
		return true, true
	}
	if p, e := phraseAt(lx.vague, ws, j); p != nil {
		return true, lx.vagueQuantity(ws, p, e, class, np)
	}
	return false, false
}

// vagueQuantity fills np from the vague figure p ending at ws[e]:
// "hundreds of", "several hundred", "a few thousand", "up to dozens".
func (lx *lexicon) vagueQuantity(ws []word, p *phrase, e int, class string, np *numPhrase) bool {
	v := p.value
	text := p.text
	// "several hundred", "a few thousand"
	for e < len(ws) {
		n, ok := lx.numbers[ws[e].lower]
		if !ok || !n.scale {
			break
		}
		v *= n.value
		text += " " + ws[e].lower
		e++
	}
	if e < len(ws) && ws[e].lower == "of" {
		e++
	}
	v = min(v, maxCount)
	if e >= len(ws) {
		return false
	}
	np.end, np.vague = e, true
	np.best, np.low, np.high = v, v, 0
	if np.qual != "" {
		np.qual += " " + text
		if class == "max" || class == "under" || class == "near" {
			np.low, np.high = 0, v
		}
	} else {
		np.qual = text
	}
	return true
}

// personQuantity reads "a family of three" or one person at ws[i]: "a
// policeman", "an Afghan soldier", "another civilian", "another death";
// with "the", one person named before ("the driver").
func (lx *lexicon) personQuantity(ws []word, i int, np *numPhrase) bool {
	w := ws[i].lower
	// "a family of three"
	if (w == "a" || w == "an") && i+3 < len(ws) && ws[i+1].lower == "family" && ws[i+2].lower == "of" {
		if v, e, ok := lx.number(ws, i+3); ok && v > 1 && lx.countable(ws, i+3, e) {
			np.end, np.num = e, i+3
			np.setBounds(v, "exact")
			return true
		}
	}
	if np.qual != "" || !(w == "a" || w == "an" || w == "another" || w == "the") {
		return false
	}
	if w == "another" && i+1 < len(ws) {
		if t, _ := lx.triggerAt(ws, i+1); t != nil && t.has('N') {
			np.end, np.single = i+1, true
			np.setBounds(1, "exact")
			np.qual = "another"
			return true
		}
	}
	if w == "the" && i+1 < len(ws) && ws[i+1].lower == "other" && (i+2 >= len(ws) || !lx.crowd[ws[i+2].lower]) {
		// "one was injured and the other died"
		e := i + 2
		if e < len(ws) && lx.persons[ws[e].lower] {
			e++
		}
		np.end, np.single, np.definite = e, true, true
		np.setBounds(1, "exact")
		return true
	}
	if w == "the" {
		// "the driver", "the father", but not "the police" or "the dead".
		if e, ok := lx.singular(ws, i+1); ok && e <= i+3 && e > i+1 {
			np.end, np.single, np.definite = e, true, true
			np.setBounds(1, "exact")
			return true
		}
		return false
	}
	if e, ok := lx.singular(ws, i+1); ok {
		np.end, np.single = e, true
		np.setBounds(1, "exact")
		if w == "another" {
			np.qual = "another"
		}
		return true
	}
	return false
}

// singular reports whether a noun phrase for one person starts at ws[i]:
// up to four modifiers, then a person noun ("U.S. colonel", "48-year-old
// displaced person"). It returns the index after the person noun(s).
func (lx *lexicon) singular(ws []word, i int) (int, bool) {
	cand := -1 // end of the last person noun that may head the phrase
	for k := i; k < len(ws) && k < i+6; k++ {
		w := ws[k].lower
		if k == i && (w == "body" || w == "corpse") {
			// "a body was found": the body is the one person counted.
			return k, true
		}
		if lx.endsNP(ws, k) {
			break
		}
		switch {
		case lx.persons[w] || lx.personCompound(w):
			cand = k + 1
		case cand >= 0 && ws[k].title:
			// A name in apposition: "a soldier Ali Khan".
		case cand >= 0:
			// The person noun modified another: "a private clinic", "a
			// youth mob"; look on for the head.
			cand = -1
		}
	}
	if cand < 0 {
		return 0, false
	}
	return cand, true
}

// npEnders are words that end a noun phrase: prepositions, conjunctions.
var npEnders = map[string]bool{
	"of": true, "and": true, "or": true, "in": true, "at": true, "on": true, "by": true,
	"from": true, "with": true, "to": true, "inside": true, "outside": true, "near": true,
	"into": true, "behind": true, "under": true, "over": true, "across": true, "through": true,
	"for": true, "against": true, "within": true, "without": true, "about": true, "along": true,
	"'s": true, "'": true, ".": true, "(": true, ")": true, "[": true, "]": true, "-": true,
}

// endsNP reports whether ws[k] cannot belong to the noun phrase before it.
func (lx *lexicon) endsNP(ws []word, k int) bool {
	w := ws[k].lower
	if npEnders[w] || lx.breakers[w] || lx.aux[w] && !ws[k].caps || lx.triggers[w] != nil {
		return true
	}
	if lx.fillers[w] && w != "all" && w != "both" || strings.HasSuffix(w, "ly") && !lx.persons[w] {
		return true // adverbs: "the driver later died"
	}
	age := k+1 < len(ws) && strings.HasPrefix(ws[k+1].lower, "year")
	if determiners[w] || strings.HasSuffix(w, "ing") && !lx.persons[w] && !strings.Contains(w, "-") || isDigitWord(w) && !age {
		return true // "a vehicle transporting vegetables", "the explosion left one soldier"
	}
	if _, ok := lx.wordNumber(w); ok {
		return true
	}
	if t, _ := lx.triggerAt(ws, k); t != nil {
		return true
	}
	if u := ws[k].upos; u == "VERB" || u == "ADP" || u == "CCONJ" || u == "PUNCT" {
		return true
	}
	return w == "" || (w[0] < 'a' || w[0] > 'z') && (w[0] < '0' || w[0] > '9') && !ws[k].title
}

// countable rejects numbers that measure or date rather than count: "5
// km", "2 years", "6 May", "May 6", "in 2012", "No. 5", "12.7mm".
func (lx *lexicon) countable(ws []word, i, e int) bool {
	if e < len(ws) {
		next := ws[e].lower
		if lx.units[next] {
			// "5 km", "15 livestock", but not "two cattle thieves".
			if e+1 >= len(ws) || !strings.HasSuffix(ws[e+1].lower, "s") || lx.units[ws[e+1].lower] || lx.endsNP(ws, e+1) {
				return false
			}
		}
		if isDigitWord(ws[e-1].lower) && lx.months[next] {
			return false
		}
		if next == "-" || next == "/" || next == ":" && e+1 < len(ws) && isDigitWord(ws[e+1].lower) {
			return false
		}
	}
	if i > 0 {
		prev := ws[i-1].lower
		if isDigitWord(ws[i].lower) && (lx.months[prev] || prev == "no." || prev == "no" || prev == "number" || prev == "#" || prev == "$" || prev == "£" || prev == "€" || prev == "route" || prev == "page" || prev == "article" || prev == "section" || prev == "resolution") {
			return false
		}
		if prev == "-" || prev == "/" {
			return false
		}
		// An age after a name: "Kabul Sheikh, 27, was", "Jonti Ali (38)".
		if i > 1 && isDigitWord(ws[i].lower) && e < len(ws) && ws[i-2].title &&
			(prev == "," && ws[e].lower == "," || prev == "(" && ws[e].lower == ")") {
			return false
		}
	}
	// A bare year is a date: "in 2012", "2012 elections".
	if e == i+1 && len(ws[i].lower) == 4 && isDigitWord(ws[i].lower) {
		if y, _ := strconv.Atoi(ws[i].lower); y >= 1900 && y <= 2100 {
			return false
		}
	}
	return true
}

func isDigitWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && c != ',' && c != '.' {
			return false
		}
	}
	return true
}

// personCompound reads a hyphenated compound whose last part is a person
// noun: "sub-inspector", "co-pilot".
func (lx *lexicon) personCompound(w string) bool {
	i := strings.LastIndexByte(w, '-')
	return i > 0 && lx.persons[w[i+1:]]
}

// looseSingular reports whether a noun phrase for one thing starts at
// ws[i], for the object of a casualty verb, where the verb vouches that it
// is a person: "assassinated an economic operator". The phrase runs to the
// word before a preposition, clause break or the end, at most five words.
func (lx *lexicon) looseSingular(ws []word, i int) (int, bool) {
	if e, ok := lx.singular(ws, i); ok {
		return e, true
	}
	k := i
	for k < len(ws) && k < i+5 {
		w := ws[k].lower
		if lx.breakers[w] || w == "." || w == "of" || w == "and" || w == "or" || w == "in" || w == "at" || w == "on" ||
			w == "by" || w == "from" || w == "with" || w == "to" || w == "near" || w == "for" || w == "during" ||
			w == "(" || w == ")" || lx.aux[w] || lx.triggers[w] != nil || ws[k].upos == "ADP" || ws[k].upos == "VERB" {
			break
		}
		if w[0] < 'a' || w[0] > 'z' {
			if w[0] < 'A' || w[0] > 'Z' {
				break
			}
		}
		k++
	}
	if k == i || lx.units[ws[k-1].lower] || lx.units[ws[i].lower] {
		return 0, false // "slaughtered a lamb"; "the porter was killed a month afterwards" is a time
	}
	// Plurals are not one person ("a number of" is vague and read before).
	if h := ws[k-1].lower; strings.HasSuffix(h, "s") && !strings.HasSuffix(h, "ss") {
		return 0, false
	}
	return k, true
}

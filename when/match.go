package when

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"sitrep/doc"
)

// Directions an underspecified date can point in.
const (
	unknown = iota
	future
	past
	weakPast // only a word ending in -ed: a weaker cue
)

// Kinds of match, for the modifier classes of modifiers.txt.
const (
	kindDate = 'T' // DATE or TIME
	kindDur  = 'D' // DURATION (or a count that becomes a date: "two years ago")
	kindSet  = 'S'
)

// match is one recognised expression: tokens [i, end).
type match struct {
	end  int
	typ  string
	val  string
	kind byte
	// derived marks a value computed from an earlier expression ("a year
	// earlier" from "the third quarter"); it never becomes context itself.
	derived bool
}

type parser struct {
	lx     *lexicon
	ts     []tok
	text   string
	ref    time.Time
	hasRef bool

	// The last quarter named ("the third quarter") and its sentence: "a year
	// earlier" next to it means that quarter a year before.
	lastQ     string
	lastQSent int

	// The last date the text named, for "the next day", "that year".
	anchor string

	// The year of the last date the text named, whatever its precision
	// ("last year", "in July 2011", "the first half of the year"), and its
	// sentence: a bare month after it may be of that year. toldMonth is
	// that date's first month (13 for a week, a season: none known).
	toldYear     int
	toldMonth    int
	toldYearSent int

	// The last day the text named (a DATE or a TIME on a known day) and
	// its sentence: a clock time with no day of its own ("curfew from 7
	// pm") later in that sentence or the next falls on it.
	lastDay     string
	lastDaySent int

	// quarterWords are the indexes of the tokens "quarter" and "half", in
	// order: the quarter rule tries only near one (quarterWordNear).
	quarterWords []int

	// parse is the story's tokens, with their parse when the syntax stage
	// has run (plannedClause); nil for a text tagged on its own.
	parse []doc.Token
}

// newParser returns a parser over the tokens ts of text. Each token is
// given the phrases that start with its word, one map lookup a token
// for the five phrase lists, and the quarter rule's words are noted.
func newParser(lx *lexicon, ts []tok, text string) *parser {
	p := &parser{lx: lx, ts: ts, text: text}
	for k := range ts {
		ts[k].phrases = lx.phrases[ts[k].low]
		if ts[k].low == "quarter" || ts[k].low == "half" {
			p.quarterWords = append(p.quarterWords, k)
		}
	}
	return p
}

// noPhrases is the phrase set of a word that starts no phrase.
var noPhrases phraseSet

// phrasesAt returns the phrases that can start at token i.
func (p *parser) phrasesAt(i int) *phraseSet {
	if i < 0 || i >= len(p.ts) || p.ts[i].phrases == nil {
		return &noPhrases
	}
	return p.ts[i].phrases
}

// isAnchor reports whether v is a year, a month or a day: YYYY,
// YYYY-MM or YYYY-MM-DD (checked by hand: on a paragraph dense with dates
// the regexp it replaces took a tenth of the stage).
func isAnchor(v string) bool {
	switch len(v) {
	case 4:
		return isDigits(v)
	case 7:
		return isDigits(v[:4]) && v[4] == '-' && isDigits(v[5:])
	case 10:
		return isDigits(v[:4]) && v[4] == '-' && isDigits(v[5:7]) && v[7] == '-' && isDigits(v[8:])
	}
	return false
}

// isQuarterValue reports whether v is a quarter: YYYY-Qn, n 1 to 4.
func isQuarterValue(v string) bool {
	return len(v) == 7 && isDigits(v[:4]) && v[4:6] == "-Q" && v[6] >= '1' && v[6] <= '4'
}

// ctxQuarter returns the quarter named in the sentence of token i or the
// one before, if any.
func (p *parser) ctxQuarter(i int) string {
	if p.lastQ == "" || i >= len(p.ts) || p.ts[i].sent-p.lastQSent > 1 {
		return ""
	}
	return p.lastQ
}

func (p *parser) setRef(ref time.Time) {
	if !ref.IsZero() {
		p.ref = time.Date(ref.Year(), ref.Month(), ref.Day(), 0, 0, 0, 0, time.UTC)
		p.hasRef = true
	}
}

// run scans the tokens left to right and keeps the longest match at each
// position.
func (p *parser) run() []doc.Timex {
	var out []doc.Timex
	for i := 0; i < len(p.ts); {
		m, ok := p.matchAt(i)
		if !ok || m.end <= i {
			i++
			continue
		}
		if isQuarterValue(m.val) && !m.derived {
			p.lastQ, p.lastQSent = m.val, p.ts[i].sent
		}
		if m.typ == "DATE" && isAnchor(m.val) {
			p.anchor = m.val
		} else if m.typ == "TIME" && len(m.val) > 10 && m.val[10] == 'T' && isAnchor(m.val[:10]) {
			// "on Friday afternoon ... the next day": a time on a known
			// day anchors as its day does.
			p.anchor = m.val[:10]
		}
		if y, err := strconv.Atoi(m.val[:min(4, len(m.val))]); err == nil && len(m.val) >= 4 && (m.typ == "DATE" || m.typ == "TIME") {
			p.toldYear, p.toldMonth, p.toldYearSent = y, firstMonth(m.val), p.ts[i].sent
		}
		if (m.typ == "DATE" || m.typ == "TIME") && len(m.val) >= 10 && isAnchor(m.val[:10]) {
			p.lastDay, p.lastDaySent = m.val[:10], p.ts[i].sent
		}
		if m.val != "" && validValue(m.typ, m.val) {
			out = append(out, doc.Timex{
				Span:      doc.Span{Start: p.ts[i].start, End: p.ts[m.end-1].end},
				Type:      m.typ,
				Value:     m.val,
				Precision: precisionOf(m.typ, m.val),
			})
		}
		i = m.end
	}
	return out
}

// matchAt returns the longest expression starting at token i, with or
// without a leading modifier ("about", "early", "more than").
func (p *parser) matchAt(i int) (match, bool) {
	best, ok := p.core(i)
	for _, md := range p.phrasesAt(i).mods {
		k, found := p.words(i, md.words)
		if !found {
			continue
		}
		if k < len(p.ts) && p.ts[k].low == "-" && p.adjacent(k-1) {
			k++ // mid-1996
		}
		m, mok := p.core(k)
		if !mok || (md.class != 'A' && md.class != m.kind) {
			continue
		}
		if len(md.words) == 1 && p.isAny(k, "the", "past", "last", "next", "recent", "coming") && p.isAny(i, "under", "about", "around") {
			continue // "about the future": a preposition, not a modifier
		}
		if !ok || m.end > best.end {
			best, ok = m, true
		}
	}
	if ok {
		best = p.suffix(best)
	}
	return best, ok
}

// suffix extends a match over trailing words that belong to it ("or so").
func (p *parser) suffix(m match) match {
	if p.is(m.end, "or") && p.is(m.end+1, "so") {
		m.end += 2
	}
	return m
}

// core tries every rule at i and keeps the longest.
func (p *parser) core(i int) (match, bool) {
	if i >= len(p.ts) {
		return match{}, false
	}
	var best match
	ok := false
	try := func(m match, mok bool) {
		if mok && (!ok || m.end > best.end) {
			best, ok = m, true
		}
	}
	try(p.phrase(i))
	try(p.relative(i))
	try(p.weekday(i))
	try(p.monthDate(i))
	try(p.relMonth(i))
	try(p.numericDate(i))
	try(p.year(i))
	try(p.decade(i))
	try(p.century(i))
	try(p.quarter(i))
	try(p.season(i))
	try(p.duration(i))
	try(p.set(i))
	try(p.ordinalDay(i))
	try(p.clock(i))
	try(p.holiday(i))
	try(p.anaphoric(i))
	try(p.theYear(i))
	try(p.dayPart(i))
	return best, ok
}

// --- token helpers ---

func (p *parser) is(i int, w string) bool { return i >= 0 && i < len(p.ts) && p.ts[i].low == w }

func (p *parser) isAny(i int, ws ...string) bool {
	for _, w := range ws {
		if p.is(i, w) {
			return true
		}
	}
	return false
}

// words reports whether ws occur at i, returning the index after them.
func (p *parser) words(i int, ws []string) (int, bool) {
	for k, w := range ws {
		if !p.is(i+k, w) {
			return i, false
		}
	}
	return i + len(ws), true
}

// adjacent reports whether tokens i and i+1 touch (no space between).
func (p *parser) adjacent(i int) bool {
	return i >= 0 && i+1 < len(p.ts) && p.ts[i].end == p.ts[i+1].start
}

// skipHyphen steps over a hyphen at i ("third-quarter", "two-year").
func (p *parser) skipHyphen(i int) int {
	if p.is(i, "-") {
		return i + 1
	}
	return i
}

// skipThe steps over a determiner at i.
func (p *parser) skipThe(i int) int {
	if p.is(i, "the") {
		return i + 1
	}
	return i
}

// direction looks around tokens [i, j) in the same sentence for tense cues.
// A clause the parse tells as a plan (plannedClause) points ahead whatever
// the cues: "will" may stand too far from the date for them. Otherwise the
// nearest cue on the left wins; failing that, the nearest on the right.
func (p *parser) direction(i, j int) int {
	if i <= 0 || i > len(p.ts) {
		i = min(max(i, 0), len(p.ts))
	}
	sent := -1
	if i < len(p.ts) {
		sent = p.ts[i].sent
	}
	if p.plannedClause(i) {
		return future
	}
	// "adjourned until Monday", "postponed to
	// Sunday": the date is the one set, ahead.
	if p.isAny(i-1, "until", "till") || p.is(i-1, "to") && p.isAny(i-2, "postponed", "delayed", "moved", "adjourned", "pushed", "rescheduled", "deferred") {
		return future
	}
	for k := i - 1; k >= 0 && k >= i-10; k-- {
		if sent >= 0 && p.ts[k].sent != sent {
			break
		}
		if reporting[p.ts[k].low] {
			// "said Tuesday" dates the saying; further left, the reporting
			// verb's tense says nothing about the reported clause.
			if k >= i-2 {
				return past
			}
			break
		}
		d := p.cueOf(k)
		if d == unknown {
			continue
		}
		if (d == past || d == weakPast) && p.isAny(k-1, "be", "is", "are", "been", "being") {
			continue // "will be paid", "is expected": the auxiliary decides
		}
		return d
	}
	for k := j; k < len(p.ts) && k < j+6; k++ {
		if p.ts[k].sent != sent {
			break
		}
		// "likely to" looks ahead from its own clause: after the date it
		// speaks of what follows ("the toll from Monday's blast is likely
		// to rise"), not of the date.
		if p.ts[k].low == "likely" {
			continue
		}
		if d := p.cueOf(k); d != unknown {
			return d
		}
	}
	return unknown
}

// plannedClause reports whether the time at unit i is told as a plan
// by the parse: its clause's verb has "will" or "shall" ("the envoys
// will gather at a lakeside hotel in the north on Wednesday", "the unions
// will call a strike on April 16", however far the modal stands from the
// date), or it is a passive infinitive that modifies a noun or a clause
// ("a summit to be held in the capital on Friday", "preparing for the measures
// to be voted on Thursday"). Its day lies ahead whatever the tense of the
// sentence around it. An active infinitive is not enough: "a deal to avoid
// an assault in September", "in no position to vote on Monday" tell a
// past day as often as a plan's, and a purpose or complement infinitive
// ("used teargas to disperse the crowd on Friday", "declined to comment
// on Monday") hangs from a past verb. It needs the parse: for a text
// tagged without one it reports false.
func (p *parser) plannedClause(i int) bool {
	if i < 0 || i >= len(p.ts) || p.ts[i].word < 0 || p.ts[i].word >= len(p.parse) {
		return false
	}
	k := p.ts[i].word
	for range 3 {
		h := p.parse[k].Head
		if h < 0 || h >= len(p.parse) {
			return false
		}
		if u := p.parse[h].UPOS; u == "VERB" || u == "AUX" {
			rel := p.parse[h].Rel
			return p.futureModal(h) || (rel == "acl" || rel == "advcl") && p.infinitive(h) && p.passive(h)
		}
		k = h
	}
	return false
}

// futureModal reports whether verb h of the parse has a future
// auxiliary for one: a cue of kind modal in cues.txt ("will", "shall").
func (p *parser) futureModal(h int) bool {
	return p.childBefore(h, 6, "aux", func(w string) bool { return p.lx.futureAux[w] })
}

// infinitive reports whether verb h of the parse is marked by "to".
func (p *parser) infinitive(h int) bool {
	return p.childBefore(h, 4, "mark", func(w string) bool { return w == "to" })
}

// passive reports whether verb h of the parse has a passive auxiliary
// ("to be held").
func (p *parser) passive(h int) bool { return p.childBefore(h, 3, "aux:pass", nil) }

// childBefore reports whether one of the n words before verb h of the
// parse hangs on it by relation rel and, unless accept is nil, has a
// form (by doc.LowForm) that accept accepts. Only the few words before the
// verb are read: its auxiliaries and its "to" stand there.
func (p *parser) childBefore(h, n int, rel string, accept func(low string) bool) bool {
	for k := max(0, h-n); k < h; k++ {
		w := p.parse[k]
		if w.Head == h && w.Rel == rel && (accept == nil || accept(doc.LowForm(w.Form))) {
			return true
		}
	}
	return false
}

// reporting verbs end the left-hand search for a tense cue.
var reporting = map[string]bool{"said": true, "says": true, "told": true, "say": true, "added": true, "announced": true, "reported": true}

func (p *parser) cueOf(k int) int {
	w := p.ts[k].low
	switch {
	case w == "set" && p.isAny(k+1, "to", "for"):
		return future // "set to resume Monday"
	case w == "to" && p.isAny(k-1, "is", "are"):
		return future // "is to resume trading Tuesday"
	case w == "to" && p.isAny(k-1, "was", "were"):
		// "held an hour before they were to catch a ferry on Friday": a
		// plan told in the past may already have passed, so the tense
		// further left decides.
		return unknown
	case w == "likely" && p.is(k+1, "to"):
		return future // "the port is likely to reopen", "likely to vote Friday"
	}
	if d, ok := p.lx.cues[w]; ok {
		return d
	}
	if len(w) >= 5 && strings.HasSuffix(w, "ed") && !p.lx.notPast[w] && isLetters(w) {
		return weakPast
	}
	return unknown
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// --- values ---

func fmtDay(t time.Time) string { return t.Format("2006-01-02") }

func fmtWeek(t time.Time) string {
	y, w := t.ISOWeek()
	return fmt.Sprintf("%04d-W%02d", y, w)
}

func fmtMonth(y, m int) string { return fmt.Sprintf("%04d-%02d", y, m) }

func fmtYear(y int) string { return fmt.Sprintf("%04d", y) }

// shift moves the reference date by n units and formats it at that unit.
func (p *parser) shift(unit string, n int) string {
	r := p.ref
	switch unit {
	case "D":
		return fmtDay(r.AddDate(0, 0, n))
	case "W":
		return fmtWeek(r.AddDate(0, 0, 7*n))
	case "F":
		return fmtWeek(r.AddDate(0, 0, 14*n))
	case "M":
		t := time.Date(r.Year(), r.Month()+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
		return fmtMonth(t.Year(), int(t.Month()))
	case "Q":
		q := (int(r.Month())-1)/3 + n
		y := r.Year() + floorDiv(q, 4)
		return fmt.Sprintf("%04d-Q%d", y, q-4*floorDiv(q, 4)+1)
	case "Y":
		return fmtYear(r.Year() + n)
	case "E":
		return fmt.Sprintf("%03d", r.Year()/10+n)
	case "C":
		return fmt.Sprintf("%02d", r.Year()/100+n)
	case "L":
		return fmt.Sprintf("%d", r.Year()/1000+n)
	}
	return ""
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// validDate reports whether y-m-d is a real calendar date.
func validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 || y < 1 || y > 9999 {
		return false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t.Day() == d && int(t.Month()) == m
}

// --- rules ---

// phrase matches the fixed phrases of refs.txt.
func (p *parser) phrase(i int) (match, bool) {
	for _, r := range p.phrasesAt(i).refs {
		if k, ok := p.words(i, r.words); ok {
			kind := byte(kindDate)
			switch r.typ {
			case "SET":
				kind = kindSet
			case "DURATION":
				kind = kindDur
			}
			// "daily newspaper", "annually reported": adjectives, not sets
			if r.typ == "SET" && len(r.words) == 1 && k < len(p.ts) && !setFollowers[p.ts[k].low] && isLetters(p.ts[k].low) {
				continue
			}
			// "future earnings", "recent sales": adjectives of things, rarely
			// times; "as soon as" and "soon after" are conjunctions
			if len(r.words) == 1 && (r.words[0] == "future" || r.words[0] == "recent") && k < len(p.ts) && isLetters(p.ts[k].low) && p.ts[k].low != "and" && p.ts[k].low != "or" {
				continue
			}
			if r.words[0] == "soon" && len(r.words) == 1 && (p.is(i-1, "as") || p.isAny(k, "after", "as")) {
				continue
			}
			// "the past few weeks" is a duration, not "the past".
			if r.value == "PAST_REF" && r.words[len(r.words)-1] == "past" && p.startsCount(k) {
				continue
			}
			return match{end: k, typ: r.typ, val: r.value, kind: kind}, true
		}
	}
	return match{}, false
}

// setFollowers may follow an adverb like "daily" that is a set.
var setFollowers = map[string]bool{"and": true, "or": true, "but": true, "in": true, "on": true, "at": true,
	"for": true, "to": true, "since": true, "until": true, "with": true, "by": true, "from": true, "the": true,
	"a": true, "an": true, "as": true, "during": true, "through": true, "over": true, "after": true, "before": true}

// startsCount reports whether a number or unit word begins at i.
func (p *parser) startsCount(i int) bool {
	if _, _, ok := p.number(i); ok {
		return true
	}
	_, ok := p.unitAt(i)
	return ok
}

// relative matches relative.txt phrases, plus a part of the day after a day
// phrase ("yesterday morning"), and the weekend.
func (p *parser) relative(i int) (match, bool) {
	if m, ok, done := p.relPhrase(i); done {
		return m, ok
	}
	return p.weekend(i)
}

// relPhrase matches the relative.txt phrases at i. Its last result, done,
// is false when no phrase decided, so that the weekend is tried.
func (p *parser) relPhrase(i int) (match, bool, bool) {
	for _, r := range p.phrasesAt(i).rel {
		k, ok := p.words(i, r.words)
		if !ok {
			continue
		}
		if p.inName(i, k) {
			return match{}, false, true // "USA Today", ABC's "This Week"
		}
		if !p.hasRef {
			return match{end: k}, true, true // recognised, but no value without a date
		}
		m := match{end: k, typ: r.typ, val: p.shift(r.unit, r.off), kind: kindDate}
		if r.tod != "" {
			m.val += r.tod
		} else if r.unit == "D" && k < len(p.ts) {
			if code, ok := p.lx.dayparts[p.ts[k].low]; ok {
				m.end, m.typ, m.val = k+1, "TIME", m.val+"T"+code
			}
		}
		if r.unit == "Q" && p.is(k, "of") {
			return match{}, false, true // "the quarter of the city"
		}
		if len(r.words) == 2 && r.words[0] == "the" && (r.words[1] == "day" || r.words[1] == "week") &&
			p.isAny(k, "of", "when", "that", "where", "which", "before", "after", "-") {
			continue // "the day of the attack" names another day
		}
		return m, true, true
	}
	return match{}, false, false
}

// weekend matches "the weekend", "last weekend", "this coming weekend":
// the one just past unless the clause points ahead.
func (p *parser) weekend(i int) (match, bool) {
	if !p.is(i+1, "weekend") && !p.is(i+2, "weekend") {
		return match{}, false // every form below has it second or third
	}
	j := i
	dir := unknown
	switch {
	case p.isAny(i, "this", "the") && p.is(i+1, "weekend"):
		j = i + 2
	case p.isAny(i, "last", "past") && p.is(i+1, "weekend"):
		j, dir = i+2, past
	case p.is(i, "this") && p.is(i+1, "past") && p.is(i+2, "weekend"):
		j, dir = i+3, past
	case p.is(i, "the") && p.isAny(i+1, "past", "last") && p.is(i+2, "weekend"):
		j, dir = i+3, past
	case p.isAny(i, "next", "coming") && p.is(i+1, "weekend"):
		j, dir = i+2, future
	case p.is(i, "the") && p.isAny(i+1, "next", "coming") && p.is(i+2, "weekend"):
		j, dir = i+3, future
	default:
		return match{}, false
	}
	if !p.hasRef {
		return match{end: j}, true
	}
	if dir == unknown {
		dir = p.direction(i, j)
	}
	wd := isoWeekday(p.ref)
	var sat time.Time
	switch {
	case wd >= 6:
		sat = p.ref.AddDate(0, 0, 6-wd)
	case dir == future:
		sat = p.ref.AddDate(0, 0, 6-wd)
	default:
		sat = p.ref.AddDate(0, 0, -wd-1)
	}
	return match{end: j, typ: "DATE", val: fmtWeek(sat) + "-WE", kind: kindDate}, true
}

func isoWeekday(t time.Time) int {
	wd := int(t.Weekday())
	if wd == 0 {
		return 7
	}
	return wd
}

// inName reports whether tokens [i, k) read as part of a title or name:
// every word capitalised and, for one word, a word or a possessive before
// it in its sentence ("USA Today", "told BBC Radio 4's Today programme",
// "Lewis told Today"): mid-sentence, after no punctuation or quote, a
// capital names a programme or a paper, not the day.
func (p *parser) inName(i, k int) bool {
	for j := i; j < k; j++ {
		if !p.ts[j].cap {
			return false
		}
	}
	if i == 0 || p.ts[i-1].sent != p.ts[i].sent {
		return false
	}
	if k-i > 1 {
		return !p.isAny(i-1, ".", ",", ";", ":")
	}
	prev := p.ts[i-1]
	return !prev.dot && (isLetters(prev.low) || prev.low == "'s")
}

// weekdayAt returns the weekday number of a weekday name at i; plural
// reports "Mondays".
func (p *parser) weekdayAt(i int) (wd int, plural bool, ok bool) {
	if i >= len(p.ts) {
		return 0, false, false
	}
	t := p.ts[i]
	w := t.low
	if n, found := p.lx.weekdays[w]; found {
		if len(w) < 6 && !(t.cap && t.dot) {
			return 0, false, false // "sun", "sat", "wed" are words
		}
		return n, false, true
	}
	if strings.HasSuffix(w, "s") && len(w) > 6 {
		if n, found := p.lx.weekdays[w[:len(w)-1]]; found {
			return n, true, true
		}
	}
	return 0, false, false
}

// weekday matches [last|next|this [coming]] Weekday [, Month Day [, Year]]
// [part of day], and plural weekdays as sets.
func (p *parser) weekday(i int) (match, bool) {
	j, dir, strict := p.weekdayPointer(i)
	wd, plural, ok := p.weekdayAt(j)
	if !ok {
		return match{}, false
	}
	j++
	if plural {
		m := match{end: j, typ: "SET", val: fmt.Sprintf("XXXX-WXX-%d", wd), kind: kindSet}
		if code, ok := p.lx.dayparts[p.low(j)]; ok {
			m.end, m.val = j+1, m.val+"T"+code
		}
		return m, true
	}
	if m, ok := p.weekdayDate(j, wd); ok {
		return m, true
	}
	if !p.hasRef {
		return match{end: j, typ: "DATE", val: fmt.Sprintf("XXXX-WXX-%d", wd), kind: kindDate}, true
	}
	if dir == unknown {
		dir = p.direction(i, j)
	}
	d := p.weekdayDay(j, wd, dir, strict)
	m := match{end: j, typ: "DATE", val: fmtDay(d), kind: kindDate}
	if code, ok := p.lx.dayparts[p.low(j)]; ok {
		if strings.HasSuffix(p.low(j), "s") {
			// "Tuesday nights": every Tuesday night
			return match{end: j + 1, typ: "SET", val: fmt.Sprintf("XXXX-WXX-%dT%s", wd, code), kind: kindSet}, true
		}
		m.end, m.typ, m.val = j+1, "TIME", m.val+"T"+code
	}
	return m, true
}

// weekdayPointer reads the words before a weekday at i that point its way
// ("last", "the previous", "this coming", "next"): it returns the token of
// the weekday, the direction, and whether the pointer is strict (a "last
// Friday" told on a Friday is a week back, not that day).
func (p *parser) weekdayPointer(i int) (j, dir int, strict bool) {
	j, dir = i, unknown
	switch {
	case p.is(j, "last") || (p.is(j, "the") && p.isAny(j+1, "previous", "past")):
		dir, strict = past, true
		if p.is(j, "the") {
			j++
		}
		j++
	case p.is(j, "this") && p.isAny(j+1, "past"):
		dir, j = past, j+2
	case p.is(j, "this") && p.isAny(j+1, "coming"):
		dir, j = future, j+2
	case p.isAny(j, "next", "coming") || (p.is(j, "the") && p.isAny(j+1, "next", "following", "coming")):
		dir, strict = future, true
		if p.is(j, "the") {
			j++
		}
		j++
	case p.is(j, "this"):
		dir, j = future, j+1
	}
	return j, dir, strict
}

// weekdayDate reads a date told after a weekday that ends before token j,
// which settles it: "Saturday, April 25". With no year given it takes the
// nearest year in which the day falls on weekday wd ("Sunday, Oct. 4").
func (p *parser) weekdayDate(j, wd int) (match, bool) {
	k := j
	if p.is(k, ",") {
		k++
	}
	m, ok := p.monthDate(k)
	if !ok || m.typ != "DATE" || len(m.val) != 10 {
		return match{}, false
	}
	if _, explicit := p.yearAt(m.end - 1); !explicit && isDigits(m.val[:4]) {
		y, mo, d := atoiDigits(m.val[:4]), atoiDigits(m.val[5:7]), atoiDigits(m.val[8:10])
		for _, dy := range []int{0, -1, 1} {
			if validDate(y+dy, mo, d) && isoWeekday(time.Date(y+dy, time.Month(mo), d, 0, 0, 0, 0, time.UTC)) == wd {
				m.val = fmt.Sprintf("%04d-%02d-%02d", y+dy, mo, d)
				break
			}
		}
	}
	return m, true
}

// weekdayDay resolves weekday wd, told before token j, against the
// reference date: in the week a following word names ("on Wednesday last
// week"), else the nearest such day the direction points to.
func (p *parser) weekdayDay(j, wd, dir int, strict bool) time.Time {
	rw := isoWeekday(p.ref)
	if wk := p.weekAfter(j); wk != 0 {
		return p.ref.AddDate(0, 0, 7*wk+wd-rw)
	}
	if dir == future {
		delta := (wd - rw + 7) % 7
		if delta == 0 && strict {
			delta = 7
		}
		return p.ref.AddDate(0, 0, delta)
	}
	delta := (rw - wd + 7) % 7
	if delta == 0 && strict {
		delta = 7
	}
	return p.ref.AddDate(0, 0, -delta)
}

func atoiDigits(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func (p *parser) low(i int) string {
	if i < 0 || i >= len(p.ts) {
		return ""
	}
	return p.ts[i].low
}

// monthAt returns the month number of a month name at i.
func (p *parser) monthAt(i int) (int, bool) {
	if i >= len(p.ts) {
		return 0, false
	}
	t := p.ts[i]
	m, ok := p.lx.months[t.low]
	if !ok {
		return 0, false
	}
	// Short forms must look like abbreviations ("Feb.", "Sept"), and the
	// names that are also ordinary words ("may", "march") must be
	// capitalised or told as months by their neighbours (lowerMonth).
	if len(t.low) <= 4 && t.low != "may" && t.low != "june" && t.low != "july" && !t.cap {
		return 0, false
	}
	if (t.low == "may" || t.low == "march" || t.low == "august") && !t.cap && !p.lowerMonth(i) {
		return 0, false
	}
	return m, true
}

// lowerMonth reports whether a month name at i that is also a word
// ("may", "march", "august"), written in lower case as lower-cased texts
// and police notes write them, is told as a month: a year follows it
// ("since may 2001"), or it stands with a day in figures after "on" ("on
// march 12", "on 12 may", "on the 3rd of august"), where the verb and the
// noun do not ("a march 2 km long", "they may 5 times"), nor an auxiliary
// with a verb after it ("on 12 may be freed"), which the parse tells.
// Other words before the day ("till march 15", "its march 15 rally") are
// left out: with them, even with the parse joining day and month, one
// more dated event of the article gold's check half went wrong.
func (p *parser) lowerMonth(i int) bool {
	if _, ok := p.yearAt(i + 1); ok {
		return true
	}
	if d, ok := p.dayNumber(i + 1); ok && d >= 1 && d <= 31 {
		return p.is(i-1, "on")
	}
	k := i - 1
	if p.is(k, "of") {
		k--
	}
	if d, ok := p.dayNumber(k); !ok || d < 1 || d > 31 {
		return false
	}
	if p.is(k-1, "the") {
		k--
	}
	return p.is(k-1, "on") && !p.verbAt(i+1)
}

// verbAt reports whether the parse tags the word of token i a verb or an
// auxiliary; false for a text tagged without a parse.
func (p *parser) verbAt(i int) bool {
	if i < 0 || i >= len(p.ts) || p.ts[i].word < 0 || p.ts[i].word >= len(p.parse) {
		return false
	}
	u := p.parse[p.ts[i].word].UPOS
	return u == "VERB" || u == "AUX"
}

// dayAt reads a day of the month at i: 23, 23rd, twenty-third.
func (p *parser) dayAt(i int) (d, end int, ok bool) {
	if i >= len(p.ts) {
		return 0, i, false
	}
	if n, ok := p.dayNumber(i); ok {
		return n, i + 1, true
	}
	if n, e, ok := p.ordinalWord(i); ok {
		return n, e, true
	}
	return 0, i, false
}

// dayNumber reads a day of the month written in figures at i: 23, 23rd
// (DayFigure).
func (p *parser) dayNumber(i int) (int, bool) {
	if i < 0 || i >= len(p.ts) {
		return 0, false
	}
	return DayFigure(p.ts[i].low)
}

// ordinalSuffix parses "23rd", "1st".
func ordinalSuffix(w string) (int, bool) {
	if len(w) < 3 {
		return 0, false
	}
	if !doc.OrdinalEnding(w[len(w)-2:]) {
		return 0, false
	}
	if !isDigits(w[:len(w)-2]) || len(w) > 6 {
		return 0, false
	}
	n, err := strconv.Atoi(w[:len(w)-2])
	return n, err == nil
}

// ordinalWord parses "fifth", "twenty-third", "twenty third".
func (p *parser) ordinalWord(i int) (n, end int, ok bool) {
	if i >= len(p.ts) {
		return 0, i, false
	}
	if o, found := p.lx.ordinals[p.ts[i].low]; found {
		return o, i + 1, true
	}
	if tens, found := p.lx.numbers[p.ts[i].low]; found && tens >= 20 && tens <= 90 && tens%10 == 0 {
		k := p.skipHyphen(i + 1)
		if o, found := p.lx.ordinals[p.low(k)]; found && o < 10 {
			return tens + o, k + 1, true
		}
	}
	return 0, i, false
}

// yearAt reads a four-digit year at i.
func (p *parser) yearAt(i int) (int, bool) {
	if i >= len(p.ts) {
		return 0, false
	}
	t := p.ts[i]
	if t.ndigits == 4 && t.num >= 1000 && t.num <= 2199 {
		return t.num, true
	}
	return 0, false
}

// resolveYear picks the year of a month (and day) given without one:
// the reference year, or the one before or after when the clause points
// that way or the date is much nearer there.
func (p *parser) resolveYear(m, d int, dir int) int {
	ry := p.ref.Year()
	bare := d == 0
	if bare {
		d = 1
		if m == int(p.ref.Month()) {
			return ry
		}
	}
	// A bare month leans further to the past than a full date.
	bias := 1.5
	if bare {
		bias = 2
	}
	best, bestCost := ry, -1.0
	for _, y := range []int{ry - 1, ry, ry + 1} {
		dd := d
		if !validDate(y, m, dd) {
			dd = 28
		}
		t := time.Date(y, time.Month(m), dd, 0, 0, 0, 0, time.UTC)
		days := t.Sub(p.ref).Hours() / 24
		// News leans to the past; a tense cue leans harder its own way.
		var cost float64
		if days >= 0 {
			cost = days * bias
			switch dir {
			case past:
				cost *= 10
			case weakPast:
				cost *= 4
			}
		} else {
			cost = -days
			if dir == future {
				cost *= 10
			}
		}
		if bestCost < 0 || cost < bestCost || (cost == bestCost && y < best) {
			best, bestCost = y, cost
		}
	}
	return best
}

// monthDate matches Month Day[,] [Year], Day Month [Year], Month [of] Year,
// "the 23rd of February", and a bare month, optionally followed by
// "last year", "this year" or "next year".
func (p *parser) monthDate(i int) (match, bool) {
	day, mo, j, ok := p.monthDay(i)
	if !ok {
		return match{}, false
	}
	year, j, ok := p.monthYear(i, j, day)
	if !ok {
		return match{}, false
	}
	if year == 0 && !p.hasRef {
		if day == 0 {
			return match{end: j, typ: "DATE", val: fmt.Sprintf("XXXX-%02d", mo), kind: kindDate}, true
		}
		if !validDate(2000, mo, day) { // leap year: Feb 29 is possible
			return match{}, false
		}
		return match{end: j, typ: "DATE", val: fmt.Sprintf("XXXX-%02d-%02d", mo, day), kind: kindDate}, true
	}
	if year == 0 {
		year = p.monthDateYear(i, j, mo, day)
	}
	if day > 0 {
		if !validDate(year, mo, day) {
			return match{}, false
		}
		return match{end: j, typ: "DATE", val: fmt.Sprintf("%04d-%02d-%02d", year, mo, day), kind: kindDate}, true
	}
	return match{end: j, typ: "DATE", val: fmtMonth(year, mo), kind: kindDate}, true
}

// monthDay reads the month, and the day if one is told, of a date at i:
// day first ("23 February", "the 23rd of February") or month first ("May
// 12"; "May 2012" is a month and its year). It returns the day (0 for
// none), the month, the token after them, and whether a month is there.
func (p *parser) monthDay(i int) (day, mo, j int, ok bool) {
	if d, e, dok := p.dayAt(p.skipThe(i)); dok {
		k := e
		if p.is(k, "of") {
			k++
		}
		if m, mok := p.monthAt(k); mok {
			day, mo, j = d, m, k+1
			return day, mo, j, day >= 1 && day <= 31
		}
	}
	m, mok := p.monthAt(i)
	if !mok {
		return 0, 0, i, false
	}
	mo, j = m, i+1
	if d, e, dok := p.dayAt(j); dok && !p.isUnitAt(e) {
		// "May 2012" is month and year, not day 20.
		if _, isYear := p.yearAt(j); !isYear {
			day, j = d, e
		}
	}
	return day, mo, j, day == 0 || day >= 1 && day <= 31
}

// monthYear reads the year told after the month (and day) of a date at i
// that end before token j: "Feb. 23, 2012", "August 1988", "August of
// 1988", a spoken year, or a year word ("March last year"). It returns the
// year (0 for none told), the token after the date, and false where the
// words are no date: a bare month with no reason to be one (a verb, a
// name), or a year word with no reference year to count from.
func (p *parser) monthYear(i, j, day int) (year, next int, ok bool) {
	k := j
	if p.is(k, ",") || (day == 0 && p.is(k, "of")) {
		k++
	}
	if y, yok := p.yearAt(k); yok {
		year, j = y, k+1
	} else if y, e, sok := p.spokenYear(k); sok && day == 0 {
		year, j = y, e
	} else if day == 0 && !p.bareMonthOK(i, k) {
		// A bare month needs a reason to be a month, not a verb or a
		// name (bareMonthOK).
		return 0, j, false
	}
	if rel, end, commaed, found := p.toldYearAfter(j, day); year == 0 && found {
		switch {
		case p.hasRef:
			year, j = p.ref.Year()+rel, end
		case !commaed:
			return 0, j, false // "March last year" with no year to count from
		}
		// With no reference date a year set off by commas is left out,
		// and the day is read without it.
	}
	return year, j, true
}

// monthDateYear resolves the year of a month (and day) told at i..j
// without one, from the reference date and the way the clause points.
func (p *parser) monthDateYear(i, j, mo, day int) int {
	dir := p.direction(i, j)
	if p.isAny(i-1, "last", "past") {
		dir = past
	}
	year := p.resolveYear(mo, day, dir)
	if y := p.yearTold(i); day == 0 && y == p.ref.Year()-1 && year == p.ref.Year() && mo >= p.toldMonth {
		// "the mill shut last year and reopened in May": the month
		// of the year just named.
		year = y
	}
	return year
}

// toldYearAfter reads a year a word tells after the month (and day) that
// end before token j: "March last year", or, set off by commas after a
// day, "on 4 May, next year, the ..." (the year word would else be left
// as a timex of its own and the day put in the wrong year). It returns the
// year's offset from the reference year, the token after the year word,
// whether commas set it off, and whether there is one.
func (p *parser) toldYearAfter(j, day int) (rel, end int, commaed, found bool) {
	if day > 0 && p.is(j, ",") {
		if k, r := p.yearWord(j + 1); k > j+1 && p.isAny(k, ",", ".", ";") {
			return r, k, true, true
		}
	}
	if k, r := p.yearWord(j); r != 0 || k > j {
		return r, k, false, true
	}
	return 0, j, false, false
}

// yearTold returns the year of the date the text named last, in the
// sentence of token i or the one before; 0 for none.
func (p *parser) yearTold(i int) int {
	if p.toldYear == 0 || i >= len(p.ts) || p.ts[i].sent-p.toldYearSent > 1 {
		return 0
	}
	return p.toldYear
}

// firstMonth returns the first month of the period a DATE or TIME value
// names: 1 for a year, the quarter's or half's first month, the month of
// a month or day; 13 for any other (a week, a season), which no month
// follows in its year for certain.
func firstMonth(val string) int {
	if len(val) == 4 {
		return 1
	}
	if len(val) < 7 || val[4] != '-' {
		return 13
	}
	if mo, err := strconv.Atoi(val[5:7]); err == nil && mo >= 1 && mo <= 12 {
		return mo
	}
	if n, err := strconv.Atoi(val[6:7]); err == nil && len(val) == 7 {
		switch val[5] {
		case 'Q':
			return 3*n - 2
		case 'H':
			return 6*n - 5
		}
	}
	return 13
}

// relMonth matches "last April", "next May 5", "this September".
func (p *parser) relMonth(i int) (match, bool) {
	if !p.isAny(i, "last", "next", "this") {
		return match{}, false
	}
	mo, ok := p.monthAt(i + 1)
	if !ok {
		return match{}, false
	}
	m, ok := p.monthDate(i + 1)
	if !ok {
		return match{}, false
	}
	if len(m.val) == 7 && p.hasRef && isDigits(m.val[:4]) && m.end == i+2 {
		y, rm := p.ref.Year(), int(p.ref.Month())
		switch p.low(i) {
		case "last":
			if mo >= rm {
				y--
			}
		case "next":
			if mo <= rm {
				y++
			}
		}
		m.val = fmtMonth(y, mo)
	}
	return m, true
}

// yearWord matches "last year", "this year", "next year" after a month; k
// is the index after it and rel the year offset.
func (p *parser) yearWord(i int) (k, rel int) {
	switch {
	case p.is(i, "last") && p.is(i+1, "year"):
		return i + 2, -1
	case p.is(i, "this") && p.is(i+1, "year"):
		return i + 2, 0
	case p.is(i, "next") && p.is(i+1, "year"):
		return i + 2, 1
	}
	return i, 0
}

// bareMonthOK reports whether a month name standing alone at i reads as a
// date: a full name other than May and March, any name after a
// preposition or determiner that takes a date, or any name with a year
// word at next, the token after it and after a comma or "of" that follows
// it ("March, last year"). A comma alone is no reason: "Senator Ada May,
// asked about the vote, ..." names a person.
func (p *parser) bareMonthOK(i, next int) bool {
	w := p.ts[i].low
	if p.isAny(i-1, "in", "since", "until", "till", "by", "last", "next", "this", "early", "late", "mid", "-", "of", "through", "from", "to", "during", "before", "after", "and", "or", "between", "each", "every", "past") {
		return true
	}
	if len(w) <= 4 || w == "may" || w == "march" {
		return p.yearWordFollows(next)
	}
	return true
}

func (p *parser) yearWordFollows(i int) bool {
	k, rel := p.yearWord(i)
	return k > i || rel != 0
}

// isUnitAt reports whether a time unit word is at i ("May 5 years" is not a
// date).
func (p *parser) isUnitAt(i int) bool {
	_, ok := p.unitAt(i)
	return ok
}

// numericDate matches 2012-02-25 and 02/25/2012.
func (p *parser) numericDate(i int) (match, bool) {
	if i+4 >= len(p.ts) {
		return match{}, false
	}
	a, b, c := p.ts[i], p.ts[i+2], p.ts[i+4]
	sep := p.ts[i+1].low
	if (sep != "-" && sep != "/") || p.ts[i+3].low != sep || a.num < 0 || b.num < 0 || c.num < 0 {
		return match{}, false
	}
	for k := i; k < i+4; k++ {
		if !p.adjacent(k) {
			return match{}, false
		}
	}
	var y, m, d int
	switch {
	case sep == "-" && a.ndigits == 4 && b.ndigits <= 2 && c.ndigits <= 2:
		y, m, d = a.num, b.num, c.num
	case sep == "/" && a.ndigits <= 2 && b.ndigits <= 2 && c.ndigits == 4:
		y, m, d = c.num, a.num, b.num
	case sep == "/" && a.ndigits <= 2 && b.ndigits <= 2 && c.ndigits == 2:
		y, m, d = 1900+c.num, a.num, b.num
		if y < 1950 {
			y += 100
		}
	default:
		return match{}, false
	}
	if !validDate(y, m, d) {
		return match{}, false
	}
	return match{end: i + 5, typ: "DATE", val: fmt.Sprintf("%04d-%02d-%02d", y, m, d), kind: kindDate}, true
}

// notYearBefore and notYearAfter are neighbours that make a four-digit
// number a count or a label rather than a year.
var notYearBefore = map[string]bool{"$": true, "€": true, "£": true, "#": true, "no": true, "number": true, "route": true,
	"flight": true, "highway": true, "page": true, "pages": true, "article": true, "resolution": true, "room": true,
	"model": true, "about": true, "some": true, "nearly": true, "almost": true, "over": true, "than": true, "of": false}
var notYearAfter = map[string]bool{"%": true, "percent": true, "people": true, "troops": true, "soldiers": true,
	"members": true, "men": true, "women": true, "children": true, "feet": true, "meters": true, "metres": true,
	"miles": true, "km": true, "kilometers": true, "kilometres": true, "points": true, "shares": true, "dollars": true,
	"tons": true, "tonnes": true, "units": true, "cars": true, "homes": true, "houses": true, "jobs": true, "workers": true,
	"employees": true, "deaths": true, "gmt": true, "utc": true, "local": true, "hours": true, "hrs": true, "cases": true, "votes": true, "seats": true, "killed": true, "dead": true}

// year matches a four-digit year, "fiscal 1989", "the year 2000" and
// spoken years ("nineteen ninety-six").
func (p *parser) year(i int) (match, bool) {
	j := i
	fiscal := false
	if p.is(j, "fiscal") || (p.is(j, "the") && p.is(j+1, "year")) {
		fiscal = p.is(j, "fiscal")
		j += 1 + boolInt(!fiscal)
	}
	if y, ok := p.yearAt(j); ok {
		if !fiscal && j == i {
			if notYearBefore[p.low(i-1)] || notYearAfter[p.low(i+1)] {
				return match{}, false
			}
			// part of a bigger number or a score: "1,998", "1998-2000" handled as two years
			if p.is(i+1, ":") || (p.is(i-1, ".") && p.adjacent(i-1)) {
				return match{}, false
			}
		}
		return match{end: j + 1, typ: "DATE", val: fmtYear(y), kind: kindDate}, true
	}
	if y, e, ok := p.spokenYear(j); ok {
		return match{end: e, typ: "DATE", val: fmtYear(y), kind: kindDate}, true
	}
	return match{}, false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// spokenYear reads "nineteen ninety-six", "two thousand", "two thousand
// and eight".
func (p *parser) spokenYear(i int) (int, int, bool) {
	hi, ok := p.lx.numbers[p.low(i)]
	if !ok {
		return 0, i, false
	}
	if hi >= 11 && hi <= 20 {
		k := i + 1
		tens, ok := p.lx.numbers[p.low(k)]
		if !ok || tens < 10 || tens > 90 || (tens >= 20 && tens%10 != 0) {
			return 0, i, false
		}
		y := hi*100 + tens
		k++
		if tens >= 20 {
			k2 := p.skipHyphen(k)
			if u, ok := p.lx.numbers[p.low(k2)]; ok && u >= 1 && u <= 9 && p.low(k2) != "a" && p.low(k2) != "an" {
				y += u
				k = k2 + 1
			}
		}
		return y, k, true
	}
	if hi == 2 && p.is(i+1, "thousand") {
		y, k := 2000, i+2
		k2 := k
		if p.is(k2, "and") {
			k2++
		}
		if u, e, ok := p.cardinal(k2); ok && u < 100 {
			y, k = 2000+u, e
		}
		return y, k, true
	}
	return 0, i, false
}

// decade matches "the 1990s", "the '80s", "the nineties".
func (p *parser) decade(i int) (match, bool) {
	j := p.skipThe(i)
	if j >= len(p.ts) {
		return match{}, false
	}
	w := p.ts[j].low
	switch {
	case len(w) == 5 && isDigits(w[:4]) && w[3] == '0' && w[4] == 's':
		return match{end: j + 1, typ: "DATE", val: w[:3], kind: kindDate}, true
	case len(w) == 4 && (w[0] == '\'' || strings.HasPrefix(w, "’")) && w[3] == 's' && isDigits(w[1:3]) && w[2] == '0':
		d := int(w[1] - '0')
		c := 19
		if p.hasRef && d*10 <= p.ref.Year()%100 && p.ref.Year() >= 2000 {
			c = 20
		}
		return match{end: j + 1, typ: "DATE", val: fmt.Sprintf("%d%d", c, d), kind: kindDate}, true
	}
	if d, ok := p.lx.decades[w]; ok && j > i {
		c := 19
		if p.hasRef && d*10 <= p.ref.Year()%100 && p.ref.Year() >= 2000 {
			c = 20
		}
		return match{end: j + 1, typ: "DATE", val: fmt.Sprintf("%d%d", c, d), kind: kindDate}, true
	}
	return match{}, false
}

// century matches "the 20th century", "the twentieth century".
func (p *parser) century(i int) (match, bool) {
	j := p.skipThe(i)
	n, e, ok := 0, j, false
	if j < len(p.ts) {
		if v, sok := ordinalSuffix(p.ts[j].low); sok {
			n, e, ok = v, j+1, true
		} else {
			n, e, ok = p.ordinalWord(j)
		}
	}
	if !ok || n < 1 || n > 30 {
		return match{}, false
	}
	e = p.skipHyphen(e)
	if !p.isAny(e, "century") {
		return match{}, false
	}
	return match{end: e + 1, typ: "DATE", val: fmt.Sprintf("%02d", n-1), kind: kindDate}, true
}

// quarterYear is the year a quarter or half is told in: a year written
// ("1998", "the 1988 third quarter") or one counted from the reference
// ("this year's", "last year", "the year-ago"), or none.
type quarterYear struct {
	have bool
	year int // a written year; 0 when counted from the reference
	off  int // years from the reference's when counted
}

// quarter matches "the third quarter [of 1998]", "third-quarter",
// "the 1988 third quarter", "this year's first quarter", "the first half".
func (p *parser) quarter(i int) (match, bool) {
	if !p.quarterWordNear(i) {
		return match{}, false
	}
	j := i
	if p.isAny(j, "the", "this") {
		j++
	}
	j, y := p.quarterYearBefore(j)
	if p.is(j, "fiscal") {
		j = p.skipHyphen(j + 1)
	}
	n, e, ok := p.quarterOrdinal(j)
	if !ok {
		return match{}, false
	}
	if p.is(e, "-") && j > i && p.isAny(i, "the", "this") && !y.have {
		return match{}, false // "the third-quarter results": the adjective alone
	}
	e = p.skipHyphen(e)
	unit := ""
	switch {
	case p.is(e, "quarter") && n >= 1 && n <= 4:
		unit = "Q"
	case p.is(e, "half") && n >= 1 && n <= 2:
		unit = "H"
	default:
		return match{}, false
	}
	e++
	if !y.have {
		e, y = p.quarterYearAfter(e)
	}
	return p.quarterValue(i, e, unit, n, y), true
}

// quarterReach is the furthest a quarter's "quarter" or "half" lies from
// its first token: "the" (1), the longest year before the ordinal ("last
// year's", "year-ago": 3), "fiscal-" (2), the ordinal (1: a quarter
// counts to four and a half to two, so no ordinal of several words
// passes) and a hyphen (1) put it eight tokens on, as in "the last
// year's fiscal-second-quarter".
const quarterReach = 8

// quarterWordNear reports whether "quarter" or "half" is among tokens i
// to i+quarterReach: without one no quarter starts at i, and the rule
// stops before reading the words ahead of it one by one.
func (p *parser) quarterWordNear(i int) bool {
	k, _ := slices.BinarySearch(p.quarterWords, i)
	return k < len(p.quarterWords) && p.quarterWords[k] <= i+quarterReach
}

// quarterYearBefore reads the year told before a quarter's ordinal at j
// ("this year's", "last year's", "1998's", "1988", "the year-ago") and
// returns the index after it.
func (p *parser) quarterYearBefore(j int) (int, quarterYear) {
	var y quarterYear
	if p.isAny(j-1, "this", "last", "next") && p.is(j, "year") && p.is(j+1, "'s") {
		y = quarterYear{have: true, off: yearOffset(p.low(j - 1))}
		j += 2
	} else if p.isAny(j, "last", "next") && p.is(j+1, "year") && p.is(j+2, "'s") {
		y = quarterYear{have: true, off: yearOffset(p.low(j))}
		j += 3
	}
	if yr, ok := p.yearAt(j); ok && !y.have {
		y = quarterYear{have: true, year: yr}
		j++
		if p.is(j, "'s") {
			j++
		}
	}
	if !y.have && p.is(j, "year") && p.is(j+1, "-") && p.isAny(j+2, "ago", "earlier") {
		y = quarterYear{have: true, off: -1} // "the year-ago third quarter"
		j += 3
	}
	return j, y
}

// yearOffset is the years from now that "this", "last" or "next" year is.
func yearOffset(w string) int {
	switch w {
	case "last":
		return -1
	case "next":
		return 1
	}
	return 0
}

// quarterOrdinal reads the ordinal of a quarter or half at j: "third",
// "twenty-third", "3rd", "last half", "latter half".
func (p *parser) quarterOrdinal(j int) (n, e int, ok bool) {
	if n, e, ok = p.ordinalWord(j); ok {
		return n, e, true
	}
	if p.isAny(j, "last", "latter") && p.is(j+1, "half") {
		return 2, j + 1, true
	}
	if v, sok := ordinalSuffix(p.low(j)); sok {
		return v, j + 1, true
	}
	return 0, 0, false
}

// quarterYearAfter reads the year told after a quarter's unit word, which
// ends at e: "of 1998", ", 1998", "fiscal 1998", "last year", "of the
// year". It returns the index after the match.
func (p *parser) quarterYearAfter(e int) (int, quarterYear) {
	k := e
	if p.is(k, "of") || p.is(k, ",") {
		k++
	}
	if yr, ok := p.yearAt(k); ok {
		return k + 1, quarterYear{have: true, year: yr}
	}
	if p.is(k, "fiscal") {
		if yr, ok := p.yearAt(k + 1); ok {
			return k + 2, quarterYear{have: true, year: yr}
		}
		return e, quarterYear{}
	}
	if k2, rel := p.yearWord(k); k2 > k {
		return k2, quarterYear{have: true, off: rel}
	}
	if p.is(e, "of") && p.is(k, "the") && p.is(k+1, "year") {
		return k + 2, quarterYear{have: true} // "the second half of the year"
	}
	return e, quarterYear{}
}

// quarterValue is the match of quarter or half n of unit (Q or H) told by
// tokens [i, e) in year y.
func (p *parser) quarterValue(i, e int, unit string, n int, y quarterYear) match {
	year := y.year
	if year == 0 {
		if !p.hasRef {
			return match{end: e, typ: "DATE", val: fmt.Sprintf("XXXX-%s%d", unit, n), kind: kindDate}
		}
		year = p.ref.Year() + y.off
		if !y.have {
			// A quarter later in the year than the reference is last year's
			// when the clause speaks of the past, or when it is well ahead
			// and nothing points to the future (fourth-quarter results
			// reported in January).
			cur := (int(p.ref.Month())-1)/3 + 1
			if unit == "H" {
				cur = (int(p.ref.Month())-1)/6 + 1
			}
			dir := p.direction(i, e)
			if n > cur && (dir == past || dir == weakPast || (dir == unknown && n-cur >= 2)) {
				year--
			}
		}
	}
	return match{end: e, typ: "DATE", val: fmt.Sprintf("%04d-%s%d", year, unit, n), kind: kindDate}
}

// seasonPreceders are words after which a season word is a time.
var seasonPreceders = map[string]bool{"this": true, "last": true, "next": true, "the": true, "in": true, "early": true,
	"late": true, "during": true, "since": true, "until": true, "by": true, "past": true, "coming": true, "that": true,
	"mid": true, "-": true}

// season matches "this summer", "last fall", "the winter of 1994", "spring 2011".
func (p *parser) season(i int) (match, bool) {
	j, rel := p.seasonPointer(i)
	code, ok := p.lx.seasons[p.low(j)]
	if !ok {
		return match{}, false
	}
	if j == i && !seasonPreceders[p.low(i-1)] {
		// "fall", "spring" are also verbs and nouns; "Arab Spring" is a name
		if _, ok := p.yearAt(j + 1); !ok {
			return match{}, false
		}
	}
	year, e, ok := p.seasonYear(j+1, code)
	if !ok {
		return match{}, false
	}
	if year == 0 {
		if !p.hasRef {
			return match{end: e, typ: "DATE", val: "XXXX-" + code, kind: kindDate}, true
		}
		year = p.seasonRefYear(i, e, code, rel)
	}
	return match{end: e, typ: "DATE", val: fmt.Sprintf("%04d-%s", year, code), kind: kindDate}, true
}

// seasonPointer reads the words before a season at i ("this", "last",
// "this past", "the coming", "the") and returns the season's index and
// which one they point to: "this", "last", "next" or "" (none said).
func (p *parser) seasonPointer(i int) (j int, rel string) {
	switch {
	case p.is(i, "this") && p.is(i+1, "past"):
		return i + 2, "last"
	case p.isAny(i, "this", "last", "next"):
		return i + 1, p.low(i)
	case p.is(i, "the") && p.is(i+1, "past"):
		return i + 2, "last"
	case p.is(i, "the") && p.is(i+1, "coming"):
		return i + 2, "next"
	case p.is(i, "the"):
		return i + 1, ""
	}
	return i, ""
}

// seasonYear reads the year told after a season word, which ends at e
// ("of 1994", "2011", "of nineteen ninety-four"): the year, 0 for none,
// and the index after the match. ok is false where the season word is
// no time: "the fall of Kabul", "the fall in prices".
func (p *parser) seasonYear(e int, code string) (year, end int, ok bool) {
	k := e
	if p.is(k, "of") {
		k++
	}
	if y, ok := p.yearAt(k); ok {
		return y, k + 1, true
	} else if y, ke, ok := p.spokenYear(k); ok && k > e {
		return y, ke, true
	} else if p.is(e, "of") {
		return 0, e, false // "the fall of Kabul"
	} else if p.is(e, "in") && code == "FA" {
		return 0, e, false // "the fall in prices"
	}
	return 0, e, true
}

// seasonOfMonth numbers the season each month (1-12) falls in, as
// seasonIndex numbers them: winter takes December to February.
var seasonOfMonth = [13]int{0, 3, 3, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3}

// seasonIndex numbers a season code in the order of a year: SP 0, SU 1,
// FA 2, WI 3.
func seasonIndex(code string) int {
	switch code {
	case "SU":
		return 1
	case "FA":
		return 2
	case "WI":
		return 3
	}
	return 0
}

// seasonRefYear is the year of a season without one, told by tokens [i,
// e) and pointed to by rel ("this", "last", "next" or none), from the
// reference date: "last winter" in January is the winter before the
// current one, and a season later in the year told in the past is last
// year's.
func (p *parser) seasonRefYear(i, e int, code, rel string) int {
	year := p.ref.Year()
	idx := seasonIndex(code)
	m := int(p.ref.Month())
	cur := seasonOfMonth[m]
	sy := year // the year the current season belongs to
	if m <= 2 {
		sy--
	}
	switch rel {
	case "this":
		year = p.ref.Year()
		if m <= 2 && code == "WI" {
			year = sy
		}
	case "last":
		year = sy
		if idx >= cur {
			year--
		}
	case "next":
		year = sy
		if idx <= cur {
			year++
		}
	default:
		if d := p.direction(i, e); (d == past || d == weakPast) && idx > cur {
			year = sy - 1
		}
	}
	return year
}

// cardinal reads a number at i: digits, "twenty-four", "a hundred".
func (p *parser) cardinal(i int) (n, end int, ok bool) {
	if i >= len(p.ts) {
		return 0, i, false
	}
	t := p.ts[i]
	if t.num >= 0 {
		n, end = t.num, i+1
		// "2 1/2"
		return n, end, true
	}
	if strings.Contains(t.low, ",") {
		if v, err := strconv.Atoi(strings.ReplaceAll(t.low, ",", "")); err == nil {
			return v, i + 1, true
		}
	}
	v, found := p.lx.numbers[t.low]
	if !found {
		return 0, i, false
	}
	n, end = v, i+1
	if v >= 20 && v <= 90 && v%10 == 0 {
		k := p.skipHyphen(end)
		if u, ok := p.lx.numbers[p.low(k)]; ok && u >= 1 && u <= 9 && p.low(k) != "a" && p.low(k) != "an" {
			n, end = v+u, k+1
		}
	}
	if p.isAny(end, "hundred", "thousand") {
		n *= p.lx.numbers[p.low(end)]
		end++
	}
	return n, end, true
}

// number reads a count: a cardinal (n >= 0), or a vague one (n == -1:
// "several", "a few", "many"), with "a couple of" as 2.
func (p *parser) number(i int) (n, end int, ok bool) {
	switch {
	case p.is(i, "a") && p.is(i+1, "couple") && p.is(i+2, "of"):
		return 2, i + 3, true
	case p.is(i, "a") && p.isAny(i+1, "few", "number") && !p.is(i+2, "of"):
		return -1, i + 2, true
	case p.is(i, "a") && p.is(i+1, "number") && p.is(i+2, "of"):
		return -1, i + 3, true
	case p.isAny(i, "several", "few", "many", "some", "numerous", "multiple"):
		return -1, i + 1, true
	}
	return p.cardinal(i)
}

// unitAt returns the duration unit at i.
func (p *parser) unitAt(i int) (string, bool) {
	if i >= len(p.ts) {
		return "", false
	}
	u, ok := p.lx.units[p.ts[i].low]
	return u, ok
}

// durValue formats n units (n < 0: unspecified) as a TIMEX3 duration;
// half adds half a unit.
func durValue(n int, unit string, half bool) string {
	num := "X"
	if n >= 0 {
		num = strconv.Itoa(n)
	}
	switch unit {
	case "H", "N", "S":
		u := map[string]string{"H": "H", "N": "M", "S": "S"}[unit]
		if half && n >= 0 && unit != "S" {
			sub := map[string]string{"H": "30M", "N": "30S"}[unit]
			if n == 0 {
				return "PT" + sub
			}
			return "PT" + num + u + sub
		}
		return "PT" + num + u
	case "E":
		if n >= 0 {
			if half {
				return fmt.Sprintf("P%dY", n*10+5)
			}
			return fmt.Sprintf("P%dY", n*10)
		}
		return "PXE"
	case "C", "L":
		if n >= 0 && half {
			size := map[string]int{"C": 100, "L": 1000}[unit]
			return fmt.Sprintf("P%dY", n*size+size/2)
		}
	case "F":
		if n >= 0 {
			return fmt.Sprintf("P%dW", 2*n)
		}
		return "PXW"
	}
	if half && n >= 0 {
		switch unit {
		case "Y":
			return fmt.Sprintf("P%dM", n*12+6)
		case "M":
			return fmt.Sprintf("P%dD", n*30+15)
		case "W":
			return fmt.Sprintf("P%dD", n*7+3)
		case "D":
			return fmt.Sprintf("P%dDT12H", n)
		}
	}
	return "P" + num + unit
}

// durStart reports whether a duration phrase can begin with word w.
func durStart(lx *lexicon, w string) bool {
	if _, ok := lx.numbers[w]; ok {
		return true
	}
	if _, ok := lx.units[w]; ok {
		return true
	}
	if strings.Contains(w, ",") && w[0] >= '0' && w[0] <= '9' {
		return true
	}
	switch w {
	case "the", "past", "last", "next", "another", "first", "recent", "coming", "those", "these",
		"several", "few", "many", "some", "numerous", "multiple", "half":
		return true
	}
	return false
}

// durPrefix are words that open a duration phrase and stay in its span.
var durPrefix = [][]string{
	nil, // no prefix
	{"the", "past"}, {"the", "last"}, {"the", "next"}, {"the", "coming"}, {"the", "first"}, {"the", "previous"},
	{"the", "final"}, {"the", "latest"}, {"the", "following"}, {"the", "remaining"}, {"the", "initial"},
	{"the", "better", "part", "of"}, {"the"}, {"past"}, {"last"}, {"next"}, {"another"}, {"first"}, {"recent"},
	{"coming"}, {"those"}, {"these"},
}

// duration matches counts of units: "five days", "the past two years",
// "a two-year", "2 1/2 years", "several weeks", "recent months", and
// turns "N units ago|earlier|later" into a date.
func (p *parser) duration(i int) (match, bool) {
	if w := p.low(i); w == "" || (p.ts[i].num < 0 && !durStart(p.lx, w)) {
		return match{}, false
	}
	best := match{}
	ok := false
	for _, pre := range durPrefix {
		j, found := p.words(i, pre)
		if !found {
			continue
		}
		m, mok := p.durationAt(i, j, pre)
		if mok && (!ok || m.end > best.end) {
			best, ok = m, true
		}
	}
	return best, ok
}

// durParts are the parts of a duration that durationAt reads before it
// decides whether they make one.
type durParts struct {
	i, j, e int      // the first token, the count's, the unit's
	pre     []string // the words before the count ("the past")
	n       int      // the count; -1 for a range or a bare unit
	half    bool     // "two and a half", "2 1/2"
	counted bool     // a count was read; else a bare unit ("recent years")
	hyph    bool     // the count and unit joined by a hyphen ("two-year")
	unit    string
	plural  bool
}

// durationAt reads a duration at i whose count starts at j after the
// words pre: "five days", "the past two years", "a two-year", "recent
// months"; "N units ago" becomes a date and "twice a week" a set.
func (p *parser) durationAt(i, j int, pre []string) (match, bool) {
	d, ok := p.durationParts(i, j, pre)
	if !ok || p.countRefused(&d) || p.bareRefused(&d) || d.hyph && (len(pre) > 0 || d.plural && d.unit != "C") {
		// No unit, a count or bare unit that is no time, or a count
		// hyphened to its unit as an adjective ("the two-year term").
		return match{}, false
	}
	e := d.e + 1
	if !d.half && d.n >= 0 && p.is(e, "and") && p.is(e+1, "a") && p.is(e+2, "half") {
		d.half, e = true, e+3 // "a minute and a half"
	}
	// "a 52-year-old man", "52 years old": an age, not a time
	if p.is(e, "old") || (p.is(e, "-") && p.is(e+1, "old")) {
		return match{}, false
	}
	m := match{end: e, typ: "DURATION", val: durValue(d.n, d.unit, d.half), kind: kindDur}
	// "$5 a year", "twice a week": a rate, so a set.
	if d.counted && (p.ts[j].low == "a" || p.ts[j].low == "an" || p.ts[j].low == "per") && len(pre) == 0 && !d.half && p.isRate(j-1) &&
		!p.isAny(e, "ago", "earlier", "later", "before", "after") {
		m.typ, m.val, m.kind = "SET", durValue(1, d.unit, false), kindSet
		return m, true
	}
	// "two years ago", "a year earlier": a date counted back from now.
	if len(pre) == 0 || (len(pre) == 1 && pre[0] == "the") {
		if dm, ok := p.countedBack(i, e, d.n, d.unit, d.half, d.hyph, m); ok {
			return dm, true
		}
	}
	// "the past year" with no count is a date; handled by relative.txt.
	return m, true
}

// durationParts reads the count at j, if any, the words between it and
// the unit ("two more", "three straight", "five-"), and the unit.
func (p *parser) durationParts(i, j int, pre []string) (durParts, bool) {
	d := durParts{i: i, j: j, pre: pre}
	d.n, d.e, d.half, d.counted = p.durationCount(j)
	if d.counted && p.is(d.e, "-") {
		d.e, d.hyph = d.e+1, true
	}
	for d.counted && p.isAny(d.e, "more", "additional", "straight", "consecutive", "successive", "full", "long", "whole", "trading", "business", "calendar", "working") {
		d.e++
	}
	if !d.counted {
		d.e, d.n = j, -1
	}
	unit, ok := p.unitAt(d.e)
	if !ok {
		return d, false
	}
	w := p.ts[d.e].low
	d.unit = unit
	d.plural = strings.HasSuffix(w, "s") && w != "hrs" && w != "yrs" && len(w) > 3 || w == "centuries" || w == "millennia"
	return d, true
}

// countRefused reports a counted unit that is no duration: "a second
// attack", "a quarter of the vote", "a decades-long war", "three
// quarter", "the 1988 quarter".
func (p *parser) countRefused(d *durParts) bool {
	if !d.counted {
		return false
	}
	j, n := d.j, d.n
	if n >= 0 && (p.ts[j].low == "a" || p.ts[j].low == "an") {
		switch {
		case d.unit == "S":
			return true // "a second attack"
		case d.unit == "Q" && !p.isAny(d.e+1, "ago", "earlier", "later"):
			return true // "a quarter of the vote"
		}
	}
	if n >= 0 && d.unit == "S" && p.isAny(j, "one", "the") {
		return true
	}
	if n == 1 && d.plural && p.isAny(j, "a", "an", "one") {
		return true // "a decades-long war"
	}
	if d.unit == "Q" && n > 1 && p.ts[j].num < 0 && !d.plural {
		return true // "three quarter" is not a duration
	}
	// "the 1988 quarter" is a year, not 1988 quarters
	return p.ts[j].ndigits == 4 && n >= 1000 && !d.plural
}

// bareRefused reports a bare unit that is no time: a singular, one with
// no preposition before it, "the years", "the last days of the siege".
// "recent years", "for months" and "centuries" after "in" are times.
func (p *parser) bareRefused(d *durParts) bool {
	if d.counted {
		return false
	}
	if !d.plural {
		return true
	}
	if len(d.pre) == 0 && !p.isAny(d.i-1, "for", "in", "within", "over", "after", "during", "than", "of") {
		return true
	}
	if len(d.pre) == 1 && d.pre[0] == "the" {
		return true // "the years" is rarely a time
	}
	return p.is(d.e+1, "of") && len(d.pre) > 0 // "the last days of the siege"
}

// durationCount reads the count of a duration at j: a number, a range
// ("two to three weeks": -1), a half ("2 1/2 years", "two and a half
// years", "half a day": 0 and half). e is the index after it.
func (p *parser) durationCount(j int) (n, e int, half, ok bool) {
	n, e, ok = p.number(j)
	if ok {
		// "2 1/2 years", "two and a half years"
		if p.ts[j].num >= 0 && p.is(e, "1/2") {
			half, e = true, e+1
		} else if e+2 < len(p.ts) && p.ts[e].num == 1 && p.is(e+1, "/") && p.ts[e+2].num == 2 {
			half, e = true, e+3
		} else if p.is(e, "and") && p.is(e+1, "a") && p.is(e+2, "half") {
			half, e = true, e+3
		}
		if p.is(e, "to") || p.is(e, "or") || (p.is(e, "-") && !p.isUnitAt(e+1)) {
			// a range: "two to three weeks", "12 to 18 months"
			if _, e2, ok := p.number(e + 1); ok && p.isUnitAt(e2) {
				n, e = -1, e2
			}
		}
	} else if p.is(j, "half") && p.isAny(j+1, "a", "an") {
		n, e, half, ok = 0, j+2, true, true
	}
	return n, e, half, ok
}

// countedBack reads "ago", "earlier", "before", "hence" or "from now"
// after the duration m of n units ending at e: a date counted back (or on)
// from the reference ("two years ago", "a year earlier"). It reports
// whether there was one.
func (p *parser) countedBack(i, e, n int, unit string, half, hyph bool, m match) (match, bool) {
	k := e
	if p.is(k, "or") && p.is(k+1, "so") && p.isAny(k+2, "ago", "earlier") {
		k += 2 // "a week or so ago"
	}
	dir := 0
	switch {
	case p.isAny(k, "ago", "earlier", "before"):
		dir = -1
		k++
	case p.is(k, "hence"):
		dir = 1
		k++
	case p.is(k, "from") && p.is(k+1, "now"):
		dir = 1
		k += 2
	}
	if p.is(k-1, "before") && !(p.is(k, ",") || p.is(k, ".") || k >= len(p.ts)) {
		dir = 0 // "two days before the vote" is anchored to the vote
	}
	if dir != 0 && !hyph {
		m.end, m.kind = k, kindDur
		m.typ = "DATE"
		if !p.hasRef {
			m.val = ""
			return m, true
		}
		if n < 0 {
			m.val = map[int]string{-1: "PAST_REF", 1: "FUTURE_REF"}[dir]
			return m, true
		}
		if unit == "Y" && n == 1 && !half && p.ctxQuarter(i) != "" {
			// "a year earlier" beside a quarter means that quarter a year before
			q := p.ctxQuarter(i)
			y, _ := strconv.Atoi(q[:4])
			m.val = fmt.Sprintf("%04d%s", y+dir, q[4:])
			m.derived = true
			return m, true
		}
		switch unit {
		case "H", "N", "S":
			m.val = map[int]string{-1: "PAST_REF", 1: "FUTURE_REF"}[dir]
			if unit == "H" && n >= 24 {
				m.val = p.shift("D", dir*(n/24))
			}
		case "E":
			m.val = p.shift("Y", dir*10*n)
		case "C":
			m.val = p.shift("Y", dir*100*n)
		default:
			if half {
				m.val = map[int]string{-1: "PAST_REF", 1: "FUTURE_REF"}[dir]
			} else {
				m.val = p.shift(unit, dir*n)
			}
		}
		return m, true
	}
	return match{}, false
}

// isRate reports whether token k ends an amount a "per unit" phrase can
// follow: a number, a money amount, a percent, "times", "once", "twice".
func (p *parser) isRate(k int) bool {
	if k < 0 || k >= len(p.ts) {
		return false
	}
	t := p.ts[k]
	if t.num >= 0 || strings.ContainsAny(t.low[:1], "0123456789") {
		return true
	}
	switch t.low {
	case "%", "percent", "times", "once", "twice", "thrice", "million", "billion", "thousand", "hundred", "dollars", "cents", "euros", "pounds", "yen":
		return true
	}
	return false
}

// set matches "every week", "each other year", "every three months",
// "each Thursday", "each July".
func (p *parser) set(i int) (match, bool) {
	if !p.isAny(i, "every", "each", "per") {
		return match{}, false
	}
	j := i + 1
	if p.is(j, "other") || p.is(j, "second") {
		if u, ok := p.unitAt(j + 1); ok {
			return match{end: j + 2, typ: "SET", val: durValue(2, u, false), kind: kindSet}, true
		}
	}
	if n, e, ok := p.cardinal(j); ok && n > 0 && p.ts[j].low != "a" {
		if u, ok := p.unitAt(e); ok {
			return match{end: e + 1, typ: "SET", val: durValue(n, u, false), kind: kindSet}, true
		}
	}
	if u, ok := p.unitAt(j); ok {
		if p.low(j) == "second" {
			return match{}, false
		}
		return match{end: j + 1, typ: "SET", val: durValue(1, u, false), kind: kindSet}, true
	}
	if wd, _, ok := p.weekdayAt(j); ok && p.low(i) != "per" {
		m := match{end: j + 1, typ: "SET", val: fmt.Sprintf("XXXX-WXX-%d", wd), kind: kindSet}
		if code, ok := p.lx.dayparts[p.low(j+1)]; ok {
			m.end, m.val = j+2, m.val+"T"+code
		}
		return m, true
	}
	if mo, ok := p.monthAt(j); ok && p.low(i) != "per" {
		return match{end: j + 1, typ: "SET", val: fmt.Sprintf("XXXX-%02d", mo), kind: kindSet}, true
	}
	if code, ok := p.lx.dayparts[p.low(j)]; ok && p.low(i) != "per" {
		return match{end: j + 1, typ: "SET", val: "XXXX-XX-XXT" + code, kind: kindSet}, true
	}
	return match{}, false
}

// ordinalDay matches "a fifth day", "the second straight day": the nth day
// of something ongoing, which in news is the day of the report.
func (p *parser) ordinalDay(i int) (match, bool) {
	j := i
	if p.isAny(j, "a", "the") {
		j++
	}
	n, e, ok := p.ordinalWord(j)
	if !ok {
		if v, sok := ordinalSuffix(p.low(j)); sok {
			n, e, ok = v, j+1, true
		}
	}
	if !ok || n < 2 {
		return match{}, false
	}
	for p.isAny(e, "straight", "consecutive", "successive", "day", "running") && !p.is(e, "day") {
		e++
	}
	if !p.is(e, "day") {
		return match{}, false
	}
	if !p.hasRef {
		return match{end: e + 1}, true
	}
	return match{end: e + 1, typ: "DATE", val: fmtDay(p.ref), kind: kindDate}, true
}

// timezones may follow a clock time and stay in its span.
var timezones = map[string]bool{"est": true, "edt": true, "cst": true, "cdt": true, "mst": true, "mdt": true,
	"pst": true, "pdt": true, "gmt": true, "utc": true, "bst": true, "cet": true, "cest": true, "ist": true}

// clock matches "3 p.m.", "10:30 a.m. EST", "noon", "midnight", optionally
// followed by the day: "10 p.m. Wednesday", "5 p.m. EST, Nov. 6".
func (p *parser) clock(i int) (match, bool) {
	hh, mm, e, colon, ok := p.clockStart(i)
	if !ok {
		return match{}, false
	}
	word := p.ts[i].num < 0 && (hh == 12 || hh == 24) // noon, midnight
	if !word {
		if hh, e, ok = p.clockHalf(hh, e, colon); !ok || hh > 23 || mm > 59 {
			return match{}, false
		}
	}
	if timezones[p.low(e)] {
		e++
	}
	if p.is(e, "local") && p.is(e+1, "time") {
		e += 2
	}
	date, e := p.clockDay(i, e, hh == 24 && word)
	if hh == 24 {
		return match{end: e, typ: "TIME", val: date + "T24:00", kind: kindDate}, true
	}
	return match{end: e, typ: "TIME", val: fmt.Sprintf("%sT%02d:%02d", date, hh, mm), kind: kindDate}, true
}

// clockStart reads the hour and minute at i: "noon", "midnight", "3",
// "10:30", or the wire services' "0300" before a time zone. e is the
// index after them; colon reports a time written with minutes (which may
// stand with a time zone and no "a.m.").
func (p *parser) clockStart(i int) (hh, mm, e int, colon, ok bool) {
	t := p.ts[i]
	switch {
	case t.low == "noon" || t.low == "midday":
		return 12, 0, i + 1, false, true
	case t.low == "midnight":
		return 24, 0, i + 1, false, true
	case t.num >= 0 && t.ndigits <= 2:
		return t.num, 0, i + 1, false, true
	case t.num >= 0 && t.ndigits == 4 && (timezones[p.low(i+1)] || (p.is(i+1, "local") && p.is(i+2, "time"))):
		// "0300 GMT", the wire services' clock, read as a colon time
		hh, mm = t.num/100, t.num%100
		return hh, mm, i + 1, true, hh <= 24 && mm <= 59
	case strings.Count(t.low, ":") == 1 && len(t.low) <= 5:
		before, after, _ := strings.Cut(t.low, ":")
		if !isDigits(before) || !isDigits(after) || len(after) != 2 || before == "" {
			return 0, 0, i, false, false
		}
		hh, _ = strconv.Atoi(before)
		mm, _ = strconv.Atoi(after)
		return hh, mm, i + 1, true, true
	}
	return 0, 0, i, false, false
}

// clockHalf reads the half of the day after an hour hh that ends at e
// ("a.m.", "pm", "o'clock"; a time with minutes may go without, before a
// time zone) and returns the hour on a 24-hour clock and the index after
// it. ok is false for a number that is no time.
func (p *parser) clockHalf(hh, e int, colon bool) (int, int, bool) {
	switch ampm := p.low(e); ampm {
	case "a.m", "am":
		if hh == 12 {
			hh = 0
		}
		return hh, e + 1, true
	case "p.m", "pm":
		if hh < 12 {
			hh += 12
		}
		return hh, e + 1, true
	case "o'clock":
		return hh, e + 1, true
	default:
		if p.is(e, "o") && p.is(e+1, "'") && p.is(e+2, "clock") {
			return hh, e + 3, true
		}
		if !colon || !(timezones[ampm] || (p.is(e, "local") && p.is(e+1, "time"))) {
			return hh, e, false
		}
		return hh, e, true
	}
}

// clockDay is the day a clock time at i, ending at e, falls on, and the
// index after it: a day told right after ("10 p.m. Wednesday", ", Nov.
// 6"), else the day the sentence or the one before named, else the
// reference date (the day before for a midnight told in the past), else
// unknown.
func (p *parser) clockDay(i, e int, midnight bool) (string, int) {
	date := ""
	if p.hasRef {
		date = fmtDay(p.ref)
		if midnight && p.direction(i, e) != future {
			// "troops were deployed around midnight": the midnight
			// told in the past is the one that ended the day before.
			date = fmtDay(p.ref.AddDate(0, 0, -1))
		}
	}
	if p.lastDay != "" && p.ts[i].sent-p.lastDaySent <= 1 {
		// "stabbed on Tuesday afternoon, prompting a curfew from 7 pm":
		// the day the sentence, or the one before, has named.
		date = p.lastDay
	}
	k := e
	if p.is(k, ",") || p.is(k, "on") {
		k++
	}
	if m, ok := p.weekday(k); ok && m.typ == "DATE" {
		date, e = m.val, m.end
	} else if m, ok := p.monthDate(k); ok && len(m.val) == 10 {
		date, e = m.val, m.end
	} else if m, ok := p.relative(k); ok && m.typ == "DATE" && len(m.val) == 10 {
		date, e = m.val, m.end
	}
	if date == "" {
		date = "XXXX-XX-XX"
	}
	return date, e
}

// holiday matches fixed-date holidays: "Christmas", "New Year's Eve".
func (p *parser) holiday(i int) (match, bool) {
	for _, h := range p.phrasesAt(i).holidays {
		k, ok := p.words(i, h.words)
		if !ok {
			continue
		}
		if !p.ts[i].cap {
			return match{}, false // "may day" is not May Day
		}
		if y, yok := p.yearAt(k); yok {
			return match{end: k + 1, typ: "DATE", val: fmt.Sprintf("%04d-%02d-%02d", y, h.month, h.day), kind: kindDate}, true
		}
		if !p.hasRef {
			return match{end: k, typ: "DATE", val: fmt.Sprintf("XXXX-%02d-%02d", h.month, h.day), kind: kindDate}, true
		}
		y := p.resolveYear(h.month, h.day, p.direction(i, k))
		if !validDate(y, h.month, h.day) {
			return match{}, false
		}
		return match{end: k, typ: "DATE", val: fmt.Sprintf("%04d-%02d-%02d", y, h.month, h.day), kind: kindDate}, true
	}
	return match{}, false
}

// anaphoric matches "the next day", "that year": dated from the last date
// the text named, or from the reference date before any.
func (p *parser) anaphoric(i int) (match, bool) {
	for _, a := range p.phrasesAt(i).anaphora {
		k, ok := p.words(i, a.words)
		if !ok {
			continue
		}
		base := p.anchor
		if base == "" && p.hasRef {
			base = fmtDay(p.ref)
		}
		if base == "" {
			return match{end: k}, true
		}
		y, _ := strconv.Atoi(base[:4])
		var val string
		switch {
		case a.unit == "Y":
			val = fmtYear(y + a.off)
		case a.unit == "M" && len(base) >= 7:
			mo, _ := strconv.Atoi(base[5:7])
			t := time.Date(y, time.Month(mo+a.off), 1, 0, 0, 0, 0, time.UTC)
			val = fmtMonth(t.Year(), int(t.Month()))
		case a.unit == "D" && len(base) == 10:
			t, err := time.Parse("2006-01-02", base)
			if err != nil {
				return match{}, false
			}
			val = fmtDay(t.AddDate(0, 0, a.off))
		default:
			return match{}, false // "the next day" after "in 1998": no day to count from
		}
		if code, ok := p.lx.dayparts[a.words[len(a.words)-1]]; ok {
			if p.is(k, "of") {
				return match{}, false // "the morning of March 3": dayPart's
			}
			if k < len(p.ts) && p.lx.dayNouns[p.ts[k].low] {
				return match{}, false // "the afternoon prayers": a kind of prayer, not a time
			}
			return match{end: k, typ: "TIME", val: val + "T" + code, kind: kindDate}, true
		}
		return match{end: k, typ: "DATE", val: val, kind: kindDate}, true
	}
	return match{}, false
}

// theYear matches "the [fiscal] year" where it is a time: "the year ended
// Sept. 30" (a duration) and "the first half of the year" (this year).
func (p *parser) theYear(i int) (match, bool) {
	if !p.is(i, "the") {
		return match{}, false
	}
	j := i + 1
	if p.is(j, "fiscal") {
		j++
	}
	if !p.is(j, "year") {
		return match{}, false
	}
	switch {
	case p.isAny(j+1, "ended", "ending", "ends", "to", "through"):
		return match{end: j + 1, typ: "DURATION", val: "P1Y", kind: kindDur}, true
	case p.is(i-1, "of") && p.hasRef && !p.isAny(j+1, "-", "'s", "before", "after", "when", "that"):
		return match{end: j + 1, typ: "DATE", val: fmtYear(p.ref.Year()), kind: kindDate}, true
	}
	return match{}, false
}

// dayPart matches a part of the day before the day it belongs to:
// "afternoon yesterday" (with "mid-" as a modifier), "the morning of March
// 3", "the night of Feb. 10".
func (p *parser) dayPart(i int) (match, bool) {
	j := i
	if p.is(j, "the") {
		j++
	}
	code, ok := p.lx.dayparts[p.low(j)]
	if !ok || strings.HasSuffix(p.low(j), "s") {
		return match{}, false
	}
	k := j + 1
	if p.is(k, "of") {
		k++
	} else if j > i {
		return match{}, false // "the morning" alone is anaphoric
	}
	var day match
	found := false
	for _, try := range []func(int) (match, bool){p.relative, p.weekday, p.monthDate} {
		if m, ok := try(k); ok && m.typ == "DATE" && len(m.val) == 10 {
			day, found = m, true
			break
		}
	}
	if !found {
		return match{}, false
	}
	return match{end: day.end, typ: "TIME", val: day.val + "T" + code, kind: kindDate}, true
}

// weekAfter reads "last week" (-1) or "next week" (1) after a weekday at
// j, with an optional "of": "Wednesday last week", "Friday of next week".
func (p *parser) weekAfter(j int) int {
	if p.is(j, "of") {
		j++
	}
	if !p.is(j+1, "week") {
		return 0
	}
	switch {
	case p.is(j, "last"):
		return -1
	case p.is(j, "next"):
		return 1
	}
	return 0
}

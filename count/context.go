package count

import (
	"strings"

	"sitrep/doc"
)

// This file holds the judgements about a count's context that decide
// whether it belongs to the story's own toll: repeated figures, causes of
// a protest, other events, illness, background cues.

// additive reports whether "also", "other", "more", "another",
// "additional" or "further" stands by a count (words [s, e)) or just before
// its trigger word t: "2 other policemen were killed", "2 militants were
// also killed".
func additive(ws []word, s, e, t int) bool {
	check := func(lo, hi int) bool {
		for j := max(0, lo); j < min(len(ws), hi); j++ {
			switch ws[j].lower {
			case "also", "other", "others", "more", "another", "additional", "further":
				return true
			}
		}
		return false
	}
	return check(s-1, e+2) || t < len(ws) && check(t-3, t)
}

// protestCause reports whether a count (starting at word np, tied to the
// word at trig) tells the cause of a gathering named before it in the
// sentence: as a noun ("demanding justice for the killing of a youth") or
// in a relative clause ("protested against the blast that killed 60").
func (lx *lexicon) protestCause(ws []word, np, trig int) bool {
	at := min(np, trig)
	for j := max(0, np); j < min(len(ws), np+4); j++ {
		switch strings.TrimSuffix(ws[j].lower, "s") {
		case "demonstrator", "protester", "protestor", "rioter", "marcher", "participant":
			return false // "leading to the death of one demonstrator": its own toll
		}
	}
	p := -1
	for j := 0; j < at; j++ {
		if lx.protest[ws[j].lower] {
			p = j
			break
		}
	}
	if p < 0 {
		return false
	}
	if trig < len(ws) && (trig < np && trig+1 < len(ws) && ws[trig+1].lower == "of" || trig > np && lx.isNoun(ws, trig)) {
		return true
	}
	for j := p + 1; j < at; j++ {
		// A relative clause opens with a [relatives] word, or with
		// "whose" or "where": those two stay out of the section, which
		// relativeAfter reads too and has not been measured with them.
		if w := ws[j].lower; lx.relatives[w] || w == "whose" || w == "where" {
			return true
		}
	}
	return false
}

// isNoun reports whether the casualty word at ws[i] is a counted noun
// ("deaths", "fatalities").
func (lx *lexicon) isNoun(ws []word, i int) bool {
	t, _ := lx.triggerAt(ws, i)
	return t != nil && t.has('N')
}

// otherEvent reports whether a sentence opens on another story's event:
// "In another incident, ...", "Separately, ...".
func otherEvent(ws []word) bool {
	if len(ws) > 2 && ws[0].lower == "in" && (ws[1].lower == "another" || ws[1].lower == "a" && ws[2].lower == "separate") {
		return true
	}
	return len(ws) > 0 && ws[0].lower == "separately"
}

// illness reports whether the death at word i came from illness, cold or
// an accident, not violence: "died from coronavirus", "died of natural
// causes", "perished of exposure on the pass".
func (lx *lexicon) illness(ws []word, i int) bool {
	if i >= len(ws) {
		return false
	}
	switch ws[i].lower {
	case "died", "dies", "die", "death", "deaths", "dead":
	default:
		return false
	}
	// "died of pneumonia", "six climbers died since May, largely of
	// exhaustion", "perished in the cold": the cause follows within the
	// clause, after a preposition and at most one determiner.
	for j := i + 1; j < len(ws) && j <= i+9; j++ {
		switch ws[j].lower {
		case ".", ";", "but", "and", "while", "when":
			return false
		case "from", "of", "to", "in", "after", "due", "by", "natural", "heart", "road":
		default:
			continue
		}
		k := j + 1
		if k < len(ws) && determiners[ws[k].lower] {
			k++
		}
		if k < len(ws) && naturalCause(ws, k) {
			return true
		}
	}
	return false
}

// naturalCause reports whether ws[k] names a cause of death other than
// violence. "Complications" and "heart" name one only by what follows:
// "complications from gunshot wounds" is still a killing, and "in the
// heart of the city" is a place.
func naturalCause(ws []word, k int) bool {
	switch ws[k].lower {
	case "coronavirus", "covid", "covid-19", "illness", "disease", "cancer", "natural", "malaria",
		"cholera", "ebola", "suicide", "accident", "drowning", "hunger", "starvation",
		"cold", "freezing", "hypothermia", "exposure", "pneumonia", "exhaustion",
		"dehydration", "thirst", "malnutrition", "flu", "influenza", "measles", "heatstroke":
		return true
	case "heart":
		if k+1 < len(ws) {
			switch ws[k+1].lower {
			case "attack", "attacks", "failure", "disease", "condition", "problems":
				return true
			}
		}
		return false
	case "complications":
		for m := k + 1; m < len(ws) && m <= k+3; m++ {
			w := ws[m].lower
			if strings.HasPrefix(w, "wound") || strings.HasPrefix(w, "injur") || strings.HasPrefix(w, "gunshot") ||
				strings.HasPrefix(w, "shot") || strings.HasPrefix(w, "stab") || strings.HasPrefix(w, "burn") {
				return false
			}
		}
		return true
	}
	return false
}

// wordOf returns the index in ws of the word holding token ti, or len(ws).
func wordOf(ws []word, ti int) int {
	for i := range ws {
		if ws[i].first <= ti && ti <= ws[i].last {
			return i
		}
	}
	return len(ws)
}

// isBackground reports whether a background cue ("after", "protesting",
// "retaliation") stands just before a count at word np, or before the
// nominal casualty word at word trig ("after the death of a shopkeeper").
// Cues before a verb are not looked for: in "clashes over land killed 3"
// the count is the event's own.
func (lx *lexicon) isBackground(ws []word, np, trig int) bool {
	i, span := np, 2
	if trig < np && trig+1 < len(ws) && ws[trig+1].lower == "of" {
		i, span = trig, 4
	}
	for j := i - 1; j >= 0 && j >= i-span; j-- {
		w := ws[j].lower
		if lx.background[w] {
			return true
		}
		if lx.breakers[w] || w == "." {
			return false
		}
	}
	return false
}

// aggregate reports whether the clause of the casualty word at ws[trig]
// frames its toll by the span of a war or of years or months, summing
// every incident in it: "have been killed since 2011", "since the start
// of the year", "as the conflict enters its fifth year", "in seven years
// of fighting", "over the past decade", "in recent months", or by a sum
// told in the perfect ("have died in total": [sum-phrases]); or the
// sentence opens on such a span or sum ("Since 2011, ...", "In total,
// ...") and no clause of contrast ("..., yet the raid killed four")
// stands before the casualty word. The frame is read from the casualty
// word to the end of its clause, so that another clause's span ("a group
// active for years killed five") is not read, and a superlative's ("the
// deadliest attack since 2019") is no frame. Coders give such a sum to no
// event.
func (lx *lexicon) aggregate(ws []word, trig int) bool {
	// Whether the toll is told in the perfect is one question per
	// casualty word, not one per word after it.
	perfect := lx.perfectBefore(ws, trig)
	for j := trig + 1; j < len(ws); j++ {
		if lx.spanFrame(ws, j) || perfect && lx.sumPhrase(ws, j) {
			return true
		}
		if w := ws[j].lower; w == "." || lx.breakers[w] {
			break
		}
	}
	if len(ws) == 0 || lx.contrastBefore(ws, trig) {
		return false
	}
	if perfect && lx.sumPhrase(ws, 0) {
		return true // "In total, nine soldiers have died"
	}
	switch ws[0].lower {
	case "since":
		return lx.spanFrame(ws, 0)
	case "in", "over", "during":
		// "In seven years of war, ...", "Over the past decade, ..."
		for j := 1; j < len(ws) && j <= 4; j++ {
			if lx.spanFrame(ws, j) {
				return true
			}
		}
	}
	return false
}

// sumPhrase reports whether a phrase of [sum-phrases] starts at ws[j]
// and ends the clause ("killed in total, officials said"), so that "in
// all the villages" is not read.
func (lx *lexicon) sumPhrase(ws []word, j int) bool {
	p, e := phraseAt(lx.sumPhrases, ws, j)
	if p == nil {
		return false
	}
	if e == len(ws) {
		return true
	}
	switch ws[e].lower {
	case ",", ".", ";", ":":
		return true
	}
	return false
}

// perfectBefore reports whether a perfect auxiliary ([perfect]: "have",
// "has") stands in the four words before the casualty word at ws[trig]: a
// sum told in the perfect ("have been killed in total") is a tally of
// many incidents up to now, where one in the past ("nine were killed in
// all") is mostly one incident's full toll, told after a first figure.
func (lx *lexicon) perfectBefore(ws []word, trig int) bool {
	for k := max(0, trig-4); k < trig; k++ {
		if lx.perfect[ws[k].lower] {
			return true
		}
	}
	return false
}

// runningToll reports whether the toll word at ws[i] ("toll") is a
// running total over many incidents rather than one incident's toll: a
// word of [toll-sums] stands in the three words before it ("the total
// death toll"), or its own phrase, up to its verb or a second
// preposition, names a wave of [waves] ("the toll of the unrest in the
// province climbed to 300"). Coders give such a sum to no event; "the
// toll in the bus attack rose to 11" is the attack's.
func (lx *lexicon) runningToll(ws []word, i int) bool {
	if i >= len(ws) || ws[i].lower != "toll" {
		return false
	}
	for j := max(0, i-3); j < i; j++ {
		if lx.tollSums[ws[j].lower] {
			return true
		}
	}
	// Only the head of the toll's own phrase is read: past a second
	// preposition the wave frames the incident, not the toll ("the toll
	// in the attack on the war memorial" is the attack's).
	preps := 0
	for j := i + 1; j < len(ws) && j <= i+8; j++ {
		w := ws[j].lower
		if lx.waves[w] {
			return true
		}
		if npEnders[w] && w != "'s" && w != "'" {
			preps++
		}
		if lx.tollVerbs[w] || lx.breakers[w] || w == "." || preps > 1 {
			return false
		}
	}
	return false
}

// contrastBefore reports whether a word of contrast (context.txt,
// [contrasts]) stands before ws[trig]: such a word opens a clause that
// sets itself against the one before, and a span that opens the sentence
// frames the first clause only.
func (lx *lexicon) contrastBefore(ws []word, trig int) bool {
	for j := 0; j < trig && j < len(ws); j++ {
		if lx.contrasts[ws[j].lower] {
			return true
		}
	}
	return false
}

// spanFrame reports whether ws[j] opens or ends a span of a war or of
// years (aggregate), not after a superlative.
func (lx *lexicon) spanFrame(ws []word, j int) bool {
	for k := max(0, j-4); k < j; k++ {
		if lx.superlatives[ws[k].lower] {
			return false // "the deadliest attack since 2019"
		}
	}
	switch ws[j].lower {
	case "since":
		// Not "since the fighting began": an incident's own toll so far.
		return j+1 < len(ws) && lx.sinceDate(ws, j+1)
	case "as":
		// "as the conflict enters a sixth year"
		return j+3 < len(ws) && determiners[ws[j+1].lower] && lx.conflicts[ws[j+2].lower] && strings.HasPrefix(ws[j+3].lower, "enter")
	case "years", "decades", "months":
		if j+1 < len(ws) && ws[j+1].lower == "of" && lx.conflictWithin(ws, j+2, 2) {
			return true // "in seven years of fighting", "months of war"
		}
		// "over the past three years", "in recent months"
		return j >= 2 && (ws[j-2].lower == "past" || ws[j-2].lower == "last") || j >= 1 && ws[j-1].lower == "recent"
	case "decade":
		return j >= 1 && (ws[j-1].lower == "past" || ws[j-1].lower == "last")
	}
	return false
}

// sinceDate reports whether the words from ws[i] name a date that a span
// runs from: a year ("since 2011"), a month ("since March"), or the start
// of a year, month or war ("since the beginning of the year"). A toll
// counted from a date sums what happened since; one counted from the
// start of an offensive or an operation is that incident's own.
func (lx *lexicon) sinceDate(ws []word, i int) bool {
	w := ws[i].lower
	// "may" is far more often the modal verb than the month.
	if year(w) || lx.months[w] && w != "may" {
		return true
	}
	if w == "the" && i+2 < len(ws) && ws[i+2].lower == "of" {
		switch ws[i+1].lower {
		case "beginning", "start", "outbreak":
			return lx.periodWithin(ws, i+3, 3)
		}
	}
	return false
}

// periodWithin reports whether a year, a month, the word year or month,
// or a word of [conflicts] stands among the n words from ws[i] ("the
// year", "2020", "this month", "the war").
func (lx *lexicon) periodWithin(ws []word, i, n int) bool {
	for j := i; j < len(ws) && j < i+n; j++ {
		w := ws[j].lower
		if year(w) || lx.months[w] || w == "year" || w == "month" || lx.conflicts[w] {
			return true
		}
	}
	return false
}

// conflictWithin reports whether a word of [conflicts] stands among the n
// words from ws[i].
func (lx *lexicon) conflictWithin(ws []word, i, n int) bool {
	for j := i; j < len(ws) && j < i+n; j++ {
		if lx.conflicts[ws[j].lower] {
			return true
		}
	}
	return false
}

// year reports whether w is a year of the last two centuries.
func year(w string) bool {
	if len(w) != 4 || (w[:2] != "19" && w[:2] != "20") {
		return false
	}
	return w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9'
}

// arrestsSoFar reports whether an arrest count (its first word at ws[n],
// its arrest word at ws[trig]) is the running total of a crackdown, not
// one arrest's: a phrase of [so-far] ("so far", "till date") stands in
// its clause, before the count or after it, and a word of
// [running-totals] frames the sentence as a tally of many arrests ("across
// the state", "in the crackdown", "bringing the arrests to"). Coders
// count each arrest told on its own, and "have so far arrested 12 men
// over the bombing" is one.
func (lx *lexicon) arrestsSoFar(ws []word, n, trig int) bool {
	if n >= len(ws) {
		return false
	}
	lo, hi := max(0, min(n, trig)-4), min(len(ws)-1, max(n, trig)+6)
	phrase := false
	for j := lo; j < hi && !phrase; j++ {
		p, _ := phraseAt(lx.soFar, ws, j)
		phrase = p != nil
	}
	if !phrase {
		return false
	}
	for _, w := range ws {
		if lx.runningTotals[w.lower] {
			return true
		}
	}
	return false
}

// wordStarting returns the index of the word starting at byte offset
// off, or len(ws).
func wordStarting(ws []word, off int) int {
	for i := range ws {
		if ws[i].start == off {
			return i
		}
	}
	return len(ws)
}

// claimedDeath reports whether the subject starting at ws[subj] opens the
// clause of a claim ("claimed (that) he had been killed", "reports
// claiming the reporter had died"): the death is the claimant's word. A
// report or belief ("officials believe the courier died") is not a claim,
// and neither is the police's or an army's account of a death
// ([authorities]: "Police claimed the gangster was killed in retaliatory
// firing"), which is how such killings are reported. Train holds 2 claims
// of one death that coders did not count, both by a foreign state or by
// posts online.
func (lx *lexicon) claimedDeath(ws []word, subj int) bool {
	k := subj - 1
	if k >= 0 && ws[k].lower == "that" {
		k--
	}
	if k < 0 || !lx.claimVerbs[ws[k].lower] {
		return false
	}
	for j := k - 1; j >= 0 && j >= k-5 && ws[j].upos != "PUNCT"; j-- {
		if lx.authorities[ws[j].lower] {
			return false
		}
	}
	return true
}

// claimedSingle reports whether a count of kind, starting at ws[subj], is
// one person's death (single) told only as a claim (claimedDeath).
func (lx *lexicon) claimedSingle(ws []word, subj int, kind doc.QuantityKind, single bool) bool {
	return kind == doc.Killed && single && lx.claimedDeath(ws, subj)
}

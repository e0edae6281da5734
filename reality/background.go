package reality

import (
	"sitrep/doc"
	"sitrep/internal/polarity"
)

// describes reports whether the event at token i is told in a relative
// clause in the simple present, which describes what its antecedent is or
// does as a standing state rather than telling an incident: "the Riyadh
// agreement, which demands Assad's resignation", "a veteran who now
// opposes the Kremlin", "the pocket of ruins that shelters the diehards".
// News tells a past incident in a relative clause in the past ("the man
// who bombed a church") or the perfect; a headline's present ("Police
// arrest five") is no relative clause.
func (p *parse) describes(i int) bool {
	st := p.st
	for _, j := range p.clause(i) {
		if st.Tokens[j].Rel != "acl:relcl" {
			continue
		}
		if x := st.Tokens[j].XPOS; (x == "VBZ" || x == "VBP") && !p.hasRel(j, "aux", "aux:pass", "cop") {
			return true
		}
	}
	return false
}

// record reports whether the attack at token i is a party's record told
// in a relative clause in the perfect, with the relative pronoun for its
// doer and no toll: "Kurdish forces who have fought alongside the US",
// "the PKK, which has fought the state", "veterans who had fought in
// two wars". The clause says who the party is, as describes does
// in the present; an incident told so brings its toll ("a group which
// has killed 12 soldiers") or is told in the simple past (pastRelative).
func (p *parse) record(e *doc.Event, i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if e.Type.Plover != "ASSAULT" || tok.XPOS != "VBN" || !p.hasAux(i, "have") || p.hasRel(i, "aux:pass") ||
		e.Killed != nil || e.Injured != nil || e.Arrested != nil {
		return false
	}
	// The doer is the pronoun: a victim told so ("a friend, who had been
	// killed") is a passive, an incident that befell the antecedent.
	for _, k := range p.kids[i] {
		if x := st.Tokens[k].XPOS; st.Tokens[k].Rel == "nsubj" && (x == "WP" || x == "WDT") {
			return true
		}
	}
	return false
}

// heldWeapon reports whether the trigger at token i is a weapon noun
// that a verb of finding or holding takes as its object, or a conjunct of
// that object.
func (p *parse) heldWeapon(i int) bool {
	st := p.st
	if st.Tokens[i].UPOS != "NOUN" || !lex.weaponNouns[p.lemma(i)] {
		return false
	}
	j := i
	if st.Tokens[j].Rel == "conj" && st.Tokens[j].Head >= 0 {
		j = st.Tokens[j].Head
	}
	h := st.Tokens[j].Head
	switch doc.BaseRel(st.Tokens[j].Rel) {
	case "obj", "nsubj:pass":
		return h >= 0 && lex.keepVerbs[p.lemma(h)]
	}
	return false
}

// spanWords open a span of time from a date: "since February 28", "from
// March 1", "till March 12".
var spanWords = map[string]bool{"since": true, "from": true, "till": true, "until": true}

// pluralOverTime reports whether the trigger at token i is a plural event
// noun (or a conjunct of one) told over a span of time that a date opens
// or closes later in its sentence: "bedlam over the riots and killing of
// innocent people in gujarat from february 28", "attacks since March 1".
// Incidents summed over days that the text does not count out are an
// aggregate, which an analyst does not code.
func (p *parse) pluralOverTime(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if tok.UPOS != "NOUN" {
		return false
	}
	plural := tok.XPOS == "NNS"
	if h := tok.Head; !plural && tok.Rel == "conj" && h >= 0 && h < i {
		plural = st.Tokens[h].UPOS == "NOUN" && st.Tokens[h].XPOS == "NNS"
	}
	if !plural {
		return false
	}
	sent := st.Sentences[tok.Sentence]
	for k := i + 1; k+1 < sent.EndToken; k++ {
		if spanWords[p.lemma(k)] && p.inDate(k+1) && p.spanOf(k, i) {
			return true
		}
	}
	return false
}

// spanOf reports whether the span word at token k tells the time of the
// event noun i: k hangs under i, or under the word i depends on (its
// verb, or the noun of "bedlam over the riots ... from february 28"),
// through phrases alone, not through a clause or an apposition of its
// own ("held talks on Tuesday, the first delegation to visit since last
// month's revolution": the span is the visit's).
func (p *parse) spanOf(k, i int) bool {
	st := p.st
	h := st.Tokens[i].Head
	if st.Tokens[i].Rel == "conj" && h >= 0 {
		h = st.Tokens[h].Head // a conjunct's word is its first conjunct's
	}
	for n, steps := k, 0; n >= 0 && steps < len(st.Tokens); n, steps = st.Tokens[n].Head, steps+1 {
		if n == i || n == h {
			return true
		}
		switch doc.BaseRel(st.Tokens[n].Rel) {
		case "acl", "appos", "advcl", "parataxis", "ccomp", "xcomp", "csubj":
			return false
		}
	}
	return false
}

// inDate reports whether token k lies in a DATE time expression.
func (p *parse) inDate(k int) bool {
	sp := p.st.Tokens[k].Span
	for _, t := range p.st.Timexes {
		if t.Type == "DATE" && t.Start <= sp.Start && sp.End <= t.End {
			return true
		}
	}
	return false
}

// speechFrame reports whether the trigger at token i, a meeting coded on
// "speaking" or "talking", is only the frame of what someone says: a
// participle adjunct of a verb of saying ("Speaking with a Birmingham
// accent, the man tells his captors ...", "talking to reporters, naidu
// said ...", "Speaking from the jail, Letts said ..."). The statement is
// told; no meeting is.
func (p *parse) speechFrame(e *doc.Event, i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if e.Type.Plover != "CONSULT" || tok.XPOS != "VBG" || doc.BaseRel(tok.Rel) != "advcl" || tok.Head < 0 {
		return false
	}
	if l := p.lemma(i); l != "speak" && l != "talk" {
		return false
	}
	return lex.verbClass[p.lemma(tok.Head)] == "say" && !p.hasRel(i, "nsubj", "mark")
}

// advisory reports whether the request or warning e at token i is
// addressed to the general public: its object is a public noun.
func (p *parse) advisory(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" && e.Type.Plover != "THREATEN" {
		return false
	}
	for _, k := range p.kids[i] {
		if r := doc.BaseRel(p.st.Tokens[k].Rel); (r == "obj" || r == "iobj") && lex.publicNouns[p.lemma(k)] {
			return true
		}
	}
	return false
}

// notHeld reports whether the event noun at token i, coding e, is told
// as not having taken place: the subject or object of a negated verb of
// occurring or carrying out ("the procession was not taken out", "the
// rally was never held"), or an occasion called off (offWord). The
// event stage reads negation on the trigger's own verb only.
func (p *parse) notHeld(e *doc.Event, i int) bool {
	st := p.st
	h := st.Tokens[i].Head
	if st.Tokens[i].UPOS != "NOUN" || h < 0 {
		return false
	}
	if w := p.offWord(i); w != "" && !(standingMeasure[e.Type.Plover] && endsInForce[w]) {
		return true
	}
	switch doc.BaseRel(st.Tokens[i].Rel) {
	case "nsubj", "nsubj:pass", "obj":
	default:
		return false
	}
	if l := p.lemma(h); !lex.occurVerbs[l] && !lex.carryOutVerbs[l] {
		return false
	}
	return p.negatedVerb(h)
}

// negatedVerb reports whether verb j has a word that denies it ("not",
// "never": polarity.Negator) for an adverb.
func (p *parse) negatedVerb(j int) bool {
	for _, k := range p.kids[j] {
		if doc.BaseRel(p.st.Tokens[k].Rel) == "advmod" && polarity.Negator(p.lemma(k)) {
			return true
		}
	}
	return false
}

// standingMeasure holds the categories of a measure in force, not an
// occasion: one cancelled or scrapped was in force until then ("cancelled
// the curfew", "scrapped the deal"), so it took place.
var standingMeasure = map[string]bool{"COERCE": true, "SANCTION": true, "AGREE": true, "RETREAT": true}

// endsInForce are the words of [off-verbs] and [off-nouns] that can also end a
// measure already in force ("cancelled the curfew"); the others only put
// off what has not begun ("postponed the sanctions").
var endsInForce = map[string]bool{"cancel": true, "scrap": true, "call": true, "cancellation": true}

// offWord returns the lemma of the word that puts off or calls off the
// event noun at token i, so it did not take place, or "": a verb of
// calling off whose object or passive subject it is ("had postponed his
// visit", "the rally was called off"), or such a noun whose "of" phrase
// it is ("announced the postponement of the procession").
func (p *parse) offWord(i int) string {
	st := p.st
	h := st.Tokens[i].Head
	switch r := st.Tokens[i].Rel; {
	case r == "obj" || r == "nsubj:pass":
		if l := p.lemma(h); lex.offVerbs[l] && (l != "call" && l != "put" || p.hasKid(h, "off")) {
			return l
		}
	case doc.BaseRel(r) == "nmod":
		if l := p.lemma(h); lex.offNouns[l] && p.marker(i, "case") == "of" {
			return l
		}
	}
	return ""
}

package reality

import (
	"sitrep/doc"
	"sitrep/internal/polarity"
)

// obligation reports whether the act at token i is told as what must or
// should be done ("her files must be examined", "the envoy should be
// recalled"): an opinion or a demand, not an act done. The event stage
// flags "could", "would" and "may" on the trigger but not these; a speech
// act keeps its modal, for a demand or a promise is made as it is told
// ("the ceasefire must be honoured"). "must have" infers an act done ("the
// mine must have been laid at night"); "should have" still tells one
// left undone.
func (p *parse) obligation(e *doc.Event, i int) bool {
	if speechAct[e.Type.Plover] || p.st.Tokens[i].UPOS != "VERB" {
		return false
	}
	if p.hasAux(i, "must") && p.hasAux(i, "have") {
		return false
	}
	return p.auxWhere(i, polarity.Obligation)
}

// trend reports whether the plural event noun at token i, or the count
// noun it hangs on ("the number of bombings"), is the subject of a verb of
// rising or falling with no object ("attacks have spiked", "bombings have
// also increased"): a count of incidents over time, not one incident. A
// day named in the clause makes it one incident ("the clashes intensified
// on Tuesday"); a verb that may tell one incident growing wants a sign of
// time counted (trendCue).
func (p *parse) trend(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	j := i
	if tok.Rel == "conj" && tok.Head >= 0 {
		j = tok.Head // "bombings and sniper attacks have increased"
	}
	if tok.UPOS != "NOUN" || st.Tokens[j].XPOS != "NNS" && tok.XPOS != "NNS" {
		return false
	}
	counted := false
	if h := st.Tokens[j].Head; h >= 0 && doc.BaseRel(st.Tokens[j].Rel) == "nmod" && lex.countNouns[p.lemma(h)] {
		j, counted = h, true
	}
	h := st.Tokens[j].Head
	if h < 0 || doc.BaseRel(st.Tokens[j].Rel) != "nsubj" || p.hasRel(h, "obj") || p.dayInClause(h) {
		return false
	}
	switch l := p.lemma(h); {
	case lex.trendVerbs[l]:
		return true
	case lex.trendCuedVerbs[l]:
		return counted || p.trendCue(h)
	}
	return false
}

// trendCue reports whether the verb h tells its change as one counted over
// time: the perfect ("have mounted"), a start ("since 2019"), an amount
// ("by 40%", "by a third"), a comparison ("than last year") or a recent
// span ("in recent months", "over the past year").
func (p *parse) trendCue(h int) bool {
	if p.hasAux(h, "have") {
		return true
	}
	st := p.st
	for _, k := range p.kids[h] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "obl", "advcl", "advmod":
		default:
			continue
		}
		switch p.marker(k, "case", "mark") {
		case "since", "than":
			return true
		case "by":
			if p.hasRel(k, "nummod") || st.Tokens[k].UPOS == "NUM" || p.hasKid(k, "a") {
				return true
			}
		case "in", "over", "during":
			if p.pastSpan(k) || p.hasKid(k, "recent") {
				return true
			}
		}
	}
	return false
}

// dayInClause reports whether a date of one day hangs in the clause of the
// verb h: under h through phrases alone, not through a clause of its own
// ("police said on Monday" dates the saying). Unlike dated and toldAsAct
// (standing.go), which read the verb's own dependents by relation, it
// reads the time stage's days, however deep in the verb's phrases: a
// year or "last week" does not make a trend one incident.
func (p *parse) dayInClause(h int) bool {
	st := p.st
	for _, t := range st.Timexes {
		if t.Type != "DATE" || t.Precision != "day" {
			continue
		}
		for k := range st.Tokens {
			if sp := st.Tokens[k].Span; t.Start <= sp.Start && sp.End <= t.End && p.phraseUnder(k, h) {
				return true
			}
		}
	}
	return false
}

// phraseUnder reports whether token k hangs under token h through phrases
// alone: no clause, apposition or parataxis between them.
func (p *parse) phraseUnder(k, h int) bool {
	st := p.st
	for n, steps := k, 0; n >= 0 && steps < len(st.Tokens); n, steps = st.Tokens[n].Head, steps+1 {
		if n == h {
			return true
		}
		switch doc.BaseRel(st.Tokens[n].Rel) {
		case "acl", "appos", "advcl", "parataxis", "ccomp", "xcomp", "csubj", "conj":
			return false
		}
	}
	return false
}

// offered reports whether an AGREE on an adjective of readiness ("was
// ready to meet the premier", "are willing to hand over the prisoners")
// tells what a party is prepared to do: an offer whose deed is yet to
// come, flagged hypothetical. (PLOVER codes the offer as AGREE; an
// analyst codes the meeting or the handover when it comes.)
func (p *parse) offered(e *doc.Event, i int) bool {
	return e.Type.Plover == "AGREE" && p.st.Tokens[i].UPOS == "ADJ" && lex.readiness[p.lemma(i)]
}

// plannedMeeting reports whether the AGREE at token i is a meeting, visit
// or talks ([meeting-acts], words.txt) that promise reads as a pledge:
// told with "will" as its clause's news, or with "would" under a verb of
// saying ("ministers will visit the districts", "aides said a delegation
// would meet the governor"; a "would" at the root is a conditional, not
// read). The event stage reads a cooperative act to come as a promise,
// but a meeting planned is no pledge to a party, and the coding rules
// leave plans out. Flagged hypothetical; the meeting is coded when it is
// held.
func (p *parse) plannedMeeting(e *doc.Event, i int) bool {
	return e.Type.Plover == "AGREE" && lex.meetingActs[p.lemma(i)] && p.promise(e, i)
}

// unvoicedDemand reports whether the demand the event stage made of a
// verb with "must" or "should" at token i (doc.Event.Demand) is voiced by
// nobody: the sentence's own main clause, outside quotation marks and
// with no verb of saying hung on it ("the plan should draw scorn", "the
// pledge must be taken with caution", a writer's opinion), or the
// content of a verb of mind ("he believes the board should resign"). A
// sentence opening on a clause for subject ("That the envoy left early
// should surprise nobody"), which parsers hang as the root with the
// modal verb for its complement, counts as the main clause. A
// demand someone makes ("the mayor said the board should resign", "“The
// board must resign,” she said") stays a demand.
func (p *parse) unvoicedDemand(e *doc.Event, i int) bool {
	st := p.st
	if !e.Demand || st.Tokens[i].UPOS != "VERB" || !p.auxWhere(i, polarity.Obligation) || p.inQuote(st.Tokens[i].Start) {
		return false
	}
	h := st.Tokens[i].Head
	if h >= 0 && doc.BaseRel(st.Tokens[i].Rel) == "ccomp" && p.clausalSubject(h) {
		h = -1 // the parser's root is the subject clause's verb
	}
	if h >= 0 {
		return doc.BaseRel(st.Tokens[i].Rel) == "ccomp" && lex.verbClass[p.lemma(h)] == "mind"
	}
	return !p.sayingOn(i) && !p.closesQuote(i)
}

// sayingOn reports whether a verb of saying is hung on the verb at token
// i as its parenthetical, complement or adverbial clause ("the board
// must resign, the mayor said"): someone voices the clause.
func (p *parse) sayingOn(i int) bool {
	for _, k := range p.kids[i] {
		if r := doc.BaseRel(p.st.Tokens[k].Rel); (r == "parataxis" || r == "ccomp" || r == "advcl") && lex.verbClass[p.lemma(k)] == "say" {
			return true
		}
	}
	return false
}

// clausalSubject reports whether verb h heads a clause that opens its
// sentence with "that": a clause the sentence is about, which the parser
// took for the main one ("That the envoy left early should surprise
// nobody": "left" made root, "surprise" its complement).
func (p *parse) clausalSubject(h int) bool {
	st := p.st
	first := st.Sentences[st.Tokens[h].Sentence].FirstToken
	return st.Tokens[h].Head < 0 && p.lemma(first) == "that" && st.Tokens[first].Head == h && st.Tokens[first].Rel == "mark"
}

// universalDemand reports whether the demand the event stage made of a
// verb with "must" or "should" at token i is made of everyone or of
// every side ([universal-subjects]: "all must stay calm", "both
// villages should keep the peace", "the elders of both sides should
// talk"): an exhortation to all, not a request of a party.
func (p *parse) universalDemand(e *doc.Event, i int) bool {
	st := p.st
	if !e.Demand || st.Tokens[i].UPOS != "VERB" || !p.auxWhere(i, polarity.Obligation) {
		return false
	}
	for _, k := range p.kids[i] {
		if doc.BaseRel(st.Tokens[k].Rel) == "nsubj" {
			return p.universalPhrase(k, 2)
		}
	}
	return false
}

// universalPhrase reports whether the noun phrase headed by token k is,
// or within depth levels below it holds, a word of [universal-subjects].
func (p *parse) universalPhrase(k, depth int) bool {
	if lex.universalSubjects[p.lemma(k)] {
		return true
	}
	if depth == 0 {
		return false
	}
	for _, c := range p.kids[k] {
		if p.universalPhrase(c, depth-1) {
			return true
		}
	}
	return false
}

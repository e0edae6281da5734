package reality

import (
	"sitrep/doc"
	"sitrep/internal/polarity"
)

// scheduled reports whether the event at token i is told as set for a
// later day rather than as done: a verb of any category under a word of
// scheduling ("the minister is set to host a conference", "is due to meet
// the teachers"), an event noun that a word of scheduling says is to come
// ("talks are due to be held", "a round of talks is scheduled for
// Tuesday"), or that carries an infinitive of holding ("a summit to be held
// on Monday"), and an act told in the present in a clause of time under a
// future ("the rift will deepen when Kenya hosts a summit"). The coding
// rules leave plans out; the event is coded when it is held. forecast
// leaves speech acts under readiness alone, as "ready to talk" is an
// offer; a schedule offers nothing.
func (p *parse) scheduled(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	switch tok.UPOS {
	case "VERB":
		r, h := doc.BaseRel(tok.Rel), tok.Head
		if h >= 0 && (r == "xcomp" || r == "csubj" || r == "advcl") && p.marker(i, "mark") == "to" && lex.scheduleWords[p.lemma(h)] {
			return true // the parsers hang "is due to meet" any of these ways
		}
		return p.timeClauseOfFuture(i)
	case "NOUN":
		return p.scheduledNoun(i)
	}
	return false
}

// scheduledNoun reports whether the event noun at token i is the subject of
// a word of scheduling, or the noun a subject counts out ("a round of
// talks"), or carries an infinitive of holding ("a summit to be held").
func (p *parse) scheduledNoun(i int) bool {
	st := p.st
	for _, k := range p.kids[i] {
		if doc.BaseRel(st.Tokens[k].Rel) == "acl" && p.marker(k, "mark") == "to" && p.heldLater(k) {
			return true
		}
	}
	j := i
	if doc.BaseRel(st.Tokens[j].Rel) == "nmod" && p.marker(j, "case") == "of" {
		j = st.Tokens[j].Head // "a new round of talks"
	}
	h := st.Tokens[j].Head
	if h < 0 || !lex.scheduleWords[p.lemma(h)] || p.tense(h) == "past" {
		return false
	}
	if r := doc.BaseRel(st.Tokens[j].Rel); r != "nsubj" && r != "nsubj:pass" {
		return false
	}
	// "The talks set the stage for a deal" tells what talks did: the
	// word schedules only with an infinitive or a day after it, or as a
	// participle or adjective ("scheduled for Tuesday", "due on Monday").
	for _, k := range p.kids[h] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "xcomp", "ccomp", "csubj", "advcl": // the relabelled trees read "due to be held" as an advcl
			if p.marker(k, "mark") == "to" {
				return true
			}
		case "obl":
			if x := st.Tokens[h].XPOS; x == "VBN" || st.Tokens[h].UPOS == "ADJ" {
				return true
			}
		}
	}
	return false
}

// timeClauseOfFuture reports whether the verb at token i is in the simple
// present and opened by a word of time ([time-clause-words]: when, once,
// until ...) under a clause told in the future: English tells what is to
// come in such a clause in the present ("will deepen when Kenya hosts a
// summit"). The time word and the future are read wherever the parser
// hung the clause: on the verb, and on the heads above it.
func (p *parse) timeClauseOfFuture(i int) bool {
	st := p.st
	if x := st.Tokens[i].XPOS; x != "VBZ" && x != "VBP" || p.hasRel(i, "aux", "aux:pass") {
		return false
	}
	opened := false
	for _, k := range p.kids[i] {
		if r := doc.BaseRel(st.Tokens[k].Rel); (r == "mark" || r == "advmod") && k < i && lex.timeClauseWords[p.lemma(k)] {
			opened = true
		}
	}
	if !opened {
		return false
	}
	for j, n := st.Tokens[i].Head, 0; j >= 0 && n < 4; j, n = st.Tokens[j].Head, n+1 {
		if p.auxWhere(j, polarity.Future) {
			return true
		}
	}
	return false
}

// heldLater reports whether the infinitive k on an event noun says the
// noun itself is to be held or to begin: a verb of holding in the passive
// ("a summit to be held"), or one with no object of its own ("talks to
// begin next week", "a meeting to take place"; "take" only with "place").
// With an object the infinitive is what the noun is about: "the refusal
// to begin talks", "a decision to hold talks", "the refusal to take part".
func (p *parse) heldLater(k int) bool {
	l := p.lemma(k)
	if !lex.holdingVerbs[l] || l == "take" && !p.hasKid(k, "place") {
		return false
	}
	return p.hasRel(k, "aux:pass") || !p.hasRel(k, "obj") && l != "hold"
}

package event

import (
	"slices"

	"sitrep/doc"
)

// Checks on the parties found: what no party is (a place, a weapon, an
// event, a dateline), and the subject a parse left a clause without.

// doerBehind takes for actor whom an event noun or a document that is the
// actor names as its doer or author.
func (c *Coder) doerBehind(t *tree, cd *candidate) {
	if cd.actor >= 0 && c.isEventNoun(t, cd.actor) {
		// "The attack by the rebels killed nine": who attacked killed.
		for _, k := range t.children(cd.actor, "nmod") {
			if t.marker(k) == "by" {
				cd.actor = k
				break
			}
		}
	}
	if cd.actor >= 0 && vocab.documents[t.lemma(cd.actor)] && !codedParty(t, cd.actor) {
		// "a statement issued by the opposition demanded": who issued it.
		if a := author(t, cd.actor); a >= 0 {
			cd.actor = a
		} else if a := earlierAuthor(t, cd.actor); a >= 0 {
			cd.actor = a
		}
	}
}

// documentReach is how many sentences before its own a document told
// again ("the statement also condemns") is looked for.
const documentReach = 2

// earlierAuthor returns, for a document named again with "the" at n and
// no author in its own sentence, the coded party that issued it where the
// story first told of it, in one of the documentReach sentences before,
// nearest first: its author there ("a set of proposals from the United
// States"), the subject of the verb it was the object of ("biman bose read
// out a resolution"), or that of the clause it was the frame of ("in a
// statement released on friday, the activists said"). Else -1.
func earlierAuthor(t *tree, n int) int {
	if d := t.child(n, "det"); d < 0 || t.lemma(d) != "the" {
		return -1
	}
	st := t.st
	sent := st.Tokens[n].Sentence
	for s := sent - 1; s >= 0 && s >= sent-documentReach; s-- {
		sp := st.Sentences[s]
		for j := sp.EndToken - 1; j >= sp.FirstToken; j-- {
			if t.lemma(j) != t.lemma(n) || st.Tokens[j].UPOS != "NOUN" {
				continue
			}
			a := author(t, j)
			if v := st.Tokens[j].Head; a < 0 && v >= 0 {
				switch doc.BaseRel(st.Tokens[j].Rel) {
				case "obj", "obl":
					a = t.child(v, "nsubj")
				}
			}
			if a >= 0 && codedParty(t, a) {
				return a
			}
			return -1 // the story's last word on the document names no author
		}
	}
	return -1
}

// checkParties drops parties that cannot be parties, whichever rule found
// them: a time ("Sunday killed ..." is a parse of "on Sunday"), a word
// that names no one (a verb, a preposition), and, as actor, an uncoded
// weapon or event ("killed by a roadside mine", "the blast
// killed five": who used it is not told here); a coded one ("Israeli
// missiles", "a U.S. drone") still says whose.
func (c *Coder) checkParties(t *tree, cd *candidate) {
	owned := func(i int) bool {
		// "Israeli missiles", "a U.S. drone": a weapon coded with whose
		// it is; a name alone ("IED" tagged as an organisation) is not.
		a := party(t, i).Actor
		return a.Country != "" || a.Sector != "" || a.Org != ""
	}
	nominal := func(i int) bool {
		if isTimeWord(t, i) {
			return false
		}
		switch t.st.Tokens[i].UPOS {
		case "VERB", "AUX", "ADP", "SCONJ", "CCONJ", "PART", "ADV", "PUNCT":
			// A mistagged name may be; a clause with its own subject or
			// object ("blocked streets") may not.
			return codedParty(t, i) && t.child(i, "nsubj", "obj") < 0
		}
		return true
	}
	c.doerBehind(t, cd)
	cd.actor = outOfDateline(t, cd.actor)
	cd.target = outOfDateline(t, cd.target)
	cd.actor, cd.target = pastConnective(t, cd.actor), pastConnective(t, cd.target)
	if cd.actor >= 0 && (!nominal(cd.actor) || (weapon(t, cd.actor) && !owned(cd.actor) || c.isEventNoun(t, cd.actor) && !codedParty(t, cd.actor))) {
		cd.actor = -1
	}
	if cd.actor >= 0 && (noParty(t, cd.actor) || t.st.Tokens[cd.actor].UPOS == "NUM" || infinitive(t, cd.actor)) {
		// A bare number ("two in stabbing") counts victims, not
		// attackers.
		cd.actor = -1
	}
	if cd.target >= 0 && noParty(t, cd.target) {
		cd.target = -1
	}
	// "The Geneva talks": a place is where, not who (docs/QUALITY.md,
	// "Article gold"); a target place is settled in dropEventTarget,
	// once codedTarget has looked for a party beside it.
	if cd.actor >= 0 && toponym(t, cd.actor) {
		cd.actor = -1
	}
	if cd.target >= 0 && !nominal(cd.target) {
		// A clause as target ("demanded that the government end curbs"):
		// its subject is the one acted on.
		if s := t.child(cd.target, "nsubj", "nsubj:pass"); s >= 0 {
			cd.target = s
		}
	}
	if cd.target >= 0 && !nominal(cd.target) {
		cd.target = -1
	}
}

// leadingSubject returns, for an active verb trigger the parse gave no
// subject, the coded phrase opening its sentence when no other verb stands
// between them: "Defense Minister Wardak, in a phone call with Panetta,
// apologised" parsed without a subject. Else -1.
func leadingSubject(t *tree, cd *candidate) int {
	st := t.st
	i := cd.trig
	if cd.tr.POS != "VERB" || st.Tokens[i].UPOS != "VERB" || t.child(i, "aux:pass", "nsubj:pass") >= 0 || doc.BaseRel(st.Tokens[i].Rel) == "acl" {
		return -1
	}
	s := st.Sentences[cd.sent]
	// The opening phrase runs to the first punctuation.
	from, bound := s.FirstToken, s.FirstToken
	for bound < i && st.Tokens[bound].UPOS != "PUNCT" {
		if u := st.Tokens[bound].UPOS; u == "VERB" || u == "AUX" {
			bound = s.FirstToken // no plain opening phrase: try the last one
			break
		}
		bound++
	}
	for j := bound; j < i; j++ {
		if u := st.Tokens[j].UPOS; u == "VERB" || u == "AUX" {
			// "As the rift with the capital widened, President
			// Varga late on Friday refused": the phrase between the
			// last comma and the verb, when no verb stands in it.
			from, bound = lastComma(t, i), i
			if from < 0 {
				return -1
			}
			for k := from; k < i; k++ {
				if u := st.Tokens[k].UPOS; u == "VERB" || u == "AUX" {
					return -1
				}
			}
			break
		}
	}
	best := -1
	lo, hi := t.firstTokensIn(s.FirstToken, bound)
	for k := lo; k < hi; k++ {
		m := &st.Mentions[k]
		if m.FirstToken < from || m.EndToken > bound || m.Actor == (doc.Actor{}) {
			continue
		}
		// A named person is the subject; titles before the name are split
		// off as mentions of their own.
		if best < 0 || m.Actor.Name != "" || st.Mentions[best].Actor.Name == "" && m.EndToken > st.Mentions[best].EndToken {
			best = k
		}
	}
	if best < 0 {
		return -1
	}
	return st.Mentions[best].EndToken - 1
}

// previousSubject returns the subject of the nearest clause before token i
// in its sentence, or -1.
func previousSubject(t *tree, i int) int {
	sent := t.st.Tokens[i].Sentence
	for j := i - 1; j >= 0 && t.st.Tokens[j].Sentence == sent; j-- {
		if t.st.Tokens[j].UPOS == "VERB" {
			if s := t.child(j, "nsubj", "nsubj:pass"); s >= 0 && s < j {
				return s
			}
		}
	}
	return -1
}

// nationality reports whether token i is an adjective coded with a country:
// "Palestinian", "Israeli".
func nationality(t *tree, i int) bool {
	if t.st.Tokens[i].UPOS != "ADJ" {
		return false
	}
	m := mentionAt(t, i)
	return m != nil && m.Actor.Country != "" && m.FirstToken == i && m.EndToken == i+1
}

// codedActor reports whether token i lies in a mention coded as an actor
// (a country, body or group), not a place.
func codedActor(t *tree, i int) bool {
	m := mentionAt(t, i)
	return m != nil && m.Label != doc.LabelLOC && (m.Actor.Country != "" || m.Actor.Org != "" || m.Actor.Sector != "")
}

// source reports whether k, a "from" phrase, names someone an act comes
// from, not a place or a time it comes from: "a demand from traders", not
// "rockets from the north". Its head itself must be coded: "an appeal from
// her hospital bed" only holds someone.
func source(t *tree, k int) bool {
	if isTimeWord(t, k) || toponym(t, k) {
		return false
	}
	m := mentionAt(t, k)
	return m != nil && m.Label != doc.LabelLOC && (m.Actor != (doc.Actor{}) || m.Label == doc.LabelPER || m.Label == doc.LabelORG)
}

// weapon reports whether token i names a weapon or munition.
func weapon(t *tree, i int) bool { return vocab.weaponNouns[t.lemma(i)] }

// doneBy reports whether participle k, on an event noun, tells who did
// the event ("carried out by", "made by"), not who judged or watched
// it: "the attack, condemned by the UN", "the truce monitored by Qatar".
func doneBy(t *tree, k int) bool {
	l := t.lemma(k)
	return vocab.deeds[l] || vocab.stagingVerbs[l] || vocab.authoring[l]
}

// isEventNoun reports whether token i is a noun the trigger lexicon knows as
// an event ("the attack", "the blast").
func (c *Coder) isEventNoun(t *tree, i int) bool {
	return i >= 0 && t.st.Tokens[i].UPOS == "NOUN" && len(c.lx.Lookup(t.lemma(i), "NOUN")) > 0
}

func isRelative(t *tree, i int) bool {
	switch t.lemma(i) {
	case "who", "which", "that", "whom":
		return true
	}
	return false
}

// ownDoing are the categories whose noun's "of" phrase names who acts:
// "the withdrawal of forces", "the visit of the premier", "a meeting of
// rival groups", "a march of farmers"; for the others it names whom the
// act is done to ("the arrest of the mayor").
var ownDoing = map[string]bool{"RETREAT": true, "MOBILIZE": true, "CONSULT": true, "PROTEST": true}

// isPlace reports whether token i lies in a toponym finer than a country
// ("the Geneva talks"): a place compounded onto an event names where, not
// who; a country may be either ("US air strikes").
func isPlace(t *tree, i int) bool { return inPlaceOf(t, i, false) }

// inPlaceOf reports whether token i lies in a toponym the place stage
// resolved to a whole country (country true) or to somewhere finer
// (country false).
func inPlaceOf(t *tree, i int, country bool) bool {
	sp := t.st.Tokens[i].Span
	for _, p := range t.st.Places {
		if p.Span.Contains(sp) && (p.Precision == doc.PrecisionCountry) == country {
			return true
		}
	}
	return false
}

// recipients are the categories whose target is whoever receives: aid,
// concessions, cooperation, support.
var recipients = map[string]bool{"AID": true, "CONCEDE": true, "COOPERATE": true, "SUPPORT": true, "AGREE": true}

// protestToll reports whether the phrase headed by k, as cd's target,
// is the dead or hurt of a protest, its toll, not whom it is aimed at:
// the subject of a killing folded into it (absorbCasualtyClauses: "crowds
// took to the streets and nine people were killed in the demonstrations",
// also where the parse made the crowds the killing's subject, so the
// killing's own subject only when it has no object), or of a verb of
// suffering the protest is an oblique of ("two marchers died during the
// rally"), or a phrase holding a count of dead or hurt that no word of
// its own counts ("at least six demonstrators were shot dead during the
// protest", whatever verb told them). The one test of the rule, read by
// oblParties and, through tollTarget, by ruleParties and partyOptions.
// sp is the span the record would hold for k (targetSpan), which the
// callers that build k's party have already.
func protestToll(t *tree, cd *candidate, k int, sp doc.Span) bool {
	if cd.tr.Plover != "PROTEST" || k < 0 {
		return false
	}
	tok := &t.st.Tokens[k]
	h := tok.Head
	if h >= 0 && vocab.sufferers[t.lemma(h)] {
		switch {
		case (tok.Rel == "nsubj:pass" || tok.Rel == "obj") && slices.Contains(cd.extra, h):
			return true
		case (tok.Rel == "nsubj:pass" || tok.Rel == "nsubj" && t.child(h, "obj") < 0) && t.st.Tokens[cd.trig].Head == h:
			return true
		}
	}
	return holdsCasualties(t, sp)
}

// targetSpan is the span the record would hold for the target phrase
// headed by k (partySpan of its referent), read without coding it; the
// empty span for none (k < 0).
func targetSpan(t *tree, k int) doc.Span {
	if k < 0 {
		return doc.Span{}
	}
	return partySpan(t, t.referent(k))
}

// holdsCasualties reports whether a target phrase whose record span is sp
// (targetSpan) holds a count of dead or hurt, in part ("up to 300
// people": "300 people"), that no word of its own counts ("at least six
// demonstrators" shot dead; not "the killing of five students").
func holdsCasualties(t *tree, sp doc.Span) bool {
	for _, q := range t.st.Quantities {
		if (q.Kind == doc.Killed || q.Kind == doc.Injured) && sp.Overlaps(q.Span) && !(q.Trigger >= 0 && sp.Contains(t.st.Tokens[q.Trigger].Span)) {
			return true
		}
	}
	return false
}

// tollTarget reports whether the phrase headed by k, as cd's target, is
// the event's toll and no party: a protest's dead or hurt (protestToll),
// or an attack's dead or hurt told only as a number of people of any
// kind ("the blast left at least 40 people dead", "some 500 people
// perished in the raids"), whom the counts hold and the article gold leaves
// without a target; "three villagers", "two brothers from the market"
// name whom the attack was on. The rules give no such target
// (ruleParties) and the party chooser is offered none (partyOptions).
// sp is the span of the party the caller built for k (targetSpan).
func tollTarget(t *tree, cd *candidate, k int, sp doc.Span) bool {
	return protestToll(t, cd, k, sp) || cd.tr.Plover == "ASSAULT" && k >= 0 && countedAnyone(t, k) && holdsCasualties(t, sp)
}

// countedAnyone reports whether the phrase headed by k is a number of
// people and nothing more: "people" or "persons" with no word that says
// who they are, a place or a time aside.
func countedAnyone(t *tree, k int) bool {
	if l := t.lemma(k); l != "person" && l != "people" {
		return false
	}
	for _, c := range t.kids[k] {
		switch doc.BaseRel(t.st.Tokens[c].Rel) {
		case "nummod", "det", "advmod", "punct", "case":
		case "nmod":
			// "40 people in the town on Tuesday": where and when,
			// not who.
			if !isPlace(t, c) && !vocab.placeNouns[t.lemma(c)] && !isTimeWord(t, c) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

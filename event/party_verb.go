package event

import (
	"sitrep/doc"
	"slices"
)

// The parties of a verb trigger: its own arguments, those it shares with
// the clauses around it, and the verbs it is the object of.

// verbArguments finds a verb trigger's parties among its dependents.
func verbArguments(t *tree, cd *candidate) {
	i := cd.trig
	recipient := false
	for _, k := range t.kids[i] {
		switch rel := t.st.Tokens[k].Rel; {
		case rel == "nsubj" && isTimeWord(t, k):
			// "two days after rebels attacked": a time the parse took
			// for a second subject.
		case rel == "nsubj" && (cd.actor < 0 || besides(t, cd.actor, k) || markedBetween(t, i, cd.actor, k)):
			// The first subject: a parse that hangs a second one on the
			// verb took a noun of the first's modifiers for it; but one
			// right beside the first is its name ("U.S. Defense
			// Secretary" + "Leon Panetta", "The governor of Borno
			// state, Babagana Zulum").
			cd.actor = k
		case rel == "expl" && cd.actor < 0:
			// "Peru says it is ready to ...": a pronoun the parse took
			// for an expletive.
			cd.actor = k
		case rel == "nsubj:pass" && cd.target < 0:
			cd.target = k
		case rel == "obl:agent":
			cd.actor = k
		case rel == "obj":
			if cd.target < 0 && !isTimeWord(t, k) {
				cd.target = k
			}
			// "sent weapons to Colombia" with the to-phrase hung on the
			// gift: the recipient is still the verb's.
			if !recipient && recipients[cd.tr.Plover] {
				for _, g := range t.kids[k] {
					if doc.BaseRel(t.st.Tokens[g].Rel) == "nmod" && t.marker(g) == "to" && !isTimeWord(t, g) {
						cd.target = g
						recipient = true
					}
				}
			}
		case rel == "iobj":
			// "gave Tanzania a grant": the recipient, not the gift.
			cd.target = k
			recipient = true
		case doc.BaseRel(rel) == "obl":
			recipient = oblArgument(t, cd, k, recipient)
		}
	}
}

// oblArgument reads an oblique k of a verb trigger as its target where
// its preposition says so; recipient tells whether a recipient was
// already found, and it returns whether one is now.
func oblArgument(t *tree, cd *candidate, k int, recipient bool) bool {
	switch m := t.marker(k); m {
	case "on", "against", "with", "to", "from":
		if m == "from" && cd.tr.Plover != "RETREAT" || isTimeWord(t, k) {
			break
		}
		if m == "to" && !recipient && recipients[cd.tr.Plover] {
			// "sent arms to Pakistan", "paid compensation to":
			// who receives is the target.
			cd.target = k
			recipient = true
			break
		}
		// "opened fire on a police station": what is fired on, not
		// the fire; "marched on the capital", "protested against".
		if (cd.target < 0 || weapon(t, cd.target)) && (cd.tr.Plover != "PROTEST" || m == "against" || m == "on" && t.lemma(cd.trig) == "march") {
			cd.target = k
		}
	case "by":
		// "stone-pelting by party workers": a gerund the parse made a
		// verb names its doer by "by", as a noun trigger does; a
		// participle's by-phrase is the passive's (passiveAgent).
		if cd.actor < 0 && t.st.Tokens[cd.trig].XPOS == "VBG" && t.child(cd.trig, "nsubj") < 0 && nominalArg(t, k) {
			cd.actor = k
		}
	case "at":
		// "fired mortars at the positions": what was fired at, not
		// what was fired, is the target.
		// "hit out at the ministry": a trigger whose frame asks for the
		// "at" phrase is aimed at what it names.
		if (cd.tr.Plover == "ASSAULT" || slices.Contains(cd.tr.With, "at")) && (cd.target < 0 || weapon(t, cd.target)) {
			cd.target = k
		}
	}
	return recipient
}

// sharedArguments fills what a verb trigger's own dependents leave open from
// the clauses around it, and undoes what the parse gets wrong.
func (c *Coder) sharedArguments(t *tree, cd *candidate) {
	passive := t.child(cd.trig, "aux:pass") >= 0
	if passive {
		c.passiveAgent(t, cd)
	}
	c.controlledDoer(t, cd, passive)
	sharedTarget(t, cd, passive)
	hyphenAgent(t, cd)
	c.headSubject(t, cd)
	if passive {
		deployedForce(t, cd)
	}
	if cd.actor < 0 {
		// "the man blamed for shooting two officers"
		cd.actor = responsibleFor(t, cd.trig)
	}
	if cd.actor < 0 {
		cd.actor = orderedBy(t, cd.trig)
	}
	c.settleParties(t, cd)
	takenFrom(t, cd)
}

// takenFrom turns the parties of a place told lost ("the town fell to the
// rebels", "Isis lost the city to Kurdish forces"): who took it is named
// by the "to" phrase, and the subject is the side it was taken from.
func takenFrom(t *tree, cd *candidate) {
	if cd.tr.Plover != "ASSAULT" || !slices.Contains(cd.tr.With, "to") {
		return
	}
	for _, k := range t.kids[cd.trig] {
		if t.marker(k) == "to" && !isTimeWord(t, k) {
			cd.actor, cd.target = k, t.child(cd.trig, "nsubj")
			return
		}
	}
}

// orderedBy returns, for a passive act v with no agent that a verb of
// command commands, the commander: "the minister ordered that her
// citizenship be revoked" (a "that" clause), "the court ordered the men
// detained" (a participle on the verb's object or on the verb); -1 if
// none. The command's own subject must be active: "it was ordered that"
// names no one.
func orderedBy(t *tree, v int) int {
	tok := &t.st.Tokens[v]
	h := tok.Head
	if h < 0 || tok.UPOS != "VERB" || t.child(v, "obl:agent") >= 0 {
		return -1
	}
	switch tok.Rel {
	case "ccomp":
		if t.child(v, "aux:pass") < 0 {
			return -1
		}
	case "xcomp", "acl":
		if !pastForm(tok.XPOS) || t.child(v, "aux", "aux:pass", "nsubj") >= 0 {
			return -1
		}
		if tok.Rel == "acl" && t.st.Tokens[h].Rel == "obj" {
			// "ordered the men detained": the participle on the object.
			h = t.st.Tokens[h].Head
		}
	default:
		return -1
	}
	if h < 0 || t.st.Tokens[h].UPOS != "VERB" || !vocab.orderVerbs[t.lemma(h)] || t.child(h, "aux:pass") >= 0 {
		return -1
	}
	return t.child(h, "nsubj")
}

// passiveAgent gives a passive trigger with no actor the agent its
// by-phrase or its clause names.
func (c *Coder) passiveAgent(t *tree, cd *candidate) {
	i := cd.trig
	if cd.actor < 0 {
		// "were held back by police": the by-phrase may hang on the particle.
		for _, k := range t.kids[i] {
			if r := t.st.Tokens[k].Rel; r != "advmod" && r != "compound:prt" {
				continue
			}
			for _, g := range t.children(k, "obl") {
				if t.marker(g) == "by" {
					cd.actor = g
				}
			}
		}
	}
	if cd.actor < 0 {
		// "was shot in the head by a gang member", "imposed on the bank
		// by the EU": the agent the parse hung on a noun of the clause;
		// "killed in Turkey's offensive": the agent of the event it
		// happened in.
		cd.actor = c.clauseAgent(t, i)
	}
}

// controlledDoer gives a complement the object of the verb that controls
// it as its doer, or as its target when the complement is passive.
func (c *Coder) controlledDoer(t *tree, cd *candidate, passive bool) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	h := tok.Head
	if h >= 0 && cd.actor < 0 && (tok.Rel == "xcomp" || tok.Rel == "advcl" && t.marker(i) == "to" && vocab.controllers[t.lemma(h)]) && t.st.Tokens[h].UPOS == "VERB" {
		// "forcing the council to declare a curfew", "ordered troops to
		// open fire": the object of the verb does what its complement says.
		if o := t.child(h, "obj", "iobj"); o >= 0 && o < i && !isTimeWord(t, o) && !weapon(t, o) && !c.isEventNoun(t, o) && codedParty(t, o) {
			if passive {
				if cd.target < 0 {
					cd.target = o
				}
			} else {
				cd.actor = o
			}
		}
	}
}

// sharedTarget gives a trigger with no target one shared from the clauses
// around it: a later verb's object, the subject of the clause a passive
// hangs on.
func sharedTarget(t *tree, cd *candidate, passive bool) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	h := tok.Head
	if cd.target < 0 && !passive && t.child(i, "obj", "ccomp", "xcomp") < 0 {
		// "Police arrested and charged two men": verbs joined before
		// their object share it.
		for _, k := range t.kids[i] {
			if t.st.Tokens[k].Rel == "conj" && k > i && t.st.Tokens[k].UPOS == "VERB" && t.child(k, "nsubj", "nsubj:pass") < 0 {
				if o := t.child(k, "obj"); o >= 0 && !isTimeWord(t, o) && !weapon(t, o) {
					cd.target = o
				}
				break
			}
		}
	}
	if h >= 0 && passive && cd.target < 0 && (tok.Rel == "conj" || tok.Rel == "xcomp") {
		// "hundreds tried to overrun it but were held back by police"
		cd.target = t.child(h, "nsubj", "nsubj:pass")
	}
	if h >= 0 && passive && cd.target < 0 && (tok.Rel == "advcl" || tok.Rel == "acl") && adjunctMarker(t, i) && t.child(i, "nsubj:pass") < 0 {
		// "was held after being convicted of fraud", "was
		// jailed after being convicted": the passive adjunct's
		// understood subject is its clause's.
		cd.target = understoodSubject(t, h)
	}
	if passive && cd.target < 0 && t.child(i, "cc") >= 0 {
		// The same, where the parse hung the second clause elsewhere: its
		// subject is the previous clause's.
		cd.target = previousSubject(t, i)
	}
}

// deployedForce gives a passive deployment cd with no actor its target as
// actor: "security forces have been deployed", "were flown in and
// deployed": who is deployed, the clause's own subject or one it shares,
// is the force that mobilises, when no one is said to send it; not where
// it is sent ("deployed on the quays").
func deployedForce(t *tree, cd *candidate) {
	if cd.actor < 0 && cd.tr.Plover == "MOBILIZE" && cd.target >= 0 && t.marker(cd.target) == "" {
		cd.actor, cd.target = cd.target, -1
	}
}

// headSubject gives a trigger with no actor of its own the subject of the
// clause it hangs on: "protesters stormed a compound, killing seven".
func (c *Coder) headSubject(t *tree, cd *candidate) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	h := tok.Head
	passive := t.child(i, "aux:pass") >= 0
	if tok.Rel == "acl" && c.chargedPassive(t, i) {
		// "a soldier accused of shooting a boy": whom it charges.
		if cd.target < 0 {
			cd.target = h
		}
		return
	}
	if passive && cd.target < 0 && h >= 0 && t.child(i, "nsubj:pass", "nsubj") < 0 {
		cd.target = passiveController(t, i)
	}
	if cd.actor >= 0 || h < 0 || passive {
		return
	}
	switch tok.Rel {
	case "xcomp", "conj", "advcl":
		sharedSubject(t, cd, i, h)
	case "ccomp":
		if adjunctMarker(t, i) {
			// "the guards are accused of having shot a prisoner",
			// parsed as a complement clause: one a preposition marks
			// is an adjunct all the same.
			sharedSubject(t, cd, i, h)
		}
	case "acl":
		modifiedParty(t, cd, i, h)
	}
}

// passiveController returns the subject of the clause a passive verb i
// with no subject of its own belongs to: "the clerk lost her post when
// found guilty", with the time clause hung on the sentence or on the verb,
// or that clause's object where it is a party; -1 if none.
func passiveController(t *tree, i int) int {
	v := t.st.Tokens[i].Head
	switch t.st.Tokens[i].Rel {
	case "advcl", "xcomp", "conj":
	case "acl":
		// A time clause the parse hung on a noun tells of the noun's
		// clause.
		if !vocab.subordinators[t.marker(i)] || t.st.Tokens[v].Head < 0 || t.st.Tokens[t.st.Tokens[v].Head].UPOS != "VERB" {
			return -1
		}
		v = t.st.Tokens[v].Head
	default:
		return -1
	}
	if t.st.Tokens[v].UPOS != "VERB" {
		return -1
	}
	return understoodSubject(t, v)
}

// understoodSubject returns whom a passive adjunct of clause v with no
// subject of its own ("after being convicted") befell: the clause's object
// where it is a party ("the court jailed the mayor after being
// convicted"), else its subject; -1 if none.
func understoodSubject(t *tree, v int) int {
	if o := t.child(v, "obj"); o >= 0 && (codedParty(t, o) || vocab.personPronouns[t.lemma(o)]) {
		return o
	}
	return t.child(v, "nsubj", "nsubj:pass")
}

// sharedSubject gives trigger i, an xcomp, conj or advcl of h, the subject
// of the chain of clauses it shares it with.
func sharedSubject(t *tree, cd *candidate, i, h int) {
	// Up the chain of clauses that share it: "police opened fire to
	// disperse the crowd, arresting 12".
	marked := adjunctMarker(t, i)
	for n, j, k := 0, h, i; n < 4 && j >= 0; n, k, j = n+1, j, t.st.Tokens[j].Head {
		r := t.st.Tokens[k].Rel
		if r == "ccomp" && adjunctMarker(t, k) {
			r = "advcl" // "accused of having shot": see headSubject
		}
		if r == "acl" && n > 0 && vocab.subordinators[t.marker(k)] && t.st.Tokens[j].Head >= 0 && t.st.Tokens[t.st.Tokens[j].Head].UPOS == "VERB" {
			// "was given two life sentences after being convicted
			// for stabbing": a time clause the parse hung on a
			// noun tells of the noun's clause.
			j, r = t.st.Tokens[j].Head, "advcl"
		}
		if r == "acl" && marked && n > 0 && t.st.Tokens[k].XPOS == "VBN" {
			// "a driver suspected of stabbing two guards": the
			// noun the participle describes did it, if it is
			// someone ("two life sentences after being convicted
			// for stabbing" is not).
			if codedParty(t, j) {
				cd.actor = j
			}
			break
		}
		if r != "xcomp" && r != "conj" && r != "advcl" {
			break
		}
		if r == "advcl" && undergoes(t, j) {
			// "the general died after a roadside bomb detonated":
			// who dies suffers the deed the adjunct tells.
			break
		}
		if s := t.child(j, "nsubj"); s >= 0 {
			cd.actor = s
			break
		}
		if s := t.child(j, "nsubj:pass"); s >= 0 && (r == "xcomp" || marked) {
			// "the government is prepared to impose": a passive
			// subject controls a "to" complement too, and a
			// gerund adjunct: "was convicted for stabbing his
			// wife", "were arrested after attacking a guard".
			cd.actor = s
			break
		}
	}
}

// modifiedParty gives trigger i, a clause modifying the noun h (acl), the
// party the noun or the clause around it names: the issuer of a document,
// the maker of an attempt, the noun itself as subject or target.
func modifiedParty(t *tree, cd *candidate, i, h int) {
	switch {
	case vocab.documents[t.lemma(h)] && t.st.Tokens[h].Rel == "obj" && t.st.Tokens[h].Head >= 0 && t.st.Tokens[i].XPOS == "VBG":
		// "issued a statement calling for ...": the text
		// speaks for whoever issued it.
		if s := t.child(t.st.Tokens[h].Head, "nsubj"); s >= 0 {
			cd.actor = s
		} else if a := author(t, h); a >= 0 {
			cd.actor = a
		}
	case vocab.lightNouns[t.lemma(h)] && t.marker(i) == "to" && t.st.Tokens[h].Rel == "obj" && t.st.Tokens[h].Head >= 0:
		// "raiders made three bids to storm a police
		// post", "launched a bid to capture the town": who
		// makes the attempt does the deed.
		if s := clauseSubject(t, t.st.Tokens[h].Head); s >= 0 {
			cd.actor = s
		}
	case t.st.Tokens[h].Head < 0 && h < i && t.st.Tokens[h].UPOS != "VERB" && !headline(t, i):
		// "Rebels fought with government troops": a noun is no
		// sentence's root; the verb after it is, with it as subject.
		// A headline's participle is a passive: "Teen Arrested in
		// Shooting".
		cd.actor = h
	case headline(t, i) && h < i && t.child(i, "obj") < 0 && (t.st.Tokens[i].XPOS == "VBN" || t.st.Tokens[i].XPOS == "VBD"):
		// "Teen Arrested in Shooting": a headline's participle
		// after a noun is a passive without "was".
		if cd.target < 0 {
			cd.target = h
		}
	case adjunctMarker(t, i) && t.st.Tokens[h].Rel != "obj":
		// "in the name of fighting crime", "the prospect of
		// attacking": the noun is no one who acts; but "accused
		// both sides of shelling" names them.
	case t.child(i, "obj") < 0 && h < i && inSubject(t, h, i):
		// "All four of the guards shot were local": a
		// participle between a subject and its verb is a reduced
		// passive, whatever its tag.
		if cd.target < 0 {
			cd.target = h
		}
	case t.st.Tokens[i].XPOS == "VBG" && thingNoun(t, h):
		// "a bus carrying pilgrims", "the low-key stance urging
		// restraint": a thing a participle tells of does not act.
	case t.st.Tokens[i].XPOS == "VBD" || t.child(i, "obj") >= 0 && t.child(i, "aux:pass") < 0 && (t.marker(i) != "to" || codedParty(t, h)):
		// "Egyptian police opened fire": a finite verb, or one with
		// an object, the parse hung on its subject as a modifier;
		// an infinitive so only on a party ("troops to patrol the
		// border"), not on "an attempt to kill".
		cd.actor = h
	case cd.target < 0 && t.st.Tokens[i].XPOS == "VBN":
		// "the officers killed on Saturday": a passive participle
		// modifying its target.
		cd.target = h
	}
}

// thingNoun reports whether h is a singular common noun that names no one:
// the actor stage coded no mention on it and none inside its phrase.
func thingNoun(t *tree, h int) bool {
	return t.st.Tokens[h].XPOS == "NN" && mentionAt(t, h) == nil && !codedParty(t, h)
}

// settleParties undoes what the parse gets wrong in the parties found so
// far and fills the target from the clauses around: stances told in the
// passive, weapons, relative pronouns, the clause an attack explains.
func (c *Coder) settleParties(t *tree, cd *candidate) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	h := tok.Head
	passive := t.child(i, "aux:pass") >= 0
	if cd.actor >= 0 && cd.actor == t.child(i, "nsubj") && tok.UPOS == "VERB" && vocab.sufferers[t.lemma(i)] &&
		t.child(i, "obj", "ccomp", "xcomp") < 0 && !someone(t, cd.actor) {
		// "the rear coach was burning", "two shops burned": a thing,
		// the subject of a verb of suffering with no object, undergoes
		// the deed ("rioters burned and looted" still act).
		if cd.target < 0 {
			cd.target = cd.actor
		}
		cd.actor = -1
	}
	if cd.target < 0 && cd.actor >= 0 && h >= 0 && tok.Rel == "acl" && tok.XPOS == "VBN" && t.child(i, "obj") < 0 {
		// "The new panel, approved by the UN special
		// envoy": a passive participle with its agent still
		// modifies its target.
		cd.target = h
	}
	// "Israel is opposed to the plan": a stance told in the passive is
	// its subject's.
	if passive && vocab.statives[t.lemma(i)] {
		if s := t.child(i, "nsubj:pass"); s >= 0 {
			cd.actor, cd.target = s, -1
			for _, k := range t.children(i, "obl") {
				if t.marker(k) == "to" {
					cd.target = k
				}
			}
		}
	}
	// "fired mortars": a weapon fired is not the target.
	if cd.target >= 0 && cd.tr.Plover == "ASSAULT" && weapon(t, cd.target) {
		cd.target = -1
	}
	relativeParties(t, cd)
	if cd.target < 0 {
		cd.target = contentTarget(t, i, cd.actor)
	}
	adjunctTarget(t, cd)
}

// relativeParties takes a relative pronoun party for what the coreference
// step linked it to.
func relativeParties(t *tree, cd *candidate) {
	// "a soldier who joined the rallies", "Mohammadi, who pledged": a
	// relative pronoun stands for what the coreference step linked it to.
	if cd.actor >= 0 && isRelative(t, cd.actor) {
		cd.actor = t.referent(cd.actor)
		if isRelative(t, cd.actor) || !someone(t, cd.actor) {
			// "the cafe, which killed 13 people": a thing the relative
			// pronoun was linked to does not act.
			cd.actor = -1
		}
	}
	if cd.target >= 0 && isRelative(t, cd.target) {
		cd.target = t.referent(cd.target)
	}
}

// adjunctTarget gives an adverbial clause with no target the one the
// clause it hangs on names: who was hurt, where a letter went.
func adjunctTarget(t *tree, cd *candidate) {
	tok := &t.st.Tokens[cd.trig]
	h := tok.Head
	// "two soldiers were wounded when a mine exploded": the attack's
	// target is whoever the clause it explains says was hurt.
	if cd.target < 0 && h >= 0 && tok.Rel == "advcl" && cd.tr.Plover == "ASSAULT" {
		if hh := &t.st.Tokens[h]; t.child(h, "aux:pass") >= 0 || hh.UPOS == "ADJ" && t.child(h, "cop") >= 0 || undergoes(t, h) {
			cd.target = t.child(h, "nsubj", "nsubj:pass")
		}
	}
	// "sent a letter to Karzai, apologizing": the apology goes where the
	// letter went.
	if cd.target < 0 && h >= 0 && tok.Rel == "advcl" {
		// The "to" phrase may hang on the letter itself.
		var where []int
		if o := t.child(h, "obj"); o >= 0 {
			where = t.children(o, "nmod")
		}
		for _, k := range append(t.children(h, "obl"), where...) {
			if vocab.addresseeMarkers[t.marker(k)] {
				cd.target = k
				break
			}
		}
	}
}

// lightVerbParties gives a noun trigger that is the object of a verb the
// verb's parties: "Norway announced a halt to ferry links", "the army
// imposed a curfew on the city", "held talks with the rebels".
func (c *Coder) lightVerbParties(t *tree, cd *candidate) {
	n := clauseStand(t, cd.trig)
	tok := &t.st.Tokens[n]
	h := tok.Head
	if h < 0 || t.st.Tokens[h].UPOS != "VERB" && !vocab.engaged[t.lemma(h)] {
		return
	}
	switch {
	case doc.BaseRel(tok.Rel) == "obl":
		oblParties(t, cd, n, h)
	case tok.Rel == "nsubj:pass":
		c.passiveParties(t, cd, h)
	case tok.Rel == "nsubj" && (cd.tr.Plover == "ASSAULT" || cd.tr.Plover == "COERCE"):
		// "an air strike hit a hospital", "the blast killed five": what
		// the event's verb acts on is its target.
		if o := t.child(h, "obj"); o >= 0 && cd.target < 0 && !isTimeWord(t, o) && !idiomObject(t, h, o) {
			cd.target = o
		}
	case tok.Rel == "obj":
		c.objectParties(t, cd, h)
	}
}

// idiomObject reports whether o, the object of verb h, is part of an
// idiom with it that names no one: "the clash took place", "took part".
func idiomObject(t *tree, h, o int) bool {
	switch t.lemma(o) {
	case "place", "part":
		return t.lemma(h) == "take" && t.child(o, "det", "nmod:poss", "amod") < 0
	}
	return false
}

// clauseStand returns the word that stands for noun trigger trig in its
// clause: the light noun it is compounded with, or the stretch or amount
// it is the "of" or "in" phrase of, when that is the verb's object; else
// trig.
func clauseStand(t *tree, trig int) int {
	n := trig
	if tok := &t.st.Tokens[n]; tok.Rel == "compound" && tok.Head >= 0 && vocab.lightNouns[t.lemma(tok.Head)] {
		// "undertook a mediation mission": the mission's place in the clause.
		n = tok.Head
	}
	if tok := &t.st.Tokens[n]; doc.BaseRel(tok.Rel) == "nmod" && tok.Head >= 0 && t.st.Tokens[tok.Head].Rel == "obj" &&
		(t.marker(n) == "of" && vocab.stretches[t.lemma(tok.Head)] || (t.marker(n) == "of" || t.marker(n) == "in") && vocab.measures[t.lemma(tok.Head)]) {
		// "launched ten days of war games", "began a new round of
		// talks", "gave five million euros in aid": the stretch's or
		// amount's place in the clause, when it is the object of the
		// verb.
		n = tok.Head
	}
	return n
}

// oblParties gives the trigger standing as n, an oblique of verb h, the
// clause's parties: "aircraft killed 46 civilians in an attack".
func oblParties(t *tree, cd *candidate, n, h int) {
	// "jets killed 12 farmers in a raid on a hamlet", "two
	// soldiers were killed in an attack": the clause's parties are the
	// attack's.
	if t.marker(n) == "under" && cd.tr.Plover == "ASSAULT" {
		// "the convoy came under attack from militants", "troops were
		// under fire": the subject is whom the attack was on, the
		// "from" phrase who made it.
		if cd.target < 0 {
			cd.target = clauseSubject(t, h)
		}
		for _, k := range t.children(cd.trig, "nmod") {
			if cd.actor < 0 && vocab.agentMarkers[t.marker(k)] && !isTimeWord(t, k) {
				cd.actor = k
			}
		}
		return
	}
	if t.marker(n) == "on" && cd.tr.Plover == "MOBILIZE" && cd.actor < 0 {
		// "troops remained on alert", "the army went on patrol": who
		// is in that state mobilises.
		cd.actor = clauseSubject(t, h)
		return
	}
	if m := t.marker(n); m == "in" || m == "during" || (m == "on" || m == "for") && (cd.tr.Plover == "CONSULT" || cd.tr.Plover == "PROTEST") {
		if vocab.sufferers[t.lemma(h)] && t.child(h, "obj") < 0 && !barePlural(t, n) {
			// "two shop clerks died in a grenade attack": who
			// dies in it suffers it. ("300 people have died in
			// attacks" tells a toll of many events, none its own: the
			// reality stage's to drop.) But the dead of a protest are
			// its toll, not whom it is aimed at: "nine people were
			// killed in the demonstrations".
			if s := sufferer(t, h); cd.target < 0 && !protestToll(t, cd, s, targetSpan(t, s)) {
				cd.target = s
			}
			return
		}
		if vocab.engaged[t.lemma(h)] {
			// "Hill militias were engaged in looting", "the
			// men involved in the attack": who is engaged in it
			// does it.
			if cd.actor < 0 {
				cd.actor = t.child(h, "nsubj:pass", "nsubj")
			}
			return
		}
		if cd.actor < 0 {
			cd.actor = clauseSubject(t, h)
		}
		if cd.target < 0 {
			cd.target = t.child(h, "nsubj:pass")
		}
	}
}

// passiveParties gives the trigger, the passive subject of verb h, the
// verb's agent as actor and what it was imposed on as target.
func (c *Coder) passiveParties(t *tree, cd *candidate, h int) {
	// "the agreement was signed by both parties", "the attack was
	// carried out by rebels", "sanctions were imposed on the bank by
	// the EU": the agent of the verb is the event's, and what it is
	// imposed on its target.
	if cd.actor < 0 {
		if cd.actor = t.child(h, "obl:agent"); cd.actor < 0 {
			cd.actor = c.clauseAgent(t, h)
		}
	}
	if cd.target < 0 {
		for _, k := range t.children(h, "obl") {
			if vocab.againstMarkers[t.marker(k)] && !isTimeWord(t, k) {
				cd.target = k
				break
			}
		}
	}
}

// objectParties gives the trigger, the object of verb h, the verb's
// subject (or the noun the verb modifies) as actor and its "on",
// "against", "with" or "to" phrase as target.
func (c *Coder) objectParties(t *tree, cd *candidate, h int) {
	if receivedParties(t, cd, h) {
		return
	}
	if vocab.withstood[t.lemma(h)] && cd.tr.Plover == "ASSAULT" {
		// "the mayor survived an assassination attempt", "Kurdish
		// forces repelled an attack by Isis": the subject is whom the
		// attack was on, never who made it.
		if cd.target < 0 {
			cd.target = clauseSubject(t, h)
		}
		return
	}
	if vocab.provoked[t.lemma(h)] || vocab.setOff[t.lemma(h)] && c.deedSubject(t, t.child(h, "nsubj")) {
		// "the arrest sparked protests", "the killing drew
		// condemnation": what set the event off did not do it; what
		// draws criticism is its target.
		if s := t.child(h, "nsubj"); s >= 0 && cd.target < 0 && vocab.drawn[t.lemma(h)] && codedActor(t, s) {
			cd.target = s
		}
		return
	}
	if cd.actor < 0 && !vocab.namingVerbs[t.lemma(h)] {
		if s := t.child(h, "nsubj", "obl:agent"); s >= 0 {
			cd.actor = s
		} else if t.st.Tokens[h].Rel == "acl" && t.st.Tokens[h].Head >= 0 && t.child(h, "aux:pass") < 0 && !vocab.prepositional[t.lemma(h)] {
			// "riot police used tear gas", the verb hung on its subject;
			// but "the confusion following the attack" names no one.
			cd.actor = t.st.Tokens[h].Head
			if weapon(t, cd.actor) {
				// "terrorists modifying drones to launch attacks": who
				// wields the weapon.
				cd.actor = wielder(t, cd.actor)
			}
		}
	}
	if cd.target < 0 {
		for _, k := range t.children(h, "obl") {
			switch t.marker(k) {
			case "on", "against", "with", "to":
				if !isTimeWord(t, k) {
					cd.target = k
				}
			}
			if cd.target >= 0 {
				break
			}
		}
	}
}

// receivedParties gives the trigger, the object of a verb of receiving
// h, its parties and reports true; else it reports false. "the president
// received an invitation from Japan", "the town got aid": who receives is
// whom the act is done to, and who made it is the noun's or the verb's
// "from" phrase.
func receivedParties(t *tree, cd *candidate, h int) bool {
	if !vocab.receiving[t.lemma(h)] {
		return false
	}
	if cd.target < 0 {
		cd.target = clauseSubject(t, h)
	}
	for _, k := range t.children(h, "obl") {
		if cd.actor < 0 && t.marker(k) == "from" && source(t, k) {
			cd.actor = k
		}
	}
	return true
}

// deedSubject reports whether subject s of a verb of setting off is a deed,
// not a party: a noun the trigger lexicon knows ("the blast") or one the
// actor stage found no one in ("the beating of a vendor").
func (c *Coder) deedSubject(t *tree, s int) bool {
	return s >= 0 && (c.isEventNoun(t, s) || t.st.Tokens[s].UPOS == "NOUN" && mentionAt(t, s) == nil)
}

// sufferer returns who undergoes verb of suffering h: its subject; for a
// verb that takes its subject from the verb above ("was reported to have
// died in a strike", "is believed to have been killed"), that verb's
// subject, unless that verb has an object, which would be the one meant;
// for a relative pronoun ("the commander, who died in an air strike"),
// what the coreference step linked it to, as a relative pronoun names no
// party itself (noParty).
func sufferer(t *tree, h int) int {
	s := t.child(h, "nsubj", "nsubj:pass")
	for n := 0; s < 0 && n < 2 && t.st.Tokens[h].Rel == "xcomp"; n++ {
		h = t.st.Tokens[h].Head
		if h < 0 || t.child(h, "obj", "iobj") >= 0 {
			return -1
		}
		s = t.child(h, "nsubj:pass", "nsubj")
	}
	if s >= 0 && isRelative(t, s) {
		if s = t.referent(s); isRelative(t, s) {
			return -1
		}
	}
	return s
}

// clauseSubject returns the subject of verb v, or of the clauses v shares
// its subject with ("students took to hurling bricks during
// marches"), or -1.
func clauseSubject(t *tree, v int) int {
	for n := 0; n < 3 && v >= 0; n++ {
		if s := t.child(v, "nsubj", "obl:agent"); s >= 0 {
			return s
		}
		switch doc.BaseRel(t.st.Tokens[v].Rel) {
		case "xcomp", "advcl", "conj", "obl":
			if t.st.Tokens[v].UPOS != "VERB" {
				return -1
			}
			v = t.st.Tokens[v].Head
		default:
			return -1
		}
	}
	return -1
}

// contentTarget returns the target of what a speech act or intent is about,
// for a trigger with none of its own: "demanded that the US cancel" -> the
// US, "refused to meet the king" -> the king, "agreed to provide aid for
// Romania" -> Romania. The actor is the trigger's, whose own side is no
// target.
func contentTarget(t *tree, i, actor int) int {
	var own doc.Actor
	if actor >= 0 {
		own = party(t, t.referent(actor)).Actor
	}
	for _, k := range t.kids[i] {
		switch t.st.Tokens[k].Rel {
		case "ccomp":
			if s := t.child(k, "nsubj", "nsubj:pass"); s >= 0 && !isRelative(t, s) {
				return s
			}
		case "xcomp":
			best := -1
			for _, g := range t.kids[k] {
				switch r := t.st.Tokens[g].Rel; {
				case r == "iobj":
					return g
				case doc.BaseRel(r) == "obl" && !isTimeWord(t, g):
					switch t.marker(g) {
					case "to", "for", "with", "against", "on":
						return g
					}
				case r == "obj" && best < 0 && !isTimeWord(t, g) && !ownForces(t, g, own):
					best = g
				}
			}
			if best >= 0 {
				return best
			}
		}
	}
	return -1
}

// ownForces reports whether the phrase headed by g names people of the
// actor own's own side ("threatened to send Turkish troops into Iraq"):
// they are not whom the actor acts on. A thing coded by a place in it ("a
// curfew in Algiers") is not people.
func ownForces(t *tree, g int, own doc.Actor) bool {
	m := mentionAt(t, g)
	return m != nil && m.Label != doc.LabelLOC && ownSide(m.Actor, own)
}

// nominalArg reports whether k names a party: a noun, name or pronoun
// that is no time, place or weapon.
func nominalArg(t *tree, k int) bool {
	switch t.st.Tokens[k].UPOS {
	case "NOUN", "PROPN", "PRON":
		return !isTimeWord(t, k) && !isPlace(t, k) && !weapon(t, k)
	}
	return false
}

package event

import (
	"strings"

	"sitrep/doc"
)

// Clues the party rules share: markers, agents, datelines, connectives and
// the words that tell a phrase is no party.

// adjunctMarker reports whether verb i is introduced by a preposition or a
// subordinator of time ("of shooting", "for stabbing", "after attacking",
// "while patrolling"): a gerund adjunct whose understood subject is the
// clause's, passive or not, unlike a bare participle (", killing seven").
func adjunctMarker(t *tree, i int) bool {
	// Not "in" or "during": "injured in stabbing" is a noun in all but
	// its tag.
	switch t.marker(i) {
	case "of", "for", "with", "after", "before", "while", "by", "upon", "since", "without":
		return true
	}
	return false
}

// clauseAgent returns, for a passive verb v the parse gave no agent of its
// own, a by-phrase hung on a noun of its clause ("shot in the head by a
// gang member", "sanctions imposed on the bank by the EU"), else the agent
// of the event noun it happened in or during ("killed in Turkey's
// offensive", "hurt in a raid by rebels", "killed in the opening days
// of the siege"); -1 if none.
func (c *Coder) clauseAgent(t *tree, v int) int {
	if a := c.byPhraseBelow(t, v, v, 0); a >= 0 {
		return a
	}
	if a := c.joinedPassiveAgent(t, v); a >= 0 {
		return a
	}
	return c.surroundingEventAgent(t, v)
}

// byPhraseBelow returns the first by-phrase, up to three arcs below n in
// passive verb v's clause (an oblique, object or noun modifier each step),
// hung on a noun rather than on v itself and naming neither an event nor
// a weapon: "shot in the head by a gang member"; -1 if none.
func (c *Coder) byPhraseBelow(t *tree, v, n, depth int) int {
	for _, k := range t.kids[n] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "obl", "obj", "nmod":
		default:
			continue
		}
		if isTimeWord(t, k) {
			continue
		}
		if t.marker(k) == "by" && n != v && !c.isEventNoun(t, k) && !weapon(t, k) {
			return k
		}
		if depth < 3 {
			if a := c.byPhraseBelow(t, v, k, depth+1); a >= 0 {
				return a
			}
		}
	}
	return -1
}

// joinedPassiveAgent returns the agent of a later passive of the same kind
// joined to v ("The convoy was ambushed, and three soldiers were killed
// by militants"), or -1.
func (c *Coder) joinedPassiveAgent(t *tree, v int) int {
	joined := t.children(v, "conj")
	for _, k := range t.children(v, "advcl") {
		if t.child(k, "mark") < 0 {
			joined = append(joined, k) // a clause after "and" the parse took for an adjunct
		}
	}
	for _, k := range joined {
		// Passives of one kind joined share the agent the last names
		// ("two were detained and a third beaten by unknown men" tells
		// two deeds).
		if k > v && t.child(k, "aux:pass") >= 0 && c.sameKind(t, v, k) {
			if a := t.child(k, "obl:agent"); a >= 0 && !weapon(t, a) && !c.isEventNoun(t, a) {
				return a
			}
		}
	}
	return -1
}

// surroundingEventAgent returns the agent of the event noun v happened in,
// during or amid, directly or through "of" ("killed in the opening days
// of the siege"), or -1.
func (c *Coder) surroundingEventAgent(t *tree, v int) int {
	obls := append(t.children(v, "obl"), t.children(v, "advcl")...)
	for _, k := range t.children(v, "conj") {
		// "were killed and 5,000 displaced in the offensive": verbs
		// joined share the adjunct after the last.
		if t.st.Tokens[k].UPOS == "VERB" && k > v {
			obls = append(obls, t.children(k, "obl")...)
			obls = append(obls, t.children(k, "advcl")...)
		}
	}
	for _, k := range obls {
		if !vocab.sceneMarkers[t.marker(k)] {
			continue
		}
		for n, e := 0, k; n < 2 && e >= 0; n++ {
			if c.isEventNoun(t, e) || c.eventNominal(t, e) {
				return eventAgent(t, e)
			}
			// "in the first two weeks of the siege"
			next := -1
			for _, g := range t.children(e, "nmod") {
				if t.marker(g) == "of" {
					next = g
				}
			}
			e = next
		}
	}
	return -1
}

// eventAgent returns who carries out the event noun n, as its own phrase
// names them: a coded possessor ("Turkey's offensive"), a by-phrase, a
// nationality ("Israeli air strikes"); -1 if none.
func eventAgent(t *tree, n int) int {
	for _, k := range t.kids[n] {
		switch rel := t.st.Tokens[k].Rel; {
		case rel == "nmod:poss" && (codedActor(t, k) || t.st.Tokens[k].UPOS == "PROPN"):
			return k
		case doc.BaseRel(rel) == "nmod" && t.marker(k) == "by" && !isTimeWord(t, k):
			return k
		case rel == "amod" && nationality(t, k):
			return k
		}
	}
	return -1
}

// barePlural reports whether noun n is a plural with nothing that singles
// out the events it names ("in attacks"): no determiner, possessor or
// number.
func barePlural(t *tree, n int) bool {
	if t.st.Tokens[n].XPOS != "NNS" {
		return false
	}
	for _, k := range t.kids[n] {
		switch t.st.Tokens[k].Rel {
		case "det", "nmod:poss", "nummod":
			return false
		}
	}
	return true
}

// besides reports whether the phrase headed by b follows the one headed by
// a with nothing but punctuation between them.
func besides(t *tree, a, b int) bool {
	if a < 0 || b <= a {
		return false
	}
	end := t.subtree(a, func(top bool, k int) bool { return k > b || t.st.Tokens[k].Rel == "punct" }).End
	start := t.subtree(b, func(bool, int) bool { return false }).Start
	if end > start {
		return false
	}
	// A colon too: "agra: the union condemned" is a heading and its
	// subject, the one the verb's.
	return strings.Trim(t.st.Text[end:start], " ,:\n\t") == ""
}

// author returns who issued the document noun n ("a statement issued by
// X", "a letter from X", "X's statement"), or -1.
func author(t *tree, n int) int {
	for _, k := range t.kids[n] {
		switch rel := t.st.Tokens[k].Rel; {
		case rel == "nmod:poss" || rel == "compound" && codedActor(t, k):
			return k
		case doc.BaseRel(rel) == "nmod":
			if vocab.agentMarkers[t.marker(k)] {
				return k
			}
		case rel == "acl":
			if a := t.child(k, "obl:agent"); a >= 0 {
				return a
			}
			for _, g := range t.children(k, "obl") {
				if t.marker(g) == "by" {
					return g
				}
			}
		}
	}
	return -1
}

// noParty reports whether the phrase headed by i names no party whatever
// its place in the clause: a relative pronoun coreference left unresolved
// ("who", "which"), "no one" and "nobody", a sum of money ("a price tag of
// $5,000").
func noParty(t *tree, i int) bool {
	if isRelative(t, i) && t.st.Tokens[i].UPOS == "PRON" || nobody(t, i) {
		return true
	}
	if vocab.reflexives[t.lemma(i)] {
		// "the bomber detonated the charge he wore": the bomber's own doing.
		return true
	}
	if d := t.child(i, "det"); circumstancePhrase(t, i) || d >= 0 && t.lemma(d) == "what" {
		// "marched on the eve of the debate", "asked what steps": a
		// time or a question, whoever the phrase names inside.
		return true
	}
	if codedParty(t, i) {
		return false
	}
	sp := t.fullSpan(i)
	for k := t.tokenFrom(sp.Start); k < len(t.st.Tokens) && t.st.Tokens[k].End <= sp.End; k++ {
		switch tok := &t.st.Tokens[k]; {
		case tok.UPOS == "SYM" && strings.ContainsAny(tok.Form, "$€£¥"), tok.Form == "$" || tok.Form == "€" || tok.Form == "£":
			return true
		}
	}
	return vocab.money[t.lemma(i)]
}

// circumstancePhrase reports whether noun i heads a phrase of when or amid
// what, in its whole shape: a case marker, "the", and an "of" phrase ("in
// the wake of the riot"); "attacked a wake" names a gathering.
func circumstancePhrase(t *tree, i int) bool {
	if !vocab.circumstances[t.lemma(i)] || t.st.Tokens[i].UPOS != "NOUN" || t.marker(i) == "" {
		return false
	}
	if d := t.child(i, "det"); d < 0 || t.lemma(d) != "the" {
		return false
	}
	for _, k := range t.children(i, "nmod") {
		if t.marker(k) == "of" {
			return true
		}
	}
	return false
}

// connectives are the sentence adverbs a parse of lower-case copy may
// take for a noun subject: "meanwhile, president of the council has been
// arrested" parsed with "meanwhile" as subject and "president" as its
// conjunct.
var connectives = map[string]bool{"meanwhile": true, "however": true, "moreover": true, "furthermore": true,
	"nevertheless": true, "nonetheless": true, "besides": true, "likewise": true, "also": true, "therefore": true}

// pastConnective returns party i unless it is a sentence adverb
// (connectives); then the conjunct the parse joined to it, if any, else
// -1.
func pastConnective(t *tree, i int) int {
	if i < 0 || !connectives[t.lemma(i)] {
		return i
	}
	return t.child(i, "conj", "appos")
}

// outOfDateline returns party i unless it lies in the story's dateline
// ("jaipur: five ram sevaks were arrested", "NEW DELHI: a court ..."), a
// place the parse took for the sentence's subject; then the phrase the
// parse hung on it, if any, else -1.
func outOfDateline(t *tree, i int) int {
	if i < 0 {
		return i
	}
	st := t.st
	first, end := datelineTokens(t)
	if end < 0 || i < first || i >= end {
		return i
	}
	for _, k := range t.kids[i] {
		if k > end {
			switch u := st.Tokens[k].UPOS; u {
			case "NOUN", "PROPN", "PRON", "NUM":
				return k
			}
		}
	}
	return -1
}

// datelineTokens returns the first token of the story's dateline and the
// index of the colon or dash that closes it, or -1, -1. The dateline is a
// place of at most five words opening a sentence that opens one of the
// story's first lines: a headline or a publication line ("City edition,
// May 4, 2011") may stand above it, as datelinePlace allows.
func datelineTokens(t *tree) (int, int) {
	if !t.datelineDone {
		t.dateline[0], t.dateline[1] = findDatelineTokens(t.st)
		t.datelineDone = true
	}
	return t.dateline[0], t.dateline[1]
}

// findDatelineTokens is datelineTokens, found anew.
func findDatelineTokens(st *doc.Story) (int, int) {
	for _, s := range st.Sentences {
		lineStart, opens := opensLine(st.Text, s.Start)
		if linesAtLeast(st.Text[:lineStart], 3) {
			break
		}
		if !opens {
			continue
		}
		if end := datelineEndToken(st, s); end >= 0 {
			return s.FirstToken, end
		}
	}
	return -1, -1
}

// datelineEndToken returns the index of the colon or dash that closes a
// dateline opening sentence s, a place of at most five words, or -1.
func datelineEndToken(st *doc.Story, s doc.Sentence) int {
	for k := s.FirstToken; k < s.EndToken && k < s.FirstToken+6; k++ {
		switch st.Tokens[k].Form {
		case ":", "—", "–", "--":
			if k == s.FirstToken {
				return -1
			}
			for _, p := range st.Places {
				if p.Start == st.Tokens[s.FirstToken].Start {
					return k
				}
			}
			return -1
		}
	}
	return -1
}

// lastComma returns the token after the last comma before token i in its
// sentence, or -1.
func lastComma(t *tree, i int) int {
	sent := t.st.Tokens[i].Sentence
	for k := i - 1; k >= 0 && t.st.Tokens[k].Sentence == sent; k-- {
		if t.st.Tokens[k].Form == "," {
			return k + 1
		}
	}
	return -1
}

// toponym reports whether the phrase headed by i names a place and no
// party: a town, district or province by name or by a place noun, coded
// with no sector or body ("the nearby city of Afrin", "viramgam town",
// "Manchester"). A country or capital the actor dictionary codes as a
// government ("Damascus had threatened") is a party.
func toponym(t *tree, i int) bool {
	p := party(t, i).Actor
	if p.Sector != "" || p.Org != "" {
		return false
	}
	if m := mentionAt(t, i); m != nil && (m.Label == doc.LabelPER || m.Label == doc.LabelORG) {
		return false
	}
	return isPlace(t, i) || vocab.placeNouns[t.lemma(i)] && t.st.Tokens[i].UPOS == "NOUN"
}

// undergoes reports whether verb v tells its subject suffering, not
// acting: "died", "perished", "was wounded".
func undergoes(t *tree, v int) bool {
	return vocab.sufferers[t.lemma(v)] && t.child(v, "obj") < 0 && (t.child(v, "nsubj:pass", "aux:pass") >= 0 || t.child(v, "nsubj") >= 0 && !vocab.transitive[t.lemma(v)])
}

// eventNominal reports whether token i is an event noun the tagger took
// for an adjective: "Turkey's offensive", "the offensive" with a
// possessor or determiner before it and a noun's place in the clause.
func (c *Coder) eventNominal(t *tree, i int) bool {
	tok := &t.st.Tokens[i]
	if tok.UPOS != "ADJ" || len(c.lx.Lookup(t.lemma(i), "NOUN")) == 0 {
		return false
	}
	switch doc.BaseRel(tok.Rel) {
	case "nmod", "obl", "obj", "nsubj":
	case "advcl":
		// "during the militia's offensive" hung as a clause
		if t.child(i, "case") < 0 {
			return false
		}
	default:
		return false
	}
	return t.child(i, "det", "nmod:poss") >= 0
}

// responsibleFor returns who a phrase holds responsible for the event at
// token n, which its "for" phrase or clause names: "the group
// responsible for the attack", "a clerk thought to be responsible for a
// blast", "Hamas was blamed for the bombing", "held the militia
// responsible for the killings"; else -1.
func responsibleFor(t *tree, n int) int {
	if t.marker(n) != "for" {
		return -1
	}
	h := t.st.Tokens[n].Head
	if h < 0 {
		return -1
	}
	switch l := t.lemma(h); {
	case l == "responsible" || l == "accountable" || l == "culpable":
		return holder(t, h)
	case vocab.blamers[l] && t.st.Tokens[h].UPOS == "VERB":
		if t.child(h, "aux:pass") >= 0 || t.st.Tokens[h].XPOS == "VBN" && doc.BaseRel(t.st.Tokens[h].Rel) == "acl" {
			if s := t.child(h, "nsubj:pass"); s >= 0 {
				return s
			}
			if doc.BaseRel(t.st.Tokens[h].Rel) == "acl" {
				return t.st.Tokens[h].Head // "the man wanted for the murder"
			}
			return -1
		}
		if l == "blame" {
			return t.child(h, "obj")
		}
	}
	return -1
}

// holder returns who the adjective a ("responsible") is said of: its
// subject, the noun it modifies, or the object or subject of the verb it
// completes ("held X responsible", "X is believed to be responsible").
func holder(t *tree, a int) int {
	if s := t.child(a, "nsubj", "nsubj:pass"); s >= 0 {
		return s
	}
	tok := &t.st.Tokens[a]
	switch doc.BaseRel(tok.Rel) {
	case "amod", "acl":
		return tok.Head
	case "xcomp":
		v := tok.Head
		if v < 0 {
			return -1
		}
		if o := t.child(v, "obj"); o >= 0 && o < a {
			return o
		}
		if s := t.child(v, "nsubj:pass", "nsubj"); s >= 0 {
			return s
		}
		if doc.BaseRel(t.st.Tokens[v].Rel) == "acl" {
			return t.st.Tokens[v].Head
		}
	}
	return -1
}

// markedBetween reports whether verb v has a subordinator marker between
// its subjects a and b: "the talks open three weeks after militants
// attacked" gives "attacked" both; the one after "after" is its own.
func markedBetween(t *tree, v, a, b int) bool {
	for _, k := range t.kids[v] {
		if t.st.Tokens[k].Rel == "mark" && a < k && k < b && vocab.subordinators[t.lemma(k)] {
			return true
		}
	}
	return false
}

// inSubject reports whether noun h lies in the subject of a verb after
// token i: "All four of the guards shot were local" puts "shot"
// between a subject and its verb.
func inSubject(t *tree, h, i int) bool {
	for n, k := 0, h; n < 3 && k >= 0; n, k = n+1, t.st.Tokens[k].Head {
		tok := &t.st.Tokens[k]
		if strings.HasPrefix(tok.Rel, "nsubj") {
			return tok.Head > i
		}
		if doc.BaseRel(tok.Rel) != "nmod" {
			return false
		}
	}
	return false
}

// wielder returns who uses weapon w, as the clause it is the object of
// says: "terrorists modifying drones", "police using tear gas"; else -1.
func wielder(t *tree, w int) int {
	v := t.st.Tokens[w].Head
	if v < 0 || t.st.Tokens[w].Rel != "obj" || t.st.Tokens[v].UPOS != "VERB" {
		return -1
	}
	if s := t.child(v, "nsubj"); s >= 0 {
		return s
	}
	if t.st.Tokens[v].Rel == "acl" && t.child(v, "aux:pass") < 0 {
		return t.st.Tokens[v].Head
	}
	return -1
}

// someone reports whether the phrase headed by i may name a party: coded
// by the actor stage, a person's or organisation's name, or a noun the
// dictionary does not know that is no place and no event.
func someone(t *tree, i int) bool {
	if i < 0 {
		return false
	}
	if codedParty(t, i) {
		return true
	}
	if m := mentionAt(t, i); m != nil && (m.Label == doc.LabelPER || m.Label == doc.LabelORG) {
		return true
	}
	return false
}

// hyphenAgent gives a participle compounded with its agent before a noun
// ("the EU-sanctioned chief of the board", "Iranian-backed militias")
// that agent as actor and the noun as target.
func hyphenAgent(t *tree, cd *candidate) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	if cd.actor >= 0 || tok.Rel != "amod" || tok.Head <= i || (tok.XPOS != "VBN" && tok.XPOS != "VBD") || i < 2 || t.st.Tokens[i-1].Form != "-" {
		return
	}
	for _, k := range t.kids[i] {
		if k < i-1 && (t.st.Tokens[k].Rel == "compound" || t.st.Tokens[k].Rel == "amod") && t.tokenFrom(t.fullSpan(k).End) >= i-1 && codedParty(t, k) {
			cd.actor = k
			if cd.target < 0 {
				cd.target = tok.Head
			}
			return
		}
	}
}

// sameKind reports whether verbs a and b can trigger an event of one
// PLOVER category: "ambushed" and "killed" are both attacks.
func (c *Coder) sameKind(t *tree, a, b int) bool {
	for _, x := range c.lx.Lookup(t.lemma(a), "VERB") {
		for _, y := range c.lx.Lookup(t.lemma(b), "VERB") {
			if x.Plover == y.Plover {
				return true
			}
		}
	}
	return false
}

// codedWithin returns the head of the first phrase inside the phrase
// headed by i that the actor stage codes as a party and that is no place,
// or -1: not a word of i's own mention, nor a phrase of time or cause
// within it.
func codedWithin(t *tree, i int) int {
	sp := t.phrase(i)
	own := t.covering(i) // "the" in "the town" is the place's own word
	for k := t.tokenFrom(sp.Start); k < len(t.st.Tokens) && t.st.Tokens[k].End <= sp.End; k++ {
		if k != i && t.dominates(i, k) && (own < 0 || t.covering(k) != own) && codedActor(t, k) && !isPlace(t, k) && !toponym(t, k) &&
			!settlement(t, k) && !circumstance(t, i, k) {
			h := k
			for h != i && t.st.Tokens[h].Head >= 0 && codedActor(t, t.st.Tokens[h].Head) && t.st.Tokens[h].Head != i {
				h = t.st.Tokens[h].Head
			}
			return h
		}
	}
	return -1
}

// circumstance reports whether token k, below i, lies in a phrase that
// tells when or why ("the village since the flooding of its mill"), not
// who is there.
func circumstance(t *tree, i, k int) bool {
	for n := 0; k >= 0 && k != i && n < len(t.st.Tokens); n, k = n+1, t.st.Tokens[k].Head {
		if m := t.marker(k); vocab.timeMarkers[m] || vocab.aboutMarkers[m] {
			return true
		}
	}
	return false
}

// infinitive reports whether the phrase headed by i is an infinitive ("to
// either vote"): a deed, which does nothing itself.
func infinitive(t *tree, i int) bool {
	for _, k := range t.kids[i] {
		if k < i && t.st.Tokens[k].UPOS == "PART" && t.lemma(k) == "to" {
			return true
		}
	}
	return false
}

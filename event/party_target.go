package event

import (
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/text"
)

// The target once the actor is settled: the party a thing stands for, and
// the targets that are no party (an event, a place, what is imposed).

// codedTarget replaces a target that is a thing ("lift the ban on the
// Islamic Salvation Front", "threatened to declare a curfew in Oran",
// "agreed to lift embargoes on sales to Iran") by the coded party the
// clause acts on: one named inside the thing's phrase, else in a phrase of
// the trigger or of its complement. A party is whom an event is done to.
// What an attack hits stays its target: a checkpoint or a house tells
// whether the attack was on armed men or civilians. A stance left with no
// target then looks in the clauses it governs (clauseTarget).
func (c *Coder) codedTarget(t *tree, cd *candidate) {
	c.thingsParty(t, cd)
	c.refineTarget(t, cd)
}

// refineTarget runs the rules that settle a target codedTarget left or
// found, in order, and drops one that names no party.
func (c *Coder) refineTarget(t *tree, cd *candidate) {
	c.mobilisedTarget(t, cd)
	c.betweenParties(t, cd)
	c.purposeTarget(t, cd)
	c.actedTarget(t, cd)
	c.conditionTarget(t, cd)
	c.forceTarget(t, cd)
	c.counterpartTarget(t, cd)
	c.pressureTarget(t, cd)
	c.retreatTarget(t, cd)
	takenHold(t, cd)
	takenPlace(t, cd)
	c.dropEventTarget(t, cd)
	c.clauseTarget(t, cd)
	if cd.target >= 0 && noParty(t, cd.target) {
		// Whichever rule found it: "marched on the eve of the
		// debate".
		cd.target = -1
	}
}

// thingsParty replaces a target that is a thing by the coded party the
// clause acts on (see codedTarget).
func (c *Coder) thingsParty(t *tree, cd *candidate) {
	if cd.target < 0 || cd.tr.Plover == "ASSAULT" || codedParty(t, cd.target) && !bareMeasure(t, cd.target) {
		return
	}
	if vocab.personPronouns[t.lemma(cd.target)] {
		// "he had been arrested in Cusco": a person, not a thing
		// done to a party named beside it.
		return
	}
	if (cd.tr.Plover == "COERCE" || cd.tr.Plover == "SANCTION") && !bareMeasure(t, cd.target) && !thing(t, cd.target, cd.tr.Plover) {
		// "the suspect was detained in Leeds": whom police hold or a
		// court sentences is someone, known to the dictionary or not.
		return
	}
	besideParty := func(k int) bool {
		return k != cd.actor && !isTimeWord(t, k) && codedParty(t, k)
	}
	// Inside the thing's phrase: "the ban on X", "calls by X", "a US
	// statement", "Washington's plan".
	for _, k := range t.kids[cd.target] {
		switch rel := t.st.Tokens[k].Rel; {
		case doc.BaseRel(rel) == "nmod" && besideParty(k) && !tellsWhere(t, k, t.marker(k)),
			(rel == "compound" || rel == "nmod:poss") && besideParty(k) && codedActor(t, k) && !isPlace(t, k),
			rel == "amod" && nationality(t, k):
			cd.target = k
			return
		}
	}
	// A phrase of the trigger or of its complement: "to Iran", "in Algiers";
	// not one that says where beside the thing ("protested against the tax
	// outside the ministry", the ministry an oblique of the verb).
	heads := []int{cd.trig}
	for _, k := range t.kids[cd.trig] {
		if t.st.Tokens[k].Rel == "xcomp" {
			heads = append(heads, k)
		}
	}
	for _, h := range heads {
		for _, k := range t.kids[h] {
			m := t.marker(k)
			if r := doc.BaseRel(t.st.Tokens[k].Rel); (r == "obl" || r == "iobj") && !vocab.aboutMarkers[m] && !vocab.timeMarkers[m] && !tellsWhere(t, k, m) && besideParty(k) {
				cd.target = k
				return
			}
		}
	}
}

// tellsWhere reports whether phrase k, marked m, tells where a deed was
// done rather than at whom: "outside the ministry" always does, "at" only
// with a place ("at the port"), for "jeered at the mayor" names whom.
func tellsWhere(t *tree, k int, m string) bool {
	if m == "at" {
		return isPlace(t, k) || toponym(t, k)
	}
	return vocab.locatives[m]
}

// bareMeasure reports whether the phrase headed by i is a measure whose
// coding comes only from a party named inside it ("a curfew on the town",
// "the ban on the party"): that party is whom it bears on, not the
// measure.
func bareMeasure(t *tree, i int) bool {
	if t.st.Tokens[i].UPOS != "NOUN" || !vocab.measureNouns[t.lemma(i)] {
		return false
	}
	m := mentionAt(t, i)
	return m == nil || m.Actor == (doc.Actor{})
}

// headline reports whether token i lies in a sentence told in headline
// style: no closing stop, or its words capitalised ("Teen Arrested in
// Shooting"), where a participle after a noun is a passive without "was".
func headline(t *tree, i int) bool {
	s := t.st.Sentences[t.st.Tokens[i].Sentence]
	switch t.st.Tokens[s.EndToken-1].Form {
	case ".", "!", "?", "\"", "'", "”":
	default:
		return true
	}
	return capitalised(t.st.Tokens[i].Form)
}

// capitalised reports whether word form f begins with a capital letter.
func capitalised(f string) bool {
	r, _ := utf8.DecodeRuneInString(f)
	return unicode.IsUpper(r)
}

// anaphoric reports whether the phrase headed by i points back to
// something told before: "that figure", "these claims", "the report".
func anaphoric(t *tree, i int) bool {
	if i < 0 {
		return false
	}
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "det" {
			switch t.lemma(k) {
			case "that", "this", "these", "those", "the", "such":
				return true
			}
		}
	}
	return false
}

// dropEventTarget drops a target that is an event left uncoded after
// codedTarget: "condemned the attack", "denounced the violence" are about
// an event, not done to a party. An attack's object keeps its own; what
// an agreement or a promise agrees ("pledged his cooperation", "agreed a
// truce") is dropped by refineTarget as a thing.
func (c *Coder) dropEventTarget(t *tree, cd *candidate) {
	if k := cd.target; k >= 0 && cd.tr.Plover == "ASSAULT" && c.isEventNoun(t, k) && !codedActor(t, k) {
		c.foughtTarget(t, cd, k)
	}
	if cd.target >= 0 && (toponym(t, cd.target) || namedPlace(t, cd.target) || cd.tr.Plover != "ASSAULT" && settlement(t, cd.target)) &&
		(cd.tr.Plover != "ASSAULT" || isPlace(t, cd.target) || namedPlace(t, cd.target)) && !(cd.tr.Plover == "PROTEST" && t.marker(cd.target) == "on") {
		// "imposed curfew in the town": a place is where, not whom to
		// (docs/QUALITY.md, "Article gold"). So is a town an attack is
		// told against by its name alone ("shelled Mardin", "Mardin was
		// hit"): the event's place. What an attack hits otherwise stays
		// its target ("shelled the regional capital", "a school"): it
		// tells whom the attack was on; a march on the capital is aimed
		// at it. The name told with its kind ("the city of Homs") is
		// the name (namedPlace); the nationality before it ("the
		// Turkish province of Kilis") only says whose the place is.
		if nationalPlace(t, cd.target) {
			cd.target = -1
		} else {
			cd.target = codedWithin(t, cd.target)
		}
	}
	if cd.target >= 0 && cd.tr.Plover != "ASSAULT" && cd.tr.Plover != "AGREE" &&
		c.isEventNoun(t, cd.target) && !codedParty(t, cd.target) {
		cd.target = -1
	}
	// "condemned the coup", "demanded the release of the activists",
	// "protested against the new tax": a statement or protest is aimed at
	// a party; a thing it is about, which names no one the actor
	// dictionary knows, is no target.
	// A plural may still be people the dictionary does not know ("urged
	// both sides"); a march on a place is aimed at it; and in a story
	// without capitals a bare "the X" may be a name (caselessName).
	if k := cd.target; k >= 0 && aimed[cd.tr.Plover] && t.st.Tokens[k].XPOS == "NN" && !partyOfItsOwn(t, k) &&
		!isPlace(t, k) && !(cd.tr.Plover == "PROTEST" && t.marker(k) == "on") && !caselessName(t, cd, k) {
		cd.target = caselessOwner(t, cd, k)
	}
	if k := cd.target; k >= 0 && imposed[cd.tr.Plover] && thing(t, k, cd.tr.Plover) {
		// "imposed restrictions", "deployed adequate force", "discuss
		// the situation", "eased the curbs", "agreed a truce": what is
		// imposed, sent, talked about, eased or agreed is no party.
		cd.target = -1
	}
}

// foughtTarget settles the target of an attack whose target k is itself
// an event noun. "fought a battle against the rebels", "a long clash with the
// guards": the fight is the deed told again, the party it is fought with
// the target; not what it is fought with ("with rifles"). "battling an
// incursion by the army": the fight is against whoever made the attack it
// resists. A fight told again with no
// party ("fought a long battle", "a battle by the river": an uncoded "by"
// phrase is where) leaves no target; an attack on an event of another kind
// ("fired on a march") keeps it, for it hits those taking part.
func (c *Coder) foughtTarget(t *tree, cd *candidate, k int) {
	side := false
	for _, g := range t.children(k, "nmod") {
		m := t.marker(g)
		if !(m == "with" || m == "against" || m == "by" && g != cd.actor) || isTimeWord(t, g) || weapon(t, g) {
			continue
		}
		if codedParty(t, g) {
			cd.target = g
			return
		}
		// "battles with striking miners": a side the actor stage did
		// not code, which the fight's phrase still names.
		side = side || m != "by"
	}
	if !side && c.assaultNoun(t, k) && !codedParty(t, k) {
		cd.target = -1
	}
}

// assaultNoun reports whether token k is a noun the trigger lexicon knows
// only as an attack or a fight ("battle", "clash", "incursion").
func (c *Coder) assaultNoun(t *tree, k int) bool {
	ts := c.lx.Lookup(t.lemma(k), "NOUN")
	for _, tr := range ts {
		if tr.Plover != "ASSAULT" {
			return false
		}
	}
	return len(ts) > 0
}

// namedPlace reports whether the phrase headed by i is a place noun, coded
// as no party (toponym), that carries the place's own name ("the city of
// Homs", "the Kurdish enclave of Afrin", "the Afrin enclave"): the name
// told with its kind is where, as the bare name is. A place noun the actor
// stage codes as its people ("the town of Kadugli", civilians) keeps its
// target: whom the attack hit.
func namedPlace(t *tree, i int) bool {
	if t.st.Tokens[i].UPOS != "NOUN" || !vocab.placeNouns[t.lemma(i)] || !toponym(t, i) && !nationalPlace(t, i) {
		return false
	}
	for _, j := range t.kids[i] {
		r := t.st.Tokens[j].Rel
		if (r == "compound" || r == "appos" || r == "flat" || doc.BaseRel(r) == "nmod" && t.marker(j) == "of") && isPlace(t, j) && toponym(t, j) {
			return true
		}
	}
	return false
}

// nationalPlace reports whether the place noun at i is coded only by the
// nationality before it ("the Turkish province of Kilis", "the Syrian
// town of Azaz"): the adjective tells whose the place is, not that the
// phrase names a body, so the name it is told with makes it a place still.
// Any other word before the noun describes whom the attack was on ("the
// rebel-held Syrian province of Idlib").
func nationalPlace(t *tree, i int) bool {
	if m := mentionAt(t, i); m != nil && (m.Label == doc.LabelPER || m.Label == doc.LabelORG) {
		return false
	}
	national := false
	for _, j := range t.kids[i] {
		switch r := t.st.Tokens[j].Rel; {
		case r == "amod" && party(t, j).Actor.Country != "":
			national = true
		case r != "det" && r != "case" && doc.BaseRel(r) != "nmod" && r != "compound" && r != "appos" && r != "flat" && r != "punct":
			return false
		}
	}
	a := party(t, i).Actor
	return national && a.Org == ""
}

// settlement reports whether the phrase headed by i is a place noun the
// actor stage coded only as civilians ("the village", "Orvik village"):
// whom an attack on it hits, but where a curfew, a search or a demand
// bears, not on whom.
func settlement(t *tree, i int) bool {
	a := party(t, i).Actor
	return t.st.Tokens[i].UPOS == "NOUN" && vocab.placeNouns[t.lemma(i)] && a.Name == "" && a.Org == "" && (a.Sector == "" || a.Sector == doc.SectorCVL)
}

// partyOfItsOwn reports whether the phrase headed by k names a party of its
// own, not only its owner by a possessive pronoun: "his sentence", "its
// order" are things, whoever "his" is.
func partyOfItsOwn(t *tree, k int) bool {
	if !codedParty(t, k) {
		return false
	}
	owned := false
	for _, j := range t.kids[k] {
		owned = owned || t.st.Tokens[j].Rel == "nmod:poss" && t.st.Tokens[j].UPOS == "PRON"
	}
	if m := mentionAt(t, k); !owned || m != nil && m.Label != doc.LabelPRON && m.Actor != (doc.Actor{}) {
		return true
	}
	sp := t.phrase(k)
	lo, hi := t.within(sp)
	for j := lo; j < hi; j++ {
		if m := &t.st.Mentions[j]; sp.Contains(m.Span) && m.Label != doc.LabelPRON && (m.Actor != (doc.Actor{}) || m.Antecedent >= 0) {
			return true
		}
	}
	return false
}

// imposed are the categories whose object may be the measure or the
// matter rather than whom it bears on: what is imposed, eased, withdrawn or
// agreed ("eased the restrictions", "withdrew its order", "agreed a
// truce") is no party.
var imposed = map[string]bool{"COERCE": true, "MOBILIZE": true, "CONSULT": true, "SANCTION": true, "CONCEDE": true, "RETREAT": true, "AGREE": true}

// thing reports whether the phrase headed by k, the object of an event of
// category plover, names no one: a measure ("restrictions", "a curfew"),
// or for mobilisation and consultation a singular common noun the actor
// stage did not code, with no name and no count of people in it.
func thing(t *tree, k int, plover string) bool {
	tok := &t.st.Tokens[k]
	if tok.UPOS != "NOUN" || codedParty(t, k) || t.child(k, "nummod") >= 0 {
		return false
	}
	if vocab.measureNouns[t.lemma(k)] {
		return true
	}
	if tok.XPOS != "NN" || plover == "COERCE" || plover == "SANCTION" || plover == "CONSULT" && !vocab.matters[t.lemma(tok.Head)] {
		// A plural may be people the dictionary does not know
		// ("negotiated with the employers"); whom police arrest or a
		// court sentences or a minister meets is someone, known to the
		// dictionary or not ("arrested the driver", "meet the envoy");
		// what is discussed is a matter.
		return false
	}
	sp := t.phrase(k)
	for _, m := range t.st.Mentions {
		if sp.Contains(m.Span) && (m.Label == doc.LabelPER || m.Label == doc.LabelORG) {
			return false
		}
	}
	return true
}

// aimed are the categories of statements and protests, whose target is
// the party they are aimed at.
var aimed = map[string]bool{"ACCUSE": true, "REQUEST": true, "REJECT": true, "THREATEN": true, "PROTEST": true, "APPEAL": true}

// caselessName reports whether target k, the object of trigger verb cd.trig
// that the actor stage left uncoded, may be a body named in a story written
// all in lower case ("accused the bjp of", "urged the centre to"): there the
// ner stage, which reads names by their capitals, finds none, so an
// uncoded singular noun after a bare "the" is as often a party's name as a
// thing. dropEventTarget asks only after it has dropped an event noun, so
// "accused the attack" never reaches here.
func caselessName(t *tree, cd *candidate, k int) bool {
	tok := &t.st.Tokens[k]
	if tok.Head != cd.trig || doc.BaseRel(tok.Rel) != "obj" || t.st.Tokens[cd.trig].UPOS != "VERB" {
		return false
	}
	if d := t.child(k, "det"); d < 0 || t.lemma(d) != "the" {
		return false
	}
	// "the godhra carnage", "the burning of the train": a modified noun
	// names a thing; a bare "the bjp" a body, with what it is accused of
	// ("of stirring up").
	return bareName(t, k) && t.lowerCased()
}

// bareName reports whether every dependent of k is one a bare name takes
// (bareNameKids).
func bareName(t *tree, k int) bool {
	for _, j := range t.kids[k] {
		if !bareNameKids[doc.BaseRel(t.st.Tokens[j].Rel)] {
			return false
		}
	}
	return true
}

// caselessOwner returns the party whose stance object k of aimed trigger
// cd.trig names, in a story written all in lower case, where the actor
// stage codes no name: "criticised the vhp stand", "rejected the
// mediation of the rss" are aimed at the body whose stand or mediation it
// is. The owner is a bare compound noun before k or a bare "of" phrase
// (caselessName's shape), not a place or a time; k's lemma must be in
// [stances], for "condemned the godhra carnage" names a place, and
// "criticised the price rise" no one. -1 when there is none.
func caselessOwner(t *tree, cd *candidate, k int) int {
	tok := &t.st.Tokens[k]
	if !vocab.stances[t.lemma(k)] || tok.Head != cd.trig || doc.BaseRel(tok.Rel) != "obj" || !t.lowerCased() {
		return -1
	}
	for _, j := range t.kids[k] {
		rel := t.st.Tokens[j].Rel
		if rel != "compound" && !(doc.BaseRel(rel) == "nmod" && t.marker(j) == "of") || j == cd.actor {
			continue
		}
		if rel == "compound" && (j > k || len(t.kids[j]) > 0) || t.st.Tokens[j].XPOS != "NN" || isPlace(t, j) || isTimeWord(t, j) {
			continue
		}
		if bareName(t, j) {
			return j
		}
	}
	return -1
}

// lowerCased reports whether the story is written all in lower case
// (text.LowerCased), read on first use and kept on the tree.
func (t *tree) lowerCased() bool {
	if !t.lowerDone {
		t.lower, t.lowerDone = text.LowerCased(t.st.Text), true
	}
	return t.lower
}

// bareNameKids are the relations a bare name's head may have below it: its
// article, what it is accused of ("the bjp of stirring"), names listed with
// it ("the vhp, rss and ..."), and a possessive's mark.
var bareNameKids = map[string]bool{"det": true, "acl": true, "punct": true, "conj": true, "cc": true, "case": true}

// takenPlace settles the target of an attack told as the taking of a place
// ("captured the town", "retook the city of Raqqa from the militants"):
// the party a "from" phrase names, else a party inside the place's phrase
// that holds it ("the last enclave of the group"). With neither, the
// target stays for the rules after it (dropEventTarget) to settle.
func takenPlace(t *tree, cd *candidate) {
	k := cd.target
	if k < 0 || cd.tr.Plover != "ASSAULT" || !vocab.takers[t.lemma(cd.trig)] || t.st.Tokens[k].UPOS != "NOUN" && t.st.Tokens[k].UPOS != "PROPN" {
		return
	}
	if !vocab.placeNouns[t.lemma(k)] && !isPlace(t, k) {
		return
	}
	heads := takenHeads(t, k, cd.trig)
	if j := fromPhrase(t, heads, func(j int) bool { return !isPlace(t, j) && !toponym(t, j) }); j >= 0 {
		cd.target = j
		return
	}
	for _, j := range heads[2:] { // the place's "of" phrases
		if codedParty(t, j) && !isPlace(t, j) && !toponym(t, j) {
			cd.target = j
			return
		}
	}
}

// takenHold settles the target of an attack whose object is the hold it
// takes ("seized control of the town", "wrested back control from the
// rebels"): the party the hold is taken from, else none, for the town is
// where, and control no party.
func takenHold(t *tree, cd *candidate) {
	k := cd.target
	if k < 0 || cd.tr.Plover != "ASSAULT" || !vocab.holds[t.lemma(k)] || t.st.Tokens[k].UPOS != "NOUN" {
		return
	}
	cd.target = fromPhrase(t, takenHeads(t, k, cd.trig), func(j int) bool { return !isPlace(t, j) })
}

// takenHeads returns the words a "from" phrase naming whom the thing at k
// is taken from may hang on: k, the trigger trig and, as the parse may
// hang it on the place held, k's "of" phrases ("control of the port from
// the rebels", "the town of X from the militants"), in that order.
func takenHeads(t *tree, k, trig int) []int {
	heads := []int{k, trig}
	for _, j := range t.children(k, "nmod") {
		if t.marker(j) == "of" {
			heads = append(heads, j)
		}
	}
	return heads
}

// fromPhrase returns the first "from" phrase below one of heads that party
// accepts, or -1.
func fromPhrase(t *tree, heads []int, party func(int) bool) int {
	for _, h := range heads {
		for _, j := range t.kids[h] {
			if r := doc.BaseRel(t.st.Tokens[j].Rel); (r == "nmod" || r == "obl") && t.marker(j) == "from" && party(j) {
				return j
			}
		}
	}
	return -1
}

package event

import (
	"slices"
	"strings"
	"unicode"

	"sitrep/doc"
)

// phraseText returns the words of a phrase joined by single spaces: a
// phrase broken across lines, or holding the padding of a repaired
// mis-decoded quote (text.RepairMojibake), names its party all the same.
func phraseText(s string) string {
	s = strings.TrimSpace(s)
	for k := 0; k < len(s); k++ {
		if b := s[k]; b < ' ' || b >= 0x80 || b == ' ' && s[k-1] == ' ' {
			return strings.Join(strings.Fields(s), " ")
		}
	}
	return s // ASCII words with single spaces: the common case, no allocation
}

// party describes the phrase headed by token i.
func party(t *tree, i int) (p doc.Party) {
	st := t.st
	sp := pastColon(t, i, t.phrase(i))
	p = doc.Party{Text: phraseText(st.Slice(sp)), Span: sp}
	defer func() {
		// The words only: the coding stays the phrase's own.
		if w := apposedName(t, i, sp); w != sp {
			p.Text, p.Span = phraseText(st.Slice(w)), w
		}
	}()
	if m := mentionAt(t, i); m != nil {
		p.Actor = m.Actor
	} else if m := nameAfter(t, sp); m != nil {
		// A title heading its name ("Defence Secretary" + "Tom King"):
		// the person, whom the actor stage coded with the title.
		p.Actor = m.Actor
	}
	if p.Actor == (doc.Actor{}) {
		// The head is not itself coded ("senior Hungarian officials" may be
		// coded on its modifier): take the coded mention inside nearest
		// the head in the tree, so that "US mediation in the talks with
		// the Palestinians" is the US's and "that Hamas renounce its
		// struggle against Israel" Hamas's; of those as near, the widest.
		best, bestDepth := -1, 0
		lo, hi := t.within(sp)
		for k := lo; k < hi; k++ {
			m := &st.Mentions[k]
			if m.Actor == (doc.Actor{}) || !sp.Contains(m.Span) {
				continue
			}
			d := t.depthBelow(i, m.FirstToken, m.EndToken)
			if best < 0 || d < bestDepth || d == bestDepth && m.Span.Len() > st.Mentions[best].Span.Len() {
				best, bestDepth = k, d
			}
		}
		if best >= 0 {
			p.Actor = st.Mentions[best].Actor
		}
	}
	if p.Actor.Name == "" {
		// "its military forces", "their troops": forces are the
		// country's or body's that owns them, whatever the story's
		// context coded the noun with.
		for _, k := range t.kids[i] {
			if st.Tokens[k].Rel != "nmod:poss" || st.Tokens[k].UPOS != "PRON" {
				continue
			}
			if m := mentionAt(t, k); m != nil && (m.Actor.Country != "" || m.Actor.Org != "") {
				p.Actor.Country, p.Actor.Org = m.Actor.Country, m.Actor.Org
			}
		}
	}
	if p.Actor.Country == "" && p.Actor.Org == "" {
		// A role coded only by its sector ("foreign ministers") takes the
		// body or country a modifier names: "European Community foreign
		// ministers".
		lo, hi := t.within(sp)
		for k := lo; k < hi; k++ {
			m := &st.Mentions[k]
			if sp.Contains(m.Span) && m.FirstToken < i && (m.Actor.Country != "" || m.Actor.Org != "") {
				p.Actor.Country, p.Actor.Org = m.Actor.Country, m.Actor.Org
				if p.Actor.Sector == "" {
					p.Actor.Sector = m.Actor.Sector
				}
				break
			}
		}
	}
	return p
}

// pastColon trims from sp, the phrase headed by i, the words up to a
// colon before i: "gorakhpur: senior congress leader", a dateline the
// parse hung on the subject, names a place, not the party.
func pastColon(t *tree, i int, sp doc.Span) doc.Span {
	for k := i - 1; k >= 0 && t.st.Tokens[k].Start >= sp.Start; k-- {
		if t.st.Tokens[k].Form == ":" {
			sp.Start = t.st.Tokens[k+1].Start
			break
		}
	}
	return sp
}

// apposedName widens sp, the phrase headed by i, to the person's name set
// beside it by commas: "the UN special envoy, Staffan Berg" or
// "Mehmet Kaya, the film-maker": a title names the role, the name whom.
func apposedName(t *tree, i int, sp doc.Span) doc.Span {
	name := func(k int) (doc.Span, bool) {
		if c := t.covering(k); c >= 0 && t.st.Mentions[c].Label == doc.LabelPER {
			return t.st.Mentions[c].Span, true
		}
		return doc.Span{}, false
	}
	if _, ok := name(i); ok {
		return sp
	}
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "appos" && k > i {
			if n, ok := name(k); ok && n.Start > sp.End && n.Start-sp.End <= 2 {
				sp.End = n.End
			}
			return sp
		}
	}
	if h := t.st.Tokens[i].Head; t.st.Tokens[i].Rel == "appos" && h >= 0 && h < i {
		if n, ok := name(h); ok && sp.Start > n.End && sp.Start-n.End <= 2 {
			sp.Start = n.Start
		}
		return sp
	}
	// An apposition the parser hung elsewhere ("to mourn Mehmet Kaya,
	// the film-maker" with the film-maker an oblique of "mourn"): a
	// phrase with no preposition right after a name and its comma.
	// A second object of the name's verb ("to mourn Omar Nasser, the
	// poet") is one too.
	switch rel := t.st.Tokens[i].Rel; rel {
	case "obl", "obl:unmarked", "nmod:unmarked", "dep", "conj", "obj":
		first := t.tokenFrom(sp.Start)
		if t.hasCase(i) || first < 2 || t.st.Tokens[first-1].Form != "," {
			break
		}
		n, ok := name(first - 2)
		if !ok || n.End != t.st.Tokens[first-2].End {
			break
		}
		if rel == "obj" {
			nh := t.tokenFrom(n.Start)
			if t.st.Tokens[nh].Rel != "obj" || t.st.Tokens[nh].Head != t.st.Tokens[i].Head {
				break
			}
		}
		sp.Start = n.Start
	}
	return sp
}

// placedParty is party(t, i) for a target: a thing no one is coded in
// ("the southern regional capital Juba", "a market in Idlib", "power
// lines leading into Kabul") takes the country it lies in, as CAMEO codes
// an unnamed target. Only the record gets it: the rules that ask whether
// a phrase names a party ask party.
func placedParty(t *tree, i int) doc.Party {
	p := party(t, i)
	var where []doc.Span // besides the phrase's own words
	if m := mentionAt(t, i); ownedBySubject(t, i) && (m == nil || m.Label == doc.LabelNOM) {
		// "Israel strengthened its forces in Lebanon": the subject's
		// own forces are not whom the act is done to; where they are
		// is, also where the parse hung the place on the verb.
		p.Actor = doc.Actor{}
		for _, k := range t.children(t.st.Tokens[i].Head, "obl") {
			switch t.marker(k) {
			case "in", "into", "to":
				where = append(where, t.phrase(k))
			}
		}
	}
	if p.Actor != (doc.Actor{}) || t.st.Tokens[i].UPOS == "PRON" {
		return p
	}
	// Its own words, names in apposition, locatives and participles
	// included ("lines leading into Kabul"), not relative clauses or
	// parentheticals.
	full := t.subtree(i, func(_ bool, k int) bool {
		switch t.st.Tokens[k].Rel {
		case "acl:relcl", "parataxis":
			return true
		}
		return false
	})
	inside := func(sp doc.Span) bool {
		if full.Contains(sp) {
			return true
		}
		for _, w := range where {
			if w.Contains(sp) {
				return true
			}
		}
		return false
	}
	for k := range t.st.Places {
		// "U.S. service members" names a party's country, not where.
		if pl := &t.st.Places[k]; inside(pl.Span) && pl.Country != "" && !(pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span)) {
			p.Actor.Country = pl.Country
			break
		}
	}
	return p
}

// ownedBySubject reports whether the phrase headed by i is owned, by a
// possessive pronoun, by the subject of the clause it hangs on: "its
// forces" in "Israel strengthened its forces".
func ownedBySubject(t *tree, i int) bool {
	poss := -1
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "nmod:poss" && t.st.Tokens[k].UPOS == "PRON" {
			poss = k
		}
	}
	if poss < 0 {
		return false
	}
	v := t.st.Tokens[i].Head
	if v < 0 || t.st.Tokens[v].UPOS != "VERB" {
		return false
	}
	s := clauseSubject(t, v)
	return s >= 0 && t.referent(poss) != poss && t.referent(t.referent(poss)) == t.referent(s)
}

// nameAfter returns the person mention that follows the phrase sp with
// only spaces between them, or nil.
func nameAfter(t *tree, sp doc.Span) *doc.Mention {
	st, ordered := t.st, t.mentions().ordered
	for k := t.startingFrom(sp.End); k < len(st.Mentions); k++ {
		m := &st.Mentions[k]
		if m.Span.Start < sp.End {
			continue
		}
		if m.Span.Start > len(st.Text) || strings.TrimSpace(st.Text[sp.End:m.Span.Start]) != "" {
			if ordered {
				break // the mentions after it start later still
			}
			continue
		}
		if m.Label == doc.LabelPER {
			return m
		}
	}
	return nil
}

// mentionAt returns the mention covering token i, following coreference to
// its antecedent when the mention itself is not coded.
func mentionAt(t *tree, i int) *doc.Mention {
	st := t.st
	if k := t.covering(i); k >= 0 {
		m := &st.Mentions[k]
		for n := 0; m.Actor == (doc.Actor{}) && m.Antecedent >= 0 && m.Antecedent < len(st.Mentions) && n < 10; n++ {
			m = &st.Mentions[m.Antecedent]
		}
		return m
	}
	return nil
}

// anonymous reports whether the phrase headed by i says its source is
// unnamed: "speaking on condition of anonymity", "who asked not to be named".
func anonymous(t *tree, i int) bool {
	s := strings.ToLower(t.st.Slice(t.fullSpan(i)))
	for _, cue := range vocab.anonymity {
		if strings.Contains(s, cue) {
			return true
		}
	}
	return false
}

// nounArguments finds a noun trigger's parties in its own phrase.
func (c *Coder) nounArguments(t *tree, cd *candidate) {
	i := cd.trig
	if m := mentionAt(t, i); m != nil && m.Label != doc.LabelLOC && m.Actor.Sector != "" && m.EndToken == i+1 && !weapon(t, i) {
		// "a suicide bomber", "the gunmen": a noun that names who does
		// the deed is its actor; a weapon ("launched artillery fire"),
		// which the actor stage may code as the arm that fires it, is
		// not who fired it.
		cd.actor = i
	}
	for _, k := range t.kids[i] {
		switch rel := t.st.Tokens[k].Rel; {
		case rel == "amod" && cd.actor < 0 && nationality(t, k):
			// "Palestinian riots", "Israeli air strikes"
			cd.actor = k
		case rel == "nmod:poss" || rel == "compound":
			// "Israel's offensive", "NATO air strikes"; but a common noun
			// compounded is a kind, not an actor: "a bomb attack".
			u := t.st.Tokens[k].UPOS
			// A name compounded must be coded as an actor, not a place or
			// an occasion: "the Boston Marathon bombing".
			if !isTimeWord(t, k) && cd.actor < 0 && !isPlace(t, k) && (u == "PROPN" && (rel == "nmod:poss" || codedActor(t, k)) || u == "PRON" || u == "NOUN" && rel == "nmod:poss") {
				cd.actor = k
			}
			if rel == "nmod:poss" {
				cd.definite = true
			}
		case doc.BaseRel(rel) == "nmod":
			nmodParty(t, cd, k)
		case rel == "acl" && cd.actor < 0 && t.st.Tokens[k].XPOS == "VBN" && t.child(k, "obl:agent") >= 0 && doneBy(t, k):
			// "the accusations made by Riyadh", "the raid carried out
			// by special forces": the participle's agent did it.
			cd.actor = t.child(k, "obl:agent")
		case rel == "nsubj" && cd.actor < 0 && t.child(i, "cop") >= 0 && !isTimeWord(t, k):
			// "the police are on alert", "workers were on strike": the
			// subject of a noun trigger told as a predicate is in that
			// state.
			cd.actor = k
		case rel == "obj" && cd.target < 0 && !isTimeWord(t, k):
			// "police shot the man" tagged as a noun with an object: a
			// verb in all but its tag, whose object is the target and
			// whose compound before it the subject.
			cd.target = k
			if s := t.child(i, "compound", "nsubj"); s >= 0 && s < i && cd.actor < 0 {
				cd.actor = s
			}
		case rel == "det":
			switch t.lemma(k) {
			case "the", "this", "that", "these", "those":
				cd.definite = true
			}
		}
	}
	sufferingPossessor(t, cd)
	if cd.actor < 0 {
		// "a man believed to be responsible for a blast"
		cd.actor = responsibleFor(t, i)
	}
	if cd.target < 0 && cd.actor >= 0 && cd.actor != i && ownDoing[cd.tr.Plover] {
		// "the visit of the premier to Pakistan" parsed with "to
		// Pakistan" on the premier: it is the visit's.
		for _, k := range t.children(cd.actor, "nmod") {
			if m := t.marker(k); (m == "to" || m == "with") && !isTimeWord(t, k) {
				cd.target = k
				break
			}
		}
	}
}

// sufferingPossessor makes the possessor of noun trigger cd its target
// where it is whom the deed befalls: "the journalist's murder", "his
// arrest", "the boy's shooting by a policeman". So it is beside an agent
// ("by"), and for an arrest, a sentence or a deed that befalls one victim
// (victimNouns) that names no other victim ("of", "on", "against") when
// the possessor is a person rather than a state or an armed or governing
// body ("the army's raid", "the court's sentence", "the mob's attack"
// keep theirs as actor). An attack's pronoun is left as actor: "his
// attack" is as often the gunman's.
func sufferingPossessor(t *tree, cd *candidate) {
	p := t.child(cd.trig, "nmod:poss")
	if p < 0 || cd.target >= 0 {
		return
	}
	agent := cd.actor >= 0 && cd.actor != p
	if !agent && !patientPossessor(t, cd, p) {
		return
	}
	cd.target = p
	if cd.actor == p {
		cd.actor = -1
	}
}

// victimNouns are the attack nouns whose possessor is the one attacked:
// "the envoy's murder", "the boy's shooting". An attack, raid or
// offensive is its possessor's own ("the mob's attack").
var victimNouns = map[string]bool{"murder": true, "killing": true, "assassination": true, "shooting": true,
	"stabbing": true, "beheading": true, "execution": true, "lynching": true, "abduction": true, "kidnapping": true,
	"beating": true, "torture": true, "rape": true}

// patientPossessor reports whether possessor p of noun trigger cd, which
// names no other victim, is a person an arrest, sentence or victim-noun
// attack befalls.
func patientPossessor(t *tree, cd *candidate, p int) bool {
	switch cd.tr.Plover {
	case "COERCE", "SANCTION":
	case "ASSAULT":
		if !victimNouns[t.lemma(cd.trig)] {
			return false
		}
	default:
		return false
	}
	for _, k := range t.children(cd.trig, "nmod") {
		switch t.marker(k) {
		case "of", "on", "against":
			return false
		}
	}
	if t.st.Tokens[p].UPOS == "PRON" {
		if cd.tr.Plover == "ASSAULT" {
			return false
		}
		r := t.referent(p)
		if r == p {
			// Unresolved, "his arrest" is the arrested man's; "its
			// curfew" and "their crackdown" are the force's own.
			f := strings.ToLower(t.st.Tokens[p].Form)
			return f == "his" || f == "her"
		}
		if r == cd.actor {
			return false
		}
		p = r
	}
	return personPossessor(t, p)
}

// personPossessor reports whether the mention at token p is neither a
// place, an organisation nor a body of a force sector.
func personPossessor(t *tree, p int) bool {
	m := mentionAt(t, p)
	if m == nil || m.Label == doc.LabelLOC || m.Label == doc.LabelORG || m.Actor.Org != "" {
		return false
	}
	return !forceSectors[m.Actor.Sector]
}

// forceSectors are the sectors of states and of armed, policing, judging
// or governing bodies: those that attack, arrest and sentence.
var forceSectors = map[doc.Sector]bool{doc.SectorGOV: true, doc.SectorMIL: true, doc.SectorCOP: true, doc.SectorJUD: true,
	doc.SectorSPY: true, doc.SectorREB: true, doc.SectorINS: true, doc.SectorSEP: true, doc.SectorUAF: true, doc.SectorCRM: true,
	doc.SectorIGO: true, doc.SectorIMG: true, doc.SectorUIS: true}

// nmodParty gives noun trigger cd the party its prepositional phrase k
// names, by the preposition.
func nmodParty(t *tree, cd *candidate, k int) {
	switch t.marker(k) {
	case "by":
		cd.actor = k
	case "of":
		// "the deployment of troops", "the withdrawal of forces":
		// who moves acts; "the killing of a man": who suffers.
		if ownDoing[cd.tr.Plover] {
			if cd.actor < 0 {
				cd.actor = k
			}
		} else if cd.target < 0 && !isTimeWord(t, k) {
			cd.target = k
		}
	case "on", "against", "at", "into":
		if cd.target < 0 && !isTimeWord(t, k) {
			cd.target = k
		}
	case "with":
		// "talks with the rebels", "clashes with police"; but "the
		// attack, with its commander" names no other side.
		if cd.target < 0 && (cd.tr.Plover != "ASSAULT" || cd.tr.twoSided()) && !isTimeWord(t, k) {
			cd.target = k
		}
	case "to":
		// "the visit of the premier to Pakistan", "aid to Yemen"
		if cd.target < 0 && (cd.tr.Plover == "CONSULT" || recipients[cd.tr.Plover]) && !isTimeWord(t, k) {
			cd.target = k
		}
	case "from":
		// "the withdrawal of forces from Panama": whence it
		// retreats; "a demand from traders", "an assurance from
		// the government": who it comes from makes it.
		if cd.tr.Plover == "RETREAT" && !isTimeWord(t, k) {
			cd.target = k
		} else if source(t, k) && cd.actor < 0 {
			cd.actor = k
		}
	}
}

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
			// "Syria says it is willing to ...": a pronoun the parse took
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
				if (cd.target < 0 || weapon(t, cd.target)) && (cd.tr.Plover != "PROTEST" || m == "against" || m == "on" && t.lemma(i) == "march") {
					cd.target = k
				}
			case "at":
				// "fired mortars at the positions": what was fired at, not
				// what was fired, is the target.
				if cd.tr.Plover == "ASSAULT" && (cd.target < 0 || weapon(t, cd.target)) {
					cd.target = k
				}
			}
		}
	}
}

// sharedArguments fills what a verb trigger's own dependents leave open from
// the clauses around it, and undoes what the parse gets wrong.
func (c *Coder) sharedArguments(t *tree, cd *candidate) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	// A subject shared from the clause this one hangs on: "protesters
	// stormed a compound, killing seven", "troops entered and arrested".
	h := tok.Head
	passive := t.child(i, "aux:pass") >= 0
	if passive && cd.actor < 0 {
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
	if passive && cd.actor < 0 {
		// "was shot in the head by a gang member", "imposed on the bank
		// by the EU": the agent the parse hung on a noun of the clause;
		// "killed in Turkey's offensive": the agent of the event it
		// happened in.
		cd.actor = c.clauseAgent(t, i)
	}
	if h >= 0 && cd.actor < 0 && (tok.Rel == "xcomp" || tok.Rel == "advcl" && t.marker(i) == "to" && vocab.controllers[t.lemma(h)]) && t.st.Tokens[h].UPOS == "VERB" {
		// "forcing the authorities to impose curfew", "ordered troops to
		// open fire": the object of the verb does what its complement says.
		if o := t.child(h, "obj", "iobj"); o >= 0 && o < i && !isTimeWord(t, o) && !weapon(t, o) && !c.isEventNoun(t, o) && party(t, o).Actor != (doc.Actor{}) {
			if passive {
				if cd.target < 0 {
					cd.target = o
				}
			} else {
				cd.actor = o
			}
		}
	}
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
	hyphenAgent(t, cd)
	c.headSubject(t, cd)
	if passive {
		deployedForce(t, cd)
	}
	if cd.actor < 0 {
		// "the man blamed for shooting two officers"
		cd.actor = responsibleFor(t, i)
	}
	c.settleParties(t, cd)
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
		if !subordinators[t.marker(i)] || t.st.Tokens[v].Head < 0 || t.st.Tokens[t.st.Tokens[v].Head].UPOS != "VERB" {
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
	if o := t.child(v, "obj"); o >= 0 && (party(t, o).Actor != (doc.Actor{}) || personPronouns[t.lemma(o)]) {
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
		if r == "acl" && n > 0 && subordinators[t.marker(k)] && t.st.Tokens[j].Head >= 0 && t.st.Tokens[t.st.Tokens[j].Head].UPOS == "VERB" {
			// "was given two life sentences after being convicted
			// for stabbing": a time clause the parse hung on a
			// noun tells of the noun's clause.
			j, r = t.st.Tokens[j].Head, "advcl"
		}
		if r == "acl" && marked && n > 0 && t.st.Tokens[k].XPOS == "VBN" {
			// "a man suspected of shooting three people": the
			// noun the participle describes did it, if it is
			// someone ("two life sentences after being convicted
			// for stabbing" is not).
			if party(t, j).Actor != (doc.Actor{}) {
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
		// "issued a declaration demanding that ...": the text
		// speaks for whoever issued it.
		if s := t.child(t.st.Tokens[h].Head, "nsubj"); s >= 0 {
			cd.actor = s
		} else if a := author(t, h); a >= 0 {
			cd.actor = a
		}
	case vocab.lightNouns[t.lemma(h)] && t.marker(i) == "to" && t.st.Tokens[h].Rel == "obj" && t.st.Tokens[h].Head >= 0:
		// "militants made two attempts to attack an army
		// position", "launched a bid to capture the town": who
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
		// "under the garb of fighting terrorism", "the prospect of
		// attacking": the noun is no one who acts; but "accused
		// both sides of shelling" names them.
	case t.child(i, "obj") < 0 && h < i && inSubject(t, h, i):
		// "All six of the members killed were American": a
		// participle between a subject and its verb is a reduced
		// passive, whatever its tag.
		if cd.target < 0 {
			cd.target = h
		}
	case t.st.Tokens[i].XPOS == "VBG" && thingNoun(t, h):
		// "a bus carrying pilgrims", "the low-key stance urging
		// restraint": a thing a participle tells of does not act.
	case t.st.Tokens[i].XPOS == "VBD" || t.child(i, "obj") >= 0 && t.child(i, "aux:pass") < 0 && (t.marker(i) != "to" || party(t, h).Actor != (doc.Actor{})):
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
	return t.st.Tokens[h].XPOS == "NN" && mentionAt(t, h) == nil && party(t, h).Actor == (doc.Actor{})
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
		// "The revamped delegation, endorsed by the EU high
		// representative": a passive participle with its agent still
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
	if cd.target < 0 {
		cd.target = contentTarget(t, i, cd.actor)
	}
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
			if m := t.marker(k); m == "to" || m == "with" {
				cd.target = k
				break
			}
		}
	}
}

// lightVerbParties gives a noun trigger that is the object of a verb the
// verb's parties: "Italy announced a suspension of air links", "the army
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
		if o := t.child(h, "obj"); o >= 0 && cd.target < 0 && !isTimeWord(t, o) {
			cd.target = o
		}
	case tok.Rel == "obj":
		c.objectParties(t, cd, h)
	}
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
	// "aircraft killed 46 civilians in an attack on a village", "two
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
			if m := t.marker(k); cd.actor < 0 && (m == "from" || m == "by") && !isTimeWord(t, k) {
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
			// "three bank workers died in a petrol bomb attack": who
			// dies in it suffers it. ("300 people have died in
			// attacks" tells a toll of many events, none its own: the
			// reality stage's to drop.)
			if cd.target < 0 {
				cd.target = t.child(h, "nsubj", "nsubj:pass")
			}
			return
		}
		if vocab.engaged[t.lemma(h)] {
			// "Serb forces were engaged in ethnic cleansing", "the
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
			if m := t.marker(k); (m == "on" || m == "against") && !isTimeWord(t, k) {
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
	if !receiving[t.lemma(h)] {
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

// clauseSubject returns the subject of verb v, or of the clauses v shares
// its subject with ("youths resorted to throwing stones during
// demonstrations"), or -1.
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

// checkParties drops parties that cannot be parties, whichever rule found
// them: a time ("Sunday killed ..." is a parse of "on Sunday"), a word
// that names no one (a verb, a preposition), and, as actor, an uncoded
// weapon or event ("killed by an improvised explosive device", "the blast
// killed five": who used it is not told here); a coded one ("Israeli
// missiles", "a U.S. drone") still says whose.
func (c *Coder) checkParties(t *tree, cd *candidate) {
	isParty := func(i int) bool { return party(t, i).Actor != (doc.Actor{}) }
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
			return isParty(i) && t.child(i, "nsubj", "obj") < 0
		}
		return true
	}
	if cd.actor >= 0 && c.isEventNoun(t, cd.actor) {
		// "The attack by the rebels killed nine": who attacked killed.
		for _, k := range t.children(cd.actor, "nmod") {
			if t.marker(k) == "by" {
				cd.actor = k
				break
			}
		}
	}
	if cd.actor >= 0 && vocab.documents[t.lemma(cd.actor)] && !isParty(cd.actor) {
		// "a statement issued by the opposition demanded": who issued it.
		if a := author(t, cd.actor); a >= 0 {
			cd.actor = a
		}
	}
	cd.actor = outOfDateline(t, cd.actor)
	cd.target = outOfDateline(t, cd.target)
	cd.actor, cd.target = pastConnective(t, cd.actor), pastConnective(t, cd.target)
	if cd.actor >= 0 && (!nominal(cd.actor) || (weapon(t, cd.actor) && !owned(cd.actor) || c.isEventNoun(t, cd.actor) && !isParty(cd.actor))) {
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
			// "In a sign of deepening tension with Washington, President
			// Erdoğan on Monday night rejected": the phrase between the
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

// receiving are the verbs whose subject is given what their object names:
// the act the object tells is done to the subject.
var receiving = map[string]bool{"receive": true, "get": true, "obtain": true}

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
func isPlace(t *tree, i int) bool {
	sp := t.st.Tokens[i].Span
	for _, p := range t.st.Places {
		if p.Span.Contains(sp) && p.Precision != doc.PrecisionCountry {
			return true
		}
	}
	return false
}

// recipients are the categories whose target is whoever receives: aid,
// concessions, cooperation, support.
var recipients = map[string]bool{"AID": true, "CONCEDE": true, "COOPERATE": true, "SUPPORT": true, "AGREE": true}

// timeMarkers open phrases of a trigger that say when, or by whom, not
// whom to: "arrested 14 suspects during a sweep of nearby villages".
var timeMarkers = map[string]bool{"by": true, "during": true, "after": true, "before": true, "amid": true, "since": true, "until": true}

// codedTarget replaces a target that is a thing ("lift the ban on the
// Islamic Salvation Front", "threatened to institute a curfew in Algiers",
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
	c.repelledAttack(t, cd)
	c.mobilisedTarget(t, cd)
	c.betweenParties(t, cd)
	c.purposeTarget(t, cd)
	c.actedTarget(t, cd)
	c.conditionTarget(t, cd)
	c.forceTarget(t, cd)
	c.counterpartTarget(t, cd)
	c.pressureTarget(t, cd)
	c.retreatTarget(t, cd)
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
	if cd.target < 0 || cd.tr.Plover == "ASSAULT" || party(t, cd.target).Actor != (doc.Actor{}) && !bareMeasure(t, cd.target) {
		return
	}
	if personPronouns[t.lemma(cd.target)] {
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
		return k != cd.actor && !isTimeWord(t, k) && party(t, k).Actor != (doc.Actor{})
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
			if r := doc.BaseRel(t.st.Tokens[k].Rel); (r == "obl" || r == "iobj") && !aboutMarkers[m] && !timeMarkers[m] && !tellsWhere(t, k, m) && besideParty(k) {
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
	return locatives[m]
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

// aboutMarkers introduce what a clause is about, or its circumstances,
// never whom it is done to: "threatened to boycott the talks over the
// demands of the opposition", "by".
var aboutMarkers = map[string]bool{"by": true, "over": true, "about": true, "despite": true, "amid": true,
	"after": true, "before": true, "since": true, "because": true, "during": true, "as": true}

// nobody reports whether the phrase headed by i names no one: "no one",
// "nobody", "no group", "none of the groups".
func nobody(t *tree, i int) bool {
	switch t.lemma(i) {
	case "nobody", "none", "noone":
		return true
	}
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "det" && t.lemma(k) == "no" {
			return true
		}
	}
	return false
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
	f := t.st.Tokens[i].Form
	return f != "" && unicode.IsUpper([]rune(f)[0])
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
	if cd.target >= 0 && (toponym(t, cd.target) || cd.tr.Plover != "ASSAULT" && settlement(t, cd.target)) &&
		(cd.tr.Plover != "ASSAULT" || isPlace(t, cd.target)) && !(cd.tr.Plover == "PROTEST" && t.marker(cd.target) == "on") {
		// "imposed curfew in the town": a place is where, not whom to
		// (docs/QUALITY.md, "Article gold"). So is a town an attack is
		// told against by its name alone ("shelled Mardin", "Mardin was
		// hit"): the event's place. What an attack hits otherwise stays
		// its target ("shelled the regional capital", "a school"): it
		// tells whom the attack was on; a march on the capital is aimed
		// at it.
		cd.target = codedWithin(t, cd.target)
	}
	if cd.target >= 0 && cd.tr.Plover != "ASSAULT" && cd.tr.Plover != "AGREE" &&
		c.isEventNoun(t, cd.target) && party(t, cd.target).Actor == (doc.Actor{}) {
		cd.target = -1
	}
	// "condemned the coup", "demanded the release of the activists",
	// "protested against the new tax": a statement or protest is aimed at
	// a party; a thing it is about, which names no one the actor
	// dictionary knows, is no target.
	// A plural may still be people the dictionary does not know ("urged
	// both sides"); a march on a place is aimed at it.
	if k := cd.target; k >= 0 && aimed[cd.tr.Plover] && t.st.Tokens[k].XPOS == "NN" && !partyOfItsOwn(t, k) &&
		!isPlace(t, k) && !(cd.tr.Plover == "PROTEST" && t.marker(k) == "on") {
		cd.target = -1
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
// resists; "fought off an offensive by rebels" (repelledBy) is that attack
// told, made by the rebels on the subject. A fight told again with no
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
		if party(t, g).Actor != (doc.Actor{}) {
			cd.target = g
			return
		}
		// "battles with striking miners": a side the actor stage did
		// not code, which the fight's phrase still names.
		side = side || m != "by"
	}
	if !side && c.assaultNoun(t, k) && party(t, k).Actor == (doc.Actor{}) {
		cd.target = -1
	}
}

// repelledAttack gives an attack verb that beats an attack back ("fought
// off an offensive by rebels", "beat back a raid by smugglers") the
// parties of the attack its object names: the maker its "by" or "from"
// phrase names is the actor, the verb's subject, who withstood it, the
// target, as for the verbs of [withstood] ("repelled an attack by").
func (c *Coder) repelledAttack(t *tree, cd *candidate) {
	v := cd.trig
	if cd.tr.Plover != "ASSAULT" || t.st.Tokens[v].UPOS != "VERB" {
		return
	}
	repels := slices.ContainsFunc(t.kids[v], func(k int) bool {
		r, l := t.st.Tokens[k].Rel, t.lemma(k)
		return (r == "compound:prt" || r == "advmod") && (l == "off" || l == "back")
	})
	for _, k := range t.kids[v] {
		r := doc.BaseRel(t.st.Tokens[k].Rel)
		if r != "obj" && r != "obl" || !c.isEventNoun(t, k) || !repels && !(r == "obl" && t.marker(k) == "off") {
			continue
		}
		for _, g := range t.children(k, "nmod") {
			if m := t.marker(g); (m == "by" || m == "from") && party(t, g).Actor != (doc.Actor{}) {
				cd.actor, cd.target = g, clauseSubject(t, v)
				return
			}
		}
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
	if party(t, k).Actor == (doc.Actor{}) {
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
	if tok.UPOS != "NOUN" || party(t, k).Actor != (doc.Actor{}) || t.child(k, "nummod") >= 0 {
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
// offensive", "wounded in an attack by rebels", "killed in the first days
// of the offensive"); -1 if none.
func (c *Coder) clauseAgent(t *tree, v int) int {
	var walk func(n, depth int) int
	walk = func(n, depth int) int {
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
				if a := walk(k, depth+1); a >= 0 {
					return a
				}
			}
		}
		return -1
	}
	if a := walk(v, 0); a >= 0 {
		return a
	}
	joined := t.children(v, "conj")
	for _, k := range t.children(v, "advcl") {
		if t.child(k, "mark") < 0 {
			joined = append(joined, k) // a clause after "and" the parse took for an adjunct
		}
	}
	for _, k := range joined {
		// "The convoy was ambushed, and three soldiers were killed by
		// militants": passives of one kind joined share the agent the
		// last names ("two were detained and a third beaten by unknown
		// men" tells two deeds).
		if k > v && t.child(k, "aux:pass") >= 0 && c.sameKind(t, v, k) {
			if a := t.child(k, "obl:agent"); a >= 0 && !weapon(t, a) && !c.isEventNoun(t, a) {
				return a
			}
		}
	}
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
		switch t.marker(k) {
		case "in", "during", "amid":
		default:
			continue
		}
		for n, e := 0, k; n < 2 && e >= 0; n++ {
			if c.isEventNoun(t, e) || c.eventNominal(t, e) {
				return eventAgent(t, e)
			}
			// "in the first three days of the offensive"
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
			if m := t.marker(k); m == "by" || m == "from" {
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
	switch t.lemma(i) {
	case "himself", "herself", "itself", "themselves":
		// "a suicide bomber blew himself up": the bomber's own doing.
		return true
	}
	if d := t.child(i, "det"); circumstancePhrase(t, i) || d >= 0 && t.lemma(d) == "what" {
		// "marched on the eve of the debate", "asked what steps": a
		// time or a question, whoever the phrase names inside.
		return true
	}
	if party(t, i).Actor != (doc.Actor{}) {
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
// responsible for the attack", "a man believed to be responsible for a
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
		if t.st.Tokens[k].Rel == "mark" && a < k && k < b && subordinators[t.lemma(k)] {
			return true
		}
	}
	return false
}

// inSubject reports whether noun h lies in the subject of a verb after
// token i: "All six of the members killed were American" puts "killed"
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
	if party(t, i).Actor != (doc.Actor{}) {
		return true
	}
	if m := mentionAt(t, i); m != nil && (m.Label == doc.LabelPER || m.Label == doc.LabelORG) {
		return true
	}
	return false
}

// hyphenAgent gives a participle compounded with its agent before a noun
// ("the U.S.-sanctioned head of the council", "Iranian-backed militias")
// that agent as actor and the noun as target.
func hyphenAgent(t *tree, cd *candidate) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	if cd.actor >= 0 || tok.Rel != "amod" || tok.Head <= i || (tok.XPOS != "VBN" && tok.XPOS != "VBD") || i < 2 || t.st.Tokens[i-1].Form != "-" {
		return
	}
	for _, k := range t.kids[i] {
		if k < i-1 && (t.st.Tokens[k].Rel == "compound" || t.st.Tokens[k].Rel == "amod") && t.tokenFrom(t.fullSpan(k).End) >= i-1 && party(t, k).Actor != (doc.Actor{}) {
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
		if m := t.marker(k); timeMarkers[m] || aboutMarkers[m] {
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

package event

import (
	"strings"

	"sitrep/doc"
)

// The parties of a noun trigger: its possessor, its "by", "of" and "from"
// phrases, and whom a deed befalls.

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
		case rel == "amod" && cd.actor < 0 && hyphenDoer(t, k) >= 0:
			// "a Russian-led bombardment", "the vhp-sponsored bandh"
			cd.actor = hyphenDoer(t, k)
		case rel == "nmod:poss" || rel == "compound":
			possessorActor(t, cd, k, rel)
		case doc.BaseRel(rel) == "nmod" || rel == "obl" && t.st.Tokens[i].UPOS == "ADJ":
			// A noun the tagger took for an adjective ("launched an
			// offensive against the rebels") has its phrases parsed as
			// an adjective's: obliques.
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
		// "a clerk thought to be responsible for a blast"
		cd.actor = responsibleFor(t, i)
	}
	if cd.target < 0 && cd.actor >= 0 && cd.actor != i && ownDoing[cd.tr.Plover] {
		actorsTarget(t, cd)
	}
}

// possessorActor reads a noun trigger's possessor or compound k (rel):
// "Israel's offensive", "NATO air strikes" name the actor; a common noun
// compounded is a kind, not an actor ("a bomb attack"), and a name
// compounded must be coded as an actor, not a place or an occasion ("the
// Boston Marathon bombing"). A possessor makes the trigger definite.
func possessorActor(t *tree, cd *candidate, k int, rel string) {
	u := t.st.Tokens[k].UPOS
	if !isTimeWord(t, k) && cd.actor < 0 && !isPlace(t, k) && (u == "PROPN" && (rel == "nmod:poss" || codedActor(t, k)) || u == "PRON" || u == "NOUN" && rel == "nmod:poss") {
		cd.actor = k
	}
	if cd.actor < 0 && rel == "nmod:poss" && capitalGovernment(t, k) {
		// "Moscow's intervention", "Ankara's demand": a capital's
		// possessive stands for its government.
		cd.actor = k
	}
	if rel == "nmod:poss" {
		cd.definite = true
	}
}

// capitalGovernment reports whether token k is a town the actor stage
// coded as a country's government: a capital standing for it ("Moscow",
// "Ankara"), which the place stage places as a town.
func capitalGovernment(t *tree, k int) bool {
	m := mentionAt(t, k)
	return m != nil && isPlace(t, k) && m.Actor.Country != "" && m.Actor.Sector == doc.SectorGOV && m.Actor.Org == ""
}

// hyphenDoer returns, for participle k modifying a noun trigger, the word
// joined to it by a hyphen before it that names who led, called or staged
// the deed ("Russian-led", "vhp-sponsored": doneBy), which the tokenizer
// splits off and the parse hangs on the participle; -1 if none. A time or
// a town is no doer.
func hyphenDoer(t *tree, k int) int {
	toks := t.st.Tokens
	if toks[k].UPOS != "VERB" || k < 2 || !doneBy(t, k) || toks[k-1].Form != "-" ||
		toks[k-1].Start != toks[k-2].End || toks[k].Start != toks[k-1].End {
		return -1
	}
	x := k - 2
	if toks[x].Head != k || isTimeWord(t, x) || isPlace(t, x) {
		return -1
	}
	return x
}

// actorsTarget takes as target a "to" or "with" phrase the parse hung on
// the actor of a deed done by its actor: "the visit of the premier to
// Pakistan" parsed with "to Pakistan" on the premier is the visit's.
func actorsTarget(t *tree, cd *candidate) {
	for _, k := range t.children(cd.actor, "nmod") {
		if vocab.addresseeMarkers[t.marker(k)] && !isTimeWord(t, k) {
			cd.target = k
			return
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

// patientPossessor reports whether possessor p of noun trigger cd, which
// names no other victim, is a person an arrest, sentence or victim-noun
// attack befalls.
func patientPossessor(t *tree, cd *candidate, p int) bool {
	switch cd.tr.Plover {
	case "COERCE", "SANCTION":
	case "ASSAULT":
		if !vocab.victimNouns[t.lemma(cd.trig)] {
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
	// A force's noun possesses the arrest, raid or beating it makes
	// ("the jawans' detention", "the policemen's beating") but suffers
	// the murder or abduction done to it ("the constables' murder").
	return personPossessor(t, p) || vocab.forceVictimNouns[t.lemma(cd.trig)] && forceNoun(t, p)
}

// forceNoun reports whether the phrase at token p is a force's common
// noun ("the jawans", "the constables"), coded or not, rather than a
// named body or a place.
func forceNoun(t *tree, p int) bool {
	if !t.armedWord(p) || isPlace(t, p) {
		return false
	}
	m := mentionAt(t, p)
	return m == nil || !bodyMention(m)
}

// bodyMention reports whether mention m names a place or an organisation
// (by its label or its coding) rather than a person or a group of them.
func bodyMention(m *doc.Mention) bool {
	return m.Label == doc.LabelLOC || m.Label == doc.LabelORG || m.Actor.Org != ""
}

// personPossessor reports whether the phrase at token p is neither a
// place, an organisation, a force's noun nor a body of a force sector.
func personPossessor(t *tree, p int) bool {
	m := mentionAt(t, p)
	if m == nil {
		// A common noun or name the tagger found no mention in, which
		// the story names no force by: "the cook's murder", "the
		// boy's abduction"; not "Monday's killing" or "the town's",
		// nor "the jawans' detention", a force's noun the actor stage
		// left uncoded: a force makes the arrest it possesses.
		u := t.st.Tokens[p].UPOS
		return (u == "NOUN" || u == "PROPN") && !isPlace(t, p) && !isTimeWord(t, p) && !t.armedWord(p)
	}
	if bodyMention(m) {
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
		// "the visit of the premier to Pakistan", "aid to Yemen"; a
		// penalty handed "to" someone befalls them: "a fine to the
		// club" (not a place it extends to).
		if cd.target < 0 && (cd.tr.Plover == "CONSULT" || recipients[cd.tr.Plover] || cd.tr.Plover == "SANCTION" && !isPlace(t, k)) && !isTimeWord(t, k) {
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

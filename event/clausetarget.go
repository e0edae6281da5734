package event

import "sitrep/doc"

// stanceCats are the categories of speech acts and stances whose target
// may be named inside the clause the trigger governs: "threatened to
// impose sanctions on Iran", "urged Pakistan to act".
var stanceCats = map[string]bool{"THREATEN": true, "REQUEST": true, "REJECT": true, "ACCUSE": true, "AGREE": true,
	"PROTEST": true, "APPEAL": true, "CONCEDE": true, "SUPPORT": true, "CONSULT": true, "SANCTION": true,
	"AID": true, "COOPERATE": true}

// clauseTargetDepth bounds how many clauses down clauseTarget looks: deeper
// clauses are about other events.
const clauseTargetDepth = 3

// clauseTarget gives a stance with no coded target the first coded party
// of the clauses it governs: "accused the rebels of attacking Ugandan
// troops" has no coded object, but its complement names whom the
// accusation bears on. The party must not be the actor's own side, a
// time, a place or a phrase in or at one (where, not whom to), or a phrase that says what the act
// is about or by whom. Arrests, deployments and releases are not stances:
// whom they act on is their object, named or not.
func (c *Coder) clauseTarget(t *tree, cd *candidate) {
	if !stanceCats[cd.tr.Plover] {
		return
	}
	if k := cd.target; k >= 0 && (someone(t, k) || t.st.Tokens[k].XPOS == "NNS" || t.st.Tokens[k].UPOS == "PRON") {
		return
	}
	var own doc.Actor
	if cd.actor >= 0 {
		own = party(t, t.referent(cd.actor)).Actor
	}
	if k := clauseParty(t, cd, cd.trig, own, 0); k >= 0 {
		cd.target = k
		return
	}
	if k := c.sentenceParty(t, cd, own); k >= 0 {
		cd.target = k
	}
}

// sentenceParty returns, for a stance whose own clauses name no party, the
// one party of its sentence it can bear on: the only phrase coded with a
// country or body other than the actor's, outside the actor's phrase and
// the source of a claim ("..., the group said"); -1 if there is none or
// more than one.
func (c *Coder) sentenceParty(t *tree, cd *candidate, own doc.Actor) int {
	s := t.st.Sentences[t.st.Tokens[cd.trig].Sentence]
	for trig := range cd.peers {
		if trig != cd.trig && t.st.Tokens[trig].Sentence == t.st.Tokens[cd.trig].Sentence {
			// A sentence that tells several events does not say which
			// of them its other party belongs to.
			return -1
		}
	}
	found := -1
	seen := map[string]bool{}
	for k := s.FirstToken; k < s.EndToken; k++ {
		r := doc.BaseRel(t.st.Tokens[k].Rel)
		if r != "nsubj" && r != "obj" && r != "iobj" && r != "obl" && r != "nmod" {
			continue
		}
		if cd.actor >= 0 && t.dominates(cd.actor, k) || t.dominates(k, cd.trig) || !clauseCoded(t, cd, k, own, true) {
			continue
		}
		if t.st.Tokens[k].UPOS != "PROPN" {
			// Only a name: a common noun coded by the story's
			// context may be anyone.
			continue
		}
		a := party(t, t.referent(k)).Actor
		if a.Sector == "" && a.Org == "" {
			// "the Syrian civil war": a thing a country names is no
			// party.
			continue
		}
		if h := t.st.Tokens[k].Head; r == "nsubj" && h >= 0 && !t.dominates(h, cd.trig) {
			continue // the subject of another clause: "..., Iran said"
		}
		key := a.Country + "/" + a.Org
		if seen[key] {
			continue
		}
		seen[key] = true
		if found >= 0 {
			return -1
		}
		found = k
	}
	return found
}

// clauseParty returns the first coded party among the arguments of head h
// (the trigger's own subject excluded), then among those of the clauses
// and phrases h governs, or -1.
func clauseParty(t *tree, cd *candidate, h int, own doc.Actor, depth int) int {
	if depth > clauseTargetDepth {
		return -1
	}
	for _, k := range t.kids[h] {
		r := doc.BaseRel(t.st.Tokens[k].Rel)
		switch r {
		case "nsubj", "obj", "iobj", "obl", "nmod":
		default:
			continue
		}
		if r == "nsubj" && h == cd.trig {
			continue
		}
		if m := t.marker(k); (r == "obl" || r == "nmod") && (vocab.aboutMarkers[m] || vocab.timeMarkers[m] || vocab.locatives[m] || m == "in") {
			continue
		}
		if clauseCoded(t, cd, k, own, false) {
			return k
		}
	}
	for _, k := range t.kids[h] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "xcomp", "ccomp", "advcl", "obj", "obl", "nmod", "acl":
			if j := clauseParty(t, cd, k, own, depth+1); j >= 0 {
				return j
			}
		}
	}
	return -1
}

// clauseCoded reports whether k names a country or body other than the
// actor's own side (ownSide), and is neither the actor nor a time. A
// body of the actor's own country in another sector counts ("demanded
// that control be taken from the education ministry"), but not a place,
// nor one a phrase is for, nor, when strict (a party taken from anywhere
// in the sentence, a guess), any.
func clauseCoded(t *tree, cd *candidate, k int, own doc.Actor, strict bool) bool {
	if k == cd.actor || isTimeWord(t, k) || toponym(t, k) {
		return false
	}
	a := party(t, t.referent(k)).Actor
	if a.Country != "" && a.Country == own.Country {
		m := mentionAt(t, k)
		if strict || m != nil && m.Label == doc.LabelLOC || m == nil && forWhom(t, k) || t.marker(k) == "for" {
			// "marched through Bamako": the actor's own country or
			// town named as a place is where, not whom; "demanded
			// better protection for soldiers": whom it is for is on
			// the actor's side.
			return false
		}
	}
	return (a.Country != "" || a.Org != "") && !ownSide(a, own)
}

// forWhom reports whether the phrase headed by k has a "for" phrase:
// "protection for soldiers", whose beneficiary then codes it.
func forWhom(t *tree, k int) bool {
	for _, j := range t.kids[k] {
		if doc.BaseRel(t.st.Tokens[j].Rel) == "nmod" && t.marker(j) == "for" {
			return true
		}
	}
	return false
}

// ownSide reports whether a is the actor own's own side: its country
// with its sector, or either uncoded by sector, or both arms of its
// state ("Turkey threatened to send Turkish troops": its own troops). A
// body of the same country in another sector is another party: "union
// leaders demanded that the labour ministry ..." is aimed at the
// ministry.
func ownSide(a, own doc.Actor) bool {
	if a.Country == "" || a.Country != own.Country {
		return false
	}
	return a.Sector == own.Sector || a.Sector == "" || own.Sector == "" || executive[a.Sector] && executive[own.Sector]
}

// executive are the sectors of a state's executive arms, one side in a
// stance of the state: government, armed forces, police, intelligence.
var executive = map[doc.Sector]bool{doc.SectorGOV: true, doc.SectorMIL: true, doc.SectorCOP: true, doc.SectorSPY: true}

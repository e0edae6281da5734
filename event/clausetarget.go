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
// accusation bears on. The party must not be the actor's own country, a
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
	own := ""
	if cd.actor >= 0 {
		own = party(t, t.referent(cd.actor)).Actor.Country
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
func (c *Coder) sentenceParty(t *tree, cd *candidate, own string) int {
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
		if cd.actor >= 0 && t.dominates(cd.actor, k) || t.dominates(k, cd.trig) || !clauseCoded(t, cd, k, own) {
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
func clauseParty(t *tree, cd *candidate, h int, own string, depth int) int {
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
		if m := t.marker(k); (r == "obl" || r == "nmod") && (aboutMarkers[m] || timeMarkers[m] || locatives[m] || m == "in") {
			continue
		}
		if clauseCoded(t, cd, k, own) {
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
// actor's own country, and is neither the actor nor a time.
func clauseCoded(t *tree, cd *candidate, k int, own string) bool {
	if k == cd.actor || isTimeWord(t, k) || toponym(t, k) {
		return false
	}
	a := party(t, t.referent(k)).Actor
	return (a.Country != "" || a.Org != "") && (a.Country == "" || a.Country != own)
}

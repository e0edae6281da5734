package event

import (
	"slices"

	"sitrep/doc"
)

// Whom a capture or seizure took. The trigger lexicon tells people taken
// (COERCE, arrest) by the verb's object, but the parse often hides the
// object: in a relative clause ("the fighters that we captured"), under a
// quantity ("two of the jihadists"), as the subject of a small clause
// ("captured three men suspected of smuggling"), or on a verb conjoined
// with it ("had captured and burned the village"). takenObject finds it
// there, and the capture rules (acledrules.go) read it for a person taken.

// quantityWords head a phrase whose "of" dependent is what is counted. Kept
// apart from lemmas.txt [measures], which tree.measured reads everywhere:
// adding them there moved train's actor, place and killed down.
var quantityWords = map[string]bool{
	"much": true, "part": true, "some": true, "most": true, "many": true, "all": true,
	"rest": true, "half": true, "dozen": true, "hundred": true, "thousand": true, "one": true,
}

// takenObject returns the token naming what verb i took, or -1.
func (t *tree) takenObject(i int) int {
	o := t.child(i, "obj", "nsubj:pass")
	switch {
	case o >= 0 && doc.BaseRel(t.st.Tokens[i].Rel) == "acl":
		if a := relativeAntecedent(t, o); a >= 0 {
			o = a // "the fighters that we captured"
		}
	case o < 0 && t.bareParticiple(i):
		o = t.st.Tokens[i].Head // "fighters captured in Syria"
	case o < 0:
		o = t.sharedObject(i)
	}
	if o < 0 {
		return -1
	}
	if t.st.Tokens[o].UPOS == "NUM" || quantityWords[t.lemma(o)] {
		for _, k := range t.kids[o] {
			if r := doc.BaseRel(t.st.Tokens[k].Rel); (r == "nmod" || r == "obl") && t.marker(k) == "of" {
				return k
			}
		}
	}
	return t.measured(o)
}

// bareParticiple reports whether verb i qualifies the noun it hangs on
// with no subject of its own ("fighters captured in Syria"), so that the
// noun is what it took. A relative clause with its own subject and no
// relative pronoun for its object ("the soldiers that they had captured
// and held the hill") says nothing of the noun being taken.
func (t *tree) bareParticiple(i int) bool {
	return doc.BaseRel(t.st.Tokens[i].Rel) == "acl" && t.child(i, "nsubj", "nsubj:pass", "expl") < 0
}

// sharedObject returns, for verb i with no object of its own, the object
// of a verb conjoined with it ("had captured and burned the village": both
// took the village); else the subject of its small clause or the noun
// before the "that" that opens it (unattachedAntecedent).
func (t *tree) sharedObject(i int) int {
	for _, c := range t.children(i, "conj") {
		if o := t.child(c, "obj"); o >= 0 && o > i {
			return o
		}
	}
	return t.unattachedAntecedent(i)
}

// unattachedAntecedent returns, for verb i with no object, the subject of
// its small clause ("captured three men suspected of ..."), or the noun
// just before a "that" the parse made the verb's conjunction where it opens
// a relative clause ("parts of the province that the army had seized"). A
// "that" opening a reported clause ("told Ahmed that the army had
// captured") follows the listener, who was not taken.
func (t *tree) unattachedAntecedent(i int) int {
	for _, x := range t.children(i, "xcomp") {
		if s := t.child(x, "nsubj", "nsubj:pass"); s >= 0 {
			return s
		}
	}
	m := t.child(i, "mark")
	if m <= 0 || t.lemma(m) != "that" || doc.BaseRel(t.st.Tokens[i].Rel) == "ccomp" {
		return -1
	}
	p := m - 1
	if t.st.Tokens[p].Sentence != t.st.Tokens[m].Sentence || !slices.Contains([]string{"NOUN", "PROPN"}, t.st.Tokens[p].UPOS) {
		return -1
	}
	if t.told(p) {
		return -1
	}
	return p
}

// told reports whether noun n (or the name it ends) is the one a verb of
// saying addresses ("told Ahmed Karimi that ...", "informed the
// soldiers that ..."): a "that" after it opens what was said, and a
// capture in that clause took something else.
func (t *tree) told(n int) bool {
	for r := t.st.Tokens[n].Rel; (r == "flat" || r == "compound") && t.st.Tokens[n].Head >= 0; r = t.st.Tokens[n].Rel {
		n = t.st.Tokens[n].Head
	}
	h := t.st.Tokens[n].Head
	if r := doc.BaseRel(t.st.Tokens[n].Rel); h < 0 || r != "obj" && r != "iobj" {
		return false
	}
	return t.lx != nil && len(t.lx.Claims(t.lemma(h))) > 0
}

// takes reports whether the lexicon's lines of category plover for verb
// lemma name the lemma of token o as their object.
func takes(lemma, plover string, t *tree, o int) bool {
	if t.lx == nil {
		return false
	}
	obj := t.lemma(o)
	return slices.ContainsFunc(t.lx.Lookup(lemma, "VERB"), func(tr Trigger) bool {
		return tr.Plover == plover && slices.Contains(tr.Obj, obj)
	})
}

// abductType is PLOVER's abduction (CAMEO 181), for a person an armed
// group outside the state's forces captured where the lexicon read the
// capture as ground taken (a name, a pronoun or a hidden object).
var abductType = doc.EventType{Plover: "ASSAULT", Mode: "abduct", CameoRoot: "18"}

// heldType is the same capture where the lexicon's arrest line named the
// person ("captured two foreign journalists"): the maintainers' construction
// keeps it a seizure of persons (COERCE), without the arrest mode.
var heldType = doc.EventType{Plover: "COERCE", CameoRoot: "17"}

// capture reports whether the trigger is "capture" or "seize", coded as a
// seizure of people (COERCE) or of ground (ASSAULT).
func (x *acledCase) capture() bool {
	l, p := x.cd.tr.Lemma, x.e.Type.Plover
	return (l == "capture" || l == "seize") && (p == "ASSAULT" || p == "COERCE")
}

// abducted reports whether a capture's taker is an armed group outside the
// state's forces and the one taken is an unarmed person of a known sector
// (a journalist, an aid worker): an abduction. Combatants taken by any
// side, and anyone the state takes, are held. A name with no sector is no
// sign of a civilian: fighters of one armed group often take members of
// another, named ("Kurdish fighters captured Alexanda Kotey"), which
// ACLED codes an arrest.
func (x *acledCase) abducted() bool {
	a, g := x.e.Actor, x.e.Target
	if a == nil || g == nil || g.Sector == "" {
		return false
	}
	return armed[a.Sector] && sideFamily(a.Sector) == 2 && !armed[g.Sector] && !armedPhrase(g.Text)
}

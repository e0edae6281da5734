package event

import (
	"slices"
	"sync"

	"sitrep/doc"
)

// What a capture or seizure took. The trigger lexicon tells people taken
// (COERCE, arrest) from territory taken (ASSAULT) by the verb's object, but
// the parse often hides the object: in a relative clause ("the fighters
// that we captured"), under a quantity ("two of the jihadists", "much of
// the country"), or as the subject of a small clause ("captured three men
// suspected of smuggling"). takenObject finds it there, and the capture
// rules (acledrules.go) read it against the same lexicon lines.

// quantityWords head a phrase whose "of" dependent is what is counted.
var quantityWords = map[string]bool{
	"much": true, "part": true, "some": true, "most": true, "many": true, "all": true,
	"rest": true, "half": true, "dozen": true, "hundred": true, "thousand": true, "one": true,
}

// relativeWords are the pronouns that open a relative clause.
var relativeWords = map[string]bool{"that": true, "which": true, "who": true, "whom": true}

// takenObject returns the token naming what verb i took, or -1.
func (t *tree) takenObject(i int) int {
	o := t.child(i, "obj", "nsubj:pass")
	switch {
	case o >= 0 && relativeWords[t.lemma(o)] && doc.BaseRel(t.st.Tokens[i].Rel) == "acl":
		o = t.st.Tokens[i].Head // "the fighters that we captured"
	case o < 0 && doc.BaseRel(t.st.Tokens[i].Rel) == "acl":
		o = t.st.Tokens[i].Head // "fighters captured in Syria"
	case o < 0:
		o = t.unattachedAntecedent(i)
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

// unattachedAntecedent returns, for verb i with no object, the subject of
// its small clause ("captured three men suspected of ..."), or the noun
// just before a "that" the parse made the verb's conjunction where it opens
// a relative clause ("parts of the province that the army had seized").
func (t *tree) unattachedAntecedent(i int) int {
	for _, x := range t.children(i, "xcomp") {
		if s := t.child(x, "nsubj", "nsubj:pass"); s >= 0 {
			return s
		}
	}
	m := t.child(i, "mark")
	if m <= 0 || t.lemma(m) != "that" {
		return -1
	}
	if p := m - 1; t.st.Tokens[p].Sentence == t.st.Tokens[m].Sentence && slices.Contains([]string{"NOUN", "PROPN"}, t.st.Tokens[p].UPOS) {
		return p
	}
	return -1
}

// lexiconObjects lists, for a verb lemma, the object lemmas the embedded
// trigger lexicon's lines of category plover name.
var lexiconObjects = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	lx, err := DefaultLexicon()
	if err != nil {
		return out // the coder itself fails on the same error
	}
	for _, tr := range lx.Entries() {
		if tr.POS == "VERB" && len(tr.Obj) > 0 {
			k := tr.Lemma + "/" + tr.Plover
			out[k] = append(out[k], tr.Obj...)
		}
	}
	return out
})

// takes reports whether the lexicon's lines of category plover for verb
// lemma name the lemma of token o as their object.
func takes(lemma, plover string, t *tree, o int) bool {
	return slices.Contains(lexiconObjects()[lemma+"/"+plover], t.lemma(o))
}

// abducted reports whether a capture is an abduction, which PLOVER codes
// ASSAULT (abduct), not an arrest: an armed group outside the state's
// forces takes an unarmed person ("the journalist captured by the
// rebels"). Combatants taken by any side are held, COERCE.
func (x *acledCase) abducted() bool {
	a, g := x.e.Actor, x.e.Target
	if a == nil || g == nil || g.Sector == "" {
		return false
	}
	state := a.Sector == doc.SectorMIL || a.Sector == doc.SectorCOP || a.Sector == doc.SectorSPY
	return armed[a.Sector] && !state && !armed[g.Sector]
}

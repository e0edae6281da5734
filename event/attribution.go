package event

import "sitrep/doc"

// Wire copy tells most events as a clause followed by its source:
// "Soldiers arrested nine men at a roadblock, the army said". The parser
// often reads the opening subject as the subject of "said" and the verb as a
// modifier of it ("Soldiers arrested" as soldiers who were arrested), which
// swaps the parties and loses the source. repairAttribution rebuilds such a
// clause before the events are coded: the verb becomes the complement of the
// verb of saying, the opening phrase its subject and the phrase after it its
// object.

// repairAttribution mends, in toks, every fronted clause of reported
// speech the parse of t broke, and reports whether it found one.
func (c *Coder) repairAttribution(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		cv, ok := c.claimVerb(t, v)
		if !ok || cv.Kind != doc.ClaimReported {
			continue
		}
		if comma, m := fronted(t, v); m >= 0 {
			mend(t, toks, v, comma, m)
			found = true
		}
	}
	return found
}

// fronted returns, for a verb of saying v whose subject follows a comma
// ("..., the army said"), the comma and the verb of the clause before it,
// when the parse gave that verb no subject of its own; else -1, -1. The
// clause must open with a plain noun phrase directly followed by its verb.
func fronted(t *tree, v int) (comma, m int) {
	st := t.st
	// The source is the last subject before the verb: the parse may have
	// hung the clause's own subject on it too.
	s := -1
	for _, k := range t.kids[v] {
		if st.Tokens[k].Rel == "nsubj" && k < v {
			s = k
		}
	}
	if s < 0 {
		return -1, -1
	}
	start := t.subtree(s, func(top bool, k int) bool { return st.Tokens[k].Rel == "punct" }).Start
	comma = t.tokenFrom(start) - 1
	sent := st.Tokens[v].Sentence
	first := st.Sentences[sent].FirstToken
	if comma <= first || st.Tokens[comma].Form != "," || st.Tokens[comma].Sentence != sent {
		return -1, -1
	}
	for j := first; j < comma; j++ {
		if t.dominates(j, v) {
			return -1, -1 // the clause holds the verb of saying: no fronted clause
		}
	}
	m = -1
scan:
	for j := first; j < comma; j++ {
		switch st.Tokens[j].UPOS {
		case "DET", "ADJ", "NOUN", "PROPN", "NUM", "PRON":
			continue
		case "ADP", "CCONJ":
			// "Members of the militia", "Police and soldiers"
			if j > first {
				continue
			}
		case "AUX", "ADV", "PART":
			// "Troops have arrested", "Police later detained"
			if j > first {
				continue
			}
		case "VERB":
			m = j
		}
		break scan
	}
	if m <= first || t.child(m, "nsubj", "nsubj:pass", "expl") >= 0 || t.dominates(m, first) || !finiteLike(st, m) {
		return -1, -1
	}
	// A passive participle with no object after it is a noun's modifier
	// in earnest: "The soldiers arrested on Friday were released, ...".
	if m+1 >= comma || !startsNoun(st, m+1) && t.child(m, "aux:pass") < 0 {
		return -1, -1
	}
	return comma, m
}

// startsNoun reports whether a noun phrase opens at token j: "nine men",
// "the town", "dead four villagers".
func startsNoun(st *doc.Story, j int) bool {
	switch st.Tokens[j].UPOS {
	case "DET", "NUM", "NOUN", "PROPN", "PRON", "ADJ":
		return true
	}
	return false
}

// mend rewrites, in toks, the clause before comma as one headed by m and
// makes it the complement of v.
func mend(t *tree, toks []doc.Token, v, comma, m int) {
	first := t.st.Sentences[toks[v].Sentence].FirstToken
	outside := func(j, lo, hi int) bool { h := toks[j].Head; return h < lo || h >= hi }
	// The subject: the head of the opening phrase; its other pieces that
	// hung outside it hang on it.
	subj := -1
	for j := first; j < m; j++ {
		if outside(j, first, m) {
			if subj < 0 {
				subj = j
				toks[j].Head, toks[j].Rel = m, "nsubj"
			} else if toks[j].UPOS != "AUX" && toks[j].UPOS != "ADV" && toks[j].UPOS != "PART" {
				toks[j].Head = subj
			} else {
				toks[j].Head = m
			}
		}
	}
	for j := first; j < m; j++ {
		switch toks[j].UPOS {
		case "AUX", "ADV", "PART":
			if toks[j].Head != m {
				toks[j].Head, toks[j].Rel = m, auxRel(toks[j].UPOS)
			}
		}
	}
	toks[m].Head, toks[m].Rel = v, "ccomp"
	// What follows the verb and hung outside the clause: the first phrase
	// is its object, the others its obliques.
	obj := false
	for j := m + 1; j < comma; j++ {
		if !outside(j, m+1, comma) || toks[j].Head == m {
			continue
		}
		switch {
		case !obj && !t.hasCase(j) && toks[j].UPOS != "ADV":
			toks[j].Head, toks[j].Rel = m, "obj"
			obj = true
			if n := j - 1; toks[j].UPOS == "VERB" && toks[n].UPOS == "NUM" && toks[n].Head == j {
				// "14 suspects" tagged as a number and a verb: a count.
				toks[j].UPOS, toks[n].Rel = "NOUN", "nummod"
			}
		case doc.BaseRel(toks[j].Rel) == "nmod" || doc.BaseRel(toks[j].Rel) == "obl":
			toks[j].Head, toks[j].Rel = m, "obl"
		default:
			toks[j].Head = m
		}
	}
	toks[comma].Head = v
}

func auxRel(upos string) string {
	if upos == "AUX" {
		return "aux"
	}
	return "advmod"
}

// hasCase reports whether token i has a case marker: "at a roadblock".
func (t *tree) hasCase(i int) bool {
	return t.child(i, "case") >= 0
}

// finiteLike reports whether verb m may be a clause's finite verb after its
// subject: a past form or a present one after a noun, not a gerund ("one
// of the stabbing victims").
func finiteLike(st *doc.Story, m int) bool {
	switch st.Tokens[m].XPOS {
	case "VBD", "VBN", "VBZ", "VBP", "MD":
	default:
		return false
	}
	switch st.Tokens[m-1].UPOS {
	case "NOUN", "PROPN", "PRON", "NUM", "AUX", "ADV", "PART":
		return true
	}
	return false
}

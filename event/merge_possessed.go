package event

import "sitrep/doc"

// possessedDeath reports whether cd, an attack told more than reportGap
// sentences after every member of the event told by members, kills one
// person named through another's possession ("her husband was killed in
// an air strike", "Amina's brother died"): in a feature story that is a
// life the story tells, a death of its own, not a detail of the incident
// told far before.
func possessedDeath(t *tree, members []*candidate, cd *candidate) bool {
	e := &cd.ev
	if e.Type.Plover != "ASSAULT" || !unnumbered(e.Killed) || e.Target == nil || cd.definite {
		return false
	}
	for _, m := range members {
		if cd.sent-m.sent <= reportGap {
			return false
		}
	}
	return throughPerson(t, e.Target.Span)
}

// throughPerson reports whether the phrase at sp tells its person through
// a pronoun or a possessor: "she", "her husband", "Amina's brother".
func throughPerson(t *tree, sp doc.Span) bool {
	toks := t.st.Tokens
	first := t.tokenFrom(sp.Start)
	if first >= len(toks) {
		return false
	}
	return toks[first].UPOS == "PRON" || toks[first].XPOS == "PRP$" || first > 0 && toks[first-1].XPOS == "PRP$" ||
		first+1 < len(toks) && toks[first+1].XPOS == "POS"
}

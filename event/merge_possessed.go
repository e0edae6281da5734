package event

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
	first := t.tokenFrom(e.Target.Span.Start)
	toks := t.st.Tokens
	if first >= len(toks) {
		return false
	}
	return toks[first].XPOS == "PRP$" || first+1 < len(toks) && toks[first+1].XPOS == "POS"
}

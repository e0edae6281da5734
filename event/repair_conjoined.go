package event

import "sitrep/doc"

// repairConjoinedSubject mends "a curfew was declared and militia was
// deployed", the bare noun of lower-cased copy parsed as a conjunct of the
// first verb or of a noun in its clause ("clamped on the town and army
// was deployed"), and the second verb left without a subject: a noun
// conjunct right before the auxiliary of a later verb with no subject,
// coordinated with the verb the noun's clause hangs on, is that verb's
// subject (passive when its auxiliary is), and its "and" joins the verbs.
func repairConjoinedSubject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for n := 1; n+1 < len(toks); n++ {
		tok, a := &st.Tokens[n], &st.Tokens[n+1]
		v := a.Head
		if tok.Rel != "conj" || tok.UPOS != "NOUN" && tok.UPOS != "PROPN" || a.Rel != "aux" && a.Rel != "aux:pass" ||
			v <= n+1 || st.Tokens[v].Rel != "conj" || st.Tokens[v].UPOS != "VERB" ||
			t.child(v, "nsubj", "nsubj:pass", "csubj") >= 0 || !inClauseOf(t, tok.Head, st.Tokens[v].Head) {
			continue
		}
		toks[n].Head, toks[n].Rel = v, "nsubj"
		if t.child(v, "aux:pass") >= 0 {
			toks[n].Rel = "nsubj:pass"
		}
		for _, k := range t.children(n, "cc") {
			toks[k].Head = v
		}
		found = true
	}
	return found
}

// inClauseOf reports whether token h is verb v or lies in v's clause, up
// to three arcs below it.
func inClauseOf(t *tree, h, v int) bool {
	for n := 0; n < 4 && h >= 0; n, h = n+1, t.st.Tokens[h].Head {
		if h == v {
			return true
		}
	}
	return false
}

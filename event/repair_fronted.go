package event

import "sitrep/doc"

// repairFrontedSubject mends "In 2015, his mother, Rita, issued an appeal"
// parsed with "mother" a conjunct of the year and "issued" without a
// subject: a noun hung as a conjunct, with no "and" or "or" of its own, on
// a time phrase (an obl of the verb) that stands before it, set off from it
// by a comma, is the subject of that verb when the verb comes after the
// noun and has no subject of its own. Time phrases are
// not coordinated with people, and a conjunct without its conjunction is
// the parser's guess.
func repairFrontedSubject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for n, tok := range st.Tokens {
		h := tok.Head
		if tok.Rel != "conj" || tok.UPOS != "NOUN" && tok.UPOS != "PROPN" || h < 0 || h > n || !isTimeWord(t, h) || t.child(n, "cc") >= 0 {
			continue
		}
		v := st.Tokens[h].Head
		if v < n || st.Tokens[v].UPOS != "VERB" || doc.BaseRel(st.Tokens[h].Rel) != "obl" || t.child(v, "nsubj", "nsubj:pass", "csubj") >= 0 || !commaBetween(t, h, n) {
			continue
		}
		toks[n].Head, toks[n].Rel = v, "nsubj"
		if t.child(v, "aux:pass") >= 0 {
			toks[n].Rel = "nsubj:pass"
		}
		found = true
	}
	return found
}

// commaBetween reports whether a comma stands between tokens a and b.
func commaBetween(t *tree, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if t.st.Tokens[k].Form == "," {
			return true
		}
	}
	return false
}

// setOffBefore reports whether subject s of verb v stands between an
// opening participle p and v, set off from p by a comma ("condemning the
// raid, the party said"): the shape repairFrontedParticiple and
// repairRootedParticiple both read, kept in one place so the two agree.
// A missing subject (-1) stands before p and fails.
func setOffBefore(t *tree, p, s, v int) bool {
	return s >= p && s <= v && commaBetween(t, p, s)
}

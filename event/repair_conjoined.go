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

// repairConjoinedGerund mends "Fighting broke out between police and
// striking miners" parsed with "striking" a verb coordinated with the
// clause's verb and the miners its object: a bare -ing form with no
// subject, auxiliary or marker, right after an "and" that follows a noun
// of the finite verb it is coordinated with, and with its object right
// after it, describes that object, and the object is the noun's conjunct.
func repairConjoinedGerund(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for g := 2; g+1 < len(toks); g++ {
		tok, c, n, o := &st.Tokens[g], g-1, g-2, g+1
		v := tok.Head
		if tok.Rel != "conj" || tok.XPOS != "VBG" || v < 0 || v > n || st.Tokens[c].Head != g || st.Tokens[c].Rel != "cc" ||
			st.Tokens[o].Head != g || st.Tokens[o].Rel != "obj" || st.Tokens[n].Head != v ||
			!nominal(st.Tokens[n].UPOS) || !nominal(st.Tokens[o].UPOS) ||
			!finite(t, v) || t.child(g, "nsubj", "nsubj:pass", "aux", "mark") >= 0 {
			continue
		}
		toks[o].Head, toks[o].Rel = n, "conj"
		toks[g].Head, toks[g].Rel = o, "amod"
		for _, k := range t.kids[g] {
			if k != o {
				toks[k].Head = o
				if toks[k].Rel == "obl" {
					toks[k].Rel = "nmod"
				}
			}
		}
		found = true
	}
	return found
}

// nominal reports whether a universal part of speech names a thing.
func nominal(upos string) bool { return upos == "NOUN" || upos == "PROPN" }

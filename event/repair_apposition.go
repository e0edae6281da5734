package event

import "sitrep/doc"

// repairOpeningApposition mends a sentence that opens with a name and a
// phrase set off by commas that describes it, then the verb: "Pakistan, a
// key U.S. ally in the war against terrorism, has refused ...",
// "Salaheddine Sidhoum, Algeria's leading rights activist, staged ...".
// The parser often makes the described phrase the subject, or a clause
// ("leading" as a verb with "activist" its object), and leaves the name
// hanging on a word inside it. The name is the verb's subject, the phrase
// between the commas its apposition, and words after the second comma
// that hung inside the two phrases hang on the verb.
func repairOpeningApposition(t *tree, toks []doc.Token) bool {
	found := false
	for _, s := range t.st.Sentences {
		if repairOpeningAppositionIn(t, toks, s.FirstToken, s.EndToken) {
			found = true
		}
	}
	return found
}

func repairOpeningAppositionIn(t *tree, toks []doc.Token, lo, hi int) bool {
	st := t.st
	c1 := -1
	for k := lo; k < hi && k < lo+8; k++ {
		if st.Tokens[k].Form == "," {
			c1 = k
			break
		}
	}
	if c1 <= lo || c1+2 >= hi {
		return false
	}
	// The opening phrase names someone: it ends in a name or noun.
	if u := st.Tokens[c1-1].UPOS; u != "PROPN" && u != "NOUN" && !(st.Tokens[c1-1].Form == ")" && c1-2 > lo) {
		return false
	}
	// The described phrase opens with a determiner or a possessor.
	switch a := &st.Tokens[c1+1]; {
	case a.UPOS == "DET" && (t.lemma(c1+1) == "a" || t.lemma(c1+1) == "an" || t.lemma(c1+1) == "the"):
	case a.XPOS == "PRP$":
	case (a.UPOS == "PROPN" || a.UPOS == "NOUN") && c1+2 < hi && st.Tokens[c1+2].XPOS == "POS":
	default:
		return false
	}
	c2 := -1
	for k := c1 + 2; k < hi && k < c1+16; k++ {
		tok := &st.Tokens[k]
		if tok.Form == "," {
			c2 = k
			break
		}
		switch tok.XPOS {
		case "VBD", "VBZ", "VBP", "MD", "WP", "WDT", "WP$":
			// A clause or a relative clause, not a described phrase.
			return false
		}
		if tok.UPOS == "PUNCT" && tok.Form != "-" && tok.Form != "(" && tok.Form != ")" {
			return false
		}
	}
	if c2 < 0 || c2+1 >= hi {
		return false
	}
	// The verb after the second comma, past auxiliaries and adverbs.
	v := -1
	for k := c2 + 1; k < hi && k <= c2+4; k++ {
		tok := &st.Tokens[k]
		if tok.UPOS == "AUX" || tok.UPOS == "ADV" || tok.UPOS == "PART" {
			continue
		}
		if tok.UPOS == "VERB" {
			v = k
		}
		break
	}
	if v < 0 {
		return false
	}
	if first := &st.Tokens[c2+1]; first.UPOS == "VERB" && first.XPOS != "VBD" && first.XPOS != "VBZ" && first.XPOS != "VBP" {
		// "X, a Y, saying ...": a participle, not the main verb.
		return false
	}
	// The opening phrase must have one word heading it.
	inP := func(k int) bool { return k >= lo && k < c1 }
	inA := func(k int) bool { return k > c1 && k < c2 }
	p := -1
	for k := lo; k < c1; k++ {
		if h := st.Tokens[k].Head; !inP(h) && st.Tokens[k].UPOS != "PUNCT" {
			if p >= 0 {
				return false
			}
			p = k
		}
	}
	if p < 0 || st.Tokens[p].Head == v && st.Tokens[p].Rel == "nsubj" {
		return false // parsed right
	}
	// The described phrase's head: its last word before a preposition.
	a := -1
	for k := c1 + 1; k < c2; k++ {
		if st.Tokens[k].UPOS == "ADP" && k > c1+1 {
			break
		}
		a = k
	}
	if a < 0 {
		return false
	}
	saved := append([]doc.Token(nil), toks[lo:hi]...)
	root := st.Tokens[v].Head
	for root >= 0 && (inP(root) || inA(root) || root == c1 || root == c2) {
		root = st.Tokens[root].Head
	}
	for k := lo; k < hi; k++ {
		if k == p || k == a || k == v {
			continue
		}
		h := st.Tokens[k].Head
		switch {
		case inA(k) && !inA(h):
			toks[k].Head = a
			if u := st.Tokens[k].UPOS; u == "ADJ" || u == "VERB" {
				toks[k].Rel = "amod"
			} else if st.Tokens[k].UPOS != "PUNCT" {
				toks[k].Rel = "nmod"
			}
		case inP(k) && !inP(h):
			toks[k].Head = p
		case k == c1 || k == c2:
			toks[k].Head, toks[k].Rel = a, "punct"
		case k > c2 && (inP(h) || inA(h)):
			toks[k].Head = v
		}
	}
	toks[p].Head, toks[p].Rel = v, "nsubj"
	toks[a].Head, toks[a].Rel = p, "appos"
	if inP(st.Tokens[v].Head) || inA(st.Tokens[v].Head) {
		toks[v].Head, toks[v].Rel = root, "root"
		if root >= 0 {
			toks[v].Rel = "ccomp"
		}
	}
	if cyclic(toks, lo, hi) {
		copy(toks[lo:hi], saved)
		return false
	}
	return true
}

// cyclic reports whether a head chain of a token in [lo, hi) of toks
// loops.
func cyclic(toks []doc.Token, lo, hi int) bool {
	for k := lo; k < hi; k++ {
		h := toks[k].Head
		for n := 0; h >= 0; n++ {
			if n > hi-lo || h == k {
				return true
			}
			h = toks[h].Head
		}
	}
	return false
}

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
	x := appositionSpan{lo: lo, hi: hi}
	var ok bool
	if x.c1, x.c2, ok = openingCommas(t, lo, hi); !ok {
		return false
	}
	if x.v = verbAfterApposition(t, x.c2, hi); x.v < 0 {
		return false
	}
	// The opening phrase must have one word heading it.
	if x.p = x.openingHead(t); x.p < 0 || t.st.Tokens[x.p].Head == x.v && t.st.Tokens[x.p].Rel == "nsubj" {
		return false // none, or parsed right
	}
	if x.a = describedHead(t, x.c1, x.c2); x.a < 0 {
		return false
	}
	saved := append([]doc.Token(nil), toks[lo:hi]...)
	x.rehang(t, toks)
	if cyclic(toks, lo, hi) {
		copy(toks[lo:hi], saved)
		return false
	}
	return true
}

// appositionSpan is an opening apposition in the sentence [lo, hi): the
// commas c1 and c2 around the described phrase, the verb v after it, and
// the heads p of the opening phrase and a of the described one.
type appositionSpan struct {
	lo, hi, c1, c2, v, p, a int
}

// inP and inA report whether token k lies in the opening or the described
// phrase.
func (x *appositionSpan) inP(k int) bool { return k >= x.lo && k < x.c1 }
func (x *appositionSpan) inA(k int) bool { return k > x.c1 && k < x.c2 }

// openingCommas finds the commas around a described phrase after the
// sentence's opening phrase: the first within eight words, after a name or
// noun and before a determiner or possessor; the second within sixteen,
// with no clause or other punctuation between them.
func openingCommas(t *tree, lo, hi int) (c1, c2 int, ok bool) {
	st := t.st
	c1 = -1
	for k := lo; k < hi && k < lo+8; k++ {
		if st.Tokens[k].Form == "," {
			c1 = k
			break
		}
	}
	if c1 <= lo || c1+2 >= hi {
		return 0, 0, false
	}
	// The opening phrase names someone: it ends in a name or noun.
	if u := st.Tokens[c1-1].UPOS; u != "PROPN" && u != "NOUN" && !(st.Tokens[c1-1].Form == ")" && c1-2 > lo) {
		return 0, 0, false
	}
	// The described phrase opens with a determiner or a possessor.
	switch a := &st.Tokens[c1+1]; {
	case a.UPOS == "DET" && (t.lemma(c1+1) == "a" || t.lemma(c1+1) == "an" || t.lemma(c1+1) == "the"):
	case a.XPOS == "PRP$":
	case (a.UPOS == "PROPN" || a.UPOS == "NOUN") && c1+2 < hi && st.Tokens[c1+2].XPOS == "POS":
	default:
		return 0, 0, false
	}
	c2 = -1
	for k := c1 + 2; k < hi && k < c1+16; k++ {
		tok := &st.Tokens[k]
		if tok.Form == "," {
			c2 = k
			break
		}
		switch tok.XPOS {
		case "VBD", "VBZ", "VBP", "MD", "WP", "WDT", "WP$":
			// A clause or a relative clause, not a described phrase.
			return 0, 0, false
		}
		if tok.UPOS == "PUNCT" && tok.Form != "-" && tok.Form != "(" && tok.Form != ")" {
			return 0, 0, false
		}
	}
	if c2 < 0 || c2+1 >= hi {
		return 0, 0, false
	}
	return c1, c2, true
}

// verbAfterApposition returns the verb after the second comma c2, past
// auxiliaries and adverbs, or -1; -1 too for a participle right after the
// comma ("X, a Y, saying ..."), which is not the main verb.
func verbAfterApposition(t *tree, c2, hi int) int {
	st := t.st
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
		return -1
	}
	if first := &st.Tokens[c2+1]; first.UPOS == "VERB" && first.XPOS != "VBD" && first.XPOS != "VBZ" && first.XPOS != "VBP" {
		return -1
	}
	return v
}

// openingHead returns the one word of the opening phrase whose head lies
// outside it, or -1 when none or several do.
func (x *appositionSpan) openingHead(t *tree) int {
	p := -1
	for k := x.lo; k < x.c1; k++ {
		if h := t.st.Tokens[k].Head; !x.inP(h) && t.st.Tokens[k].UPOS != "PUNCT" {
			if p >= 0 {
				return -1
			}
			p = k
		}
	}
	return p
}

// describedHead returns the head of the described phrase between the
// commas c1 and c2: its last word before a preposition, or -1.
func describedHead(t *tree, c1, c2 int) int {
	a := -1
	for k := c1 + 1; k < c2; k++ {
		if t.st.Tokens[k].UPOS == "ADP" && k > c1+1 {
			break
		}
		a = k
	}
	return a
}

// rehang writes the repaired parse into toks: the opening phrase's head is
// the verb's subject, the described phrase its apposition, words of each
// phrase that hung outside it hang on its head, words after the second
// comma that hung inside the phrases hang on the verb, and the verb, if it
// hung inside them, on what the phrases hung on.
func (x *appositionSpan) rehang(t *tree, toks []doc.Token) {
	st := t.st
	p, a, v := x.p, x.a, x.v
	root := st.Tokens[v].Head
	for root >= 0 && (x.inP(root) || x.inA(root) || root == x.c1 || root == x.c2) {
		root = st.Tokens[root].Head
	}
	for k := x.lo; k < x.hi; k++ {
		if k == p || k == a || k == v {
			continue
		}
		h := st.Tokens[k].Head
		switch {
		case x.inA(k) && !x.inA(h):
			toks[k].Head = a
			if u := st.Tokens[k].UPOS; u == "ADJ" || u == "VERB" {
				toks[k].Rel = "amod"
			} else if st.Tokens[k].UPOS != "PUNCT" {
				toks[k].Rel = "nmod"
			}
		case x.inP(k) && !x.inP(h):
			toks[k].Head = p
		case k == x.c1 || k == x.c2:
			toks[k].Head, toks[k].Rel = a, "punct"
		case k > x.c2 && (x.inP(h) || x.inA(h)):
			toks[k].Head = v
		}
	}
	toks[p].Head, toks[p].Rel = v, "nsubj"
	toks[a].Head, toks[a].Rel = p, "appos"
	if x.inP(st.Tokens[v].Head) || x.inA(st.Tokens[v].Head) {
		toks[v].Head, toks[v].Rel = root, "root"
		if root >= 0 {
			toks[v].Rel = "ccomp"
		}
	}
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

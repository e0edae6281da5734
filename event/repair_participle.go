package event

import "sitrep/doc"

// repairParticipleObject mends "three armed men driving a vehicle
// carried out a shooting", "gunmen riding motorcycles opened fire",
// parsed with the participle's object as the subject of the main verb:
// a present participle after a noun, with no object of its own, whose
// following noun phrase is the subject of the verb after it, has that
// phrase as its object, and the noun it describes is the verb's subject.
func repairParticipleObject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for p := 1; p < len(toks); p++ {
		tok := &st.Tokens[p]
		n := tok.Head
		if tok.Rel != "acl" || tok.XPOS != "VBG" || n < 0 || n > p || t.child(p, "obj") >= 0 {
			continue
		}
		if u := st.Tokens[n].UPOS; u != "NOUN" && u != "PROPN" {
			continue
		}
		// The noun phrase right after the participle, and the verb it
		// is the subject of.
		o := -1
		for k := p + 1; k < len(toks) && toks[k].Sentence == tok.Sentence; k++ {
			switch st.Tokens[k].UPOS {
			case "DET", "NUM", "ADJ":
				continue
			case "NOUN", "PROPN":
				o = k
				continue
			}
			break
		}
		if o < 0 || st.Tokens[o].Rel != "nsubj" {
			continue
		}
		v := st.Tokens[o].Head
		if v < 0 || v < o || st.Tokens[v].UPOS != "VERB" {
			continue
		}
		lo, hi := st.Sentences[tok.Sentence].FirstToken, st.Sentences[tok.Sentence].EndToken
		saved := append([]doc.Token(nil), toks[lo:hi]...)
		toks[o].Head, toks[o].Rel = p, "obj"
		toks[n].Head, toks[n].Rel = v, "nsubj"
		if cyclic(toks, lo, hi) {
			copy(toks[lo:hi], saved)
			continue
		}
		found = true
	}
	return found
}

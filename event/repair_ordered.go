package event

import "sitrep/doc"

// repairOrderedParticiple mends "The judge ordered the men jailed" parsed
// with "the men" the subject of "jailed": a past participle completing a
// verb of command ([order-verbs] in lemmas.txt) is passive, so the noun before it is its
// passive subject, whom the order befalls, and the one who orders did it
// (orderedBy).
func repairOrderedParticiple(t *tree, toks []doc.Token) bool {
	found := false
	for v, tok := range t.st.Tokens {
		h := tok.Head
		if tok.Rel != "xcomp" || !pastForm(tok.XPOS) || h < 0 || !vocab.orderVerbs[t.lemma(h)] || t.child(v, "aux", "aux:pass") >= 0 {
			continue
		}
		if s := t.child(v, "nsubj"); s >= 0 && s < v {
			toks[s].Rel = "nsubj:pass"
			found = true
		}
	}
	return found
}

// pastForm reports whether a verb's tag is a past form: the tagger reads
// "jailed" in "ordered the men jailed" as a past tense (VBD) as often as a
// participle (VBN), the same word.
func pastForm(xpos string) bool { return xpos == "VBN" || xpos == "VBD" }

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
		if !orderedComplement(t, v) || !pastForm(tok.XPOS) || h < 0 || !vocab.orderVerbs[t.lemma(h)] || t.child(v, "aux", "aux:pass") >= 0 {
			continue
		}
		if s := t.child(v, "nsubj"); s >= 0 && s < v {
			toks[s].Rel = "nsubj:pass"
			toks[v].Rel = "xcomp"
			found = true
		}
	}
	return found
}

// orderedComplement reports whether v is the complement of a verb of
// command: an xcomp, or a bare clause (ccomp) with no marker, copula or
// object, as a second parser hangs "jailed" in "ordered the men jailed";
// that clause is made an xcomp, the shape orderedBy reads.
func orderedComplement(t *tree, v int) bool {
	switch t.st.Tokens[v].Rel {
	case "xcomp":
		return true
	case "ccomp":
		return t.child(v, "mark", "cop", "obj") < 0
	}
	return false
}

// pastForm reports whether a verb's tag is a past form: the tagger reads
// "jailed" in "ordered the men jailed" as a past tense (VBD) as often as a
// participle (VBN), the same word.
func pastForm(xpos string) bool { return xpos == "VBN" || xpos == "VBD" }

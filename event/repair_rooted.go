package event

import (
	"sitrep/doc"
)

// repairRootedParticiple mends "condemning the riots, including the
// arson, the leaders said the minister should resign" parsed with the
// opening participle as the sentence's root and the clause's own verb, with
// its subject, hung as a parataxis on a word of the participle's phrase. A
// participle with no subject that opens its sentence is an adjunct done by
// the subject of the clause after it, as repairFrontedParticiple reads one
// the parser made a complement: the verb becomes the root and the
// participle its adverbial clause.
func repairRootedParticiple(t *tree, toks []doc.Token) bool {
	found := false
	for v, tk := range t.st.Tokens {
		if tk.Rel != "parataxis" || tk.UPOS != "VERB" {
			continue
		}
		p := bareParticipleRoot(t, v)
		if p < 0 || p >= v || !leadsSentence(t, p) {
			continue
		}
		s := t.child(v, "nsubj", "nsubj:pass")
		if !setOffBefore(t, p, s, v) {
			continue
		}
		toks[v].Head, toks[v].Rel = t.st.Tokens[p].Head, t.st.Tokens[p].Rel
		toks[p].Head, toks[p].Rel = v, "advcl"
		found = true
	}
	return found
}

// bareParticipleRoot returns the root above token v when it is a
// participle with no subject, marker, auxiliary or copula of its own,
// else -1.
func bareParticipleRoot(t *tree, v int) int {
	r := v
	for n := 0; n < len(t.st.Tokens) && t.st.Tokens[r].Head >= 0; n++ {
		r = t.st.Tokens[r].Head
	}
	tk := t.st.Tokens[r]
	if r == v || tk.Rel != "root" || tk.XPOS != "VBG" || t.child(r, "nsubj", "nsubj:pass", "mark", "aux", "cop") >= 0 {
		return -1
	}
	return r
}

// leadsSentence reports whether token p opens its sentence, after at most
// a dateline ("lucknow:"), punctuation and adverbs ("strongly").
func leadsSentence(t *tree, p int) bool {
	tk := t.st.Tokens[p]
	if tk.Sentence < 0 || tk.Sentence >= len(t.st.Sentences) {
		return false
	}
	first := t.st.Sentences[tk.Sentence].FirstToken
	if d, end := datelineTokens(t); d == first && end < p {
		first = end + 1
	}
	for k := first; k < p; k++ {
		if u := t.st.Tokens[k].UPOS; u != "PUNCT" && u != "ADV" {
			return false
		}
	}
	return true
}

// repairSubjectComplement mends "gowda, in a letter to the premier, said
// the riots were planned" parsed with the speaker, a bare noun before the
// verb of saying, as what the verb says (its complement), the verb left
// with no subject. A complement is a clause: a noun with no verb, copula
// or subject of its own that comes before a verb with no subject is that
// verb's subject.
func repairSubjectComplement(t *tree, toks []doc.Token) bool {
	found := false
	for n, tk := range t.st.Tokens {
		v := tk.Head
		if tk.Rel != "ccomp" || v <= n || tk.UPOS != "NOUN" && tk.UPOS != "PROPN" {
			continue
		}
		if t.st.Tokens[v].UPOS != "VERB" || t.child(v, "nsubj", "nsubj:pass", "expl", "csubj") >= 0 ||
			t.child(n, "nsubj", "cop", "aux", "mark", "case") >= 0 || quoteBetween(t, n, v) {
			continue
		}
		toks[n].Rel = "nsubj"
		found = true
	}
	return found
}

// quoteBetween reports whether a quotation mark stands between tokens a
// and b: a quotation's last word before "said" is what was said.
func quoteBetween(t *tree, a, b int) bool {
	for k := a + 1; k < b; k++ {
		switch t.st.Tokens[k].XPOS {
		case "''", "``":
			return true
		}
	}
	return false
}

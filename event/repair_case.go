package event

import (
	"slices"

	"sitrep/doc"
)

// repairModifierCase mends "the attack by government troops" parsed with
// "by" hung on "government", the noun's first modifier, not on "troops",
// the noun it marks: a preposition hung on a compound or adjective before
// its noun, a noun with no preposition of its own, marks the noun. Every
// rule that reads a phrase's preposition (the marker) reads it on the
// phrase's head, so "by government troops" is otherwise no by-phrase at
// all, and the troops no agent.
func repairModifierCase(t *tree, toks []doc.Token) bool {
	found := false
	for c, tk := range t.st.Tokens {
		if tk.Rel != "case" || tk.UPOS != "ADP" {
			continue
		}
		m := tk.Head
		if m <= c || t.st.Tokens[m].Rel != "compound" && t.st.Tokens[m].Rel != "amod" {
			continue
		}
		n := t.st.Tokens[m].Head
		if n <= m || t.st.Tokens[n].UPOS != "NOUN" && t.st.Tokens[n].UPOS != "PROPN" || t.marker(n) != "" {
			continue
		}
		toks[c].Head = n
		found = true
	}
	return found
}

// repairDatelineSubject mends "new delhi: condemning the curbs, the party
// said ..." parsed with the dateline's place as a subject of the verb
// beside its true subject after the colon. Every rule that reads a clause's
// subject takes its first, and outOfDateline then empties the party; a
// dateline tells where the story was filed, so the verb keeps the subject
// after it and the place is left an unmarked oblique, as the parser leaves
// most datelines ("lucknow: the police arrested ...").
func repairDatelineSubject(t *tree, toks []doc.Token) bool {
	first, end := datelineTokens(t)
	if end < 0 {
		return false
	}
	found := false
	for k := first; k < end; k++ {
		v := t.st.Tokens[k].Head
		if t.st.Tokens[k].Rel != "nsubj" || v <= end {
			continue
		}
		// The true subject stands between the colon and the verb: one
		// after the verb is a clause's subject a second parser hung on
		// the verb of saying ("MOMBASA: the police said a mob ...").
		after := func(s int) bool {
			r := t.st.Tokens[s].Rel
			return s > end && s < v && (r == "nsubj" || r == "nsubj:pass")
		}
		if !slices.ContainsFunc(t.kids[v], after) {
			continue
		}
		toks[k].Rel = "obl:unmarked"
		datelineParticiple(t, toks, k, end, v)
		found = true
	}
	return found
}

// datelineParticiple hangs an opening participle that a second parser
// hung on the dateline's place ("new delhi: condemning the curbs, the
// party said", "condemning" a clause of "delhi") on the verb as its
// adjunct, as repairFrontedParticiple leaves it: a place that tells where
// a story was filed does nothing. Only the relative-clause label: the
// shipped parser's plain acl there would change shipped output (two India
// stories), a rule change not yet measured (QUALITY "parser3").
func datelineParticiple(t *tree, toks []doc.Token, k, end, v int) {
	for _, p := range t.kids[k] {
		tk := t.st.Tokens[p]
		if p <= end || p >= v || tk.Rel != "acl:relcl" || tk.XPOS != "VBG" || t.child(p, "nsubj", "nsubj:pass", "mark") >= 0 {
			continue
		}
		toks[p].Head, toks[p].Rel = v, "advcl"
	}
}

// repairFrontedParticiple mends "Condemning the raid, the party said the
// curbs would stay" parsed with the opening participle as the complement of
// the verb of saying, what the party said: a participle with no subject of
// its own, set off by a comma before the verb's subject, is an adjunct of
// the clause, done by its subject (an adverbial clause), not what it says.
func repairFrontedParticiple(t *tree, toks []doc.Token) bool {
	found := false
	for p, tk := range t.st.Tokens {
		v := tk.Head
		if tk.Rel != "ccomp" || tk.XPOS != "VBG" || v <= p || t.child(p, "nsubj", "nsubj:pass", "mark") >= 0 {
			continue
		}
		s := t.child(v, "nsubj")
		if !setOffBefore(t, p, s, v) {
			continue
		}
		toks[p].Rel = "advcl"
		found = true
	}
	return found
}

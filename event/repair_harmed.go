package event

import "sitrep/doc"

// repairHarmedNoun mends a verb of harm ([harm-verbs]) the parser took
// for the past tense of the noun before it, when the clause shows it is a
// participle modifying that noun: the noun sits inside a prepositional
// phrase ("sympathy for the people killed as he fled"), a by-phrase names
// the doer ("fighters captured in the north by the militia"), or a later
// verb or predicate with no subject of its own takes the noun as subject
// ("the men killed fighting the militia include ...", "the members killed
// were of one nationality", "citizens captured abroad have the right").
// The noun is what the harm befell, not its doer: the verb becomes a
// participle (acl, VBN) of the noun, its by-phrase its agent, and the noun
// takes the verb's place in the sentence, or becomes the subject of the
// later predicate, which takes the verb's place. repairReducedRelative
// mends the shape with an auxiliary on the later verb ("were buried").
func repairHarmedNoun(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for v, tk := range st.Tokens {
		s, pred, ok := harmedNoun(t, v)
		if !ok {
			if s = harmedConjunct(t, v); s < 0 {
				continue
			}
		}
		switch {
		case !ok:
			// The noun keeps its place; only the verb moves under it.
		case pred >= 0:
			subj := "nsubj"
			if t.child(pred, "aux:pass") >= 0 {
				subj = "nsubj:pass"
			}
			toks[pred].Head, toks[pred].Rel = tk.Head, tk.Rel
			toks[s].Head, toks[s].Rel = pred, subj
			for _, k := range t.kids[v] {
				if k > pred || k < s && st.Tokens[k].Rel == "mark" {
					toks[k].Head = pred // the rest of the sentence
				}
			}
		default:
			toks[s].Head, toks[s].Rel = tk.Head, harmedNounRel(t, v, s)
			for _, k := range t.kids[v] {
				if k > v && st.Tokens[k].Rel == "conj" && t.child(k, "cc") >= 0 && tk.Head >= 0 {
					toks[k].Head = tk.Head // "... and put them on trial"
				}
			}
		}
		toks[v].Head, toks[v].Rel, toks[v].XPOS = s, "acl", "VBN"
		for _, g := range t.children(v, "obl") {
			if t.marker(g) == "by" {
				toks[g].Rel = "obl:agent"
			}
		}
		found = true
	}
	return found
}

// harmedNounRel returns the relation noun s takes on the head of verb v
// whose place it takes: an oblique or nominal modifier where a preposition
// marks it, the object of a verb before it that has none, else v's own.
func harmedNounRel(t *tree, v, s int) string {
	tk := &t.st.Tokens[v]
	h := tk.Head
	switch {
	case h < 0:
		return "root"
	case t.hasCase(s) && t.st.Tokens[h].UPOS == "VERB":
		return "obl"
	case t.hasCase(s):
		return "nmod"
	case h < s && t.st.Tokens[h].UPOS == "VERB" && t.child(h, "obj") < 0:
		return "obj"
	}
	return tk.Rel
}

// harmedNoun reports whether verb v is a participle of harm that
// repairHarmedNoun mends, with the noun s it modifies and the later
// predicate pred that takes s as subject (-1 if none).
func harmedNoun(t *tree, v int) (s, pred int, ok bool) {
	st := t.st
	tk := &st.Tokens[v]
	if tk.UPOS != "VERB" || tk.XPOS != "VBD" && tk.XPOS != "VBN" || !vocab.harmVerbs[t.lemma(v)] {
		return -1, -1, false
	}
	s = t.child(v, "nsubj")
	if s < 0 || s > v || t.child(v, "aux", "aux:pass", "nsubj:pass", "iobj", "cop", "expl") >= 0 {
		return -1, -1, false
	}
	if u := st.Tokens[s].UPOS; u != "NOUN" && u != "PROPN" && u != "NUM" {
		return -1, -1, false
	}
	// The noun's phrase runs up to the verb: "the innocent people killed".
	for j := s + 1; j < v; j++ {
		if !t.dominates(s, j) {
			return -1, -1, false
		}
	}
	if o := t.child(v, "obj"); o >= 0 {
		// "the members killed were of one nationality": the object the
		// parse gave the verb is the predicate of a copula.
		if o > v && t.child(o, "cop") >= 0 && t.child(o, "nsubj") < 0 && plainStretch(t, v, o) {
			return s, o, true
		}
		return -1, -1, false
	}
	if w := laterPredicate(t, v); w >= 0 {
		return s, w, true
	}
	if t.hasCase(s) {
		return s, -1, true
	}
	for _, g := range t.children(v, "obl") {
		if t.marker(g) == "by" && g > v {
			return s, -1, true
		}
	}
	return -1, -1, false
}

// laterPredicate returns the finite verb after v, hung on v, that has no
// subject of its own and nothing joining it to v: the predicate whose
// subject is the noun v modifies ("citizens captured abroad have the
// right", and "the students arrested last week were freed" where the
// participle is the root, which repairReducedRelative leaves); -1 if none.
func laterPredicate(t *tree, v int) int {
	st := t.st
	for _, w := range t.kids[v] {
		if w < v || st.Tokens[w].UPOS != "VERB" {
			continue
		}
		switch doc.BaseRel(st.Tokens[w].Rel) {
		case "conj", "advcl", "xcomp", "parataxis":
		default:
			continue
		}
		if x := st.Tokens[w].XPOS; x != "VBD" && x != "VBZ" && x != "VBP" && t.child(w, "aux", "aux:pass") < 0 {
			continue
		}
		if t.child(w, "nsubj", "nsubj:pass", "cc", "mark") >= 0 || !plainStretch(t, v, w) {
			continue
		}
		return w
	}
	return -1
}

// plainStretch reports whether no comma, semicolon or conjunction joins
// tokens v and w, and no subordinator stands between them: one clause runs
// on ("captured in A and B have" does; "killed as the jets bombed" is two
// clauses).
func plainStretch(t *tree, v, w int) bool {
	for j := v + 1; j < w; j++ {
		tk := &t.st.Tokens[j]
		joins := tk.Head == v || tk.Head == w
		if joins && (tk.Form == "," || tk.Form == ";" || tk.UPOS == "CCONJ") || tk.UPOS == "SCONJ" || vocab.subordinators[doc.LowForm(tk.Form)] {
			return false
		}
	}
	return true
}

// harmedConjunct returns the noun that verb of harm v follows when the
// parse joined v to an earlier verb as a conjunct with no conjunction, or
// as an adjunct after a plural noun, with no subject and no object:
// "grieved for the herders killed as the drones struck" is no second act
// of the mourner's but the herders' fate; -1 if v is none such.
func harmedConjunct(t *tree, v int) int {
	st := t.st
	tk := &st.Tokens[v]
	if tk.UPOS != "VERB" || tk.XPOS != "VBD" && tk.XPOS != "VBN" || tk.Rel != "conj" && tk.Rel != "advcl" || v == 0 || !vocab.harmVerbs[t.lemma(v)] {
		return -1
	}
	if t.child(v, "cc", "nsubj", "nsubj:pass", "obj", "iobj", "aux", "aux:pass", "ccomp", "cop", "expl", "mark") >= 0 {
		return -1
	}
	n := v - 1
	if st.Tokens[n].UPOS != "NOUN" || !t.hasCase(n) || !t.dominates(tk.Head, n) {
		return -1
	}
	if tk.Rel == "advcl" && st.Tokens[n].XPOS != "NNS" {
		// "came back from the front wounded" tells of the subject;
		// "prayed for the miners shot at the gate" of the miners.
		return -1
	}
	return n
}

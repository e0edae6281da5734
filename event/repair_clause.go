package event

import "sitrep/doc"

// subordinator returns the case child of noun k that is a subordinating
// conjunction standing before it, or -1.
func subordinator(t *tree, k int) int {
	for _, c := range t.kids[k] {
		if c < k && t.st.Tokens[c].Rel == "case" && vocab.subordinators[t.lemma(c)] {
			return c
		}
	}
	return -1
}

// finite reports whether token v is a verb in a finite form: it can head a
// clause with a subject of its own.
func finite(t *tree, v int) bool {
	tok := &t.st.Tokens[v]
	if tok.UPOS != "VERB" {
		return false
	}
	switch tok.XPOS {
	case "VBD", "VBZ", "VBP":
		return true
	}
	return false
}

// repairSubordinateClause mends a finite clause after a subordinator
// parsed as a prepositional phrase: "A colonel died after a roadside bomb
// exploded under his car", parsed with the bomb as an oblique of "died"
// and "exploded" as its modifier. The noun is the clause's subject, the
// subordinator its marker, and the clause an adjunct of the verb the
// phrase hung on.
func repairSubordinateClause(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		tok := &t.st.Tokens[v]
		k := tok.Head
		if tok.Rel != "acl" || k < 0 || k > v || !finite(t, v) || t.child(v, "nsubj", "nsubj:pass") >= 0 {
			continue
		}
		if u := t.st.Tokens[k].UPOS; u != "NOUN" && u != "PROPN" && u != "PRON" || doc.BaseRel(t.st.Tokens[k].Rel) != "obl" {
			continue
		}
		c := subordinator(t, k)
		h := t.st.Tokens[k].Head
		if c < 0 || h < 0 || t.st.Tokens[h].UPOS != "VERB" {
			continue
		}
		toks[v].Head, toks[v].Rel = h, "advcl"
		toks[k].Head, toks[k].Rel = v, "nsubj"
		toks[c].Head, toks[c].Rel = v, "mark"
		found = true
	}
	return found
}

// repairSubjectInModifier mends "the IRA had experienced a massive
// propaganda boost after the Parachute Regiment killed 13 protesters"
// parsed with "propaganda" as the subject of "killed" and the regiment as
// its modifier: the noun right before the verb, under a subordinator, is
// the subject; the phrase the parse took for the subject is the object of
// the verb the clause depends on, when that verb has none.
func repairSubjectInModifier(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		s := t.child(v, "nsubj")
		h := t.st.Tokens[v].Head
		if s < 0 || s > v || h < 0 || !finite(t, v) || t.st.Tokens[h].UPOS != "VERB" || t.child(h, "obj") >= 0 || h > s {
			continue
		}
		k := -1
		for j := v - 1; j > s; j-- {
			if doc.BaseRel(t.st.Tokens[j].Rel) == "nmod" && t.dominates(s, j) {
				k = j
				break
			}
		}
		if k < 0 || t.tokenFrom(t.fullSpan(k).End) != v {
			continue
		}
		c := subordinator(t, k)
		if c < 0 {
			continue
		}
		toks[v].Rel = "advcl"
		toks[k].Head, toks[k].Rel = v, "nsubj"
		toks[c].Head, toks[c].Rel = v, "mark"
		toks[s].Head, toks[s].Rel = h, "obj"
		found = true
	}
	return found
}

// repairPossessor mends "the army's offensive" parsed with the possessor
// as a subject: a noun marked by the possessive "'s" possesses the word it
// hangs on.
func repairPossessor(t *tree, toks []doc.Token) bool {
	found := false
	for k := range t.st.Tokens {
		tok := &t.st.Tokens[k]
		if !(tok.Rel == "nsubj" && tok.Head > k) {
			continue
		}
		for _, c := range t.kids[k] {
			// A case marker, so a bare apostrophe is the plural's
			// possessive here, not a closing quotation mark.
			if f := t.st.Tokens[c].Form; c == k+1 && t.st.Tokens[c].Rel == "case" && (possessiveS(f) || f == "'" || f == "’") {
				toks[k].Rel = "nmod:poss"
				found = true
			}
		}
	}
	return found
}

// repairPossessorTitle mends "on home minister l k sinha's request"
// parsed as a request on "home minister" whose possessor is "l k sinha":
// a noun phrase the parse hung on a noun beside its possessor, ending
// right where the possessor's phrase begins, is the title or first names
// before the name, when it is words of a name only (titleWords). It
// becomes a compound of the possessor, and its preposition ("on") the
// noun's own.
func repairPossessorTitle(t *tree, toks []doc.Token) bool {
	found := false
	for p, tok := range t.st.Tokens {
		i := tok.Head
		if tok.Rel != "nmod:poss" || i < 0 {
			continue
		}
		start := t.tokenFrom(t.fullSpan(p).Start)
		for _, k := range t.kids[i] {
			if u := t.st.Tokens[k].UPOS; k >= p || u != "NOUN" && u != "PROPN" || t.tokenFrom(t.fullSpan(k).End) != start ||
				!titleWords(t, k) {
				continue
			}
			toks[k].Head, toks[k].Rel = p, "compound"
			for _, c := range t.kids[k] {
				if r := doc.BaseRel(t.st.Tokens[c].Rel); r == "case" || r == "cc" || r == "mark" {
					toks[c].Head = i
				}
			}
			found = true
			break
		}
	}
	return found
}

// titleWords reports whether the phrase headed by k, its preposition
// apart, holds only the words of a title or a name ("the prime
// minister", "home minister"), not a clause or a list ("a report
// naming the officer,").
func titleWords(t *tree, k int) bool {
	sp := t.fullSpan(k)
	for j := t.tokenFrom(sp.Start); j < len(t.st.Tokens) && t.st.Tokens[j].Span.End <= sp.End; j++ {
		switch t.st.Tokens[j].UPOS {
		case "NOUN", "PROPN", "ADJ", "DET":
		case "ADP":
			if t.st.Tokens[j].Head != k {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// repairCopulaObject mends "All six of the members killed were of American
// nationality" parsed with "killed" as the main verb and the predicate as
// its object: a participle followed at once by a copula is a reduced
// passive describing the subject before it, and the copula's phrase is the
// clause's predicate, with the subject its own.
func repairCopulaObject(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		o := copulaPredicate(t, v)
		if o < 0 || t.st.Tokens[v].UPOS != "VERB" {
			continue
		}
		subs := subjectsBefore(t, v)
		if len(subs) == 0 || len(subs) > 2 {
			continue
		}
		first, last := subs[0], subs[len(subs)-1]
		toks[o].Head, toks[o].Rel = t.st.Tokens[v].Head, t.st.Tokens[v].Rel
		toks[first].Head, toks[first].Rel = o, "nsubj"
		if last != first {
			toks[last].Head, toks[last].Rel = first, "nmod" // "six of the members"
		}
		toks[v].Head, toks[v].Rel = last, "acl"
		for _, k := range t.kids[v] {
			if k != o && k > v && doc.BaseRel(t.st.Tokens[k].Rel) == "punct" {
				toks[k].Head = o
			}
		}
		found = true
	}
	return found
}

// copulaPredicate returns the dependent of v whose copula comes right
// after v, or -1. The shipped parser labels it v's object; the relabelled
// trees an oblique when it has a preposition ("killed were from the same
// village").
func copulaPredicate(t *tree, v int) int {
	if v+1 >= len(t.st.Tokens) {
		return -1
	}
	for _, k := range t.kids[v] {
		if r := t.st.Tokens[k].Rel; (r == "obj" || r == "obl") && t.child(k, "cop") == v+1 {
			return k
		}
	}
	return -1
}

// repairSaidObject mends "Officials said the suspect, a 24-year-old man,
// was detained in Leeds" parsed with the reported clause's subject as the
// object of the verb of saying and the clause left with none, either as
// the verb's complement or, where the parser made the verb of saying a
// clause of the reported one ("Police said the gunman ... was arrested",
// "said" an advcl of "arrested"), above it: the object is the reported
// clause's subject, and the clause the complement of the verb of saying.
// Only an object set off by an apposition or a comma is mended: "told
// residents: stay indoors" has a true object and a clause of no subject.
func (c *Coder) repairSaidObject(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		o := saidObject(t, v)
		if o < 0 || o < v || isTimeWord(t, o) {
			continue
		}
		if u := t.st.Tokens[o].UPOS; u != "NOUN" && u != "PROPN" {
			continue
		}
		if t.child(o, "appos") < 0 && (o+1 >= len(t.st.Tokens) || t.st.Tokens[o+1].Form != ",") {
			continue
		}
		cc, above := t.child(v, "ccomp"), false
		if h := t.st.Tokens[v].Head; cc < 0 && h > o && t.st.Tokens[h].UPOS == "VERB" {
			switch t.st.Tokens[v].Rel {
			case "advcl", "parataxis", "dep":
				cc, above = h, true
			}
		}
		if cc < 0 || o > cc || t.child(cc, "nsubj", "nsubj:pass", "csubj", "expl") >= 0 {
			continue
		}
		if _, ok := c.claimVerb(t, v); !ok {
			continue
		}
		if above {
			// The verb of saying takes the reported clause's place.
			toks[v].Head, toks[v].Rel = toks[cc].Head, toks[cc].Rel
			toks[cc].Head, toks[cc].Rel = v, "ccomp"
		}
		rel := "nsubj"
		if t.child(cc, "aux:pass") >= 0 {
			rel = "nsubj:pass"
		}
		toks[o].Head, toks[o].Rel = cc, rel
		found = true
	}
	return found
}

// saidObject returns the object of verb v, or, where v has a subject
// before it and a second one after it ("Police said the attacker, ...",
// both subjects of "said" as another parser reads it), that second one:
// it stands where the object would, and repairSaidObject's checks apply
// to it alike. -1 when there is neither.
func saidObject(t *tree, v int) int {
	if o := t.child(v, "obj"); o >= 0 {
		return o
	}
	before, after := false, -1
	for _, k := range t.kids[v] {
		if t.st.Tokens[k].Rel != "nsubj" {
			continue
		}
		if k < v {
			before = true
		} else if after < 0 {
			after = k
		}
	}
	if !before {
		return -1
	}
	return after
}

package reality

import (
	"slices"
	"strconv"
	"strings"

	"sitrep/doc"
)

// clauseFeatures describe the clause that tells the trigger at token i,
// the marks of background, habit and plan that analysts read past: the
// tense and aspect of the verb that governs it ("has fought", "had been
// killed", "opposes", "is due to"), the clauses it is embedded in (a
// relative clause, a purpose infinitive, a participle modifying a noun),
// how far it lies below its sentence's main verb, a bare plural or
// quantified subject ("many western powers accept"), and a verb of
// saying, thinking or wanting above it. The tense and the embedding
// clauses are also crossed with the event's category: a relative clause
// or the present tells background for an attack more often than for a
// statement.
func (p *parse) clauseFeatures(f *featureList, e *doc.Event, i int) {
	st, add := p.st, f.add
	gov := p.governor(i)
	cat := e.Type.Plover
	if gov >= 0 {
		add("tense", p.tense(gov))
		add("cat.tense", cat, p.tense(gov))
		if s := p.subjectKind(gov); s != "" {
			add("subj", s)
		}
	} else {
		add("tense", "none")
	}
	depth := 0
	seen := map[string]bool{}
	for j := i; j >= 0 && depth < 8; j = st.Tokens[j].Head {
		r := st.Tokens[j].Rel
		switch b := doc.BaseRel(r); {
		case r == "acl:relcl":
			seen["relcl"] = true
		case b == "acl" || b == "amod":
			seen["acl"] = true
		case b == "advcl" || b == "xcomp":
			if p.hasKid(j, "to") {
				seen["to"] = true
			} else {
				seen[b] = true
			}
		case b == "ccomp":
			seen["ccomp"] = true
		case b == "obl" || b == "nmod":
			if m := p.marker(j, "case"); m != "" {
				seen["case:"+m] = true
			}
		}
		if j != i {
			if c := lex.verbClass[p.lemma(j)]; c != "" {
				seen["under:"+c] = true
			}
		}
		if st.Tokens[j].Head < 0 {
			break
		}
		depth++
	}
	for _, k := range sortedKeys(seen) {
		add("path", k)
		add("cat.path", cat, k)
	}
	add("depth", strconv.Itoa(min(depth, 3)))
	if st.Tokens[i].UPOS == "NOUN" {
		add("np", p.nounDeterminer(i))
	}
}

// governor returns the verb whose clause tells token i: i itself when it
// is a verb, else the nearest verb or auxiliary above it; -1 when none is.
func (p *parse) governor(i int) int {
	st := p.st
	for n, j := 0, i; j >= 0 && n < 6; n, j = n+1, st.Tokens[j].Head {
		if u := st.Tokens[j].UPOS; u == "VERB" || u == "AUX" {
			return j
		}
		if c := p.copula(j); c >= 0 {
			return j // "was ready to", "is due to": the predicate's clause
		}
	}
	return -1
}

// copula returns the copula child of token j, or -1.
func (p *parse) copula(j int) int {
	for _, k := range p.kids[j] {
		if p.st.Tokens[k].Rel == "cop" {
			return k
		}
	}
	return -1
}

// tense names the tense, aspect and mood of the clause of verb (or
// predicate) j: "past", "present", "perfect", "pluperfect", "future",
// "conditional" (would, could, might ...), "infinitive", "participle" (a
// verb with no auxiliary or subject, "retreating militants", "accused of"),
// "gerund", or "imperative".
func (p *parse) tense(j int) string {
	st := p.st
	var auxes []string
	xpos := st.Tokens[j].XPOS
	if c := p.copula(j); c >= 0 {
		xpos = st.Tokens[c].XPOS
		auxes = append(auxes, strings.ToLower(st.Tokens[c].Form))
	}
	for _, k := range p.kids[j] {
		switch st.Tokens[k].Rel {
		case "aux", "aux:pass":
			auxes = append(auxes, strings.ToLower(st.Tokens[k].Form))
		case "mark":
			if p.lemma(k) == "to" {
				return "infinitive"
			}
		}
	}
	// tense reads the auxiliaries' forms, not their lemmas, as a tense
	// is told by "has" against "had"; so the future's forms, "'ll" among
	// them, are spelt here rather than read from polarity.Future.
	for _, a := range auxes {
		switch a {
		case "will", "shall", "'ll":
			return "future"
		case "would", "could", "might", "may", "should", "must", "can":
			return "conditional"
		case "had", "'d":
			if p.perfect(j) {
				return "pluperfect"
			}
		case "has", "have", "'ve":
			return "perfect"
		}
	}
	for _, a := range auxes {
		switch a {
		case "was", "were", "did":
			return "past"
		case "is", "are", "am", "'s", "'re", "does", "do":
			return "present"
		}
	}
	switch xpos {
	case "VBD":
		return "past"
	case "VBZ", "VBP":
		return "present"
	case "VBG":
		return "gerund"
	case "VBN":
		return "participle"
	case "VB":
		return "bare"
	}
	return "other"
}

// perfect reports whether verb j has "have" among its auxiliaries with a
// past participle: "had been killed".
func (p *parse) perfect(j int) bool {
	return p.st.Tokens[j].XPOS == "VBN" || p.copula(j) >= 0 || p.hasAux(j, "be")
}

// subjectKind classes the subject of verb j: "plural" for a bare plural
// or one quantified by "many", "all", "some" (a generalisation: "western
// powers accept"), "pronoun", "definite", "name", or "" for none.
func (p *parse) subjectKind(j int) string {
	st := p.st
	for _, k := range p.kids[j] {
		r := st.Tokens[k].Rel
		if r != "nsubj" && r != "nsubj:pass" {
			continue
		}
		if relativePronoun(st.Tokens[k].XPOS) && st.Tokens[j].Rel == "acl:relcl" && st.Tokens[j].Head >= 0 {
			// "Mohammadi, who pledged": the relative pronoun stands for
			// the noun the clause modifies.
			k = st.Tokens[j].Head
		}
		t := &st.Tokens[k]
		switch {
		case t.UPOS == "PRON":
			return "pronoun"
		case t.UPOS == "PROPN":
			return "name"
		}
		det := p.nounDeterminer(k)
		if t.XPOS == "NNS" && (det == "bare" || det == "quant") {
			return "plural"
		}
		return det
	}
	return ""
}

// relativePronoun reports whether a token's XPOS is a wh-pronoun or
// determiner ("who", "which", "that" opening a relative clause).
func relativePronoun(xpos string) bool { return xpos == "WP" || xpos == "WDT" }

// nounDeterminer classes what a noun's phrase opens with: "definite"
// (the, this, a possessive), "indefinite" (a, an), "number", "quant"
// (many, some, all, any, several), "bare".
func (p *parse) nounDeterminer(i int) string {
	st := p.st
	out := "bare"
	for _, k := range p.kids[i] {
		switch r := st.Tokens[k].Rel; {
		case r == "nmod:poss":
			out = "definite"
		case r == "nummod":
			out = "number"
		case r == "det" || r == "amod" && lex.quantifiers[p.lemma(k)]:
			switch l := p.lemma(k); {
			case l == "a" || l == "an":
				return "indefinite"
			case lex.quantifiers[l]:
				return "quant"
			case r == "det":
				return "definite"
			}
		}
	}
	return out
}

// marker returns the lemma of token j's first dependent on one of the
// relations rels ("case" for a preposition, "mark" for a subordinator),
// or "".
func (p *parse) marker(j int, rels ...string) string {
	for _, k := range p.kids[j] {
		if slices.Contains(rels, p.st.Tokens[k].Rel) {
			return p.lemma(k)
		}
	}
	return ""
}

package event

import (
	"slices"

	"sitrep/doc"
)

// The beam parser (syntax, $SITREP_BEAM) finds trees the greedy one scores
// lower, and with them a few shapes no English clause has: an adposition
// heading its noun, a relative clause opened by "if", a passive verb with
// an object. Each repair here mends one such shape; the greedy parser does not
// make them, so its trees pass through unchanged.

// repairAdpositionHead mends "displaced during the militia's offensive"
// parsed with the adposition heading the phrase and the noun its object:
// an adposition takes no object in UD, it is the case marker of the noun,
// which takes the adposition's place in the clause.
func repairAdpositionHead(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for p, tok := range st.Tokens {
		if tok.UPOS != "ADP" || tok.Head < 0 || tok.Rel != "obl" && tok.Rel != "nmod" {
			continue
		}
		o := t.child(p, "obj")
		if o < p || !slices.Contains([]string{"NOUN", "PROPN", "PRON", "NUM"}, st.Tokens[o].UPOS) {
			continue
		}
		toks[o].Head, toks[o].Rel = tok.Head, tok.Rel
		toks[p].Head, toks[p].Rel = o, "case"
		for _, k := range t.kids[p] {
			if k != o {
				toks[k].Head = o
			}
		}
		found = true
	}
	return found
}

// adverbialMarks open adverbial clauses, never relative ones.
var adverbialMarks = []string{"if", "unless", "because", "although", "though", "while", "whereas", "once", "until"}

// repairRelativeMark mends "talks aimed at ending the war if the government
// goes ahead" parsed with the "if" clause a relative clause of "war": a
// relative clause has no subordinator, so the clause is adverbial, and it
// modifies the clause the noun phrase belongs to, above any modifier of a
// noun on the way (the talks' "aimed at ending", not "ending").
func repairRelativeMark(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for r, tok := range st.Tokens {
		m := t.child(r, "mark")
		if tok.Rel != "acl:relcl" || tok.Head < 0 || m < 0 || !slices.Contains(adverbialMarks, t.lemma(m)) {
			continue
		}
		host := tok.Head
		for k := host; st.Tokens[k].Head >= 0; k = st.Tokens[k].Head {
			if rel := st.Tokens[k].Rel; rel == "acl" || rel == "acl:relcl" {
				host = st.Tokens[k].Head
			}
		}
		toks[r].Head, toks[r].Rel = t.clauseHead(host), "advcl"
		found = true
	}
	return found
}

// repairPassiveObject mends "was arrested by plainclothes officers" parsed
// with the officers the object of the passive verb and "by" hung on a
// word inside their phrase: a passive verb takes no object, and a phrase
// opened by "by" after it is its agent, whose head takes the "by". Only
// "by", one modifier and the noun: a longer phrase is left alone.
func repairPassiveObject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for o, tok := range st.Tokens {
		v := tok.Head
		if tok.Rel != "obj" || v < 0 || v > o || t.child(v, "aux:pass", "nsubj:pass") < 0 {
			continue
		}
		b := t.tokenFrom(t.fullSpan(o).Start)
		m := st.Tokens[b].Head
		if b+2 != o || t.lemma(b) != "by" || st.Tokens[b].Rel != "case" || m != b+1 || st.Tokens[m].Head != o {
			continue
		}
		toks[o].Rel = "obl:agent"
		toks[b].Head = o
		found = true
	}
	return found
}

// repairPossessedAdjective mends "during the militia's offensive" with
// "offensive" tagged an adjective and hung on the possessor: a possessor
// ("'s") is followed by the noun it possesses, so a lone adjective right
// after the "'s" is that noun and heads the phrase, the possessor its
// nmod:poss, and an adposition before the possessor marks the noun.
func repairPossessedAdjective(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for n, tok := range st.Tokens {
		s := n + 1
		if tok.Head < 0 || s+1 >= len(st.Tokens) || st.Tokens[s].Head != n || st.Tokens[s].XPOS != "POS" {
			continue
		}
		a := s + 1
		if st.Tokens[a].Head != n || st.Tokens[a].Rel != "amod" || st.Tokens[a].UPOS != "ADJ" ||
			a+1 < len(st.Tokens) && st.Tokens[a+1].Head == n && st.Tokens[a+1].UPOS != "PUNCT" {
			continue
		}
		toks[a].Head, toks[a].Rel, toks[a].UPOS, toks[a].XPOS = tok.Head, tok.Rel, "NOUN", "NN"
		toks[n].Head, toks[n].Rel = a, "nmod:poss"
		for _, k := range t.kids[n] {
			if k < n && st.Tokens[k].Rel == "case" { // "during" marks the whole phrase
				toks[k].Head = a
			}
		}
		found = true
	}
	return found
}

package actor

import (
	"strings"

	"sitrep/doc"
)

// boundSubject returns, for a pronoun object at mention i ("accusing it",
// "arrested him"), a test of whether mention j lies in the subject of the
// pronoun's own clause, or of the clause that controls it when it has no
// subject of its own ("Peru cut ties with the republic, blaming it for
// ..."): a pronoun that is no reflexive never stands for that subject.
// For a reflexive ("shot himself"), which stands for exactly that subject,
// and for any other mention the test holds for none.
func (c *corefScan) boundSubject(i int) func(j int) bool {
	lo, hi, ok := c.boundRange(i)
	if !ok {
		return func(int) bool { return false }
	}
	return func(j int) bool { return c.ms[j].FirstToken >= lo && c.ms[j].EndToken <= hi }
}

// boundEntity returns, for pronoun i and its boundSubject test, a test of
// whether mention j is another mention of that subject's person: linked
// to it ("the governor thanked him", the governor named before), or, a
// name, ending in its last word ("kumar ... then thanked him" after "home
// minister ravi kumar"), as lower-case copy leaves the short name unlinked.
func (c *corefScan) boundEntity(i int, bound func(int) bool) func(j int) bool {
	roots, last := map[int]bool{}, map[string]bool{}
	for j := i - 1; j >= 0 && c.sentOf(c.ms[j]) == c.sentOf(c.ms[i]); j-- {
		if bound(j) {
			roots[c.root(j)] = true
			if k := corefLast(c.st, c.ms[j]); k >= 0 && c.ms[j].Label != doc.LabelPRON {
				last[strings.ToLower(c.st.Tokens[k].Form)] = true
			}
		}
	}
	return func(j int) bool {
		if roots[c.root(j)] {
			return true
		}
		k := corefLast(c.st, c.ms[j])
		return k >= 0 && c.ms[j].Label != doc.LabelPRON && last[strings.ToLower(c.st.Tokens[k].Form)]
	}
}

// boundRange returns the tokens [lo, hi) of the subject boundSubject tests
// for, and whether pronoun i has one.
func (c *corefScan) boundRange(i int) (lo, hi int, ok bool) {
	st := c.st
	p := c.ms[i].FirstToken
	if p < 0 || p >= len(st.Tokens) || c.ms[i].EndToken != p+1 {
		return 0, 0, false
	}
	if isReflexive(st.Tokens[p].Form) {
		return 0, 0, false
	}
	if r := st.Tokens[p].Rel; r != "obj" && r != "iobj" || st.Tokens[p].XPOS == "PRP$" || st.Tokens[p].Head > p {
		return 0, 0, false
	}
	if n := p + 1; n < len(st.Tokens) && (st.Tokens[n].UPOS == "VERB" || st.Tokens[n].UPOS == "AUX") {
		// "the ministry said it had ...", parsed with "it" the object
		// of "said": the subject of the clause after it.
		return 0, 0, false
	}
	sent := st.Tokens[p].Sentence
	for h, n := st.Tokens[p].Head, 0; h >= 0 && h < len(st.Tokens) && st.Tokens[h].Sentence == sent && n < 4; h, n = st.Tokens[h].Head, n+1 {
		for k := st.Sentences[sent].FirstToken; k < st.Sentences[sent].EndToken; k++ {
			if st.Tokens[k].Head != h || st.Tokens[k].Rel != "nsubj" && st.Tokens[k].Rel != "nsubj:pass" {
				continue
			}
			lo, hi = subtreeRange(st, k)
			return lo, hi, true
		}
		if r := doc.BaseRel(st.Tokens[h].Rel); r != "xcomp" && r != "advcl" && r != "conj" {
			// A clause with a subject of its own would have one;
			// one hung on a noun or said is no longer the pronoun's.
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// nearestUnbound returns, for a person pronoun object i with a subject in
// its clause and several persons before it in its sentence, the nearest of
// them that is not that subject, nor the one a relative subject stands
// for ("Erdogan, who had urged him"): a pronoun that is no reflexive
// avoids its clause's subject, and of the persons left the one just named
// is the one meant ("in a letter to the party chief, rao urged him"); else -1.
func (c *corefScan) nearestUnbound(i, si int) int {
	lo, hi, ok := c.boundRange(i)
	if !ok {
		return -1
	}
	if hi == lo+1 && strings.HasPrefix(c.st.Tokens[lo].XPOS, "W") {
		if n := relativeClauseNoun(c.st, lo); n >= 0 {
			// The relative pronoun stands for the noun its clause describes.
			lo, hi = min(lo, n), max(hi, n+1)
		}
	}
	bound := map[int]bool{}
	for j := i - 1; j >= 0 && c.sentOf(c.ms[j]) == si; j-- {
		if c.ms[j].EndToken > lo && c.ms[j].FirstToken < hi {
			bound[c.root(j)] = true
		}
	}
	for j := i - 1; j >= 0 && c.sentOf(c.ms[j]) == si; j-- {
		if c.isPerson(j) && !bound[c.root(j)] && c.ms[j].Label != doc.LabelPRON {
			return j
		}
	}
	return -1
}

// subtreeRange returns the first token of k's subtree and the one after
// its last, within k's sentence.
func subtreeRange(st *doc.Story, k int) (lo, hi int) {
	s := st.Sentences[st.Tokens[k].Sentence]
	lo, hi = k, k+1
	for x := s.FirstToken; x < s.EndToken; x++ {
		if x < lo || x >= hi {
			if under(st, x, k, s.EndToken-s.FirstToken) {
				lo, hi = min(lo, x), max(hi, x+1)
			}
		}
	}
	return lo, hi
}

// under reports whether token x lies below token k, following at most n
// heads.
func under(st *doc.Story, x, k, n int) bool {
	for h := st.Tokens[x].Head; h >= 0 && n > 0; h, n = st.Tokens[h].Head, n-1 {
		if h == k {
			return true
		}
	}
	return false
}

// isReflexive reports whether a pronoun is a -self/-selves form, which
// binds to the subject of its own clause rather than avoiding it.
func isReflexive(form string) bool {
	f := strings.ToLower(form)
	return strings.HasSuffix(f, "self") || strings.HasSuffix(f, "selves")
}

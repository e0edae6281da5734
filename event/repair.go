package event

import (
	"slices"

	"sitrep/doc"
)

// The parser errs in a few shapes that matter most for who did what to
// whom; each repair below mends one shape on a copy of the parse, so every
// rule that reads the tree sees the mended clause. The story's own parse is
// left as it is.

// repairParse returns t over a copy of the story's tokens with the known
// misparses mended, or t itself when there is none.
func (c *Coder) repairParse(t *tree) *tree {
	repairs := []func(*tree, []doc.Token) bool{
		repairHyphenated,
		c.repairAttribution,
		repairRelative,
		repairRelativeObject,
		repairSwallowedVerb,
		repairApposedSubject,
		c.repairNominalAgent,
	}
	var toks []doc.Token // a copy of t's tokens for a repair to change
	for _, repair := range repairs {
		// Each repair gets a fresh copy; one that changed nothing leaves
		// its copy to the next (a story's tokens copied seven times over
		// were half the stage's time).
		if toks == nil {
			toks = make([]doc.Token, len(t.st.Tokens))
		}
		copy(toks, t.st.Tokens)
		if !repair(t, toks) {
			continue
		}
		cp := *t.st
		cp.Tokens = toks
		t = newTree(&cp)
		toks = nil
	}
	return t
}

// repairHyphenated makes a hyphenated modifier modify the noun after it:
// "stone-throwing students", "an al Qaeda-linked group" are students and
// a group, not stones or al Qaeda.
func repairHyphenated(t *tree, toks []doc.Token) bool {
	found := false
	for d := 1; d+2 < len(toks); d++ {
		a, b, n := d-1, d+1, d+2
		if toks[d].Form != "-" || toks[a].Span.End != toks[d].Span.Start || toks[d].Span.End != toks[b].Span.Start ||
			toks[n].Sentence != toks[a].Sentence {
			continue
		}
		if u := toks[n].UPOS; u != "NOUN" && u != "PROPN" {
			continue
		}
		if u := toks[b].UPOS; u != "VERB" && u != "ADJ" {
			continue // "hostage-takers" is a noun of its own
		}
		// The modifier's first part may be a name of several words ("al
		// Qaeda"); its top is the part or the second half, whichever
		// holds the other.
		ah := a
		if r := toks[a].Rel; (r == "flat" || r == "compound") && toks[a].Head >= 0 && toks[a].Head < a {
			ah = toks[a].Head
		}
		if t.dominates(n, ah) || t.dominates(n, b) || !t.dominates(ah, n) && !t.dominates(b, n) {
			continue // already the noun's modifier, or not in one phrase
		}
		// The noun takes the place of the modifier's top.
		top := ah
		if t.dominates(b, ah) {
			top = b
		}
		toks[n].Head, toks[n].Rel = toks[top].Head, toks[top].Rel
		for _, k := range t.kids[ah] {
			if doc.BaseRel(toks[k].Rel) == "case" {
				toks[k].Head = n // "with stone-throwing students"
			}
		}
		toks[ah].Head, toks[ah].Rel = n, "compound"
		toks[b].Head, toks[b].Rel = n, "amod"
		toks[d].Head, toks[d].Rel = b, "punct"
		found = true
	}
	return found
}

// relatives open a relative clause.
func relative(t *tree, i int) bool {
	switch t.lemma(i) {
	case "who", "whose", "which", "whom":
		return true
	}
	return false
}

// repairRelative mends "The minister, whose convoy was attacked last week,
// condemned the violence" parsed with the relative clause as the main one:
// the verb after the clause's closing comma is the main verb, the phrase
// before the opening comma its subject.
func repairRelative(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for _, s := range st.Sentences {
		first := s.FirstToken
		c1 := -1
		for j := first + 1; j+1 < s.EndToken; j++ {
			if toks[j].Form == "," && (relative(t, j+1) || j+2 < s.EndToken && relative(t, j+2) && toks[j+1].UPOS == "ADP") {
				c1 = j
				break
			}
		}
		if c1 < 0 {
			continue
		}
		// The relative clause's verb is the root, its subject the noun
		// before the comma.
		r := st.Tokens[c1+1].Head
		for r >= 0 && st.Tokens[r].UPOS != "VERB" && st.Tokens[r].Head >= 0 {
			r = st.Tokens[r].Head
		}
		if r < 0 || st.Tokens[r].Head >= 0 || r < c1 {
			continue
		}
		c2 := -1
		for j := r + 1; j < s.EndToken; j++ {
			if toks[j].Form == "," {
				c2 = j
				break
			}
		}
		if c2 < 0 || c2+1 >= s.EndToken {
			continue
		}
		m := -1
		for j := c2 + 1; j < s.EndToken; j++ {
			if st.Tokens[j].UPOS == "VERB" && st.Tokens[j].Head == r {
				m = j
				break
			}
		}
		if m < 0 || t.child(m, "nsubj", "nsubj:pass") >= 0 {
			continue
		}
		// The antecedent: the head of the phrase before the first comma.
		x := -1
		for j := first; j < c1; j++ {
			if h := st.Tokens[j].Head; h < first || h >= c1 {
				x = j
				break
			}
		}
		if x < 0 {
			continue
		}
		subj := "nsubj"
		if t.child(m, "aux:pass") >= 0 {
			subj = "nsubj:pass"
		}
		toks[x].Head, toks[x].Rel = m, subj
		toks[m].Head, toks[m].Rel = -1, "root"
		toks[r].Head, toks[r].Rel = x, "acl:relcl"
		for j := c2 + 1; j < s.EndToken; j++ {
			if j != m && toks[j].Head == r {
				toks[j].Head = m // the main clause's phrases and final stop
			}
		}
		toks[c1].Head, toks[c2].Head = r, r
		found = true
	}
	return found
}

// repairRelativeObject mends "The soldier who killed the two civilians was
// charged", parsed with the relative clause's object as a second subject
// of the main verb: it is the object of the relative clause's verb.
func repairRelativeObject(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		var subs []int
		for _, k := range t.kids[v] {
			if r := t.st.Tokens[k].Rel; (r == "nsubj" || r == "nsubj:pass") && k < v {
				subs = append(subs, k)
			}
		}
		if len(subs) != 2 {
			continue
		}
		rc := t.child(subs[0], "acl:relcl")
		if rc < 0 || rc > subs[1] || t.child(rc, "obj") >= 0 || t.st.Tokens[rc].UPOS != "VERB" || t.child(rc, "aux:pass") >= 0 {
			continue
		}
		toks[subs[1]].Head, toks[subs[1]].Rel = rc, "obj"
		found = true
	}
	return found
}

// repairApposedSubject mends "The army's spokesman, Col. Souleymane
// Dembélé, rejected ..." parsed with the first phrase as an oblique without
// a preposition: it is the subject, the name set off by commas its
// apposition.
func repairApposedSubject(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		s := t.child(v, "nsubj")
		if s < 0 || s > v {
			continue
		}
		for _, k := range t.children(v, "obl") {
			if k > s || t.hasCase(k) || isTimeWord(t, k) {
				continue
			}
			// Only commas between the two phrases.
			end := t.fullSpan(k).End
			sStart := t.subtree(s, func(bool, int) bool { return false }).Start
			between := t.tokenFrom(end)
			if between >= len(toks) || toks[between].Form != "," || t.tokenFrom(sStart) != between+1 {
				continue
			}
			toks[k].Rel = "nsubj"
			toks[s].Head, toks[s].Rel = k, "appos"
			found = true
			break
		}
	}
	return found
}

// repairNominalAgent mends the phrases of an event noun the parse hung on
// the wrong noun: "the arrest of the mayor by federal agents", "the attack
// by the rebels on the army base". A by-phrase under the noun's of-phrase,
// and an on- or against-phrase under its by-phrase, are the event's.
func (c *Coder) repairNominalAgent(t *tree, toks []doc.Token) bool {
	found := false
	for n := range t.st.Tokens {
		if !c.isEventNoun(t, n) {
			continue
		}
		for _, k := range t.kids[n] {
			if doc.BaseRel(t.st.Tokens[k].Rel) != "nmod" {
				continue
			}
			var want []string
			switch t.marker(k) {
			case "of":
				want = []string{"by"}
			case "by":
				want = []string{"on", "against"}
			default:
				continue
			}
			for _, g := range t.kids[k] {
				if doc.BaseRel(t.st.Tokens[g].Rel) == "nmod" && slices.Contains(want, t.marker(g)) && !isTimeWord(t, g) {
					toks[g].Head = n
					found = true
				}
			}
		}
	}
	return found
}

// repairSwallowedVerb mends "Villagers who fled the fighting said soldiers
// had burned their homes" parsed with the noun as the root and "said" as a
// clause of the relative one: a finite verb after the relative clause with
// no subject or marker of its own is the main verb, the noun its subject.
func repairSwallowedVerb(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for x := range st.Tokens {
		if st.Tokens[x].Head >= 0 || (st.Tokens[x].UPOS != "NOUN" && st.Tokens[x].UPOS != "PROPN") {
			continue
		}
		r := t.child(x, "acl:relcl")
		if r < 0 {
			continue
		}
		v := -1
		for _, k := range t.kids[r] {
			switch st.Tokens[k].Rel {
			case "advcl", "conj", "parataxis", "ccomp":
			default:
				continue
			}
			switch st.Tokens[k].XPOS {
			case "VBD", "VBZ", "VBP":
			default:
				continue
			}
			if k > r && st.Tokens[k].UPOS == "VERB" && t.child(k, "nsubj", "nsubj:pass", "mark", "cc") < 0 {
				v = k
				break
			}
		}
		if v < 0 {
			continue
		}
		toks[v].Head, toks[v].Rel = -1, "root"
		toks[x].Head, toks[x].Rel = v, "nsubj"
		for _, k := range t.kids[x] {
			if k > v {
				toks[k].Head = v // the closing stop
			}
		}
		found = true
	}
	return found
}

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
	var toks []doc.Token  // a copy of t's tokens for a repair to change
	var spare []doc.Token // a copy no tree reads any more, to copy into
	ours := false         // whether t reads a copy of ours, not the story's tokens
	for _, repair := range c.repairs() {
		// A repair that finds nothing leaves its copy as it was
		// (TestRepairsLeaveCopyUntouched), so the copy is made once and
		// again only after a repair has changed it: copying a story's
		// tokens before each of two dozen repairs was most of their cost.
		// The copy a replaced tree read is reused for the next one, so a
		// story costs at most two copies however many repairs change it.
		if toks == nil {
			toks = append(spare[:0], t.st.Tokens...)
			spare = nil
		}
		if !repair(t, toks) {
			continue
		}
		if ours {
			spare = t.st.Tokens
		}
		cp := *t.st
		cp.Tokens = toks
		t = newTreeIn(&cp, t.kids)
		toks, ours = nil, true
	}
	return t
}

// repairs returns the repairs in the order they run.
func (c *Coder) repairs() []func(*tree, []doc.Token) bool {
	return []func(*tree, []doc.Token) bool{
		repairModifierCase,
		repairDatelineSubject,
		repairFrontedParticiple,
		repairRootedParticiple,
		repairSubjectComplement,
		repairHyphenated,
		repairShotDead,
		c.repairMistaggedVerb,
		repairParticipleObject,
		repairCoordinatedParticiple,
		repairConjoinedSubject,
		c.repairAttribution,
		c.repairSaidObject,
		repairRelative,
		repairRelativeObject,
		repairSwallowedVerb,
		repairApposedSubject,
		repairOpeningApposition,
		repairStackedSubjects,
		repairTitleHead,
		repairAdverbSubject,
		repairTimeAgent,
		repairReducedRelative,
		repairHarmedNoun,
		repairAdjectiveObject,
		repairPassiveSubject,
		repairActiveSubject,
		c.repairChargedSubject,
		repairOrderedParticiple,
		repairStrayNumber,
		repairRelativeHead,
		c.repairObjectAgent,
		c.repairClosingSay,
		c.repairNominalAgent,
		c.repairStrandedTarget,
		repairSubordinateClause,
		repairSubjectInModifier,
		repairPossessor,
		repairPossessorTitle,
		repairCopulaObject,
		repairFrontedSubject,
	}
}

// repairHyphenated makes a hyphenated modifier modify the noun after it:
// "stone-throwing students", "an al Qaeda-linked group" are students and
// a group, not stones or al Qaeda.
func repairHyphenated(t *tree, toks []doc.Token) bool {
	found := false
	for d := 1; d+2 < len(toks); d++ {
		if p, ok := hyphenParts(t, toks, d); ok {
			rehangHyphenated(t, toks, p)
			found = true
		}
	}
	return found
}

// hyphenPhrase is a hyphenated modifier and the noun it modifies: the
// parts a, d (the hyphen) and b, the head noun n, the top of the first
// part ah, the modifier's top in the parse, and whether the parse hung
// modifier and noun on the same word.
type hyphenPhrase struct {
	a, d, b, n, ah, top int
	siblings            bool
}

// hyphenParts finds the hyphenated modifier whose hyphen is token d and
// the noun after it, when the parse has not made the one modify the other.
func hyphenParts(t *tree, toks []doc.Token, d int) (hyphenPhrase, bool) {
	a, b, n := d-1, d+1, d+2
	if toks[d].Form != "-" || toks[a].Span.End != toks[d].Span.Start || toks[d].Span.End != toks[b].Span.Start ||
		toks[n].Sentence != toks[a].Sentence {
		return hyphenPhrase{}, false
	}
	if u := toks[n].UPOS; u != "NOUN" && u != "PROPN" {
		return hyphenPhrase{}, false
	}
	// The head of the noun phrase: "Iran-backed Houthi militants"
	// are militants.
	for h := toks[n].Head; (toks[n].Rel == "compound" || toks[n].Rel == "flat") && h > n && h-n <= 3 &&
		toks[h].Sentence == toks[n].Sentence && (toks[h].UPOS == "NOUN" || toks[h].UPOS == "PROPN"); h = toks[n].Head {
		n = h
	}
	if u := toks[b].UPOS; u != "VERB" && u != "ADJ" {
		return hyphenPhrase{}, false // "hostage-takers" is a noun of its own
	}
	// The modifier's first part may be a name of several words ("al
	// Qaeda"); its top is the part or the second half, whichever
	// holds the other.
	ah := a
	if r := toks[a].Rel; (r == "flat" || r == "compound") && toks[a].Head >= 0 && toks[a].Head < a {
		ah = toks[a].Head
	}
	// Not in one phrase, unless the parse hung modifier and noun on
	// the same word ("said four high-ranking Americans had been").
	siblings := toks[ah].Head == toks[n].Head || toks[b].Head == toks[n].Head
	if t.dominates(n, ah) || t.dominates(n, b) || !t.dominates(ah, n) && !t.dominates(b, n) && !siblings {
		return hyphenPhrase{}, false // already the noun's modifier, or not in one phrase
	}
	top := ah
	if t.dominates(b, ah) {
		top = b
	}
	return hyphenPhrase{a: a, d: d, b: b, n: n, ah: ah, top: top, siblings: siblings}, true
}

// clauseOfModifier are the relations a parse gives the noun of a
// hyphenated modifier with a preposition ("aid to war-torn Mozambique")
// when it reads the modifier as a clause: the shipped parser an acl, amod
// or advcl, the relabelled trees a parataxis. rehangHyphenated makes the
// noun a phrase again.
var clauseOfModifier = []string{"acl", "acl:relcl", "amod", "advcl", "parataxis"}

// rehangHyphenated hangs the modifier p on its noun, the noun where the
// modifier's top was, and the modifier's preposition on the noun.
func rehangHyphenated(t *tree, toks []doc.Token, p hyphenPhrase) {
	n := p.n
	if !p.siblings || t.dominates(p.ah, n) || t.dominates(p.b, n) {
		toks[n].Head, toks[n].Rel = toks[p.top].Head, toks[p.top].Rel
	}
	for _, k := range hyphenMarkers(t, toks, p) {
		if doc.BaseRel(toks[k].Rel) == "case" {
			toks[k].Head = n // "with stone-throwing students"
			if h := toks[n].Head; h >= 0 && slices.Contains(clauseOfModifier, toks[n].Rel) {
				// "aid to war-torn Mozambique": the clause the
				// parse made of the modifier was a phrase.
				toks[n].Rel = "nmod"
				if toks[h].UPOS == "VERB" {
					toks[n].Rel = "obl"
				}
			}
		}
	}
	if h := toks[n].Head; toks[n].Rel == "advcl" && h > n && toks[h].UPOS == "VERB" && t.child(h, "nsubj", "nsubj:pass") < 0 {
		// "Iran-backed militants began firing" parsed as a clause
		// "backed militants" before the verb: the noun is the
		// verb's subject.
		toks[n].Rel = "nsubj"
	}
	toks[p.ah].Head, toks[p.ah].Rel = n, "compound"
	toks[p.b].Head, toks[p.b].Rel = n, "amod"
	toks[p.d].Head, toks[p.d].Rel = p.b, "punct"
}

// hyphenMarkers returns the words that may mark the modifier's phrase:
// those of its first part, and, where the parse made a clause of it ("to
// drought-hit Somalia" parsed as "to hit Somalia"), the marker before the
// modifier, which it makes a case marker.
func hyphenMarkers(t *tree, toks []doc.Token, p hyphenPhrase) []int {
	markers := t.kids[p.ah]
	if p.top != p.ah {
		for _, k := range t.kids[p.top] {
			if k < p.a && doc.BaseRel(toks[k].Rel) == "mark" && toks[k].UPOS == "ADP" {
				toks[k].Rel = "case"
				markers = append(markers, k)
			}
		}
	}
	return markers
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
	found := false
	for _, s := range t.st.Sentences {
		sh, ok := relativeShape(t, toks, s)
		if !ok {
			continue
		}
		c1, r, c2, m, x := sh.c1, sh.r, sh.c2, sh.m, sh.x
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

// relShape is the shape repairRelative mends: the two commas around the
// relative clause (c1, c2), its verb taken for the root (r), the main
// verb after it (m) and the antecedent before the first comma (x).
type relShape struct{ c1, r, c2, m, x int }

// relativeShape finds in sentence s a relative clause set off by commas
// whose verb the parse made the root, with a subjectless verb hung on it
// after the closing comma; ok false if there is none.
func relativeShape(t *tree, toks []doc.Token, s doc.Sentence) (sh relShape, ok bool) {
	st := t.st
	first := s.FirstToken
	sh.c1 = -1
	for j := first + 1; j+1 < s.EndToken; j++ {
		if toks[j].Form == "," && (relative(t, j+1) || j+2 < s.EndToken && relative(t, j+2) && toks[j+1].UPOS == "ADP") {
			sh.c1 = j
			break
		}
	}
	if sh.c1 < 0 {
		return sh, false
	}
	// The relative clause's verb is the root, its subject the noun
	// before the comma.
	sh.r = st.Tokens[sh.c1+1].Head
	for sh.r >= 0 && st.Tokens[sh.r].UPOS != "VERB" && st.Tokens[sh.r].Head >= 0 {
		sh.r = st.Tokens[sh.r].Head
	}
	if sh.r < 0 || st.Tokens[sh.r].Head >= 0 || sh.r < sh.c1 {
		return sh, false
	}
	sh.c2 = nextAfter(toks, sh.r+1, s.EndToken, func(j int) bool { return toks[j].Form == "," })
	if sh.c2 < 0 || sh.c2+1 >= s.EndToken {
		return sh, false
	}
	sh.m = nextAfter(toks, sh.c2+1, s.EndToken, func(j int) bool { return st.Tokens[j].UPOS == "VERB" && st.Tokens[j].Head == sh.r })
	if sh.m < 0 || t.child(sh.m, "nsubj", "nsubj:pass") >= 0 {
		return sh, false
	}
	// The antecedent: the head of the phrase before the first comma.
	sh.x = nextAfter(toks, first, sh.c1, func(j int) bool { h := st.Tokens[j].Head; return h < first || h >= sh.c1 })
	return sh, sh.x >= 0
}

// nextAfter returns the first token j in [from, end) for which ok holds,
// or -1.
func nextAfter(toks []doc.Token, from, end int, ok func(j int) bool) int {
	for j := from; j < end && j < len(toks); j++ {
		if ok(j) {
			return j
		}
	}
	return -1
}

// subjectsBefore returns the subjects of v that stand before it: two
// where the parser stacked a second one.
func subjectsBefore(t *tree, v int) []int {
	var subs []int
	for _, k := range t.kids[v] {
		if r := t.st.Tokens[k].Rel; (r == "nsubj" || r == "nsubj:pass") && k < v {
			subs = append(subs, k)
		}
	}
	return subs
}

// repairRelativeObject mends "The soldier who killed the two civilians was
// charged", parsed with the relative clause's object as a second subject
// of the main verb: it is the object of the relative clause's verb.
func repairRelativeObject(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		subs := subjectsBefore(t, v)
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
// by the rebels on the army base", "the attack on the convoy by
// insurgents". A by-phrase under the noun's of-, on- or against-phrase,
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
			switch m := t.marker(k); {
			case m == "of", vocab.againstMarkers[m] && c.forcible(t, n):
				// "the attack on the convoy by insurgents"; but
				// "demonstrations against violations by the military"
				// leave the by-phrase to the violations.
				want = []string{"by"}
			case m == "by":
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

// repairStrandedTarget mends "the wounding of six guards in the assault
// on the depot" parsed with the depot hung on "wounding", or on the verb
// whose object "wounding" is, across the assault: an "on" or "against" phrase
// right after a forcible event noun, hung further left on a phrase that
// holds the event noun (strandedBelow), is the event's target.
func (c *Coder) repairStrandedTarget(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for x, tk := range st.Tokens {
		h := tk.Head
		rel := doc.BaseRel(tk.Rel)
		if rel != "nmod" && rel != "obl" || h < 0 || h > x || isTimeWord(t, x) {
			continue
		}
		if m := t.marker(x); m != "on" && m != "against" {
			continue
		}
		start := t.tokenFrom(t.fullSpan(x).Start)
		e := start - 1 // the last word before the phrase: the event noun's
		for e > h && !c.forcible(t, e) {
			if t.tokenFrom(t.fullSpan(e).End) != start {
				e = h // the phrase does not follow a whole phrase
				break
			}
			e = st.Tokens[e].Head
			if e < 0 || e > x {
				e = h
				break
			}
		}
		if e <= h || st.Tokens[e].UPOS != "NOUN" || !strandedBelow(t, h, e, rel) || t.tokenFrom(t.fullSpan(e).End) != start {
			continue
		}
		toks[x].Head, toks[x].Rel = e, "nmod"
		found = true
	}
	return found
}

// strandedBelow reports whether a phrase hung on h by rel is stranded
// across the event noun e: h holds e through noun modifiers, or, for an
// oblique of a verb, the verb's object holds e through one or more
// ("left out the injuries of 11 workers in the raid on a warehouse",
// the warehouse an oblique of "left"). An object that is the event noun
// itself keeps the verb's phrase: "blamed the attack on the rebels".
func strandedBelow(t *tree, h, e int, rel string) bool {
	if rel == "nmod" {
		return nmodChain(t, h, e)
	}
	o := t.child(h, "obj")
	return t.st.Tokens[h].UPOS == "VERB" && o >= 0 && o != e && nmodChain(t, o, e)
}

// nmodChain reports whether e hangs below h through noun modifiers only:
// a phrase hung on the first of coordinated nouns is shared by them all
// ("artillery, mortar and rocket fire against rebel camps"), not stranded.
func nmodChain(t *tree, h, e int) bool {
	for e != h {
		if e < 0 || doc.BaseRel(t.st.Tokens[e].Rel) != "nmod" {
			return false
		}
		e = t.st.Tokens[e].Head
	}
	return true
}

// repairSwallowedVerb mends "Villagers who fled the fighting said soldiers
// had burned their homes" parsed with the noun as the root and "said" as a
// clause of the relative one: a finite verb after the relative clause with
// no subject or marker of its own is the main verb, the noun its subject
// (whatever the parse labelled it: a finite verb is no open complement
// either, "said" xcomp of "fled").
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
			case "advcl", "conj", "parataxis", "ccomp", "xcomp":
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

// repairStackedSubjects mends "Police chief John Kamau said ..." parsed with
// two subjects side by side before one verb: no clause has two, so the
// first, with nothing but its own words between it and the second, is a
// modifier of the second's phrase.
func repairStackedSubjects(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		subs := subjectsBefore(t, v)
		if len(subs) != 2 {
			continue
		}
		a, b := subs[0], subs[1]
		if u := t.st.Tokens[a].UPOS; u != "NOUN" && u != "PROPN" {
			continue
		}
		end := t.tokenFrom(t.fullSpan(a).End)
		start := t.tokenFrom(t.fullSpan(b).Start)
		if end != start || t.child(a, "acl:relcl", "acl", "appos", "conj") >= 0 {
			continue
		}
		toks[a].Head, toks[a].Rel = b, "compound"
		found = true
	}
	return found
}

// repairTitleHead mends "Defense Secretary Leon Panetta called ..." parsed
// with the title as the phrase's head and the name hung on it: a person's
// name heads the phrase, the title before it describes the name.
func repairTitleHead(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for k := range st.Mentions {
		m := &st.Mentions[k]
		f := m.FirstToken
		if m.Label != doc.LabelPER || f <= 0 || m.EndToken > len(toks) || m.EndToken-f < 2 {
			continue
		}
		h := st.Tokens[f].Head
		if h < 0 || h >= f || f-h > 4 || st.Tokens[h].Sentence != st.Tokens[f].Sentence {
			continue
		}
		title := true // only a title right before the name: "Defense Minister"
		for j := h; j < f; j++ {
			if u := st.Tokens[j].UPOS; u != "NOUN" && u != "PROPN" || !t.dominates(h, j) {
				title = false
			}
		}
		if !title {
			continue
		}
		if r := doc.BaseRel(st.Tokens[f].Rel); r != "flat" && r != "compound" && r != "appos" {
			continue
		}
		toks[f].Head, toks[f].Rel = st.Tokens[h].Head, st.Tokens[h].Rel
		for _, c := range t.kids[h] {
			if r := doc.BaseRel(st.Tokens[c].Rel); r == "case" || r == "cc" || r == "mark" {
				toks[c].Head = f // "with a special envoy Staffan de Mistura"
			}
			if c > f {
				toks[c].Head = f // the rest of the name, and what follows it
				if c < m.EndToken {
					toks[c].Rel = "flat"
				}
			}
		}
		for j := range st.Tokens {
			if j != h && st.Tokens[j].Head == h && j > f && !slices.Contains(t.kids[h], j) {
				toks[j].Head = f
			}
		}
		toks[h].Head, toks[h].Rel = f, "nmod:desc"
		found = true
	}
	return found
}

// repairTimeAgent mends "... were shot on Thursday by an Afghan soldier"
// parsed with the by-phrase as a modifier of the time word: a day or a date
// has no agent, the passive verb the time word belongs to has.
func repairTimeAgent(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for n, tk := range st.Tokens {
		if doc.BaseRel(tk.Rel) != "nmod" || t.marker(n) != "by" || tk.Head < 0 || !isTimeWord(t, tk.Head) {
			continue
		}
		tw := st.Tokens[tk.Head]
		v := tw.Head
		if doc.BaseRel(tw.Rel) != "obl" || v < 0 || st.Tokens[v].UPOS != "VERB" || t.child(v, "aux:pass") < 0 || t.child(v, "obl:agent") >= 0 {
			continue
		}
		toks[n].Head, toks[n].Rel = v, "obl:agent"
		found = true
	}
	return found
}

// repairAdverbSubject mends "...; police later arrested two suspects"
// parsed with the noun as a measure of the adverb after it ("two days
// later"): when the adverb modifies a finite verb that has no subject, the
// noun, not a time word, is that verb's subject.
func repairAdverbSubject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for n, tk := range st.Tokens {
		if r := tk.Rel; r != "obl:unmarked" && r != "obl:npmod" && r != "nmod:npmod" && r != "nmod:unmarked" {
			continue
		}
		if u := tk.UPOS; u != "NOUN" && u != "PROPN" && u != "PRON" || isTimeWord(t, n) || vocab.timeUnits[t.lemma(n)] {
			// "but two hours later burned the houses": a measure of
			// time, whether or not a time expression was found in it.
			continue
		}
		a := tk.Head
		if a != n+1 || st.Tokens[a].UPOS != "ADV" {
			continue
		}
		v := st.Tokens[a].Head
		if v <= a || st.Tokens[v].UPOS != "VERB" || t.child(v, "nsubj", "nsubj:pass", "expl") >= 0 {
			continue
		}
		switch st.Tokens[v].XPOS {
		case "VBD", "VBZ", "VBP":
		default:
			if t.child(v, "aux") < 0 {
				continue
			}
		}
		if v-a > 3 {
			continue
		}
		toks[n].Head, toks[n].Rel = v, "nsubj"
		found = true
	}
	return found
}

// repairClosingSay mends ", witnesses said." parsed as a second clause
// joined to the first without a conjunction, or as its complement or
// adverbial clause: a say verb with its subject after a comma that closes
// the sentence, and no conjunction or marker of its own, reports the
// clause before it.
func (c *Coder) repairClosingSay(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for v, tk := range st.Tokens {
		switch tk.Rel {
		case "conj", "ccomp", "xcomp", "advcl":
		default:
			continue
		}
		if tk.UPOS != "VERB" || tk.Head < 0 || tk.Head > v || t.child(v, "cc", "mark") >= 0 {
			continue
		}
		if cv, ok := c.claimVerb(t, v); !ok || cv.Kind != doc.ClaimReported {
			continue
		}
		s := t.child(v, "nsubj")
		if s < 0 || s > v {
			continue
		}
		cm := t.tokenFrom(t.fullSpan(s).Start) - 1
		if cm <= tk.Head || st.Tokens[cm].Form != "," {
			continue
		}
		toks[v].Rel = "parataxis"
		found = true
	}
	return found
}

// repairReducedRelative mends "the officers killed on Saturday had been
// found dead" parsed with "killed" as the officers' own past-tense verb and
// the finite verb after it given the time phrase as subject: a past verb
// with neither object nor complement, followed by a verb with auxiliaries
// but no subject of its own, is a participle modifying its noun, and the
// noun is the later verb's subject.
func repairReducedRelative(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for v, tk := range st.Tokens {
		s, w, firstAux, ok := reducedRelative(t, v)
		if !ok {
			continue
		}
		ws := t.child(w, "nsubj", "nsubj:pass")
		subj := "nsubj"
		if t.child(w, "aux:pass") >= 0 {
			subj = "nsubj:pass"
		}
		toks[w].Head, toks[w].Rel = tk.Head, tk.Rel
		toks[s].Head, toks[s].Rel = w, subj
		toks[v].Head, toks[v].Rel, toks[v].XPOS = s, "acl", "VBN"
		for j := v + 1; j < firstAux; j++ {
			if st.Tokens[j].Head != w {
				continue
			}
			toks[j].Head = v
			if j == ws {
				toks[j].Rel = "obl"
			}
			if ws >= 0 && j < ws && (st.Tokens[j].UPOS == "ADP" || st.Tokens[j].Rel == "mark") {
				toks[j].Head, toks[j].Rel = ws, "case"
			}
		}
		for _, k := range t.kids[v] {
			if k > w {
				toks[k].Head = w // the rest of the sentence
			}
		}
		found = true
	}
	return found
}

// reducedRelative reports whether past verb v is the participle
// repairReducedRelative mends, with its subject s, the later verb w and
// w's first auxiliary after v.
func reducedRelative(t *tree, v int) (s, w, firstAux int, ok bool) {
	st := t.st
	tk := &st.Tokens[v]
	if tk.UPOS != "VERB" || tk.XPOS != "VBD" || tk.Head < 0 {
		return
	}
	s = t.child(v, "nsubj")
	if s < 0 || s > v || t.child(v, "obj", "iobj", "ccomp", "xcomp", "aux", "aux:pass", "nsubj:pass", "cop") >= 0 {
		return
	}
	w, firstAux = -1, -1
	for _, k := range t.kids[v] {
		if k > v && st.Tokens[k].UPOS == "VERB" {
			w = k
			break
		}
	}
	if w < 0 {
		return
	}
	for _, k := range t.kids[w] {
		if r := st.Tokens[k].Rel; (r == "aux" || r == "aux:pass") && k > v && k < w {
			firstAux = k
			break
		}
	}
	if firstAux < 0 {
		return
	}
	// The later verb's subject, if any, must be a phrase after the
	// participle that cannot be one: a time word or a phrase after a
	// preposition.
	if ws := t.child(w, "nsubj", "nsubj:pass"); ws >= 0 && (ws < v || !isTimeWord(t, ws) && st.Tokens[ws-1].UPOS != "ADP") {
		return
	}
	for j := v + 1; j < firstAux; j++ {
		if f := st.Tokens[j].Form; f == "," || st.Tokens[j].UPOS == "CCONJ" || st.Tokens[j].UPOS == "VERB" {
			return
		}
	}
	return s, w, firstAux, true
}

// repairAdjectiveObject mends "tried to overrun a compound in the province"
// with "compound" tagged an adjective and taken as an oblique without a
// preposition: an adjective heading a phrase of its own (a determiner, no
// noun) that a verb without an object takes bare is that verb's object.
func repairAdjectiveObject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for a, tk := range st.Tokens {
		if tk.UPOS != "ADJ" || tk.Rel != "obl" || tk.Head < 0 || tk.Head > a || t.hasCase(a) || t.child(a, "det") < 0 {
			continue
		}
		if v := tk.Head; st.Tokens[v].UPOS != "VERB" || t.child(v, "obj", "ccomp", "xcomp") >= 0 {
			continue
		}
		toks[a].Rel, toks[a].UPOS, toks[a].XPOS = "obj", "NOUN", "NN"
		found = true
	}
	return found
}

// repairPassiveSubject names the subject of a passive verb nsubj:pass
// where the parse called it nsubj: "four Americans had been killed" are
// those killed, and so are the policemen of a headline's "Three policemen
// killed in blast": a root participle with neither auxiliary nor object in
// a sentence without final punctuation. (In a sentence with a stop, such a
// participle is mostly a past tense tagged VBN: "Police clashed with".) A
// verb whose only passive auxiliary is an -ing form is active, and that
// form is rehung as its subject's modifier (participleOfSubject). Such a
// headline participle left with no subject takes the bare oblique before
// it (unmarkedHeadlineSubject).
func repairPassiveSubject(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for v := range st.Tokens {
		bare := st.Tokens[v].XPOS == "VBN" && st.Tokens[v].UPOS == "VERB" && st.Tokens[v].Head < 0 &&
			t.child(v, "aux", "aux:pass", "cop", "obj", "ccomp", "xcomp") < 0 && !stopped(st, v)
		if !hasPassiveAux(t, v) && !bare {
			found = participleOfSubject(t, toks, v) || found
			continue
		}
		for _, k := range t.children(v, "nsubj") {
			toks[k].Rel = "nsubj:pass"
			found = true
		}
		if bare {
			found = unmarkedHeadlineSubject(t, toks, v) || found
		}
	}
	return found
}

// unmarkedHeadlineSubject makes the subject of the bare headline
// participle v the noun before it that the parse left a bare oblique
// (obl:unmarked): the relabelled trees read "Journalist Arrested in
// Minsk" so, and the journalist is the one arrested. A time noun before
// the verb ("Sunday Arrested ...") stays an oblique, and a verb with a
// subject already is left.
func unmarkedHeadlineSubject(t *tree, toks []doc.Token, v int) bool {
	if t.child(v, "nsubj", "nsubj:pass") >= 0 {
		return false
	}
	for _, k := range t.children(v, "obl") {
		tk := t.st.Tokens[k]
		if k < v && tk.Rel == "obl:unmarked" && (tk.UPOS == "NOUN" || tk.UPOS == "PROPN") && !isTimeWord(t, k) {
			toks[k].Rel = "nsubj:pass"
			return true
		}
	}
	return false
}

// hasPassiveAux reports whether v has a passive auxiliary. A verb's -ing form
// is none: a second parser hangs the participle before a subject there
// ("Striking teachers called off"), which would make the strikers the
// ones called off.
func hasPassiveAux(t *tree, v int) bool {
	for _, a := range t.kids[v] {
		if tk := t.st.Tokens[a]; tk.Rel == "aux:pass" && (tk.UPOS != "VERB" || tk.XPOS != "VBG") {
			return true
		}
	}
	return false
}

// participleOfSubject hangs each aux:pass of v, which hasPassiveAux has
// found to be -ing forms only, on the subject right after it, as the
// modifier it is, so no rule reads v as passive.
func participleOfSubject(t *tree, toks []doc.Token, v int) bool {
	found := false
	for _, a := range t.kids[v] {
		if t.st.Tokens[a].Rel != "aux:pass" {
			continue
		}
		if k := a + 1; k < len(toks) && t.st.Tokens[k].Head == v && t.st.Tokens[k].Rel == "nsubj" {
			toks[a].Head, toks[a].Rel = k, "amod"
			found = true
		}
	}
	return found
}

// repairActiveSubject names the subject of an active verb nsubj where the
// parse called it nsubj:pass: "police arrested 12 protesters" after a
// lower-case dateline, "The Turkish president, Ivo Marek, vowed". A verb
// with an object, or in a past or present form, and no passive auxiliary
// is active; its subject is who acts, not whom the act is done to (a bare
// participle is left: a headline's "Three killed in blast"). A verb with
// a subject of its own beside it is left alone: the second is a
// participle the parse hung there ("Striking teachers called off").
func repairActiveSubject(t *tree, toks []doc.Token) bool {
	found := false
	for v := range t.st.Tokens {
		// A root participle with no auxiliary in a sentence with a stop is
		// mostly a past tense tagged VBN (repairPassiveSubject).
		past := finite(t, v) || t.st.Tokens[v].Head < 0 && t.st.Tokens[v].XPOS == "VBN" && t.child(v, "aux", "cop") < 0 && stopped(t.st, v)
		if t.child(v, "aux:pass", "nsubj") >= 0 || t.child(v, "obj") < 0 && !past {
			continue
		}
		for _, k := range t.children(v, "nsubj") {
			if u := t.st.Tokens[k].UPOS; u == "NOUN" || u == "PROPN" || u == "PRON" {
				toks[k].Rel = "nsubj"
				datelineApposed(t, toks, k, v)
				found = true
			}
		}
	}
	return found
}

// datelineApposed mends "jalna: guards detained ..." parsed by a second
// parser with the lower-case dateline as the subject and the subject after
// the colon apposed to it: the phrase after the colon acts, and the
// dateline is left an unmarked oblique, as the shipped parser leaves it.
// Only a subject that opens its sentence, a colon at most five words on
// and the apposition between the colon and the verb.
func datelineApposed(t *tree, toks []doc.Token, k, v int) {
	colon := openingColon(t, k)
	if colon < 0 || colon > v {
		return
	}
	for _, a := range t.children(k, "appos") {
		if u := t.st.Tokens[a].UPOS; a > colon && a < v && (u == "NOUN" || u == "PROPN" || u == "PRON") {
			toks[a].Head, toks[a].Rel = v, "nsubj"
			toks[k].Rel = "obl:unmarked"
			return
		}
	}
}

// repairStrayNumber mends "said in a statement four high-ranking
// Americans had been killed" parsed with the number hung on the noun before
// it: a number right before a plural noun, with only its modifiers between,
// counts that noun.
func repairStrayNumber(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for x, tk := range st.Tokens {
		if tk.UPOS != "NUM" || tk.Head < 0 || tk.Head > x || st.Tokens[tk.Head].UPOS != "NOUN" {
			continue
		}
		if r := tk.Rel; r != "flat" && r != "nmod:unmarked" && r != "nummod" && r != "obl:unmarked" && r != "compound" {
			continue
		}
		n := x + 1
		for n < len(toks) && n-x <= 4 && toks[n].Sentence == tk.Sentence &&
			(st.Tokens[n].UPOS == "ADJ" || st.Tokens[n].XPOS == "HYPH" || st.Tokens[n].UPOS == "VERB" && st.Tokens[n].XPOS == "VBG") {
			n++
		}
		if n >= len(toks) || toks[n].Sentence != tk.Sentence || n-x > 4 {
			continue
		}
		if xp := st.Tokens[n].XPOS; xp != "NNS" && xp != "NNPS" || len(t.kids[x]) > 0 {
			continue
		}
		toks[x].Head, toks[x].Rel = n, "nummod"
		found = true
	}
	return found
}

// repairRelativeHead mends "A regional official, who asked not to be
// named, said ..." parsed with the relative clause as a complement of the
// main verb: a clause whose subject is a relative pronoun right after a
// comma modifies the noun before the comma.
func repairRelativeHead(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for r, tk := range st.Tokens {
		if tk.UPOS != "VERB" || tk.Rel == "acl:relcl" || tk.Head < 0 {
			continue
		}
		w := t.child(r, "nsubj", "nsubj:pass")
		if w < 2 || w > r || !relative(t, w) || st.Tokens[w-1].Form != "," {
			continue
		}
		x := w - 2
		if u := st.Tokens[x].UPOS; u != "NOUN" && u != "PROPN" || st.Tokens[x].Sentence != tk.Sentence || t.dominates(r, x) {
			continue
		}
		toks[r].Head, toks[r].Rel = x, "acl:relcl"
		found = true
	}
	return found
}

// repairObjectAgent mends "announced the arrest of two suspects by an
// anti-terrorism unit" parsed with the by-phrase on the verb: an active verb
// takes no agent, so a by-phrase after its object, when that object is an
// event noun, is the event's.
func (c *Coder) repairObjectAgent(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for v, tk := range st.Tokens {
		if tk.UPOS != "VERB" || t.child(v, "aux:pass") >= 0 {
			continue
		}
		o := t.child(v, "obj")
		if o < 0 || !c.isEventNoun(t, o) {
			continue
		}
		for _, k := range t.children(v, "obl") {
			if k > o && t.marker(k) == "by" && !isTimeWord(t, k) {
				toks[k].Head, toks[k].Rel = o, "nmod"
				found = true
			}
		}
	}
	return found
}

// stopped reports whether the sentence of token i ends with a stop, a
// question or an exclamation mark (a headline does not).
func stopped(st *doc.Story, i int) bool {
	s := st.Sentences[st.Tokens[i].Sentence]
	if s.EndToken <= s.FirstToken {
		return false
	}
	switch st.Tokens[s.EndToken-1].Form {
	case ".", "!", "?", "\"", "”", "'", "’":
		return true
	}
	return false
}

// forcible reports whether noun n triggers an attack or a coercive act,
// whose on- or against-phrase names whom it hits.
func (c *Coder) forcible(t *tree, n int) bool {
	for _, tr := range c.lx.Lookup(t.lemma(n), "NOUN") {
		if tr.Plover == "ASSAULT" || tr.Plover == "COERCE" {
			return true
		}
	}
	return false
}

package actor

import (
	"sort"
	"strings"
	"unicode"

	"sitrep/doc"
)

// HomeCountry returns the country a text's people are from by default:
// the one its words name most often (country names, adjectives, capitals,
// demonyms and the countries of named bodies such as the Taliban), ties
// going to the one named first. It returns "" when no country is named.
//
// It is not the story's focus (doc.Focus, which the place stage writes
// from the toponyms it resolves, for where events happened): people are
// named by nationality and by the bodies they belong to far more than by
// places, and the two differ on a story about one country that quotes
// another's officials. Only this stage gives a phrase the home country.
func (c *Coder) HomeCountry(words []string) string {
	f, _ := c.homeCountry(words, actorNorms(words), nil)
	return f
}

// homeCountry returns the home country (see HomeCountry), counting the
// story's places too, and whether it dominates: named at least twice as
// often as any other country. norm holds actorNorm of each of words, which
// the stage has already made for its own scan.
func (c *Coder) homeCountry(words, norm []string, places []doc.Place) (string, bool) {
	count := map[string]int{}
	first := map[string]int{}
	note := func(code string, pos int) {
		if code == "" {
			return
		}
		count[code]++
		if _, ok := first[code]; !ok {
			first[code] = pos
		}
	}
	for _, it := range c.lx.scanNorm(words, norm) {
		if currencyAt(words, it.end) || it.start > 0 && norm[it.start-1] == "ethnic" {
			continue // "US $50 million", "ethnic Albanians": not about the country
		}
		switch it.e.kind {
		case actorCountryName, actorCountryAdj, actorCountryPeople, actorCapital:
			note(it.e.country, it.start)
		case actorNamed:
			note(it.e.country, it.start)
		}
	}
	for i, p := range places {
		note(p.Country, len(words)+i)
	}
	best := ""
	for code, n := range count {
		if best == "" || n > count[best] || n == count[best] && first[code] < first[best] {
			best = code
		}
	}
	second := 0
	for code, n := range count {
		if code != best && n > second {
			second = n
		}
	}
	return best, best != "" && count[best] >= 2*second
}

// Annotate codes a story's entity mentions as actors. For each mention in
// st.Mentions (from the NER stage) it fills Actor, reading the title and
// country words just before it ("Taliban spokesman" + "Zabihullah
// Mujahid"); it adds a mention labelled NOM for each role-word noun phrase
// no mention covers ("Two American officers", "protesters", "a U.S.
// official", "the shooter"), and one labelled ORG for each named body of
// the dictionary that NER missed ("Taliban", "NATO"). Phrases that name no
// country get the story's home country (see HomeCountry) when their role is a
// domestic one. Mentions end up sorted by position, and coreference
// (Corefer) is resolved last. It uses token UPOS when the syntax stage has
// filled it, and works without.
func (c *Coder) Annotate(st *doc.Story) error {
	if len(st.Tokens) == 0 {
		return nil
	}
	a := &storyScan{c: c, st: st, forms: make([]string, len(st.Tokens)), norm: make([]string, len(st.Tokens))}
	for i, t := range st.Tokens {
		a.forms[i] = t.Form
		a.norm[i] = actorNorm(t.Form)
	}
	// A titled person the dictionary does not know takes the home
	// country only when the story is plainly about it: a story about
	// Afghanistan that names the United States often quotes American
	// generals.
	a.home, a.dominant = c.homeCountry(a.forms, a.norm, st.Places)
	joinHyphenatedNames(st)
	c.addTitledNames(st)

	sents := st.Sentences
	if len(sents) == 0 {
		sents = []doc.Sentence{{FirstToken: 0, EndToken: len(st.Tokens)}}
	}
	a.owner = make([]int, len(st.Tokens))
	for i := range a.owner {
		a.owner[i] = ownerNone
	}
	for mi, m := range st.Mentions {
		for k := m.FirstToken; k < m.EndToken && k < len(a.owner); k++ {
			if k >= 0 {
				a.owner[k] = mi
			}
		}
	}
	for _, t := range st.Tokens {
		if t.UPOS != "" {
			a.hasUPOS = true
			break
		}
	}
	a.near = newTokenRanges(st.Mentions)
	for _, s := range sents {
		if s.FirstToken < s.EndToken {
			a.sentence(s)
		}
	}
	if len(a.added) > 0 {
		st.Mentions = append(st.Mentions, a.added...)
		sortMentions(st)
	}
	corefer(st, c.lx)
	return nil
}

// Values of storyScan.owner other than a mention's index.
const (
	ownerNone  = -1 // no mention covers the token
	ownerAdded = -2 // a mention this stage adds covers it
)

// storyScan is what Annotate keeps while it walks a story.
type storyScan struct {
	c           *Coder
	st          *doc.Story
	forms, norm []string
	// owner[i] is the index in st.Mentions of the mention covering token
	// i, or ownerNone, or ownerAdded.
	owner    []int
	hasUPOS  bool
	home     string
	dominant bool
	added    []doc.Mention // mentions found here, added to the story at the end
	near     tokenRanges   // the story's mentions by first token, so a sentence reads only its own
}

// sentScan is one sentence of the walk, with its dictionary matches.
type sentScan struct {
	*storyScan
	s      doc.Sentence
	items  []dictItem
	inItem map[int]*dictItem // the item covering token i (global index), or nil
	// cue is the token of an anonymity cue ("speaking on condition of
	// anonymity"), or -1; anon is the unnamed official or source nearest
	// before it, the one the cue is about.
	cue  int
	anon *anonCand
}

// anonCand is a mention an anonymity cue may be about: an added one
// (index in storyScan.added) or one of the story's.
type anonCand struct {
	added bool
	idx   int
	end   int
}

// sentence codes the mentions of one sentence: those of the ner stage,
// then the nominal ones and the named bodies it missed, which it adds.
func (a *storyScan) sentence(s doc.Sentence) {
	x := &sentScan{storyScan: a, s: s, items: a.c.lx.scanNorm(a.forms[s.FirstToken:s.EndToken], a.norm[s.FirstToken:s.EndToken]), inItem: map[int]*dictItem{}}
	for k := range x.items {
		x.items[k].start += s.FirstToken
		x.items[k].end += s.FirstToken
		for t := x.items[k].start; t < x.items[k].end; t++ {
			x.inItem[t] = &x.items[k]
		}
	}
	x.cue = a.c.anonCue(a.norm[s.FirstToken:s.EndToken])
	if x.cue >= 0 {
		x.cue += s.FirstToken
	}
	x.codeMentions()
	x.addNominals()
	x.addNamed()
	if x.anon != nil {
		if x.anon.added {
			a.added[x.anon.idx].Actor.Anonymous = true
		} else {
			a.st.Mentions[x.anon.idx].Actor.Anonymous = true
		}
	}
}

// noteAnon records a generic, unnamed actor ending before the anonymity
// cue, the nearest one winning.
func (x *sentScan) noteAnon(am ActorMatch, words []string, isAdded bool, idx, end int) {
	if x.cue < 0 || am.Name != "" || end > x.cue || !x.c.isGenericHead(words, am.Head) {
		return
	}
	if x.anon == nil || end > x.anon.end {
		x.anon = &anonCand{isAdded, idx, end}
	}
}

// leftContext returns where the phrase of a mention starting at token
// first begins: dictionary words, possessives and hyphens just before it.
// A person NER split from its title ("Georgian President" + "Eduard
// Shevardnadze") reads through the title, and so do up to two adjectives
// between dictionary words ("Former Socialist prime minister"). self is
// the mention's index.
func (x *sentScan) leftContext(first int, self int) int {
	st, owner, norm := x.st, x.owner, x.norm
	k := first - 1
	stop := -1 // where to stop if the adjectives lead nowhere
	adjs := 0
	for k >= x.s.FirstToken {
		switch {
		case owner[k] >= 0 && owner[k] != self && st.Mentions[owner[k]].Label == doc.LabelPER:
			om := st.Mentions[owner[k]]
			if self >= 0 && st.Mentions[self].Label == doc.LabelPER && om.EndToken == k+1 && x.c.allDictionary(x.inItem, om.FirstToken, om.EndToken) {
				k = om.FirstToken - 1
				stop, adjs = -1, 0
				continue
			}
			if stop >= 0 {
				return stop
			}
			return k + 1
		case x.inItem[k] != nil:
			k = x.inItem[k].start - 1
			stop, adjs = -1, 0
		case norm[k] == "" && k > x.s.FirstToken && x.inItem[k-1] != nil:
			k--
		case norm[k] == "'s" && k > x.s.FirstToken && (x.inItem[k-1] != nil || owner[k-1] >= 0):
			k--
		case x.hasUPOS && adjs < 2 && (st.Tokens[k].UPOS == "ADJ" || st.Tokens[k].UPOS == "PROPN") && owner[k] < 0 && k < first-1:
			if stop < 0 {
				stop = k + 1
			}
			adjs++
			k--
		default:
			if stop >= 0 {
				return stop
			}
			return k + 1
		}
	}
	if stop >= 0 {
		return stop
	}
	return x.s.FirstToken
}

// inPhrase reports whether an "in" at token k opens a phrase that the
// parse hangs on the noun at token noun ("a pastor in the United States"),
// not on a verb ("deployed troops in Iraq").
func (x *sentScan) inPhrase(k, noun int) bool {
	if !x.hasUPOS || x.norm[k] != "in" || noun < 0 {
		return false
	}
	for j := k + 1; j < x.s.EndToken && j <= k+4; j++ {
		if x.st.Tokens[j].Head == noun && strings.HasPrefix(x.st.Tokens[j].Rel, "nmod") {
			return true
		}
	}
	return false
}

// rightContext returns where the phrase ending at end reads on to: an "of"
// phrase after a person, role or people ("King Hassan of Morocco", "a
// member of the Syrian parliament", "the Albanians of southern Serbia"),
// also after the acronym in brackets that may follow the name:
// determiners, compass and other adjectives, dictionary words and mentions
// other than persons, up to the first word of another kind.
func (x *sentScan) rightContext(end int) int {
	st, owner, norm := x.st, x.owner, x.norm
	noun := end - 1
	if x.acronymAt(end) {
		end += 3 // "Esfahan Uranium Conversion Facilities (UCF) in central Iran"
	}
	if end+1 >= x.s.EndToken || norm[end] != "of" && !x.inPhrase(end, noun) {
		return noun + 1
	}
	last := noun + 1
	for k := end + 1; k < x.s.EndToken && k <= end+8; {
		switch {
		case x.inItem[k] != nil && x.inItem[k].start == k:
			k = x.inItem[k].end
			last = k
		case owner[k] >= 0 && st.Mentions[owner[k]].Label != doc.LabelPER && st.Mentions[owner[k]].FirstToken == k:
			k = max(st.Mentions[owner[k]].EndToken, k+1)
			last = k
		case norm[k] == "the" || norm[k] == "'s" || norm[k] == "" || compassWords[norm[k]],
			x.hasUPOS && st.Tokens[k].UPOS == "ADJ":
			k++
		default:
			return last
		}
	}
	return last
}

// fromPlace returns the country of a place after "from" that the phrase
// [start, end) governs ("a missionary from Calgary"), or "". With a parse,
// the place must hang on the phrase, not on a verb ("withdrew its troops
// from Lebanon").
func (x *sentScan) fromPlace(start, end int) string {
	st := x.st
	if end+1 >= x.s.EndToken || x.norm[end] != "from" || x.owner[end+1] < 0 {
		return ""
	}
	pm := st.Mentions[x.owner[end+1]]
	if pm.Label != doc.LabelLOC || pm.FirstToken != end+1 {
		return ""
	}
	if x.hasUPOS {
		tied := false
		for k := pm.FirstToken; k < pm.EndToken; k++ {
			if h := st.Tokens[k].Head; h >= start && h < end {
				tied = true
			}
		}
		if !tied {
			return ""
		}
	}
	if x.c.wholeEntry(x.forms[pm.FirstToken:pm.EndToken]) {
		return x.c.Code(x.forms[pm.FirstToken:pm.EndToken]).Country
	}
	for _, p := range st.Places {
		if p.Span.Start < pm.Span.End && pm.Span.Start < p.Span.End {
			return p.Country
		}
	}
	return ""
}

// taken reports whether a mention covers any token of [a, b).
func (x *sentScan) taken(a, b int) bool {
	for k := a; k < b; k++ {
		if x.owner[k] != ownerNone {
			return true
		}
	}
	return false
}

// codeMentions codes the sentence's mentions from the ner stage.
func (x *sentScan) codeMentions() {
	st, forms := x.st, x.forms
	lo, hi := x.near.firstIn(x.s.FirstToken, x.s.EndToken)
	for mi := lo; mi < hi; mi++ {
		m := &st.Mentions[mi]
		if m.FirstToken < x.s.FirstToken || m.FirstToken >= x.s.EndToken || m.EndToken > len(forms) || m.EndToken <= m.FirstToken {
			continue
		}
		from := x.leftContext(m.FirstToken, mi)
		if m.Label == doc.LabelLOC {
			from = m.FirstToken // a place's country comes from the place itself
		}
		to := m.EndToken
		if m.Label == doc.LabelPER || m.Label == doc.LabelMISC {
			to = x.rightContext(to)
		}
		if end := x.bodyEnd(mi); end > 0 {
			// The mention is the whole body: "Syrian Democratic Forces",
			// not "Syrian".
			for k := m.EndToken; k < end; k++ {
				x.owner[k] = mi
			}
			m.EndToken, m.Span.End = end, st.Tokens[end-1].End
			to = max(to, end)
		}
		am := x.c.match(forms[from:to], x.home, x.dominant)
		if currencyAt(forms, m.EndToken) && x.c.wholeEntry(forms[m.FirstToken:m.EndToken]) {
			am = ActorMatch{Head: -1, NameStart: -1, NameEnd: -1} // "US $50 million": a currency
		}
		if am.Country == "" || am.FromContext {
			if pc := x.fromPlace(m.FirstToken, m.EndToken); pc != "" && m.Label != doc.LabelLOC {
				am.Country, am.FromContext = pc, false
			}
		}
		if x.domesticBody(m, am) {
			// A body the dictionary does not know, in a story plainly
			// about one country ("the Islamic Salvation Front" in a
			// story about Algeria): a domestic body, as CAMEO codes an
			// unknown party by the country it acts in.
			am.Country, am.FromContext = x.home, true
		}
		if m.Label == doc.LabelLOC && !x.c.wholeEntry(forms[m.FirstToken:m.EndToken]) {
			am = x.placeActor(m)
		}
		if am.Name == "" && m.Label == doc.LabelPER && !am.Known {
			// A person the dictionary does not know. (A PER the
			// dictionary codes as a country, "Mali", is NER's slip.)
			am.Name = joinWords(forms[m.FirstToken:m.EndToken])
		}
		x.noteAnon(am, forms[from:m.EndToken], false, mi, m.EndToken)
		m.Actor = am.Actor
	}
}

// placeActor codes a place mention that is not a country or capital
// ("Niger River", "Mopti"): its name, and its country if the geo stage
// resolved it; no sector.
func (x *sentScan) placeActor(m *doc.Mention) ActorMatch {
	am := ActorMatch{Actor: doc.Actor{Name: joinWords(x.forms[m.FirstToken:m.EndToken])}, Head: -1, NameStart: -1, NameEnd: -1}
	for _, p := range x.st.Places {
		if p.Span.Start < m.Span.End && m.Span.Start < p.Span.End {
			am.Country = p.Country
			break
		}
	}
	return am
}

// addNominals adds a NOM mention for each role-word noun phrase no
// mention covers.
func (x *sentScan) addNominals() {
	st, forms, norm := x.st, x.forms, x.norm
	for k, it := range x.items {
		e := it.e
		nameFollows, ok := x.nominalHead(k)
		if !ok {
			continue
		}
		next := it.end
		start := x.quantifiersBefore(x.modifiersBefore(it.start))
		end := it.end
		if e.flags&roleTitle != 0 && nameFollows {
			// A title and a name NER missed: "General John Allen".
			ns, ne := nameRun(forms, norm, next, x.s.EndToken)
			if ne > ns && !x.taken(ns, ne) {
				end = ne
			}
		}
		for start < end && x.owner[start] >= 0 && st.Mentions[x.owner[start]].EndToken > end {
			start++
		}
		if x.taken(it.start, end) {
			continue
		}
		// Include the clause after it for anonymity cues.
		am := x.c.match(forms[start:x.rightContext(end)], x.home, x.dominant)
		if am.Country == "" || am.FromContext {
			if pc := x.fromPlace(start, end); pc != "" {
				am.Country, am.FromContext = pc, false
			} else if lc := x.listedIn(start); lc != "" {
				am.Country, am.FromContext = lc, false
			}
		}
		x.noteAnon(am, forms[start:end], true, len(x.added), end)
		x.add(start, end, doc.LabelNOM, am.Actor)
	}
}

// nominalHead reports whether role-word item k heads a noun phrase of its
// own that no mention covers, and whether a capitalised name follows it.
func (x *sentScan) nominalHead(k int) (nameFollows, ok bool) {
	st, forms, norm := x.st, x.forms, x.norm
	it := x.items[k]
	e := it.e
	if e.kind != actorRole || e.flags&roleMod != 0 || x.taken(it.start, it.end) {
		return false, false
	}
	// Not the last of a run of role words: "army" in "army
	// soldier", "The army" in "The army's spokesman".
	if k+1 < len(x.items) && x.items[k+1].e.kind == actorRole && x.items[k+1].e.flags&roleMod == 0 &&
		(x.items[k+1].start == it.end || x.items[k+1].start == it.end+1 && norm[it.end] == "'s") {
		return false, false
	}
	next := it.end
	nameFollows = next < x.s.EndToken && isCapitalised(forms[next]) &&
		(x.inItem[next] == nil || x.inItem[next].e.flags&namedPerson != 0)
	if e.flags&roleAmbig != 0 && !nameFollows {
		return false, false
	}
	if x.hasUPOS {
		u := st.Tokens[it.end-1].UPOS
		if u != "NOUN" && u != "PROPN" && u != "" {
			return false, false
		}
		// A noun modifying another noun: "army" in "army checkpoint".
		if next < x.s.EndToken && st.Tokens[next].UPOS == "NOUN" && x.inItem[next] == nil {
			return false, false
		}
	}
	// A title before a person NER found: the person carries it.
	if next < x.s.EndToken && x.owner[next] >= 0 && st.Mentions[x.owner[next]].Label == doc.LabelPER {
		return false, false
	}
	return nameFollows, true
}

// add adds a mention of tokens [start, end) and marks them taken.
func (x *sentScan) add(start, end int, label doc.MentionLabel, a doc.Actor) {
	x.added = append(x.added, doc.Mention{
		Span:       doc.Span{Start: x.st.Tokens[start].Start, End: x.st.Tokens[end-1].End},
		FirstToken: start,
		EndToken:   end,
		Label:      label,
		Actor:      a,
		Antecedent: -1,
	})
	for t := start; t < end; t++ {
		x.owner[t] = ownerAdded
	}
}

// modifiersBefore returns where a role-word phrase starting at token start
// begins once its modifiers are read: dictionary words, possessives,
// whole mentions other than persons, hyphenated modifiers, adjectives and
// numbers, and a gloss in parentheses.
func (x *sentScan) modifiersBefore(start int) int {
	st, forms, norm, owner := x.st, x.forms, x.norm, x.owner
	for start > x.s.FirstToken {
		p := start - 1
		switch {
		case owner[p] == ownerAdded:
			return start
		case owner[p] >= 0:
			om := st.Mentions[owner[p]]
			if om.Label == doc.LabelPER || om.FirstToken < x.s.FirstToken {
				return start
			}
			start = om.FirstToken
		case x.inItem[p] != nil:
			start = x.inItem[p].start
		case norm[p] == "" || norm[p] == "'s":
			if p > x.s.FirstToken && owner[p-1] == ownerAdded {
				// "The teachers' union": the possessor is a nominal
				// mention of its own, already added; the phrase begins
				// after its possessive mark, not on it.
				return start
			}
			if p > x.s.FirstToken && (x.inItem[p-1] != nil || owner[p-1] >= 0) {
				start = p
			} else {
				return start
			}
		case p > x.s.FirstToken+1 && norm[p-1] == "" && lowerWord(forms[p]) &&
			(x.inItem[p-2] != nil || owner[p-2] >= 0):
			// A hyphenated modifier: "al Qaeda-linked", "U.S.-backed".
			start = p
		case x.hasUPOS && (st.Tokens[p].UPOS == "ADJ" || st.Tokens[p].UPOS == "NUM"):
			start = p
		case forms[p] == ")":
			// A modifier glossed in parentheses: "ISAF (NATO's
			// International Security Assistance Force) personnel".
			q := p - 1
			for q > x.s.FirstToken && forms[q] != "(" && forms[q] != ")" && p-q < 12 {
				q--
			}
			if q <= x.s.FirstToken || forms[q] != "(" || x.inItem[q-1] == nil && owner[q-1] < 0 {
				return start
			}
			start = q
		default:
			return start
		}
	}
	return start
}

// quantifiersBefore returns where a phrase starting at token start begins
// with the determiners and quantities before it: "the", "two", "hundreds
// of", "at least". Possessive pronouns stay out, for coreference.
func (x *sentScan) quantifiersBefore(start int) int {
	norm, forms := x.norm, x.forms
	for start > x.s.FirstToken {
		p := start - 1
		w := norm[p]
		prev := ""
		if p > x.s.FirstToken {
			prev = norm[p-1]
		}
		switch {
		case w == "of" && (nearWords.crowd[prev] || p > x.s.FirstToken && isNumber(forms[p-1])),
			w == "least" && prev == "at", w == "than" && (prev == "more" || prev == "fewer" || prev == "less"),
			w == "to" && prev == "up":
			start = p - 1
		case nomDeterminers[w] || isNumber(forms[p]):
			start = p
		default:
			return start
		}
	}
	return start
}

// addNamed adds mentions for the named bodies, people and peoples NER
// missed: "the Taliban", "NATO", "Putin", "ethnic Turks".
func (x *sentScan) addNamed() {
	st, forms := x.st, x.forms
	for k, it := range x.items {
		people := it.e.kind == actorCountryPeople
		if !people && (it.e.kind != actorNamed || it.e.sector == "") || x.taken(it.start, it.end) {
			continue
		}
		start, end := it.start, it.end
		label := doc.LabelORG
		if it.e.flags&namedPerson != 0 {
			label = doc.LabelPER // "Putin", "Kofi Annan"
		}
		if people {
			label = doc.LabelMISC
			if x.hasUPOS && st.Tokens[it.end-1].UPOS != "NOUN" && st.Tokens[it.end-1].UPOS != "PROPN" {
				continue
			}
			// Modifiers just before it: "ethnic Turks".
			for k > 0 && x.items[k-1].end == start && x.items[k-1].e.kind == actorRole && x.items[k-1].e.flags&roleMod != 0 && !x.taken(x.items[k-1].start, start) {
				k--
				start = x.items[k].start
			}
			end = x.rightContext(it.end)
		}
		am := x.c.match(forms[start:end], x.home, x.dominant)
		x.add(start, it.end, label, am.Actor)
	}
}

// allDictionary reports whether every word of tokens [from, to) is in a
// dictionary match of inItem, none of them a named body: a title with its
// country words ("Georgian President").
func (c *Coder) allDictionary(inItem map[int]*dictItem, from, to int) bool {
	for k := from; k < to; k++ {
		it := inItem[k]
		if it == nil || it.e.kind == actorNamed {
			return false
		}
	}
	return to > from
}

// wholeEntry reports whether words are exactly one dictionary phrase.
func (c *Coder) wholeEntry(words []string) bool {
	items := c.lx.scan(words)
	if len(items) != 1 || items[0].start != 0 || items[0].end != len(words) {
		return false
	}
	return items[0].e.kind != actorRole
}

// currencyAt reports whether words[i] names money: a country word
// before it is the currency's ("US $", "U.S. dollars"), not an actor.
func currencyAt(words []string, i int) bool {
	if i >= len(words) {
		return false
	}
	switch strings.ToLower(words[i]) {
	case "$", "dollar", "dollars", "cents", "pounds", "francs", "marks", "yen", "rupees", "riyals", "dinars", "lira":
		return true
	}
	return false
}

// joinHyphenatedNames joins person mentions that NER split at a hyphen
// inside one word ("Jean" + "Bertrand Aristide"): one mention.
func joinHyphenatedNames(st *doc.Story) {
	ms := st.Mentions
	out := ms[:0]
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		for i+1 < len(ms) {
			n := ms[i+1]
			h := m.EndToken
			if m.Label != doc.LabelPER || n.Label != doc.LabelPER || n.FirstToken != h+1 || h >= len(st.Tokens) ||
				st.Tokens[h].Form != "-" || st.Tokens[h].Start != m.Span.End || st.Tokens[h].End != n.Span.Start {
				break
			}
			m.Span.End, m.EndToken = n.Span.End, n.EndToken
			i++
		}
		out = append(out, m)
	}
	st.Mentions = out
}

// Compass adjectives inside a place phrase: "of southern Serbia".
var compassWords = map[string]bool{
	"northern": true, "southern": true, "eastern": true, "western": true, "central": true,
	"northeastern": true, "northwestern": true, "southeastern": true, "southwestern": true,
	"north": true, "south": true, "east": true, "west": true, "occupied": true, "neighbouring": true, "neighboring": true,
}

// lowerWord reports whether w is a word in lower-case letters.
func lowerWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// Determiners and quantity words a nominal mention may start with.
var nomDeterminers = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "these": true, "those": true,
	"some": true, "several": true, "many": true, "most": true, "all": true, "both": true, "few": true,
	"another": true, "each": true, "every": true, "other": true, "nearly": true, "almost": true, "about": true,
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "twenty": true, "thirty": true,
	"forty": true, "fifty": true, "hundreds": true, "thousands": true, "dozens": true, "scores": true,
	"tens": true, "millions": true, "dozen": true, "hundred": true, "thousand": true,
}

// isGenericHead reports whether the role word at head in words is a
// generic or unnamed-by-nature one (official, source, spokesman), whose
// bearer an anonymity cue in the sentence refers to.
func (c *Coder) isGenericHead(words []string, head int) bool {
	if head < 0 || head >= len(words) {
		return false
	}
	for _, it := range c.lx.scan(words) {
		if it.start == head && it.e.kind == actorRole {
			return it.e.flags&(roleGeneric|roleAnon) != 0
		}
	}
	return false
}

// sortMentions orders st.Mentions by position, keeping Antecedent indices
// pointing at the same mentions.
func sortMentions(st *doc.Story) {
	n := len(st.Mentions)
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		ma, mb := st.Mentions[idx[a]], st.Mentions[idx[b]]
		if ma.Start != mb.Start {
			return ma.Start < mb.Start
		}
		return ma.EndToken > mb.EndToken
	})
	newPos := make([]int, n)
	out := make([]doc.Mention, n)
	for to, from := range idx {
		newPos[from] = to
		out[to] = st.Mentions[from]
	}
	for i := range out {
		if a := out[i].Antecedent; a >= 0 && a < n {
			out[i].Antecedent = newPos[a]
		} else {
			out[i].Antecedent = -1
		}
	}
	st.Mentions = out
}

// domesticBody reports whether the ner stage's organisation m, coded as
// am, is a body of no known country or international standing in a story
// dominated by one country, whose country it then takes.
func (x *sentScan) domesticBody(m *doc.Mention, am ActorMatch) bool {
	if m.Label != doc.LabelORG || !x.dominant || x.home == "" || am.Country != "" || am.Org != "" {
		return false
	}
	switch doc.Sector(am.Sector) {
	case doc.SectorIGO, doc.SectorNGO, doc.SectorMED:
		return false
	}
	return true
}

// bodyEnd returns where a named body of the dictionary ends that starts
// with mention mi and reads on past it over words no other mention
// covers: NER tags "European" in "its European common market partners",
// which is the European Community, and "Syrian" in "Syrian Democratic
// Forces". It returns 0 when there is none.
func (x *sentScan) bodyEnd(mi int) int {
	m := &x.st.Mentions[mi]
	it := x.inItem[m.FirstToken]
	if it == nil || it.e.kind != actorNamed || it.start != m.FirstToken || it.end <= m.EndToken {
		return 0
	}
	for k := m.EndToken; k < it.end; k++ {
		if x.owner[k] != ownerNone && x.owner[k] != mi {
			return 0
		}
	}
	return it.end
}

// acronymAt reports whether tokens k.. are an acronym in brackets: "(UCF)".
func (x *sentScan) acronymAt(k int) bool {
	return k+2 < x.s.EndToken && x.forms[k] == "(" && x.forms[k+2] == ")" && allCaps(x.forms[k+1]) && len(x.forms[k+1]) > 1
}

// listedIn returns the country of the phrase a nominal starting at start
// is listed in ("Russian aircraft including helicopter gunships", "foreign
// forces, such as French troops"): the members of a group are of its
// country, not of the story's. It returns "" when there is none.
func (x *sentScan) listedIn(start int) string {
	k := start - 1
	switch {
	case k > x.s.FirstToken && x.norm[k] == "including":
		k--
	case k > x.s.FirstToken+1 && x.norm[k] == "as" && x.norm[k-1] == "such":
		k -= 2
	default:
		return ""
	}
	if k > x.s.FirstToken && x.forms[k] == "," {
		k--
	}
	switch o := x.owner[k]; {
	case o >= 0 && x.st.Mentions[o].EndToken == k+1:
		return x.st.Mentions[o].Actor.Country
	case o == ownerAdded:
		for i := len(x.added) - 1; i >= 0; i-- {
			if x.added[i].EndToken == k+1 {
				return x.added[i].Actor.Country
			}
		}
	}
	return ""
}

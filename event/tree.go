package event

import (
	"slices"
	"sort"
	"strings"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// tree indexes a story's dependency parse for the questions event coding
// asks: a token's children by relation, its case marker, its subtree.
type tree struct {
	st   *doc.Story
	lx   *Lexicon // the coder's trigger lexicon, read by rules that ask which words its lines name
	kids [][]int
	mx   *mentionIndex // built on first use (mentions.go)
	// asideAt[s] is the first token of sentence s that sets what follows
	// apart ("Separately, ...", "Elsewhere, ..."), or -1; built on first
	// use (merge.go).
	asideAt []int
	// lemmas[i] is lemma(i), filled on first use ("" not yet): the rules
	// ask a token's lemma many times, and lowercasing it each time was
	// the stage's largest cost of its own. A tree's tokens never change
	// (a repair changes a copy and makes a new tree of it).
	lemmas []string
	// lede is the day the story's lede names for its news (findLedeTimex),
	// or nil; ledeDone tells it is known. Every undated event asks for it
	// (dates_lede.go), so it is found once per story.
	lede     *doc.Timex
	ledeDone bool
	// dateline holds the first token of the dateline and the token that
	// closes it (datelineTokens), or -1, -1; datelineDone tells it is
	// known. Every party of every event asks for it.
	dateline     [2]int
	datelineDone bool
	// lower tells the story is written all in lower case (lowerCased);
	// lowerDone tells it is known. It reads the whole text, and targets
	// of any event may ask (party_target.go), so it is read once.
	lower, lowerDone bool
}

func newTree(st *doc.Story) *tree { return newTreeIn(st, nil) }

// newTreeIn is newTree over the child lists kids of a tree no one reads
// any more (nil for new ones), so that a story's repairs do not allocate
// its lists again for every tree they make.
func newTreeIn(st *doc.Story, kids [][]int) *tree {
	if len(kids) == len(st.Tokens) {
		for i := range kids {
			kids[i] = kids[i][:0]
		}
	} else {
		kids = make([][]int, len(st.Tokens))
	}
	t := &tree{st: st, kids: kids}
	for i, tok := range st.Tokens {
		if h := tok.Head; h >= 0 && h < len(st.Tokens) && h != i {
			t.kids[h] = append(t.kids[h], i)
		}
	}
	return t
}

// lemma is the token's lemma in lower case, or its form when untagged.
func (t *tree) lemma(i int) string {
	if t.lemmas == nil {
		t.lemmas = make([]string, len(t.st.Tokens))
	}
	if l := t.lemmas[i]; l != "" {
		return l
	}
	l := t.st.Tokens[i].LowerLemma()
	t.lemmas[i] = l
	return l
}

// child returns the first child of i whose relation is one of rels (exact
// match, or base match for a rel given without subtype), or -1.
func (t *tree) child(i int, rels ...string) int {
	for _, k := range t.kids[i] {
		r := t.st.Tokens[k].Rel
		for _, want := range rels {
			if r == want {
				return k
			}
		}
	}
	return -1
}

// children returns every child of i with relation base rel.
func (t *tree) children(i int, rel string) []int {
	var out []int
	for _, k := range t.kids[i] {
		if doc.BaseRel(t.st.Tokens[k].Rel) == rel {
			out = append(out, k)
		}
	}
	return out
}

// marker returns the lemma of i's case or mark child ("on", "by", "in"),
// joined for multiword markers ("according to" -> "according").
func (t *tree) marker(i int) string {
	for _, k := range t.kids[i] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "case", "mark":
			return t.lemma(k)
		}
	}
	return ""
}

// bids reports whether the verb at i bids someone do something: it has an
// object or a passive subject that is someone, and a "to" clause ("told
// the police to stop", "were directed to leave"); "want to talk" has no
// one it bids, "want the fighting to end" bids no one, and "told
// reporters in the capital to expect more" is a purpose, not a bidding.
func (t *tree) bids(i int) bool {
	o := t.child(i, "obj", "iobj", "nsubj:pass")
	if o < 0 || !t.someone(o) {
		return false
	}
	// The parser hangs the clause on the verb or, misattached, on its
	// object ("advised the council to appoint" -> acl of council); an
	// adverbial clause on the verb says why, it bids no one.
	clauses := append(t.children(o, "acl"), t.children(i, "xcomp")...)
	clauses = append(clauses, t.children(i, "ccomp")...)
	return slices.ContainsFunc(clauses, func(k int) bool { return t.marker(k) == "to" })
}

// someone reports whether token i names a person or body: a personal
// pronoun, a name, or a phrase the mention stages found ("coalition
// partners"; "the fighting" is none).
func (t *tree) someone(i int) bool {
	switch tok := &t.st.Tokens[i]; tok.UPOS {
	case "PROPN":
		return true
	case "PRON":
		return personal[strings.ToLower(tok.Form)]
	}
	return t.covering(i) >= 0
}

// personal are the pronouns that stand for people ("told them to go"),
// not things ("want it to end").
var personal = map[string]bool{
	"me": true, "you": true, "him": true, "her": true, "us": true, "them": true,
	"i": true, "he": true, "she": true, "we": true, "they": true,
	"everyone": true, "everybody": true, "anyone": true, "anybody": true, "someone": true, "somebody": true,
}

// predicative reports whether the verb at i says one of words of its
// object: "took two guards hostage", "held them captive", "were taken
// hostage". The word must stand bare beside the one it is said of (the
// parse may make the person a compound of it, or a second object), not be
// that person itself ("took the freed hostages to a hospital", "the
// hostages held a news conference").
func (t *tree) predicative(i int, words []string) bool {
	if t.postnominal(i, words) {
		return true
	}
	for _, k := range t.kids[i] {
		if !t.formIn(k, words) {
			continue
		}
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "obj", "xcomp", "obl", "advmod":
		default:
			continue
		}
		if t.marker(k) != "" {
			continue
		}
		if t.child(k, "compound") >= 0 || slices.ContainsFunc(t.kids[i], func(o int) bool {
			r := t.st.Tokens[o].Rel
			return o != k && (r == "obj" || r == "iobj" || r == "nsubj:pass")
		}) {
			return true
		}
	}
	return false
}

// postnominal reports whether the object of verb i (a passive's
// subject) has one of words as an adjective right after it, where the
// parse hangs the predicate said of it ("held the board responsible"
// parsed as "board" with the modifier "responsible"): an adjective after
// its noun is no attribute of it.
func (t *tree) postnominal(i int, words []string) bool {
	o := t.child(i, "obj", "nsubj:pass")
	if o < 0 {
		return false
	}
	for _, k := range t.kids[o] {
		if k > o && doc.BaseRel(t.st.Tokens[k].Rel) == "amod" && t.st.Tokens[k].UPOS == "ADJ" && t.formIn(k, words) {
			return true
		}
	}
	return false
}

// formIn reports whether token k's form, in lower case, is one of words:
// predicative and postnominal read the same predicate words ("hostage",
// "responsible") where the parse hangs them two ways.
func (t *tree) formIn(k int, words []string) bool {
	return slices.Contains(words, strings.ToLower(t.st.Tokens[k].Form))
}

// placeArgument reports whether the trigger at i has a place or an armed
// party among its dependents: a toponym or a name invaded ("invaded
// Kuwait", "the invasion of Crete"), a place noun or land ("invaded the
// province", "the invasion of the island") or an armed noun ("troops
// invaded", "the troops who invaded").
func (t *tree) placeArgument(i int) bool {
	if h := t.st.Tokens[i].Head; h >= 0 && doc.BaseRel(t.st.Tokens[i].Rel) == "acl" && t.armedWord(h) {
		return true
	}
	return slices.ContainsFunc(t.kids[i], func(k int) bool {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "obj", "nmod":
			// A name invaded is a land's, though NER may take it for
			// a person's.
			if t.st.Tokens[k].UPOS == "PROPN" {
				return true
			}
		case "nsubj", "compound", "obl", "amod":
		default:
			return false
		}
		l := t.lemma(k)
		return t.armedWord(k) || vocab.placeNouns[l] || vocab.lands[l] || placeAt(t.st, k) || t.placeName(k)
	})
}

// armedWord reports whether token i is an armed noun of parties.txt; the
// tagger leaves some plurals unlemmatised ("troops").
func (t *tree) armedWord(i int) bool {
	l := t.lemma(i)
	return isArmedNoun(l) || isArmedNoun(strings.TrimSuffix(l, "s"))
}

// placeName reports whether token i lies in a name the NER stage took for
// a place's, though the gazetteer may not know it.
func (t *tree) placeName(i int) bool {
	m := t.covering(i)
	return m >= 0 && t.st.Mentions[m].Label == doc.LabelLOC
}

// hasChildLemma reports whether i has a child, or a child's case marker,
// with lemma w.
func (t *tree) hasChildLemma(i int, w string) bool {
	for _, k := range t.kids[i] {
		if t.lemma(k) == w {
			return true
		}
		for _, g := range t.kids[k] {
			if r := doc.BaseRel(t.st.Tokens[g].Rel); (r == "case" || r == "compound" || r == "amod") && t.lemma(g) == w {
				return true
			}
		}
	}
	return false
}

// tokenFrom returns the first token of the story starting at or after
// byte offset pos (firstTokenFrom).
func (t *tree) tokenFrom(pos int) int { return firstTokenFrom(t.st.Tokens, pos) }

// firstTokenFrom returns the first of toks starting at or after byte
// offset pos (len(toks) if none): tokens are in text order, so a search
// finds it without scanning the story.
func firstTokenFrom(toks []doc.Token, pos int) int {
	return sort.Search(len(toks), func(k int) bool { return toks[k].Span.Start >= pos })
}

// sentenceAt returns the index of the sentence of the first token that
// starts at or after byte pos (the last sentence past the text's end).
func (t *tree) sentenceAt(pos int) int {
	toks := t.st.Tokens
	if len(toks) == 0 {
		return 0
	}
	return toks[min(t.tokenFrom(pos), len(toks)-1)].Sentence
}

// dominates reports whether a is an ancestor of b (or b itself).
func (t *tree) dominates(a, b int) bool {
	for n := 0; b >= 0 && n < len(t.st.Tokens); n++ {
		if a == b {
			return true
		}
		b = t.st.Tokens[b].Head
	}
	return false
}

// depthBelow returns how many arcs separate head i from the nearest token
// of the range [first, end) that it dominates: 0 for i itself, 1 for a
// modifier of i; len(Tokens) when it dominates none of them.
func (t *tree) depthBelow(i, first, end int) int {
	best := len(t.st.Tokens)
	for k := first; k < end && k < len(t.st.Tokens); k++ {
		for n, b := 0, k; b >= 0 && n < best; n, b = n+1, t.st.Tokens[b].Head {
			if b == i {
				best = n
				break
			}
		}
	}
	return best
}

// subtree returns the span of i's subtree, leaving out each dependent k of
// a node n for which skip(n == i, rel of k) is true, with all below it.
func (t *tree) subtree(i int, skip func(top bool, k int) bool) doc.Span {
	sp := t.st.Tokens[i].Span
	var walk func(n int)
	walk = func(n int) {
		for _, k := range t.kids[n] {
			if skip(n == i, k) {
				continue
			}
			s := t.st.Tokens[k].Span
			sp.Start = min(sp.Start, s.Start)
			sp.End = max(sp.End, s.End)
			walk(k)
		}
	}
	walk(i)
	return sp
}

// phrase returns the span of the phrase headed by i, leaving out clauses
// hanging on it (relative clauses, appositions, parataxis), punctuation, and
// its own case marker and adjective phrases after it, so that "by an Afghan
// soldier who joined the rallies" gives "an Afghan soldier" and "protesters
// angry about the burning" gives "protesters".
func (t *tree) phrase(i int) doc.Span {
	return t.subtree(i, func(top bool, k int) bool {
		switch t.st.Tokens[k].Rel {
		case "acl:relcl", "appos", "parataxis", "punct", "advcl", "dep", "conj", "cc", "list":
			return true
		case "acl":
			return top
		case "case":
			// Its own marker, also where the parse hung it on a title
			// before the name ("with Interior Minister Mohammadi").
			if top {
				return true
			}
			switch t.st.Tokens[t.st.Tokens[k].Head].Rel {
			case "nmod:desc", "compound", "flat":
				return k < i
			}
			return false
		case "amod":
			return top && k > i && len(t.kids[k]) > 0
		case "nummod", "compound":
			// "On 9 May 2020, opposition rebels" with the date hung on
			// the noun: when, not who.
			return top && k < i && isTimeWord(t, k)
		case "nmod", "nmod:tmod", "nmod:unmarked", "obl", "obl:tmod", "obl:unmarked":
			// "Archbishop Tutu on Sunday"; "the new tax outside the
			// ministry": where the party is, not who.
			return isTimeWord(t, k) || top && vocab.locatives[t.marker(k)]
		}
		return false
	})
}

// fullSpan returns the span of i's whole subtree.
func (t *tree) fullSpan(i int) doc.Span {
	return t.subtree(i, func(bool, int) bool { return false })
}

// clauseHead climbs from i to the nearest verb (or the root): the predicate
// of the clause i belongs to.
func (t *tree) clauseHead(i int) int {
	for n := 0; n < len(t.st.Tokens); n++ {
		tok := &t.st.Tokens[i]
		if tok.UPOS == "VERB" || tok.Head < 0 {
			return i
		}
		i = tok.Head
	}
	return i
}

// governs reports whether the words at sp belong to a clause that contains
// trigger i: the predicate of the clause sp sits in dominates i. A time or
// place of the main clause then reaches a noun trigger inside it, but not a
// trigger in a clause of its own.
func (t *tree) governs(i int, sp doc.Span) bool {
	at := -1
	for k := max(t.tokenFrom(sp.Start)-1, 0); k < len(t.st.Tokens) && t.st.Tokens[k].Span.Start <= sp.End; k++ {
		if t.st.Tokens[k].Span.Contains(sp) || sp.Contains(t.st.Tokens[k].Span) {
			at = k
			break
		}
	}
	if at < 0 {
		return false
	}
	return t.dominates(t.clauseHead(at), t.clauseHead(i))
}

// ownSpan is the span of the words that belong to trigger i's own clause or
// phrase: its subtree without the clauses hanging on it (relative clauses,
// parenthetical "X said", complements and adverbial clauses).
func (t *tree) ownSpan(i int) doc.Span {
	return t.subtree(i, func(_ bool, k int) bool {
		switch t.st.Tokens[k].Rel {
		case "acl:relcl", "parataxis", "ccomp", "advcl", "conj", "appos", "dep", "list", "acl":
			return true
		}
		return false
	})
}

// spanHead returns the head word of the phrase at sp: its first token
// whose head lies outside it (or that is the root), or -1.
func (t *tree) spanHead(sp doc.Span) int {
	for k := t.tokenFrom(sp.Start); k < len(t.st.Tokens) && t.st.Tokens[k].Span.Start <= sp.End; k++ {
		tok := &t.st.Tokens[k]
		if !sp.Contains(tok.Span) {
			continue
		}
		if h := tok.Head; h < 0 || !sp.Contains(t.st.Tokens[h].Span) {
			return k
		}
	}
	return -1
}

// modifier reports whether the words at sp only modify a noun ("a U.S.
// official", "Afghan forces") rather than name a place of their own.
func (t *tree) modifier(sp doc.Span) bool {
	h := t.spanHead(sp)
	if h < 0 {
		return false
	}
	switch doc.BaseRel(t.st.Tokens[h].Rel) {
	case "compound", "amod":
		return true
	}
	return false
}

// referent returns, for a pronoun at i that the coreference step linked
// to an antecedent (doc.Mention.Antecedent), the head of that antecedent:
// "who", "it" and "they" name no one an analyst can use ("The army said it
// killed 20" is the army's doing), and a quotation's "I" the one quoted.
// Else i. The event stage resolves no pronoun itself.
func (t *tree) referent(i int) int {
	if i < 0 {
		return i
	}
	if k := t.pronounAt(i); k >= 0 {
		m := &t.st.Mentions[k]
		if m.Antecedent < 0 || m.Antecedent >= len(t.st.Mentions) {
			return i
		}
		a := &t.st.Mentions[m.Antecedent]
		for h := a.FirstToken; h < a.EndToken; h++ {
			if head := t.st.Tokens[h].Head; head < a.FirstToken || head >= a.EndToken {
				return h
			}
		}
		return a.FirstToken
	}
	return i
}

// firstPerson reports whether token i is "I" or "we".
func firstPerson(t *tree, i int) bool { return firstPersonLemma(t.lemma(i)) }

// firstPersonLemma reports whether a pronoun's lemma is "I" or "we" ("me"
// and "us" are lemmatised to them).
func firstPersonLemma(l string) bool { return l == "i" || l == "we" }

// measured returns, for a noun of measure, the noun it measures ("tons of
// aid" -> aid), and for a light noun the noun compounded onto it
// ("mediation efforts" -> mediation); else i itself. -1 stays -1.
func (t *tree) measured(i int) int {
	if i < 0 {
		return i
	}
	switch l := t.lemma(i); {
	case vocab.measures[l]:
		for _, k := range t.kids[i] {
			if doc.BaseRel(t.st.Tokens[k].Rel) == "nmod" && t.marker(k) == "of" {
				return k
			}
		}
	case vocab.lightNouns[l]:
		for _, k := range t.kids[i] {
			if t.st.Tokens[k].Rel == "compound" && t.st.Tokens[k].UPOS == "NOUN" {
				return k
			}
		}
	}
	return i
}

// negated reports whether verb i is negated by "not" or "never".
func (t *tree) negated(i int) bool {
	for _, k := range t.kids[i] {
		if r := t.st.Tokens[k].Rel; (r == "advmod" || r == "neg") && polarity.Negator(t.lemma(k)) {
			return true
		}
	}
	return false
}

// noOne reports whether token k names no one at all: "nobody", "none"
// ("none of the men"), "no one"; as a subject it denies its verb. Unlike
// nobody, a noun with "no" ("no group") is not among them.
func (t *tree) noOne(k int) bool {
	switch t.lemma(k) {
	case "nobody", "none", "noone":
		return true
	case "one", "body":
		return t.determinedNo(k)
	}
	return false
}

// nobody reports whether the phrase headed by i names no one: "no one",
// "nobody", "no group", "none of the groups".
func nobody(t *tree, i int) bool {
	return t.noOne(i) || t.determinedNo(i)
}

// determinedNo reports whether token k has "no" for its determiner.
func (t *tree) determinedNo(k int) bool {
	for _, d := range t.kids[k] {
		if t.st.Tokens[d].Rel == "det" && t.lemma(d) == "no" {
			return true
		}
	}
	return false
}

// originParty returns the token a place hangs on by "from" when that
// token heads a named person or body or a coded party ("Maria Holt, from
// Leeds", "fighters from Idlib"): the place says where the party comes
// from, not where anything happened. Merging and placing both ask it, so
// they agree on what a home town is.
func originParty(t *tree, place int) (party int, ok bool) {
	if place < 0 || !vocab.originMarkers[t.marker(place)] || doc.BaseRel(t.st.Tokens[place].Rel) != "nmod" {
		return -1, false
	}
	u := t.st.Tokens[place].Head
	m := mentionAt(t, u)
	if m == nil || m.Label != doc.LabelPER && m.Label != doc.LabelORG && m.Actor == (doc.Actor{}) {
		return -1, false
	}
	return u, true
}

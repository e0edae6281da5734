package syntax

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// tagger is a pair of greedy averaged perceptrons over joint UPOS+XPOS tags
// ("AUX|VBD"), so that the two layers always agree with each other and the
// parser can use UPOS distinctions (AUX vs VERB) that PTB tags lack. One
// model reads left to right, the other right to left (each conditioning on
// its own previous decisions); the tag of a word is the best sum of the two
// models' scores.
type tagger struct {
	upos, xpos []string
	amb        map[string]uint64 // form -> hash of the set of tags seen with it
	m          *model            // left to right
	r          *model            // right to left; nil for a one-way tagger
	kind       []uint16          // kind bits of each tag (see setKinds)
	vbd, vbn   int               // VERB|VBD and VERB|VBN; -1 when absent
	finVerbs   []int             // VERB|VBD, VERB|VBZ and VERB|VBP
}

// Kinds of tags that finiteFix looks at.
const (
	kindFinite  = 1 << iota // VBD, VBZ, VBP, MD
	kindNominal             // NOUN, PROPN, PRON
	kindSubject             // a word a participle can follow as its subject: NOUN, PROPN, PRON, NUM
	kindAdverb              // RB
	kindObject              // a word that can open an object: DET, NUM, NOUN, PROPN, PRON
	kindVerb                // VERB, AUX
	kindComma               // ,
	kindPunct               // PUNCT
	kindNoun                // NOUN|NN, NOUN|NNS: a common noun that may be a verb misread
	kindSconj               // SCONJ: opens a subordinate clause
	kindAdj                 // ADJ
	kindAdp                 // ADP
)

// setKinds fills kind, vbd and vbn from the tag set.
func (t *tagger) setKinds() {
	t.kind = make([]uint16, len(t.upos))
	t.vbd, t.vbn = -1, -1
	t.finVerbs = nil
	for c, u := range t.upos {
		x := t.xpos[c]
		var k uint16
		switch x {
		case "VBD", "VBZ", "VBP", "MD":
			k |= kindFinite
		case "RB":
			k |= kindAdverb
		case ",":
			k |= kindComma
		}
		switch u {
		case "VERB", "AUX":
			k |= kindVerb
		case "PUNCT":
			k |= kindPunct
		case "NOUN", "PROPN", "PRON":
			k |= kindNominal | kindSubject | kindObject
		case "NUM":
			k |= kindSubject | kindObject
		case "DET":
			k |= kindObject
		case "SCONJ":
			k |= kindSconj
		case "ADP":
			k |= kindAdp
		case "ADJ":
			k |= kindAdj
		}
		if u == "NOUN" && (x == "NN" || x == "NNS") {
			k |= kindNoun
		}
		if u == "VERB" && (x == "VBD" || x == "VBZ" || x == "VBP") {
			t.finVerbs = append(t.finVerbs, c)
		}
		t.kind[c] = k
		if u == "VERB" && x == "VBD" {
			t.vbd = c
		}
		if u == "VERB" && x == "VBN" {
			t.vbn = c
		}
	}
}

// sayVerbs are the finite verbs of a reported-speech attribution that
// closes a sentence (", officials said."), as hashes of their forms.
var sayVerbs = formSet("said says say told tells added adds stated states reported reports confirmed confirms announced announces claimed claims")

// formSet returns the hashes of the lower-cased words of the
// space-separated list words, as atoms.lw holds them.
func formSet(words string) map[uint64]bool {
	m := map[uint64]bool{}
	for _, w := range strings.Fields(words) {
		m[strHash(w, true)] = true
	}
	return m
}

// attribution finds a closing reported-speech attribution (", the
// ministry said.", ", said a spokesman on Monday."): a finite say verb and
// at most seven other words, none of them a verb, between a comma and the
// final punctuation. It returns the comma's index (len(tags) when the
// sentence has none), the say verb's and the last word's before the final
// punctuation.
//
// A say verb there tagged as a participle (", local media reported.") with
// a noun right before it and no auxiliary is a past tense: it is retagged
// VBD, the tail being a clause of its own.
func (t *tagger) attribution(at []atoms, tags []int) (comma, say, last int) {
	n := len(tags)
	j := n - 1
	for j >= 0 && t.kind[tags[j]]&kindPunct != 0 && t.kind[tags[j]]&kindComma == 0 {
		j--
	}
	say, part := -1, -1
	for i := j; i >= 0 && i >= j-7; i-- {
		k := t.kind[tags[i]]
		switch {
		case k&kindComma != 0:
			if say < 0 {
				return n, -1, -1
			}
			if part >= 0 {
				tags[part] = t.vbd
			}
			return i, say, j
		case k&kindVerb == 0:
		case k&kindFinite != 0 && sayVerbs[at[i].lw] && say < 0:
			say = i
		case tags[i] == t.vbn && sayVerbs[at[i].lw] && say < 0 && i > 0 && t.kind[tags[i-1]]&kindNominal != 0:
			say, part = i, i
		default:
			return n, -1, -1
		}
	}
	return n, -1, -1
}

// subordinators open adverbial clauses, as hashes of their forms. The
// tagger reads some of them as prepositions or adverbs ("as", "after" IN;
// "when" WRB), so finiteFix finds their clauses by form.
var subordinators = formSet("after as because before once since until till when whenever while")

// opensClause reports whether word i opens an adverbial clause though not
// tagged a subordinating conjunction: it is a subordinator followed, before
// the next punctuation or to, by a finite verb ("when the crowd attacked a
// bus"; "after the attack" opens none).
func (t *tagger) opensClause(at []atoms, tags []int, i, to int) bool {
	if !subordinators[at[i].lw] {
		return false
	}
	for j := i + 1; j < to && t.kind[tags[j]]&kindPunct == 0; j++ {
		if t.kind[tags[j]]&kindFinite != 0 {
			return true
		}
	}
	return false
}

// aside finds the first reported-speech attribution set off by commas
// inside a sentence ("The gunmen, police said, fled"): a finite say verb,
// a speaker (a pronoun only before the verb) and at most eight words in
// all between a comma after a word
// and a comma before one, none of them another verb, a coordinating
// conjunction ("France, Germany and Britain said, in a statement, ..."
// lists a subject) or a subordinating one ("said that, as ...", "as the
// oath states, ..." tell what is said). It returns the opening comma's
// index, the say verb's and the last word's before the closing comma; say
// is -1 when the sentence has none.
func (t *tagger) aside(at []atoms, tags []int) (comma, say, last int) {
	n := len(tags)
	for c := 1; c < n; c++ {
		if t.kind[tags[c]]&kindComma == 0 || t.kind[tags[c-1]]&kindPunct != 0 {
			continue
		}
		say, speaker := -1, false
		for i := c + 1; i < n && i <= c+9; i++ {
			k := t.kind[tags[i]]
			switch {
			case k&kindComma != 0:
				if say >= 0 && speaker && i+1 < n && t.kind[tags[i+1]]&kindPunct == 0 {
					return c, say, i - 1
				}
			case k&(kindVerb|kindSconj|kindPunct) == 0 && t.xpos[tags[i]] != "CC":
				// A pronoun after the say verb ("said that") is what
				// is said, not who says it.
				speaker = speaker || k&kindNominal != 0 && (say < 0 || t.upos[tags[i]] != "PRON")
				continue
			case k&kindFinite != 0 && sayVerbs[at[i].lw] && say < 0:
				say = i
				continue
			}
			break
		}
	}
	return n, -1, -1
}

// finiteFix gives a clause without a finite verb one, when it has a past
// participle right after a noun phrase (adverbs aside) and right before an
// object: "On 9 May, the forces fired mortars at ..." where "fired" was
// tagged VBN. Such a participle is far more often a past tense whose
// reading the tagger lost to the word's usual participle use (web text says
// "got fired" more than news says "forces fired"); a reduced relative
// ("the men arrested on Friday") needs a finite verb elsewhere in its
// sentence, and a headline's passive ("Three policemen killed in blast",
// "Two men shot dead") has no object after it. Of several candidates the
// one whose scores favour VBD most is retagged. The clause is the whole
// sentence, or the part before a closing attribution (", officials said."),
// which reports a statement and so has a finite verb of its own. It needs
// both directions' scores, left in ws by tagWords.
func (t *tagger) finiteFix(ws *workspace, tags []int) {
	ws.attr = attribution{comma: -1}
	if t.r == nil || t.vbd < 0 || t.vbn < 0 {
		return
	}
	end, say, last := t.attribution(ws.at, tags)
	if say >= 0 {
		// A closing quote after the comma (', " he said.') belongs to
		// the quotation, not to the attribution.
		from := end
		for from+1 < say && t.kind[tags[from+1]]&kindPunct != 0 {
			from++
		}
		ws.attr = attribution{comma: int32(from), say: int32(say), last: int32(last)}
	} else if c, say, last := t.aside(ws.at, tags); say >= 0 {
		ws.attr = attribution{comma: int32(c), say: int32(say), last: int32(last), aside: true}
	}
	t.fixClause(ws, tags, 0, end, true)
	t.twoFinite(ws, tags)
	// A subordinate clause ("unless the fighting stops") needs a finite
	// verb of its own, when it has no verb at all.
	for i := 0; i < end; i++ {
		if t.kind[tags[i]]&kindSconj == 0 {
			continue
		}
		t.fixClause(ws, tags, i+1, t.clauseEnd(tags, i, end)+1, false)
	}
}

// twoFinite undoes a second finite verb in one clause: "The attack by
// Houthi fighters on a Saudi border post killed four guards" with
// "fighters" tagged VBZ. A present-tense verb right after a noun, followed
// by another finite verb with only noun phrases, prepositions and adverbs
// between them, is a noun when the tagger's runner-up for it is one.
func (t *tagger) twoFinite(ws *workspace, tags []int) {
	n, nc := len(tags), t.m.nclass
	u1, u2 := float32(t.m.unit), float32(t.r.unit)
	score := func(i, c int) float32 {
		return ws.comb[i*nc+c]*u1 + ws.comb2[(n-1-i)*nc+c]*u2
	}
	for i := 1; i+1 < n; i++ {
		tg := tags[i]
		if x := t.xpos[tg]; t.upos[tg] != "VERB" || x != "VBZ" && x != "VBP" || t.kind[tags[i-1]]&kindNominal == 0 {
			continue
		}
		j := i + 1
		for j < n && t.kind[tags[j]]&kindFinite == 0 && t.kind[tags[j]]&(kindObject|kindAdj|kindAdp|kindAdverb) != 0 &&
			t.upos[tags[j]] != "PRON" {
			j++
		}
		if j >= n || t.kind[tags[j]]&kindFinite == 0 || j == i+1 {
			continue
		}
		second := -1
		for c := 0; c < nc; c++ {
			if c != tg && (second < 0 || score(i, c) > score(i, second)) {
				second = c
			}
		}
		if second >= 0 && t.kind[second]&kindNoun != 0 {
			tags[i] = second
		}
	}
}

// verbSecond reports whether the best reading of word i other than its
// tag tg is a past tense or a past participle.
func (t *tagger) verbSecond(i, tg int, score func(i, c int) float32) bool {
	second := -1
	for c := range t.m.nclass {
		if c != tg && (second < 0 || score(i, c) > score(i, second)) {
			second = c
		}
	}
	return second == t.vbd || second == t.vbn
}

// fixClause gives tags[from:to] a finite verb when it has none. In a main
// clause: a past participle, or an adjective or common noun whose
// runner-up reading is a past tense or participle, right after a subject
// and before an object. In
// a subordinate clause without any verb: a common noun right after a noun
// whose runner-up reading is a finite verb, before an object, an adjective
// or the clause's end ("unless the fighting stops"); allowed in main
// clauses too it changed no figure for the better on EWT and GUM dev and
// lowered EWT dev UPOS by 0.0005 (fragments without verbs are common in
// web text). Of several candidates the one whose scores favour the finite
// reading most is retagged.
func (t *tagger) fixClause(ws *workspace, tags []int, from, to int, main bool) {
	n, nc := len(tags), t.m.nclass
	u1, u2 := float32(t.m.unit), float32(t.r.unit)
	score := func(i, c int) float32 {
		return ws.comb[i*nc+c]*u1 + ws.comb2[(n-1-i)*nc+c]*u2
	}
	nominal := false
	best, bestTag, margin := -1, -1, float32(0)
	for i := from; i < to; i++ {
		tg := tags[i]
		k := t.kind[tg]
		if main && (k&kindSconj != 0 || t.opensClause(ws.at, tags, i, to)) {
			// A subordinate clause ("after militants fired rockets",
			// "when the crowd attacked a bus") has its own finite verb,
			// which the main clause lacks all the same: skip it.
			i = t.clauseEnd(tags, i, to)
			continue
		}
		if k&kindFinite != 0 || !main && k&kindVerb != 0 {
			return
		}
		if main && nominal && i+1 < to && t.kind[tags[i+1]]&kindObject != 0 &&
			(tg == t.vbn || k&kindNoun != 0 || t.xpos[tg] == "JJ") {
			j := i - 1
			for j > 0 && t.kind[tags[j]]&kindAdverb != 0 {
				j--
			}
			if t.kind[tags[j]]&kindSubject != 0 {
				// An adjective or a noun there ("A grenade attack
				// wounded nine people", "Gunmen shot two policemen")
				// must have a verb reading for runner-up.
				m := score(i, t.vbd) - score(i, tg)
				if (tg == t.vbn || t.verbSecond(i, tg, score)) && (best < 0 || m > margin) {
					best, bestTag, margin = i, t.vbd, m
				}
			}
		}
		if !main && k&kindNoun != 0 && i > from && t.kind[tags[i-1]]&kindNominal != 0 &&
			(i+1 == to || t.kind[tags[i+1]]&(kindObject|kindAdj|kindPunct) != 0) {
			if f := t.finiteSecond(i, tg, score); f >= 0 {
				if m := score(i, f) - score(i, tg); best < 0 || m > margin {
					best, bestTag, margin = i, f, m
				}
			}
		}
		if k&kindNominal != 0 {
			nominal = true
		}
	}
	if best >= 0 {
		tags[best] = bestTag
	}
}

// clauseEnd returns the last word of the clause word i opens: the word
// before the next punctuation, or to-1.
func (t *tagger) clauseEnd(tags []int, i, to int) int {
	for i+1 < to && t.kind[tags[i+1]]&kindPunct == 0 {
		i++
	}
	return i
}

// finiteSecond returns the finite verb tag that is word i's runner-up
// reading of all tags after its tag tg, or -1 when another tag comes
// between.
func (t *tagger) finiteSecond(i, tg int, score func(i, c int) float32) int {
	f := -1
	for _, c := range t.finVerbs {
		if f < 0 || score(i, c) > score(i, f) {
			f = c
		}
	}
	for c := 0; c < t.m.nclass && f >= 0; c++ {
		if c != tg && c != f && score(i, c) > score(i, f) {
			return -1
		}
	}
	return f
}

// atoms are the per-word values the tagger's features combine.
type atoms struct {
	w, lw, shp, amb, flags uint64
	suf                    [4]uint64
	pre                    [3]uint64
}

const (
	nullAtom  = 0x5bd1e9955bd1e995
	startAtom = 0x1b873593cc9e2d51
)

func (t *tagger) ambClass(form string) uint64 {
	if c, ok := t.amb[form]; ok {
		return c
	}
	if c, ok := t.amb[strings.ToLower(form)]; ok {
		return c ^ 0x77
	}
	return 0x1234
}

// The bits of wordFlags: the tagger's features hash them together, the
// parser reads capFlag (titles) and noAlnumFlag (punctuation).
const (
	capFlag     = 1  // the word starts with a capital
	hyphenFlag  = 2  // it holds a hyphen
	allCapsFlag = 4  // all its letters, two or more, are capitals
	digitFlag   = 8  // it holds a digit
	noAlnumFlag = 16 // it has neither letter nor digit
	firstFlag   = 32 // it is its sentence's first word
	longFlag    = 64 // it is over twelve characters long
)

// wordFlags returns the shape bits of word s, first when it opens its
// sentence.
func wordFlags(s string, first bool) uint64 {
	var f uint64
	upper, letters, digits := 0, 0, 0
	for i, r := range s {
		switch {
		case unicode.IsUpper(r):
			upper++
			letters++
			if i == 0 {
				f |= capFlag
			}
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		case r == '-':
			f |= hyphenFlag
		}
	}
	if upper > 1 && upper == letters {
		f |= allCapsFlag
	}
	if digits > 0 {
		f |= digitFlag
	}
	if letters == 0 && digits == 0 {
		f |= noAlnumFlag
	}
	if first {
		f |= firstFlag
	}
	if utf8.RuneCountInString(s) > 12 {
		f |= longFlag
	}
	return f
}

func (t *tagger) fillAtoms(words []string, at []atoms) {
	for i, w := range words {
		t.fillAtom(w, i == 0, &at[i])
	}
}

// fillAtom sets a to the atoms of word w, the first of its sentence when
// first is set.
func (t *tagger) fillAtom(w string, first bool, a *atoms) {
	a.w = strHash(w, false)
	a.lw = strHash(w, true)
	a.shp = shape(w)
	a.amb = t.ambClass(w)
	a.flags = wordFlags(w, first)
	affixHashes(w, a.suf[:], a.pre[:])
}

var nullAtoms = atoms{w: nullAtom, lw: nullAtom, shp: nullAtom, amb: nullAtom, suf: [4]uint64{nullAtom, nullAtom, nullAtom, nullAtom}}

// tagFeatures appends the features of word i given the two previous tags:
// those of the split by what they read (tagcache.go), which the cache of
// word sums adds up apart.
func tagFeatures(buf []uint64, at []atoms, i int, p1, p2 uint64) []uint64 {
	get := func(j int) *atoms {
		if j < 0 || j >= len(at) {
			return &nullAtoms
		}
		return &at[j]
	}
	buf = selfFeatures(buf, &at[i])
	buf = prevFeatures(buf, get(i-1))
	buf = nextFeatures(buf, get(i+1))
	buf = prev2Features(buf, get(i-2))
	buf = next2Features(buf, get(i+2))
	buf = append(buf, tag1Feature(p1), tag2Feature(p2))
	return restFeatures(buf, at, i, p1, p2)
}

// tagWords writes the joint tag of each word to out.
func (t *tagger) tagWords(words []string, ws *workspace, out []int) {
	n := len(words)
	at := ws.atomsFor(n)
	if t.r == nil {
		t.fillAtoms(words, at)
		greedy(t.m, at, ws, out, nil, nil)
		return
	}
	if ws.tc == nil || ws.tc.t != t {
		ws.tc = newTagCache(t, tagCacheSets)
	}
	nc := t.m.nclass
	ws.static = grow(ws.static, 2*n*nc)
	clear(ws.static)
	static := [2][]int32{ws.static[:n*nc], ws.static[n*nc:]}
	ws.tc.fill(words, at, static)
	ws.comb = grow(ws.comb, n*nc)
	greedy(t.m, at, ws, out, ws.comb, &staticSums{static[0], ws.tc.tag1[0], ws.tc.tag2[0]})
	ws.rat = grow(ws.rat, n)
	for i := range at {
		ws.rat[n-1-i] = at[i]
	}
	// The right-to-left pass writes its scores for reversed position j to
	// the rows of word n-1-j: reverse the rows after.
	ws.comb2 = grow(ws.comb2, n*nc)
	rout := grow(ws.tags2, n)
	ws.tags2 = rout
	greedy(t.r, ws.rat, ws, rout, ws.comb2, &staticSums{static[1], ws.tc.tag1[1], ws.tc.tag2[1]})
	u1, u2 := float32(t.m.unit), float32(t.r.unit)
	for i := 0; i < n; i++ {
		a := ws.comb[i*nc : (i+1)*nc]
		b := ws.comb2[(n-1-i)*nc : (n-i)*nc]
		best, bs := 0, float32(0)
		for c := range a {
			s := a[c]*u1 + b[c]*u2
			if c == 0 || s > bs {
				best, bs = c, s
			}
		}
		out[i] = best
	}
}

// staticSums are what tagCache gives greedy for one model: the sums of
// each word's features that read words only (tagCache.fill), and of
// the features that read one previous tag only, by tagIndex.
type staticSums struct {
	rows, tag1, tag2 []int32
}

// greedy tags at with m from left to right; when rows is not nil it also
// stores each word's class scores there. When st is not nil only
// restFeatures are looked up, the rest of the scores taken from st.
func greedy(m *model, at []atoms, ws *workspace, out []int, rows []float32, st *staticSums) {
	scores := ws.scoresFor(m.nclass)
	nc := m.nclass
	p1, p2 := uint64(startAtom), uint64(startAtom+1)
	for i := range at {
		if st != nil {
			ws.feats = restFeatures(ws.feats[:0], at, i, p1, p2)
			copy(scores, st.rows[i*nc:(i+1)*nc])
			t1, t2 := tagIndex(p1, nc)*nc, tagIndex(p2, nc)*nc
			addTo(scores, st.tag1[t1:t1+nc])
			addTo(scores, st.tag2[t2:t2+nc])
			m.accumulate(ws.feats, scores)
		} else {
			ws.feats = tagFeatures(ws.feats[:0], at, i, p1, p2)
			m.score(ws.feats, scores)
		}
		best := 0
		for c := 1; c < len(scores); c++ {
			if scores[c] > scores[best] {
				best = c
			}
		}
		if rows != nil {
			r := rows[i*nc : (i+1)*nc]
			for c, s := range scores {
				r[c] = float32(s)
			}
		}
		out[i] = best
		p2, p1 = p1, uint64(best)+1
	}
}

// taggedSentence is a training sentence for the tagger.
type taggedSentence struct {
	words []string
	tags  []int
}

// trainTagger learns a tagger from sentences whose tags index the given
// label set; both sets it trains the right-to-left model too (on a second
// goroutine). onEpoch, when not nil, is called after each epoch of the
// left-to-right model with that model alone.
func trainTagger(sents []taggedSentence, upos, xpos []string, epochs int, seed uint64, both bool, onEpoch func(ep int, t *tagger)) *tagger {
	// Ambiguity classes from words seen at least twice.
	counts := map[string]map[int]int{}
	for _, s := range sents {
		for i, w := range s.words {
			if counts[w] == nil {
				counts[w] = map[int]int{}
			}
			counts[w][s.tags[i]]++
		}
	}
	t := &tagger{upos: upos, xpos: xpos, amb: map[string]uint64{}}
	t.setKinds()
	for w, m := range counts {
		n := 0
		var tags []int
		for tg, c := range m {
			n += c
			tags = append(tags, tg)
		}
		if n < 2 {
			continue
		}
		slices.Sort(tags)
		h := uint64(0xabcdef)
		for _, tg := range tags {
			h = f1(h, uint64(tg))
		}
		t.amb[w] = h
	}
	var wg sync.WaitGroup
	if both {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.r = t.trainDirection(sents, true, epochs, seed^0x5eed, nil)
		}()
	}
	var cb func(int, *model)
	if onEpoch != nil {
		cb = func(ep int, m *model) { onEpoch(ep, &tagger{upos: upos, xpos: xpos, amb: t.amb, m: m}) }
	}
	t.m = t.trainDirection(sents, false, epochs, seed, cb)
	wg.Wait()
	return t
}

func (t *tagger) trainDirection(sents []taggedSentence, reverse bool, epochs int, seed uint64, onEpoch func(int, *model)) *model {
	tr := newTrainer(len(t.upos))
	order := make([]int, len(sents))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(seed, 0x7a99e7))
	var at []atoms
	var feats []uint64
	scores := make([]int64, tr.nclass)
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, si := range order {
			s := sents[si]
			n := len(s.words)
			at = grow(at, n)
			t.fillAtoms(s.words, at)
			if reverse {
				slices.Reverse(at)
			}
			p1, p2 := uint64(startAtom), uint64(startAtom+1)
			for i := range at {
				gold := s.tags[i]
				if reverse {
					gold = s.tags[n-1-i]
				}
				feats = tagFeatures(feats[:0], at, i, p1, p2)
				tr.score(feats, scores)
				best := 0
				for c := 1; c < len(scores); c++ {
					if scores[c] > scores[best] {
						best = c
					}
				}
				tr.tick()
				tr.update(feats, gold, best)
				p2, p1 = p1, uint64(best)+1
			}
		}
		if onEpoch != nil && ep < epochs-1 {
			onEpoch(ep, tr.finish(tagPrune))
		}
	}
	m := tr.finish(tagPrune)
	if onEpoch != nil {
		onEpoch(epochs-1, m)
	}
	return m
}

// tagPrune drops averaged weights smaller than this; it shrinks the model
// several times over at no measurable cost in accuracy.
const tagPrune = 0.05

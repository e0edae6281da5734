package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds what training and tagging share: the tag set, the
// lexicons the features consult, and the feature extractor itself. Both sides
// must call exactly the same code, or the weights mean nothing at run time.

// Entity types, in the order their tags are numbered.
var entityTypes = [...]string{"PER", "ORG", "LOC", "MISC"}

// Tags are BILOU: 0 is O, and type t at position p (B, I, L, U) is
// 1 + 4t + p. BILOU lets a greedy tagger learn where names end, which IOB
// leaves implicit.
const (
	tagOutside = 0
	posB       = 0
	posI       = 1
	posL       = 2
	posU       = 3
	numTags    = 1 + 4*len(entityTypes)
)

func tagOf(typ, pos int) int { return 1 + 4*typ + pos }
func tagType(t int) int      { return (t - 1) / 4 }
func tagPos(t int) int       { return (t - 1) % 4 }

// tagOpen reports whether t starts or continues an entity that must go on.
func tagOpen(t int) bool { return t != tagOutside && (tagPos(t) == posB || tagPos(t) == posI) }

// validTag reports whether tag cur may follow tag prev (tagOutside at a sentence
// start); last says cur is the sentence's final token.
func validTag(prev, cur int, last bool) bool {
	if tagOpen(prev) {
		if cur == tagOutside || tagType(cur) != tagType(prev) {
			return false
		}
		p := tagPos(cur)
		return p == posL || (p == posI && !last)
	}
	if cur == tagOutside {
		return true
	}
	p := tagPos(cur)
	return p == posU || (p == posB && !last)
}

// validNext holds validTag as bits: bit cur of validNext[prev][1] is set
// when cur may follow prev as the sentence's final token, of
// validNext[prev][0] when it may follow it elsewhere. The decoder asks for
// every tag at every token.
var validNext = func() (v [numTags][2]uint32) {
	for prev := range numTags {
		for cur := range numTags {
			for last := range 2 {
				if validTag(prev, cur, last == 1) {
					v[prev][last] |= 1 << cur
				}
			}
		}
	}
	return v
}()

// tagNames are the BILOU tags as strings, for messages and debugging.
func tagName(t int) string {
	if t == tagOutside {
		return "O"
	}
	return string("BILU"[tagPos(t)]) + "-" + entityTypes[tagType(t)]
}

// fromIOB converts one sentence of IOB2 (or IOB1) tags to BILOU ids.
// Unknown types count as O.
func fromIOB(tags []string) []int {
	typ := make([]int, len(tags))
	begin := make([]bool, len(tags))
	for i, s := range tags {
		typ[i] = -1
		if len(s) > 2 && (s[0] == 'B' || s[0] == 'I') && s[1] == '-' {
			for k, n := range entityTypes {
				if s[2:] == n {
					typ[i] = k
				}
			}
			begin[i] = s[0] == 'B'
		}
	}
	out := make([]int, len(tags))
	for i := range tags {
		t := typ[i]
		if t < 0 {
			continue
		}
		starts := begin[i] || i == 0 || typ[i-1] != t
		ends := i+1 == len(tags) || typ[i+1] != t || begin[i+1]
		switch {
		case starts && ends:
			out[i] = tagOf(t, posU)
		case starts:
			out[i] = tagOf(t, posB)
		case ends:
			out[i] = tagOf(t, posL)
		default:
			out[i] = tagOf(t, posI)
		}
	}
	return out
}

// toIOB converts BILOU ids to IOB2 strings.
func toIOB(tags []int) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		switch {
		case t == tagOutside:
			out[i] = "O"
		case tagPos(t) == posB || tagPos(t) == posU:
			out[i] = "B-" + entityTypes[tagType(t)]
		default:
			out[i] = "I-" + entityTypes[tagType(t)]
		}
	}
	return out
}

// Feature hashing: every feature is a 64-bit FNV-1a hash of its template
// number and its string parts, computed without allocating.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func hT(t byte) uint64 { return (fnvOffset ^ uint64(t)) * fnvPrime }

func hS(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	h ^= 0xff // separator, so ("ab","c") and ("a","bc") differ
	return h * fnvPrime
}

func hB(h uint64, b byte) uint64 {
	h ^= uint64(b)
	h *= fnvPrime
	h ^= 0xfe
	return h * fnvPrime
}

// wordKey hashes a lower-cased word for the lexicons and document memory.
func wordKey(lower string) uint64 { return hS(hT(200), lower) }

// Gazetteer bits: entity types seen in training data, and place names from
// an external gazetteer.
const (
	gazPlace  = 1 << 4 // city, admin-1 region
	gazNation = 1 << 5 // country
)

// nameLexicon is what features look up beyond the sentence: gazetteer
// phrases and how a word is usually cased in running text.
type nameLexicon struct {
	gaz    map[uint64]uint8 // phrase key (phraseKey) -> bits: 1<<type, gazPlace, gazNation
	maxLen int              // longest phrase in tokens
	casing map[uint64]uint8 // wordKey(lower) -> casing class, see casingClass
	// gazFilter, when set (indexGaz), is a one-hash Bloom filter over gaz's
	// keys: most phrases looked up are not in it, and this bitmap, small
	// enough to stay in cache, turns most of those away without a map probe.
	gazFilter []uint64
	gazShift  uint
}

// indexGaz builds gazFilter, 16 to 32 bits a key.
func (lex *nameLexicon) indexGaz() {
	bits := uint(10)
	for 1<<bits < 16*len(lex.gaz) {
		bits++
	}
	lex.gazShift = 64 - bits
	lex.gazFilter = make([]uint64, 1<<bits/64)
	for k := range lex.gaz {
		b := (k * 0x9e3779b97f4a7c15) >> lex.gazShift
		lex.gazFilter[b/64] |= 1 << (b % 64)
	}
}

// gazBits returns the gazetteer bits of phrase key k.
func (lex *nameLexicon) gazBits(k uint64) (uint8, bool) {
	if lex.gazFilter != nil {
		if b := (k * 0x9e3779b97f4a7c15) >> lex.gazShift; lex.gazFilter[b/64]&(1<<(b%64)) == 0 {
			return 0, false
		}
	}
	bits, ok := lex.gaz[k]
	return bits, ok
}

// phraseKey hashes a sequence of lower-cased tokens.
func phraseKey(h uint64, lower string) uint64 { return hS(h, lower) }

const phraseSeed = 201

// wordGazKey keys, in the gazetteer map, the types of multi-word names a
// word was seen inside ("Panetta" from "Leon Panetta"); the seed keeps these
// keys apart from whole-phrase keys.
func wordGazKey(lower string) uint64 { return hS(hT(202), lower) }

// Casing classes of a word in running text (not sentence-initial, not in a
// headline): mostly lower case, mixed, mostly capitalised; rare or frequent.
func casingClass(lowerN, capN int) uint8 {
	n := lowerN + capN
	if n == 0 {
		return 0
	}
	var c uint8
	switch f := float64(lowerN) / float64(n); {
	case f >= 0.9:
		c = 1
	case f > 0.1:
		c = 2
	default:
		c = 3
	}
	if n >= 5 {
		c += 3
	}
	return c
}

// tokenInfo is what the features need of one token, computed once.
type tokenInfo struct {
	form, lower string
	shape       string
	short       string
	key         uint64 // wordKey(lower)
	word        int32  // the document's number for the form (prepDoc.words)
	inName      uint8  // gazetteer bits of multi-word names containing the word
	capType     byte   // 'L' lower, 'C' initial capital, 'A' all caps, 'M' mixed, 'N' no letters, 'D' has digits
	hasUpper    bool
	gaz         []uint16 // gazetteer matches: bits<<8 | position (B I L U)
}

func wordShape(s string) (long, short string) {
	// Buffers on the stack for most words: a word's shapes cost the two
	// strings returned, not a builder's growth besides.
	var lbuf, sbuf [32]byte
	lb, sb := lbuf[:0], sbuf[:0]
	var last rune = -1
	run := 0
	for _, r := range s {
		var c rune
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLower(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		default:
			c = r
		}
		if c == last {
			run++
		} else {
			run = 1
			sb = utf8.AppendRune(sb, c)
		}
		if run <= 4 {
			lb = utf8.AppendRune(lb, c)
		}
		last = c
	}
	return string(lb), string(sb)
}

func capitalType(s string) (byte, bool) {
	up, low, dig := 0, 0, 0
	first := true
	firstUp := false
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			up++
			if first {
				firstUp = true
			}
		case unicode.IsLower(r):
			low++
		case unicode.IsDigit(r):
			dig++
		}
		first = false
	}
	switch {
	case dig > 0 && up+low == 0:
		return 'D', false
	case up+low == 0:
		return 'N', false
	case up == 0:
		return 'L', false
	case low == 0:
		return 'A', true
	case firstUp && up == 1:
		return 'C', true
	default:
		return 'M', true
	}
}

var asciiOnly = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u201c", "\"", "\u201d", "\"", "\u2013", "-", "\u2014", "--")

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func newToken(form string) tokenInfo {
	if !utf8.ValidString(form) {
		form = strings.ToValidUTF8(form, "\uFFFD")
	}
	// Typographic quotes and dashes become the ASCII ones of newswire
	// training text, so "Afghanistan’s" splits into a known "'s".
	if !isASCII(form) {
		form = asciiOnly.Replace(form)
	}
	t := tokenInfo{form: form, lower: strings.ToLower(form)}
	t.shape, t.short = wordShape(form)
	t.capType, t.hasUpper = capitalType(form)
	t.key = wordKey(t.lower)
	return t
}

// sentInfo is one sentence prepared for tagging.
type sentInfo struct {
	toks     []tokenInfo
	headline bool // no lower-case letters at all: a headline or dateline
}

// at returns token k of the sentence, or a pad beyond either end.
func (s *sentInfo) at(k int) *tokenInfo {
	switch {
	case k < 0:
		return &pad
	case k >= len(s.toks):
		return &padEnd
	}
	return &s.toks[k]
}

// prepDoc is a document prepared for tagging: sentences plus what the
// document says about each word elsewhere.
type prepDoc struct {
	sents    []sentInfo
	words    int              // distinct forms, numbered by tokenInfo.word
	hashes   []wordHashes     // by tokenInfo.word
	lowerIn  map[uint64]bool  // word occurs in lower case somewhere in the document
	capMid   map[uint64]bool  // word occurs capitalised inside a sentence (not first, not a headline)
	seqRole  map[uint64]uint8 // 1: first word of a multi-word capitalised run; 2: last; 4: alone
	firstPrv map[uint64]string

	// Stage 2 only: stage 1's tags for the whole document, and per word how
	// often stage 1 gave it each type (O, PER, ORG, LOC, MISC).
	s1  [][]int
	agg tagHistory
}

// setStage1 gives the document stage 1's tags, for stage 2's features.
func (d *prepDoc) setStage1(tags [][]int) {
	d.s1 = tags
	d.agg = tagHistory{}
	for si := range d.sents {
		for i := range d.sents[si].toks {
			d.agg.add(&d.sents[si].toks[i], tags[si][i])
		}
	}
}

// prepareDoc prepares sents for tagging; hashes, when not nil, is a buffer
// to reuse for the document's wordHashes.
func prepareDoc(sents [][]string, lex *nameLexicon, hashes []wordHashes) *prepDoc {
	d := &prepDoc{
		sents:    make([]sentInfo, len(sents)),
		lowerIn:  map[uint64]bool{},
		capMid:   map[uint64]bool{},
		seqRole:  map[uint64]uint8{},
		firstPrv: map[uint64]string{},
	}
	ws := wordInfos{made: make(map[string]int32, 256)}
	for si, words := range sents {
		s := &d.sents[si]
		s.toks = make([]tokenInfo, len(words))
		lowerSeen := false
		for i, w := range words {
			s.toks[i] = ws.of(w)
			if s.toks[i].capType == 'L' || s.toks[i].capType == 'C' || s.toks[i].capType == 'M' {
				for _, r := range w {
					if unicode.IsLower(r) {
						lowerSeen = true
						break
					}
				}
			}
		}
		s.headline = !lowerSeen
		d.words = len(ws.uniq)
		lex.match(s.toks)
		for i := range s.toks {
			if s.toks[i].hasUpper {
				s.toks[i].inName, _ = lex.gazBits(wordGazKey(s.toks[i].lower))
			}
		}
		d.noteCapitals(s)
	}
	d.hashes = hashes[:0]
	for i := range ws.uniq {
		d.hashes = append(d.hashes, newWordHashes(&ws.uniq[i]))
	}
	return d
}

// wordInfos makes a word's own features once a document for each
// distinct word, as they are the same wherever it stands and news
// repeats most of its words. made holds each word's number in uniq, not
// its tokenInfo, so that the map hashes and moves no hundred-byte values
// as it grows.
type wordInfos struct {
	made map[string]int32
	uniq []tokenInfo
}

// of returns w's features, making them the first time w is seen.
func (ws *wordInfos) of(w string) tokenInfo {
	k, ok := ws.made[w]
	if !ok {
		k = int32(len(ws.uniq))
		t := newToken(w)
		t.word = k
		ws.uniq = append(ws.uniq, t)
		ws.made[w] = k
	}
	return ws.uniq[k]
}

// noteCapitals records, for the document, the words of sentence s seen in
// lower case, those capitalised inside a sentence with the word before
// them, and where capitalised words stand in a run of them (first,
// last, alone); a headline's capitals say nothing and are skipped.
func (d *prepDoc) noteCapitals(s *sentInfo) {
	for i := range s.toks {
		t := &s.toks[i]
		if t.capType == 'L' {
			d.lowerIn[t.key] = true
		}
		if s.headline || !t.hasUpper {
			continue
		}
		if i > 0 {
			d.capMid[t.key] = true
			if _, ok := d.firstPrv[t.key]; !ok {
				d.firstPrv[t.key] = s.toks[i-1].lower
			}
		}
		prevCap := i > 0 && s.toks[i-1].hasUpper
		nextCap := i+1 < len(s.toks) && s.toks[i+1].hasUpper
		switch {
		case !prevCap && nextCap:
			d.seqRole[t.key] |= 1
		case prevCap && !nextCap:
			d.seqRole[t.key] |= 2
		case !prevCap && !nextCap && i > 0:
			d.seqRole[t.key] |= 4
		}
	}
}

// match marks each token with the gazetteer phrases that cover it.
func (lex *nameLexicon) match(toks []tokenInfo) {
	if len(lex.gaz) == 0 {
		return
	}
	for i := range toks {
		h := hT(phraseSeed)
		anyUpper := false
		for j := i; j < len(toks) && j-i < lex.maxLen; j++ {
			h = phraseKey(h, toks[j].lower)
			// A phrase made only of lower-case words is almost never a
			// name in running text ("may", "reading"): not looked up, which
			// spares most lookups in news text.
			anyUpper = anyUpper || toks[j].hasUpper
			if !anyUpper {
				continue
			}
			bits, ok := lex.gazBits(h)
			if !ok {
				continue
			}
			for k := i; k <= j; k++ {
				var pos uint16
				switch {
				case i == j:
					pos = posU
				case k == i:
					pos = posB
				case k == j:
					pos = posL
				default:
					pos = posI
				}
				toks[k].gaz = append(toks[k].gaz, uint16(bits)<<8|pos)
			}
		}
	}
}

// tagHistory remembers, per capitalised word, which types the tagger gave
// it earlier in the document ("extended prediction history").
type tagHistory map[uint64]*[1 + len(entityTypes)]uint16

func (h tagHistory) add(t *tokenInfo, tag int) {
	if !t.hasUpper {
		return
	}
	c := h[t.key]
	if c == nil {
		c = new([1 + len(entityTypes)]uint16)
		h[t.key] = c
	}
	if tag == tagOutside {
		c[0]++
	} else {
		c[1+tagType(tag)]++
	}
}

var pad = tokenInfo{form: "<s>", lower: "<s>", shape: "<s>", short: "<s>", capType: 'S'}
var padEnd = tokenInfo{form: "</s>", lower: "</s>", shape: "</s>", short: "</s>", capType: 'S'}

// wordHashes are the hashes of neighbourFeatures that read one word of a
// token's window: the whole features of the word as a neighbour, and the
// FNV-1a states of the templates that start with the word, which the
// words after it complete. Hashing is most of the cost of those features,
// and a document's words repeat, so they are made once for every distinct
// word of a document (prepDoc.hashes).
type wordHashes struct {
	// Grouped by the role the word plays, as each is read together: p1
	// (templates 14, 18, and 20, 21, 41 begun), the token itself (22, 42
	// begun), n1 (15, 19), p2 (16, 43) and n2 (17, 44).
	p1Lower, p1Shape, p1Short20, p1Lower21, p1Lower41 uint64
	tLower22, tShort42                                uint64
	n1Lower, n1Shape                                  uint64
	p2Lower, p2Short                                  uint64
	n2Lower, n2Short                                  uint64
}

func newWordHashes(w *tokenInfo) wordHashes {
	return wordHashes{
		p1Lower: hS(hT(14), w.lower), n1Lower: hS(hT(15), w.lower),
		p2Lower: hS(hT(16), w.lower), n2Lower: hS(hT(17), w.lower),
		p1Shape: hS(hT(18), w.shape), n1Shape: hS(hT(19), w.shape),
		p2Short: hS(hT(43), w.short), n2Short: hS(hT(44), w.short),
		p1Short20: hS(hT(20), w.short), p1Lower21: hS(hT(21), w.lower), p1Lower41: hS(hT(41), w.lower),
		tLower22: hS(hT(22), w.lower), tShort42: hS(hT(42), w.short),
	}
}

var padHashes, padEndHashes = newWordHashes(&pad), newWordHashes(&padEnd)

// hashesOf returns the wordHashes of a token of the document or a pad.
func (d *prepDoc) hashesOf(t *tokenInfo) *wordHashes {
	switch t {
	case &pad:
		return &padHashes
	case &padEnd:
		return &padEndHashes
	}
	return &d.hashes[t.word]
}

// features appends the feature hashes of token i of sentence s to buf.
// prev holds the tags already chosen for tokens 0..i-1. They come in two
// groups: the word's own (wordFeatures), the same wherever the word stands
// in the document at the same sentence position and casing, and the rest
// (placeFeatures). Tagging scores the first group once per word and
// position class (wordScores); training and everything else use both here.
func (d *prepDoc) features(buf []uint64, s *sentInfo, si, i int, prev []int, hist tagHistory, lex *nameLexicon) []uint64 {
	buf = d.wordFeatures(buf, &s.toks[i], wordPlace(s, i), lex)
	return d.placeFeatures(buf, s, si, i, prev, hist)
}

// Word places: whether the word starts its sentence and whether the
// sentence is a headline, the two facts of its position the word's own
// features read.
const (
	placeInit     = 1
	placeHeadline = 2
	numPlaces     = 4
)

// wordPlace returns token i's word place (placeInit, placeHeadline).
func wordPlace(s *sentInfo, i int) int {
	p := 0
	if i == 0 {
		p |= placeInit
	}
	if s.headline {
		p |= placeHeadline
	}
	return p
}

// flag is '1' when bit is set in p, else '0'.
func flag(p, bit int) byte {
	if p&bit != 0 {
		return '1'
	}
	return '0'
}

// wordFeatures appends the features that depend only on the word t (its
// form, lexicon entries and what the document says of it elsewhere) and
// its place (wordPlace).
func (d *prepDoc) wordFeatures(buf []uint64, t *tokenInfo, place int, lex *nameLexicon) []uint64 {
	return d.docFeatures(lexFeatures(buf, t, place, lex), t, place)
}

// lexFeatures appends the word's features that depend on its form and
// place alone, the same in every document.
func lexFeatures(buf []uint64, t *tokenInfo, place int, lex *nameLexicon) []uint64 {
	init, head := flag(place, placeInit), flag(place, placeHeadline)
	buf = append(buf,
		hT(1),
		hS(hT(2), t.form),
		hS(hT(3), t.lower),
		hS(hT(12), t.shape),
		hS(hT(13), t.short),
		hB(hB(hT(27), t.capType), init),
		hB(hB(hT(28), t.capType), head),
	)
	buf = affixFeatures(buf, t.lower)
	if t.inName != 0 {
		buf = append(buf, hB(hB(hT(47), t.inName), t.capType))
	}
	if c, ok := lex.casing[t.key]; ok {
		buf = append(buf, hB(hB(hB(hT(31), c), t.capType), init))
	} else {
		buf = append(buf, hB(hB(hT(31), t.capType), init))
	}
	return buf
}

// docFeatures appends what the rest of the document says about a
// capitalised word.
func (d *prepDoc) docFeatures(buf []uint64, t *tokenInfo, place int) []uint64 {
	if !t.hasUpper {
		return buf
	}
	init, head := flag(place, placeInit), flag(place, placeHeadline)
	var lowerIn, capMid byte = '0', '0'
	if d.lowerIn[t.key] {
		lowerIn = '1'
	}
	if d.capMid[t.key] {
		capMid = '1'
	}
	buf = append(buf,
		hB(hB(hB(hT(33), lowerIn), t.capType), init),
		hB(hB(hB(hT(34), capMid), init), head),
		hB(hB(hT(35), d.seqRole[t.key]), t.capType),
	)
	if fp, ok := d.firstPrv[t.key]; ok {
		buf = append(buf, hS(hT(37), fp))
	}
	return buf
}

// affixFeatures appends the prefixes and suffixes of one to four letters of
// lw, counted in runes so a multi-byte letter is never cut.
func affixFeatures(buf []uint64, lw string) []uint64 {
	n := utf8.RuneCountInString(lw)
	if n <= 1 {
		return buf
	}
	for k, idx := 1, 0; k <= 4 && k < n; k++ {
		_, sz := utf8.DecodeRuneInString(lw[idx:])
		idx += sz
		buf = append(buf, hS(hT(byte(3+k)), lw[:idx]))
	}
	for k, idx := 1, len(lw); k <= 4 && k < n; k++ {
		_, sz := utf8.DecodeLastRuneInString(lw[:idx])
		idx -= sz
		buf = append(buf, hS(hT(byte(7+k)), lw[idx:]))
	}
	return buf
}

// placeFeatures appends the features of token i that depend on where it
// stands: its neighbours, the tags before it, the gazetteer phrases over
// it, the tags the word got earlier in the document, and stage 1's tags.
func (d *prepDoc) placeFeatures(buf []uint64, s *sentInfo, si, i int, prev []int, hist tagHistory) []uint64 {
	t1, t2 := byte(0xff), byte(0xff)
	if i > 0 {
		t1 = byte(prev[i-1])
	}
	if i > 1 {
		t2 = byte(prev[i-2])
	}
	t, p1, n1 := &s.toks[i], s.at(i-1), s.at(i+1)
	buf = neighbourFeatures(buf, t, n1, d.hashesOf(t), d.hashesOf(p1), d.hashesOf(s.at(i-2)), d.hashesOf(n1), d.hashesOf(s.at(i+2)), t1, t2)
	for _, g := range t.gaz {
		buf = append(buf, hB(hB(hT(30), byte(g>>8)), byte(g)))
		buf = append(buf, hB(hB(hB(hT(29), byte(g>>8)), byte(g)), t.capType))
	}
	if p1.inName != 0 || n1.inName != 0 {
		buf = append(buf, hB(hB(hT(48), p1.inName), n1.inName))
	}
	for _, g := range p1.gaz {
		buf = append(buf, hB(hB(hT(45), byte(g>>8)), byte(g)))
	}
	for _, g := range n1.gaz {
		buf = append(buf, hB(hB(hT(46), byte(g>>8)), byte(g)))
	}
	if t.hasUpper {
		if c := hist[t.key]; c != nil {
			best, bestN := 0, uint16(0)
			for k, n := range c {
				if n > bestN {
					best, bestN = k, n
				}
			}
			buf = append(buf, hB(hT(32), byte(best)), hB(hB(hT(36), byte(best)), t1))
		}
	}
	if d.s1 != nil {
		buf = d.stage2Features(buf, t, si, i)
	}
	return buf
}

// neighbourFeatures appends the features of token t read with the two words
// on each side (p2 p1 t n1 n2, whose wordHashes are h*) and the two tags
// before it (t2 t1, 0xff before the sentence).
func neighbourFeatures(buf []uint64, t, n1 *tokenInfo, ht, hp1, hp2, hn1, hn2 *wordHashes, t1, t2 byte) []uint64 {
	return append(buf,
		hp1.p1Lower,
		hn1.n1Lower,
		hp2.p2Lower,
		hn2.n2Lower,
		hp1.p1Shape,
		hn1.n1Shape,
		hS(hS(hp1.p1Short20, t.short), n1.short),
		hS(hp1.p1Lower21, t.lower),
		hS(ht.tLower22, n1.lower),
		hB(hT(23), t1),
		hB(hB(hT(24), t2), t1),
		hS(hB(hT(25), t1), t.lower),
		hS(hB(hT(26), t1), t.short),
		hS(hp1.p1Lower41, t.short),
		hS(ht.tShort42, n1.lower),
		hp2.p2Short,
		hn2.n2Short,
	)
}

// stage2Features add what stage 1 said: the tags around the token, the
// following one included (which a left-to-right tagger cannot see), and how
// the same word was tagged everywhere else in the document.
func (d *prepDoc) stage2Features(buf []uint64, t *tokenInfo, si, i int) []uint64 {
	tags := d.s1[si]
	at := func(k int) byte {
		if k < 0 || k >= len(tags) {
			return 0xff
		}
		return byte(tags[k])
	}
	a, b, c := at(i-1), at(i), at(i+1)
	buf = append(buf,
		hB(hT(60), b),
		hB(hB(hT(61), b), c),
		hB(hB(hB(hT(62), a), b), c),
		hB(hB(hT(63), b), t.capType),
	)
	if !t.hasUpper {
		return buf
	}
	cnt := d.agg[t.key]
	if cnt == nil {
		return buf
	}
	others := *cnt
	own := 0
	if b != 0 {
		own = 1 + tagType(int(b))
	}
	others[own]--
	best, bestN := -1, uint16(0)
	for k, n := range others {
		if n > bestN {
			best, bestN = k, n
		}
		if n > 0 {
			buf = append(buf, hB(hT(65), byte(k)))
		}
	}
	if best >= 0 {
		buf = append(buf, hB(hB(hT(64), byte(best)), t.capType), hB(hB(hT(66), byte(best)), b))
	}
	return buf
}

// Package ner is the named-entity stage: it finds the names of persons,
// organisations, locations and other entities (the CoNLL-2003 types) in a
// story's tokens and adds them as mentions. Its model is trained by
// `sitrep train ner` (Train).
package ner

import (
	_ "embed"
	"fmt"
	"math/bits"
	"os"
	"sync"

	"sitrep/doc"
)

// modelData is the shipped model, written by `sitrep train ner`.
//
//go:embed models/ner.bin.gz
var modelData []byte

// Tagger tags person, organisation, location and miscellaneous names
// (the CoNLL-2003 types PER, ORG, LOC, MISC). Two greedy averaged
// perceptrons over BILOU tags run in turn: the second sees the first's tags
// for the whole document. It is safe for concurrent use.
type Tagger struct {
	stage [2]*weightTable
	lex   nameLexicon
	free  chan *scratch // reusable scratch (scratch.go); nil: none kept
}

// weightTable is one perceptron: the weights of each feature key, found
// through an open-addressing table whose slots hold the key and its weights
// side by side. Four features in five that a news story's tokens look up
// are in the model, so the weights are read about as often as the keys:
// one cache line for both instead of one for the key and one for its row.
type weightTable struct {
	keys []uint64 // sorted, for writing the model
	// slots is indexed by the top bits of key times the golden ratio,
	// half full at most.
	slots []tableSlot
	shift uint
	// filter is a one-hash Bloom filter, 8 to 16 bits per feature, small
	// enough to stay in cache: it turns away most features not in the
	// model without touching the table.
	filter     []uint64
	filterBits uint
}

type tableSlot struct {
	key  uint64
	w    [numTags]int16
	full bool
}

// newWeights indexes rows of weights for keys (sorted, distinct): row i
// of w, numTags long, holds the weights of keys[i].
func newWeights(keys []uint64, w []int16) *weightTable {
	size, bits := 16, uint(4)
	for size < 2*len(keys) {
		size *= 2
		bits++
	}
	m := &weightTable{keys: keys, slots: make([]tableSlot, size), shift: 64 - bits}
	m.filterBits = bits + 2
	m.filter = make([]uint64, 1<<m.filterBits/64)
	for _, k := range keys {
		b := k >> (64 - m.filterBits)
		m.filter[b/64] |= 1 << (b % 64)
	}
	mask := size - 1
	for row, k := range keys {
		i := int((k * 0x9e3779b97f4a7c15) >> m.shift)
		for m.slots[i].full {
			i = (i + 1) & mask
		}
		m.slots[i] = tableSlot{key: k, full: true}
		copy(m.slots[i].w[:], w[row*numTags:row*numTags+numTags])
	}
	return m
}

// lookup returns the weights of feature k, or nil.
func (m *weightTable) lookup(k uint64) *[numTags]int16 {
	if b := k >> (64 - m.filterBits); m.filter[b/64]&(1<<(b%64)) == 0 {
		return nil
	}
	mask := len(m.slots) - 1
	for i := int((k * 0x9e3779b97f4a7c15) >> m.shift); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if !s.full {
			return nil
		}
		if s.key == k {
			return &s.w
		}
	}
}

// score adds up the weights of feats for every tag.
func (m *weightTable) score(feats []uint64, out *[numTags]float64) {
	var acc [numTags]int32
	m.add(feats, &acc)
	for c := range acc {
		out[c] = float64(acc[c])
	}
}

// add adds the weights of feats for every tag to acc. This is the
// tagger's innermost step, and it is written out tag by tag: Go does not
// unroll loops, and a loop's own counting and branching would cost about
// as much as the additions.
func (m *weightTable) add(feats []uint64, acc *[numTags]int32) {
	for _, f := range feats {
		w := m.lookup(f)
		if w == nil {
			continue
		}
		acc[0] += int32(w[0])
		acc[1] += int32(w[1])
		acc[2] += int32(w[2])
		acc[3] += int32(w[3])
		acc[4] += int32(w[4])
		acc[5] += int32(w[5])
		acc[6] += int32(w[6])
		acc[7] += int32(w[7])
		acc[8] += int32(w[8])
		acc[9] += int32(w[9])
		acc[10] += int32(w[10])
		acc[11] += int32(w[11])
		acc[12] += int32(w[12])
		acc[13] += int32(w[13])
		acc[14] += int32(w[14])
		acc[15] += int32(w[15])
		acc[16] += int32(w[16])
	}
}

// add is written for 17 tags: these fail to compile for any other number.
const (
	_ = uint(numTags - 17)
	_ = uint(17 - numTags)
)

var (
	sharedOnce   sync.Once
	sharedTagger *Tagger
	sharedErr    error
)

// New returns the tagger with the embedded model, loaded on first use.
func New() (*Tagger, error) {
	sharedOnce.Do(func() {
		sharedTagger, sharedErr = Load(modelData)
		if sharedErr != nil {
			sharedErr = fmt.Errorf("load embedded NER model: %w", sharedErr)
		}
	})
	return sharedTagger, sharedErr
}

// LoadFile reads a model written by `sitrep train ner --out DIR`
// (DIR/ner.bin.gz), for running a retrained model instead of the shipped one.
func LoadFile(name string) (*Tagger, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("load NER model: %w", err)
	}
	n, err := Load(b)
	if err != nil {
		return nil, fmt.Errorf("load NER model %s: %w", name, err)
	}
	return n, nil
}

// TagDocument tags a document given as tokenised sentences and returns IOB2
// tags (B-PER, I-PER, ..., O) parallel to the tokens. The whole input is one
// document: a name tagged early on informs later mentions of the same word.
func (n *Tagger) TagDocument(sents [][]string) [][]string {
	tags := n.tag(sents)
	out := make([][]string, len(tags))
	for i, t := range tags {
		out[i] = toIOB(t)
	}
	return out
}

// tag runs both stages and returns BILOU tags.
func (n *Tagger) tag(sents [][]string) [][]int {
	sc := n.getScratch()
	defer n.putScratch(sc)
	d := prepareDoc(sents, &n.lex, sc.hashes)
	sc.hashes = d.hashes
	d.setStage1(d.decode(d.tableStep(n.stage[0], 0, &n.lex, sc), nil, nil))
	return d.decode(d.tableStep(n.stage[1], 1, &n.lex, sc), nil, nil)
}

// Tag tags one tokenised sentence on its own and returns IOB2 tags.
func (n *Tagger) Tag(tokens []string) []string {
	return n.TagDocument([][]string{tokens})[0]
}

// Annotate appends a Mention for every name in the story, using the
// story's sentences and tokens (run the tokeniser first). The story is one
// document for the document-level features.
func (n *Tagger) Annotate(st *doc.Story) error {
	if len(st.Tokens) == 0 {
		return nil
	}
	sents := st.Sentences
	if len(sents) == 0 {
		// Tokens without sentences: treat the story as one sentence rather
		// than fail, so a partial pipeline still gets names.
		sents = []doc.Sentence{{Span: doc.Span{Start: st.Tokens[0].Start, End: st.Tokens[len(st.Tokens)-1].End}, FirstToken: 0, EndToken: len(st.Tokens)}}
	}
	words := make([][]string, len(sents))
	for i, s := range sents {
		if s.FirstToken < 0 || s.EndToken > len(st.Tokens) || s.FirstToken > s.EndToken {
			return fmt.Errorf("ner: sentence %d has token range [%d,%d) outside the story's %d tokens", i, s.FirstToken, s.EndToken, len(st.Tokens))
		}
		ws := make([]string, 0, s.EndToken-s.FirstToken)
		for _, t := range st.Tokens[s.FirstToken:s.EndToken] {
			ws = append(ws, t.Form)
		}
		words[i] = ws
	}
	tags := n.tag(words)
	for i, s := range sents {
		for _, e := range entitySpans(tags[i]) {
			first, end := s.FirstToken+e.first, s.FirstToken+e.end
			st.Mentions = append(st.Mentions, doc.Mention{
				Span:       doc.Span{Start: st.Tokens[first].Start, End: st.Tokens[end-1].End},
				FirstToken: first,
				EndToken:   end,
				Label:      doc.MentionLabel(entityTypes[e.typ]),
				Antecedent: -1,
			})
		}
	}
	return nil
}

// entitySpan is a token range [first, end) of one type.
type entitySpan struct{ first, end, typ int }

// entitySpans reads entities off a sentence of BILOU tags. The decoder
// only produces well-formed sequences, but this stays robust to any.
func entitySpans(tags []int) []entitySpan {
	var out []entitySpan
	for i := 0; i < len(tags); {
		t := tags[i]
		if t == tagOutside {
			i++
			continue
		}
		typ := tagType(t)
		j := i + 1
		if tagOpen(t) {
			for j < len(tags) && tags[j] != tagOutside && tagType(tags[j]) == typ && (tagPos(tags[j]) == posI || tagPos(tags[j]) == posL) {
				j++
				if tagPos(tags[j-1]) == posL {
					break
				}
			}
		}
		out = append(out, entitySpan{i, j, typ})
		i = j
	}
	return out
}

// scoreFunc fills out with the score of every tag given the features.
type scoreFunc func(feats []uint64, out *[numTags]float64)

// stepFunc fills out with the score of every tag for token i of sentence
// si, given the tags before it in tags and the document's history, and
// returns buf with the features it made appended: all of the token's for
// featureStep, which learning needs; fewer for a step that takes some
// scores from a cache.
type stepFunc func(buf []uint64, si, i int, tags []int, hist tagHistory, out *[numTags]float64) []uint64

// featureStep scores every feature of the token with score.
func (d *prepDoc) featureStep(score scoreFunc, lex *nameLexicon) stepFunc {
	return func(buf []uint64, si, i int, tags []int, hist tagHistory, out *[numTags]float64) []uint64 {
		buf = d.features(buf, &d.sents[si], si, i, tags, hist, lex)
		score(buf, out)
		return buf
	}
}

// tableStep scores with m, stage of the tagger, adding up the weights of a
// word's own features (wordFeatures) once per distinct word and place in
// the document, and those of its lexical features once per worker (sc):
// news repeats its words, and integer sums in any order are the same, so
// the tags are those of featureStep. With sc nil (a model in training)
// the lexical features are scored with the rest.
func (d *prepDoc) tableStep(m *weightTable, stage int, lex *nameLexicon, sc *scratch) stepFunc {
	var sums [][numTags]int32
	var done []bool
	if sc != nil {
		sums, done = sc.docSums(numPlaces * d.words)
	} else {
		sums, done = make([][numTags]int32, numPlaces*d.words), make([]bool, numPlaces*d.words)
	}
	var wbuf []uint64
	return func(buf []uint64, si, i int, tags []int, hist tagHistory, out *[numTags]float64) []uint64 {
		s := &d.sents[si]
		t := &s.toks[i]
		place := wordPlace(s, i)
		k := numPlaces*int(t.word) + place
		if !done[k] {
			if sc != nil {
				sums[k] = *sc.lexScore(t, place, stage, lex)
				wbuf = d.docFeatures(wbuf[:0], t, place)
			} else {
				wbuf = d.wordFeatures(wbuf[:0], t, place, lex)
			}
			m.add(wbuf, &sums[k])
			done[k] = true
		}
		acc := sums[k]
		buf = d.placeFeatures(buf, s, si, i, tags, hist)
		m.add(buf, &acc)
		for c := range acc {
			out[c] = float64(acc[c])
		}
		return buf
	}
}

// oracleTag is the best tag reachable after prev when gold is the answer:
// gold itself when it may follow prev, else the nearest legal tag.
func oracleTag(prev, gold int, last bool) int {
	if validTag(prev, gold, last) {
		return gold
	}
	if tagOpen(prev) {
		return tagOf(tagType(prev), posL)
	}
	if gold == tagOutside {
		return tagOutside
	}
	if tagPos(gold) == posB || tagPos(gold) == posI {
		if last {
			return tagOf(tagType(gold), posU)
		}
		return tagOf(tagType(gold), posB)
	}
	return tagOf(tagType(gold), posU)
}

// decode tags the document left to right, one token at a time, choosing the
// best tag that may follow the previous one. With gold set it also learns:
// learn is called with the features, the oracle tag, the wrong guess and
// the number of tokens of the document seen before this one.
func (d *prepDoc) decode(step stepFunc, gold [][]int, learn func(feats []uint64, good, bad, seen int)) [][]int {
	hist := tagHistory{}
	out := make([][]int, len(d.sents))
	buf := make([]uint64, 0, 96)
	var scores [numTags]float64
	seen := 0
	for si := range d.sents {
		s := &d.sents[si]
		tags := make([]int, len(s.toks))
		prev := tagOutside
		for i := range s.toks {
			buf = step(buf[:0], si, i, tags, hist, &scores)
			last := i == len(s.toks)-1
			valid := validNext[prev][0]
			if last {
				valid = validNext[prev][1]
			}
			// The valid tags in ascending order; the first best wins.
			best := -1
			for ; valid != 0; valid &= valid - 1 {
				if c := bits.TrailingZeros32(valid); best < 0 || scores[c] > scores[best] {
					best = c
				}
			}
			if gold != nil {
				if g := oracleTag(prev, gold[si][i], last); g != best {
					learn(buf, g, best, seen)
				}
			}
			seen++
			tags[i] = best
			hist.add(&s.toks[i], best)
			prev = best
		}
		out[si] = tags
	}
	return out
}

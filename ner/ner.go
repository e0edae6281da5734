// Package ner is the named-entity stage: it finds the names of persons,
// organisations, locations and other entities (the CoNLL-2003 types) in a
// story's tokens and adds them as mentions. Its model is trained by
// `sitrep train ner` (Train).
package ner

import (
	_ "embed"
	"fmt"
	"os"
	"sync"

	"sitrep/doc"
)

// nerModelData is the shipped model, written by `sitrep train ner`.
//
//go:embed models/ner.bin.gz
var nerModelData []byte

// Tagger tags person, organisation, location and miscellaneous names
// (the CoNLL-2003 types PER, ORG, LOC, MISC). Two greedy averaged
// perceptrons over BILOU tags run in turn: the second sees the first's tags
// for the whole document. It is safe for concurrent use.
type Tagger struct {
	stage [2]*nerWeights
	lex   nerLexicon
}

// nerWeights is one perceptron: row i of w holds the weights of feature
// keys[i] (sorted), found through an open-addressing table.
type nerWeights struct {
	keys []uint64
	w    []int16 // nerNumTag weights per row
	// slots is an open-addressing table of key -> row+1 (0 marks an empty
	// slot), indexed by the top bits of key times the golden ratio.
	slots []nerSlot
	shift uint
	// filter is a one-hash Bloom filter, 8 to 16 bits per feature: most
	// features looked up are not in the model (the perceptron never had to
	// move them), and this bitmap, small enough to stay in cache, turns
	// most of those away without touching the table.
	filter     []uint64
	filterBits uint
}

type nerSlot struct {
	key uint64
	row int32
}

// newNERWeights indexes rows of weights for keys (sorted, distinct).
func newNERWeights(keys []uint64, w []int16) *nerWeights {
	// Half full at most: short probes, and misses mostly stop at the filter.
	size, bits := 16, uint(4)
	for size < 2*len(keys) {
		size *= 2
		bits++
	}
	m := &nerWeights{keys: keys, w: w, slots: make([]nerSlot, size), shift: 64 - bits}
	m.filterBits = bits + 2
	m.filter = make([]uint64, 1<<m.filterBits/64)
	for _, k := range keys {
		b := k >> (64 - m.filterBits)
		m.filter[b/64] |= 1 << (b % 64)
	}
	mask := size - 1
	for row, k := range keys {
		i := int((k * 0x9e3779b97f4a7c15) >> m.shift)
		for m.slots[i].row != 0 {
			i = (i + 1) & mask
		}
		m.slots[i] = nerSlot{k, int32(row + 1)}
	}
	return m
}

// lookup returns the row of feature k, or -1.
func (m *nerWeights) lookup(k uint64) int {
	if b := k >> (64 - m.filterBits); m.filter[b/64]&(1<<(b%64)) == 0 {
		return -1
	}
	mask := len(m.slots) - 1
	for i := int((k * 0x9e3779b97f4a7c15) >> m.shift); ; i = (i + 1) & mask {
		s := m.slots[i]
		if s.row == 0 {
			return -1
		}
		if s.key == k {
			return int(s.row) - 1
		}
	}
}

// score adds up the weights of feats for every tag.
func (m *nerWeights) score(feats []uint64, out *[nerNumTag]float64) {
	var acc [nerNumTag]int32
	for _, f := range feats {
		row := m.lookup(f)
		if row < 0 {
			continue
		}
		w := m.w[row*nerNumTag : row*nerNumTag+nerNumTag]
		for c := range acc {
			acc[c] += int32(w[c])
		}
	}
	for c := range acc {
		out[c] = float64(acc[c])
	}
}

var (
	nerOnce   sync.Once
	nerShared *Tagger
	nerErr    error
)

// New returns the tagger with the embedded model, loaded on first use.
func New() (*Tagger, error) {
	nerOnce.Do(func() {
		nerShared, nerErr = Load(nerModelData)
		if nerErr != nil {
			nerErr = fmt.Errorf("load embedded NER model: %w", nerErr)
		}
	})
	return nerShared, nerErr
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
		out[i] = nerToIOB(t)
	}
	return out
}

// tag runs both stages and returns BILOU tags.
func (n *Tagger) tag(sents [][]string) [][]int {
	d := prepareNERDoc(sents, &n.lex)
	d.setStage1(d.decode(&n.lex, n.stage[0].score, nil, nil))
	return d.decode(&n.lex, n.stage[1].score, nil, nil)
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
		for _, e := range nerEntities(tags[i]) {
			first, end := s.FirstToken+e.first, s.FirstToken+e.end
			st.Mentions = append(st.Mentions, doc.Mention{
				Span:       doc.Span{Start: st.Tokens[first].Start, End: st.Tokens[end-1].End},
				FirstToken: first,
				EndToken:   end,
				Label:      doc.MentionLabel(nerTypes[e.typ]),
				Antecedent: -1,
			})
		}
	}
	return nil
}

// nerEntity is a token range [first, end) of one type.
type nerEntity struct{ first, end, typ int }

// nerEntities reads entities off a sentence of BILOU tags. The decoder
// only produces well-formed sequences, but this stays robust to any.
func nerEntities(tags []int) []nerEntity {
	var out []nerEntity
	for i := 0; i < len(tags); {
		t := tags[i]
		if t == nerO {
			i++
			continue
		}
		typ := nerTagType(t)
		j := i + 1
		if nerTagOpen(t) {
			for j < len(tags) && tags[j] != nerO && nerTagType(tags[j]) == typ && (nerTagPos(tags[j]) == nerI || nerTagPos(tags[j]) == nerL) {
				j++
				if nerTagPos(tags[j-1]) == nerL {
					break
				}
			}
		}
		out = append(out, nerEntity{i, j, typ})
		i = j
	}
	return out
}

// nerScoreFunc fills out with the score of every tag given the features.
type nerScoreFunc func(feats []uint64, out *[nerNumTag]float64)

// nerOracle is the best tag reachable after prev when gold is the answer:
// gold itself when it may follow prev, else the nearest legal tag.
func nerOracle(prev, gold int, last bool) int {
	if nerValid(prev, gold, last) {
		return gold
	}
	if nerTagOpen(prev) {
		return nerTag(nerTagType(prev), nerL)
	}
	if gold == nerO {
		return nerO
	}
	if nerTagPos(gold) == nerB || nerTagPos(gold) == nerI {
		if last {
			return nerTag(nerTagType(gold), nerU)
		}
		return nerTag(nerTagType(gold), nerB)
	}
	return nerTag(nerTagType(gold), nerU)
}

// decode tags the document left to right, one token at a time, choosing the
// best tag that may follow the previous one. With gold set it also learns:
// learn is called with the features, the oracle tag, the wrong guess and
// the number of tokens of the document seen before this one.
func (d *nerDoc) decode(lex *nerLexicon, score nerScoreFunc, gold [][]int, learn func(feats []uint64, good, bad, seen int)) [][]int {
	hist := nerHistory{}
	out := make([][]int, len(d.sents))
	buf := make([]uint64, 0, 96)
	var scores [nerNumTag]float64
	seen := 0
	for si := range d.sents {
		s := &d.sents[si]
		tags := make([]int, len(s.toks))
		prev := nerO
		for i := range s.toks {
			buf = d.features(buf[:0], s, si, i, tags, hist, lex)
			score(buf, &scores)
			last := i == len(s.toks)-1
			best := -1
			for c := 0; c < nerNumTag; c++ {
				if nerValid(prev, c, last) && (best < 0 || scores[c] > scores[best]) {
					best = c
				}
			}
			if gold != nil {
				if g := nerOracle(prev, gold[si][i], last); g != best {
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

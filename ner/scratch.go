package ner

import "strings"

// lexCacheSize bounds the (form, place) pairs a worker's cache of lexical
// scores holds, about 150 bytes each: the cache starts afresh when full,
// which keeps memory bounded on an endless stream of new words.
const lexCacheSize = 1 << 14

// scratch is what one worker's tagging calls reuse: the summed weights of
// the lexical features (lexFeatures) of the words seen in earlier
// documents, for both stages, and the per-document buffers. Taggers keep
// a few in a free list, so the workers share the model read-only and
// never wait on one another.
type scratch struct {
	stages   [2]*weightTable
	lexIndex map[string]*[numPlaces]int32 // form -> 1 + row of lexSums by place, 0 for none
	lexSums  [][2][numTags]int32
	sums     [][numTags]int32 // per document: numPlaces rows per distinct form
	done     []bool
	hashes   []wordHashes // per document: prepDoc.hashes
	buf      []uint64
}

// getScratch takes a scratch from the free list, or makes one.
func (n *Tagger) getScratch() *scratch {
	select {
	case s := <-n.free:
		return s
	default:
		return &scratch{stages: n.stage, lexIndex: make(map[string]*[numPlaces]int32)}
	}
}

// putScratch gives s back to the free list, or drops it when the list is
// full (or the tagger has none, as in training).
func (n *Tagger) putScratch(s *scratch) {
	select {
	case n.free <- s:
	default:
	}
}

// lexScore returns the summed weights in stage of the lexical features of
// t at place, computing them for both stages the first time.
func (s *scratch) lexScore(t *tokenInfo, place, stage int, lex *nameLexicon) *[numTags]int32 {
	rows := s.lexIndex[t.form]
	if rows == nil || rows[place] == 0 {
		if len(s.lexSums) >= lexCacheSize {
			clear(s.lexIndex)
			s.lexSums = s.lexSums[:0]
			rows = nil
		}
		if rows == nil {
			// The key is a copy, so that it does not keep the story's
			// text alive; the rows are changed in place, never the key.
			rows = new([numPlaces]int32)
			s.lexIndex[strings.Clone(t.form)] = rows
		}
		s.buf = lexFeatures(s.buf[:0], t, place, lex)
		var e [2][numTags]int32
		s.stages[0].add(s.buf, &e[0])
		s.stages[1].add(s.buf, &e[1])
		s.lexSums = append(s.lexSums, e)
		rows[place] = int32(len(s.lexSums))
	}
	return &s.lexSums[rows[place]-1][stage]
}

// docSums returns n zeroed score rows and as many false flags, reusing
// the buffers of the last document.
func (s *scratch) docSums(n int) ([][numTags]int32, []bool) {
	if cap(s.sums) < n {
		s.sums = make([][numTags]int32, n)
		s.done = make([]bool, n)
	}
	s.sums, s.done = s.sums[:n], s.done[:n]
	clear(s.sums)
	clear(s.done)
	return s.sums, s.done
}

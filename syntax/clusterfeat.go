package syntax

import (
	"fmt"
	"math/bits"
	"strings"

	"sitrep/conllu"
	"sitrep/syntax/clusters"
)

// wordClusters maps a word's lowercased form hash (atoms.lw, strHash with
// lower set) to its cluster path from `sitrep train clusters`, coded with
// a leading 1 bit that marks its length ("0110" is 0b10110); 0 is no
// cluster. A parser model that has them reads cluster features (Koo et
// al. 2008): the path's first 4 and 6 bits and the whole path of the
// words at the top of the stack and the front of the buffer.
type wordClusters struct {
	words, paths []string // as the model file keeps them
	code         map[uint64]uint32
}

// newWordClusters builds the lookup from words and their bit strings.
func newWordClusters(words, paths []string) (*wordClusters, error) {
	if len(words) != len(paths) {
		return nil, fmt.Errorf("clusters: %d words but %d paths", len(words), len(paths))
	}
	wc := &wordClusters{words: words, paths: paths, code: make(map[uint64]uint32, len(words))}
	for i, w := range words {
		p := paths[i]
		if p == "" || len(p) > 31 || strings.Trim(p, "01") != "" {
			return nil, fmt.Errorf("clusters: word %q has bad path %q", w, p)
		}
		c := uint32(1)
		for _, b := range []byte(p) {
			c = c<<1 | uint32(b-'0')
		}
		wc.code[strHash(w, true)] = c
	}
	return wc, nil
}

// clustersFrom builds the lookup from the entries of a cluster file.
func clustersFrom(entries []clusters.Entry) (*wordClusters, error) {
	words := make([]string, len(entries))
	paths := make([]string, len(entries))
	for i, e := range entries {
		words[i], paths[i] = e.Word, e.Bits
	}
	return newWordClusters(words, paths)
}

// of returns the cluster code of the word with lowercased hash lw.
func (wc *wordClusters) of(lw uint64) uint32 { return wc.code[lw] }

// prefix returns the first k bits of cluster code c, coded as codes are
// (so prefixes of different lengths differ), or c when it is shorter.
func prefix(c uint32, k int) uint64 {
	if n := bits.Len32(c) - 1; n > k {
		c >>= uint(n - k)
	}
	return uint64(c)
}

// C4 is word i's cluster path cut to its first 4 bits, the coarse class
// paired with the other word's tag; no word (i < 0) and a word without a
// cluster have values of their own (cl).
func (v *view) C4(i int32) uint64 { return v.cl(i, 4) }

// C6 is word i's cluster path cut to its first 6 bits, by which the two
// words of an arc are paired; no word and a word without a cluster
// have values of their own (cl).
func (v *view) C6(i int32) uint64 { return v.cl(i, 6) }

// CF is word i's whole cluster path (paths have at most 31 bits, so a cut
// at 32 keeps all), alone and with the other word's tag; no word and a
// word without a cluster have values of their own (cl).
func (v *view) CF(i int32) uint64 { return v.cl(i, 32) }

// cl returns word i's cluster path cut to k bits, or nullAtom for no word
// (i < 0); a word without a cluster has code 0, which no path has.
func (v *view) cl(i int32, k int) uint64 {
	if i < 0 {
		return nullAtom
	}
	return prefix(v.st.pc[i], k)
}

// clusterFeatures: for a model with clusters, the words an arc would join
// (s0 and b0) by whole path, together by 6 bits, and each by whole path
// and 4 bits with the other's tag, as Koo et al. (2008) pair clusters
// with the head-modifier features. Templates 261 to 271, the ones kept of
// a first set of 17 (260 to 276: s1, b1 and distance too), which parsed
// 10% slower and no better (docs/QUALITY.md, "clusters").
func (v *view) clusterFeatures(buf []uint64) []uint64 {
	if v.st.pc == nil {
		return buf
	}
	s0c4, s0c6, s0cf := v.C4(v.s0), v.C6(v.s0), v.CF(v.s0)
	b0c4, b0c6, b0cf := v.C4(v.b0), v.C6(v.b0), v.CF(v.b0)
	return append(buf,
		f1(261, s0cf), f1(263, b0cf),
		f2(267, s0c6, b0c6), f2(268, s0cf, v.b0t), f2(269, v.s0t, b0cf),
		f2(270, s0c4, v.b0t), f2(271, v.s0t, b0c4),
	)
}

// labelClusterFeatures: for a model with clusters, each end of the arc
// by 6 bits with the other's tag (templates 391 and 392, each with the
// arc's direction as t gives it).
func (st *state) labelClusterFeatures(buf []uint64, h, d int32, dt, ht uint64, t func(uint64) uint64) []uint64 {
	if st.pc == nil {
		return buf
	}
	dc, hc := st.pc[d], st.pc[h]
	return append(buf,
		f2(t(391), prefix(dc, 6), ht), f2(t(392), dt, prefix(hc, 6)),
	)
}

// codes fills pc with the cluster code of each word of a sentence whose
// lowercased hashes lw gives, and the root after them with 1, the empty
// path, which no word has.
func (wc *wordClusters) codes(pc []uint32, lw func(i int) uint64) {
	n := len(pc) - 1
	for i := 0; i < n; i++ {
		pc[i] = wc.of(lw(i))
	}
	pc[n] = 1
}

// useClusters gives p the clusters of entries, when there are any, and
// each training example the cluster codes of its words (train[i] is the
// sentence of exs[i]).
func (p *parser) useClusters(entries []clusters.Entry, train []conllu.Sentence, exs []parseExample) error {
	if len(entries) == 0 {
		return nil
	}
	wc, err := clustersFrom(entries)
	if err != nil {
		return err
	}
	p.clus = wc
	for i := range exs {
		exs[i].pc = make([]uint32, len(exs[i].pw))
		words := train[i].Words
		wc.codes(exs[i].pc, func(j int) uint64 { return strHash(words[j].Form, true) })
	}
	return nil
}

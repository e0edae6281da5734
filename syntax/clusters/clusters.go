// Package clusters learns hierarchical word clusters from unlabelled text
// and reads and writes them. Each word gets a bit string, a path in a
// binary tree whose leaves are the clusters, so that a parser can read a
// word's class at several grains (its first 4 or 6 bits, or all of them),
// as Koo et al. (2008) do with Brown clusters.
//
// The tree is built top down by principal direction divisive partitioning
// (Boley 1998) refined by spherical 2-means: each word is a vector of the
// positive pointwise mutual information of the words right before and
// right after it, every node is split in two along the first principal
// direction of its words, and a few rounds of 2-means move the words to
// the nearer half. Brown clustering proper costs O(V C^2) merges; this
// costs a few passes over the sparse vectors per tree level and needs no
// randomness, so the same text gives the same file byte for byte.
package clusters

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Config controls Train. Zero fields take the defaults.
type Config struct {
	MinCount int // words seen fewer times get no cluster (default 3)
	MaxWords int // the most frequent words clustered (default 50,000)
	Contexts int // neighbour words used as context features (default 1,000)
	Depth    int // the longest bit string (default 12)
	MinLeaf  int // a node with fewer words is not split (default 8)
}

func (c Config) withDefaults() Config {
	if c.MinCount <= 0 {
		c.MinCount = 3
	}
	if c.MaxWords <= 0 {
		c.MaxWords = 50000
	}
	if c.Contexts <= 0 {
		c.Contexts = 1000
	}
	if c.Depth <= 0 || c.Depth > 24 {
		c.Depth = 12
	}
	if c.MinLeaf <= 1 {
		c.MinLeaf = 8
	}
	return c
}

// Entry is one clustered word: its lowercased form, its path in the tree
// ('0' and '1', first split first) and how often it was seen.
type Entry struct {
	Word  string
	Bits  string
	Count int
}

// Normalize is the form under which words are counted and looked up:
// lowercased. Words with a digit get no cluster (Clusterable).
func Normalize(w string) string { return strings.ToLower(w) }

// Clusterable reports whether w may get a cluster: it has a letter and no
// digit (numbers are told apart by their shape elsewhere).
func Clusterable(w string) bool {
	letter := false
	for _, r := range w {
		if unicode.IsDigit(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letter = true
		}
	}
	return letter
}

// vocab is the words and contexts of the text, by descending frequency
// (ties by form, so the order does not depend on map iteration).
type vocab struct {
	words    []string
	count    []int
	wordID   map[string]int
	contexts map[string]int // context word -> feature index (0 .. Contexts-1)
}

func byFrequency(counts map[string]int) []string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if counts[a] != counts[b] {
			return counts[b] - counts[a]
		}
		return strings.Compare(a, b)
	})
	return keys
}

func buildVocab(sents [][]string, cfg Config) *vocab {
	counts := map[string]int{}
	for _, s := range sents {
		for _, w := range s {
			counts[Normalize(w)]++
		}
	}
	keys := byFrequency(counts)
	v := &vocab{wordID: map[string]int{}, contexts: map[string]int{}}
	for _, k := range keys {
		if len(v.contexts) < cfg.Contexts {
			v.contexts[k] = len(v.contexts)
		}
		if len(v.words) < cfg.MaxWords && counts[k] >= cfg.MinCount && Clusterable(k) {
			v.wordID[k] = len(v.words)
			v.words = append(v.words, k)
			v.count = append(v.count, counts[k])
		}
	}
	return v
}

// sparse is a word's context vector: feature indices ascending, values.
type sparse struct {
	idx []int32
	val []float64
}

// contextVectors returns each word's PPMI vector over its left neighbour
// (features 0 .. C) and right neighbour (C+1 .. 2C+1), where feature C is
// any word outside the contexts and the sentence boundary; vectors are
// scaled to unit length.
func contextVectors(sents [][]string, v *vocab, nctx int) []sparse {
	dim := 2 * (nctx + 1)
	pair := make([]map[int32]float64, len(v.words))
	for i := range pair {
		pair[i] = map[int32]float64{}
	}
	ctxTotal := make([]float64, dim)
	total := 0.0
	ctx := func(s []string, j int) int32 {
		if j < 0 || j >= len(s) {
			return int32(nctx)
		}
		if c, ok := v.contexts[Normalize(s[j])]; ok {
			return int32(c)
		}
		return int32(nctx)
	}
	for _, s := range sents {
		for j, w := range s {
			id, ok := v.wordID[Normalize(w)]
			if !ok {
				continue
			}
			l, r := ctx(s, j-1), int32(nctx+1)+ctx(s, j+1)
			pair[id][l]++
			pair[id][r]++
			ctxTotal[l]++
			ctxTotal[r]++
			total += 2
		}
	}
	out := make([]sparse, len(v.words))
	for i, m := range pair {
		wordTotal := 0.0
		for _, c := range m {
			wordTotal += c
		}
		feats := make([]int32, 0, len(m))
		for f := range m {
			feats = append(feats, f)
		}
		slices.Sort(feats)
		var sv sparse
		norm := 0.0
		for _, f := range feats {
			if pmi := math.Log(m[f] * total / (wordTotal * ctxTotal[f])); pmi > 0 {
				sv.idx, sv.val = append(sv.idx, f), append(sv.val, pmi)
				norm += pmi * pmi
			}
		}
		if norm > 0 {
			norm = math.Sqrt(norm)
			for k := range sv.val {
				sv.val[k] /= norm
			}
		}
		out[i] = sv
	}
	return out
}

// Train clusters the words of sents (each a sentence of tokens) and
// returns them by descending frequency.
func Train(sents [][]string, cfg Config) ([]Entry, error) {
	cfg = cfg.withDefaults()
	v := buildVocab(sents, cfg)
	if len(v.words) < 2 {
		return nil, fmt.Errorf("train clusters: %d words seen %d times or more, need at least 2", len(v.words), cfg.MinCount)
	}
	vecs := contextVectors(sents, v, cfg.Contexts)
	dim := 2 * (cfg.Contexts + 1)
	bits := make([][]byte, len(v.words))
	all := make([]int, len(v.words))
	for i := range all {
		all[i] = i
	}
	split(all, vecs, dim, cfg, 0, bits)
	out := make([]Entry, len(v.words))
	for i, w := range v.words {
		b := string(bits[i])
		if b == "" {
			b = "0"
		}
		out[i] = Entry{Word: w, Bits: b, Count: v.count[i]}
	}
	return out, nil
}

// split divides the words of one node (ascending, so most frequent first)
// in two, appends each half's bit to its words' paths and recurses.
func split(node []int, vecs []sparse, dim int, cfg Config, depth int, bits [][]byte) {
	if depth >= cfg.Depth || len(node) < 2*cfg.MinLeaf {
		return
	}
	left, right := bisect(node, vecs, dim)
	if len(left) == 0 || len(right) == 0 {
		return
	}
	// The half with the node's most frequent word is "0".
	if left[0] != node[0] {
		left, right = right, left
	}
	for _, i := range left {
		bits[i] = append(bits[i], '0')
	}
	for _, i := range right {
		bits[i] = append(bits[i], '1')
	}
	split(left, vecs, dim, cfg, depth+1, bits)
	split(right, vecs, dim, cfg, depth+1, bits)
}

// bisect parts node by the sign of each word's projection on the first
// principal direction of the node's vectors, then moves words to the
// nearer of the two halves' centroids for a few rounds (2-means). Both
// halves keep node's order.
func bisect(node []int, vecs []sparse, dim int) (left, right []int) {
	mean := centroid(node, vecs, dim, nil)
	dir := principal(node, vecs, mean)
	side := make([]bool, len(node))
	md := dotDense(mean, dir) // once a node, not once a word
	for k, i := range node {
		side[k] = dot(vecs[i], dir)-md > 0
	}
	for round := 0; round < 4; round++ {
		ca := centroid(node, vecs, dim, func(k int) bool { return !side[k] })
		cb := centroid(node, vecs, dim, func(k int) bool { return side[k] })
		na, nb := dotDense(ca, ca), dotDense(cb, cb)
		moved := false
		for k, i := range node {
			// |x-a|^2 - |x-b|^2 = |a|^2 - |b|^2 - 2 x.(a-b)
			b := na-nb-2*(dot(vecs[i], ca)-dot(vecs[i], cb)) > 0
			if b != side[k] {
				side[k], moved = b, true
			}
		}
		if !moved {
			break
		}
	}
	for k, i := range node {
		if side[k] {
			right = append(right, i)
		} else {
			left = append(left, i)
		}
	}
	return left, right
}

// centroid is the mean of the vectors of node's words for which keep
// (given the word's position in node) holds, or of all when keep is nil.
func centroid(node []int, vecs []sparse, dim int, keep func(int) bool) []float64 {
	c := make([]float64, dim)
	n := 0
	for k, i := range node {
		if keep != nil && !keep(k) {
			continue
		}
		n++
		for j, f := range vecs[i].idx {
			c[f] += vecs[i].val[j]
		}
	}
	if n > 0 {
		for f := range c {
			c[f] /= float64(n)
		}
	}
	return c
}

// principal returns the first principal direction of node's vectors
// around mean by power iteration, started from a fixed vector so that it
// needs no randomness.
func principal(node []int, vecs []sparse, mean []float64) []float64 {
	dir := make([]float64, len(mean))
	for f := range dir {
		dir[f] = 1 + float64(f%7)/7
	}
	normalize(dir)
	next := make([]float64, len(mean))
	for it := 0; it < 20; it++ {
		clear(next)
		md := dotDense(mean, dir)
		sum := 0.0
		for _, i := range node {
			p := dot(vecs[i], dir) - md
			sum += p
			for j, f := range vecs[i].idx {
				next[f] += p * vecs[i].val[j]
			}
		}
		for f := range next {
			next[f] -= sum * mean[f]
		}
		if normalize(next) == 0 {
			break
		}
		dir, next = next, dir
	}
	return dir
}

func normalize(x []float64) float64 {
	n := math.Sqrt(dotDense(x, x))
	if n > 0 {
		for i := range x {
			x[i] /= n
		}
	}
	return n
}

func dot(s sparse, d []float64) float64 {
	t := 0.0
	for j, f := range s.idx {
		t += s.val[j] * d[f]
	}
	return t
}

func dotDense(a, b []float64) float64 {
	t := 0.0
	for i := range a {
		t += a[i] * b[i]
	}
	return t
}

// Write writes entries as gzipped lines "bits TAB word TAB count", the
// layout of Liang's Brown cluster output, with a fixed gzip header so the
// bytes depend on the entries only.
func Write(w io.Writer, entries []Entry) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return fmt.Errorf("write clusters: %w", err)
	}
	bw := bufio.NewWriter(zw)
	for _, e := range entries {
		fmt.Fprintf(bw, "%s\t%s\t%d\n", e.Bits, e.Word, e.Count)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write clusters: %w", err)
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("write clusters: %w", err)
	}
	return nil
}

// Read reads a file written by Write.
func Read(r io.Reader) ([]Entry, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("read clusters: %w", err)
	}
	defer zr.Close()
	var out []Entry
	sc := bufio.NewScanner(zr)
	for line := 1; sc.Scan(); line++ {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 3 || strings.Trim(f[0], "01") != "" || f[0] == "" {
			return nil, fmt.Errorf("read clusters: line %d: want bits, word and count", line)
		}
		n, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("read clusters: line %d: %w", line, err)
		}
		out = append(out, Entry{Bits: f[0], Word: f[1], Count: n})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read clusters: %w", err)
	}
	return out, nil
}

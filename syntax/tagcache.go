package syntax

import (
	"runtime"
	"strings"
)

// The tagger's features (tagFeatures) split by what they read, for the
// cache of word sums (tagCache): the word's own features read the word
// alone; the word before contributes three that read it alone, the word
// after four; the rest read the tags already given, a pair of words, or
// the words two away. tagFeatures appends them all, so the two cannot
// drift apart.

// selfFeatures appends the features of the word a that read a alone.
func selfFeatures(buf []uint64, a *atoms) []uint64 {
	return append(buf,
		f1(0, 1),
		f1(1, a.lw),
		f1(2, a.w),
		f1(3, a.suf[0]), f1(4, a.suf[1]), f1(5, a.suf[2]), f1(6, a.suf[3]),
		f1(7, a.pre[0]), f1(8, a.pre[1]), f1(9, a.pre[2]),
		f1(10, a.shp),
		f1(11, a.flags),
		f1(12, a.amb),
		f2(34, a.w, a.flags),
		f2(35, a.shp, a.suf[2]),
	)
}

// prevFeatures appends the features that read only the word before, m1.
func prevFeatures(buf []uint64, m1 *atoms) []uint64 {
	return append(buf, f1(17, m1.lw), f1(18, m1.suf[2]), f1(37, m1.shp))
}

// nextFeatures appends the features that read only the word after, n1.
func nextFeatures(buf []uint64, n1 *atoms) []uint64 {
	return append(buf, f1(20, n1.lw), f1(21, n1.suf[2]), f1(23, n1.amb), f1(26, n1.shp))
}

// prev2Features appends the feature that reads only the word two before.
func prev2Features(buf []uint64, m2 *atoms) []uint64 { return append(buf, f1(19, m2.lw)) }

// next2Features appends the features that read only the word two after.
func next2Features(buf []uint64, n2 *atoms) []uint64 {
	return append(buf, f1(22, n2.lw), f1(24, n2.amb))
}

// tag1Feature and tag2Feature are the features that read only the
// previous tag and only the one before it.
func tag1Feature(p1 uint64) uint64 { return f1(13, p1) }
func tag2Feature(p2 uint64) uint64 { return f1(14, p2) }

// restFeatures appends the features of word i that the ones above leave
// out, given the two previous tags: those that read a tag and a word, or
// two words.
func restFeatures(buf []uint64, at []atoms, i int, p1, p2 uint64) []uint64 {
	a := &at[i]
	get := func(j int) *atoms {
		if j < 0 || j >= len(at) {
			return &nullAtoms
		}
		return &at[j]
	}
	m1, n1 := get(i-1), get(i+1)
	return append(buf,
		f2(15, p1, p2),
		f2(16, p1, a.lw),
		f2(27, p1, a.amb),
		f2(28, a.amb, n1.amb),
		f2(29, a.lw, n1.lw),
		f2(30, m1.lw, a.lw),
		f2(32, p1, a.suf[2]),
		f3(33, p1, a.amb, n1.amb),
		f2(36, n1.suf[1], a.suf[2]),
		f2(38, p1, n1.lw),
		f3(39, p1, p2, a.amb),
	)
}

// Roles of a word in the sums a tagCache keeps for each model, and the
// offset from the word to the position whose score the role adds to.
const (
	roleSelf  = iota // selfFeatures, for a word that does not open its sentence
	rolePrev         // prevFeatures, as the word before another
	roleNext         // nextFeatures, as the word after another
	rolePrev2        // prev2Features
	roleNext2        // next2Features
	nRoles
)

var roleOffset = [nRoles]int{0, 1, -1, 2, -2}

// roleFeatures appends the features of role r of the word a.
func roleFeatures(buf []uint64, r int, a *atoms) []uint64 {
	switch r {
	case roleSelf:
		return selfFeatures(buf, a)
	case rolePrev:
		return prevFeatures(buf, a)
	case roleNext:
		return nextFeatures(buf, a)
	case rolePrev2:
		return prev2Features(buf, a)
	}
	return next2Features(buf, a)
}

// tagCacheSets is the number of sets of two words a tagCache holds (a
// power of two). With both directions' models of 107 tags a word takes
// 4.4 KB, so a worker's cache 9 MB. Twice as many sets saved another 2%
// of the pipeline's CPU on the Guardian sample but took two workers' peak
// RSS from about 258 MB to 280 MB, close to the 300 MB allowed.
const tagCacheSets = 1024

// tagCache keeps, for the words a worker tagged lately, their atoms and
// the summed weights of their single-word features (27 of the 38
// templates) in each of the tagger's models, and the sums of the two
// features that read one tag alone: a word met again costs one slot read
// instead of about 50 lookups in tables far larger than the CPU's caches.
// It is two-way set associative by the word's hash, each slot checked
// against its word, so the sums are exactly those the lookups give, and
// memory is fixed.
type tagCache struct {
	t      *tagger
	models []*model
	nc     int
	mask   uint64   // sets - 1
	stride int      // int32s per slot: models x roles x classes
	forms  []string // by slot
	full   []bool
	atoms  []atoms // the slot word's, without firstFlag
	vecs   []int32
	next   []uint8           // by set: the way to fill next
	null   [][nRoles][]int32 // per model: each role's sums of nullAtoms
	tag1   [][]int32         // per model: tag1Feature's sums by tagIndex
	tag2   [][]int32         // per model: tag2Feature's
	tmp    []int32           // room for 256 scores, as accumulate needs
	buf    []uint64
	dst    []int
}

// tagIndex numbers the previous-tag atoms of greedy: tags, then the two
// start atoms.
func tagIndex(p uint64, nc int) int {
	switch p {
	case startAtom:
		return nc
	case startAtom + 1:
		return nc + 1
	}
	return int(p) - 1
}

// newTagCache returns an empty cache of sets sets (a power of two) for t,
// which must have both directions' models.
func newTagCache(t *tagger, sets int) *tagCache {
	nc := t.m.nclass
	c := &tagCache{t: t, models: []*model{t.m, t.r}, nc: nc, mask: uint64(sets - 1), tmp: make([]int32, 256)}
	c.stride = len(c.models) * nRoles * nc
	c.forms = make([]string, 2*sets)
	c.full = make([]bool, 2*sets)
	c.atoms = make([]atoms, 2*sets)
	// The sums live outside the heap, released with the cache.
	vecs, release := hugeAlloc[int32](2 * sets * c.stride)
	c.vecs = vecs
	runtime.AddCleanup(c, func(release func()) { release() }, release)
	c.next = make([]uint8, sets)
	c.null = make([][nRoles][]int32, len(c.models))
	c.tag1 = make([][]int32, len(c.models))
	c.tag2 = make([][]int32, len(c.models))
	for k, m := range c.models {
		for r := rolePrev; r < nRoles; r++ {
			c.null[k][r] = make([]int32, nc)
			c.sum(m, roleFeatures(c.buf[:0], r, &nullAtoms), c.null[k][r])
		}
		c.tag1[k] = make([]int32, (nc+2)*nc)
		c.tag2[k] = make([]int32, (nc+2)*nc)
		for _, p := range append([]uint64{startAtom, startAtom + 1}, tagAtoms(nc)...) {
			ti := tagIndex(p, nc)
			c.sum(m, append(c.buf[:0], tag1Feature(p)), c.tag1[k][ti*nc:(ti+1)*nc])
			c.sum(m, append(c.buf[:0], tag2Feature(p)), c.tag2[k][ti*nc:(ti+1)*nc])
		}
	}
	return c
}

// tagAtoms returns the previous-tag atoms of the nc tags, as greedy makes
// them.
func tagAtoms(nc int) []uint64 {
	ps := make([]uint64, nc)
	for c := range ps {
		ps[c] = uint64(c) + 1
	}
	return ps
}

// sum writes the summed weights of feats in m to out.
func (c *tagCache) sum(m *model, feats []uint64, out []int32) {
	c.buf = feats
	m.score(feats, c.tmp[:c.nc])
	copy(out, c.tmp[:c.nc])
}

// vec returns the sums of role r in model k within a slot's sums v.
func (c *tagCache) vec(v []int32, k, r int) []int32 {
	o := (k*nRoles + r) * c.nc
	return v[o : o+c.nc : o+c.nc]
}

// slot returns the slot of word w, filling it when w is not cached.
func (c *tagCache) slot(w string) int {
	h := strHash(w, false)
	set := int(h & c.mask)
	s := 2 * set
	switch {
	case c.full[s] && c.forms[s] == w:
		c.next[set] = 1
		return s
	case c.full[s+1] && c.forms[s+1] == w:
		c.next[set] = 0
		return s + 1
	}
	s += int(c.next[set])
	c.next[set] ^= 1
	// The key is a copy, so that it does not keep the story's text alive.
	c.forms[s], c.full[s] = strings.Clone(w), true
	a := &c.atoms[s]
	c.t.fillAtom(w, false, a)
	v := c.vecs[s*c.stride : (s+1)*c.stride]
	clear(v)
	for k, m := range c.models {
		c.buf, c.dst = c.buf[:0], c.dst[:0]
		for r := range nRoles {
			n := len(c.buf)
			c.buf = roleFeatures(c.buf, r, a)
			for range c.buf[n:] {
				c.dst = append(c.dst, (k*nRoles+r)*c.nc)
			}
		}
		m.accumulateRows(c.buf, c.dst, v)
	}
	return s
}

// addTo adds src to dst, which is as long.
func addTo(dst, src []int32) {
	src = src[:len(dst)]
	for i, x := range src {
		dst[i] += x
	}
}

// fill sets the atoms of words in at and fills, for each model and each
// word in that model's order, the sums of its features that read words
// only, all but those of restFeatures: rows[k][j*nc:] for model k (0 left
// to right, 1 right to left) and position j. rows must be zero.
func (c *tagCache) fill(words []string, at []atoms, rows [2][]int32) {
	n, nc := len(words), c.nc
	row := func(k, j int) []int32 { return rows[k][j*nc : (j+1)*nc] }
	for i, w := range words {
		s := c.slot(w)
		at[i] = c.atoms[s]
		first := i == 0
		if first {
			at[i].flags |= firstFlag
		}
		v := c.vecs[s*c.stride : (s+1)*c.stride]
		for k := range c.models {
			// The word's position in model k's order.
			j := i
			if k == 1 {
				j = n - 1 - i
			}
			for r, off := range roleOffset {
				if r == roleSelf && first {
					continue
				}
				if p := j + off; p >= 0 && p < n {
					addTo(row(k, p), c.vec(v, k, r))
				}
			}
		}
	}
	for k, m := range c.models {
		// Beyond the sentence's ends are nullAtoms.
		for r := rolePrev; r < nRoles; r++ {
			for p := range n {
				if o := p - roleOffset[r]; o < 0 || o >= n {
					addTo(row(k, p), c.null[k][r])
				}
			}
		}
		// The first word's own features read that it is first.
		j := 0
		if k == 1 {
			j = n - 1
		}
		c.buf = selfFeatures(c.buf[:0], &at[0])
		m.score(c.buf, c.tmp[:nc])
		addTo(row(k, j), c.tmp[:nc])
	}
}

package syntax

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
)

// entry is one class weight of one feature during training, with the running
// sum needed for averaging (the lazy "timestamp" trick of averaged perceptrons).
type entry struct {
	cls uint8
	w   int32
	ts  int32
	tot int64
}

// trainer is a sparse multiclass averaged perceptron. A feature only gets a
// row once an update touches it, and a row holds only the classes updated.
type trainer struct {
	nclass int
	idx    map[uint64]int32
	rows   [][]entry
	t      int32
}

func newTrainer(nclass int) *trainer {
	return &trainer{nclass: nclass, idx: make(map[uint64]int32, 1<<16)}
}

// score adds the current weights of feats to scores.
func (tr *trainer) score(feats []uint64, scores []int64) {
	clear(scores)
	for _, f := range feats {
		i, ok := tr.idx[f]
		if !ok {
			continue
		}
		for _, e := range tr.rows[i] {
			scores[e.cls] += int64(e.w)
		}
	}
}

// tick counts one training instance; call once per prediction.
func (tr *trainer) tick() { tr.t++ }

// update makes the perceptron's step for a wrong prediction: each of
// feats gains weight for the gold class and loses it for pred.
func (tr *trainer) update(feats []uint64, gold, pred int) {
	if gold == pred {
		return
	}
	for _, f := range feats {
		i := tr.row(f)
		tr.bump(i, gold, 1)
		tr.bump(i, pred, -1)
	}
}

// row returns the index of feature f's row of weights, making an empty
// one for a feature not seen before.
func (tr *trainer) row(f uint64) int32 {
	i, ok := tr.idx[f]
	if !ok {
		i = int32(len(tr.rows))
		tr.idx[f] = i
		tr.rows = append(tr.rows, nil)
	}
	return i
}

func (tr *trainer) bump(i int32, cls int, d int32) {
	row := tr.rows[i]
	for k := range row {
		e := &row[k]
		if int(e.cls) == cls {
			e.tot += int64(tr.t-e.ts) * int64(e.w)
			e.ts = tr.t
			e.w += d
			return
		}
	}
	tr.rows[i] = append(row, entry{cls: uint8(cls), w: d, ts: tr.t})
}

// model is the compact averaged model used at run time: quantised int16
// weights, integer scores. Feature hashes sit in an open-addressing table of
// 8-byte slots (40 bits of key, 24 bits of row offset); a row in ent is a
// length followed by class-weight pairs. Scoring a feature thus costs about
// two cache misses, and score looks all features up first so that the CPU
// overlaps them.
type model struct {
	nclass int
	unit   float64 // the averaged weight one quantisation step stands for
	slots  []uint64
	mask   uint64
	n      int      // features
	ent    []uint32 // rows: length, then weight<<16 | class each
}

// keyBits of each feature hash are kept: with a million features, a
// feature the model lacks finds a false match once in a million lookups,
// and the file stores about 3 bytes per key instead of 7.
const keyBits = 40

const keyMask = 1<<keyBits - 1

// maxEnt bounds ent so that a row offset fits the slot's 24 bits.
const maxEnt = 1 << 24

func newModel(nclass int, unit float64, features int) *model {
	size := 16
	for size*3 < features*4 { // load factor at most 3/4
		size *= 2
	}
	// ent[0] is never a row, so a zero slot means empty.
	return &model{nclass: nclass, unit: unit, slots: make([]uint64, size), mask: uint64(size - 1), ent: []uint32{0}}
}

// add appends row (class-weight pairs) as feature k's; it reports false
// when the model is full.
func (m *model) add(k uint64, row []uint32) bool {
	if len(m.ent)+len(row)+1 > maxEnt || len(row) == 0 {
		return false
	}
	k &= keyMask
	start := uint64(len(m.ent))
	m.ent = append(m.ent, uint32(len(row)))
	m.ent = append(m.ent, row...)
	for i := k & m.mask; ; i = (i + 1) & m.mask {
		s := m.slots[i]
		if s == 0 {
			m.slots[i] = k<<24 | start
			m.n++
			return true
		}
		if s>>24 == k {
			m.slots[i] = k<<24 | start
			return true
		}
	}
}

// packEntry packs a class and its weight as model.ent holds them.
func packEntry(c uint8, w int16) uint32 { return uint32(int32(w))<<16 | uint32(c) }

// row returns feature k's entries (nil when unknown).
func (m *model) row(k uint64) []uint32 {
	k &= keyMask
	for i := k & m.mask; ; i = (i + 1) & m.mask {
		s := m.slots[i]
		if s == 0 {
			return nil
		}
		if s>>24 == k {
			start := uint32(s & (1<<24 - 1))
			return m.ent[start+1 : start+1+m.ent[start]]
		}
	}
}

// score sets scores[:m.nclass] to the classes' scores; scores must have a
// capacity of at least 256, so that a class byte indexes it unchecked.
func (m *model) score(feats []uint64, scores []int32) {
	clear(scores)
	m.accumulate(feats, scores)
}

// accumulate adds the weights of feats to scores, which must have a
// capacity of at least 256 as for score.
func (m *model) accumulate(feats []uint64, scores []int32) {
	sc := (*[256]int32)(scores[:256])
	ent := m.ent
	// Row offsets rather than slices: a zero offset (ent[0] = 0) is an
	// empty row, so unknown features need no branch when summing, and the
	// array is a sixth of the size of one of slices, which Go zeroes on
	// every call.
	var starts [256]uint32
	var touch uint64
	for len(feats) > 0 {
		n := min(len(feats), len(starts))
		touch += m.find(feats[:n], starts[:n])
		for _, start := range starts[:n] {
			r := ent[start+1 : start+1+ent[start]]
			// The weight sits in the high half, so one arithmetic shift
			// yields it signed; two entries per step halve the loop's cost.
			i := 0
			for ; i+1 < len(r); i += 2 {
				e0, e1 := r[i], r[i+1]
				sc[uint8(e0)] += int32(e0) >> 16
				sc[uint8(e1)] += int32(e1) >> 16
			}
			if i < len(r) {
				sc[uint8(r[i])] += int32(r[i]) >> 16
			}
		}
		feats = feats[n:]
	}
	// Keep the touching loads alive: the compiler cannot prove this false.
	if touch == 0x9e3779b97f4a7c15 {
		sc[0]++
	}
}

// accumulateRows adds the weights of each feature feats[j] to its own
// scores, out[dst[j]:dst[j]+m.nclass].
func (m *model) accumulateRows(feats []uint64, dst []int, out []int32) {
	ent, nc := m.ent, m.nclass
	var starts [256]uint32
	var touch uint64
	for len(feats) > 0 {
		n := min(len(feats), len(starts))
		touch += m.find(feats[:n], starts[:n])
		for j, start := range starts[:n] {
			sc := out[dst[j] : dst[j]+nc]
			for _, e := range ent[start+1 : start+1+ent[start]] {
				sc[uint8(e)] += int32(e) >> 16
			}
		}
		feats, dst = feats[n:], dst[n:]
	}
	if touch == 0x9e3779b97f4a7c15 {
		out[0]++
	}
}

// find sets starts[j] to the offset in ent of feats[j]'s row, 0 for none,
// and returns a sum of the loads it made early, which the caller must
// keep alive. It touches every feature's first slot, then every row,
// before using them: these loads depend on no branch and on each other
// only through the sum, so the CPU overlaps their cache misses instead of
// waiting for each in turn; the probes and the caller's sums then hit the
// cache.
func (m *model) find(feats []uint64, starts []uint32) uint64 {
	slots, ent, mask := m.slots, m.ent, m.mask
	starts = starts[:len(feats)]
	var touch uint64
	for _, f := range feats {
		touch += slots[f&keyMask&mask]
	}
	for j, f := range feats {
		k := f & keyMask
		var start uint32
		for i := k & mask; ; i = (i + 1) & mask {
			s := slots[i]
			if s == 0 {
				break
			}
			if s>>24 == k {
				start = uint32(s & (1<<24 - 1))
				break
			}
		}
		starts[j] = start
	}
	for _, start := range starts {
		r := ent[start : start+1+ent[start]]
		touch += uint64(r[len(r)-1]) + uint64(r[len(r)/2])
	}
	return touch
}

// maxWeight is the largest quantised weight of a model.
const maxWeight = 32000

// finish averages the weights, drops those whose magnitude is below prune
// (in averaged-weight units) and quantises the rest to int16.
func (tr *trainer) finish(prune float64) *model {
	keys := tr.keptOrder()
	scale := tr.quantScale()
	type kept struct {
		key uint64
		row []uint32
	}
	var ks []kept
	type cw struct {
		c uint8
		w int16
	}
	var buf []cw
	for _, k := range keys {
		buf = buf[:0]
		for _, e := range tr.rows[tr.idx[k]] {
			a := tr.averaged(e)
			if math.Abs(a) < prune {
				continue
			}
			q := math.Round(a * scale)
			if q == 0 {
				continue
			}
			buf = append(buf, cw{e.cls, int16(q)})
		}
		if len(buf) == 0 {
			continue
		}
		if len(ks) > 0 && ks[len(ks)-1].key == k&keyMask {
			continue
		}
		slices.SortFunc(buf, func(a, b cw) int { return int(a.c) - int(b.c) })
		row := make([]uint32, len(buf))
		for i, x := range buf {
			row[i] = packEntry(x.c, x.w)
		}
		ks = append(ks, kept{k & keyMask, row})
	}
	m := newModel(tr.nclass, 1/scale, len(ks))
	for _, k := range ks {
		if !m.add(k.key, k.row) {
			break // full: the remaining features are dropped, deterministically
		}
	}
	return m
}

// keptOrder returns the trainer's feature keys in order of the bits a
// model keeps of them (keyMask); of two features that agree on those
// (about one pair per model), the first in full order wins.
func (tr *trainer) keptOrder() []uint64 {
	keys := make([]uint64, 0, len(tr.idx))
	for k := range tr.idx {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b uint64) int {
		if c := cmp.Compare(a&keyMask, b&keyMask); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return keys
}

// averaged returns weight e averaged over the trainer's ticks.
func (tr *trainer) averaged(e entry) float64 {
	T := float64(tr.t)
	if T == 0 {
		T = 1
	}
	return float64(e.tot+int64(tr.t-e.ts)*int64(e.w)) / T
}

// quantScale returns the factor that quantises the averaged weights: the
// largest in magnitude becomes maxWeight (1 when all are 0).
func (tr *trainer) quantScale() float64 {
	maxAbs := 0.0
	for _, row := range tr.rows {
		for _, e := range row {
			maxAbs = max(maxAbs, math.Abs(tr.averaged(e)))
		}
	}
	if maxAbs > 0 {
		return maxWeight / maxAbs
	}
	return 1
}

// sortedKeys returns the model's feature keys in ascending order.
func (m *model) sortedKeys() []uint64 {
	keys := make([]uint64, 0, m.n)
	for _, s := range m.slots {
		if s != 0 {
			keys = append(keys, s>>24)
		}
	}
	slices.Sort(keys)
	return keys
}

// writer and reader implement the small binary format of the model files:
// uvarints, length-prefixed strings, all gzipped. Rows are written in key
// order so the bytes depend only on the weights.
type writer struct {
	w   *bufio.Writer
	buf [binary.MaxVarintLen64]byte
}

func (w *writer) uvarint(x uint64) {
	n := binary.PutUvarint(w.buf[:], x)
	w.w.Write(w.buf[:n])
}
func (w *writer) varint(x int64) {
	n := binary.PutVarint(w.buf[:], x)
	w.w.Write(w.buf[:n])
}
func (w *writer) str(s string) {
	w.uvarint(uint64(len(s)))
	w.w.WriteString(s)
}
func (w *writer) strs(ss []string) {
	w.uvarint(uint64(len(ss)))
	for _, s := range ss {
		w.str(s)
	}
}

func (w *writer) model(m *model) {
	keys := m.sortedKeys()
	w.uvarint(uint64(m.nclass))
	w.uvarint(math.Float64bits(m.unit))
	w.uvarint(uint64(len(keys)))
	prev := uint64(0)
	for _, k := range keys {
		w.uvarint(k - prev)
		prev = k
	}
	for _, k := range keys {
		row := m.row(k)
		w.uvarint(uint64(len(row)))
		last := 0
		for _, e := range row {
			c := int(uint8(e))
			w.uvarint(uint64(c - last))
			last = c
			w.varint(int64(int32(e) >> 16))
		}
	}
}

// reader decodes a model file held in memory; the first error sticks.
type reader struct {
	b   []byte
	err error
}

func (r *reader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errors.New("truncated or bad varint")
		return 0
	}
	r.b = r.b[n:]
	return x
}
func (r *reader) varint() int64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Varint(r.b)
	if n <= 0 {
		r.err = errors.New("truncated or bad varint")
		return 0
	}
	r.b = r.b[n:]
	return x
}
func (r *reader) count(limit uint64) int {
	n := r.uvarint()
	if n > limit {
		r.err = fmt.Errorf("count %d exceeds %d", n, limit)
		return 0
	}
	return int(n)
}
func (r *reader) str() string {
	n := r.count(1 << 20)
	if r.err != nil {
		return ""
	}
	if n > len(r.b) {
		r.err = errors.New("truncated string")
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}
func (r *reader) strs() []string {
	n := r.count(1 << 24)
	out := make([]string, 0, min(n, 1<<16))
	for i := 0; i < n && r.err == nil; i++ {
		out = append(out, r.str())
	}
	return out
}

func (r *reader) model() *model {
	var m *model
	r.rows(func(nclass int, unit float64, n int) { m = newModel(nclass, unit, n) }, func(k uint64, row []uint32) bool { return m.add(k, row) })
	if r.err != nil {
		return nil
	}
	return m
}

// dense reads a model of nTransitions classes straight into a dense, without
// the model's tables in between.
func (r *reader) dense() *dense {
	var d *dense
	r.rows(func(nclass int, unit float64, n int) {
		if nclass != nTransitions {
			r.err = fmt.Errorf("transition model has %d classes, want %d", nclass, nTransitions)
			return
		}
		d = newDense(unit, n)
	}, func(k uint64, row []uint32) bool { d.add(k, row); return true })
	if r.err != nil {
		return nil
	}
	return d
}

// rows reads a model written by writer.model: it calls start with the
// model's class count, unit and feature count, then add with each feature's
// key and row until add reports the model full.
func (r *reader) rows(start func(nclass int, unit float64, n int), add func(k uint64, row []uint32) bool) {
	nclass := r.count(255)
	unit := math.Float64frombits(r.uvarint())
	n := r.count(1 << 26)
	if r.err != nil {
		return
	}
	start(nclass, unit, n)
	if r.err != nil {
		return
	}
	keys := make([]uint64, n)
	prev := uint64(0)
	for i := range keys {
		prev += r.uvarint()
		keys[i] = prev
	}
	var row []uint32
	for _, k := range keys {
		c := r.count(255)
		if c == 0 && r.err == nil {
			r.err = errors.New("feature without weights")
		}
		row = row[:0]
		last := 0
		for j := 0; j < c; j++ {
			last += int(r.uvarint())
			if last >= nclass && r.err == nil {
				r.err = errors.New("class out of range")
			}
			row = append(row, packEntry(uint8(last), int16(r.varint())))
		}
		if r.err != nil {
			return
		}
		if !add(k, row) {
			r.err = errors.New("model too large")
			return
		}
	}
}

// encode runs fn over a gzip writer with a fixed header, so equal content
// gives equal bytes.
func encode(magic string, fn func(w *writer)) ([]byte, error) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	w := &writer{w: bufio.NewWriter(zw)}
	w.str(magic)
	fn(w)
	if err := w.w.Flush(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// decode reads a model file written by encode with magic, running fn over
// its content.
func decode(data []byte, magic string, fn func(r *reader)) error {
	return decodeOneOf(data, []string{magic}, func(_ string, r *reader) { fn(r) })
}

// decodeOneOf is decode for a file that may begin with any of magics; fn
// is told which.
func decodeOneOf(data []byte, magics []string, fn func(magic string, r *reader)) error {
	// A model is always gzip (encode writes it so) and comes as bytes:
	// no file to open, so not datafile.Open.
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return err
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return err
	}
	r := &reader{b: raw}
	m := r.str()
	if r.err != nil {
		return r.err
	}
	if !slices.Contains(magics, m) {
		return fmt.Errorf("bad magic %q, want one of %q", m, magics)
	}
	fn(m, r)
	return r.err
}

// dense is a model of the three transitions whose weights sit beside their
// feature's key in one 8-byte slot: scoring a feature costs one cache miss
// rather than model's two, and the table is a quarter of model's size for
// the same features. A slot holds, from the top, an occupied bit, key bits
// 13 to 39 (the slot's position gives the low bits, as the table has at
// least 2^13 slots) and three 12-bit weights: the model's int16 weights
// scaled down to denseMaxWeight (measured on EWT and GUM dev: UAS and LAS
// unchanged on EWT, 0.0006 and 0.0005 lower on GUM).
type dense struct {
	unit float64
	tab  []uint64
	mask uint64 // slots - 1
}

const (
	denseMaxWeight = 2047
	denseMinSlots  = 1 << 13
	denseFull      = 1 << 63
)

// denseTag is the upper part of slot holding key k.
func denseTag(k uint64) uint64 { return denseFull | (k&keyMask)>>13<<36 }

// newDense returns an empty dense model for n features whose model's unit
// is unit.
func newDense(unit float64, n int) *dense {
	size := denseMinSlots
	for size*3 < n*4 { // load factor at most 3/4
		size *= 2
	}
	return &dense{unit: unit * maxWeight / denseMaxWeight, tab: make([]uint64, size), mask: uint64(size - 1)}
}

// denseOf packs m, which must have nTransitions classes.
func denseOf(m *model) *dense {
	d := newDense(m.unit, m.n)
	for _, s := range m.slots {
		if s != 0 {
			d.add(s>>24, m.row(s>>24))
		}
	}
	return d
}

// add sets feature k's row (class-weight pairs of a model), its int16
// weights scaled to denseMaxWeight. Each key is added once.
func (d *dense) add(k uint64, row []uint32) {
	var ws uint64
	for _, e := range row {
		w := int64(math.Round(float64(int32(e)>>16) * denseMaxWeight / maxWeight))
		ws |= uint64(w&0xfff) << (12 * uint8(e))
	}
	i := k & d.mask
	for d.tab[i] != 0 {
		i = (i + 1) & d.mask
	}
	d.tab[i] = denseTag(k) | ws
}

// score sets scores to the classes' scores for feats.
func (d *dense) score(feats []uint64, scores *[nTransitions]int32) {
	tab, mask := d.tab, d.mask
	var s0, s1, s2 int32
	var touch uint64
	for len(feats) > 0 {
		fs := feats[:min(len(feats), 64)]
		// As in model.score: touch every feature's slot first, so that
		// the CPU overlaps the cache misses.
		for _, f := range fs {
			touch += tab[f&mask]
		}
		for _, f := range fs {
			tag := denseTag(f)
			for i := f & mask; ; i = (i + 1) & mask {
				s := tab[i]
				if s&^(1<<36-1) == tag {
					// Shift each weight to the top, then back down
					// signed.
					s0 += int32(int64(s<<52) >> 52)
					s1 += int32(int64(s<<40) >> 52)
					s2 += int32(int64(s<<28) >> 52)
					break
				}
				if s == 0 {
					break
				}
			}
		}
		feats = feats[len(fs):]
	}
	if touch == 0x9e3779b97f4a7c15 {
		s0++
	}
	*scores = [nTransitions]int32{s0, s1, s2}
}

// denseCacheSize is the number of lookups a worker's cache of dense
// results holds (see scoreCached): 512 KB, which stays in the CPU's
// second-level cache. On EWT dev it answers 77% of the parser's lookups.
const denseCacheSize = 1 << 16

// scoreCached is score with cache, a worker's table of the results of
// recent lookups: slot f&(len(cache)-1) holds what the table gave for f,
// the slot found (tag and weights) or, when f is not in the model, f's tag
// with weights of 0, which add nothing. The index gives bits 0 to 12 and
// more of f's key and the tag bits 13 to 39, so an entry whose tag is f's
// was looked up with f's whole key, and is exactly what probing gives. The
// table's 16 MB are probed at random; the features of nearby transitions
// repeat, and the cache holds them about eight times as densely as the
// table's lines do. len(cache) must be a power of two, at least
// denseMinSlots; miss is a buffer, returned for reuse.
func (d *dense) scoreCached(feats []uint64, scores *[nTransitions]int32, cache, miss []uint64) []uint64 {
	cmask := uint64(len(cache) - 1)
	var s0, s1, s2 int32
	miss = slices.Grow(miss[:0], len(feats))[:len(feats)]
	n := 0
	for _, f := range feats {
		e := cache[f&cmask]
		// Without branches, as a hit is hard to predict: a miss adds
		// nothing here and joins miss.
		hit := e&^(1<<36-1) == denseTag(f)
		var keep uint64
		if hit {
			keep = 1<<36 - 1
		}
		e &= keep
		s0 += int32(int64(e<<52) >> 52)
		s1 += int32(int64(e<<40) >> 52)
		s2 += int32(int64(e<<28) >> 52)
		miss[n] = f
		if !hit {
			n++
		}
	}
	tab, mask := d.tab, d.mask
	var touch uint64
	for _, f := range miss[:n] {
		touch += tab[f&mask]
	}
	for _, f := range miss[:n] {
		tag := denseTag(f)
		e := tag
		for i := f & mask; ; i = (i + 1) & mask {
			s := tab[i]
			if s&^(1<<36-1) == tag {
				e = s
				break
			}
			if s == 0 {
				break
			}
		}
		cache[f&cmask] = e
		s0 += int32(int64(e<<52) >> 52)
		s1 += int32(int64(e<<40) >> 52)
		s2 += int32(int64(e<<28) >> 52)
	}
	if touch == 0x9e3779b97f4a7c15 {
		s0++
	}
	*scores = [nTransitions]int32{s0, s1, s2}
	return miss
}

// shrink returns m with at most n features: those whose largest weight is
// largest (ties in key order), so that a model grown just past a power of
// two keeps the table size, and memory, of the smaller one.
func (m *model) shrink(n int) *model {
	if m.n <= n {
		return m
	}
	keys := m.sortedKeys()
	top := make([]int32, len(keys))
	for i, k := range keys {
		for _, e := range m.row(k) {
			top[i] = max(top[i], abs32(int32(e)>>16))
		}
	}
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(top[b], top[a]) })
	kept := order[:n]
	slices.Sort(kept)
	s := newModel(m.nclass, m.unit, n)
	for _, i := range kept {
		s.add(keys[i], m.row(keys[i]))
	}
	return s
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// add adds d to class cls's weight of each of feats.
func (tr *trainer) add(feats []uint64, cls int, d int32) {
	for _, f := range feats {
		tr.bump(tr.row(f), cls, d)
	}
}

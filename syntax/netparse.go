package syntax

import (
	"fmt"
	"math"
)

// A feed-forward neural scorer for the parser's unlabelled transitions
// (Chen & Manning 2014): embeddings of the words and tags at 18 positions
// of the configuration and of the labels at the 12 child positions among
// them, one hidden layer of rectified units and a softmax over SHIFT, LEFT
// and RIGHT. It replaces the transition perceptron when a Parser is built
// WithNet (or is mixed with it); the label perceptron still labels every
// arc, and the run-time checks (attributions, titles) still bound the
// choice. It is measured, not shipped: docs/MODELS.md, "Syntax".

// Positions the net reads: netSlots words (and their tags), of which the
// last netLabelSlots are children, whose labels it reads too.
const (
	netSlots      = 18
	netLabelSlots = 12
	netInputs     = netSlots*2 + netLabelSlots
)

// Rows every embedding table begins with: no word at the position, and a
// word (or tag) the model has not seen.
const (
	netNone    = 0
	netUnknown = 1
)

// netDims are the sizes of a net: the embeddings of a word, a tag and a
// label, and the hidden layer.
type netDims struct {
	Word, Tag, Label, Hidden int
}

// netModel is the trained scorer. w1 is Hidden rows of in inputs each,
// the inputs being the netInputs embeddings in slot order.
type netModel struct {
	dims       netDims
	words      map[uint64]int32 // word atom -> row of ew
	tags       map[uint64]int32 // tag atom -> row of et
	nlab       int              // rows of el: none, no label yet, then the labels
	ew, et, el []float32
	w1, b1     []float32
	w2, b2     []float32
	in         int // inputs of the hidden layer
	// pre holds, for each tag and label slot, each row's product with its
	// block of w1 (Hidden values), so that those inputs cost an addition
	// at run time; nil until precompute.
	pre [][]float32
}

// inputs returns the number of inputs of a net of dims d.
func (d netDims) inputs() int { return netSlots*d.Word + netSlots*d.Tag + netLabelSlots*d.Label }

// offset returns where input k (0 to netInputs-1) begins among the
// inputs, and its width.
func (d netDims) offset(k int) (off, width int) {
	switch {
	case k < netSlots:
		return k * d.Word, d.Word
	case k < 2*netSlots:
		return netSlots*d.Word + (k-netSlots)*d.Tag, d.Tag
	}
	return netSlots*(d.Word+d.Tag) + (k-2*netSlots)*d.Label, d.Label
}

// embedding returns input k's embedding row r.
func (m *netModel) embedding(k int, r int32) []float32 {
	switch {
	case k < netSlots:
		return m.ew[int(r)*m.dims.Word : int(r+1)*m.dims.Word]
	case k < 2*netSlots:
		return m.et[int(r)*m.dims.Tag : int(r+1)*m.dims.Tag]
	}
	return m.el[int(r)*m.dims.Label : int(r+1)*m.dims.Label]
}

// netPositions fills slots with the words the net reads in st, -1 where
// there is none: the stack's top three, the buffer's first three, the
// two outermost children on each side of s0 and s1, b0's two leftmost,
// and the outermost grandchildren of s0.
func (st *state) netPositions(slots *[netSlots]int32) {
	s0, s1, s2 := st.s(0), st.s(1), st.s(2)
	b0, b1, b2 := st.b, st.b+1, st.b+2
	if int(b1) > st.n {
		b1 = -1
	}
	if int(b2) > st.n {
		b2 = -1
	}
	child := func(a []int32, i int32) int32 {
		if i < 0 {
			return -1
		}
		return a[i]
	}
	*slots = [netSlots]int32{s0, s1, s2, b0, b1, b2,
		child(st.lc1, s0), child(st.lc2, s0), child(st.rc1, s0), child(st.rc2, s0),
		child(st.lc1, s1), child(st.lc2, s1), child(st.rc1, s1), child(st.rc2, s1),
		st.lc1[b0], st.lc2[b0], child(st.lc1, child(st.lc1, s0)), child(st.rc1, child(st.rc1, s0))}
}

// netRows fills ids with the embedding rows of st's configuration, given
// each word's word and tag rows (wr, tr; the root's last).
func (st *state) netRows(ids *[netInputs]int32, wr, tr []int32) {
	var slots [netSlots]int32
	st.netPositions(&slots)
	for k, i := range slots {
		if i < 0 {
			ids[k], ids[netSlots+k] = netNone, netNone
		} else {
			ids[k], ids[netSlots+k] = wr[i], tr[i]
		}
	}
	for k, i := range slots[netSlots-netLabelSlots:] {
		// A child always has its label; 1 is kept for a word without one.
		l := int32(netNone)
		if i >= 0 {
			l = int32(st.lab[i]) + 2
		}
		ids[2*netSlots+k] = l
	}
}

// rowsOf returns the word and tag rows of a sentence's atoms.
func (m *netModel) rowsOf(pw, pt []uint64, wr, tr []int32) ([]int32, []int32) {
	wr, tr = grow(wr, len(pw)), grow(tr, len(pt))
	for i, w := range pw {
		wr[i] = m.words[w]
		if wr[i] == 0 {
			wr[i] = netUnknown
		}
		tr[i] = m.tags[pt[i]]
		if tr[i] == 0 {
			tr[i] = netUnknown
		}
	}
	return wr, tr
}

// dot returns the dot product of a and b[:len(a)].
func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return s0 + s1 + s2 + s3
}

// axpy adds a times x to y.
func axpy(y []float32, a float32, x []float32) {
	y = y[:len(x)]
	i := 0
	for ; i+4 <= len(x); i += 4 {
		y[i] += a * x[i]
		y[i+1] += a * x[i+1]
		y[i+2] += a * x[i+2]
		y[i+3] += a * x[i+3]
	}
	for ; i < len(x); i++ {
		y[i] += a * x[i]
	}
}

// gather writes the inputs of ids into x.
func (m *netModel) gather(ids *[netInputs]int32, x []float32) {
	for k, r := range ids {
		off, width := m.dims.offset(k)
		copy(x[off:off+width], m.embedding(k, r))
	}
}

// forward computes the hidden layer h (rectified) from the inputs x and
// returns the transition scores.
func (m *netModel) forward(x, h []float32) [nTransitions]float32 {
	for j := range h {
		v := m.b1[j] + dot(x, m.w1[j*m.in:])
		h[j] = max(v, 0)
	}
	return m.output(h)
}

// output returns the transition scores of the hidden layer h.
func (m *netModel) output(h []float32) [nTransitions]float32 {
	var out [nTransitions]float32
	H := m.dims.Hidden
	for c := range out {
		out[c] = m.b2[c] + dot(h, m.w2[c*H:(c+1)*H])
	}
	return out
}

// netPreWords is how many word rows (the most frequent words, after no
// word and an unknown one) precompute covers in each word slot: 18 slots
// of 1,024 rows of 200 hidden values take 14.7 MB.
const netPreWords = 1024

// precompute fills pre: the products of every tag and label row, and of
// the first netPreWords word rows, with its slot's block of w1 (Chen &
// Manning 2014), so that at run time such an input costs one addition of
// Hidden values.
func (m *netModel) precompute() {
	H := m.dims.Hidden
	m.pre = make([][]float32, netInputs)
	for k := range netInputs {
		off, width := m.dims.offset(k)
		var rows int
		switch {
		case k < netSlots:
			rows = min(netPreWords, len(m.ew)/m.dims.Word)
		case k < 2*netSlots:
			rows = len(m.et) / m.dims.Tag
		default:
			rows = m.nlab
		}
		p := make([]float32, rows*H)
		for r := 0; r < rows; r++ {
			e := m.embedding(k, int32(r))
			for j := 0; j < H; j++ {
				p[r*H+j] = dot(e, m.w1[j*m.in+off:j*m.in+off+width])
			}
		}
		m.pre[k] = p
	}
}

// score returns the transition scores of ids at run time: each input
// from pre, or for a word beyond it through w1. h is a buffer of Hidden
// values.
func (m *netModel) score(ids *[netInputs]int32, h []float32) [nTransitions]float32 {
	H := m.dims.Hidden
	copy(h, m.b1)
	for k, r := range ids {
		if pre := m.pre[k]; int(r+1)*H <= len(pre) {
			axpy(h, 1, pre[int(r)*H:int(r+1)*H])
			continue
		}
		off, width := m.dims.offset(k)
		e := m.embedding(k, r)
		for j := range h {
			h[j] += dot(e, m.w1[j*m.in+off:j*m.in+off+width])
		}
	}
	for j := range h {
		h[j] = max(h[j], 0)
	}
	return m.output(h)
}

// netBuffers are a workspace's buffers for the net.
type netBuffers struct {
	wr, tr []int32
	h      []float32
}

// parseNet is parse with the transitions chosen by the net, or by the net
// and the perceptron together (mix > 0: their log-probabilities added,
// the perceptron's weighted by mix).
func (p *parser) parseNet(pw, pt, px []uint64, pp []int32, ws *workspace) {
	st, m, nb := &ws.st, p.net, &ws.net
	nb.wr, nb.tr = m.rowsOf(pw, pt, nb.wr, nb.tr)
	nb.h = grow(nb.h, m.dims.Hidden)
	var ids [netInputs]int32
	var scores [nTransitions]int32
	for !st.terminal() {
		ok := st.allowed(ws.attr, ws.title)
		c, first := choices(ok)
		if c != 1 {
			st.netRows(&ids, nb.wr, nb.tr)
			out := m.score(&ids, nb.h)
			var lp [nTransitions]float64
			if p.netMix > 0 {
				ws.feats = st.features(ws.feats[:0], pw, pt, px, pp)
				ws.dmiss = p.m.scoreCached(ws.feats, &scores, ws.dcache, ws.dmiss)
				lp = logSoftmax(&scores, ok, p.m.unit)
			}
			first = -1
			best := math.Inf(-1)
			nl := netLogProbs(out, ok)
			for k, v := range ok {
				if s := nl[k] + p.netMix*lp[k]; v && s > best {
					first, best = k, s
				}
			}
		}
		st.apply(first, p.arcLabel(st, first, pw, pt, px, pp, ws))
	}
}

// netLogProbs returns the log-probabilities of the transitions ok allows,
// from the net's scores out.
func netLogProbs(out [nTransitions]float32, ok [nTransitions]bool) [nTransitions]float64 {
	var x [nTransitions]float64
	for c := range x {
		x[c] = float64(out[c])
	}
	return allowedLogSoftmax(x, ok, 1)
}

const netMagic = "sitrep-netparser-1"

// encodeNet writes a net's file: its sizes, vocabularies (in row order)
// and weights as float32 bits.
func encodeNet(m *netModel) ([]byte, error) {
	return encode(netMagic, func(w *writer) {
		for _, d := range []int{m.dims.Word, m.dims.Tag, m.dims.Label, m.dims.Hidden, m.nlab} {
			w.uvarint(uint64(d))
		}
		for _, voc := range []map[uint64]int32{m.words, m.tags} {
			keys := make([]uint64, len(voc))
			for k, r := range voc {
				keys[r-2] = k
			}
			w.uvarint(uint64(len(keys)))
			for _, k := range keys {
				w.uvarint(k)
			}
		}
		for _, a := range [][]float32{m.ew, m.et, m.el, m.w1, m.b1, m.w2, m.b2} {
			for _, v := range a {
				w.uvarint(uint64(math.Float32bits(v)))
			}
		}
	})
}

// decodeNet reads a file written by encodeNet.
func decodeNet(data []byte) (*netModel, error) {
	m := new(netModel)
	err := decode(data, netMagic, func(r *reader) {
		var d [5]int
		for i := range d {
			d[i] = r.count(1 << 16)
		}
		m.dims, m.nlab = netDims{Word: d[0], Tag: d[1], Label: d[2], Hidden: d[3]}, d[4]
		m.words, m.tags = map[uint64]int32{}, map[uint64]int32{}
		for _, voc := range []map[uint64]int32{m.words, m.tags} {
			n := r.count(1 << 24)
			for i := 0; i < n; i++ {
				voc[r.uvarint()] = int32(i + 2)
			}
		}
		m.alloc()
		for _, a := range [][]float32{m.ew, m.et, m.el, m.w1, m.b1, m.w2, m.b2} {
			for i := range a {
				a[i] = math.Float32frombits(uint32(r.uvarint()))
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("net parser model: %w", err)
	}
	m.precompute()
	return m, nil
}

// alloc makes the weight arrays for m's sizes and vocabularies.
func (m *netModel) alloc() {
	d := m.dims
	m.in = d.inputs()
	m.ew = make([]float32, (len(m.words)+2)*d.Word)
	m.et = make([]float32, (len(m.tags)+2)*d.Tag)
	m.el = make([]float32, m.nlab*d.Label)
	m.w1, m.b1 = make([]float32, d.Hidden*m.in), make([]float32, d.Hidden)
	m.w2, m.b2 = make([]float32, nTransitions*d.Hidden), make([]float32, nTransitions)
}

// WithNet returns a Parser like p whose transitions are chosen by the net
// in data (a file from TrainNet), its log-probabilities added to mix times
// the transition perceptron's (0: the net alone). Not used by the
// pipeline: for measuring (`sitrep eval ud --net`).
func (p *Parser) WithNet(data []byte, mix float64) (*Parser, error) {
	if p.ps == nil {
		return nil, fmt.Errorf("syntax: a net needs a parser model for its labels")
	}
	m, err := decodeNet(data)
	if err != nil {
		return nil, err
	}
	return p.withNet(m, mix), nil
}

// withNet is WithNet for a decoded net.
func (p *Parser) withNet(m *netModel, mix float64) *Parser {
	ps := *p.ps
	ps.net, ps.netMix = m, mix
	return assemble(p.tg, p.lm, &ps)
}

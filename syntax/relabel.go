package syntax

import (
	"fmt"
	"math"
	"os"
	"slices"
)

// The relabeller is a second pass over a finished tree: it picks each
// arc's label again with the whole tree in view. The label model of the
// transition parser labels an arc when it is made, when the head's later
// dependents (an object after the first, a copula, a case marker on a
// sibling) and its own head are not yet known; the relabeller sees them.
// It changes no head, so attachment (UAS) is the first pass's.

// tree is a finished parse of an n-word sentence in the relabeller's
// terms: head[i] (n for the root) and each word's dependents in order,
// kids[start[i]:start[i+1]].
type tree struct {
	n     int32
	head  []int32
	start []int32
	kids  []int32
}

// build fills t's dependents from head (length n, n for the root).
func (t *tree) build(head []int32) {
	n := int32(len(head))
	t.n, t.head = n, head
	t.start = grow(t.start, int(n)+3)
	clear(t.start)
	for _, h := range head {
		t.start[h+2]++
	}
	for i := 2; i < len(t.start); i++ {
		t.start[i] += t.start[i-1]
	}
	t.kids = grow(t.kids, int(n))
	for d, h := range head {
		t.kids[t.start[h+1]] = int32(d)
		t.start[h+1]++
	}
}

// dependents returns word i's dependents, leftmost first.
func (t *tree) dependents(i int32) []int32 { return t.kids[t.start[i]:t.start[i+1]] }

// relabelFeatures appends the relabeller's features of the arc h -> d of
// t: the two words and their neighbours, as the first pass reads them, and
// what only the whole tree shows: every other dependent of the head with
// its side of the head and of d, the dependent's own dependents, and the
// head's head. No first-pass label is read, so that a model trained on
// gold trees does not learn to copy labels that are right on its training
// data.
func relabelFeatures(buf []uint64, t *tree, h, d int32, pw, pt, px []uint64, pp []int32) []uint64 {
	n := t.n
	at := sentenceAtoms{pw, pt, n}
	W, T := at.word, at.tag
	a := at.arc(h, d, px, pp)
	dir, dw, dt, dx, hw, ht, hx, dwt, hwt, dist, punct := a.dir, a.dw, a.dt, a.dx, a.hw, a.ht, a.hx, a.dwt, a.hwt, a.dist, a.punct
	k := func(id uint64) uint64 { return id*4 + dir }
	buf = append(buf,
		f1(k(400), dw), f1(k(401), dt), f1(k(402), dwt), f1(k(403), dx),
		f1(k(404), hw), f1(k(405), ht), f1(k(406), hwt), f1(k(407), hx),
		f2(k(410), dw, hw), f2(k(411), dwt, ht), f2(k(412), dt, hwt), f2(k(413), dt, ht),
		f2(k(414), dx, ht), f2(k(415), dt, hx), f2(k(416), dw, ht), f2(k(417), dt, hw),
		f3(k(420), dt, ht, dist), f3(k(421), dw, ht, dist), f3(k(422), dt, ht, punct),
		f3(k(423), dt, ht, T(d-1)), f3(k(424), dt, ht, T(d+1)), f3(k(425), dt, ht, T(h-1)), f3(k(426), dt, ht, T(h+1)),
		f2(k(427), dt, W(d-1)), f2(k(428), dt, W(d+1)),
	)
	buf = relabelKids(buf, t, h, d, dt, ht, hw, k, W, T)
	g := int32(-1)
	if h < n {
		g = t.head[h]
	}
	gside := uint64(0)
	if g > h {
		gside = 1
	}
	return append(buf, f4(k(460), dt, ht, T(g), gside), f4(k(461), dt, hw, T(g), gside), f3(k(462), dw, ht, T(g)))
}

// relabelKids appends the features of the dependent's own dependents and
// of its siblings, the head's other dependents.
func relabelKids(buf []uint64, t *tree, h, d int32, dt, ht, hw uint64, k func(uint64) uint64, W, T func(int32) uint64) []uint64 {
	dk := t.dependents(d)
	nk := uint64(min(len(dk), 3))
	first, last := int32(-1), int32(-1)
	if len(dk) > 0 {
		first, last = dk[0], dk[len(dk)-1]
	}
	buf = append(buf, f3(k(430), dt, ht, nk), f3(k(431), dt, ht, W(first)), f3(k(432), dt, T(first), W(first)),
		f3(k(433), dt, ht, T(last)), f3(k(434), dt, W(last), T(last)))
	for _, c := range dk {
		if c < d {
			buf = append(buf, f3(k(435), dt, ht, W(c)))
		}
		buf = append(buf, f3(k(436), dt, ht, T(c)))
	}
	var before, nominal uint64 // siblings between head and d, nominal ones
	for _, s := range t.dependents(h) {
		if s == d {
			continue
		}
		pos := uint64(0) // side of the head, side of d
		if s > h {
			pos = 1
		}
		if s > d {
			pos |= 2
		}
		if (s > h) == (d > h) && (s < d) == (d > h) {
			before++
			if T(s) == T(d) {
				nominal++
			}
		}
		buf = append(buf, f4(k(440), dt, ht, T(s), pos), f4(k(441), dt, hw, T(s), pos), f4(k(442), dt, W(s), T(s), pos))
	}
	return append(buf, f4(k(450), dt, ht, min(before, 3), min(nominal, 2)), f3(k(451), dt, hw, min(before, 3)))
}

// relabeller is the second-pass label model and how much its scores count
// beside the first pass's: each arc gets the label with the highest sum
// of the first-pass score and weight times its own (both in averaged
// weight units). Alone it is worse than the first pass (it is trained on
// gold trees, whose tags and contexts are cleaner than at run time); the
// sum beats both.
type relabeller struct {
	labels []string
	weight float64
	m      *model
}

const relabelMagic = "sitrep-relabel-1"

// EnvRelabel names the environment variable that, when set, holds the
// path of a relabeller file (relabel.bin.gz from `sitrep train relabel`)
// that every parser loaded (Load, New, Open) then uses for a second
// labelling pass over its greedy parses; a beam (WithBeam) decodes
// without it. None ships: on the article figures it did not pay
// (docs/MODELS.md, Syntax).
const EnvRelabel = "SITREP_RELABEL"

// relabelFrom gives p the relabeller in the file path ("" for none); its
// labels must be p's.
func (p *parser) relabelFrom(path string) error {
	if path == "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("relabel model: %w", err)
	}
	r, err := decodeRelabeller(data)
	if err != nil {
		return fmt.Errorf("relabel model %s: %w", path, err)
	}
	if !slices.Equal(r.labels, p.labels) || r.m.nclass != len(p.labels) {
		return fmt.Errorf("relabel model %s: its %d labels are not the parser's %d", path, len(r.labels), len(p.labels))
	}
	p.rl = r
	return nil
}

func encodeRelabeller(r *relabeller) ([]byte, error) {
	return encode(relabelMagic, func(w *writer) {
		w.strs(r.labels)
		w.uvarint(uint64(math.Round(r.weight * 1000))) // in thousandths, so the bytes depend on no float format
		w.model(r.m)
	})
}

func decodeRelabeller(data []byte) (*relabeller, error) {
	r := &relabeller{}
	err := decodeOneOf(data, []string{relabelMagic}, func(_ string, rd *reader) {
		r.labels = rd.strs()
		r.weight = float64(rd.uvarint()) / 1000
		r.m = rd.model()
	})
	return r, err
}

// relabel picks the label of every arc of the finished parse in st again
// (relabeller), but the root's and those an attribution mended, from the
// first pass's scores kept in ws.first.
func (p *parser) relabel(st *state, pw, pt, px []uint64, pp []int32, ws *workspace) {
	n := st.n
	nl := len(p.labels)
	ws.rtree.build(st.head[:n])
	sc := ws.scoresFor(nl)
	for d := 0; d < n; d++ {
		h := st.head[d]
		if int(h) == n || ws.mended[d] {
			continue
		}
		ws.feats = relabelFeatures(ws.feats[:0], &ws.rtree, h, int32(d), pw, pt, px, pp)
		p.rl.m.score(ws.feats, sc)
		first := ws.first[d*nl : (d+1)*nl]
		best, bs := -1, 0.0
		for l := range nl {
			if l == p.root {
				continue
			}
			v := float64(first[l])*p.lm.unit + p.rl.weight*float64(sc[l])*p.rl.m.unit
			if best < 0 || v > bs {
				best, bs = l, v
			}
		}
		st.lab[d] = int16(best)
	}
}

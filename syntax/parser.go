package syntax

import (
	"math/rand/v2"
)

// parser is a greedy arc-hybrid transition parser (Kuhlmann et al. 2011)
// with the artificial root at the end of the buffer so that exactly one word
// hangs from it (Ballesteros & Nivre 2013), and averaged perceptrons over
// Zhang & Nivre (2011) style features. It is trained with the dynamic oracle
// of Goldberg & Nivre (2013), exploring its own mistakes.
//
// One perceptron picks among the three unlabelled transitions, a second
// labels each arc as it is made. Three classes fit beside their feature's
// key in one slot (see dense), so the transition model costs one cache miss
// per feature, and the label model is scored once per word with features
// of the arc's two ends only.
type parser struct {
	labels []string
	root   int    // index of "root" in labels
	nsubj  int    // index of "nsubj" in labels, -1 if none
	obj    int    // index of "obj" in labels, -1 if none
	m      *dense // transitions
	lm     *model // labels
	// context: the label model reads the arc's context too (labelContext),
	// as models trained with TrainConfig.LabelContext and their averages do.
	context bool
	// beam is the width of the beam parse decodes with (parseBeam); 0 or 1
	// decodes greedily.
	beam int
	// global: the transition model was trained with a beam
	// (TrainConfig.Beam), so the beam sums its raw scores.
	global bool
	// rl, when set, labels the finished tree again (relabel).
	rl *relabeller
	// net, when set, chooses the transitions instead of m, or with it
	// when netMix > 0 (parseNet; measured, not shipped).
	net    *netModel
	netMix float64
}

// Transition classes.
const (
	shiftClass = iota
	leftClass
	rightClass
	nTransitions
)

// state is a parser configuration. Index n is the artificial root.
type state struct {
	n      int
	stack  []int32
	b      int32
	head   []int32
	lab    []int16
	lc1    []int32
	lc2    []int32
	rc1    []int32
	rc2    []int32
	nl, nr []int32
	lset   []uint64
	rset   []uint64
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, n+n/4)
	}
	return s[:n]
}

func (st *state) reset(n int) {
	st.n = n
	st.stack = st.stack[:0]
	st.b = 0
	st.head = grow(st.head, n+1)
	st.lab = grow(st.lab, n+1)
	st.lc1 = grow(st.lc1, n+1)
	st.lc2 = grow(st.lc2, n+1)
	st.rc1 = grow(st.rc1, n+1)
	st.rc2 = grow(st.rc2, n+1)
	st.nl = grow(st.nl, n+1)
	st.nr = grow(st.nr, n+1)
	st.lset = grow(st.lset, n+1)
	st.rset = grow(st.rset, n+1)
	for i := 0; i <= n; i++ {
		st.head[i], st.lab[i] = -1, -1
		st.lc1[i], st.lc2[i], st.rc1[i], st.rc2[i] = -1, -1, -1, -1
		st.nl[i], st.nr[i] = 0, 0
		st.lset[i], st.rset[i] = 0, 0
	}
}

func (st *state) terminal() bool { return len(st.stack) == 0 && int(st.b) == st.n }

func (st *state) s(k int) int32 {
	if k < len(st.stack) {
		return st.stack[len(st.stack)-1-k]
	}
	return -1
}

func (st *state) addArc(h, d int32, l int) {
	st.head[d], st.lab[d] = h, int16(l)
	bit := uint64(1) << (uint(l) & 63)
	if d < h {
		st.nl[h]++
		st.lset[h] |= bit
		if st.lc1[h] < 0 || d < st.lc1[h] {
			st.lc2[h], st.lc1[h] = st.lc1[h], d
		} else if st.lc2[h] < 0 || d < st.lc2[h] {
			st.lc2[h] = d
		}
	} else {
		st.nr[h]++
		st.rset[h] |= bit
		if st.rc1[h] < 0 || d > st.rc1[h] {
			st.rc2[h], st.rc1[h] = st.rc1[h], d
		} else if st.rc2[h] < 0 || d > st.rc2[h] {
			st.rc2[h] = d
		}
	}
}

// valid reports which of the three transition kinds are allowed.
func (st *state) valid() (shift, left, right bool) {
	shift = int(st.b) < st.n
	left = len(st.stack) > 0 && (int(st.b) < st.n || len(st.stack) == 1)
	right = len(st.stack) > 1
	return
}

// arc returns the head and dependent of transition c (LEFT or RIGHT) in st.
func (st *state) arc(c int) (h, d int32) {
	d = st.stack[len(st.stack)-1]
	if c == leftClass {
		return st.b, d
	}
	return st.stack[len(st.stack)-2], d
}

// apply makes transition c, giving its arc (if any) label l.
func (st *state) apply(c, l int) {
	if c == shiftClass {
		st.stack = append(st.stack, st.b)
		st.b++
		return
	}
	h, d := st.arc(c)
	st.stack = st.stack[:len(st.stack)-1]
	st.addArc(h, d, l)
}

// titleWords are titles that stand before a person's name ("Professor
// Hale", "Gen. Okoro"), as hashes of their forms.
var titleWords = formSet("president professor mr mr. mrs mrs. ms ms. dr dr. minister secretary general gen. senator sen. governor gov. judge king queen prince princess pope rev. sir lord captain capt. colonel col. sergeant sgt. lieutenant lt. maj. mayor ambassador chancellor director chairman chairwoman sheikh ayatollah imam bishop archbishop cardinal commander admiral adm. marshal inspector commissioner speaker")

// dateWords are the names of weekdays and months: a title before one names
// nobody ("the President Monday signed"), as a title before another title
// is the first word of a two-word one ("Secretary General"). "May" is left
// out: it is a surname as often ("Minister May").
var dateWords = formSet("monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec.")

// titleOnTop reports whether the top of the stack is a title right before
// the proper noun at the front of the buffer ("Professor Hale"). UD hangs
// the title on the name (nmod:desc), which a SHIFT would rule out: the
// title could then only take a head before it or after the name. The
// shipped parser shifts there about one time in five and heads the name
// with the title. title marks such words (capitalised, from titleWords).
func (st *state) titleOnTop(title []bool) bool {
	s0 := st.s(0)
	return s0 >= 0 && s0+1 == st.b && title[s0]
}

// attribution is a reported-speech attribution: a closing one (", the
// ministry said.") or, when aside is set, one set off by commas inside the
// sentence ("The gunmen, police said, fled"). comma is the comma that
// opens it (or the last of the marks right after the comma, such as a
// closing quote), say its say verb and last its last word before the final
// punctuation or the closing comma; comma is -1 when the sentence has
// none.
type attribution struct {
	comma, say, last int32
	aside            bool
}

// inside reports whether word i is one of the attribution's words other
// than its say verb: the speaker and the words about the speaking.
func (a attribution) inside(i int32) bool {
	return a.comma < i && i <= a.last && i != a.say
}

// keeps reports whether the arc h -> d keeps the attribution a clause of
// its own: its words other than the say verb depend on words of it, and no
// word before it depends on them ("killing 12 worshippers, police said"
// with "police" conjoined to "worshippers" is no reading). An aside's say
// verb heads no word outside it either but its commas: the sentence
// around it is not what is said ("The gunmen, police said, fled" with
// "gunmen" the subject of "said" is no reading).
func (a attribution) keeps(h, d int32) bool {
	if a.inside(d) {
		return a.comma < h && h <= a.last
	}
	if a.aside && d != a.comma && d != a.last+1 && d != a.say {
		return !(a.comma < h && h <= a.last)
	}
	return !(d < a.comma && a.inside(h))
}

// allowed returns the transitions the parser may take in st, greedy or
// in a beam: the valid ones that keep the attribution a (unless none
// does), and no SHIFT of a title onto its name while an arc is allowed
// (titleOnTop).
func (st *state) allowed(a attribution, title []bool) [nTransitions]bool {
	shift, left, right := st.valid()
	ok := [nTransitions]bool{shift, left, right}
	if a.comma >= 0 {
		kept := ok
		for c := range nTransitions {
			if !kept[c] {
				continue
			}
			if c != shiftClass {
				h, d := st.arc(c)
				kept[c] = a.keeps(h, d)
			} else if s0 := st.s(0); a.aside && s0 >= 0 && st.b > a.last+1 && a.comma < s0 && s0 <= a.last {
				// A word of an aside left on the stack past its closing
				// comma could only be reduced across it.
				kept[c] = false
			}
		}
		if kept != [nTransitions]bool{} {
			ok = kept
		}
	}
	if ok[shiftClass] && st.titleOnTop(title) {
		for c := leftClass; c < nTransitions; c++ {
			if !ok[c] {
				continue
			}
			if h, d := st.arc(c); a.comma < 0 || a.keeps(h, d) {
				ok[shiftClass] = false
			}
		}
	}
	return ok
}

// choices counts the transitions ok allows and returns the first of them:
// with one, the move is forced and needs no scores.
func choices(ok [nTransitions]bool) (n, first int) {
	first = -1
	for c, v := range ok {
		if v {
			if first < 0 {
				first = c
			}
			n++
		}
	}
	return n, first
}

// bestAllowed returns the highest-scoring transition ok allows, the first
// on a tie.
func bestAllowed(scores *[nTransitions]int32, ok [nTransitions]bool) int {
	bc := -1
	for c, v := range ok {
		if v && (bc < 0 || scores[c] > scores[bc]) {
			bc = c
		}
	}
	return bc
}

// arcLabel returns the label transition c's arc gets in st: -1 for a
// SHIFT, root for the last word's forced arc to the root, else the label
// model's best, mended in an attribution (attributionLabel).
func (p *parser) arcLabel(st *state, c int, pw, pt, px []uint64, pp []int32, ws *workspace) int {
	if c == shiftClass {
		return -1
	}
	if int(st.b) == st.n && len(st.stack) == 1 {
		return p.root
	}
	h, d := st.arc(c)
	ws.feats = st.labelFeatures(ws.feats[:0], h, d, pw, pt, px, pp, p.context)
	lscores := ws.scoresFor(p.lm.nclass)
	p.lm.score(ws.feats, lscores)
	l := p.bestLabel(lscores)
	best := l
	if ws.attr.comma >= 0 {
		l = p.attributionLabel(st, ws.attr, h, d, l)
	}
	if p.rl != nil && p.beam <= 1 {
		// The relabeller adds its scores to these once the tree is
		// finished; a label a run-time check mended stays.
		copy(ws.first[int(d)*len(p.labels):], lscores[:len(p.labels)])
		ws.mended[d] = l != best
	}
	return l
}

// attributionLabel returns the label of the arc h -> d in an attribution
// whose say verb comes first (", said a spokesman."): the say verb's first
// nominal dependent after it is its subject, not its object, when it has
// no subject before it. l is the label the model chose.
func (p *parser) attributionLabel(st *state, a attribution, h, d int32, l int) int {
	if h != a.say || d < h || l != p.obj || p.nsubj < 0 || st.lset[h]&(1<<uint(p.nsubj)) != 0 || st.nr[h] > 0 {
		return l
	}
	return p.nsubj
}

// bestLabel returns the highest-scoring label other than root.
func (p *parser) bestLabel(scores []int32) int {
	bl := -1
	for l, s := range scores[:len(p.labels)] {
		if l != p.root && (bl < 0 || s > scores[bl]) {
			bl = l
		}
	}
	return bl
}

func bucket(d int32) uint64 {
	switch {
	case d <= 0:
		return 0
	case d <= 5:
		return uint64(d)
	case d <= 10:
		return 6
	default:
		return 7
	}
}

// features appends the features of configuration st. For each word (index
// n is the root) pw holds its form hash, pt its tag, px its suffix hash, and
// pp counts the punctuation words before it. The steps below append their
// groups in a fixed order; the model's weights are keyed by each feature's
// template number, so a new group needs new numbers.
func (st *state) features(buf []uint64, pw, pt, px []uint64, pp []int32) []uint64 {
	var v view
	st.view(&v, pw, pt, px, pp)
	buf = v.wordFeatures(buf)
	buf = v.pairFeatures(buf)
	buf = v.tripleFeatures(buf)
	buf = v.distanceFeatures(buf)
	buf = v.valencyFeatures(buf)
	buf = v.childFeatures(buf)
	buf = v.labelSetFeatures(buf)
	buf = v.suffixFeatures(buf)
	return v.punctFeatures(buf)
}

// view is a configuration as the transition features see it: the words
// at the top of the stack (s0, s1, s2), the front of the buffer (b0, b1,
// b2), their outermost children, and the atoms of the central ones.
type view struct {
	st         *state
	pw, pt, px []uint64
	pp         []int32

	s0, s1, s2, b0, b1, b2 int32
	// Children: s0l1 is s0's leftmost child, s0l2 its second leftmost,
	// s0r1 its rightmost; s0l1l1 the leftmost child of s0l1.
	s0l1, s0l2, s0r1, s0r2 int32
	b0l1, b0l2             int32
	s1l1, s1r1, s1r2       int32
	s0l1l1, s0r1r1, b0l1l1 int32

	s0w, s0t, s1w, s1t, s2w, s2t uint64
	b0w, b0t, b1w, b1t, b2w, b2t uint64
	s0wt, s1wt, b0wt, b1wt       uint64
	// d is the distance from s0 to b0 and d2 from s1 to s0 (bucketed).
	d, d2 uint64
}

// view fills v with the words the features of st read.
func (st *state) view(v *view, pw, pt, px []uint64, pp []int32) {
	*v = view{st: st, pw: pw, pt: pt, px: px, pp: pp}
	v.s0, v.s1, v.s2 = st.s(0), st.s(1), st.s(2)
	v.b0 = st.b
	v.b1, v.b2 = v.b0+1, v.b0+2
	if int(v.b1) > st.n {
		v.b1 = -1
	}
	if int(v.b2) > st.n {
		v.b2 = -1
	}
	child := func(a []int32, i int32) int32 {
		if i < 0 {
			return -1
		}
		return a[i]
	}
	v.s0l1, v.s0l2, v.s0r1, v.s0r2 = child(st.lc1, v.s0), child(st.lc2, v.s0), child(st.rc1, v.s0), child(st.rc2, v.s0)
	v.b0l1, v.b0l2 = st.lc1[v.b0], st.lc2[v.b0]
	v.s1l1, v.s1r1, v.s1r2 = child(st.lc1, v.s1), child(st.rc1, v.s1), child(st.rc2, v.s1)
	v.s0l1l1, v.s0r1r1, v.b0l1l1 = child(st.lc1, v.s0l1), child(st.rc1, v.s0r1), child(st.lc1, v.b0l1)

	v.s0w, v.s0t, v.s1w, v.s1t, v.s2w, v.s2t = v.W(v.s0), v.T(v.s0), v.W(v.s1), v.T(v.s1), v.W(v.s2), v.T(v.s2)
	v.b0w, v.b0t, v.b1w, v.b1t, v.b2w, v.b2t = v.W(v.b0), v.T(v.b0), v.W(v.b1), v.T(v.b1), v.W(v.b2), v.T(v.b2)
	v.s0wt, v.s1wt, v.b0wt, v.b1wt = f1(v.s0w, v.s0t), f1(v.s1w, v.s1t), f1(v.b0w, v.b0t), f1(v.b1w, v.b1t)
	if v.s0 >= 0 && int(v.b0) < st.n {
		v.d = bucket(v.b0 - v.s0)
	}
	if v.s1 >= 0 {
		v.d2 = bucket(v.s0 - v.s1)
	}
}

// W is word i's form, T its tag, L its label and X its suffix; each has
// its own value for no word (i < 0).
func (v *view) W(i int32) uint64 {
	if i < 0 {
		return nullAtom
	}
	return v.pw[i]
}

func (v *view) T(i int32) uint64 {
	if i < 0 {
		return 0xffff
	}
	return v.pt[i]
}

func (v *view) L(i int32) uint64 {
	if i < 0 {
		return 0xfff
	}
	return uint64(v.st.lab[i]) + 1
}

func (v *view) X(i int32) uint64 {
	if i < 0 {
		return nullAtom
	}
	return v.px[i]
}

// wordFeatures: each word of the stack and buffer on its own.
func (v *view) wordFeatures(buf []uint64) []uint64 {
	return append(buf,
		f1(100, v.s0w), f1(101, v.s0t), f1(102, v.s0wt),
		f1(103, v.s1w), f1(104, v.s1t), f1(105, v.s1wt),
		f1(106, v.b0w), f1(107, v.b0t), f1(108, v.b0wt),
		f1(109, v.b1w), f1(110, v.b1t), f1(111, v.b1wt),
		f1(112, v.b2w), f1(113, v.b2t), f1(114, v.s2t), f1(115, v.s2w),
	)
}

// pairFeatures: two words together, mostly the two an arc would join.
func (v *view) pairFeatures(buf []uint64) []uint64 {
	s0w, s0t, s0wt, s1w, s1t, s1wt := v.s0w, v.s0t, v.s0wt, v.s1w, v.s1t, v.s1wt
	b0w, b0t, b0wt, b1w, b1t := v.b0w, v.b0t, v.b0wt, v.b1w, v.b1t
	return append(buf,
		f2(120, s0wt, b0wt), f2(121, s0wt, b0w), f2(122, s0w, b0wt), f2(123, s0wt, b0t),
		f2(124, s0t, b0wt), f2(125, s0w, b0w), f2(126, s0t, b0t), f2(127, b0t, b1t),
		f2(128, s0wt, s1wt), f2(129, s0w, s1w), f2(130, s0t, s1t), f2(131, s0wt, s1t),
		f2(132, s0t, s1wt), f2(133, s0w, s1t), f2(134, s0t, s1w),
		f2(135, b0w, b1w), f2(136, b0w, b1t), f2(137, b0t, b1w),
		f2(138, s1t, b0t), f2(139, s1w, b0w),
	)
}

// tripleFeatures: three tags, of the stack, the buffer and their children.
func (v *view) tripleFeatures(buf []uint64) []uint64 {
	T := v.T
	s0t, s1t, s2t, b0t, b1t, b2t := v.s0t, v.s1t, v.s2t, v.b0t, v.b1t, v.b2t
	return append(buf,
		f3(140, b0t, b1t, b2t), f3(141, s0t, b0t, b1t), f3(142, s1t, s0t, b0t),
		f3(143, s2t, s1t, s0t), f3(144, s0t, T(v.s0l1), b0t), f3(145, s0t, T(v.s0r1), b0t),
		f3(146, s0t, b0t, T(v.b0l1)), f3(147, s1t, s0t, T(v.s0l1)), f3(148, s1t, s0t, T(v.s0r1)),
		f3(149, s1t, T(v.s1r1), s0t), f3(150, s0t, T(v.s0l1), T(v.s0l2)), f3(151, s0t, T(v.s0r1), T(v.s0r2)),
		f3(152, b0t, T(v.b0l1), T(v.b0l2)), f3(153, s1t, T(v.s1l1), s0t), f3(154, s1t, s0t, b1t),
		f3(155, s1t, T(v.s1r1), T(v.s1r2)),
	)
}

// distanceFeatures: the words of an arc with the distance it would span.
func (v *view) distanceFeatures(buf []uint64) []uint64 {
	s0w, s0t, s1w, s1t, b0w, b0t, d, d2 := v.s0w, v.s0t, v.s1w, v.s1t, v.b0w, v.b0t, v.d, v.d2
	return append(buf,
		f2(160, s0w, d), f2(161, s0t, d), f2(162, b0w, d), f2(163, b0t, d),
		f3(164, s0w, b0w, d), f3(165, s0t, b0t, d), f3(166, s1t, s0t, d2), f3(167, s1w, s0w, d2),
		f2(168, s0w, d2), f2(169, s1w, d2), f3(170, s1t, s0w, d2), f3(171, s1w, s0t, d2),
	)
}

// valencyFeatures: how many dependents a word already has on each side.
func (v *view) valencyFeatures(buf []uint64) []uint64 {
	st := v.st
	var s0vl, s0vr, s1vl, s1vr uint64
	if v.s0 >= 0 {
		s0vl, s0vr = uint64(st.nl[v.s0]), uint64(st.nr[v.s0])
	}
	if v.s1 >= 0 {
		s1vl, s1vr = uint64(st.nl[v.s1]), uint64(st.nr[v.s1])
	}
	b0vl := uint64(st.nl[v.b0])
	s0w, s0t, s1w, s1t, b0w, b0t := v.s0w, v.s0t, v.s1w, v.s1t, v.b0w, v.b0t
	return append(buf,
		f2(175, s0w, s0vl), f2(176, s0t, s0vl), f2(177, s0w, s0vr), f2(178, s0t, s0vr),
		f2(179, b0w, b0vl), f2(180, b0t, b0vl), f2(181, s1w, s1vr), f2(182, s1t, s1vr),
		f2(183, s1w, s1vl), f2(184, s1t, s1vl),
	)
}

// childFeatures: the outermost children found so far, by form, tag and
// label.
func (v *view) childFeatures(buf []uint64) []uint64 {
	W, T, L := v.W, v.T, v.L
	s0l1, s0l2, s0r1, s0r2, b0l1, b0l2 := v.s0l1, v.s0l2, v.s0r1, v.s0r2, v.b0l1, v.b0l2
	s1l1, s1r1, s0l1l1, s0r1r1, b0l1l1 := v.s1l1, v.s1r1, v.s0l1l1, v.s0r1r1, v.b0l1l1
	s0t, s1t, b0t := v.s0t, v.s1t, v.b0t
	return append(buf,
		f1(190, W(s0l1)), f1(191, T(s0l1)), f1(192, L(s0l1)),
		f1(193, W(s0r1)), f1(194, T(s0r1)), f1(195, L(s0r1)),
		f1(196, W(b0l1)), f1(197, T(b0l1)), f1(198, L(b0l1)),
		f1(199, W(s0l2)), f1(200, T(s0l2)), f1(201, L(s0l2)),
		f1(202, W(s0r2)), f1(203, T(s0r2)), f1(204, L(s0r2)),
		f1(205, W(b0l2)), f1(206, T(b0l2)), f1(207, L(b0l2)),
		f1(208, W(s1r1)), f1(209, T(s1r1)), f1(210, L(s1r1)),
		f1(211, W(s1l1)), f1(212, T(s1l1)), f1(213, L(s1l1)),
		f1(214, W(s0l1l1)), f1(215, T(s0l1l1)), f1(216, L(s0l1l1)),
		f1(217, W(s0r1r1)), f1(218, T(s0r1r1)), f1(219, L(s0r1r1)),
		f1(220, W(b0l1l1)), f1(221, T(b0l1l1)), f1(222, L(b0l1l1)),
		f3(223, s0t, L(s0l1), L(s0l2)), f3(224, s0t, L(s0r1), L(s0r2)), f3(225, b0t, L(b0l1), L(b0l2)),
		f2(226, s0t, L(s0r1)), f2(227, s0t, L(s0l1)), f2(228, b0t, L(b0l1)), f2(229, s1t, L(s1r1)),
	)
}

// labelSetFeatures: the set of labels a word's dependents carry on one
// side (one bit each).
func (v *view) labelSetFeatures(buf []uint64) []uint64 {
	st := v.st
	var s0ls, s0rs, s1rs uint64
	if v.s0 >= 0 {
		s0ls, s0rs = st.lset[v.s0], st.rset[v.s0]
	}
	if v.s1 >= 0 {
		s1rs = st.rset[v.s1]
	}
	b0ls := st.lset[v.b0]
	s0w, s0t, s1w, s1t, b0w, b0t := v.s0w, v.s0t, v.s1w, v.s1t, v.b0w, v.b0t
	return append(buf,
		f2(230, s0w, s0ls), f2(231, s0t, s0ls), f2(232, s0w, s0rs), f2(233, s0t, s0rs),
		f2(234, b0w, b0ls), f2(235, b0t, b0ls), f2(236, s1t, s1rs), f2(237, s1w, s1rs),
		f3(238, s0t, b0t, s0ls), f3(239, s0t, s1t, s0ls),
	)
}

// suffixFeatures: suffixes, for words too rare to have weights of their
// own.
func (v *view) suffixFeatures(buf []uint64) []uint64 {
	X := v.X
	return append(buf,
		f1(240, X(v.s0)), f1(241, X(v.b0)), f1(242, X(v.s1)), f1(243, X(v.b1)),
		f2(244, X(v.s0), v.b0t), f2(245, v.s0t, X(v.b0)), f2(246, X(v.s0), X(v.b0)), f2(247, X(v.s1), X(v.s0)),
	)
}

// punctFeatures: the punctuation between the two words an arc would join
// (capped at 3), which mostly parts clauses.
func (v *view) punctFeatures(buf []uint64) []uint64 {
	var punct uint64
	if v.s0 >= 0 {
		punct = uint64(min(v.pp[v.b0]-v.pp[v.s0+1], 3))
	}
	return append(buf, f3(250, v.s0t, v.b0t, punct), f3(251, v.s0w, v.b0w, punct), f2(252, v.d, punct))
}

// sentenceAtoms are a sentence's interned forms and tags as the label
// features read them: a position before the first word or past the last
// (n) reads as no word.
type sentenceAtoms struct {
	pw, pt []uint64
	n      int32
}

func (a sentenceAtoms) word(i int32) uint64 {
	if i < 0 || i > a.n {
		return nullAtom
	}
	return a.pw[i]
}

func (a sentenceAtoms) tag(i int32) uint64 {
	if i < 0 || i > a.n {
		return 0xffff
	}
	return a.pt[i]
}

// arcAtoms are what both label models (labelFeatures, relabelFeatures)
// read of arc h -> d's two ends: its direction (1 leftward, 2 rightward),
// the dependent's and head's form, tag, suffix and form with tag (the root
// has no suffix), their distance bucket and the punctuation between them
// (at most 3).
type arcAtoms struct {
	dir, dw, dt, dx, hw, ht, hx, dwt, hwt, dist, punct uint64
}

func (a sentenceAtoms) arc(h, d int32, px []uint64, pp []int32) arcAtoms {
	r, lo, hi := arcAtoms{dir: 1}, d, h
	if d > h {
		r.dir, lo, hi = 2, h, d
	}
	r.dw, r.dt, r.dx = a.word(d), a.tag(d), px[d]
	r.hw, r.ht, r.hx = a.word(h), a.tag(h), px[h]
	if h == a.n {
		r.hx = nullAtom
	}
	r.dwt, r.hwt = f1(r.dw, r.dt), f1(r.hw, r.ht)
	r.dist = bucket(hi - lo)
	r.punct = uint64(min(pp[hi]-pp[lo+1], 3))
	return r
}

// labelFeatures appends the features for labelling the arc h -> d: the two
// words, the words beside them, the dependent's finished subtree (arc-hybrid
// attaches a word only once it has all its dependents) and the labels the
// head already has on the same side; with context, the arc's context too
// (labelContext).
func (st *state) labelFeatures(buf []uint64, h, d int32, pw, pt, px []uint64, pp []int32, context bool) []uint64 {
	n := int32(st.n)
	at := sentenceAtoms{pw, pt, n}
	W, T := at.word, at.tag
	L := func(i int32) uint64 {
		if i < 0 {
			return 0xfff
		}
		return uint64(st.lab[i]) + 1
	}
	a := at.arc(h, d, px, pp)
	dir, dw, dt, dx, hw, ht, hx, dwt, hwt, dist, punct := a.dir, a.dw, a.dt, a.dx, a.hw, a.ht, a.hx, a.dwt, a.hwt, a.dist, a.punct
	hs, hv := st.lset[h], uint64(st.nl[h]) // labels of the head's dependents on this side
	if d > h {
		hs, hv = st.rset[h], uint64(st.nr[h])
	}
	dl, dr := st.lc1[d], st.rc1[d]
	dls, drs := st.lset[d], st.rset[d]
	t := func(k uint64) uint64 { return k*4 + dir }
	if context {
		buf = st.labelContext(buf, h, d, dir, dw, dt, hw, ht, hx, dist, punct, W, T, L)
	}
	return append(buf,
		f1(t(300), dw), f1(t(301), dt), f1(t(302), dwt), f1(t(303), dx),
		f1(t(304), hw), f1(t(305), ht), f1(t(306), hwt), f1(t(307), hx),
		f2(t(310), dw, hw), f2(t(311), dwt, ht), f2(t(312), dt, hwt), f2(t(313), dt, ht),
		f2(t(314), dx, ht), f2(t(315), dt, hx), f2(t(316), dw, ht), f2(t(317), dt, hw),
		f3(t(320), dt, ht, dist), f3(t(321), dw, ht, dist), f3(t(322), dt, ht, punct),
		f2(t(330), dt, dls), f2(t(331), dt, drs), f2(t(332), dw, dls), f2(t(333), dw, drs),
		f3(t(334), dt, ht, dls), f3(t(335), dt, ht, drs),
		f3(t(336), dt, ht, L(dl)), f3(t(337), dt, ht, L(dr)), f3(t(338), dt, T(dl), L(dl)),
		f3(t(339), dt, T(dr), L(dr)), f3(t(340), dt, ht, W(dl)), f2(t(341), dw, W(dl)), f3(t(342), dt, hw, W(dl)),
		f3(t(350), dt, ht, T(d-1)), f3(t(351), dt, ht, T(d+1)), f3(t(352), dt, ht, T(h-1)), f3(t(353), dt, ht, T(h+1)),
		f2(t(354), dt, W(d-1)), f2(t(355), dt, W(d+1)),
		f3(t(360), dt, ht, hs), f3(t(361), dt, hw, hs), f3(t(362), dt, ht, hv), f2(t(363), dw, hs),
	)
}

// labelContext appends the label features that look beyond the arc's two
// ends: the head's dependents on the other side (complete for a right arc:
// a subject or passive auxiliary on the left tells obj from obl), the
// head's nearest dependent on this side (a compound next to a compound),
// the dependent's outer children and their count, and for a right arc the
// word after the dependent's subtree, which arc-hybrid has at the buffer's
// front. These are the templates of the label-context models tried on
// 2026-12-01 and 2026-12-06 (docs/MODELS.md, Syntax), unchanged so that
// those runs reproduce.
func (st *state) labelContext(buf []uint64, h, d int32, dir, dw, dt, hw, ht, hx, dist, punct uint64, W, T, L func(int32) uint64) []uint64 {
	other, sib := st.lset[h], st.lc1[h]
	if dir == 1 {
		other, sib = st.rset[h], st.rc1[h]
	}
	dl, dr, dl2 := st.lc1[d], st.rc1[d], st.lc2[d]
	val := uint64(min(st.nl[d], 3))<<2 | uint64(min(st.nr[d], 3))
	var nw, nt uint64 = nullAtom, 0xffff
	if dir == 2 {
		nw, nt = W(st.b), T(st.b)
	}
	t := func(k uint64) uint64 { return k*4 + dir }
	return append(buf,
		f3(t(370), dt, ht, other), f3(t(371), dt, hw, other), f3(t(372), dw, ht, other),
		f3(t(373), dt, ht, L(sib)), f3(t(374), dw, ht, L(sib)), f3(t(375), dt, T(sib), L(sib)),
		f3(t(376), dt, W(dr), L(dr)), f3(t(377), dt, L(dl), L(dl2)), f3(t(378), dt, ht, val),
		f3(t(379), dt, ht, nt), f3(t(380), dt, ht, nw), f2(t(381), dw, nt),
		f3(t(382), ht, W(dl), dist), f2(t(383), hx, dw), f2(t(384), ht, W(h-1)),
		f4(t(385), dt, ht, dist, punct),
	)
}

// parse fills heads (sentence indices, -1 root) and label ids for one
// sentence given word hashes and tags, using ws's buffers.
func (p *parser) parse(pw, pt, px []uint64, pp []int32, ws *workspace, heads []int, labels []int) {
	n := len(pw) - 1
	st := &ws.st
	st.reset(n)
	if ws.dcacheOf != p.m {
		ws.dcache, ws.dcacheOf = make([]uint64, denseCacheSize), p.m
	}
	if p.beam > 1 {
		p.parseBeam(pw, pt, px, pp, ws, heads, labels)
		return
	}
	if p.net != nil {
		p.parseNet(pw, pt, px, pp, ws)
		st.arcs(n, heads, labels)
		return
	}
	if p.rl != nil {
		ws.first = grow(ws.first, n*len(p.labels))
		ws.mended = grow(ws.mended, n)
		clear(ws.mended)
	}
	var scores [nTransitions]int32
	for !st.terminal() {
		ok := st.allowed(ws.attr, ws.title)
		var c int
		if k, first := choices(ok); k == 1 {
			c = first // forced: SHIFT onto an empty stack, the root arc
		} else {
			ws.feats = st.features(ws.feats[:0], pw, pt, px, pp)
			ws.dmiss = p.m.scoreCached(ws.feats, &scores, ws.dcache, ws.dmiss)
			c = bestAllowed(&scores, ok)
		}
		st.apply(c, p.arcLabel(st, c, pw, pt, px, pp, ws))
	}
	if p.rl != nil {
		p.relabel(st, pw, pt, px, pp, ws)
	}
	st.arcs(n, heads, labels)
}

// arcs writes the parse in st of an n-word sentence out as each word's
// head (-1 for the root) and label.
func (st *state) arcs(n int, heads, labels []int) {
	for i := 0; i < n; i++ {
		h := int(st.head[i])
		if h == n || h < 0 {
			h = -1
		}
		heads[i], labels[i] = h, int(st.lab[i])
	}
}

// parseExample is a training sentence for the parser: word hashes and
// (predicted) tags with the root appended, gold heads (n for the root) and
// label ids.
type parseExample struct {
	pw, pt, px []uint64
	pp         []int32
	heads      []int32
	labels     []int16
}

// costs fills the dynamic-oracle cost of the three transition kinds in st;
// invalid ones get -1.
func (st *state) costs(gh []int32) (cs, cl, cr int) {
	shift, left, right := st.valid()
	cs, cl, cr = -1, -1, -1
	b := st.b
	n := int32(st.n)
	if shift {
		c := 0
		for k, d := range st.stack {
			if gh[d] == b {
				c++
			}
			if k < len(st.stack)-1 && gh[b] == d {
				c++
			}
		}
		cs = c
	}
	if left || right {
		s0 := st.stack[len(st.stack)-1]
		kids := 0
		for d := b; d < n; d++ {
			if gh[d] == s0 {
				kids++
			}
		}
		s1 := st.s(1)
		h := gh[s0]
		if left {
			cl = kids
			if h != b && (h == s1 || h >= b) {
				cl++
			}
		}
		if right {
			cr = kids
			if h != s1 && h >= b {
				cr++
			}
		}
	}
	return
}

// trainEpoch runs one pass over exs in order, updating the transition
// trainer tr and the label trainer ltr: globally with a beam for a
// global parser (trainBeamEpoch), else greedily.
func (p *parser) trainEpoch(tr, ltr *trainer, exs []parseExample, order []int, rng *rand.Rand, explore bool, st *state) {
	if p.global {
		p.trainBeamEpoch(tr, ltr, exs, order)
		return
	}
	var feats []uint64
	scores := make([]int64, nTransitions)
	lscores := make([]int64, ltr.nclass)
	for _, ei := range order {
		ex := &exs[ei]
		n := len(ex.pw) - 1
		st.reset(n)
		for !st.terminal() {
			feats = st.features(feats[:0], ex.pw, ex.pt, ex.px, ex.pp)
			tr.score(feats, scores)
			cs, cl, cr := st.costs(ex.heads)
			// The prediction is the best-scoring valid transition, the
			// gold one the best-scoring of least cost.
			costs := [nTransitions]int{cs, cl, cr}
			pred, gold := -1, oracleTransition(costs, scores)
			for c, cost := range costs {
				if cost >= 0 && (pred < 0 || scores[c] > scores[pred]) {
					pred = c
				}
			}
			tr.tick()
			next := pred
			if costs[pred] > costs[gold] {
				tr.update(feats, gold, pred)
				if !explore || rng.Float64() >= 0.9 {
					next = gold
				}
			}
			l := -1
			if next != shiftClass {
				h, d := st.arc(next)
				if int(h) == n && next == leftClass {
					l = p.root
				} else {
					l = p.trainLabel(ltr, st, ex, h, d, &feats, lscores, rng, explore)
				}
			}
			st.apply(next, l)
		}
	}
}

// oracleTransition returns the gold transition of a training
// configuration: of the valid transitions (cost not negative), the
// least-cost one, the best-scoring where several are.
func oracleTransition(costs [nTransitions]int, scores []int64) int {
	gold := -1
	for c, cost := range costs {
		if cost >= 0 && (gold < 0 || cost < costs[gold] || cost == costs[gold] && scores[c] > scores[gold]) {
			gold = c
		}
	}
	return gold
}

// trainedLabel returns the best label but root of a label trainer's
// scores, as bestLabel does of a model's.
func (p *parser) trainedLabel(lscores []int64) int {
	pred := -1
	for l, s := range lscores {
		if l != p.root && (pred < 0 || s > lscores[pred]) {
			pred = l
		}
	}
	return pred
}

// trainLabel predicts the label of arc h -> d, learns from the gold label
// when the arc is right, and returns the label to give the arc: mostly the
// prediction once exploring, so that later features see labels as noisy as
// at run time.
func (p *parser) trainLabel(ltr *trainer, st *state, ex *parseExample, h, d int32, feats *[]uint64, lscores []int64, rng *rand.Rand, explore bool) int {
	*feats = st.labelFeatures((*feats)[:0], h, d, ex.pw, ex.pt, ex.px, ex.pp, p.context)
	ltr.score(*feats, lscores)
	pred := p.trainedLabel(lscores)
	ltr.tick()
	if ex.heads[d] != h {
		return pred
	}
	gold := int(ex.labels[d])
	if pred != gold {
		ltr.update(*feats, gold, pred)
		if !explore || rng.Float64() >= 0.9 {
			return gold
		}
	}
	return pred
}

// parsePrune drops averaged weights smaller than this: most features are
// updated a few times early in training and end up with averages below 1;
// dropping them halves the model for 0.1 point of UAS on EWT dev.
const parsePrune = 1.0

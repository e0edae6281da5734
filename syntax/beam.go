package syntax

import (
	"cmp"
	"fmt"
	"math"
	"slices"
)

// MaxBeam bounds the width WithBeam takes: each step scores every
// configuration of the beam, so the parse costs about K times the greedy one.
const MaxBeam = 64

// beamTemperature turns transition scores into log-probabilities for the
// beam: the model was trained locally, one transition at a time, so its
// raw scores do not add up across paths (summed as they are, a beam of 4
// loses 4.4 points of EWT dev UAS), but their log-softmax at this
// temperature does. In weight units (the shipped model's unit is 0.0438,
// so about 2,000 of its integer units); chosen on EWT dev among 300 to
// 100,000 units and confirmed on GUM dev.
const beamTemperature = 88.0

// WithBeam returns a Parser that shares p's models but decodes with a beam
// of k configurations (parseBeam) instead of greedily (docs/MODELS.md,
// Syntax); k 0 or 1 is the greedy parse, byte for byte, and returns p.
// The width is the caller's to choose (pipeline.Options.Beam), not the
// model's: one loaded model serves both decoders.
func (p *Parser) WithBeam(k int) (*Parser, error) {
	if k < 0 || k > MaxBeam {
		return nil, fmt.Errorf("syntax: beam width %d: want 0 to %d", k, MaxBeam)
	}
	if k <= 1 || p.ps == nil || p.ps.beam == k {
		return p, nil
	}
	ps := *p.ps
	ps.beam = k
	ps.shape = shapeOf(ps.labels)
	return assemble(p.tg, p.lm, &ps), nil
}

// treeShape holds the label ids that the beam's well-formedness check
// reads (wellFormed); -1 (or no bit) for a label the model lacks.
type treeShape struct {
	relcl, obj int
	mark       uint64 // the bit of "mark"
	caseBit    uint64 // the bit of "case"
	modifiers  uint64 // a bit for each label of a modifier that takes no adposition
}

// shapeOf returns the treeShape of a model's labels.
func shapeOf(labels []string) treeShape {
	bit := func(name string) uint64 {
		if i := slices.Index(labels, name); i >= 0 && i < 64 {
			return 1 << uint(i)
		}
		return 0
	}
	return treeShape{
		relcl:     slices.Index(labels, "acl:relcl"),
		obj:       slices.Index(labels, "obj"),
		mark:      bit("mark"),
		caseBit:   bit("case"),
		modifiers: bit("compound") | bit("amod") | bit("nummod") | bit("det"),
	}
}

// Word kinds the well-formedness check tells apart (workspace.kind).
const (
	otherWord byte = iota
	punctWord
	adpWord
)

// wellFormed reports whether transition c with arc label l keeps st's
// tree one that Universal Dependencies allows: nothing hangs on
// punctuation, an adposition takes no object, a relative clause has no subordinating marker ("if", "because"), and a
// word an adposition opens is no compound, adjective, number or
// determiner of another ("by plainclothes officers"). The
// greedy parser rarely builds such arcs, but a beam keeps paths the model
// scored low, and among them these: the event stage reads an "if"
// clause as a noun's relative clause, or a comma as a relative pronoun's
// antecedent. Only the beam applies it, so that greedy trees stay as the
// event stage was tuned to them.
func (p *parser) wellFormed(st *state, c, l int, kind []byte) bool {
	if c == shiftClass {
		return true
	}
	h, d := st.arc(c)
	if int(h) == st.n {
		return true
	}
	bit := uint64(0)
	if l >= 0 && l < 64 {
		bit = 1 << uint(l)
	}
	switch {
	case kind[h] == punctWord, kind[h] == adpWord && l == p.shape.obj:
		return false
	case l == p.shape.relcl && (st.lset[d]|st.rset[d])&p.shape.mark != 0:
		return false
	case bit&p.shape.modifiers != 0 && st.lset[d]&p.shape.caseBit != 0:
		return false
	}
	return true
}

// hypothesis is a configuration in the beam with its path's log-probability.
type hypothesis struct {
	st    *state
	score float64
}

// move is a transition c from the beam's configuration from, scored.
type move struct {
	from, c int
	score   float64
}

// copyFrom makes st a copy of o, reusing st's buffers.
func (st *state) copyFrom(o *state) {
	st.n, st.b = o.n, o.b
	st.stack = append(st.stack[:0], o.stack...)
	st.head = append(st.head[:0], o.head...)
	st.lab = append(st.lab[:0], o.lab...)
	st.lc1 = append(st.lc1[:0], o.lc1...)
	st.lc2 = append(st.lc2[:0], o.lc2...)
	st.rc1 = append(st.rc1[:0], o.rc1...)
	st.rc2 = append(st.rc2[:0], o.rc2...)
	st.nl = append(st.nl[:0], o.nl...)
	st.nr = append(st.nr[:0], o.nr...)
	st.lset = append(st.lset[:0], o.lset...)
	st.rset = append(st.rset[:0], o.rset...)
}

// logSoftmax returns the log-probabilities of the allowed transitions
// whose scores (in units of unit) are scores, at beamTemperature.
func logSoftmax(scores *[nTransitions]int32, ok [nTransitions]bool, unit float64) [nTransitions]float64 {
	t := beamTemperature / unit
	top := math.Inf(-1)
	for c, v := range ok {
		if v {
			top = max(top, float64(scores[c]))
		}
	}
	z := 0.0
	for c, v := range ok {
		if v {
			z += math.Exp((float64(scores[c]) - top) / t)
		}
	}
	var out [nTransitions]float64
	for c, v := range ok {
		if v {
			out[c] = (float64(scores[c])-top)/t - math.Log(z)
		}
	}
	return out
}

// beamSearch holds a sentence's beam between steps: the configurations of
// this step and the buffers of the next, reused across sentences.
type beamSearch struct {
	cur, next []hypothesis
	moves     []move
}

// hypotheses returns k hypotheses with states from pool, kept for reuse.
// A slot past the length append grew pool to holds no state until a later
// call reslices over it, so every slot up to the capacity is given one.
func hypotheses(pool []hypothesis, k int) []hypothesis {
	pool = pool[:cap(pool)]
	for i := range pool {
		if pool[i].st == nil {
			pool[i].st = new(state)
		}
	}
	for len(pool) < k {
		pool = append(pool, hypothesis{st: new(state)})
	}
	return pool[:k]
}

// parseBeam is parse with a beam of p.beam configurations: at each step
// every configuration's allowed transitions are scored as log-probabilities
// (logSoftmax), the p.beam best paths are kept, and the best path's arcs
// are the parse. Every path of arc-hybrid takes 2n transitions, so the
// paths finish together. Labels are chosen as the greedy parser chooses
// them, on each path's configuration.
func (p *parser) parseBeam(pw, pt, px []uint64, pp []int32, ws *workspace, heads []int, labels []int) {
	n := len(pw) - 1
	bs := &ws.beam
	bs.cur = hypotheses(bs.cur, 1)
	bs.cur[0].st.reset(n)
	bs.cur[0].score = 0
	var scores [nTransitions]int32
	for !bs.cur[0].st.terminal() {
		bs.moves = bs.moves[:0]
		for i, h := range bs.cur {
			ok := h.st.allowed(ws.attr, ws.title)
			var lp [nTransitions]float64 // a forced move costs nothing
			if k, _ := choices(ok); k > 1 {
				ws.feats = h.st.features(ws.feats[:0], pw, pt, px, pp)
				ws.dmiss = p.m.scoreCached(ws.feats, &scores, ws.dcache, ws.dmiss)
				lp = logSoftmax(&scores, ok, p.m.unit)
			}
			for c, v := range ok {
				if v {
					bs.moves = append(bs.moves, move{i, c, h.score + lp[c]})
				}
			}
		}
		// Stable, so that ties keep the order of the beam and of the
		// transitions, as the greedy parser's first-best does.
		slices.SortStableFunc(bs.moves, func(a, b move) int { return cmp.Compare(b.score, a.score) })
		p.advance(bs, pw, pt, px, pp, ws)
		bs.cur, bs.next = bs.next, bs.cur
	}
	st := bs.cur[0].st
	st.arcs(n, heads, labels)
}

// advance fills bs.next with the p.beam best of bs.moves (sorted, best
// first) whose arcs keep the tree well formed (wellFormed), or with the
// best move alone when none does.
func (p *parser) advance(bs *beamSearch, pw, pt, px []uint64, pp []int32, ws *workspace) {
	bs.next = hypotheses(bs.next, min(len(bs.moves), p.beam))
	kept := 0
	for _, m := range bs.moves {
		if kept == p.beam {
			break
		}
		from := bs.cur[m.from].st
		l := p.arcLabel(from, m.c, pw, pt, px, pp, ws)
		if !p.wellFormed(from, m.c, l, ws.kind) {
			continue
		}
		st := bs.next[kept].st
		st.copyFrom(from)
		st.apply(m.c, l)
		bs.next[kept].score = m.score
		kept++
	}
	if kept == 0 { // every move breaks the tree: keep the best
		m := bs.moves[0]
		from := bs.cur[m.from].st
		st := bs.next[0].st
		st.copyFrom(from)
		st.apply(m.c, p.arcLabel(from, m.c, pw, pt, px, pp, ws))
		bs.next[0].score = m.score
		kept = 1
	}
	bs.next = bs.next[:kept]
}

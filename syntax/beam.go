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
// Syntax); k 0 or 1 is the greedy parse, byte for byte. It returns p
// itself when p already decodes so. The width is the caller's to choose
// (pipeline.Options.Beam), not the model's: one loaded model serves both
// decoders.
func (p *Parser) WithBeam(k int) (*Parser, error) {
	if k < 0 || k > MaxBeam {
		return nil, fmt.Errorf("syntax: beam width %d: want 0 to %d", k, MaxBeam)
	}
	// 0 and 1 both name the greedy decoder.
	if p.ps == nil || max(p.ps.beam, 1) == max(k, 1) {
		return p, nil
	}
	ps := *p.ps
	ps.beam = k
	return assemble(p.tg, p.lm, &ps), nil
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
	var x [nTransitions]float64
	for c := range x {
		x[c] = float64(scores[c])
	}
	return allowedLogSoftmax(x, ok, beamTemperature/unit)
}

// allowedLogSoftmax returns the log-probabilities, at temperature t, of the
// transitions ok allows, whose scores are x; the others are left 0. The
// perceptron's beam and the neural scorer both normalise this way.
func allowedLogSoftmax(x [nTransitions]float64, ok [nTransitions]bool, t float64) [nTransitions]float64 {
	top := math.Inf(-1)
	for c, v := range ok {
		if v {
			top = max(top, x[c])
		}
	}
	z := 0.0
	for c, v := range ok {
		if v {
			z += math.Exp((x[c] - top) / t)
		}
	}
	var out [nTransitions]float64
	for c, v := range ok {
		if v {
			out[c] = (x[c]-top)/t - math.Log(z)
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

// hypotheses returns k hypotheses with states from pool, kept for reuse
// (withStates).
func hypotheses(pool []hypothesis, k int) []hypothesis {
	return withStates(pool, k, func(h *hypothesis) **state { return &h.st })
}

// withStates returns k configurations of a beam, each with the state st
// points to in it, from pool, kept for reuse. A slot past the length
// append grew pool to holds no state until a later call reslices over it,
// so every slot up to the capacity is given one.
func withStates[H any](pool []H, k int, st func(*H) **state) []H {
	pool = pool[:cap(pool)]
	for i := range pool {
		if s := st(&pool[i]); *s == nil {
			*s = new(state)
		}
	}
	for len(pool) < k {
		var h H
		*st(&h) = new(state)
		pool = append(pool, h)
	}
	return pool[:k]
}

// parseBeam is parse with a beam of p.beam configurations (one when
// p.beam is 0, the greedy parser's width): at each step every
// configuration's allowed transitions are scored as log-probabilities
// (logSoftmax), the p.beam best paths are kept, and the best path's arcs
// are the parse. Every path of arc-hybrid takes 2n transitions, so the
// paths finish together. Labels are chosen as the greedy parser chooses
// them, on each path's configuration.
func (p *parser) parseBeam(pw, pt, px []uint64, pp []int32, ws *workspace, heads []int, labels []int) {
	n := len(pw) - 1
	width := max(p.beam, 1)
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
				if p.global {
					// Trained to be summed along the path as they are.
					for c := range lp {
						lp[c] = float64(scores[c])
					}
				} else {
					lp = logSoftmax(&scores, ok, p.m.unit)
				}
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
		bs.moves = bs.moves[:min(len(bs.moves), width)]
		bs.next = hypotheses(bs.next, len(bs.moves))
		for j, m := range bs.moves {
			st := bs.next[j].st
			st.copyFrom(bs.cur[m.from].st)
			st.apply(m.c, p.arcLabel(st, m.c, pw, pt, px, pp, ws))
			bs.next[j].score = m.score
		}
		bs.cur, bs.next = bs.next, bs.cur
	}
	st := bs.cur[0].st
	st.arcs(n, heads, labels)
}

package syntax

import (
	"cmp"
	"slices"
)

// Global training (TrainConfig.Beam): the transition model is a structured
// perceptron over whole transition paths, trained with a beam and the
// max-violation update of Huang et al. (2012), so that the beam decoder
// sums scores the model was trained to sum (Zhang & Nivre 2011 trained so
// with early update, which stops at the first step the gold path leaves
// the beam; max-violation updates at the step of the largest violation
// and learns from more of the sentence). The greedy model's raw scores do not add up across
// paths, which is why parseBeam normalises them (logSoftmax).

// pathNode is one transition of a path in the training beam: the node
// before it (-1 at the start), the transition and the label its arc got.
type pathNode struct {
	parent int32
	c      int8
	label  int16
}

// trainHyp is a configuration of the training beam: its path's score and
// last node, and whether the path is the gold one so far.
type trainHyp struct {
	st    *state
	score int64
	node  int32
	gold  bool
}

// trainMove is a transition c from the beam's configuration from.
type trainMove struct {
	from, c int
	score   int64
	gold    bool
}

// beamTrainer holds the buffers of global training, reused across
// sentences.
type beamTrainer struct {
	cur, next  []trainHyp
	moves      []trainMove
	nodes      []pathNode
	gold       state
	feats      []uint64
	scores     []int64
	lscores    []int64
	replay     [2]state
	paths      [2][]pathNode
	goldScores [nTransitions]int64
}

// trainBeamEpoch runs one pass of global training over exs in order,
// updating the transition trainer tr and the label trainer ltr.
func (p *parser) trainBeamEpoch(tr, ltr *trainer, exs []parseExample, order []int) {
	bt := &beamTrainer{scores: make([]int64, nTransitions), lscores: make([]int64, ltr.nclass)}
	for _, ei := range order {
		p.trainBeamSentence(bt, tr, ltr, &exs[ei])
	}
}

// validMoves returns the transitions valid in st and how many there are.
func validMoves(st *state) (ok [nTransitions]bool, k int) {
	shift, left, right := st.valid()
	ok = [nTransitions]bool{shift, left, right}
	k, _ = choices(ok)
	return ok, k
}

// trainBeamSentence decodes ex with a beam over the raw transition
// scores, beside the gold path: the least-cost transitions of the
// dynamic oracle (costs), the best-scoring of them where several are, so
// that a non-projective tree has a path too. When the sentence's best
// path is not the gold one, then at the step where the beam's best path
// outscored the gold one by most (while not gold itself), the gold path's
// features are rewarded and the best path's penalised. A forced
// transition is not scored, as in parseBeam. Arcs get the label model's
// labels on every path; the label model learns on the gold path's arcs.
func (p *parser) trainBeamSentence(bt *beamTrainer, tr, ltr *trainer, ex *parseExample) {
	n := len(ex.pw) - 1
	bt.nodes = bt.nodes[:0]
	bt.cur = trainHyps(bt.cur, 1)
	bt.cur[0].st.reset(n)
	bt.cur[0].score, bt.cur[0].node, bt.cur[0].gold = 0, -1, true
	gs := &bt.gold
	gs.reset(n)
	var goldScore, worst int64
	goldNode, predAt, goldAt := int32(-1), int32(-1), int32(-1)
	for !gs.terminal() {
		tr.tick()
		gc, gdelta := p.goldTransition(bt, tr, gs, ex)
		bt.moves = bt.moves[:0]
		for i, h := range bt.cur {
			ok, k := validMoves(h.st)
			clear(bt.scores)
			if k > 1 {
				bt.feats = h.st.features(bt.feats[:0], ex.pw, ex.pt, ex.px, ex.pp)
				tr.score(bt.feats, bt.scores)
			}
			for c, v := range ok {
				if v {
					bt.moves = append(bt.moves, trainMove{i, c, h.score + bt.scores[c], h.gold && c == gc})
				}
			}
		}
		slices.SortStableFunc(bt.moves, func(a, b trainMove) int { return cmp.Compare(b.score, a.score) })
		bt.moves = bt.moves[:min(len(bt.moves), p.beam)]
		bt.next = trainHyps(bt.next, len(bt.moves))
		for j, m := range bt.moves {
			h := &bt.next[j]
			h.st.copyFrom(bt.cur[m.from].st)
			l := p.beamLabel(bt, ltr, h.st, m.c, ex)
			h.st.apply(m.c, l)
			h.score, h.gold = m.score, m.gold
			h.node = int32(len(bt.nodes))
			bt.nodes = append(bt.nodes, pathNode{bt.cur[m.from].node, int8(m.c), int16(l)})
		}
		l := p.beamLabel(bt, ltr, gs, gc, ex)
		p.learnLabel(bt, ltr, gs, gc, l, ex)
		gs.apply(gc, l)
		goldScore += gdelta
		bt.nodes = append(bt.nodes, pathNode{goldNode, int8(gc), int16(l)})
		goldNode = int32(len(bt.nodes) - 1)
		bt.cur, bt.next = bt.next, bt.cur
		if best := bt.cur[0]; !best.gold && (predAt < 0 || best.score-goldScore > worst) {
			worst, predAt, goldAt = best.score-goldScore, best.node, goldNode
		}
	}
	if !bt.cur[0].gold {
		p.globalUpdate(bt, tr, ex, predAt, goldAt)
	}
}

// trainHyps returns k hypotheses with states from pool, kept for reuse
// (withStates).
func trainHyps(pool []trainHyp, k int) []trainHyp {
	return withStates(pool, k, func(h *trainHyp) **state { return &h.st })
}

// goldTransition returns the gold path's next transition from gs, the
// least-cost one (the best-scoring on a tie), and its score (0 when
// forced).
func (p *parser) goldTransition(bt *beamTrainer, tr *trainer, gs *state, ex *parseExample) (int, int64) {
	_, k := validMoves(gs)
	clear(bt.goldScores[:])
	if k > 1 {
		bt.feats = gs.features(bt.feats[:0], ex.pw, ex.pt, ex.px, ex.pp)
		tr.score(bt.feats, bt.goldScores[:])
	}
	cs, cl, cr := gs.costs(ex.heads)
	gold := oracleTransition([nTransitions]int{cs, cl, cr}, bt.goldScores[:])
	return gold, bt.goldScores[gold]
}

// beamLabel returns the label the label model gives transition c's arc in
// st (-1 for a SHIFT, root for the root arc), leaving the arc's label
// features in bt.feats.
func (p *parser) beamLabel(bt *beamTrainer, ltr *trainer, st *state, c int, ex *parseExample) int {
	if c == shiftClass {
		return -1
	}
	if int(st.b) == st.n && len(st.stack) == 1 {
		return p.root
	}
	h, d := st.arc(c)
	bt.feats = st.labelFeatures(bt.feats[:0], h, d, ex.pw, ex.pt, ex.px, ex.pp, p.context)
	ltr.score(bt.feats, bt.lscores)
	return p.trainedLabel(bt.lscores)
}

// learnLabel updates the label model on the gold path's arc of transition
// c in st, which beamLabel labelled pred (its features in bt.feats), when
// the arc is in the gold tree.
func (p *parser) learnLabel(bt *beamTrainer, ltr *trainer, st *state, c, pred int, ex *parseExample) {
	if c == shiftClass || pred == p.root {
		return
	}
	ltr.tick()
	if h, d := st.arc(c); ex.heads[d] == h {
		ltr.update(bt.feats, int(ex.labels[d]), pred)
	}
}

// globalUpdate rewards the features of the gold path ending at node gold
// and penalises those of the predicted path ending at node pred, both of
// the same length, replaying each from the start; their common prefix
// cancels and is skipped.
func (p *parser) globalUpdate(bt *beamTrainer, tr *trainer, ex *parseExample, pred, gold int32) {
	for i, end := range [2]int32{pred, gold} {
		path := bt.paths[i][:0]
		for at := end; at >= 0; at = bt.nodes[at].parent {
			path = append(path, bt.nodes[at])
		}
		slices.Reverse(path)
		bt.paths[i] = path
	}
	same := 0
	for same < len(bt.paths[0]) && bt.paths[0][same].c == bt.paths[1][same].c && bt.paths[0][same].label == bt.paths[1][same].label {
		same++
	}
	n := len(ex.pw) - 1
	for i, sign := range [2]int32{-1, 1} {
		st := &bt.replay[i]
		st.reset(n)
		for j, nd := range bt.paths[i] {
			if _, k := validMoves(st); j >= same && k > 1 {
				bt.feats = st.features(bt.feats[:0], ex.pw, ex.pt, ex.px, ex.pp)
				tr.add(bt.feats, int(nd.c), sign)
			}
			st.apply(int(nd.c), int(nd.label))
		}
	}
}

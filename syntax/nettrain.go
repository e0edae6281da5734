package syntax

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"sitrep/conllu"
)

// NetDims are the sizes of a net parser (netparse.go): the embeddings of
// a word, a tag and a label, and the hidden layer.
type NetDims = netDims

// NetDev is a development treebank scored after each epoch of TrainNet.
type NetDev struct {
	Name  string
	Sents []conllu.Sentence
}

// NetConfig controls TrainNet. The same data and config give the same
// bytes: one goroutine trains, from Seed.
type NetConfig struct {
	TrainConfig         // Seed, Epochs, Folds, Tagger (tags the dev sets), Progress
	Dims        NetDims // zero sizes take 50, 20, 20 and 200
	Parser      []byte  // the parser model whose label model labels the arcs
	Devs        []NetDev
	Rate        float64 // Adam's step (0: 0.001)
	Batch       int     // transitions a step (0: 32)
	// Save, when set, is given the net's file after each epoch, so that a
	// run cut short leaves its nets.
	Save func(epoch int, data []byte) error
}

// Defaults of NetConfig.
const (
	netDefaultEpochs = 4
	netDefaultRate   = 0.001
	netDefaultBatch  = 32
	// netDropout: in training a word seen c times is read as unknown with
	// probability netDropout/(netDropout+c) (Kiperwasser & Goldberg 2016),
	// so that the unknown row learns from rare words.
	netDropout = 0.25
)

func (c *NetConfig) defaults() {
	if c.Epochs <= 0 {
		c.Epochs = netDefaultEpochs
	}
	if c.Rate <= 0 {
		c.Rate = netDefaultRate
	}
	if c.Batch <= 0 {
		c.Batch = netDefaultBatch
	}
	d := &c.Dims
	for _, p := range []struct {
		v   *int
		def int
	}{{&d.Word, 50}, {&d.Tag, 20}, {&d.Label, 20}, {&d.Hidden, 200}} {
		if *p.v <= 0 {
			*p.v = p.def
		}
	}
}

// TrainNet trains a net scorer of the unlabelled transitions on train,
// tagged by jackknifing as for TrainParser, with the dynamic oracle of
// the perceptron parser, and returns its file's bytes. The arcs it makes
// in training are labelled by cfg.Parser's label model, as at run time.
func TrainNet(train []conllu.Sentence, cfg NetConfig) ([]byte, error) {
	cfg.defaults()
	base, err := Load(cfg.Tagger, cfg.Parser)
	if err != nil {
		return nil, fmt.Errorf("train net: %w", err)
	}
	folds, err := cfg.jackknifeFolds(len(train))
	if err != nil {
		return nil, fmt.Errorf("train net: %w", err)
	}
	labelID := map[string]int{}
	for i, l := range base.ps.labels {
		labelID[l] = i
	}
	total := folds + cfg.Epochs
	upos, xpos, id := tagSet(train)
	predicted := jackknife(taggedSentences(train, id), upos, xpos, folds, total, cfg.TrainConfig)
	exs := parseExamples(train, predicted, upos, xpos, labelID)
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6e6e70))
	m, counts := newNet(exs, cfg.Dims, len(base.ps.labels)+2, rng)
	t := newNetTrainer(m, cfg.Rate, cfg.Batch)
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	for ep := 0; ep < cfg.Epochs; ep++ {
		start := time.Now()
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		loss := t.epoch(base.ps, exs, order, counts, rng, ep > 0)
		note := fmt.Sprintf("epoch %d loss %.4f train %s", ep+1, loss, time.Since(start).Round(time.Second))
		m.precompute()
		dp := base.withNet(m, 0)
		for _, d := range cfg.Devs {
			uas, las := dp.attachment(d.Sents)
			note += fmt.Sprintf(" %s uas %.4f las %.4f", d.Name, uas, las)
		}
		cfg.progress(folds+ep+1, total, note)
		if cfg.Save != nil {
			data, err := encodeNet(m)
			if err == nil {
				err = cfg.Save(ep+1, data)
			}
			if err != nil {
				return nil, fmt.Errorf("train net: epoch %d: %w", ep+1, err)
			}
		}
	}
	return encodeNet(m)
}

// newNet returns a net for exs with random weights from rng: its
// vocabulary is the words seen at least twice, most frequent first, and
// every tag; counts gives each word row's count for the word dropout.
func newNet(exs []parseExample, dims netDims, nlab int, rng *rand.Rand) (*netModel, []int32) {
	wc, tc := map[uint64]int32{}, map[uint64]int32{}
	for _, ex := range exs {
		for i, w := range ex.pw {
			wc[w]++
			tc[ex.pt[i]]++
		}
	}
	m := &netModel{dims: dims, nlab: nlab, words: map[uint64]int32{}, tags: map[uint64]int32{}}
	counts := []int32{0, 0}
	for _, k := range byCount(wc, 2) {
		m.words[k] = int32(len(m.words) + 2)
		counts = append(counts, wc[k])
	}
	for _, k := range byCount(tc, 1) {
		m.tags[k] = int32(len(m.tags) + 2)
	}
	m.alloc()
	fill := func(a []float32, r float64) {
		for i := range a {
			a[i] = float32((rng.Float64()*2 - 1) * r)
		}
	}
	fill(m.ew, 1)
	fill(m.et, 1)
	fill(m.el, 1)
	fill(m.w1, math.Sqrt(6/float64(m.in)))
	fill(m.w2, math.Sqrt(6/float64(dims.Hidden+nTransitions)))
	for j := range m.b1 {
		m.b1[j] = 0.01 // a little above zero, so that every unit starts alive
	}
	return m, counts
}

// byCount returns the keys of counts seen at least min times, the most
// frequent first, ties in key order.
func byCount(counts map[uint64]int32, min int32) []uint64 {
	var keys []uint64
	for k, c := range counts {
		if c >= min {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b uint64) int {
		if counts[a] != counts[b] {
			return int(counts[b] - counts[a])
		}
		if a < b {
			return -1
		}
		return 1
	})
	return keys
}

// netTrainer trains a net with Adam on mini-batches of transitions.
type netTrainer struct {
	m      *netModel
	params [][]float32 // ew, et, el, w1, b1, w2, b2
	grad   [][]float32 // their gradients, summed over the batch
	m1, m2 [][]float32 // Adam's moments
	// touched lists the rows of each embedding table (the first three
	// params) with a gradient in this batch; seen marks them.
	touched [3][]int32
	seen    [3][]bool
	rate    float64
	batch   int
	n, step int
	x, h    []float32
	dh, dx  []float32
}

func newNetTrainer(m *netModel, rate float64, batch int) *netTrainer {
	t := &netTrainer{m: m, rate: rate, batch: batch,
		params: [][]float32{m.ew, m.et, m.el, m.w1, m.b1, m.w2, m.b2}}
	for _, p := range t.params {
		t.grad = append(t.grad, make([]float32, len(p)))
		t.m1 = append(t.m1, make([]float32, len(p)))
		t.m2 = append(t.m2, make([]float32, len(p)))
	}
	for k, w := range []int{m.dims.Word, m.dims.Tag, m.dims.Label} {
		t.seen[k] = make([]bool, len(t.params[k])/w)
	}
	t.x, t.dx = make([]float32, m.in), make([]float32, m.in)
	t.h, t.dh = make([]float32, m.dims.Hidden), make([]float32, m.dims.Hidden)
	return t
}

// epoch trains one pass over exs in order and returns the mean loss a
// transition. Exploring, it follows its own wrong choice nine times in
// ten, as the perceptron does (trainEpoch); the arcs get ps's labels.
func (t *netTrainer) epoch(ps *parser, exs []parseExample, order []int, counts []int32, rng *rand.Rand, explore bool) float64 {
	var st state
	ws := new(workspace)
	ws.attr = attribution{comma: -1}
	var wr, tr []int32
	var ids [netInputs]int32
	loss, steps := 0.0, 0
	for _, ei := range order {
		ex := &exs[ei]
		st.reset(len(ex.pw) - 1)
		wr, tr = t.m.rowsOf(ex.pw, ex.pt, wr, tr)
		for i, r := range wr[:len(wr)-1] {
			if c := float64(counts[r]); c > 0 && rng.Float64() < netDropout/(netDropout+c) {
				wr[i] = netUnknown
			}
		}
		for !st.terminal() {
			cs, cl, cr := st.costs(ex.heads)
			costs := [nTransitions]int{cs, cl, cr}
			next := -1
			if k, first := choices([nTransitions]bool{cs >= 0, cl >= 0, cr >= 0}); k == 1 {
				next = first
			} else {
				st.netRows(&ids, wr, tr)
				var l float64
				next, l = t.learn(&ids, costs, explore, rng)
				loss += l
				steps++
			}
			st.apply(next, ps.arcLabel(&st, next, ex.pw, ex.pt, ex.px, ex.pp, ws))
		}
	}
	return loss / float64(max(steps, 1))
}

// learn scores one configuration, adds its gradient and returns the
// transition to follow and the loss: minus the log of the probability
// of the least-cost transitions.
func (t *netTrainer) learn(ids *[netInputs]int32, costs [nTransitions]int, explore bool, rng *rand.Rand) (int, float64) {
	m := t.m
	m.gather(ids, t.x)
	out := m.forward(t.x, t.h)
	var ok [nTransitions]bool
	least := -1
	for c, cost := range costs {
		ok[c] = cost >= 0
		if ok[c] && (least < 0 || cost < least) {
			least = cost
		}
	}
	var g [nTransitions]float32
	pz := 0.0
	pred := -1
	lp := netLogProbs(out, ok)
	for c := range costs {
		if ok[c] {
			p := math.Exp(lp[c])
			g[c] = float32(p)
			if costs[c] == least {
				pz += p
			}
			if pred < 0 || out[c] > out[pred] {
				pred = c
			}
		}
	}
	for c := range costs {
		if ok[c] && costs[c] == least {
			g[c] -= g[c] / float32(pz)
		}
	}
	t.backward(ids, g)
	gold := pred
	if costs[pred] != least {
		gold = bestOfLeast(out, costs, least)
		if !explore || rng.Float64() >= 0.9 {
			return gold, -math.Log(max(pz, 1e-30))
		}
	}
	return pred, -math.Log(max(pz, 1e-30))
}

// bestOfLeast returns the best-scoring transition of cost least.
func bestOfLeast(out [nTransitions]float32, costs [nTransitions]int, least int) int {
	best := -1
	for c, cost := range costs {
		if cost == least && (best < 0 || out[c] > out[best]) {
			best = c
		}
	}
	return best
}

// backward adds the gradient of the loss whose gradient at the scores is
// g, for the inputs ids (in t.x, hidden layer t.h), and takes a step at
// the end of a batch.
func (t *netTrainer) backward(ids *[netInputs]int32, g [nTransitions]float32) {
	m, H := t.m, t.m.dims.Hidden
	gw1, gb1, gw2, gb2 := t.grad[3], t.grad[4], t.grad[5], t.grad[6]
	clear(t.dh)
	for c, v := range g {
		if v == 0 {
			continue
		}
		gb2[c] += v
		axpy(gw2[c*H:(c+1)*H], v, t.h)
		axpy(t.dh, v, m.w2[c*H:(c+1)*H])
	}
	clear(t.dx)
	for j, d := range t.dh {
		if t.h[j] <= 0 || d == 0 {
			continue
		}
		gb1[j] += d
		axpy(gw1[j*m.in:(j+1)*m.in], d, t.x)
		axpy(t.dx, d, m.w1[j*m.in:(j+1)*m.in])
	}
	for k, r := range ids {
		off, width := m.dims.offset(k)
		table := min(k/netSlots, 2)
		axpy(t.grad[table][int(r)*width:int(r+1)*width], 1, t.dx[off:off+width])
		if !t.seen[table][r] {
			t.seen[table][r] = true
			t.touched[table] = append(t.touched[table], r)
		}
	}
	if t.n++; t.n == t.batch {
		t.update()
	}
}

// update takes one Adam step with the batch's mean gradient and clears it:
// the dense layers whole, the embeddings only in the rows the batch read.
func (t *netTrainer) update() {
	t.step++
	b1, b2 := 0.9, 0.999
	lr := float32(t.rate * math.Sqrt(1-math.Pow(b2, float64(t.step))) / (1 - math.Pow(b1, float64(t.step))))
	scale := 1 / float32(t.n)
	adam := func(k, from, to int) {
		p, g, m1, m2 := t.params[k][from:to], t.grad[k][from:to], t.m1[k][from:to], t.m2[k][from:to]
		for i := range p {
			gi := g[i] * scale
			m1[i] = 0.9*m1[i] + 0.1*gi
			m2[i] = 0.999*m2[i] + 0.001*gi*gi
			p[i] -= lr * m1[i] / (float32(math.Sqrt(float64(m2[i]))) + 1e-8)
			g[i] = 0
		}
	}
	for k := 3; k < len(t.params); k++ {
		adam(k, 0, len(t.params[k]))
	}
	for k, w := range []int{t.m.dims.Word, t.m.dims.Tag, t.m.dims.Label} {
		for _, r := range t.touched[k] {
			adam(k, int(r)*w, int(r+1)*w)
			t.seen[k][r] = false
		}
		t.touched[k] = t.touched[k][:0]
	}
	t.n = 0
}

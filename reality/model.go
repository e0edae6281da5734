package reality

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Model is a logistic regression over sparse binary features, with the
// probability under which an event mention is taken for no real event.
type Model struct {
	Weights   map[string]float64
	Threshold float64
}

// Prob returns the probability that a mention with features fs tells a
// real, specific event.
func (m *Model) Prob(fs []string) float64 {
	z := 0.0
	for _, f := range fs {
		z += m.Weights[f]
	}
	return 1 / (1 + math.Exp(-z))
}

// Example is one labelled event mention.
type Example struct {
	Features []string
	Real     bool
}

// TrainOptions set the trainer's few knobs; the zero value is not useful,
// DefaultTrainOptions is.
type TrainOptions struct {
	Epochs int     // full passes of gradient descent
	Rate   float64 // step size
	L2     float64 // weight decay per example
	// MinCount leaves out features seen in fewer training examples: a
	// word met once says more about its article than about events.
	MinCount int
}

// DefaultTrainOptions are the settings the shipped model was trained with.
var DefaultTrainOptions = TrainOptions{Epochs: 400, Rate: 0.5, L2: 0.03, MinCount: 2}

// Train fits a logistic regression to the examples by full-batch gradient
// descent from zero weights. It draws no random numbers and visits
// features in sorted order, so the same examples give the same weights.
func Train(ex []Example, opt TrainOptions) *Model {
	seen := map[string]int{}
	for _, e := range ex {
		for _, f := range e.Features {
			seen[f]++
		}
	}
	var names []string
	for f, n := range seen {
		if n >= opt.MinCount || f == "bias" {
			names = append(names, f)
		}
	}
	sort.Strings(names)
	index := make(map[string]int, len(names))
	for k, f := range names {
		index[f] = k
	}
	rows := make([][]int, len(ex))
	for n, e := range ex {
		for _, f := range e.Features {
			if k, ok := index[f]; ok {
				rows[n] = append(rows[n], k)
			}
		}
		sort.Ints(rows[n])
	}
	w := make([]float64, len(names))
	grad := make([]float64, len(names))
	scale := 1 / float64(max(len(ex), 1))
	for range opt.Epochs {
		clear(grad)
		for n, row := range rows {
			z := 0.0
			for _, k := range row {
				z += w[k]
			}
			y := 0.0
			if ex[n].Real {
				y = 1
			}
			g := 1/(1+math.Exp(-z)) - y
			for _, k := range row {
				grad[k] += g
			}
		}
		for k := range w {
			reg := opt.L2 * w[k]
			if names[k] == "bias" {
				reg = 0
			}
			w[k] -= opt.Rate * (grad[k]*scale + reg)
		}
	}
	m := &Model{Weights: make(map[string]float64, len(names)), Threshold: 0.5}
	for k, f := range names {
		// Rounded as written, so a model read back scores as trained.
		if v := round(w[k]); v != 0 {
			m.Weights[f] = v
		}
	}
	return m
}

func round(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 4, 64), 64)
	if r == 0 {
		return 0 // no negative zero
	}
	return r
}

// Write writes the model as text: a comment, the threshold, then one
// feature and weight a line in sorted order.
func (m *Model) Write(w io.Writer, comment string) error {
	bw := bufio.NewWriter(w)
	for _, line := range strings.Split(comment, "\n") {
		fmt.Fprintf(bw, "# %s\n", line)
	}
	fmt.Fprintf(bw, "threshold\t%s\n", strconv.FormatFloat(m.Threshold, 'f', 4, 64))
	names := make([]string, 0, len(m.Weights))
	for f := range m.Weights {
		names = append(names, f)
	}
	sort.Strings(names)
	for _, f := range names {
		fmt.Fprintf(bw, "%s\t%s\n", f, strconv.FormatFloat(m.Weights[f], 'f', 4, 64))
	}
	return bw.Flush()
}

// ReadModel reads a model written by Write.
func ReadModel(r io.Reader) (*Model, error) {
	m := &Model{Weights: map[string]float64{}, Threshold: -1}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, val, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("line %d: want feature<TAB>weight", n)
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if name == "threshold" {
			m.Threshold = v
			continue
		}
		m.Weights[name] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if m.Threshold < 0 || m.Threshold > 1 {
		return nil, fmt.Errorf("no threshold in [0, 1]")
	}
	return m, nil
}

// CurvePoint is how a threshold does in cross-validation.
type CurvePoint struct {
	Threshold       float64
	Precision       float64 // real events among those kept
	KeptReal        int     // real events kept
	DroppedSpurious int     // other events dropped
}

// CrossValidate returns each example's probability of telling a real
// event under a model trained on the other folds (fold[k] is example k's,
// in [0, folds)): the decisions the trainer makes on articles it has not
// seen, from which the threshold is chosen and the features are judged.
func CrossValidate(ex []Example, fold []int, folds int, opt TrainOptions) []float64 {
	prob := make([]float64, len(ex))
	for f := range folds {
		var train []Example
		for k, e := range ex {
			if fold[k] != f {
				train = append(train, e)
			}
		}
		m := Train(train, opt)
		for k, e := range ex {
			if fold[k] == f {
				prob[k] = m.Prob(e.Features)
			}
		}
	}
	return prob
}

// AUC returns the share of (real, other) pairs of examples in which the
// real one has the higher probability, ties counting half: how well prob
// ranks, whatever the threshold.
func AUC(ex []Example, prob []float64) float64 {
	type scored struct {
		p    float64
		real bool
	}
	s := make([]scored, len(ex))
	for k, e := range ex {
		s[k] = scored{prob[k], e.Real}
	}
	sort.Slice(s, func(a, b int) bool { return s[a].p < s[b].p })
	// Walk up the scores a tie group at a time, counting the others
	// below each real example.
	var pairs, below float64
	nReal := 0
	for a := 0; a < len(s); {
		b, r, o := a, 0, 0
		for ; b < len(s) && s[b].p == s[a].p; b++ {
			if s[b].real {
				r++
			} else {
				o++
			}
		}
		pairs += float64(r) * (below + float64(o)/2)
		below += float64(o)
		nReal += r
		a = b
	}
	if nReal == 0 || below == 0 {
		return 0
	}
	return pairs / (float64(nReal) * below)
}

// ChooseThreshold returns the highest threshold, in steps of 0.001, that
// keeps at least 1 - maxLoss of the real examples when each is scored by
// its cross-validated probability prob[k] (CrossValidate), with the curve
// at steps of 0.05 up to it for the report.
func ChooseThreshold(ex []Example, prob []float64, maxLoss float64) (float64, []CurvePoint) {
	at := func(th float64) CurvePoint {
		c := CurvePoint{Threshold: th}
		kept := 0
		for k, e := range ex {
			switch keep := prob[k] >= th; {
			case keep && e.Real:
				c.KeptReal++
				kept++
			case keep:
				kept++
			case !e.Real:
				c.DroppedSpurious++
			}
		}
		if kept > 0 {
			c.Precision = float64(c.KeptReal) / float64(kept)
		}
		return c
	}
	real := 0
	for _, e := range ex {
		if e.Real {
			real++
		}
	}
	best := 0.0
	var curve []CurvePoint
	for step := 0; step <= 1000; step++ {
		th := float64(step) / 1000
		c := at(th)
		if float64(c.KeptReal) < (1-maxLoss)*float64(real) {
			break
		}
		best = th
		if step%50 == 0 {
			curve = append(curve, c)
		}
	}
	return best, append(curve, at(best))
}

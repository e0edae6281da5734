// Package logreg is a logistic regression over sparse binary features,
// trained by full-batch gradient descent and written as sorted text, so
// that a model trained twice on the same examples is the same bytes. The
// models learnt from the article gold, the event filter (package reality),
// the party chooser (package event, a conditional logit) and the undating
// stage (package undate), train and read their models through it.
package logreg

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Bias is the feature every example should carry; it is never decayed.
const Bias = "bias"

// Model is a logistic regression with the threshold its user decides at.
type Model struct {
	Weights   map[string]float64
	Threshold float64
}

// Score returns the model's log-odds for an example with features fs.
func (m *Model) Score(fs []string) float64 {
	z := 0.0
	for _, f := range fs {
		z += m.Weights[f]
	}
	return z
}

// Prob returns the probability the model gives an example with features
// fs of being positive.
func (m *Model) Prob(fs []string) float64 { return 1 / (1 + math.Exp(-m.Score(fs))) }

// Example is one labelled example.
type Example struct {
	Features []string
	Positive bool
}

// Options are the trainer's knobs; the zero value is not useful.
type Options struct {
	Epochs int     // full passes of gradient descent
	Rate   float64 // step size
	L2     float64 // weight decay per example
	// MinCount leaves out features seen in fewer training examples: a
	// word met once says more about its article than about the class.
	MinCount int
}

// Train fits a logistic regression to the examples by full-batch gradient
// descent from zero weights. It draws no random numbers and visits
// features in sorted order, so the same examples give the same weights.
// The threshold is left at 0.5.
func Train(ex []Example, opt Options) *Model {
	names, rows := index(ex, opt.MinCount)
	return fit(names, len(ex), opt, func(w, grad []float64) {
		for n, row := range rows {
			z := 0.0
			for _, k := range row {
				z += w[k]
			}
			y := 0.0
			if ex[n].Positive {
				y = 1
			}
			g := 1/(1+math.Exp(-z)) - y
			for _, k := range row {
				grad[k] += g
			}
		}
	})
}

// fit runs opt.Epochs steps of gradient descent from zero weights over the
// named features: each epoch, grad (cleared) takes from add the loss's
// gradient summed over n examples, then the weights move against its mean,
// decayed by opt.L2 (the bias is not). The model holds the weights rounded
// as Write writes them, so a model read back scores as trained, and its
// threshold is 0.5.
func fit(names []string, n int, opt Options, add func(w, grad []float64)) *Model {
	w := make([]float64, len(names))
	grad := make([]float64, len(names))
	scale := 1 / float64(max(n, 1))
	for range opt.Epochs {
		clear(grad)
		add(w, grad)
		for k := range w {
			reg := opt.L2 * w[k]
			if names[k] == Bias {
				reg = 0
			}
			w[k] -= opt.Rate * (grad[k]*scale + reg)
		}
	}
	m := &Model{Weights: make(map[string]float64, len(names)), Threshold: 0.5}
	for k, f := range names {
		if v := round(w[k]); v != 0 {
			m.Weights[f] = v
		}
	}
	return m
}

// index numbers the features seen in at least minCount examples (the bias
// always), in sorted order, and returns each example's feature numbers.
func index(ex []Example, minCount int) (names []string, rows [][]int) {
	seen := map[string]int{}
	for _, e := range ex {
		for _, f := range e.Features {
			seen[f]++
		}
	}
	for f, n := range seen {
		if n >= minCount || f == Bias {
			names = append(names, f)
		}
	}
	sort.Strings(names)
	num := make(map[string]int, len(names))
	for k, f := range names {
		num[f] = k
	}
	rows = make([][]int, len(ex))
	for n, e := range ex {
		for _, f := range e.Features {
			if k, ok := num[f]; ok {
				rows[n] = append(rows[n], k)
			}
		}
		sort.Ints(rows[n])
	}
	return names, rows
}

func round(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 4, 64), 64)
	if r == 0 {
		return 0 // no negative zero
	}
	return r
}

// Write writes the model as text: the comment's lines after "# ", the
// threshold, then one feature and weight a line in sorted order.
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

// Read reads a model written by Write.
func Read(r io.Reader) (*Model, error) {
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

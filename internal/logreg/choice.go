package logreg

import (
	"math"
	"slices"
)

// Group is one choice among options, each described by its features, with
// which options are right (one or more; a group with none teaches nothing).
type Group struct {
	Options [][]string
	Right   []bool
}

// TrainChoice fits a conditional logit: the probability of option k of a
// group is the softmax of the options' scores, and training maximises the
// probability of the right ones, by full-batch gradient descent from zero
// weights. Like Train it is deterministic; the threshold is left at 0.5.
// A feature every option of a group shares (a bias) cancels in the
// softmax, so the options need none. Groups with no right option teach
// nothing and are left out, not counted in the gradient's scale.
func TrainChoice(groups []Group, opt Options) *Model {
	groups = slices.DeleteFunc(slices.Clone(groups), func(g Group) bool { return !slices.Contains(g.Right, true) })
	var ex []Example
	for _, g := range groups {
		for _, o := range g.Options {
			ex = append(ex, Example{Features: o})
		}
	}
	names, rows := index(ex, opt.MinCount)
	return fit(names, len(groups), opt, func(w, grad []float64) {
		n := 0
		for _, g := range groups {
			opts := rows[n : n+len(g.Options)]
			n += len(g.Options)
			z := make([]float64, len(opts))
			for k, row := range opts {
				for _, f := range row {
					z[k] += w[f]
				}
			}
			p := softmax(z)
			right := 0.0
			for k, r := range g.Right {
				if r {
					right += p[k]
				}
			}
			if right == 0 {
				continue
			}
			for k, row := range opts {
				q := 0.0
				if g.Right[k] {
					q = p[k] / right
				}
				for _, f := range row {
					grad[f] += p[k] - q
				}
			}
		}
	})
}

// Choose returns the probability the model gives each option of being the
// right one.
func (m *Model) Choose(options [][]string) []float64 {
	z := make([]float64, len(options))
	for k, o := range options {
		z[k] = m.Score(o)
	}
	return softmax(z)
}

func softmax(z []float64) []float64 {
	top := math.Inf(-1)
	for _, v := range z {
		top = max(top, v)
	}
	p := make([]float64, len(z))
	sum := 0.0
	for k, v := range z {
		p[k] = math.Exp(v - top)
		sum += p[k]
	}
	for k := range p {
		p[k] /= sum
	}
	return p
}

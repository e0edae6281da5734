package reality

import (
	"sort"

	"sitrep/internal/logreg"
)

// Model is the event filter's logistic regression over sparse binary
// features (package logreg), with the probability under which an event
// mention is taken for no real event as its threshold.
type Model = logreg.Model

// Example is one labelled event mention: Positive when it tells a real
// event.
type Example = logreg.Example

// TrainOptions set the trainer's few knobs (package logreg).
type TrainOptions = logreg.Options

// DefaultTrainOptions are the settings the shipped model was trained with.
var DefaultTrainOptions = TrainOptions{Epochs: 400, Rate: 0.5, L2: 0.03, MinCount: 2}

// CurvePoint is how a threshold does in cross-validation.
type CurvePoint struct {
	Threshold       float64
	Precision       float64 // real events among those kept
	KeptReal        int     // real events kept
	KeptSpurious    int     // other events kept
	DroppedReal     int     // real events dropped
	DroppedSpurious int     // other events dropped
}

// Decide scores threshold th on examples ex, example k scored by
// prob[k]: how many real and other events it keeps and drops. The
// threshold curve and the trainer's nested estimate count by it alike.
func Decide(ex []Example, prob []float64, th float64) CurvePoint {
	c := CurvePoint{Threshold: th}
	for k, e := range ex {
		switch keep := prob[k] >= th; {
		case keep && e.Positive:
			c.KeptReal++
		case keep:
			c.KeptSpurious++
		case e.Positive:
			c.DroppedReal++
		default:
			c.DroppedSpurious++
		}
	}
	if kept := c.KeptReal + c.KeptSpurious; kept > 0 {
		c.Precision = float64(c.KeptReal) / float64(kept)
	}
	return c
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
		m := logreg.Train(train, opt)
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
		s[k] = scored{prob[k], e.Positive}
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
	real := 0
	for _, e := range ex {
		if e.Positive {
			real++
		}
	}
	best := 0.0
	var curve []CurvePoint
	for step := 0; step <= 1000; step++ {
		th := float64(step) / 1000
		c := Decide(ex, prob, th)
		if float64(c.KeptReal) < (1-maxLoss)*float64(real) {
			break
		}
		best = th
		if step%50 == 0 {
			curve = append(curve, c)
		}
	}
	return best, append(curve, Decide(ex, prob, best))
}

package undate

import "sitrep/internal/logreg"

// CurvePoint is how a threshold does in cross-validation: the events it
// undates whose gold has no date (mended) and whose date was right (lost).
type CurvePoint struct {
	Threshold    float64
	Mended, Lost int
}

// Net returns the events mended net of those lost.
func (c CurvePoint) Net() int { return c.Mended - c.Lost }

// Precision returns the share of mended events among those undated, 0
// when none is.
func (c CurvePoint) Precision() float64 {
	if c.Mended+c.Lost == 0 {
		return 0
	}
	return float64(c.Mended) / float64(c.Mended+c.Lost)
}

// ChooseThreshold returns the point, among thresholds in steps of 0.01,
// with the most examples mended (positive) net of those lost (negative)
// when each is scored by its cross-validated probability prob[k], of
// those whose precision is at least minPrec, the higher threshold on a
// tie; threshold 1 (nothing undated) when none gains. It returns too the
// curve at steps of 0.05 where something is undated, from the top.
func ChooseThreshold(ex []logreg.Example, prob []float64, minPrec float64) (CurvePoint, []CurvePoint) {
	best := CurvePoint{Threshold: 1}
	var curve []CurvePoint
	for step := 100; step >= 1; step-- {
		c := CurvePoint{Threshold: float64(step) / 100}
		for k, e := range ex {
			switch {
			case prob[k] < c.Threshold:
			case e.Positive:
				c.Mended++
			default:
				c.Lost++
			}
		}
		if step%5 == 0 && c.Mended+c.Lost > 0 {
			curve = append(curve, c)
		}
		if c.Precision() >= minPrec && c.Net() > best.Net() {
			best = c
		}
	}
	return best, curve
}

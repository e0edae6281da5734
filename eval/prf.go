package eval

// PRF returns precision (correct of pred), recall (correct of gold) and
// F1; a fraction of nothing is 0.
func PRF(correct, pred, gold int) (p, r, f float64) {
	return PRFSplit(correct, pred, correct, gold)
}

// PRFSplit is PRF with the right system items (sysOK of sys) and the found
// gold items (goldOK of gold) counted apart, as where one system item may
// match several gold items or none.
func PRFSplit(sysOK, sys, goldOK, gold int) (p, r, f float64) {
	if sys > 0 {
		p = float64(sysOK) / float64(sys)
	}
	if gold > 0 {
		r = float64(goldOK) / float64(gold)
	}
	return p, r, F1(p, r)
}

// F1 is the harmonic mean of precision p and recall r, 0 when both are.
func F1(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

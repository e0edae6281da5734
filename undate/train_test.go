package undate

import (
	"testing"

	"sitrep/internal/logreg"
)

// TestChooseThreshold checks that the threshold chosen is the one with
// the most mended net of lost among those precise enough, the higher on
// a tie, and 1 when no threshold gains.
func TestChooseThreshold(t *testing.T) {
	ex := []logreg.Example{{Positive: true}, {Positive: true}, {}, {Positive: true}, {}}
	prob := []float64{0.9, 0.8, 0.7, 0.6, 0.3}
	// At 0.8: 2 mended, 0 lost (+2); at 0.6: 3 mended, 1 lost (+2, lower);
	// at 0.3: 3 : 2 (+1).
	got, curve := ChooseThreshold(ex, prob, 0.7)
	if got.Threshold != 0.8 || got.Mended != 2 || got.Lost != 0 {
		t.Errorf("chose %+v, want threshold 0.80 mending 2, losing 0", got)
	}
	if len(curve) == 0 || curve[len(curve)-1].Net() != 1 {
		t.Errorf("curve %+v: want it to end at 0.05 with net +1", curve)
	}
	// Demanding every undated event be mended still allows 0.8.
	if got, _ := ChooseThreshold(ex, prob, 1); got.Threshold != 0.8 {
		t.Errorf("threshold at precision 1: %.2f, want 0.80", got.Threshold)
	}
	lossy := []logreg.Example{{}, {Positive: true}}
	if got, _ := ChooseThreshold(lossy, []float64{0.9, 0.5}, 0.5); got.Threshold != 1 {
		t.Errorf("threshold where nothing gains: %.2f, want 1", got.Threshold)
	}
}

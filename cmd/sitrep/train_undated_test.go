package main

import (
	"io"
	"testing"

	"sitrep/internal/logreg"
)

// TestChooseUndateThreshold checks that the threshold chosen is the one
// with the most mended net of lost among those precise enough, and 1
// when no threshold gains.
func TestChooseUndateThreshold(t *testing.T) {
	ex := []logreg.Example{{Positive: true}, {Positive: true}, {}, {Positive: true}, {}}
	prob := []float64{0.9, 0.8, 0.7, 0.6, 0.3}
	// At 0.8: 2 mended, 0 lost (+2); at 0.6: 3 mended, 1 lost (+2, lower);
	// at 0.3: 3 : 2 (+1).
	if th := chooseUndateThreshold(ex, prob, 0.7, io.Discard); th != 0.8 {
		t.Errorf("threshold %.2f, want 0.80", th)
	}
	// Demanding every undated event be mended still allows 0.8.
	if th := chooseUndateThreshold(ex, prob, 1, io.Discard); th != 0.8 {
		t.Errorf("threshold at precision 1: %.2f, want 0.80", th)
	}
	lossy := []logreg.Example{{}, {Positive: true}}
	if th := chooseUndateThreshold(lossy, []float64{0.9, 0.5}, 0.5, io.Discard); th != 1 {
		t.Errorf("threshold where nothing gains: %.2f, want 1", th)
	}
}

package main

import (
	"strings"
	"testing"
)

// TestBeamWidth: $SITREP_BEAM unset or 0 is the pipeline's own width (0);
// a width outside 0 to syntax.MaxBeam is an error naming the variable.
func TestBeamWidth(t *testing.T) {
	for _, c := range []struct {
		v    string
		want int
		ok   bool
	}{{"", 0, true}, {"1", 1, true}, {"4", 4, true}, {"0", 0, true}, {"-1", 0, false}, {"65", 0, false}, {"wide", 0, false}} {
		t.Setenv(envBeam, c.v)
		k, err := beamWidth()
		if k != c.want || (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), envBeam) {
			t.Errorf("%s=%q: width %d, error %v", envBeam, c.v, k, err)
		}
	}
}

package eval

import "testing"

// TestPRF checks the fractions, that nothing predicted or nothing in gold
// gives 0 rather than a division by zero, and that PRFSplit reads its two
// numerators apart.
func TestPRF(t *testing.T) {
	for _, c := range []struct {
		sysOK, sys, goldOK, gold int
		p, r, f                  float64
	}{
		{3, 4, 3, 6, 0.75, 0.5, 0.6},
		{0, 0, 0, 5, 0, 0, 0},
		{0, 3, 0, 0, 0, 0, 0},
		{2, 2, 1, 4, 1, 0.25, 0.4},
	} {
		p, r, f := PRFSplit(c.sysOK, c.sys, c.goldOK, c.gold)
		if p != c.p || r != c.r || f != c.f {
			t.Errorf("PRFSplit(%d, %d, %d, %d) = %v %v %v, want %v %v %v", c.sysOK, c.sys, c.goldOK, c.gold, p, r, f, c.p, c.r, c.f)
		}
		if c.sysOK == c.goldOK {
			if p2, r2, f2 := PRF(c.sysOK, c.sys, c.gold); p2 != p || r2 != r || f2 != f {
				t.Errorf("PRF(%d, %d, %d) = %v %v %v, want PRFSplit's", c.sysOK, c.sys, c.gold, p2, r2, f2)
			}
		}
	}
}

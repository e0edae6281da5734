package editdist

import "testing"

// TestDistance checks the edits counted, a swap of neighbours as one and
// a letter outside ASCII as one.
func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"boarsad", "borsad", 1},
		{"ahemdabad", "ahmedabad", 1},
		{"memnagar", "mannagar", 2},
		{"kābul", "kabul", 1},
		{"", "abc", 3},
		{"gold", "gold", 0},
	} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

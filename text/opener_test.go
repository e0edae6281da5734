package text

import "testing"

// TestOpener: the marks a sentence may open with before its first word,
// read the same by the splitter (decide) and the abbreviation scan.
func TestOpener(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want bool
	}{{'"', true}, {'“', true}, {'(', true}, {'\'', true}, {'”', false}, {')', false}, {'A', false}} {
		if got := opener(c.r); got != c.want {
			t.Errorf("opener(%q) = %v, want %v", c.r, got, c.want)
		}
	}
}

package doc

import "testing"

func TestLowForm(t *testing.T) {
	for w, want := range map[string]string{"’Re": "'re", "'LL": "'ll", "Being": "being", "o’clock": "o'clock"} {
		if got := LowForm(w); got != want {
			t.Errorf("LowForm(%q) = %q, want %q", w, got, want)
		}
	}
}

package doc

import "testing"

func TestLowForm(t *testing.T) {
	for w, want := range map[string]string{"’Re": "'re", "'LL": "'ll", "Being": "being", "o’clock": "o'clock"} {
		if got := LowForm(w); got != want {
			t.Errorf("LowForm(%q) = %q, want %q", w, got, want)
		}
	}
}

func TestOrdinalEnding(t *testing.T) {
	for s, want := range map[string]bool{"st": true, "nd": true, "rd": true, "th": true, "TH": false, "s": false, "d": false, "sth": false, "": false} {
		if got := OrdinalEnding(s); got != want {
			t.Errorf("OrdinalEnding(%q) = %v, want %v", s, got, want)
		}
	}
}

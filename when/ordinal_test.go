package when

import "testing"

// TestOrdinal checks the one-word ordinals other stages read: the words
// of the lexicon, tens and units joined by a hyphen, and digits with a
// suffix; a cardinal or a bare word is none.
func TestOrdinal(t *testing.T) {
	for w, want := range map[string]int{
		"third": 3, "Seventeenth": 17, "nineteenth": 19, "twenty-first": 21, "thirty-first": 31,
		"12th": 12, "21st": 21, "twenty-fifteenth": 0, "twenty": 0, "day": 0, "0th": 0, "th": 0,
	} {
		if got := Ordinal(w); got != want {
			t.Errorf("Ordinal(%q) = %d, want %d", w, got, want)
		}
	}
}

package where

import (
	"strings"
	"testing"
)

func TestAllCapitalsAgreesWithCaseMapping(t *testing.T) {
	for _, s := range []string{"NATO", "Kabul", "kabul", "ÉTAT", "État", "42", "U.S.", "AK-47", "ǅ", "ÀB\xffC", "\xff", "\uFFFDA", "ΣΑΣ", "σΑ", ""} {
		want := strings.ToUpper(s) == s && strings.ToLower(s) != s
		if got := allCapitals(s); got != want {
			t.Errorf("allCapitals(%q) = %v, want %v", s, got, want)
		}
	}
}

// capsLines asks it of every word of a story: it must not copy them.
func TestAllCapitalsDoesNotAllocate(t *testing.T) {
	ts := []tok{newTok(0, 5, "RIVER", 0), newTok(6, 10, "Town", 0), newTok(11, 16, "falls", 0)}
	allocs := testing.AllocsPerRun(20, func() {
		for _, x := range ts {
			allCapitals(x.form)
		}
	})
	if allocs != 0 {
		t.Errorf("allCapitals: %.0f allocations, want 0", allocs)
	}
}

package syntax

import (
	"strings"
	"testing"
)

// TestPrefixCounts: the parser's prefix counts carry punctuation in their
// low half and finite verbs in their high half, and between and
// verbsBetween read each back for the words strictly between two others.
func TestPrefixCounts(t *testing.T) {
	p := newParser(t)
	words := strings.Fields("Troops arrested 14 suspects , the ministry said , and police were told .")
	ws := new(workspace)
	p.analyse(words, ws, true)
	idx := func(w string) int32 {
		for i, x := range words {
			if x == w {
				return int32(i)
			}
		}
		t.Fatalf("no %q", w)
		return -1
	}
	arrested, said, were := idx("arrested"), idx("said"), idx("were")
	for _, c := range []struct {
		lo, hi       int32
		punct, verbs uint64
	}{
		{arrested, said, 1, 0},
		{0, were, 2, 2},              // "arrested" and "said"
		{0, int32(len(words)), 3, 2}, // two commas and the stop; three finite verbs, capped at 2
		{said, were, 1, 0},
	} {
		if got := between(ws.pp, c.lo, c.hi); got != c.punct {
			t.Errorf("punctuation between %s and %d: %d, want %d", words[c.lo], c.hi, got, c.punct)
		}
		if got := verbsBetween(ws.pp, c.lo, c.hi); got != c.verbs {
			t.Errorf("finite verbs between %s and %d: %d, want %d", words[c.lo], c.hi, got, c.verbs)
		}
	}
}

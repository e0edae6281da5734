package actor

import (
	"testing"
)

// scanLexicon is a small dictionary of made-up bodies and roles.
func scanLexicon(t *testing.T) *actorLexicon {
	t.Helper()
	lx := newActorLexicon()
	body := "[actors]\nBlue Lotus Brigade\tMMR\tREB\tBlue Lotus\t-\nGrey Heron Front\tNPL\tREB\t-\t-\n[roles]\nwarden\tCOP\n"
	if err := lx.parse("scan.txt", body, false); err != nil {
		t.Fatal(err)
	}
	return lx
}

func TestScanNormFindsLongestMatches(t *testing.T) {
	lx := scanLexicon(t)
	words := []string{"the", "Blue", "Lotus", "Brigade", "and", "a", "Grey", "Heron", "Front", "warden"}
	got := lx.scan(words)
	want := [][2]int{{1, 4}, {6, 9}, {9, 10}}
	if len(got) != len(want) {
		t.Fatalf("scan %v: %d items, want %d", words, len(got), len(want))
	}
	for k, it := range got {
		if it.start != want[k][0] || it.end != want[k][1] {
			t.Errorf("item %d: words[%d:%d], want [%d:%d]", k, it.start, it.end, want[k][0], want[k][1])
		}
	}
}

// The scan tries a key at almost every word of a story: building the keys
// must not allocate, only the list of matches may.
func TestScanNormKeysDoNotAllocate(t *testing.T) {
	lx := scanLexicon(t)
	words := []string{"the", "Blue", "Lotus", "Brigade", "said", "its", "Grey", "Heron", "allies", "left"}
	norm := actorNorms(words)
	allocs := testing.AllocsPerRun(50, func() { lx.scanNorm(words, norm) })
	if allocs > 1 {
		t.Errorf("scanNorm: %.0f allocations a call, want at most 1 (the matches)", allocs)
	}
}

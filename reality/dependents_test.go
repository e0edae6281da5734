package reality

import (
	"slices"
	"testing"

	"sitrep/doc"
)

func TestDependentsListsKidsInOrder(t *testing.T) {
	// heads of "Soldiers who fled the camp returned home": fled and home
	// hang from returned, the camp from fled, a self-loop and an
	// out-of-range head are ignored.
	heads := []int{6, 2, 0, 4, 2, 5, -1, 6, 99}
	toks := make([]doc.Token, len(heads))
	for i, h := range heads {
		toks[i].Head = h
	}
	kids := dependents(toks)
	want := [][]int{{2}, nil, {1, 4}, nil, {3}, nil, {0, 7}, nil, nil}
	for h := range want {
		if !slices.Equal(kids[h], want[h]) {
			t.Errorf("kids[%d] = %v, want %v", h, kids[h], want[h])
		}
	}
	// A list is full at its length: appending to one leaves the next alone.
	_ = append(kids[2], 8)
	if !slices.Equal(kids[4], []int{3}) {
		t.Errorf("append to kids[2] changed kids[4] to %v", kids[4])
	}
}

func TestDependentsAllocatesOnce(t *testing.T) {
	toks := make([]doc.Token, 200)
	for i := range toks {
		toks[i].Head = i / 3
	}
	allocs := testing.AllocsPerRun(20, func() { dependents(toks) })
	if allocs > 3 {
		t.Errorf("dependents: %.0f allocations, want 3 (offsets, lists, index)", allocs)
	}
}

package syntax

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestScorePrefix checks that after split, scorePrefix gives the same
// scores as score for every class below the split class, including for a
// row whose classes are out of order, and that rows read back unchanged.
func TestScorePrefix(t *testing.T) {
	const nclass, split = 21, 11
	rng := rand.New(rand.NewPCG(1, 2))
	m := newModel(nclass, 1, 300)
	rows := map[uint64][]uint32{}
	var keys []uint64
	for k := uint64(1); k <= 300; k++ {
		var row []uint32
		for c := 0; c < nclass; c++ {
			if rng.IntN(3) == 0 {
				row = append(row, packEntry(uint8(c), int16(rng.IntN(2001)-1000)))
			}
		}
		if len(row) == 0 {
			continue
		}
		if k%50 == 0 {
			slices.Reverse(row) // out of order: must still score right
		}
		key := k * 0x9E3779B97F4A7C15 & keyMask
		if !m.add(key, row) {
			t.Fatal("model full")
		}
		rows[key] = row
		keys = append(keys, key)
	}
	m.split(split)
	for _, k := range keys {
		if got := m.row(k); !slices.Equal(got, rows[k]) {
			t.Fatalf("row %x = %v, want %v", k, got, rows[k])
		}
	}
	full := make([]int32, 256)
	part := make([]int32, 256)
	for trial := 0; trial < 50; trial++ {
		var feats []uint64
		for j := 0; j < 40; j++ {
			if rng.IntN(4) == 0 {
				feats = append(feats, rng.Uint64()) // most likely unknown
			} else {
				feats = append(feats, keys[rng.IntN(len(keys))])
			}
		}
		m.score(feats, full[:nclass])
		m.scorePrefix(feats, part[:nclass])
		var want [nclass]int32
		for _, f := range feats {
			for _, e := range rows[f&keyMask] {
				want[uint8(e)] += int32(e) >> 16
			}
		}
		if !slices.Equal(full[:nclass], want[:]) {
			t.Fatalf("score = %v, want %v", full[:nclass], want)
		}
		if !slices.Equal(part[:split], want[:split]) {
			t.Fatalf("scorePrefix = %v, want %v below class %d", part[:split], want[:split], split)
		}
	}
}

func TestHugeCopy(t *testing.T) {
	s := make([]uint64, 3*hugePage/8+5)
	for i := range s {
		s[i] = uint64(i) * 0x9E3779B97F4A7C15
	}
	if c := hugeCopy(s); !slices.Equal(c, s) {
		t.Fatal("copy differs")
	}
}

package syntax

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomModel returns a model of nclass classes and random rows (one in
// fifty out of class order), with the rows by key.
func randomModel(t *testing.T, rng *rand.Rand, nclass int) (*model, map[uint64][]uint32, []uint64) {
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
	return m, rows, keys
}

// randomFeatures returns 40 features, mostly known keys.
func randomFeatures(rng *rand.Rand, keys []uint64) []uint64 {
	var feats []uint64
	for j := 0; j < 40; j++ {
		if rng.IntN(4) == 0 {
			feats = append(feats, rng.Uint64()) // most likely unknown
		} else {
			feats = append(feats, keys[rng.IntN(len(keys))])
		}
	}
	return feats
}

func wantScores(rows map[uint64][]uint32, feats []uint64, nclass int) []int32 {
	want := make([]int32, nclass)
	for _, f := range feats {
		for _, e := range rows[f&keyMask] {
			want[uint8(e)] += int32(e) >> 16
		}
	}
	return want
}

// TestScore checks model.score against a plain sum over the rows, and that
// rows read back unchanged.
func TestScore(t *testing.T) {
	const nclass = 21
	rng := rand.New(rand.NewPCG(1, 2))
	m, rows, keys := randomModel(t, rng, nclass)
	for _, k := range keys {
		if got := m.row(k); !slices.Equal(got, rows[k]) {
			t.Fatalf("row %x = %v, want %v", k, got, rows[k])
		}
	}
	scores := make([]int32, 256)
	for trial := 0; trial < 50; trial++ {
		feats := randomFeatures(rng, keys)
		m.score(feats, scores[:nclass])
		if want := wantScores(rows, feats, nclass); !slices.Equal(scores[:nclass], want) {
			t.Fatalf("score = %v, want %v", scores[:nclass], want)
		}
	}
}

// TestDense checks that the dense transition model scores as the model it
// packs, with weights scaled to 12 bits.
func TestDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	m, rows, keys := randomModel(t, rng, nTransitions)
	d := denseOf(m)
	scaled := map[uint64][]uint32{}
	for k, row := range rows {
		for _, e := range row {
			w := math.Round(float64(int32(e)>>16) * denseMaxWeight / maxWeight)
			scaled[k] = append(scaled[k], packEntry(uint8(e), int16(w)))
		}
	}
	var scores [nTransitions]int32
	for trial := 0; trial < 50; trial++ {
		feats := randomFeatures(rng, keys)
		d.score(feats, &scores)
		if want := wantScores(scaled, feats, nTransitions); !slices.Equal(scores[:], want) {
			t.Fatalf("dense score = %v, want %v", scores, want)
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

// TestDenseCached checks that scoring through a cache of lookups gives
// score's scores, with features that share their cache entry (the same low
// bits, other keys) and features the model lacks, met again and again.
func TestDenseCached(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	m, _, keys := randomModel(t, rng, nTransitions)
	d := denseOf(m)
	cache := make([]uint64, denseMinSlots)
	var miss []uint64
	for trial := 0; trial < 200; trial++ {
		feats := randomFeatures(rng, keys)
		for j := range 10 {
			// The same entry as feats[j], another key: a miss that
			// evicts, or a key the model lacks.
			feats = append(feats, feats[j]^uint64(1+rng.IntN(1000))<<20)
		}
		var want, got [nTransitions]int32
		d.score(feats, &want)
		miss = d.scoreCached(feats, &got, cache, miss)
		if got != want {
			t.Fatalf("trial %d: cached scores %v, want %v", trial, got, want)
		}
	}
}

package syntax

import (
	"bytes"
	"testing"
)

// TestShrink: a label model cut to n features keeps the n whose largest
// weight is largest, and cutting it before saving or after loading gives
// the same bytes, so a shipped model cut after training is what
// TrainParser writes.
func TestShrink(t *testing.T) {
	tb := toyTreebank()
	tg, err := TrainTagger(tb, nil, TrainConfig{Seed: 3, Epochs: 4})
	if err != nil {
		t.Fatal(err)
	}
	p, tr, ltr, err := trainParser(tb, nil, TrainConfig{Seed: 3, Epochs: 4, Folds: 2, Tagger: tg})
	if err != nil {
		t.Fatal(err)
	}
	m, lm := tr.finish(0), ltr.finish(0)
	n := lm.n / 2
	cut := lm.shrink(n)
	if cut.n != n {
		t.Fatalf("shrink(%d) kept %d features", n, cut.n)
	}
	// Every dropped feature's largest weight is at most every kept one's.
	top := func(row []uint32) int32 {
		var b int32
		for _, e := range row {
			b = max(b, abs32(int32(e)>>16))
		}
		return b
	}
	minKept, maxDropped := int32(1<<30), int32(0)
	for _, k := range lm.sortedKeys() {
		if r := cut.row(k); r != nil {
			minKept = min(minKept, top(r))
		} else {
			maxDropped = max(maxDropped, top(lm.row(k)))
		}
	}
	if maxDropped > minKept {
		t.Errorf("dropped a feature of weight %d, kept one of %d", maxDropped, minKept)
	}
	direct, err := encodeParser(p.labels, p.root, m, cut)
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := encodeParser(p.labels, p.root, m, lm)
	q := &parser{}
	var qm *model
	if err := decodeParserWith(whole, q, func(r *reader) { qm = r.model() }); err != nil {
		t.Fatal(err)
	}
	after, _ := encodeParser(q.labels, q.root, qm, q.lm.shrink(n))
	if !bytes.Equal(direct, after) {
		t.Error("cutting the label model after a save and load gives other bytes than before")
	}
}

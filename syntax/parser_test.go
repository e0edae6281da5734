package syntax

import (
	"bytes"
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

package syntax

import (
	"bytes"
	"math"
	"testing"

	"sitrep/conllu"
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
	direct, err := encodeParser(p.labels, p.root, m, cut, false, false)
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := encodeParser(p.labels, p.root, m, lm, false, false)
	q := &parser{}
	var qm *model
	if err := decodeParserWith(whole, q, func(r *reader) { qm = r.model() }); err != nil {
		t.Fatal(err)
	}
	after, _ := encodeParser(q.labels, q.root, qm, q.lm.shrink(n), false, false)
	if !bytes.Equal(direct, after) {
		t.Error("cutting the label model after a save and load gives other bytes than before")
	}
}

// TestAttributionKeeps: an arc keeps a closing attribution a clause of its
// own when its words other than the say verb hang from words of it and no
// word before it hangs from them.
func TestAttributionKeeps(t *testing.T) {
	// "They fled , the police chief said ." with the comma at 2, the say
	// verb at 6 and its last word at 6.
	a := attribution{comma: 2, say: 6, last: 6}
	for _, c := range []struct {
		h, d int32
		want bool
	}{
		{5, 4, true},  // police hung from chief, inside
		{6, 5, true},  // chief hung from said
		{1, 5, false}, // chief hung from fled
		{7, 5, false}, // chief hung from the root (index 7 past the last word)
		{5, 0, false}, // They hung from chief
		{6, 1, true},  // fled hung from said
		{1, 6, true},  // said hung from fled (parataxis)
		{1, 0, true},  // outside the attribution
	} {
		if got := a.keeps(c.h, c.d); got != c.want {
			t.Errorf("keeps(%d -> %d) = %v, want %v", c.h, c.d, got, c.want)
		}
	}
	// "The gunmen , police said , fled ." with the aside's commas at 2 and
	// 5: its say verb heads no word outside it but its commas.
	a = attribution{comma: 2, say: 4, last: 4, aside: true}
	for _, c := range []struct {
		h, d int32
		want bool
	}{
		{4, 3, true},  // police hung from said
		{6, 3, false}, // police hung from fled
		{4, 1, false}, // gunmen hung from said
		{6, 1, true},  // gunmen hung from fled
		{6, 4, true},  // said hung from fled
		{4, 5, true},  // the closing comma hung from said
		{4, 6, false}, // fled hung from said
	} {
		if got := a.keeps(c.h, c.d); got != c.want {
			t.Errorf("aside: keeps(%d -> %d) = %v, want %v", c.h, c.d, got, c.want)
		}
	}
}

// TestAverageParsers: each weight of an average is the weighted sum of the
// two models' weights, to within a quantisation step, over the union of
// their features; models with other labels and weights outside [0, 1] are
// refused.
func TestAverageParsers(t *testing.T) {
	tb := toyTreebank()
	train := func(seed uint64, sents []conllu.Sentence) []byte {
		data, err := TrainParser(sents, nil, TrainConfig{Seed: seed, Epochs: 4, Folds: 2, keepAll: true})
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	a, b := train(3, tb), train(4, tb[1:])
	const wa = 0.3
	avg, err := AverageParsers(a, b, wa)
	if err != nil {
		t.Fatal(err)
	}
	pa, ma, _ := decodeRows(a)
	pb, mb, _ := decodeRows(b)
	pv, mv, err := decodeRows(avg)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		a, b, avg *model
	}{{"transitions", ma, mb, mv}, {"labels", pa.lm, pb.lm, pv.lm}} {
		weight := func(m *model, k uint64, cls int) float64 {
			for _, e := range m.row(k) {
				if int(uint8(e)) == cls {
					return float64(int32(e)>>16) * m.unit
				}
			}
			return 0
		}
		keys := append(c.a.sortedKeys(), c.b.sortedKeys()...)
		if c.avg.n == 0 || c.avg.n < max(c.a.n, c.b.n) {
			t.Errorf("%s: %d features from %d and %d", c.name, c.avg.n, c.a.n, c.b.n)
		}
		for _, k := range keys {
			for cls := 0; cls < c.a.nclass; cls++ {
				want := wa*weight(c.a, k, cls) + (1-wa)*weight(c.b, k, cls)
				if got := weight(c.avg, k, cls); math.Abs(got-want) > c.avg.unit {
					t.Fatalf("%s: feature %x class %d weighs %g, want %g", c.name, k, cls, got, want)
				}
			}
		}
	}
	if _, err := AverageParsers(a, b, 1.5); err == nil {
		t.Error("a weight of 1.5 was accepted")
	}
	other := toyTreebank()
	other[0].Words[2].Deprel = "nummod:gov"
	if _, err := AverageParsers(a, train(3, other), 0.5); err == nil {
		t.Error("models with other labels were averaged")
	}
}

// TestLabelContext: a parser trained with LabelContext records it in its
// file and reads more label features than one trained without; the
// default training writes the plain magic, and an average of the two reads
// the context.
func TestLabelContext(t *testing.T) {
	tb := toyTreebank()
	cfg := TrainConfig{Seed: 3, Epochs: 4, Folds: 2, keepAll: true}
	plain, err := TrainParser(tb, nil, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.LabelContext = true
	withContext, err := TrainParser(tb, nil, cfg)
	if err != nil {
		t.Fatal(err)
	}
	avg, err := AverageParsers(plain, withContext, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		want bool
	}{{"plain", plain, false}, {"context", withContext, true}, {"average", avg, true}} {
		p, err := decodeParser(c.data)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if p.context != c.want {
			t.Errorf("%s: context %v, want %v", c.name, p.context, c.want)
		}
	}
	pp, _ := decodeParser(plain)
	pc, _ := decodeParser(withContext)
	if pc.lm.n <= pp.lm.n {
		t.Errorf("label model with context has %d features, without %d", pc.lm.n, pp.lm.n)
	}
}

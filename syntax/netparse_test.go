package syntax

import (
	"bytes"
	"math"
	"testing"
)

// toyNet trains a tagger, a parser and a small net on the toy treebank.
func toyNet(t *testing.T, seed uint64) (tg, ps, net []byte) {
	t.Helper()
	tb := toyTreebank()
	cfg := TrainConfig{Seed: 7, Epochs: 10, Folds: 2, keepAll: true}
	tg, err := TrainTagger(tb, tb, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Tagger = tg
	if ps, err = TrainParser(tb, nil, cfg); err != nil {
		t.Fatal(err)
	}
	ncfg := NetConfig{TrainConfig: cfg, Parser: ps, Dims: NetDims{Word: 8, Tag: 4, Label: 4, Hidden: 16}, Rate: 0.01, Batch: 4}
	ncfg.Seed, ncfg.Epochs = seed, 30
	// Three copies: the net's vocabulary is the words seen twice, and each
	// jackknife fold then tags sentences its tagger has seen.
	if net, err = TrainNet(append(append(tb, tb...), tb...), ncfg); err != nil {
		t.Fatal(err)
	}
	return tg, ps, net
}

// TestTrainNet: the net trainer reproduces its bytes, the file decodes
// and encodes again unchanged, and the net fits its training data.
func TestTrainNet(t *testing.T) {
	tg, ps, net := toyNet(t, 5)
	_, _, again := toyNet(t, 5)
	if !bytes.Equal(net, again) {
		t.Fatal("two net trainings gave different bytes")
	}
	m, err := decodeNet(net)
	if err != nil {
		t.Fatal(err)
	}
	if re, _ := encodeNet(m); !bytes.Equal(re, net) {
		t.Error("the net file does not encode back to its bytes")
	}
	p, err := Load(tg, ps)
	if err != nil {
		t.Fatal(err)
	}
	pn, err := p.WithNet(net, 0)
	if err != nil {
		t.Fatal(err)
	}
	if uas, _ := pn.attachment(toyTreebank()); uas < 0.8 {
		t.Errorf("the net does not fit its training data: uas %.2f", uas)
	}
	if _, err := p.WithNet(net[:len(net)/2], 0); err == nil {
		t.Error("WithNet accepted a truncated file")
	}
	if _, err := p.WithNet(ps, 0); err == nil {
		t.Error("WithNet accepted a parser model")
	}
	tagOnly, _ := Load(tg, nil)
	if _, err := tagOnly.WithNet(net, 0); err == nil {
		t.Error("WithNet accepted a Parser without a parser model")
	}
}

// TestNetScore: the run-time score, with the tag and label slots taken
// from the precomputed products, equals the training forward pass.
func TestNetScore(t *testing.T) {
	_, _, net := toyNet(t, 2)
	m, err := decodeNet(net)
	if err != nil {
		t.Fatal(err)
	}
	var ids [netInputs]int32
	for k := range ids {
		ids[k] = int32(k % 3)
	}
	ids[4] = int32(len(m.words)) + 1      // the last word row
	m.pre[4] = m.pre[4][:2*m.dims.Hidden] // as if beyond netPreWords
	x, h := make([]float32, m.in), make([]float32, m.dims.Hidden)
	m.gather(&ids, x)
	want := m.forward(x, h)
	got := m.score(&ids, h)
	for c := range want {
		if math.Abs(float64(got[c]-want[c])) > 1e-4 {
			t.Errorf("transition %d: run-time score %v, forward pass %v", c, got[c], want[c])
		}
	}
}

package syntax

import (
	"bytes"
	"testing"
)

// TestTrainBeam: a parser trained with a beam records it in its file
// (with or without the label context), trains to the same bytes twice,
// parses its training data about as well as the greedy one when decoding
// with the beam (the toy's jackknifed tags, from two folds of three
// sentences, are far worse than the tagger's, and the beam's updates stop
// after a few epochs), and is not averaged with a greedily trained one.
func TestTrainBeam(t *testing.T) {
	tb := toyTreebank()
	cfg := TrainConfig{Seed: 7, Epochs: 10, Folds: 2, keepAll: true}
	tg, err := TrainTagger(tb, tb, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Tagger = tg
	plain, err := TrainParser(tb, nil, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Beam = 4
	global, err := TrainParser(tb, tb, cfg)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := TrainParser(tb, tb, cfg)
	if !bytes.Equal(global, again) {
		t.Fatal("two beam trainings gave different bytes")
	}
	cfg.LabelContext = true
	both, err := TrainParser(tb, nil, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name            string
		data            []byte
		context, global bool
	}{{"plain", plain, false, false}, {"beam", global, false, true}, {"beam and context", both, true, true}} {
		p, err := decodeParser(c.data)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if p.context != c.context || p.global != c.global {
			t.Errorf("%s: context %v global %v, want %v %v", c.name, p.context, p.global, c.context, c.global)
		}
	}
	p, err := Load(tg, global)
	if err != nil {
		t.Fatal(err)
	}
	if p, err = p.WithBeam(4); err != nil {
		t.Fatal(err)
	}
	if uas, las := p.attachment(tb); uas < 0.6 || las < 0.5 {
		t.Errorf("beam-trained toy model parses its training data badly: uas %.2f las %.2f", uas, las)
	}
	if _, err := AverageParsers(plain, global, 0.5); err == nil {
		t.Error("a beam-trained model was averaged with a greedy one")
	}
}

package logreg

import (
	"bytes"
	"testing"
)

func TestTrainSeparatesAndRoundTrips(t *testing.T) {
	var ex []Example
	for range 10 {
		ex = append(ex, Example{Features: []string{Bias, "good"}, Positive: true},
			Example{Features: []string{Bias, "bad"}, Positive: false},
			Example{Features: []string{Bias, "rare"}, Positive: true})
	}
	ex = append(ex, Example{Features: []string{Bias, "once"}, Positive: true})
	opt := Options{Epochs: 200, Rate: 0.5, L2: 0.01, MinCount: 2}
	m := Train(ex, opt)
	if p, q := m.Prob([]string{Bias, "good"}), m.Prob([]string{Bias, "bad"}); p < 0.8 || q > 0.2 {
		t.Fatalf("good %.3f bad %.3f: want them apart", p, q)
	}
	if _, ok := m.Weights["once"]; ok {
		t.Fatal("a feature seen once was kept despite MinCount 2")
	}
	var a, b bytes.Buffer
	if err := m.Write(&a, "test"); err != nil {
		t.Fatal(err)
	}
	if err := Train(ex, opt).Write(&b, "test"); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("training twice gave different bytes")
	}
	back, err := Read(bytes.NewReader(a.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if back.Score([]string{Bias, "good"}) != m.Score([]string{Bias, "good"}) || back.Threshold != m.Threshold {
		t.Fatal("the model read back scores otherwise")
	}
	if _, err := Read(bytes.NewReader([]byte("good\t1\n"))); err == nil {
		t.Fatal("a model without threshold was read")
	}
}

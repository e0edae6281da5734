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

// TestTrainChoice checks that the conditional logit learns which option of
// a group is right whatever the other options are, and ignores groups with
// no right option.
func TestTrainChoice(t *testing.T) {
	var gs []Group
	for range 8 {
		gs = append(gs,
			Group{Options: [][]string{{"subject"}, {"object"}, {"none"}}, Right: []bool{true, false, false}},
			Group{Options: [][]string{{"object"}, {"none"}}, Right: []bool{false, true}},
			Group{Options: [][]string{{"object"}, {"subject"}}, Right: []bool{false, false}})
	}
	m := TrainChoice(gs, Options{Epochs: 300, Rate: 0.5, L2: 0.001, MinCount: 1})
	if p := m.Choose([][]string{{"object"}, {"subject"}, {"none"}}); p[1] < p[2] || p[2] < p[0] {
		t.Errorf("probabilities %v: want subject, then none, then object", p)
	}
	if p := m.Choose([][]string{{"object"}, {"none"}}); p[1] < 0.8 {
		t.Errorf("probabilities %v: want none well ahead of object", p)
	}
}

// TestTrainChoiceSkipsUnanswerable checks that a group with no right
// option changes nothing: it is left out of the gradient's scale too.
func TestTrainChoiceSkipsUnanswerable(t *testing.T) {
	var gs []Group
	for range 5 {
		gs = append(gs, Group{Options: [][]string{{"near"}, {"far"}}, Right: []bool{true, false}})
	}
	opt := Options{Epochs: 50, Rate: 0.5, L2: 0.01}
	want := TrainChoice(gs, opt)
	gs = append(gs, Group{Options: [][]string{{"near"}, {"far"}}, Right: []bool{false, false}})
	got := TrainChoice(gs, opt)
	if got.Weights["near"] != want.Weights["near"] || got.Weights["far"] != want.Weights["far"] {
		t.Errorf("weights %v with a group of no right option, %v without", got.Weights, want.Weights)
	}
	if want.Weights["near"] <= want.Weights["far"] {
		t.Errorf("weights %v: the right option does not score higher", want.Weights)
	}
}

package reality

import (
	"testing"

	"sitrep/doc"
)

// TestKeptUp checks the present perfect progressive told in a story's body
// against the same verb with a "since", in the pluperfect, and in the
// story's first sentence.
func TestKeptUp(t *testing.T) {
	cases := []struct {
		name, trigger string
		lede          bool
		words         []string
		want          bool
	}{
		{"kept up in the body", "lobbying", false, []string{"the/DET/DT/2/det", "union/NOUN/NN/5/nsubj", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux/be",
			"lobbying/VERB/VBG/0/root/lobby", "the/DET/DT/7/det", "council/NOUN/NN/5/obj"}, true},
		{"the same in the lede", "lobbying", true, []string{"the/DET/DT/2/det", "union/NOUN/NN/5/nsubj", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux/be",
			"lobbying/VERB/VBG/0/root/lobby", "the/DET/DT/7/det", "council/NOUN/NN/5/obj"}, false},
		{"an outbreak dated by since", "fighting", false, []string{"rebels/NOUN/NNS/4/nsubj/rebel", "have/AUX/VBP/4/aux", "been/AUX/VBN/4/aux/be",
			"fighting/VERB/VBG/0/root/fight", "since/ADP/IN/6/case", "Tuesday/PROPN/NNP/4/obl"}, false},
		{"the pluperfect", "urging", false, []string{"the/DET/DT/2/det", "envoy/NOUN/NN/5/nsubj", "had/AUX/VBD/5/aux/have", "been/AUX/VBN/5/aux/be",
			"urging/VERB/VBG/0/root/urge", "them/PRON/PRP/5/obj"}, false},
		{"the present progressive", "urging", false, []string{"the/DET/DT/2/det", "envoy/NOUN/NN/4/nsubj", "is/AUX/VBZ/4/aux/be",
			"urging/VERB/VBG/0/root/urge", "them/PRON/PRP/4/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		if !c.lede {
			// The sentence follows an empty first one.
			st.Sentences = append([]doc.Sentence{{}}, st.Sentences...)
			for k := range st.Tokens {
				st.Tokens[k].Sentence = 1
			}
		}
		e := event(st, "REQUEST", c.trigger)
		p := newParse(st)
		if got := p.keptUp(p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: keptUp = %v, want %v", c.name, got, c.want)
		}
	}
}

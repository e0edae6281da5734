package reality

import (
	"testing"

	"sitrep/doc"
)

// TestPresentBlame checks that a verb of blame in the present simple with
// a subject, after the opening sentences and outside quotes, is a standing
// accusation, while the past, a statement as subject, a content clause,
// an opening sentence, a plural noun read as a verb and other verbs are
// not.
func TestPresentBlame(t *testing.T) {
	cases := []struct {
		name, trigger string
		sentence      int
		words         []string
		want          bool
	}{
		{"accuses of", "accuses", 3, []string{"Greece/PROPN/NNP/2/nsubj", "accuses/VERB/VBZ/0/root/accuse", "its/PRON/PRP$/4/nmod:poss", "neighbour/NOUN/NN/2/obj", "of/SCONJ/IN/6/mark", "smuggling/VERB/VBG/2/advcl/smuggle"}, true},
		{"blames for", "blames", 5, []string{"he/PRON/PRP/2/nsubj", "blames/VERB/VBZ/0/root/blame", "the/DET/DT/4/det", "operator/NOUN/NN/2/obj"}, true},
		{"the past", "accused", 3, []string{"Greece/PROPN/NNP/2/nsubj", "accused/VERB/VBD/0/root/accuse", "its/PRON/PRP$/4/nmod:poss", "neighbour/NOUN/NN/2/obj"}, false},
		{"the opening sentence", "accuses", 0, []string{"Greece/PROPN/NNP/2/nsubj", "accuses/VERB/VBZ/0/root/accuse", "its/PRON/PRP$/4/nmod:poss", "neighbour/NOUN/NN/2/obj"}, false},
		{"a statement condemns", "condemns", 3, []string{"the/DET/DT/2/det", "statement/NOUN/NN/3/nsubj", "condemns/VERB/VBZ/0/root/condemn", "the/DET/DT/5/det", "shelling/NOUN/NN/3/obj"}, false},
		{"a content clause", "blames", 3, []string{"he/PRON/PRP/2/nsubj", "blames/VERB/VBZ/0/root/blame", "that/SCONJ/IN/5/mark", "they/PRON/PRP/5/nsubj", "failed/VERB/VBD/2/ccomp/fail"}, false},
		{"a plural noun read as a verb", "faults", 3, []string{"the/DET/DT/2/det", "wiring/NOUN/NN/3/nsubj", "faults/VERB/VBZ/0/root/fault", "have/AUX/VBP/5/aux", "grounded/VERB/VBN/3/conj/ground"}, false},
		{"not a verb of blame", "seeks", 3, []string{"Turkey/PROPN/NNP/2/nsubj", "seeks/VERB/VBZ/0/root/seek", "support/NOUN/NN/2/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		st.Sentences = append(make([]doc.Sentence, c.sentence), st.Sentences...)
		for k := range st.Tokens {
			st.Tokens[k].Sentence = c.sentence
		}
		e := event(st, "ACCUSE", c.trigger)
		p := newParse(st)
		if got := p.presentBlame(p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: presentBlame = %v, want %v", c.name, got, c.want)
		}
	}
}

package reality

import (
	"testing"

	"sitrep/doc"
)

func TestAttempted(t *testing.T) {
	cases := []struct {
		name, plover, trigger string
		words                 []string
		want                  bool
	}{
		{"tried to storm, the main clause", "PROTEST", "storm", []string{"people/NOUN/NNS/2/nsubj/person", "tried/VERB/VBD/0/root/try", "to/PART/TO/4/mark", "storm/VERB/VB/2/xcomp", "a/DET/DT/6/det", "compound/NOUN/NN/4/obj"}, true},
		{"attempted to seize under said", "ASSAULT", "seize", []string{"police/NOUN/NNS/2/nsubj", "said/VERB/VBD/0/root/say", "gunmen/NOUN/NNS/4/nsubj/gunman", "attempted/VERB/VBD/2/ccomp/attempt", "to/PART/TO/6/mark", "seize/VERB/VB/4/xcomp", "the/DET/DT/8/det", "post/NOUN/NN/6/obj"}, true},
		{"wanted to storm is a wish", "PROTEST", "storm", []string{"people/NOUN/NNS/2/nsubj/person", "wanted/VERB/VBD/0/root/want", "to/PART/TO/4/mark", "storm/VERB/VB/2/xcomp", "a/DET/DT/6/det", "compound/NOUN/NN/4/obj"}, false},
		{"will try is still to come", "ASSAULT", "seize", []string{"gunmen/NOUN/NNS/3/nsubj/gunman", "will/AUX/MD/3/aux", "try/VERB/VB/0/root", "to/PART/TO/5/mark", "seize/VERB/VB/3/xcomp", "the/DET/DT/7/det", "post/NOUN/NN/5/obj"}, false},
		{"an attempt in a clause told in passing", "ASSAULT", "seize", []string{"talks/NOUN/NNS/2/nsubj/talk", "failed/VERB/VBD/0/root/fail", "after/SCONJ/IN/5/mark", "gunmen/NOUN/NNS/5/nsubj/gunman", "tried/VERB/VBD/2/advcl/try", "to/PART/TO/7/mark", "seize/VERB/VB/5/xcomp", "the/DET/DT/9/det", "post/NOUN/NN/7/obj"}, false},
		{"a tried statement is left to the model", "REQUEST", "demand", []string{"they/PRON/PRP/2/nsubj", "tried/VERB/VBD/0/root/try", "to/PART/TO/4/mark", "demand/VERB/VB/2/xcomp", "money/NOUN/NN/4/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		e.Actor = &doc.Party{Text: "the crowd"}
		p := newParse(st)
		if got := p.attempted(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: attempted = %v, want %v", c.name, got, c.want)
		}
	}
	st := story(t, "people/NOUN/NNS/2/nsubj/person", "tried/VERB/VBD/0/root/try", "to/PART/TO/4/mark", "storm/VERB/VB/2/xcomp", "a/DET/DT/6/det", "compound/NOUN/NN/4/obj")
	e := event(st, "PROTEST", "storm")
	p := newParse(st)
	if p.attempted(&e, p.token(e.Trigger)) {
		t.Error("an attempt with no named party: attempted = true, want false")
	}
}

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
		{"said misparsed as a conjunct of a long subject", "ASSAULT", "assassinate", []string{"militants/NOUN/NNS/0/root/militant", "loyal/ADJ/JJ/1/amod", "to/ADP/IN/4/case", "Zarqawi/PROPN/NNP/2/nmod", "said/VERB/VBD/1/conj/say", "they/PRON/PRP/7/nsubj", "attempted/VERB/VBD/5/ccomp/attempt", "to/PART/TO/9/mark", "assassinate/VERB/VB/7/xcomp", "Allawi/PROPN/NNP/9/obj"}, true},
		{"said as a conjunct of a root verb is another clause", "ASSAULT", "seize", []string{"talks/NOUN/NNS/2/nsubj/talk", "failed/VERB/VBD/0/root/fail", "and/CCONJ/CC/4/cc", "said/VERB/VBD/2/conj/say", "gunmen/NOUN/NNS/6/nsubj/gunman", "attempted/VERB/VBD/4/ccomp/attempt", "to/PART/TO/8/mark", "seize/VERB/VB/6/xcomp", "the/DET/DT/10/det", "post/NOUN/NN/8/obj"}, false},
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

func TestClaimedAct(t *testing.T) {
	words := []string{"a/DET/DT/2/det", "bomb/NOUN/NN/0/root", "exploded/VERB/VBN/2/acl/explode", "and/CCONJ/CC/8/cc", "no/DET/DT/6/det", "one/PRON/NN/8/nsubj", "has/AUX/VBZ/8/aux/have", "claimed/VERB/VBN/2/conj/claim", "responsibility/NOUN/NN/8/obj"}
	st := story(t, words...)
	p := newParse(st)
	for _, c := range []struct {
		plover string
		want   bool
	}{{"ASSAULT", true}, {"PROTEST", false}} {
		e := event(st, c.plover, "exploded")
		if got := p.claimedAct(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: claimedAct = %v, want %v", c.plover, got, c.want)
		}
	}
	st = story(t, "a/DET/DT/2/det", "bomb/NOUN/NN/3/nsubj", "exploded/VERB/VBD/0/root/explode", "near/ADP/IN/5/case", "a/DET/DT/6/det", "bank/NOUN/NN/3/obl")
	p = newParse(st)
	e := event(st, "ASSAULT", "exploded")
	if p.claimedAct(&e, p.token(e.Trigger)) {
		t.Error("no claim in the sentence: claimedAct = true")
	}
}

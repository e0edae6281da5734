package reality

import "testing"

func TestInfinitiveArgument(t *testing.T) {
	for _, c := range []struct {
		name, host, trigger string
		words               []string
		want                bool
	}{
		{"an event noun a threatened infinitive does", "threatened", "strike", []string{"the/DET/DT/2/det", "union/NOUN/NN/3/nsubj", "threatened/VERB/VBD/0/root/threaten",
			"to/PART/TO/5/mark", "sit/VERB/VB/3/xcomp", "on/ADP/IN/8/case", "a/DET/DT/8/det", "strike/NOUN/NN/5/obl"}, true},
		{"an event noun a bidden infinitive does", "urged", "march", []string{"he/PRON/PRP/2/nsubj", "urged/VERB/VBD/0/root/urge", "them/PRON/PRP/2/obj",
			"to/PART/TO/5/mark", "join/VERB/VB/2/xcomp", "the/DET/DT/7/det", "march/NOUN/NN/5/obj"}, true},
		{"an event noun an infinitive does beside an event's object", "shells", "riot", []string{"police/NOUN/NNS/2/nsubj", "burst/VERB/VBD/0/root", "teargas/NOUN/NN/4/compound",
			"shells/NOUN/NNS/2/obj/shell", "to/PART/TO/6/mark", "quell/VERB/VB/2/advcl", "the/DET/DT/8/det", "riot/NOUN/NN/6/obj"}, true},
		{"an infinitive under no event", "", "strike", []string{"workers/NOUN/NNS/2/nsubj/worker", "decided/VERB/VBD/0/root/decide",
			"to/PART/TO/4/mark", "stage/VERB/VB/2/xcomp", "a/DET/DT/6/det", "strike/NOUN/NN/4/obj"}, false},
		{"an event noun of a finite verb", "threatened", "strike", []string{"they/PRON/PRP/2/nsubj", "threatened/VERB/VBD/0/root/threaten", "after/SCONJ/IN/4/mark",
			"joining/VERB/VBG/2/advcl/join", "a/DET/DT/6/det", "strike/NOUN/NN/4/obj"}, false},
	} {
		st := story(t, c.words...)
		p := newParse(st)
		e := event(st, "PROTEST", c.trigger)
		triggers := map[int]bool{p.token(e.Trigger): true}
		if c.host != "" {
			h := event(st, "REQUEST", c.host)
			triggers[p.token(h.Trigger)] = true
		}
		if got := p.infinitiveArgument(p.token(e.Trigger), triggers); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

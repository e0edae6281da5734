package reality

import "testing"

func TestInfinitiveArgument(t *testing.T) {
	for _, c := range []struct {
		name, host, hostCat, trigger, cat string
		words                             []string
		want                              bool
	}{
		{"an event noun a threatened infinitive does", "threatened", "THREATEN", "strike", "PROTEST", []string{"the/DET/DT/2/det", "union/NOUN/NN/3/nsubj", "threatened/VERB/VBD/0/root/threaten",
			"to/PART/TO/5/mark", "sit/VERB/VB/3/xcomp", "on/ADP/IN/8/case", "a/DET/DT/8/det", "strike/NOUN/NN/5/obl"}, true},
		{"an event noun a bidden infinitive does", "urged", "REQUEST", "march", "PROTEST", []string{"he/PRON/PRP/2/nsubj", "urged/VERB/VBD/0/root/urge", "them/PRON/PRP/2/obj",
			"to/PART/TO/5/mark", "join/VERB/VB/2/xcomp", "the/DET/DT/7/det", "march/NOUN/NN/5/obj"}, true},
		{"a crowd an infinitive acts on beside an event's object", "shells", "ASSAULT", "riot", "PROTEST", []string{"police/NOUN/NNS/2/nsubj", "burst/VERB/VBD/0/root", "teargas/NOUN/NN/4/compound",
			"shells/NOUN/NNS/2/obj/shell", "to/PART/TO/6/mark", "quell/VERB/VB/2/advcl", "the/DET/DT/8/det", "riot/NOUN/NN/6/obj"}, true},
		{"an incident an attack answers", "shelled", "ASSAULT", "killing", "ASSAULT", []string{"troops/NOUN/NNS/2/nsubj/troop", "shelled/VERB/VBD/0/root/shell", "the/DET/DT/4/det", "hills/NOUN/NNS/2/obj/hill",
			"to/PART/TO/6/mark", "avenge/VERB/VB/2/advcl", "the/DET/DT/8/det", "killing/NOUN/NN/6/obj"}, false},
		{"an infinitive under no event", "", "", "strike", "PROTEST", []string{"workers/NOUN/NNS/2/nsubj/worker", "decided/VERB/VBD/0/root/decide",
			"to/PART/TO/4/mark", "stage/VERB/VB/2/xcomp", "a/DET/DT/6/det", "strike/NOUN/NN/4/obj"}, false},
		{"an event noun of a gerund, no infinitive", "threatened", "THREATEN", "strike", "PROTEST", []string{"they/PRON/PRP/2/nsubj", "threatened/VERB/VBD/0/root/threaten", "after/SCONJ/IN/4/mark",
			"joining/VERB/VBG/2/advcl/join", "a/DET/DT/6/det", "strike/NOUN/NN/4/obj"}, false},
		{"a siege an infinitive ends", "urged", "REQUEST", "siege", "ASSAULT", []string{"envoys/NOUN/NNS/2/nsubj/envoy", "urged/VERB/VBD/0/root/urge", "the/DET/DT/4/det",
			"army/NOUN/NN/2/obj", "to/PART/TO/6/mark", "end/VERB/VB/2/xcomp", "its/PRON/PRP$/8/nmod:poss/it", "siege/NOUN/NN/6/obj"}, false},
		{"an event noun of a finite verb", "threatened", "THREATEN", "strike", "PROTEST", []string{"they/PRON/PRP/2/nsubj", "threatened/VERB/VBD/0/root/threaten", "that/SCONJ/IN/5/mark",
			"nurses/NOUN/NNS/5/nsubj/nurse", "joined/VERB/VBD/2/ccomp/join", "the/DET/DT/7/det", "strike/NOUN/NN/5/obj"}, false},
	} {
		st := story(t, c.words...)
		e := event(st, c.cat, c.trigger)
		st.Events = append(st.Events, e)
		if c.host != "" {
			st.Events = append(st.Events, event(st, c.hostCat, c.host))
		}
		p := newParse(st)
		if got := p.infinitiveArgument(&e, p.token(e.Trigger), p.triggers()); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

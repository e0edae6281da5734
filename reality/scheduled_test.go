package reality

import (
	"testing"

	"sitrep/doc"
)

// TestScheduled checks meetings and acts told as set for a later day
// against the same words told as done.
func TestScheduled(t *testing.T) {
	scheduled := func(p *parse, _ *doc.Event, i int) bool { return p.scheduled(i) }
	checkRules(t, []ruleCase{
		{"set to host", "CONSULT", "host", []string{"the/DET/DT/2/det", "minister/NOUN/NN/4/nsubj", "is/AUX/VBZ/4/cop/be", "set/ADJ/JJ/0/root",
			"to/PART/TO/6/mark", "host/VERB/VB/4/xcomp", "a/DET/DT/8/det", "conference/NOUN/NN/6/obj"}, scheduled, true},
		{"due to meet, parsed a clausal subject", "CONSULT", "meet", []string{"the/DET/DT/2/det", "governor/NOUN/NN/4/nsubj", "is/AUX/VBZ/4/cop/be", "due/ADJ/JJ/0/root",
			"to/PART/TO/6/mark", "meet/VERB/VB/4/csubj", "the/DET/DT/8/det", "teachers/NOUN/NNS/6/obj/teacher"}, scheduled, true},
		{"a summit to be held", "CONSULT", "summit", []string{"a/DET/DT/2/det", "summit/NOUN/NN/0/root", "to/PART/TO/5/mark", "be/AUX/VB/5/aux:pass",
			"held/VERB/VBN/2/acl/hold", "on/ADP/IN/7/case", "Monday/PROPN/NNP/5/obl"}, scheduled, true},
		{"the refusal to take part", "REJECT", "refusal", []string{"the/DET/DT/2/det", "refusal/NOUN/NN/0/root", "to/PART/TO/4/mark", "take/VERB/VB/2/acl",
			"part/NOUN/NN/4/obj", "in/ADP/IN/7/case", "talks/NOUN/NNS/4/obl/talk"}, scheduled, false},
		{"the refusal to begin talks", "REJECT", "refusal", []string{"the/DET/DT/2/det", "refusal/NOUN/NN/0/root", "to/PART/TO/4/mark", "begin/VERB/VB/2/acl",
			"talks/NOUN/NNS/4/obj/talk"}, scheduled, false},
		{"a round of talks due to be held", "CONSULT", "talks", []string{"a/DET/DT/2/det", "round/NOUN/NN/6/nsubj", "of/ADP/IN/4/case", "talks/NOUN/NNS/2/nmod/talk",
			"is/AUX/VBZ/6/cop/be", "due/ADJ/JJ/0/root", "to/PART/TO/9/mark", "be/AUX/VB/9/aux:pass", "held/VERB/VBN/6/xcomp/hold"}, scheduled, true},
		{"a second session of talks due to be held, parsed an adverbial clause", "CONSULT", "talks", []string{"a/DET/DT/3/det", "second/ADJ/JJ/3/amod", "session/NOUN/NN/7/nsubj",
			"of/ADP/IN/5/case", "talks/NOUN/NNS/3/nmod/talk", "is/AUX/VBZ/7/cop/be", "due/ADJ/JJ/0/root", "to/PART/TO/10/mark", "be/AUX/VB/10/aux:pass",
			"held/VERB/VBN/7/advcl/hold"}, scheduled, true},
		{"due to visit, parsed an adverbial clause", "CONSULT", "visit", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/4/nsubj", "is/AUX/VBZ/4/cop/be", "due/ADJ/JJ/0/root",
			"to/PART/TO/6/mark", "visit/VERB/VB/4/advcl", "Lusaka/PROPN/NNP/6/obj"}, scheduled, true},
		{"an adverbial clause under a verb of no schedule", "CONSULT", "visit", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/3/nsubj", "flew/VERB/VBD/0/root/fly",
			"to/PART/TO/5/mark", "visit/VERB/VB/3/advcl", "Lusaka/PROPN/NNP/5/obj"}, scheduled, false},
		{"talks scheduled for a day", "CONSULT", "talks", []string{"talks/NOUN/NNS/3/nsubj:pass/talk", "are/AUX/VBP/3/aux:pass/be", "scheduled/VERB/VBN/0/root/schedule",
			"for/ADP/IN/5/case", "Tuesday/PROPN/NNP/3/obl"}, scheduled, true},
		{"talks that set the stage", "CONSULT", "talks", []string{"the/DET/DT/2/det", "talks/NOUN/NNS/3/nsubj/talk", "set/VERB/VBP/0/root", "the/DET/DT/5/det",
			"stage/NOUN/NN/3/obj", "for/ADP/IN/8/case", "a/DET/DT/8/det", "deal/NOUN/NN/3/obl"}, scheduled, false},
		{"talks scheduled once, now over", "CONSULT", "talks", []string{"talks/NOUN/NNS/3/nsubj:pass/talk", "were/AUX/VBD/3/aux:pass/be", "scheduled/VERB/VBN/0/root/schedule",
			"for/ADP/IN/5/case", "Tuesday/PROPN/NNP/3/obl"}, scheduled, false},
		{"talks held", "CONSULT", "talks", []string{"talks/NOUN/NNS/3/nsubj:pass/talk", "were/AUX/VBD/3/aux:pass/be", "held/VERB/VBN/0/root/hold",
			"on/ADP/IN/5/case", "Tuesday/PROPN/NNP/3/obl"}, scheduled, false},
		{"a present under a future", "CONSULT", "hosts", []string{"the/DET/DT/2/det", "rift/NOUN/NN/4/nsubj", "will/AUX/MD/4/aux", "deepen/VERB/VB/0/root",
			"when/ADV/WRB/7/advmod", "Kenya/PROPN/NNP/7/nsubj", "hosts/VERB/VBZ/4/advcl/host", "a/DET/DT/9/det", "summit/NOUN/NN/7/obj"}, scheduled, true},
		{"a past under a past", "CONSULT", "hosted", []string{"the/DET/DT/2/det", "rift/NOUN/NN/3/nsubj", "deepened/VERB/VBD/0/root/deepen",
			"when/ADV/WRB/6/advmod", "Kenya/PROPN/NNP/6/nsubj", "hosted/VERB/VBD/3/advcl/host", "a/DET/DT/8/det", "summit/NOUN/NN/6/obj"}, scheduled, false},
		{"a present under a present", "CONSULT", "hosts", []string{"the/DET/DT/2/det", "rift/NOUN/NN/3/nsubj", "deepens/VERB/VBZ/0/root/deepen",
			"when/ADV/WRB/6/advmod", "Kenya/PROPN/NNP/6/nsubj", "hosts/VERB/VBZ/3/advcl/host", "a/DET/DT/8/det", "summit/NOUN/NN/6/obj"}, scheduled, false},
	})
}

package reality

import (
	"testing"

	"sitrep/doc"
)

func TestSoughtSettlement(t *testing.T) {
	sought := func(p *parse, _ *doc.Event, i int) bool { return p.soughtSettlement(i) }
	checkRules(t, []ruleCase{
		{"goal of a gerund", "AGREE", "compromise", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "spent/VERB/VBD/0/root/spend", "days/NOUN/NNS/3/obj/day",
			"hunting/VERB/VBG/3/xcomp/hunt", "for/ADP/IN/8/case", "a/DET/DT/8/det", "compromise/NOUN/NN/5/obl"}, sought, true},
		{"goal of an infinitive", "AGREE", "truce", []string{"Oslo/PROPN/NNP/2/nsubj", "sent/VERB/VBD/0/root/send", "envoys/NOUN/NNS/2/obj/envoy",
			"to/PART/TO/5/mark", "broker/VERB/VB/2/advcl", "a/DET/DT/7/det", "truce/NOUN/NN/5/obj"}, sought, true},
		{"goal of a conjoined infinitive", "AGREE", "consensus", []string{"leaders/NOUN/NNS/0/root/leader", "must/AUX/MD/1/aux", "to/PART/TO/4/mark", "meet/VERB/VB/1/acl",
			"and/CCONJ/CC/6/cc", "arrive/VERB/VB/4/conj", "at/ADP/IN/9/case", "a/DET/DT/9/det", "consensus/NOUN/NN/6/obl"}, sought, true},
		{"goal of an infinitive tagged a noun", "RETREAT", "truce", []string{"envoys/NOUN/NNS/2/nsubj/envoy", "flew/VERB/VBD/0/root/fly",
			"to/ADP/IN/4/mark", "broker/NOUN/NN/2/xcomp", "a/DET/DT/6/det", "truce/NOUN/NN/4/obj"}, sought, true},
		{"reached before", "AGREE", "deal", []string{"after/SCONJ/IN/2/mark", "reaching/VERB/VBG/6/advcl/reach", "a/DET/DT/4/det", "deal/NOUN/NN/2/obj",
			",/PUNCT/,/6/punct", "rebels/NOUN/NNS/6/nsubj/rebel", "left/VERB/VBD/0/root/leave"}, sought, false},
		{"reached", "AGREE", "deal", []string{"the/DET/DT/2/det", "sides/NOUN/NNS/3/nsubj/side", "reached/VERB/VBD/0/root/reach", "a/DET/DT/5/det", "deal/NOUN/NN/3/obj"}, sought, false},
		{"a truce broken", "RETREAT", "truce", []string{"they/PRON/PRP/2/nsubj", "accused/VERB/VBD/0/root/accuse", "rebels/NOUN/NNS/2/obj/rebel", "of/SCONJ/IN/5/mark",
			"violating/VERB/VBG/2/advcl/violate", "the/DET/DT/7/det", "truce/NOUN/NN/5/obj"}, sought, false},
	})
}

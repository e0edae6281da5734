package reality

import "testing"

func TestCalledOff(t *testing.T) {
	off := (*parse).notHeld
	checkRules(t, []ruleCase{
		{"a visit postponed", "CONSULT", "visit", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/4/nsubj", "had/AUX/VBD/4/aux/have", "postponed/VERB/VBN/0/root/postpone",
			"his/PRON/PRP$/6/nmod:poss/he", "visit/NOUN/NN/4/obj"}, off, true},
		{"a march called off", "PROTEST", "march", []string{"the/DET/DT/2/det", "march/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "called/VERB/VBN/0/root/call",
			"off/PART/RP/4/compound:prt"}, off, true},
		{"the postponement of a procession", "PROTEST", "procession", []string{"they/PRON/PRP/2/nsubj", "announced/VERB/VBD/0/root/announce", "the/DET/DT/4/det",
			"postponement/NOUN/NN/2/obj", "of/ADP/IN/7/case", "the/DET/DT/7/det", "procession/NOUN/NN/4/nmod"}, off, true},
		{"a march called by the union", "PROTEST", "march", []string{"the/DET/DT/2/det", "march/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "called/VERB/VBN/0/root/call",
			"by/ADP/IN/7/case", "the/DET/DT/7/det", "union/NOUN/NN/4/obl:agent"}, off, false},
		{"a visit made", "CONSULT", "visit", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/3/nsubj", "made/VERB/VBD/0/root/make", "a/DET/DT/5/det", "visit/NOUN/NN/3/obj"}, off, false},
		// a measure cancelled was in force until then
		{"a curfew cancelled", "COERCE", "curfew", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "cancelled/VERB/VBD/0/root/cancel", "the/DET/DT/5/det", "curfew/NOUN/NN/3/obj"}, off, false},
		// a measure put off never came into force
		{"a curfew postponed", "COERCE", "curfew", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "postponed/VERB/VBD/0/root/postpone", "the/DET/DT/5/det", "curfew/NOUN/NN/3/obj"}, off, true},
	})
}

package reality

import "testing"

func TestHedged(t *testing.T) {
	hedge := (*parse).hedged
	checkRules(t, []ruleCase{
		{"before its noun", "ACCUSE", "alleged", []string{"Police/NOUN/NNS/2/nsubj/police", "held/VERB/VBD/0/root/hold", "two/NUM/CD/5/nummod/two",
			"alleged/VERB/VBN/5/amod/allege", "smugglers/NOUN/NNS/2/obj/smuggler", "overnight/ADV/RB/2/advmod/overnight", "./PUNCT/./2/punct/."}, hedge, true},
		{"a reduced relative", "ACCUSE", "alleged", []string{"The/DET/DT/2/det/the", "court/NOUN/NN/3/nsubj/court", "freed/VERB/VBD/0/root/free",
			"three/NUM/CD/5/nummod/three", "men/NOUN/NNS/3/obj/man", "alleged/VERB/VBD/3/conj/allege", "to/PART/TO/9/mark/to", "have/AUX/VB/9/aux/have",
			"planned/VERB/VBN/6/xcomp/plan", "the/DET/DT/11/det/the", "raid/NOUN/NN/9/obj/raid", "./PUNCT/./3/punct/."}, hedge, true},
		{"an allegation made", "ACCUSE", "alleged", []string{"The/DET/DT/2/det/the", "union/NOUN/NN/3/nsubj/union", "alleged/VERB/VBD/0/root/allege",
			"abuse/NOUN/NN/3/obj/abuse", "at/ADP/IN/7/case/at", "the/DET/DT/7/det/the", "camp/NOUN/NN/4/nmod/camp", "./PUNCT/./3/punct/."}, hedge, false},
		{"an allegation after a conjunction", "ACCUSE", "alleged", []string{"They/PRON/PRP/2/nsubj/they", "denied/VERB/VBD/0/root/deny",
			"the/DET/DT/4/det/the", "charge/NOUN/NN/2/obj/charge", "and/CCONJ/CC/6/cc/and", "alleged/VERB/VBD/2/conj/allege", "torture/NOUN/NN/6/obj/torture",
			"./PUNCT/./2/punct/."}, hedge, false},
		{"an allegation put to a jury", "ACCUSE", "alleged", []string{"The/DET/DT/2/det/the", "prosecutor/NOUN/NN/3/nsubj/prosecutor", "alleged/VERB/VBD/0/root/allege",
			"to/ADP/IN/6/case/to", "the/DET/DT/6/det/the", "jury/NOUN/NN/3/obl/jury", "that/SCONJ/IN/11/mark/that", "the/DET/DT/9/det/the",
			"clerk/NOUN/NN/11/nsubj/clerk", "had/AUX/VBD/11/aux/have", "forged/VERB/VBN/3/ccomp/forge", "the/DET/DT/13/det/the", "ledger/NOUN/NN/11/obj/ledger"}, hedge, false},
		{"an allegation put to journalists", "ACCUSE", "alleged", []string{"Her/PRON/PRP$/2/nmod:poss/she", "relatives/NOUN/NNS/3/nsubj/relative", "alleged/VERB/VBD/0/root/allege",
			"to/ADP/IN/5/case/to", "journalists/NOUN/NNS/3/obl/journalist", "that/SCONJ/IN/9/mark/that", "guards/NOUN/NNS/9/nsubj/guard",
			"had/AUX/VBD/9/aux/have", "beaten/VERB/VBN/3/ccomp/beat", "him/PRON/PRP/9/obj/he"}, hedge, false},
		{"a passive allegation", "ACCUSE", "alleged", []string{"The/DET/DT/2/det/the", "envoy/NOUN/NN/4/nsubj:pass/envoy", "is/AUX/VBZ/4/aux:pass/be",
			"alleged/VERB/VBN/0/root/allege", "by/ADP/IN/6/case/by", "prosecutors/NOUN/NNS/4/obl:agent/prosecutor", "to/PART/TO/9/mark/to",
			"have/AUX/VB/9/aux/have", "taken/VERB/VBN/6/acl/take", "bribes/NOUN/NNS/9/obj/bribe", "./PUNCT/./4/punct/."}, hedge, false},
		{"another category", "COERCE", "alleged", []string{"Police/NOUN/NNS/2/nsubj/police", "held/VERB/VBD/0/root/hold", "two/NUM/CD/5/nummod/two",
			"alleged/VERB/VBN/5/amod/allege", "smugglers/NOUN/NNS/2/obj/smuggler", "./PUNCT/./2/punct/."}, hedge, false},
	})
}

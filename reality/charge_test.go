package reality

import "testing"

func TestChargeContent(t *testing.T) {
	charge := (*parse).chargeContent
	checkRules(t, []ruleCase{
		{"combat a charge names", "ASSAULT", "fighting", []string{"Lund/PROPN/NNP/3/nsubj:pass", "was/AUX/VBD/3/aux:pass/be", "accused/VERB/VBN/0/root/accuse",
			"of/SCONJ/IN/5/mark", "fighting/VERB/VBG/3/advcl/fight", "with/ADP/IN/8/case", "the/DET/DT/8/det", "militia/NOUN/NN/5/obl"}, charge, true},
		{"collaboration a charge names", "COOPERATE", "collaborating", []string{"they/PRON/PRP/2/nsubj", "face/VERB/VBP/0/root",
			"charges/NOUN/NNS/2/obj/charge", "of/SCONJ/IN/5/mark", "collaborating/VERB/VBG/3/acl/collaborate", "with/ADP/IN/7/case", "rebels/NOUN/NNS/5/obl/rebel"}, charge, true},
		{"an attack on a victim a charge names", "ASSAULT", "stabbing", []string{"Lund/PROPN/NNP/3/nsubj:pass", "was/AUX/VBD/3/aux:pass/be", "convicted/VERB/VBN/0/root/convict",
			"of/SCONJ/IN/5/mark", "stabbing/VERB/VBG/3/advcl/stab", "his/PRON/PRP$/7/nmod:poss/he", "wife/NOUN/NN/5/obj"}, charge, false},
		{"fighting with no charge", "ASSAULT", "fighting", []string{"the/DET/DT/2/det", "militia/NOUN/NN/4/nsubj", "is/AUX/VBZ/4/aux/be",
			"fighting/VERB/VBG/0/root/fight", "with/ADP/IN/7/case", "the/DET/DT/7/det", "army/NOUN/NN/4/obl"}, charge, false},
		{"in charge of", "ASSAULT", "fighting", []string{"the/DET/DT/2/det", "general/NOUN/NN/0/root", "in/ADP/IN/4/case", "charge/NOUN/NN/2/nmod",
			"of/SCONJ/IN/6/mark", "fighting/VERB/VBG/4/acl/fight"}, charge, false},
		{"a charge with no act in it", "ASSAULT", "fighting", []string{"the/DET/DT/2/det", "militia/NOUN/NN/3/nsubj", "denied/VERB/VBD/0/root/deny",
			"charges/NOUN/NNS/3/obj/charge", "after/SCONJ/IN/6/mark", "fighting/VERB/VBG/3/advcl/fight"}, charge, false},
		{"riots a charge's act is about", "PROTEST", "riots", []string{"police/NOUN/NNS/2/nsubj", "charged/VERB/VBD/0/root/charge", "him/PRON/PRP/2/obj/he",
			"with/SCONJ/IN/5/mark", "inciting/VERB/VBG/2/advcl/incite", "the/DET/DT/7/det", "riots/NOUN/NNS/5/obj/riot"}, charge, false},
		{"riots a charge names through taking part", "PROTEST", "riots", []string{"they/PRON/PRP/3/nsubj:pass", "were/AUX/VBD/3/aux:pass/be", "accused/VERB/VBN/0/root/accuse",
			"of/SCONJ/IN/5/mark", "joining/VERB/VBG/3/advcl/join", "the/DET/DT/7/det", "riots/NOUN/NNS/5/obj/riot"}, charge, true},
	})
}

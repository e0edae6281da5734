package reality

import "testing"

func TestAidTalk(t *testing.T) {
	aid := (*parse).aidTalk
	checkRules(t, []ruleCase{
		{"a programme", "AID", "aid", []string{"donors/NOUN/NNS/2/nsubj/donor", "widened/VERB/VBD/0/root/widen", "food/NOUN/NN/4/compound", "aid/NOUN/NN/5/compound", "schemes/NOUN/NNS/2/obj/scheme"}, aid, true},
		{"a dependence", "AID", "relief", []string{"the/DET/DT/2/det", "villages/NOUN/NNS/4/nsubj/village", "are/AUX/VBP/4/cop/be", "reliant/ADJ/JJ/0/root", "on/ADP/IN/6/case", "relief/NOUN/NN/4/obl"}, aid, true},
		{"a standing policy", "AID", "assistance", []string{"ties/NOUN/NNS/3/nsubj:pass/tie", "were/AUX/VBD/3/aux:pass/be", "strained/VERB/VBN/0/root/strain", "over/ADP/IN/6/case", "Norwegian/ADJ/JJ/6/amod", "assistance/NOUN/NN/3/obl", "to/ADP/IN/8/case", "rebels/NOUN/NNS/6/nmod/rebel"}, aid, true},
		{"carried in a list of goods", "AID", "aid", []string{"a/DET/DT/2/det", "convoy/NOUN/NN/7/nsubj", "carrying/VERB/VBG/2/acl/carry", "blankets/NOUN/NNS/3/obj/blanket", "and/CCONJ/CC/6/cc", "aid/NOUN/NN/4/conj", "reached/VERB/VBD/0/root/reach", "the/DET/DT/9/det", "valley/NOUN/NN/7/obj"}, aid, false},
		{"arriving", "AID", "aid", []string{"fresh/ADJ/JJ/2/amod", "aid/NOUN/NN/3/nsubj", "arrived/VERB/VBD/0/root/arrive", "overnight/ADV/RB/3/advmod"}, aid, false},
		{"a verb is the lexicon's", "AID", "rescued", []string{"divers/NOUN/NNS/2/nsubj/diver", "rescued/VERB/VBD/0/root/rescue", "three/NUM/CD/4/nummod", "fishermen/NOUN/NNS/2/obj/fisherman"}, aid, false},
	})
}

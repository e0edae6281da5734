package reality

import "testing"

func TestSiteVisit(t *testing.T) {
	visit := (*parse).siteVisit
	checkRules(t, []ruleCase{
		{"an area visited", "CONSULT", "visited", []string{"the/DET/DT/2/det", "governor/NOUN/NN/3/nsubj", "visited/VERB/VBD/0/root/visit", "the/DET/DT/6/det", "flooded/ADJ/JJ/6/amod", "area/NOUN/NN/3/obj"}, visit, true},
		{"families visited", "CONSULT", "visited", []string{"she/PRON/PRP/2/nsubj", "visited/VERB/VBD/0/root/visit", "the/DET/DT/4/det", "families/NOUN/NNS/2/obj/family", "of/ADP/IN/7/case", "the/DET/DT/7/det", "dead/NOUN/NN/4/nmod"}, visit, true},
		{"a visit paid to a camp", "CONSULT", "visit", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/3/nsubj", "paid/VERB/VBD/0/root/pay", "a/DET/DT/5/det", "visit/NOUN/NN/3/obj", "to/ADP/IN/9/case", "the/DET/DT/9/det", "relief/NOUN/NN/9/compound", "camp/NOUN/NN/3/obl"}, visit, true},
		{"a visit to a site hung elsewhere", "CONSULT", "visit", []string{"orders/NOUN/NNS/2/nsubj/order", "came/VERB/VBD/0/root/come", "after/ADP/IN/5/case", "a/DET/DT/5/det", "visit/NOUN/NN/2/obl", "to/ADP/IN/8/case", "the/DET/DT/8/det", "site/NOUN/NN/2/obl"}, visit, true},
		{"a capital visited", "CONSULT", "visited", []string{"the/DET/DT/2/det", "minister/NOUN/NN/3/nsubj", "visited/VERB/VBD/0/root/visit", "Cairo/PROPN/NNP/3/obj"}, visit, false},
		{"a visit to a base", "CONSULT", "visit", []string{"a/DET/DT/2/det", "visit/NOUN/NN/0/root", "to/ADP/IN/6/case", "the/DET/DT/6/det", "army/NOUN/NN/6/compound", "base/NOUN/NN/2/nmod"}, visit, false},
	})
}

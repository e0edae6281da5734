package reality

import "testing"

// TestAidTalk checks that the noun "aid" (or "relief", "assistance") is
// dropped as talk of a programme, a dependence or a policy unless a verb
// of giving or moving goods governs it within three heads, and that a
// verb trigger is never the noun rule's.
func TestAidTalk(t *testing.T) {
	aid := (*parse).aidTalk
	checkRules(t, []ruleCase{
		{"a programme", "AID", "aid", []string{"donors/NOUN/NNS/2/nsubj/donor", "widened/VERB/VBD/0/root/widen", "food/NOUN/NN/4/compound", "aid/NOUN/NN/5/compound", "schemes/NOUN/NNS/2/obj/scheme"}, aid, true},
		{"a dependence", "AID", "relief", []string{"the/DET/DT/2/det", "villages/NOUN/NNS/4/nsubj/village", "are/AUX/VBP/4/cop/be", "reliant/ADJ/JJ/0/root", "on/ADP/IN/6/case", "relief/NOUN/NN/4/obl"}, aid, true},
		{"a standing policy", "AID", "assistance", []string{"ties/NOUN/NNS/3/nsubj:pass/tie", "were/AUX/VBD/3/aux:pass/be", "strained/VERB/VBN/0/root/strain", "over/ADP/IN/6/case", "Norwegian/ADJ/JJ/6/amod", "assistance/NOUN/NN/3/obl", "to/ADP/IN/8/case", "rebels/NOUN/NNS/6/nmod/rebel"}, aid, true},
		{"carried in a list of goods", "AID", "aid", []string{"a/DET/DT/2/det", "convoy/NOUN/NN/7/nsubj", "carrying/VERB/VBG/2/acl/carry", "blankets/NOUN/NNS/3/obj/blanket", "and/CCONJ/CC/6/cc", "aid/NOUN/NN/4/conj", "reached/VERB/VBD/0/root/reach", "the/DET/DT/9/det", "valley/NOUN/NN/7/obj"}, aid, false},
		{"arriving", "AID", "aid", []string{"fresh/ADJ/JJ/2/amod", "aid/NOUN/NN/3/nsubj", "arrived/VERB/VBD/0/root/arrive", "overnight/ADV/RB/3/advmod"}, aid, false},
		{"a verb trigger is not the noun rule's", "AID", "rescued", []string{"divers/NOUN/NNS/2/nsubj/diver", "rescued/VERB/VBD/0/root/rescue", "three/NUM/CD/4/nummod", "fishermen/NOUN/NNS/2/obj/fisherman"}, aid, false},
		{"two heads up, a sum given", "AID", "aid", []string{"Oslo/PROPN/NNP/2/nsubj", "gave/VERB/VBD/0/root/give", "six/NUM/CD/4/nummod", "crowns/NOUN/NNS/2/obj/crown", "in/ADP/IN/6/case", "aid/NOUN/NN/4/nmod"}, aid, false},
		{"a load that landed", "AID", "aid", []string{"a/DET/DT/2/det", "cargo/NOUN/NN/5/nsubj", "of/ADP/IN/4/case", "aid/NOUN/NN/2/nmod", "landed/VERB/VBD/0/root/land", "overnight/ADV/RB/5/advmod"}, aid, false},
		{"a sum announced", "AID", "aid", []string{"Riga/PROPN/NNP/2/nsubj", "announced/VERB/VBD/0/root/announce", "a/DET/DT/4/det", "sum/NOUN/NN/2/obj", "in/ADP/IN/6/case", "aid/NOUN/NN/4/nmod"}, aid, false},
		{"a field of spending", "AID", "relief", []string{"the/DET/DT/2/det", "office/NOUN/NN/3/nsubj", "published/VERB/VBD/0/root/publish", "a/DET/DT/5/det", "study/NOUN/NN/3/obj", "on/ADP/IN/8/case", "relief/NOUN/NN/8/compound", "budgets/NOUN/NNS/5/nmod/budget"}, aid, true},
		{"the field, under a verb of pledging", "AID", "aid", []string{"the/DET/DT/2/det", "cabinet/NOUN/NN/3/nsubj", "announced/VERB/VBD/0/root/announce", "an/DET/DT/5/det", "audit/NOUN/NN/3/obj", "of/ADP/IN/8/case", "aid/NOUN/NN/8/compound", "schemes/NOUN/NNS/5/nmod/scheme"}, aid, true},
		{"another verb ends the climb", "AID", "assistance", []string{"senators/NOUN/NNS/2/nsubj/senator", "approved/VERB/VBD/0/root/approve", "a/DET/DT/4/det", "law/NOUN/NN/2/obj", "capping/VERB/VBG/4/acl/cap", "outside/ADJ/JJ/7/amod", "assistance/NOUN/NN/5/obj"}, aid, true},
		{"a giving verb four heads up is too far", "AID", "aid", []string{"Oslo/PROPN/NNP/2/nsubj", "gave/VERB/VBD/0/root/give", "a/DET/DT/4/det", "report/NOUN/NN/2/obj", "on/ADP/IN/6/case", "plans/NOUN/NNS/4/nmod/plan", "for/ADP/IN/8/case", "schemes/NOUN/NNS/6/nmod/scheme", "of/ADP/IN/10/case", "aid/NOUN/NN/8/nmod"}, aid, true},
	})
}

package reality

import (
	"testing"

	"sitrep/doc"
)

// TestPassiveDenial checks that a cooperative verb negated in the passive
// is a dealing that did not happen, while a refusal in the active or a
// passive not negated is left alone.
func TestPassiveDenial(t *testing.T) {
	denial := (*parse).passiveDenial
	checkRules(t, []ruleCase{
		{"not consulted", "REJECT", "consulted", []string{"the/DET/DT/2/det", "envoys/NOUN/NNS/5/nsubj:pass/envoy", "were/AUX/VBD/5/aux:pass/be", "not/PART/RB/5/advmod", "consulted/VERB/VBN/0/root/consult"}, denial, true},
		{"never invited", "REJECT", "invited", []string{"the/DET/DT/2/det", "guild/NOUN/NN/5/nsubj:pass", "was/AUX/VBD/5/aux:pass/be", "never/ADV/RB/5/advmod", "invited/VERB/VBN/0/root/invite"}, denial, true},
		{"did not accept, a refusal", "REJECT", "accept", []string{"Oslo/PROPN/NNP/4/nsubj", "did/AUX/VBD/4/aux/do", "not/PART/RB/4/advmod", "accept/VERB/VB/0/root", "the/DET/DT/6/det", "offer/NOUN/NN/4/obj"}, denial, false},
		{"was rejected, no negation", "REJECT", "rejected", []string{"the/DET/DT/2/det", "offer/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "rejected/VERB/VBN/0/root/reject"}, denial, false},
	})
}

// unperformedRule wraps unperformed, which reads no event, to the shape
// checkRules calls.
func unperformedRule(p *parse, _ *doc.Event, i int) bool { return p.unperformed(i) }

// TestUnperformed checks the acts told as not done by words other than a
// negating adverb, and that the same words in another role deny nothing.
func TestUnperformed(t *testing.T) {
	checkRules(t, []ruleCase{
		{"neither, first verb", "AGREE", "accepted", []string{"the/DET/DT/2/det", "council/NOUN/NN/5/nsubj", "has/AUX/VBZ/5/aux/have", "neither/CCONJ/CC/5/cc:preconj",
			"accepted/VERB/VBN/0/root/accept", "nor/CCONJ/CC/7/cc", "refused/VERB/VBN/5/conj/refuse", "the/DET/DT/9/det", "bid/NOUN/NN/5/obj"}, unperformedRule, true},
		{"nor, second verb", "REJECT", "refused", []string{"the/DET/DT/2/det", "council/NOUN/NN/5/nsubj", "has/AUX/VBZ/5/aux/have", "neither/CCONJ/CC/5/cc:preconj",
			"accepted/VERB/VBN/0/root/accept", "nor/CCONJ/CC/7/cc", "refused/VERB/VBN/5/conj/refuse", "the/DET/DT/9/det", "bid/NOUN/NN/5/obj"}, unperformedRule, true},
		{"neither on two nouns", "RETREAT", "pullout", []string{"neither/CCONJ/CC/3/cc:preconj", "the/DET/DT/3/det", "pullout/NOUN/NN/7/nsubj:pass", "nor/CCONJ/CC/5/cc", "truce/NOUN/NN/3/conj",
			"was/AUX/VBD/7/aux:pass/be", "announced/VERB/VBN/0/root/announce"}, unperformedRule, false},
		{"without a gerund", "REQUEST", "asking", []string{"the/DET/DT/2/det", "ministry/NOUN/NN/3/nsubj", "acted/VERB/VBD/0/root/act", "without/SCONJ/IN/5/mark",
			"asking/VERB/VBG/3/advcl/ask", "the/DET/DT/7/det", "court/NOUN/NN/5/obj"}, unperformedRule, true},
		{"without a noun", "ACCUSE", "charge", []string{"the/DET/DT/2/det", "driver/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "freed/VERB/VBN/0/root/free",
			"without/ADP/IN/6/case", "charge/NOUN/NN/4/obl"}, unperformedRule, true},
		{"kept from an act", "ASSAULT", "storming", []string{"the/DET/DT/2/det", "rain/NOUN/NN/3/nsubj", "stopped/VERB/VBD/0/root/stop", "the/DET/DT/5/det", "rebels/NOUN/NNS/3/obj/rebel",
			"from/SCONJ/IN/7/mark", "storming/VERB/VBG/3/advcl/storm", "the/DET/DT/9/det", "fort/NOUN/NN/7/obj"}, unperformedRule, true},
		{"refrained from a noun", "ACCUSE", "criticism", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/3/nsubj", "refrained/VERB/VBD/0/root/refrain", "from/ADP/IN/5/case", "criticism/NOUN/NN/3/obl"}, unperformedRule, true},
		{"from a place", "ASSAULT", "shelling", []string{"the/DET/DT/2/det", "army/NOUN/NN/3/nsubj", "fled/VERB/VBD/0/root/flee", "from/ADP/IN/5/case", "shelling/NOUN/NN/3/obl"}, unperformedRule, false},
		{"with no negation", "ASSAULT", "stormed", []string{"the/DET/DT/2/det", "rebels/NOUN/NNS/3/nsubj/rebel", "stormed/VERB/VBD/0/root/storm", "the/DET/DT/5/det", "fort/NOUN/NN/3/obj"}, unperformedRule, false},
	})
}

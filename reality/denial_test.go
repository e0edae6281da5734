package reality

import "testing"

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

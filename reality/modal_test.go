package reality

import (
	"testing"

	"sitrep/doc"
)

func TestObligationOfferAndTrend(t *testing.T) {
	trend := func(p *parse, _ *doc.Event, i int) bool { return p.trend(i) }
	checkRules(t, []ruleCase{
		{"what must be done", "ACCUSE", "examined", []string{"his/PRON/PRP$/2/nmod:poss", "files/NOUN/NNS/5/nsubj:pass/file", "must/AUX/MD/5/aux", "be/AUX/VB/5/aux:pass", "examined/VERB/VBN/0/root/examine"}, (*parse).obligation, true},
		{"what should be done", "SANCTION", "recalled", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/5/nsubj:pass", "should/AUX/MD/5/aux", "be/AUX/VB/5/aux:pass", "recalled/VERB/VBN/0/root/recall"}, (*parse).obligation, true},
		{"a demand made with must", "REQUEST", "lifted", []string{"the/DET/DT/2/det", "siege/NOUN/NN/5/nsubj:pass", "must/AUX/MD/5/aux", "be/AUX/VB/5/aux:pass", "lifted/VERB/VBN/0/root/lift"}, (*parse).obligation, false},
		{"what was done", "SANCTION", "recalled", []string{"Oslo/PROPN/NNP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "its/PRON/PRP$/4/nmod:poss", "envoy/NOUN/NN/2/obj"}, (*parse).obligation, false},
		{"ready to meet", "AGREE", "ready", []string{"Lund/PROPN/NNP/3/nsubj", "was/AUX/VBD/3/cop/be", "ready/ADJ/JJ/0/root", "to/PART/TO/5/mark", "meet/VERB/VB/3/xcomp"}, (*parse).offered, true},
		{"an agreement, no readiness", "AGREE", "agreed", []string{"Lund/PROPN/NNP/2/nsubj", "agreed/VERB/VBD/0/root/agree", "to/PART/TO/4/mark", "meet/VERB/VB/2/xcomp"}, (*parse).offered, false},
		{"raids on the rise", "ASSAULT", "raids", []string{"raids/NOUN/NNS/3/nsubj/raid", "have/AUX/VBP/3/aux", "doubled/VERB/VBN/0/root/double"}, trend, true},
		{"a conjunct of a rising count", "ASSAULT", "ambushes", []string{"shootings/NOUN/NNS/4/nsubj/shooting", "and/CCONJ/CC/3/cc", "ambushes/NOUN/NNS/1/conj/ambush", "declined/VERB/VBD/0/root/decline"}, trend, true},
		{"one raid that grew", "ASSAULT", "raid", []string{"the/DET/DT/2/det", "raid/NOUN/NN/3/nsubj", "grew/VERB/VBD/0/root/grow"}, trend, false},
		{"raids that spread", "ASSAULT", "raids", []string{"raids/NOUN/NNS/2/nsubj/raid", "spread/VERB/VBD/0/root"}, trend, false},
	})
}

package reality

import (
	"testing"

	"sitrep/doc"
)

// TestPrenominal checks participles and prospect adjectives read on the
// words between a determiner or possessive and a noun, wherever the
// parser hung them.
func TestPrenominal(t *testing.T) {
	modifier := func(p *parse, _ *doc.Event, i int) bool { return p.modifier(i) }
	checkRules(t, []ruleCase{
		{"participle after a possessive, parsed a verb", "COERCE", "captured", []string{"the/DET/DT/2/det", "army/PROPN/NNP/4/nsubj", "'s/PART/POS/2/case",
			"captured/VERB/VBN/0/root/capture", "fighters/NOUN/NNS/6/nsubj/fighter", "escaped/VERB/VBD/4/ccomp/escape"}, modifier, true},
		{"participle after a determiner, parsed a verb", "COERCE", "detained", []string{"they/PRON/PRP/2/nsubj", "freed/VERB/VBD/0/root/free",
			"the/DET/DT/2/obj", "detained/VERB/VBN/2/xcomp/detain", "foreign/ADJ/JJ/6/amod", "workers/NOUN/NNS/4/obj/worker"}, modifier, true},
		{"a verb with its subject", "COERCE", "detained", []string{"police/NOUN/NNS/3/nsubj", "have/AUX/VBP/3/aux", "detained/VERB/VBN/0/root/detain",
			"foreign/ADJ/JJ/5/amod", "workers/NOUN/NNS/3/obj/worker"}, modifier, false},
		{"a pronoun and a day around a participle", "ASSAULT", "killed", []string{"those/PRON/DT/4/nsubj", "killed/VERB/VBN/1/acl/kill",
			"sunday/PROPN/NNP/2/obl:tmod", "included/VERB/VBD/0/root/include", "children/NOUN/NNS/4/obj/child"}, modifier, false},
		{"prospect adjective after a possessive", "RETREAT", "truce", []string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "'s/PART/POS/2/case",
			"proposed/VERB/VBN/0/root/propose", "10/NUM/CD/7/nummod", "-/PUNCT/HYPH/7/punct", "day/NOUN/NN/8/compound", "truce/NOUN/NN/4/obj"}, prospect, true},
		{"a truce with no prospect before it", "RETREAT", "truce", []string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "signed/VERB/VBD/0/root/sign",
			"a/DET/DT/6/det", "lasting/ADJ/JJ/6/amod", "truce/NOUN/NN/3/obj"}, prospect, false},
	})
}

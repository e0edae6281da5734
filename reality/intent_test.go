package reality

import (
	"testing"

	"sitrep/doc"
)

// TestIntentNouns checks that an act told as what a plot or an intent is
// for is no deed ([intent-nouns]), while the same verb told as done is.
func TestIntentNouns(t *testing.T) {
	intended := func(p *parse, _ *doc.Event, i int) bool { return p.intended(p.clause(i)) }
	plot := []string{"they/PRON/PRP/2/nsubj", "exposed/VERB/VBD/0/root/expose", "a/DET/DT/4/det", "plot/NOUN/NN/2/obj",
		"to/PART/TO/6/mark", "bomb/VERB/VB/4/acl", "the/DET/DT/8/det", "depot/NOUN/NN/6/obj"}
	intent := []string{"the/DET/DT/2/det", "governor/NOUN/NN/3/nsubj", "stated/VERB/VBD/0/root/state", "his/PRON/PRP$/5/nmod:poss/he",
		"intent/NOUN/NN/3/obj", "to/PART/TO/7/mark", "invade/VERB/VB/5/acl", "the/DET/DT/9/det", "province/NOUN/NN/7/obj"}
	done := []string{"rebels/NOUN/NNS/2/nsubj/rebel", "bombed/VERB/VBD/0/root/bomb", "the/DET/DT/4/det", "depot/NOUN/NN/2/obj"}
	checkRules(t, []ruleCase{
		{"a plot's infinitive", "ASSAULT", "bomb", plot, intended, true},
		{"an intent's infinitive", "ASSAULT", "invade", intent, intended, true},
		{"the act told as done", "ASSAULT", "bombed", done, intended, false},
	})
}

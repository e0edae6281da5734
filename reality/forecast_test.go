package reality

import (
	"testing"

	"sitrep/doc"
)

// TestForecastConjunct checks that a verb of forecasting or wishing makes
// hypothetical what it governs, its infinitive and that infinitive's
// conjuncts, but not a second predicate conjoined to the forecasting verb
// itself, which its subject is told to have done.
func TestForecastConjunct(t *testing.T) {
	forecast := func(p *parse, e *doc.Event, i int) bool { return p.forecast(e, p.clause(i)) }
	wants := []string{"the/DET/DT/2/det", "minister/NOUN/NN/3/nsubj", "wants/VERB/VBZ/0/root/want", "to/PART/TO/5/mark", "resign/VERB/VB/3/xcomp",
		"and/CCONJ/CC/8/cc", "has/AUX/VBZ/8/aux/have", "asked/VERB/VBN/3/conj/ask", "for/ADP/IN/11/case", "a/DET/DT/11/det", "meeting/NOUN/NN/8/obl"}
	hopes := []string{"Lund/PROPN/NNP/2/nsubj", "hopes/VERB/VBZ/0/root/hope", "to/PART/TO/4/mark", "meet/VERB/VB/2/xcomp", "and/CCONJ/CC/6/cc", "sign/VERB/VB/4/conj"}
	checkRules(t, []ruleCase{
		{"the wish's infinitive", "RETREAT", "resign", wants, forecast, true},
		{"a conjunct of the wishing verb, told as done", "REQUEST", "asked", wants, forecast, false},
		{"a conjunct of the infinitive, still wished", "AGREE", "sign", hopes, forecast, true},
	})
}

package reality

import (
	"testing"

	"sitrep/doc"
)

// TestReputation checks that blame told in the present perfect passive
// with no accuser, or one named by a quantifier, is a reputation, while
// a named accuser, the pluperfect, the past and a legal charge are not.
func TestReputation(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		actor         *doc.Party
		want          bool
	}{
		{"has been accused, no accuser", "accused", []string{"the/DET/DT/2/det", "guild/NOUN/NN/5/nsubj:pass", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux:pass/be", "accused/VERB/VBN/0/root/accuse", "of/SCONJ/IN/7/mark", "hoarding/VERB/VBG/5/advcl/hoard"}, nil, true},
		{"has been widely criticised", "criticised", []string{"the/DET/DT/2/det", "levy/NOUN/NN/6/nsubj:pass", "has/AUX/VBZ/6/aux/have", "been/AUX/VBN/6/aux:pass/be", "widely/ADV/RB/6/advmod", "criticised/VERB/VBN/0/root/criticise"}, nil, true},
		{"criticised by some", "criticised", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/5/nsubj:pass", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux:pass/be", "criticised/VERB/VBN/0/root/criticise", "by/ADP/IN/7/case", "some/PRON/DT/5/obl:agent"}, &doc.Party{Text: "some"}, true},
		{"criticised by a named body", "criticised", []string{"the/DET/DT/2/det", "levy/NOUN/NN/5/nsubj:pass", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux:pass/be", "criticised/VERB/VBN/0/root/criticise", "by/ADP/IN/8/case", "farm/NOUN/NN/8/compound", "unions/NOUN/NNS/5/obl:agent/union"}, &doc.Party{Text: "farm unions"}, false},
		{"had been accused, the pluperfect", "accused", []string{"he/PRON/PRP/4/nsubj:pass", "had/AUX/VBD/4/aux/have", "been/AUX/VBN/4/aux:pass/be", "accused/VERB/VBN/0/root/accuse", "of/SCONJ/IN/6/mark", "smuggling/VERB/VBG/4/advcl/smuggle"}, nil, false},
		{"was criticised, the past", "criticised", []string{"the/DET/DT/2/det", "levy/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "criticised/VERB/VBN/0/root/criticise"}, nil, false},
		{"has been charged, a legal charge", "charged", []string{"he/PRON/PRP/4/nsubj:pass", "has/AUX/VBZ/4/aux/have", "been/AUX/VBN/4/aux:pass/be", "charged/VERB/VBN/0/root/charge", "with/ADP/IN/6/case", "arson/NOUN/NN/4/obl"}, nil, false},
		{"no passive subject, a fragment", "accused", []string{"has/AUX/VBZ/3/aux/have", "been/AUX/VBN/3/aux:pass/be", "accused/VERB/VBN/0/root/accuse", "of/SCONJ/IN/5/mark", "hoarding/VERB/VBG/3/advcl/hoard"}, nil, false},
		{"has accused, active", "accused", []string{"the/DET/DT/2/det", "guild/NOUN/NN/4/nsubj", "has/AUX/VBZ/4/aux/have", "accused/VERB/VBN/0/root/accuse", "the/DET/DT/6/det", "council/NOUN/NN/4/obj"}, nil, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "ACCUSE", c.trigger)
		e.Actor = c.actor
		p := newParse(st)
		if got := p.reputation(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: reputation = %v, want %v", c.name, got, c.want)
		}
	}
}

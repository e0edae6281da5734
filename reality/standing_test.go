package reality

import "testing"

func TestStanding(t *testing.T) {
	cases := []struct {
		name, plover, trigger string
		words                 []string
		want                  bool
	}{
		{"backed by, on a noun", "SUPPORT", "backed", []string{"troops/NOUN/NNS/5/nsubj/troop", "backed/VERB/VBN/1/acl/back", "by/ADP/IN/4/case", "militias/NOUN/NNS/2/obl:agent/militia", "took/VERB/VBD/0/root/take", "the/DET/DT/7/det", "town/NOUN/NN/5/obj"}, true},
		{"a compound adjective however parsed", "SUPPORT", "US-backed", []string{"US-backed/VERB/VBN/3/advcl/back", "forces/NOUN/NNS/3/nsubj/force", "pushed/VERB/VBD/0/root/push"}, true},
		{"allied with, a predicate", "COOPERATE", "allied", []string{"the/DET/DT/2/det", "YPG/PROPN/NNP/4/nsubj", "is/AUX/VBZ/4/cop/be", "allied/ADJ/JJ/0/root", "with/ADP/IN/6/case", "Washington/PROPN/NNP/4/obl"}, true},
		{"a relative clause in the passive", "SUPPORT", "backed", []string{"a/DET/DT/2/det", "campaign/NOUN/NN/0/root", "that/PRON/WDT/5/nsubj:pass", "was/AUX/VBD/5/aux:pass/be", "backed/VERB/VBN/2/acl:relcl/back", "by/ADP/IN/7/case", "Washington/PROPN/NNP/5/obl:agent"}, true},
		{"backing as a noun", "SUPPORT", "backing", []string{"Trump/PROPN/NNP/3/nmod:poss", "'s/PART/POS/1/case", "backing/NOUN/NN/0/root", "of/ADP/IN/5/case", "Riyadh/PROPN/NNP/3/nmod"}, true},
		{"backed, a finite act", "SUPPORT", "backed", []string{"Hungary/PROPN/NNP/2/nsubj", "backed/VERB/VBD/0/root/back", "the/DET/DT/4/det", "resolution/NOUN/NN/2/obj"}, false},
		{"has backed, a perfect", "SUPPORT", "backed", []string{"Hungary/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "backed/VERB/VBN/0/root/back", "the/DET/DT/5/det", "resolution/NOUN/NN/3/obj"}, false},
		{"endorsed by, verbal support", "SUPPORT", "endorsed", []string{"the/DET/DT/2/det", "delegation/NOUN/NN/0/root", "endorsed/VERB/VBN/2/acl/endorse", "by/ADP/IN/5/case", "Mogherini/PROPN/NNP/3/obl:agent"}, false},
		{"an attack is no alignment", "ASSAULT", "armed", []string{"gunmen/NOUN/NNS/2/nsubj/gunman", "armed/VERB/VBN/1/acl/arm"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		p := newParse(st)
		if got := p.standing(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: standing = %v, want %v", c.name, got, c.want)
		}
	}
}

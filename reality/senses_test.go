package reality

import "testing"

func TestSenses(t *testing.T) {
	cases := []struct {
		name, plover, trigger string
		words                 []string
		rule                  func(p *parse, i int, plover string) bool
		want                  bool
	}{
		{"a question with nothing asked", "REQUEST", "asked", []string{"she/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "./PUNCT/./2/punct"}, question, true},
		{"a question about something", "REQUEST", "asked", []string{"asked/VERB/VBN/0/root/ask", "about/ADP/IN/4/case", "the/DET/DT/4/det", "budget/NOUN/NN/1/obl"}, question, true},
		{"a request to act", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "police/NOUN/NNS/2/obj", "to/PART/TO/5/mark", "leave/VERB/VB/2/xcomp"}, question, false},
		{"a request for something", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "for/ADP/IN/4/case", "help/NOUN/NN/2/obl"}, question, false},
		{"remembering", "SANCTION", "recalled", []string{"he/PRON/PRP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "that/SCONJ/IN/5/mark", "troops/NOUN/NNS/5/nsubj/troop", "fought/VERB/VBD/2/ccomp/fight"}, remembered, true},
		{"recalling an envoy", "SANCTION", "recalled", []string{"Oslo/PROPN/NNP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "its/PRON/PRP$/4/nmod:poss", "envoy/NOUN/NN/2/obj"}, remembered, false},
		{"an imminent attack", "ASSAULT", "attack", []string{"an/DET/DT/3/det", "imminent/ADJ/JJ/3/amod", "attack/NOUN/NN/0/root"}, prospect, true},
		{"a threatened offensive", "ASSAULT", "offensive", []string{"a/DET/DT/3/det", "threatened/VERB/VBN/3/amod/threaten", "offensive/NOUN/NN/0/root"}, prospect, true},
		{"a warning of what could come", "THREATEN", "warned", []string{"economists/NOUN/NNS/2/nsubj/economist", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "it/PRON/PRP/6/nsubj", "could/AUX/MD/6/aux", "fail/VERB/VB/2/ccomp"}, assessment, true},
		{"a warning that judges", "THREATEN", "warned", []string{"he/PRON/PRP/2/nsubj", "warned/VERB/VBD/0/root/warn", "it/PRON/PRP/6/expl", "would/AUX/MD/6/aux", "be/AUX/VB/6/cop", "unwise/ADJ/JJ/2/ccomp"}, assessment, true},
		{"a warning of the speaker's act", "THREATEN", "warned", []string{"Ankara/PROPN/NNP/2/nsubj", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "it/PRON/PRP/6/nsubj", "would/AUX/MD/6/aux", "retaliate/VERB/VB/2/ccomp"}, assessment, false},
		{"a deadly attack", "ASSAULT", "attack", []string{"a/DET/DT/3/det", "deadly/ADJ/JJ/3/amod", "attack/NOUN/NN/0/root"}, prospect, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		p := newParse(st)
		if got := c.rule(p, p.token(e.Trigger), c.plover); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func question(p *parse, i int, plover string) bool {
	e := event(p.st, plover, p.st.Tokens[i].Form)
	return p.question(&e, i)
}

func remembered(p *parse, i int, plover string) bool {
	e := event(p.st, plover, p.st.Tokens[i].Form)
	return p.remembered(&e, i)
}

func assessment(p *parse, i int, plover string) bool {
	e := event(p.st, plover, p.st.Tokens[i].Form)
	return p.assessment(&e, i)
}

func prospect(p *parse, i int, _ string) bool { return p.prospect(i) }

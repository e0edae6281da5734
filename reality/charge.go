package reality

import (
	"strings"

	"sitrep/doc"
)

// chargeMarkers are the prepositions and subordinators that join a charge
// word to the act it names.
var chargeMarkers = map[string]bool{"of": true, "for": true, "with": true}

// combatLemmas name taking part in a war, which a charge names as conduct
// or membership ("accused of fighting with the militia"), not as one
// attack on a victim.
var combatLemmas = map[string]bool{"fight": true, "battle": true, "combat": true}

// chargeContent reports whether the event e at token i is the conduct a
// charge, a trial or an accusation names ("accused of taking part in
// the riots", "prosecuted for fighting against the militia", "charged
// with collaborating"): the news is the charge, coded
// on its own word, and the conduct charged is an allegation, not a
// second incident of the sentence. An attack on a victim that a charge
// names ("convicted of stabbing his wife") is the crime the story is
// about, and stays. It climbs at most three heads, through a word of
// taking part the act hangs on ("accused of a role in the riots").
func (p *parse) chargeContent(e *doc.Event, i int) bool {
	if e.Type.Plover == "ASSAULT" && !combatLemmas[p.lemma(i)] {
		return false
	}
	j := i
	for range 3 {
		h := p.st.Tokens[j].Head
		if h < 0 {
			return false
		}
		// "In charge of the offensive", "in case of an attack" name no
		// charge.
		if lex.chargeWords[p.lemma(h)] && chargeMarkers[p.marker(j, "case", "mark")] && p.marker(h, "case") != "in" {
			return true
		}
		if !lex.partakingWords[p.lemma(h)] {
			return false
		}
		j = h
	}
	return false
}

// hedged reports whether an ACCUSE on "alleged" only hedges how a person
// or an act is described, as papers write of the untried: before its
// noun ("three alleged smugglers", "the alleged plot") or in a reduced
// relative right after one ("men alleged to have run the cell"). Nobody
// is told accusing anyone. An allegation someone makes ("the union
// alleged torture") or a passive one ("he is alleged by prosecutors to
// have") is left to the other rules and the model.
func (p *parse) hedged(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "ACCUSE" || strings.ToLower(st.Tokens[i].Form) != "alleged" {
		return false
	}
	s := st.Sentences[st.Tokens[i].Sentence]
	if i+1 >= s.EndToken {
		return false
	}
	prev := ""
	if i > s.FirstToken {
		prev = st.Tokens[i-1].UPOS
		if st.Tokens[i-1].XPOS == "PRP$" {
			prev = "DET"
		}
	}
	switch next := &st.Tokens[i+1]; {
	case next.UPOS == "NOUN" || next.UPOS == "PROPN" || next.UPOS == "ADJ":
		return prev == "" || prev == "DET" || prev == "NUM" || prev == "ADP"
	case strings.ToLower(next.Form) == "to":
		// An infinitive follows: "alleged to the court that" names
		// whom a real allegation was made to.
		inf := i+2 < s.EndToken && (st.Tokens[i+2].UPOS == "VERB" || st.Tokens[i+2].UPOS == "AUX")
		return inf && (prev == "NOUN" || prev == "PROPN")
	}
	return false
}

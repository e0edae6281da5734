package reality

import "sitrep/doc"

// attemptActs are the categories whose attempt an analyst codes as the act:
// ACLED codes an attempted attack or storming as the attack.
var attemptActs = map[string]bool{"ASSAULT": true, "PROTEST": true, "COERCE": true}

// attempted reports whether the event at token i is an act a party the
// text names set about in the past, told as its sentence's news outside a
// quotation: the "to" complement of a past "tried" or "attempted" that is
// the sentence's main verb or the complement of its main verb of saying
// ("Hundreds of people tried to storm the compound", "police said
// gunmen attempted to seize the post"). The attempt happened, whatever
// came of it; a plan or wish to act ("wanted to storm") did not.
func (p *parse) attempted(e *doc.Event, i int) bool {
	st := p.st
	if !attemptActs[e.Type.Plover] || !p.toldByParty(e, i) {
		return false
	}
	t := &st.Tokens[i]
	if t.UPOS != "VERB" || t.Rel != "xcomp" || t.Head < 0 {
		return false
	}
	v := t.Head
	if !lex.attemptVerbs[p.lemma(v)] || st.Tokens[v].XPOS != "VBD" {
		return false
	}
	return p.newsClause(v)
}

// claimedAct reports whether the attack at token i is told in a sentence
// that says who claimed it, or that no one did ("A bomb exploded outside
// a bank, and no one has claimed responsibility"): a claim or denial of
// responsibility presupposes the attack took place, whatever the parser
// makes of the verb that tells it.
func (p *parse) claimedAct(e *doc.Event, i int) bool {
	if e.Type.Plover != "ASSAULT" {
		return false
	}
	st := p.st
	sent := st.Sentences[st.Tokens[i].Sentence]
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if h := st.Tokens[k].Head; p.lemma(k) == "responsibility" && h >= 0 && lex.responsibilityVerbs[p.lemma(h)] {
			return true
		}
	}
	return false
}

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

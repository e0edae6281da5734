package reality

import "sitrep/doc"

// passiveDenial reports whether the REJECT at token i is a dealing told
// in the negated passive ("the envoys were not consulted", "the seer was
// not recognised by the orders"): the event stage reads a negated
// cooperative verb as a refusal, but here its subject is the party left
// out, and nobody is told refusing anything. The dealing did not take
// place, which is what the event is flagged.
func (p *parse) passiveDenial(e *doc.Event, i int) bool {
	return e.Type.Plover == "REJECT" && p.st.Tokens[i].UPOS == "VERB" && p.hasRel(i, "aux:pass") && p.negatedVerb(i)
}

// unperformed reports whether the act at token i is told as not done by
// words the event stage, which reads a negating adverb on the trigger,
// does not read: a verb joined by "neither" or "nor" ("has neither
// agreed to nor turned down the plan"), an act "without" which another was
// done ("left without seeking an assurance", "released without charge"),
// or one a party was kept, or kept itself, from ("prevented the militia
// from storming the town", "refrained from criticism": [keep-from-verbs]).
func (p *parse) unperformed(i int) bool {
	st := p.st
	for _, k := range p.kids[i] {
		l := p.lemma(k)
		switch st.Tokens[k].Rel {
		case "cc", "cc:preconj":
			if st.Tokens[i].UPOS == "VERB" && (l == "neither" || l == "nor") {
				return true
			}
		case "mark", "case":
			if h := st.Tokens[i].Head; l == "without" || l == "from" && h >= 0 && lex.keepFromVerbs[p.lemma(h)] {
				return true
			}
		}
	}
	return false
}

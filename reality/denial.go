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

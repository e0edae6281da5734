package reality

import "sitrep/doc"

// describes reports whether the event at token i is told in a relative
// clause in the simple present, which describes what its antecedent is or
// does as a standing state rather than telling an incident: "the Riyadh
// agreement, which demands Assad's resignation", "a veteran who now
// opposes the Kremlin", "the pocket of ruins that shelters the diehards".
// News tells a past incident in a relative clause in the past ("the man
// who bombed a church") or the perfect; a headline's present ("Police
// arrest five") is no relative clause.
func (p *parse) describes(i int) bool {
	st := p.st
	for _, j := range p.clause(i) {
		if st.Tokens[j].Rel != "acl:relcl" {
			continue
		}
		if x := st.Tokens[j].XPOS; (x == "VBZ" || x == "VBP") && !p.hasRel(j, "aux", "aux:pass", "cop") {
			return true
		}
	}
	return false
}

// forecast reports whether the event at token i, not itself a speech act,
// is told in the future: its clause takes "will" or "shall" ("a
// delegation will arrive in Geneva for talks", "the union will strike").
// An analyst codes it when it happens. A promise or threat ("the rebels
// will release the hostages", "we will retaliate") is the speaker's act
// and is coded by the event stage as one, so speech acts are left alone.
func (p *parse) forecast(e *doc.Event, i int) bool {
	if speechAct[e.Type.Plover] {
		return false
	}
	for _, j := range p.clause(i) {
		if p.hasAux(j, "will", "shall") {
			return true
		}
	}
	return false
}

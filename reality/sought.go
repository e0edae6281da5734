package reality

import "sitrep/doc"

// soughtSettlement reports whether the settlement noun at token i is the
// goal of a verb that is not told as done: an infinitive ("to broker an
// agreement", "time to meet and arrive at a consensus") or a bare gerund
// ("spent days hunting for a compromise", "could end with him reaching a
// deal").
// The settlement is sought, not reached. A gerund after "after", "since"
// or "on" tells it reached ("after reaching a deal, they ..."), and so
// does a finite verb ("reached a deal", "a deal was signed").
func (p *parse) soughtSettlement(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	h := tok.Head
	if tok.UPOS != "NOUN" || !lex.settlementNouns[p.lemma(i)] || h < 0 {
		return false
	}
	if st.Tokens[h].UPOS != "VERB" {
		// "to broker a truce" with "broker" tagged a noun: its "to" and
		// its object make it the infinitive.
		return tok.Rel == "obj" && p.marker(h, "mark") == "to" && lex.seekVerbs[p.lemma(h)]
	}
	switch doc.BaseRel(tok.Rel) {
	case "obj", "obl":
	default:
		return false
	}
	if !lex.seekVerbs[p.lemma(h)] {
		// "accused them of violating the truce": the truce holds.
		return false
	}
	if p.hasRel(h, "aux", "aux:pass", "nsubj:pass") {
		return false
	}
	switch st.Tokens[h].XPOS {
	case "VB":
		// "time to meet and arrive at a consensus": a conjunct shares
		// the infinitive's "to".
		if c := st.Tokens[h].Head; st.Tokens[h].Rel == "conj" && c >= 0 && st.Tokens[c].XPOS == "VB" {
			h = c
		}
		return p.hasKid(h, "to")
	case "VBG":
		switch p.marker(h, "mark") {
		case "after", "since", "on", "upon", "following":
			return false
		}
		return true
	}
	return false
}

package reality

import "sitrep/doc"

// settlementNouns name what parties settle on: reached, it is an
// agreement; sought, it is none yet.
var settlementNouns = map[string]bool{
	"deal": true, "agreement": true, "accord": true, "consensus": true, "compromise": true,
	"settlement": true, "truce": true, "pact": true, "treaty": true, "ceasefire": true,
}

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
	if tok.UPOS != "NOUN" || !settlementNouns[p.lemma(i)] || h < 0 {
		return false
	}
	if st.Tokens[h].UPOS != "VERB" {
		// "to broker a truce" with "broker" tagged a noun: its "to" and
		// its object make it the infinitive.
		return tok.Rel == "obj" && p.marker(h, "mark") == "to" && seekVerbs[p.lemma(h)]
	}
	switch doc.BaseRel(tok.Rel) {
	case "obj", "obl":
	default:
		return false
	}
	if !seekVerbs[p.lemma(h)] {
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

// seekVerbs seek, make or reach a settlement; any other verb over one
// ("violating the truce", "to respect the ceasefire") takes it as made.
var seekVerbs = map[string]bool{
	"broker": true, "reach": true, "seek": true, "hunt": true, "negotiate": true, "secure": true,
	"strike": true, "arrive": true, "agree": true, "work": true, "find": true, "forge": true,
	"clinch": true, "search": true, "push": true, "pursue": true, "hammer": true, "sign": true,
	"conclude": true, "achieve": true, "salvage": true, "mediate": true, "discuss": true, "propose": true,
}

package reality

import "sitrep/doc"

// obligation reports whether the act at token i is told as what must or
// should be done ("her files must be examined", "the envoy should be
// recalled"): an opinion or a demand, not an act done. The event stage
// flags "could", "would" and "may" on the trigger but not these; a speech
// act keeps its modal, for a demand or a promise is made as it is told
// ("it must be put into effect").
func (p *parse) obligation(e *doc.Event, i int) bool {
	if speechAct[e.Type.Plover] || p.st.Tokens[i].UPOS != "VERB" {
		return false
	}
	return p.hasAux(i, "must", "should", "ought")
}

// trend reports whether the plural event noun at token i is the subject of
// a verb of rising or falling ("attacks have spiked", "bombings have
// also increased"): a count of incidents over time, not one incident.
func (p *parse) trend(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	j := i
	if tok.Rel == "conj" && tok.Head >= 0 {
		j = tok.Head // "bombings and sniper attacks have increased"
	}
	if tok.UPOS != "NOUN" || st.Tokens[j].XPOS != "NNS" && tok.XPOS != "NNS" {
		return false
	}
	h := st.Tokens[j].Head
	return h >= 0 && doc.BaseRel(st.Tokens[j].Rel) == "nsubj" && lex.trendVerbs[p.lemma(h)]
}

// offered reports whether an AGREE on an adjective of readiness ("was
// ready to meet the premier", "are willing to hand over the prisoners")
// tells what a party is prepared to do: an offer whose deed is yet to
// come, flagged hypothetical. (PLOVER codes the offer as AGREE; an
// analyst codes the meeting or the handover when it comes.)
func (p *parse) offered(e *doc.Event, i int) bool {
	return e.Type.Plover == "AGREE" && p.st.Tokens[i].UPOS == "ADJ" && lex.readiness[p.lemma(i)]
}

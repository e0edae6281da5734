package reality

import "sitrep/doc"

// onTheSpot are the sectors of parties the text leaves unnamed that act
// in the street rather than deal with other parties: people at large,
// crowds, gunmen and criminals.
var onTheSpot = map[doc.Sector]bool{doc.SectorCVL: true, doc.SectorUAF: true, doc.SectorCRM: true}

// streetCommand reports whether the REQUEST at token i is a command an
// unnamed crowd, gang or gunman gives on the spot ("two robbers stopped
// the driver and told him to give up his phone", "the crowd told the police
// to leave"): part of the incident told, which an analyst codes as the
// attack or the riot, not a demand one party makes of another. Asked of
// a named party or a body of state ("a group of citizens asked the army
// to step in"), it is a political demand and stays; so is a crowd's
// demand by a verb of demanding ("residents demanded a curfew"), left to
// the model: only the verbs of [command-verbs] are read.
func (p *parse) streetCommand(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || e.Actor == nil || p.st.Tokens[i].UPOS != "VERB" || !lex.commandVerbs[p.lemma(i)] {
		return false
	}
	a := e.Actor.Actor
	if a.Name != "" || a.Org != "" || !onTheSpot[a.Sector] {
		return false
	}
	if t := e.Target; t != nil && (t.Name != "" || t.Org != "" || stateSectors[t.Sector]) {
		return false
	}
	return true
}

// stateSectors are the sectors of the bodies of a state and of politics,
// of which a demand is a political act; the police, who meet crowds on
// the spot, are not among them.
var stateSectors = map[doc.Sector]bool{
	doc.SectorGOV: true, doc.SectorMIL: true, doc.SectorJUD: true, doc.SectorLEG: true,
	doc.SectorSPY: true, doc.SectorPTY: true, doc.SectorOPP: true,
}

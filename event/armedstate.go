package event

import "sitrep/doc"

// armedActs are the categories whose doer, when a state is named bare,
// is the state's armed forces: "Turkish air strikes", "Turkey shelled the
// town", "the US sent warships". A state that agrees, demands or accuses
// is its government, as the actor dictionary codes it.
var armedActs = map[string]bool{"ASSAULT": true, "MOBILIZE": true}

// armState codes as its military the actor of an armed act that is a
// state named bare: its name, capital or adjective ("Turkey", "Ankara",
// "Turkish"), which the actor dictionary codes as the government. A
// phrase that names the body ("the Turkish government", "the regime") or
// a person keeps its own coding. It runs once the filter and the chooser
// are done: the sector the filter and the ACLED rules read is the
// dictionary's, as they were fitted to.
func armState(st *doc.Story, e *doc.Event) {
	a := e.Actor
	if a == nil || !armedActs[e.Type.Plover] || a.Sector != doc.SectorGOV || a.Name != "" || a.Org != "" || a.Country == "" {
		return
	}
	if bareState(st, a.Span) {
		a.Sector = doc.SectorMIL
	}
}

// bareState reports whether the phrase at sp is one country-coded name
// or adjective and, before it, at most determiners ("the US").
func bareState(st *doc.Story, sp doc.Span) bool {
	for _, m := range st.Mentions {
		if m.Start < sp.Start || m.End != sp.End {
			continue
		}
		switch m.Label {
		case doc.LabelNOM, doc.LabelPRON, doc.LabelPER:
			return false
		}
		if m.Actor.Sector != doc.SectorGOV || m.Actor.Name != "" || m.Actor.Org != "" {
			return false
		}
		for k := firstTokenFrom(st.Tokens, sp.Start); k < m.FirstToken && k < len(st.Tokens); k++ {
			if st.Tokens[k].UPOS != "DET" {
				return false
			}
		}
		return true
	}
	return false
}

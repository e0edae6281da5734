package reality

import (
	"strings"

	"sitrep/doc"
)

// protestVoices are the demonstrators and the things they carry: a demand
// they make ("the protesters were demanding his resignation", "placards
// demanding the release of the students") is what their protest is
// about.
var protestVoices = map[string]bool{
	"protester": true, "protestor": true, "demonstrator": true, "marcher": true, "agitator": true, "striker": true,
	"placard": true, "banner": true, "pamphlet": true, "leaflet": true, "poster": true, "slogan": true,
}

// protestDemand reports whether the REQUEST e is the demand of a protest
// the story codes: its actor is the demonstrators or what they carry. The
// gold codes the protest, never a request of demonstrators beside it.
func (p *parse) protestDemand(e *doc.Event) bool {
	if e.Type.Plover != "REQUEST" || e.Actor == nil {
		return false
	}
	words := strings.Fields(strings.ToLower(e.Actor.Text))
	if len(words) == 0 || !protestVoices[strings.TrimSuffix(words[len(words)-1], "s")] {
		return false
	}
	for _, o := range p.st.Events {
		if o.Type.Plover == "PROTEST" && !o.Aux.Negated && !o.Aux.Hypothetical {
			return true
		}
	}
	return false
}

package reality

import (
	"testing"

	"sitrep/doc"
)

// TestStreetCommand checks that a command an unnamed crowd or gunman
// gives on the spot is part of the incident, while one asked of a body of
// state, one by a named party and a demand by another verb stay.
func TestStreetCommand(t *testing.T) {
	crowd := &doc.Party{Text: "the crowd", Actor: doc.Actor{Sector: doc.SectorCVL}}
	gunmen := &doc.Party{Text: "two gunmen", Actor: doc.Actor{Sector: doc.SectorUAF}}
	named := &doc.Party{Text: "the union", Actor: doc.Actor{Name: "Dock Union", Sector: doc.SectorLAB}}
	army := &doc.Party{Text: "the army", Actor: doc.Actor{Sector: doc.SectorMIL}}
	police := &doc.Party{Text: "the police", Actor: doc.Actor{Sector: doc.SectorCOP}}
	told := []string{"they/PRON/PRP/2/nsubj", "told/VERB/VBD/0/root/tell", "them/PRON/PRP/2/obj", "to/PART/TO/5/mark", "leave/VERB/VB/2/xcomp"}
	demanded := []string{"they/PRON/PRP/2/nsubj", "demanded/VERB/VBD/0/root/demand", "a/DET/DT/4/det", "curfew/NOUN/NN/2/obj"}
	cases := []struct {
		name, trigger string
		words         []string
		actor, target *doc.Party
		want          bool
	}{
		{"a crowd tells the police to leave", "told", told, crowd, police, true},
		{"gunmen tell villagers to gather", "told", told, gunmen, nil, true},
		{"a crowd asks the army to step in", "told", told, crowd, army, false},
		{"a named party tells", "told", told, named, nil, false},
		{"a crowd demands", "demanded", demanded, crowd, nil, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "REQUEST", c.trigger)
		e.Actor, e.Target = c.actor, c.target
		p := newParse(st)
		if got := p.streetCommand(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: streetCommand = %v, want %v", c.name, got, c.want)
		}
	}
}

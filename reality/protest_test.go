package reality

import (
	"testing"

	"sitrep/doc"
)

func TestProtestDemand(t *testing.T) {
	st := story(t, "The/DET/DT/2/det", "marchers/NOUN/NNS/3/nsubj/marcher", "demanded/VERB/VBD/0/root/demand", "new/ADJ/JJ/5/amod",
		"elections/NOUN/NNS/3/obj/election", "./PUNCT/./3/punct")
	demand := event(st, "REQUEST", "demanded")
	demand.Actor = &doc.Party{Text: "The marchers"}
	march := doc.Event{Type: doc.EventType{Plover: "PROTEST"}}
	for _, c := range []struct {
		name   string
		actor  string
		others []doc.Event
		want   bool
	}{
		{"demonstrators in a story of a protest", "The marchers", []doc.Event{march}, true},
		{"placards in a story of a protest", "their placards", []doc.Event{march}, true},
		{"no protest coded", "The marchers", nil, false},
		{"another party", "The union", []doc.Event{march}, false},
		{"a protest called off", "The marchers", []doc.Event{{Type: doc.EventType{Plover: "PROTEST"}, Aux: doc.Aux{Negated: true}}}, false},
	} {
		e := demand
		e.Actor = &doc.Party{Text: c.actor}
		st.Events = append([]doc.Event{e}, c.others...)
		if got := newParse(st).protestDemand(&e); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

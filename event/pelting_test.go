package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestStonePelting checks that pelting, as a verb or a noun, is an
// assault (branch cameo); a harmless pelting is the reality stage's to
// drop, and is left out here with the filter.
func TestStonePelting(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Masked men pelted the district office with bricks on Friday.", "pelted", "ASSAULT"},
		{"Students pelted the police van near the college gate.", "pelted", "ASSAULT"},
		{"The pelting of a convoy near the bridge left four guards hurt.", "pelting", "ASSAULT"},
	})
}

// TestGerundByDoer checks that a gerund the parse tags a verb takes the
// doer its "by" phrase names, as the noun would, and that a time after
// "by" names none.
func TestGerundByDoer(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ text, word, actor string }{
		{"Several cases of stone-pelting by party workers at city buses were reported in Agra.", "pelting", "party workers"},
		{"Reports of torching by armed villagers came from three hamlets near Gaya.", "torching", "armed villagers"},
		{"Several cases of stone-pelting by night were reported in Agra.", "pelting", ""},
	}
	for _, c := range cases {
		st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		got, found := "", false
		for _, e := range st.Events {
			if st.Text[e.Trigger.Start:e.Trigger.End] == c.word {
				found = true
				if e.Actor != nil {
					got = e.Actor.Text
				}
			}
		}
		if !found || got != c.actor {
			t.Errorf("%q: %q actor %q (coded %v), want %q", c.text, c.word, got, found, c.actor)
		}
	}
}

package event_test

import (
	"testing"
)

// TestShouldDemand checks that a reported "X should act" is coded as the
// speaker's demand, made as told (not hypothetical), addressed to the one
// who is to act; and that an inverted "should" (a condition), "should
// have" (blame for an act left undone) and a pronoun or passive subject
// (an opinion) make no demand.
func TestShouldDemand(t *testing.T) {
	st := coded(t, "The opposition leader said on Tuesday that the interior minister should resign.", "2020-05-06")
	e := eventTold(st, "resign")
	switch {
	case e == nil:
		t.Fatal("no event on the demanded verb")
	case e.Type.Plover != "REQUEST":
		t.Errorf("category %s, want REQUEST", e.Type.Plover)
	case e.Aux.Hypothetical:
		t.Error("the demand is flagged hypothetical")
	case e.Actor == nil || e.Actor.Text != "The opposition leader":
		t.Errorf("actor %+v, want the speaker", e.Actor)
	case e.Target == nil || e.Target.Text != "the interior minister":
		t.Errorf("target %+v, want the one asked to act", e.Target)
	}
	for _, text := range []string{
		"The mayor said the council should have closed the market last year.",
		"The envoy said that they should be treated fairly by the courts.",
		"Should the talks fail, the general said, his troops would march on the city.",
	} {
		st := coded(t, text, "2020-05-06")
		for _, e := range st.Events {
			if e.Type.Plover == "REQUEST" && !e.Aux.Hypothetical && !e.Aux.Negated {
				t.Errorf("%q: REQUEST on %q, want none", text, st.Slice(e.Trigger))
			}
		}
	}
}

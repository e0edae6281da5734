package event_test

import "testing"

// TestJudgement checks that a party's saying that an act is a crime, a
// mistake or unacceptable is coded as its disapproval (ACCUSE), made as
// told even with "would", by the speaker; and that a denied judgement, a
// judgement of the speaker's own deed and one a verb of accusing already
// tells make none.
func TestJudgement(t *testing.T) {
	for _, c := range []struct{ text, word, actor string }{
		{"The trade minister said the new tariffs were a shameful betrayal of the farmers.", "betrayal", "The trade minister"},
		{"The opposition said that any delay to the vote would be unacceptable.", "unacceptable", "The opposition"},
		{"“Closing the clinics is a reckless gamble,” the health workers' union said.", "gamble", "the health workers' union"},
	} {
		st := coded(t, c.text, "2020-05-06")
		e := eventTold(st, c.word)
		switch {
		case e == nil:
			t.Errorf("%q: no event on %q", c.text, c.word)
		case e.Type.Plover != "ACCUSE":
			t.Errorf("%q: category %s, want ACCUSE", c.text, e.Type.Plover)
		case e.Aux.Hypothetical || e.Aux.Future:
			t.Errorf("%q: the judgement is flagged %+v", c.text, e.Aux)
		case e.Actor == nil || e.Actor.Text != c.actor:
			t.Errorf("%q: actor %+v, want %q", c.text, e.Actor, c.actor)
		}
	}
	for _, c := range []struct {
		text string
		want int
	}{
		{"The port authority said the strike was not illegal.", 0},
		{"The army said its decision to close the road had been a mistake.", 0},
		{"The senator condemned the raid, and said it was a cowardly crime.", 1},
	} {
		st := coded(t, c.text, "2020-05-06")
		n := 0
		for _, e := range st.Events {
			if e.Type.Plover == "ACCUSE" {
				n++
			}
		}
		if n != c.want {
			t.Errorf("%q: %d ACCUSE events, want %d", c.text, n, c.want)
		}
	}
}

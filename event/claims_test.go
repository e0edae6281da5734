package event_test

import (
	"testing"

	"sitrep/doc"
)

// TestClaimantWords checks that a claim names its speaker, not the words
// the parse took for its subject: the noun a relative pronoun stands for
// ("the mayor, who said"), and the phrase a dateline was hung on
// ("MOMBASA: The county police said"), past a fronted phrase the parse
// hung there ("patna: in a change of tack, the chief ... said"), and the
// name a group gives itself ("a militia known as X"); a body spelled like
// a pronoun ("The WHO said") stays itself.
func TestClaimantWords(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Reporters reached the mayor, who said militants had burned three schools in the night.", "the mayor"},
		{"MOMBASA: The county police on Friday said a mob torched two shops near the port.", "The county police"},
		{"patna: in a sudden change of tack, chief of the state police unit ram kumar on monday said a mob torched two shops near the station.",
			"chief of the state police unit ram kumar"},
		{"The WHO said gunmen had attacked a clinic in the north.", "WHO"},
		{"A militia known as the Northern Brigade said it carried out the raid on the depot.", "the Northern Brigade"},
	} {
		st := coded(t, c.text, "2021-06-12")
		var got []string
		for _, e := range st.Events {
			for _, cl := range e.Claims {
				if cl.Kind == doc.ClaimReported || cl.Kind == doc.ClaimResponsibility {
					got = append(got, cl.Claimant.Text)
				}
			}
		}
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("%q: claimants %q, want %q", c.text, got, c.want)
		}
	}
}

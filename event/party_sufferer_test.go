package event_test

import "testing"

// TestSuffererOfAttackNoun checks that whom an attack noun befalls, told
// as the one who died or was killed "in" it, is its target when the
// parse gives that one only through a relative pronoun or through the verb
// above ("was reported to have died"): sufferer, party_verb.go.
func TestSuffererOfAttackNoun(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The commander was killed in an Iraqi air strike in 2016.", "The commander"},
		{"The commander, who was killed in an Iraqi air strike in 2016, had led the siege.", "The commander"},
		{"The commander, who died in an Iraqi air strike in 2016, had led the siege.", "The commander"},
		{"The commander was reported to have died in an Iraqi air strike in 2016.", "The commander"},
		{"The commander, who is believed to have died in an Iraqi air strike in 2016, had led the siege.", "The commander"},
	} {
		got := eventOf(coded(t, c.text, "2020-05-05"), "ASSAULT")
		switch {
		case got == nil:
			t.Errorf("%q: no ASSAULT event", c.text)
		case partyText(got.Target) != c.want:
			t.Errorf("%q: target %q, want %q", c.text, partyText(got.Target), c.want)
		}
	}
}

// lowerTail makes a story read as written all in lower case: the casing
// test needs several sentence starts.
const lowerTail = " the leaders met in the capital on sunday. the talks ended late. the police said so."

// TestCaselessStanceOwner checks that in a story written all in lower case
// a statement aimed at a stance ("the league stand") is aimed at the body
// named bare before it, and that a noun outside [stances] or a place
// before it gives none: caselessOwner, party_target.go.
func TestCaselessStanceOwner(t *testing.T) {
	for _, c := range []struct{ text, plover, want string }{
		{"the party criticised the league stand over the temple on monday." + lowerTail, "ACCUSE", "league"},
		{"the bishop turned down the league rider to delay the vote on monday." + lowerTail, "REJECT", "league"},
		{"the council rejected the league proposal on monday." + lowerTail, "REJECT", "league"},
		{"the party criticised the price rise on monday." + lowerTail, "ACCUSE", ""},
		{"the party condemned the godhra carnage on monday." + lowerTail, "ACCUSE", ""},
	} {
		got := eventOf(coded(t, c.text, "2020-05-05"), c.plover)
		switch {
		case got == nil:
			t.Errorf("%q: no %s event", c.text, c.plover)
		case partyText(got.Target) != c.want:
			t.Errorf("%q: target %q, want %q", c.text, partyText(got.Target), c.want)
		}
	}
}

// TestCountryLeft checks that a withdrawal of forces, or one naming
// nothing withdrawn, from a country has no target: the country is where
// it happens (leftCountry, aimedtarget.go).
func TestCountryLeft(t *testing.T) {
	for _, text := range []string{
		"Belgium withdrew its troops from Mali on Wednesday.",
		"Belgium withdrew from Mali on Wednesday.",
		"The premier ordered the withdrawal of Belgian troops from Mali on Wednesday.",
	} {
		got := eventOf(coded(t, text, "2020-05-05"), "RETREAT")
		switch {
		case got == nil:
			t.Errorf("%q: no RETREAT event", text)
		case got.Target != nil:
			t.Errorf("%q: target %q, want none", text, got.Target.Text)
		}
	}
}

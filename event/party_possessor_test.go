package event_test

import (
	"testing"

	"sitrep/event"
)

// TestVictimNounPossessor checks that whom a murder or an abduction
// befalls, named by a possessive common noun the tagger finds no mention
// in, is the event's target, not its doer, in edited and in lower-cased
// copy.
func TestVictimNounPossessor(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Anger rose in the village when reports of the cook's murder arrived on Wednesday.", "the cook"},
		{"Shops stayed shut in the market after word of the driver's abduction reached the village on Monday.", "the driver"},
		{"anger rose in the village when reports of the cook's murder arrived on wednesday.", "the cook"},
	} {
		got := eventOf(coded(t, c.text, "2020-05-05"), "ASSAULT")
		switch {
		case got == nil:
			t.Errorf("%q: no ASSAULT event", c.text)
		case partyText(got.Target) != c.want || got.Actor != nil:
			t.Errorf("%q: actor %q target %q, want target %q and no actor", c.text, partyText(got.Actor), partyText(got.Target), c.want)
		}
	}
}

// TestPossessorTitle checks that a title the parse hung on a noun trigger
// right before its possessive name is mended into the name, its
// preposition left to the trigger (repairPossessorTitle), and that a
// phrase apart from the possessor stays apart.
func TestPossessorTitle(t *testing.T) {
	for _, c := range []struct{ text, trigger, want string }{
		{"the priest had ended his fast on home minister l k sinha's request, the collector said.", "request", "home minister l k sinha's"},
		{"The monk began his fast at the mayor's request on Monday.", "request", "the mayor's"},
	} {
		if got := event.RepairedPossessor(coded(t, c.text, "2020-05-05"), c.trigger); got != c.want {
			t.Errorf("%q: possessor %q, want %q", c.text, got, c.want)
		}
	}
}

// TestForcePossessor checks that a force's noun in the possessive, which
// the actor stage may leave uncoded in lower-cased copy, is taken for the
// doer of the arrest, beating, torture or shooting it possesses, but for
// whom a murder or an abduction befalls, coded or not; a named force is
// the doer of either.
func TestForcePossessor(t *testing.T) {
	for _, c := range []struct{ text, plover, actor, target string }{
		{"the jawans' detention angered the village on monday.", "COERCE", "the jawans", ""},
		{"the bodyguards' arrest angered the village on friday.", "COERCE", "the bodyguards", ""},
		{"the jawans' abduction angered the village on monday.", "ASSAULT", "", "the jawans"},
		{"the constables' murder shocked the district on friday.", "ASSAULT", "", "the constables"},
		{"the policemen's beating left three boys injured in gaya on sunday.", "ASSAULT", "the policemen", "three boys"},
		{"the guards' torture of prisoners came to light in sitapur on monday.", "ASSAULT", "the guards", "prisoners"},
		{"the troopers' shooting frightened the villagers on thursday.", "ASSAULT", "the troopers", "the villagers"},
		{"The Army's abduction angered the villagers on Tuesday.", "ASSAULT", "The Army", "the villagers"},
	} {
		got := eventOf(coded(t, c.text, "2020-05-05"), c.plover)
		switch {
		case got == nil:
			t.Errorf("%q: no %s event", c.text, c.plover)
		case partyText(got.Actor) != c.actor || partyText(got.Target) != c.target:
			t.Errorf("%q: actor %q target %q, want actor %q target %q", c.text, partyText(got.Actor), partyText(got.Target), c.actor, c.target)
		}
	}
}

// TestCapitalPossessor checks that a capital in the possessive before a
// noun trigger, which the place stage places as a town, stands for its
// government as the doer ("Moscow's air strikes"), unless a "by" phrase
// names another, while a town the actor stage codes as no government is
// no doer.
func TestCapitalPossessor(t *testing.T) {
	checkActors(t, []actorCase{
		{"Washington's sanctions on the bank took effect on Friday.", "SANCTION", "Washington"},
		{"Tehran's demand for the release of the sailors angered London on Tuesday.", "REQUEST", "Tehran"},
		{"Moscow's air strikes killed ten villagers near the river on Monday.", "ASSAULT", "Moscow"},
		{"Aleppo's bombardment killed six people on Monday.", "ASSAULT", ""},
		{"Damascus's bombardment by the rebels killed six people on Monday.", "ASSAULT", "the rebels"},
	})
}

// TestHyphenDoer checks that the word joined by a hyphen to a participle
// of leading or calling before a noun trigger ("Russian-led",
// "vhp-sponsored"), which the tokenizer splits off, is the trigger's
// actor, and that a hyphened word of another kind ("week-long") is not.
func TestHyphenDoer(t *testing.T) {
	checkActors(t, []actorCase{
		{"A Russian-led bombardment of the town killed nine people on Monday.", "ASSAULT", "Russian"},
		{"the vhp-sponsored bandh on monday was observed across the district.", "PROTEST", "vhp"},
		{"The rebel-led assault on the garrison left six soldiers dead on Sunday.", "ASSAULT", "rebel"},
		{"A week-long bombardment of the town killed nine people on Monday.", "ASSAULT", ""},
	})
}

// actorCase is a sentence, the category of the event it tells and that
// event's actor as written ("" for none).
type actorCase struct{ text, plover, actor string }

// checkActors codes each case's sentence and checks the actor of its
// event of the case's category.
func checkActors(t *testing.T, cases []actorCase) {
	t.Helper()
	for _, c := range cases {
		got := eventOf(coded(t, c.text, "2020-05-05"), c.plover)
		switch {
		case got == nil:
			t.Errorf("%q: no %s event", c.text, c.plover)
		case partyText(got.Actor) != c.actor:
			t.Errorf("%q: actor %q, want %q", c.text, partyText(got.Actor), c.actor)
		}
	}
}

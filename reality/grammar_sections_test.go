package reality

import "testing"

// TestGrammarSections: the word classes moved from Go literals (pronouns
// and time words read by two rules each, the figurative rules' nouns, the
// words of charges, calling off, settlements and protests) are read from
// the lexicon, with the words the rules were written for.
func TestGrammarSections(t *testing.T) {
	if lexErr != nil {
		t.Fatal(lexErr)
	}
	for _, c := range []struct {
		set  map[string]bool
		in   []string
		name string
	}{
		{lex.pronouns, []string{"they", "him", "who", "themselves"}, "pronouns"},
		{lex.timeUnits, []string{"hour", "day", "moment"}, "time-units"},
		{lex.timeStretches, []string{"weekend", "holiday"}, "time-stretches"},
		{lex.watchSigns, []string{"security", "round-the-clock"}, "watch-signs"},
		{lex.abstractions, []string{"odds", "expectation"}, "abstractions"},
		{lex.shotWordNouns, []string{"proposal", "memo"}, "shot-word-nouns"},
		{lex.chargeWords, []string{"accuse", "indictment", "case"}, "charge-words"},
		{lex.partakingWords, []string{"participate", "role"}, "partaking-words"},
		{lex.offVerbs, []string{"postpone", "call", "put"}, "off-verbs"},
		{lex.offNouns, []string{"postponement", "deferral"}, "off-nouns"},
		{lex.aspectVerbs, []string{"end", "intensify"}, "aspect-verbs"},
		{lex.reliefReactions, []string{"greet", "hail"}, "relief-reactions"},
		{lex.settlementNouns, []string{"truce", "ceasefire"}, "settlement-nouns"},
		{lex.seekVerbs, []string{"broker", "hammer", "mediate"}, "seek-verbs"},
		{lex.protestVoices, []string{"protester", "placard"}, "protest-voices"},
	} {
		for _, w := range c.in {
			if !c.set[w] {
				t.Errorf("[%s] lacks %q", c.name, w)
			}
		}
	}
	if lex.pronouns["police"] || lex.timeUnits["weekend"] || lex.protestVoices["protesters"] {
		t.Error("a section holds a word of another class")
	}
}

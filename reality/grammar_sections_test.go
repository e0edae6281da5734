package reality

import "testing"

// TestGrammarSections: the pronouns and time words read by two rules each
// are read from the lexicon, with the words the rules were written for.
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
	} {
		for _, w := range c.in {
			if !c.set[w] {
				t.Errorf("[%s] lacks %q", c.name, w)
			}
		}
	}
	if lex.pronouns["police"] || lex.timeUnits["weekend"] {
		t.Error("a section holds a word of another class")
	}
}

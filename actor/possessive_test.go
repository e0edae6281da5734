package actor

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

// TestPluralPossessive checks that a role word after a plural possessive
// whose owner is a nominal mention of its own ("the teachers' union")
// begins after the possessive mark, so that no mention starts on the
// apostrophe (a party, or a pronoun's antecedent, would then read "'").
func TestPluralPossessive(t *testing.T) {
	c := newTestCoder(t)
	for _, s := range []string{
		"The teachers' union called a strike on Monday.",
		"The farmers' union said it would march on the capital.",
	} {
		st := &doc.Story{Text: s}
		if err := text.New().Annotate(st); err != nil {
			t.Fatal(err)
		}
		if err := c.Annotate(st); err != nil {
			t.Fatal(err)
		}
		union := false
		for _, m := range st.Mentions {
			w := st.Slice(m.Span)
			if strings.HasPrefix(w, "'") {
				t.Errorf("%q: mention %q starts on the possessive mark", s, w)
			}
			union = union || w == "union" && m.Actor.Sector == doc.SectorLAB
		}
		if !union {
			t.Errorf("%q: no mention \"union\" coded LAB", s)
		}
	}
}

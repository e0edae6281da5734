package pipeline_test

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestPronounLinks checks that the coreference step links relative
// pronouns, pronoun subjects and a quotation's first person to their
// antecedents, which the event stage then follows.
func TestPronounLinks(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, pronoun, antecedent string }{
		{"The commander, who ordered the raid, was arrested on Saturday.", "who", "commander"},
		{"Japan said it had halted aid to the country.", "it", "Japan"},
		{`"We arrested four suspects this morning," a police spokesman said.`, "We", "spokesman"},
	} {
		st := annotate(t, p, c.text)
		found := false
		for _, m := range st.Mentions {
			if m.Label != doc.LabelPRON || st.Slice(m.Span) != c.pronoun {
				continue
			}
			found = true
			if m.Antecedent < 0 {
				t.Errorf("%q: %q is linked to nothing", c.text, c.pronoun)
				continue
			}
			a := st.Mentions[m.Antecedent]
			if got := st.Slice(a.Span); !strings.Contains(got, c.antecedent) {
				t.Errorf("%q: %q linked to %q, want a mention of %q", c.text, c.pronoun, got, c.antecedent)
			}
		}
		if !found {
			t.Errorf("%q: no pronoun mention %q", c.text, c.pronoun)
		}
	}
}

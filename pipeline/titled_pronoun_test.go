package pipeline_test

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestTitledNamePronouns: in copy written all in lower case, a name a
// title brings is coded by its title alone; a person pronoun stands for it
// when it is a clause's subject, but not when it was only named in passing
// (the object of a letter or a meeting), nor when it is the person of the
// pronoun's own clause's subject ("the prime minister assured him").
func TestTitledNamePronouns(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, pronoun, want, not string }{
		{"kerala home minister ravi kumar toured the flooded districts near kochi on monday. he promised new embankments before the monsoon. kumar returned to the capital at night.", "he", "ravi kumar", ""},
		{"the weavers union leader in surat wrote a letter to gujarat chief minister anil dhavle on monday. he demanded the release of the arrested workers. dhavle has not replied.", "he", "", "dhavle"},
		{"prime minister suresh varkey met the farmers leader from punjab in new delhi on friday. the prime minister assured him of quick compensation. varkey later left for the coast.", "him", "", "varkey"},
	} {
		st := annotate(t, p, c.text)
		found := false
		for _, m := range st.Mentions {
			if m.Label != doc.LabelPRON || st.Slice(m.Span) != c.pronoun {
				continue
			}
			found = true
			got := ""
			if m.Antecedent >= 0 {
				got = st.Slice(st.Mentions[m.Antecedent].Span)
			}
			if c.want != "" && !strings.Contains(got, c.want) {
				t.Errorf("%q: %q linked to %q, want %q", c.text, c.pronoun, got, c.want)
			}
			if c.not != "" && strings.Contains(got, c.not) {
				t.Errorf("%q: %q linked to %q, a person it cannot be", c.text, c.pronoun, got)
			}
		}
		if !found && c.want != "" {
			t.Errorf("%q: no pronoun mention %q", c.text, c.pronoun)
		}
	}
}

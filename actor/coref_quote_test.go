package actor

import (
	"strings"
	"testing"
)

// TestCoreferSpeakerAfterQuotation: a "he" opening the sentence after a
// quotation of several sentences stands for the one person named before
// the quotation opened; with two persons there, or with the quotation
// left open, it stays unlinked.
func TestCoreferSpeakerAfterQuotation(t *testing.T) {
	for _, c := range []struct {
		body string
		ner  [][2]string
		want string
	}{
		{"The envoy Lars Brekke spoke in Oslo. Brekke said: “The talks are stuck. Nobody moves. The ports stay shut.” He asked the two navies to withdraw.",
			[][2]string{{"PER", "Lars Brekke"}, {"LOC", "Oslo"}, {"PER", "Brekke"}}, "Brekke"},
		{"Brekke told Ivo Pranjic: “The talks are stuck. Nobody moves. The ports stay shut.” He asked the two navies to withdraw.",
			[][2]string{{"PER", "Brekke"}, {"PER", "Ivo Pranjic"}}, ""},
		{"Brekke said: “The talks are stuck. Nobody moves. The ports stay shut. He asked the two navies to withdraw.",
			[][2]string{{"PER", "Brekke"}}, ""},
	} {
		st := storyWith(t, c.body, c.ner...)
		for k := range st.Tokens {
			if st.Tokens[k].Form == "He" {
				st.Tokens[k].Rel, st.Tokens[k].UPOS, st.Tokens[k].XPOS = "nsubj", "PRON", "PRP"
			}
		}
		Corefer(st)
		got := ""
		for _, m := range st.Mentions {
			if st.Slice(m.Span) == "He" && m.Antecedent >= 0 {
				got = st.Slice(st.Mentions[m.Antecedent].Span)
			}
		}
		if got != c.want {
			t.Errorf("%q: He -> %q, want %q", c.body[:strings.Index(c.body, ":")], got, c.want)
		}
	}
}

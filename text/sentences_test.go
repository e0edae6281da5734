package text

import "testing"

// TestQuoteSpeaker checks that the speaker's clause after a quote ending in
// "!" or "?" stays with the quote, in edited and in lower-cased text, while
// in lower-cased text a period before the quote still ends the sentence.
func TestQuoteSpeaker(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{`The depot burned from 2 a.m. to 5 a.m. on Monday and from 1 p.m. to 4 p.m. on Tuesday. "Nobody came!" a guard said.`,
			[]string{"The depot burned from 2 a.m. to 5 a.m. on Monday and from 1 p.m. to 4 p.m. on Tuesday.", `"Nobody came!" a guard said.`}},
		{`the farmers blocked the road. the police arrived. "give us water!" one farmer cried. the road opened at noon.`,
			[]string{"the farmers blocked the road.", "the police arrived.", `"give us water!" one farmer cried.`, "the road opened at noon."}},
		{`the farmers blocked the road. the police arrived. "who will pay?" one farmer asked. the road opened at noon.`,
			[]string{"the farmers blocked the road.", "the police arrived.", `"who will pay?" one farmer asked.`, "the road opened at noon."}},
		{`the farmers blocked the road. the police arrived. "we stay." the road opened at noon.`,
			[]string{"the farmers blocked the road.", "the police arrived.", `"we stay."`, "the road opened at noon."}},
	}
	tk := New()
	for _, c := range cases {
		sents, _ := tk.Split(c.in)
		var got []string
		for _, s := range sents {
			got = append(got, c.in[s.Start:s.End])
		}
		if len(got) != len(c.want) {
			t.Errorf("Split(%q) = %q, want %q", c.in, got, c.want)
			continue
		}
		for k := range got {
			if got[k] != c.want[k] {
				t.Errorf("Split(%q) = %q, want %q", c.in, got, c.want)
				break
			}
		}
	}
}

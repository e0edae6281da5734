package text

import (
	"slices"
	"testing"
)

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
		if got := splitTexts(tk, c.in, 0); !slices.Equal(got, c.want) {
			t.Errorf("Split(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// splitTexts returns the text of each sentence Split finds in s after the
// first skip ones, or nil when it finds no more than skip.
func splitTexts(tk *Tokenizer, s string, skip int) []string {
	sents, _ := tk.Split(s)
	if len(sents) <= skip {
		return nil
	}
	var out []string
	for _, sp := range sents[skip:] {
		out = append(out, s[sp.Start:sp.End])
	}
	return out
}

// TestLowerGluedPeriod checks that in lower-cased text a period glued
// between two words ends a sentence only before a word that can start one,
// not after an abbreviation or before a domain ending or file type.
func TestLowerGluedPeriod(t *testing.T) {
	const lead = "the mob left. police came. the shops shut. "
	cases := []struct {
		in   string
		want []string
	}{
		{"gen.mehta said the unit would stay.", []string{"gen.mehta said the unit would stay."}},
		{"prof.iyer and col.bose agreed.", []string{"prof.iyer and col.bose agreed."}},
		{"the firm abc pvt.ltd will appeal.", []string{"the firm abc pvt.ltd will appeal."}},
		{"the form is on shop.in and state.gov.in and portal.ng now.", []string{"the form is on shop.in and state.gov.in and portal.ng now."}},
		{"the app runs on server.js and page.html today.", []string{"the app runs on server.js and page.html today."}},
		{"the road was shut.the curfew began.", []string{"the road was shut.", "the curfew began."}},
		{"the road was shut.police stayed.", []string{"the road was shut.", "police stayed."}},
		{"the crowd went home.rao's shop stayed shut.", []string{"the crowd went home.", "rao's shop stayed shut."}},
	}
	tk := New()
	for _, c := range cases {
		if got := splitTexts(tk, lead+c.in, 3); !slices.Equal(got, c.want) {
			t.Errorf("Split(%q) = %q, want %q", lead+c.in, got, c.want)
		}
	}
}

package when_test

import (
	"testing"

	"sitrep/internal/pipetest"
)

// parsed runs the whole pipeline over text published on pub, so that the
// time stage sees the parse.
var parsed = pipetest.Annotated

// phraseValue is a text, a phrase of it and the value its timex should
// have ("" for none).
type phraseValue struct{ text, phrase, want string }

// checkPhraseValues runs each case's text through the pipeline, published
// on pub, and checks the value of the timex spanning the phrase.
func checkPhraseValues(t *testing.T, pub string, cases []phraseValue) {
	t.Helper()
	for _, c := range cases {
		st := parsed(t, c.text, pub)
		got := ""
		for _, x := range st.Timexes {
			if st.Slice(x.Span) == c.phrase {
				got = x.Value
			}
		}
		if got != c.want {
			t.Errorf("%q: %q = %q, want %q", c.text, c.phrase, got, c.want)
		}
	}
}

// TestPlannedClause checks that a day told in a passive infinitive or in a
// clause with "will", a plan, lies ahead of a story published on a
// Wednesday however far the modal stands from it, and that active
// infinitives and clauses told in the past keep their day behind it.
func TestPlannedClause(t *testing.T) {
	const pub = "2018-09-05" // a Wednesday
	cases := []phraseValue{
		{"A meeting of the three foreign ministers to be held in Geneva on Friday was called a last hope by the envoy.", "Friday", "2018-09-07"},
		{"Ministers were drafting the reforms to be debated in the assembly on Monday.", "Monday", "2018-09-10"},
		{"The guards used batons to push the marchers back on Friday.", "Friday", "2018-08-31"},
		{"The embassy declined to comment on Monday.", "Monday", "2018-09-03"},
		{"The opposition was in no position to block the bill on Monday.", "Monday", "2018-09-03"},
		{"The defence chiefs of the four neighbouring states will hold talks in the northern port city of Gdansk on Monday.", "Monday", "2018-09-10"},
		{"The dock unions will jointly call a one-day general strike at all the state-run ports on January 16.", "January 16", "2019-01-16"},
		{"The dock unions called a general strike on January 16.", "January 16", "2018-01-16"},
	}
	checkPhraseValues(t, pub, cases)
}

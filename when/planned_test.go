package when_test

import (
	"sync"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

var (
	pipeOnce sync.Once
	pipe     *pipeline.Pipeline
	pipeErr  error
)

// parsed runs the whole pipeline over text published on pub, so that the
// time stage sees the parse.
func parsed(t *testing.T, text, pub string) *doc.Story {
	t.Helper()
	pipeOnce.Do(func() { pipe, pipeErr = pipeline.Default() })
	if pipeErr != nil {
		t.Fatal(pipeErr)
	}
	d, err := time.Parse(time.DateOnly, pub)
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{ID: "t", Text: text, Published: d}
	if err := pipe.Annotate(st); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestPlannedClause checks that a day told in a passive infinitive, a
// plan, lies ahead of a story published on a Wednesday, and that active
// infinitives told in the past keep their day behind it.
func TestPlannedClause(t *testing.T) {
	const pub = "2018-09-05" // a Wednesday
	cases := []struct{ text, phrase, want string }{
		{"A meeting of the three foreign ministers to be held in Geneva on Friday was called a last hope by the envoy.", "Friday", "2018-09-07"},
		{"Ministers were drafting the reforms to be debated in the assembly on Monday.", "Monday", "2018-09-10"},
		{"The guards used batons to push the marchers back on Friday.", "Friday", "2018-08-31"},
		{"The embassy declined to comment on Monday.", "Monday", "2018-09-03"},
		{"The opposition was in no position to block the bill on Monday.", "Monday", "2018-09-03"},
	}
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

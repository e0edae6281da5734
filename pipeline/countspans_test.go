package pipeline_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/pipeline"
)

// TestCountTextsAreWords codes every sentence of the construction suite
// and every story of testdata, the example and the reference story, and
// checks that each count the stages find, and each count an event holds
// (and each side of its toll), is told by words: a span that is a comma or
// a bracket, or empty, names no one and points a reader nowhere.
func TestCountTextsAreWords(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	code := func(name, text string, pub time.Time) {
		st := &doc.Story{ID: "c", Text: text, Published: pub}
		if err := p.Annotate(st); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, bad := range wordlessCounts(st) {
			t.Errorf("%s: %s", name, bad)
		}
	}
	for _, c := range readConstructions(t) {
		pub := time.Date(2020, 5, 5, 0, 0, 0, 0, time.UTC)
		if c.Published != "" {
			if pub, err = time.Parse(time.DateOnly, c.Published); err != nil {
				t.Fatalf("%q: published: %v", c.Text, err)
			}
		}
		code(c.Text, c.Text, pub)
	}
	stories, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	stories = append(stories, filepath.Join("..", "examples", "mali-checkpoint.txt"), gold.Story(t, "kabul-interior-ministry.txt"))
	for _, s := range stories {
		data, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		// The publication date does not decide a count's span.
		code(s, string(data), time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC))
	}
}

// wordlessCounts lists the counts of st, found or held by an event, whose
// text holds no letter or digit.
func wordlessCounts(st *doc.Story) []string {
	var bad []string
	for _, q := range st.Quantities {
		if !hasWord(st.Slice(q.Span)) {
			bad = append(bad, string(q.Kind)+" count "+quoted(st.Slice(q.Span)))
		}
	}
	for _, e := range st.Events {
		for _, c := range []struct {
			kind string
			c    *doc.Count
		}{{"killed", e.Killed}, {"injured", e.Injured}, {"arrested", e.Arrested}} {
			if c.c == nil {
				continue
			}
			if !hasWord(c.c.Text) {
				bad = append(bad, e.Type.Plover+" "+c.kind+" "+quoted(c.c.Text))
			}
			for _, s := range c.c.BySide {
				if !hasWord(s.Text) {
					bad = append(bad, e.Type.Plover+" "+c.kind+" side "+quoted(s.Text))
				}
			}
		}
	}
	return bad
}

func hasWord(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

func quoted(s string) string { return "\"" + s + "\"" }

// TestCountTextNamesPerson checks, through the parse, the text of a count
// that no number tells when a comma stands between its subject and verb:
// the antecedent of ", who was killed" (the attacker's own death, the
// story's only one, stays the toll: the coding rules count every death),
// a stray comma, a long parenthetical, and a subject set off from an
// opening phrase.
func TestCountTextNamesPerson(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ text, kind, want string }{
		{"A truck bomb went off at the gate of an army base in Gao on Friday. The driver, who was killed in the blast, had been seen in the market that morning.", "killed", "The driver"},
		{"salim, was arrested by police in Agra on Sunday for setting fire to a shop.", "arrested", "salim"},
		{"Her uncle, Yusuf Demir, said by neighbours to be the man who kept the group's weapons in his barn, was killed in a raid near Idlib on Monday.", "killed", "Yusuf Demir"},
		{"On 4 June, a trader who was seized by gunmen outside his shop in the town on 1 June, was found dead beside a canal.", "killed", "a trader"},
	}
	for _, c := range cases {
		st := &doc.Story{ID: "c", Text: c.text, Published: time.Date(2021, 6, 7, 0, 0, 0, 0, time.UTC)}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range st.Events {
			cnt := map[string]*doc.Count{"killed": e.Killed, "arrested": e.Arrested}[c.kind]
			if cnt != nil {
				got = append(got, cnt.Text)
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%q: %s counts %q, want one, %q", c.text, c.kind, got, c.want)
		}
	}
}

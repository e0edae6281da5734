package event_test

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/event"
)

// TestChooserDropsPronounActor: an actor left as a bare pronoun, which the
// coreference step tied to no one, is emptied once the chooser has run; a
// coded pronoun and a phrase holding a pronoun stay. What a pronoun is,
// the tag says: a word read as a noun stays.
func TestChooserDropsPronounActor(t *testing.T) {
	p, err := event.NewPartyChooser()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text  string
		tags  []string // UPOS of each word of text
		coded bool
		keep  bool
	}{
		{"he", []string{"PRON"}, false, false},
		{"They", []string{"PRON"}, false, false},
		{"its", []string{"PRON"}, false, false},
		{"those", []string{"PRON"}, false, false},
		{"someone", []string{"PRON"}, false, false},
		{"they", []string{"PRON"}, true, true},
		{"his guards", []string{"PRON", "NOUN"}, false, true},
		{"the harbour board", []string{"DET", "NOUN", "NOUN"}, false, true},
		{"guards", []string{"NOUN"}, false, true},
	} {
		st := &doc.Story{Text: c.text}
		off := 0
		for k, w := range strings.Fields(c.text) {
			st.Tokens = append(st.Tokens, doc.Token{Span: doc.Span{Start: off, End: off + len(w)}, Form: w, UPOS: c.tags[k]})
			off += len(w) + 1
		}
		a := doc.Party{Text: c.text, Span: doc.Span{Start: 0, End: len(c.text)}}
		if c.coded {
			a.Actor = doc.Actor{Country: "FRA", Sector: "GOV"}
		}
		st.Events = []doc.Event{{Actor: &a}}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		if kept := st.Events[0].Actor != nil; kept != c.keep {
			t.Errorf("actor %q: kept %v, want %v", c.text, kept, c.keep)
		}
	}
}

package when

import (
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

// A story of Saturday's paper written on Friday: "this evening" is Friday.
// Where the story names Saturday, "today" or "yesterday", its parts of the
// day stay on the publication day.
func TestEveTimes(t *testing.T) {
	tg := newTagger(t)
	tests := []struct {
		text, phrase, want string
	}{
		{"Guards fired shots at a crowd in the market on Friday. Shops were burnt in the old quarter this evening.", "this evening", "2012-02-24TEV"},
		{"Guards fired shots at a crowd in the market on Friday. Shops were burnt in the old quarter tonight.", "tonight", "2012-02-24TNI"},
		{"Guards fired shots at a crowd on Friday. Shops were burnt this evening, and the curfew holds on Saturday.", "this evening", "2012-02-25TEV"},
		{"Guards fired shots at a crowd yesterday. Shops were burnt this evening.", "this evening", "2012-02-25TEV"},
		{"Shops were burnt in the old quarter this evening.", "this evening", "2012-02-25TEV"},
		{"Guards fired shots at a crowd on Friday. \"We saw shops burn this evening,\" a trader said.", "this evening", "2012-02-25TEV"},
		{"Guards fired shots at a crowd on Friday. 'We saw shops burn this evening,' a trader said.", "this evening", "2012-02-25TEV"},
		{"Guards fired shots at a crowd on Friday. ‘The shops burnt this evening,’ a trader told us.", "this evening", "2012-02-25TEV"},
		{"Guards fired shots at a crowd on Friday. The traders' stalls and a baker's shop burnt this evening.", "this evening", "2012-02-24TEV"},
		{"Guards fired shots at a crowd on Friday. Firemen didn’t come when stalls burnt this evening.", "this evening", "2012-02-24TEV"},
		// A doubled apostrophe, a decade's mark: no quotation opens.
		{"Guards fired shots at a crowd on Friday. Rioters looted the party''s depot near the station this evening.", "this evening", "2012-02-24TEV"},
		{"Guards fired shots at a crowd on Friday. Men who fought in the '80s wars saw stalls burn this evening.", "this evening", "2012-02-24TEV"},
		{"Guards fired shots at a crowd on Friday. A trader (‘stalls burnt this evening’) wept.", "this evening", "2012-02-25TEV"},
		// A clock time with no day of its own is the eve's too, however
		// far from the weekday; one that names its day keeps it.
		{"Guards fired shots at a crowd on Friday. Three stalls burnt. Some traders fled. The curfew began at 2 pm.", "2 pm", "2012-02-24T14:00"},
		{"Guards fired shots at a crowd on Friday. Three stalls burnt. The curfew began on Saturday at 2 pm.", "2 pm", "2012-02-25T14:00"},
		// Told as to come, a clock time of the eve's story is the next
		// morning's: the publication day.
		{"Guards fired shots at a crowd on Friday. Three stalls burnt. Some traders fled. The curfew will be lifted at 6 am.", "6 am", "2012-02-25T06:00"},
		{"Guards fired shots at a crowd on Friday. Three stalls burnt. Some traders fled. Traders will meet this evening.", "this evening", "2012-02-24TEV"},
		// The page's stamp on a line of its own is no sign that the story
		// tells its publication day; a full date in the text is.
		{"Posted on February 25, 2012\n\nGuards fired shots at a crowd on Friday. Three stalls burnt. Some traders fled. The curfew began at 2 pm.", "2 pm", "2012-02-24T14:00"},
		{"Guards fired shots at a crowd on Friday. Three stalls burnt on February 25, 2012. Some traders fled. The curfew began at 2 pm.", "2 pm", "2012-02-25T14:00"},
		// A clock time told with its calendar date has its day already.
		{"Guards fired shots at a crowd on Friday. Three stalls burnt. The curfew began at 2 pm on 25 February.", "2 pm on 25 February", "2012-02-25T14:00"},
		// A short paragraph of the story that gives the publication
		// day's full date is no stamp: the story names that day.
		{"Guards fired shots at a crowd on Friday.\n\nThree stalls burnt on February 25, 2012.\n\nThe curfew began at 2 pm.", "2 pm", "2012-02-25T14:00"},
		{"Updated: 25 February 2012\nStaff reporter\n\nGuards fired shots at a crowd on Friday. Three stalls burnt. The curfew began at 2 pm.", "2 pm", "2012-02-24T14:00"},
	}
	for _, tc := range tests {
		xs := tag(t, tg, tc.text, sat)
		x := find(tc.text, xs, tc.phrase)
		if x == nil {
			t.Errorf("%q: no timex %q in %v", tc.text, tc.phrase, xs)
			continue
		}
		if x.Value != tc.want {
			t.Errorf("%q: %q = %s, want %s", tc.text, tc.phrase, x.Value, tc.want)
		}
	}
}

// TestStoryEve checks that the time stage records on the story the time
// that tells it was written on the eve of its paper, and nothing where the
// story names its own day, the eve as "yesterday", or no eve at all; a
// definite phrase ("the day") names no day and leaves the eve standing.
func TestStoryEve(t *testing.T) {
	tg := newTagger(t)
	tests := []struct{ text, want string }{
		{"Stalls burnt in the old quarter. Guards fired shots at a crowd on Friday.", "Friday"},
		{"Guards fired shots at a crowd on Friday night. Stalls burnt later in the day.", "Friday night"},
		{"Guards fired shots at a crowd on Friday. The curfew holds on Saturday.", ""},
		{"Guards fired shots at a crowd on Friday. Shops stay shut today.", ""},
		{"Guards fired shots at a crowd yesterday. Stalls burnt on Friday.", ""},
		{"Guards fired shots at a crowd on Thursday.", ""},
	}
	for _, tc := range tests {
		// An Eve left from an earlier pass (a recode) is not kept.
		stale := &doc.Timex{Span: doc.Span{Start: 0, End: 6}}
		st := &doc.Story{Text: tc.text, Published: sat, Eve: stale}
		st.Sentences, st.Tokens = text.New().Split(tc.text)
		if err := tg.Annotate(st); err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		got := ""
		if st.Eve != nil {
			got = tc.text[st.Eve.Start:st.Eve.End]
		}
		if got != tc.want {
			t.Errorf("%q: eve %q, want %q", tc.text, got, tc.want)
		}
	}
}

package event

import (
	"testing"
	"time"

	"sitrep/doc"
)

// TestFinerRetellingsAcrossEvents checks that a year is made exact by
// another event the merge left apart only when it is the same word done to
// the same party.
func TestFinerRetellingsAcrossEvents(t *testing.T) {
	text := "Rebels seized the trader in 2019. The trader was seized in May 2019."
	st := &doc.Story{Text: text, Published: time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC)}
	words := []struct{ form, lemma string }{{"Rebels", "rebel"}, {"seized", "seize"}, {"the", "the"}, {"trader", "trader"},
		{"in", "in"}, {"2019", "2019"}, {".", "."}, {"The", "the"}, {"trader", "trader"}, {"was", "be"}, {"seized", "seize"},
		{"in", "in"}, {"May", "May"}, {"2019", "2019"}, {".", "."}}
	at := 0
	for _, w := range words {
		for text[at] == ' ' {
			at++
		}
		st.Tokens = append(st.Tokens, doc.Token{Form: w.form, Lemma: w.lemma, Head: -1, Span: doc.Span{Start: at, End: at + len(w.form)}})
		at += len(w.form)
	}
	st.Sentences = []doc.Sentence{{Span: doc.Span{Start: 0, End: len(text)}, FirstToken: 0, EndToken: len(st.Tokens)}}
	may := doc.Span{Start: 59, End: 67}
	for _, c := range []struct {
		name, other, want string
	}{
		{"same word, same party", "the trader", "2019-05"},
		{"same word, another party", "the driver", "2019"},
	} {
		events := []doc.Event{
			{Trigger: st.Tokens[1].Span, Target: &doc.Party{Text: "the trader", Span: doc.Span{Start: 14, End: 24}}, Time: &doc.When{Date: "2019", Precision: doc.PrecisionYear, ResolvedFrom: "text"}},
			{Trigger: st.Tokens[10].Span, Target: &doc.Party{Text: c.other, Span: doc.Span{Start: 34, End: 44}}, Time: &doc.When{Date: "2019-05", Precision: doc.PrecisionMonth, Span: &may, ResolvedFrom: "text"}},
		}
		finerRetellings(newTree(st), events, nil)
		if got := events[0].Time.Date; got != c.want {
			t.Errorf("%s: date %s, want %s", c.name, got, c.want)
		}
	}
}

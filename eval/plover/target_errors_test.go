package plover

import (
	"strings"
	"testing"

	"sitrep/actor"
	"sitrep/doc"
)

func TestHalf(t *testing.T) {
	cases := map[string]string{"PLOVER-GSR01-AGREE-0001": "tune", "PLOVER-GSR01-AGREE-0002": "check", "PLOVER-GSR01-FIGHT-0015": "tune", "odd": "check"}
	for id, want := range cases {
		if got := Half(id); got != want {
			t.Errorf("Half(%q) = %q, want %q", id, got, want)
		}
	}
}

// Each class of a wrong target country, on one written sentence whose
// gold target is Chile.
func TestTargetError(t *testing.T) {
	c, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	text := "Peru rejected a plan of Chile and the offer of Bolivia."
	span := func(s string) doc.Span {
		i := strings.Index(text, s)
		return doc.Span{Start: i, End: i + len(s)}
	}
	st := &doc.Story{Text: text, Mentions: []doc.Mention{
		{Span: span("Peru"), Label: doc.LabelLOC, Actor: doc.Actor{Country: "PER"}},
		{Span: span("Chile"), Label: doc.LabelLOC, Actor: doc.Actor{Country: "CHL"}},
		{Span: span("Bolivia"), Label: doc.LabelLOC, Actor: doc.Actor{Country: "BOL"}},
	}}
	golds := []Actor{{ActorText: "Chile", Code: "CHL"}}
	party := func(s, country string) *doc.Party {
		return &doc.Party{Text: s, Actor: doc.Actor{Country: country}}
	}
	cases := []struct {
		e    *doc.Event
		want string
	}{
		{nil, ErrNoEvent},
		{&doc.Event{}, ErrNoTarget},
		{&doc.Event{Target: party("the offer of Bolivia", "BOL")}, ErrOtherPhrase},
		{&doc.Event{Target: party("a plan of Chile and the offer of Bolivia", "BOL")}, ErrOtherMention},
	}
	for _, tc := range cases {
		if got := targetError(st, tc.e, golds, c); got != tc.want {
			t.Errorf("event %+v: class %q, want %q", tc.e, got, tc.want)
		}
	}
	// The actor stage coded Chile with no country.
	st.Mentions[1].Actor = doc.Actor{}
	if got := targetError(st, &doc.Event{Target: party("a plan of Chile", "")}, golds, c); got != ErrMiscoded {
		t.Errorf("uncoded gold phrase as target: class %q, want %q", got, ErrMiscoded)
	}
	if got := targetError(st, &doc.Event{Target: party("the offer of Bolivia", "BOL")}, golds, c); got != ErrOtherPhraseUncoded {
		t.Errorf("other phrase, gold uncoded: class %q, want %q", got, ErrOtherPhraseUncoded)
	}
}

package when

import (
	"slices"
	"strings"
	"testing"
)

// TestIndexPhrasesOrder checks that the index keeps, under each first word,
// the longest phrase first, and refuses a phrase with no words.
func TestIndexPhrasesOrder(t *testing.T) {
	list := [][]string{{"past"}, {"over", "the", "past"}, {"past", "few"}, {"over", "it"}}
	x, err := indexPhrases("test", list, func(ws []string) []string { return ws })
	if err != nil {
		t.Fatal(err)
	}
	join := func(ps [][]string) string {
		var out []string
		for _, ws := range ps {
			out = append(out, strings.Join(ws, " "))
		}
		return strings.Join(out, "|")
	}
	if got := join(x["past"]); got != "past few|past" {
		t.Errorf(`"past": got %q, want "past few|past"`, got)
	}
	if got := join(x["over"]); got != "over the past|over it" {
		t.Errorf(`"over": got %q, want "over the past|over it"`, got)
	}
	if _, err := indexPhrases("test", [][]string{{"soon"}, nil}, func(ws []string) []string { return ws }); err == nil {
		t.Error("a phrase with no words was accepted")
	}
}

// TestIndexFindsEveryPhrase checks that each phrase of the shipped lists is
// found at the first token of a text made of its words, as the scan over
// the whole list found it.
func TestIndexFindsEveryPhrase(t *testing.T) {
	lx, err := loadLexicon()
	if err != nil {
		t.Fatal(err)
	}
	refs, err := loadRefs()
	if err != nil {
		t.Fatal(err)
	}
	findsAll(t, lx, "refs.txt", refs, lx.refs, func(r refPhrase) []string { return r.words })
	rel, err := loadRelative()
	if err != nil {
		t.Fatal(err)
	}
	findsAll(t, lx, "relative.txt", rel, lx.rel, func(r relPhrase) []string { return r.words })
	hols, err := loadHolidays()
	if err != nil {
		t.Fatal(err)
	}
	findsAll(t, lx, "holidays.txt", hols, lx.holidays, func(h holiday) []string { return h.words })
	anas, err := loadAnaphora()
	if err != nil {
		t.Fatal(err)
	}
	findsAll(t, lx, "anaphora.txt", anas, lx.anaphora, func(a anaphor) []string { return a.words })
	mods, err := loadModifiers()
	if err != nil {
		t.Fatal(err)
	}
	findsAll(t, lx, "modifiers.txt", mods, lx.mods, func(m modifier) []string { return m.words })
}

// findsAll reports a phrase of list that x does not offer at the first
// token of the phrase's own words.
func findsAll[T any](t *testing.T, lx *lexicon, name string, list []T, x phraseIndex[T], words func(T) []string) {
	t.Helper()
	if len(list) == 0 {
		t.Fatalf("%s: no phrases", name)
	}
	for _, e := range list {
		ws := words(e)
		p := &parser{lx: lx, ts: splitTokens(nil, strings.Join(ws, " "), 0, 0)}
		if !slices.ContainsFunc(x.at(p, 0), func(c T) bool { return slices.Equal(words(c), ws) }) {
			t.Errorf("%s: %q not found at its first word", name, strings.Join(ws, " "))
		}
	}
}

package when

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sitrep/doc"
)

// TestIndexFindsEveryPhrase checks that each phrase of the shipped lists is
// found at the first token of a text made of its words, as the scan over
// the whole list found it.
func TestIndexFindsEveryPhrase(t *testing.T) {
	lx, err := loadLexicon()
	if err != nil {
		t.Fatal(err)
	}
	findsAll(t, lx, "refs.txt", 3, parseRef, func(s *phraseSet) []refPhrase { return s.refs })
	findsAll(t, lx, "relative.txt", 3, parseRelative, func(s *phraseSet) []relPhrase { return s.rel })
	findsAll(t, lx, "holidays.txt", 2, parseHoliday, func(s *phraseSet) []holiday { return s.holidays })
	findsAll(t, lx, "anaphora.txt", 3, parseAnaphor, func(s *phraseSet) []anaphor { return s.anaphora })
	findsAll(t, lx, "modifiers.txt", 3, parseModifier, func(s *phraseSet) []modifier { return s.mods })
}

// findsAll reports a phrase of list name that the parser does not offer
// (list picks the list from the token's phrase set) at the first token of
// the phrase's own words.
func findsAll[T phrased](t *testing.T, lx *lexicon, name string, want int, parse func([]string) (T, error), list func(*phraseSet) []T) {
	t.Helper()
	entries, err := readPhrases(name, want, parse)
	if err != nil || len(entries) == 0 {
		t.Fatalf("%s: %d phrases, %v", name, len(entries), err)
	}
	for _, e := range entries {
		ws := e.phrase()
		text := strings.Join(ws, " ")
		p := newParser(lx, splitTokens(nil, text, 0, 0), text)
		if !slices.ContainsFunc(list(p.phrasesAt(0)), func(c T) bool { return slices.Equal(c.phrase(), ws) }) {
			t.Errorf("%s: %q not found at its first word", name, strings.Join(ws, " "))
		}
	}
}

// TestModalCues checks that a modal cue of cues.txt is both a future cue
// and a future auxiliary, and that a curly apostrophe finds the straight
// entry, while a plain future cue is no auxiliary.
func TestModalCues(t *testing.T) {
	lx, err := loadLexicon()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"will", "shall", "’ll", "Will"} {
		if low := doc.LowForm(w); !lx.futureAux[low] || lx.cues[low] != future {
			t.Errorf("%q: futureAux %v, cue %d; want an auxiliary and a future cue", w, lx.futureAux[low], lx.cues[low])
		}
	}
	if lx.futureAux["expected"] || lx.cues["expected"] != future {
		t.Errorf("expected: want a future cue and no auxiliary")
	}
}

// TestEachRowNamesLine checks that a value a loader rejects is told with
// the file and line of its entry, so a bad cue or number is found at once.
func TestEachRowNamesLine(t *testing.T) {
	err := eachRow("cues.txt", 2, func(r []string) error {
		if r[0] == "will" {
			return errors.New("rejected")
		}
		return nil
	})
	if err == nil || !regexp.MustCompile(`^cues\.txt:[0-9]+: rejected$`).MatchString(err.Error()) {
		t.Fatalf("error %v, want cues.txt:LINE: rejected", err)
	}
}

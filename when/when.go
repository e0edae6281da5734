// Package when finds temporal expressions in news text and normalises them
// to TimeML TIMEX3 values relative to the story's publication date: "on
// Thursday" in a story published Saturday 2012-02-25 is 2012-02-23, "April
// last year" is 2011-04, "five days" is P5D, "every week" is the set P1W.
//
// The matcher is hand-written rules over embedded word lists (lexicon/*.txt:
// months, weekdays, numbers, units, modifiers, fixed and relative phrases,
// tense cues). It reads the text stage's tokens, each split further into
// the matcher's units ("third-quarter", "2012-02-25"), and tokenises
// nothing itself. Dates without a year or a direction
// ("Thursday", "Feb. 1") are resolved against the reference date, leaning to
// the past as news does unless nearby words ("will", "next", "scheduled")
// point to the future.
package when

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"sitrep/doc"
)

// Tagger finds and normalises temporal expressions. It is safe for
// concurrent use.
type Tagger struct {
	lx *lexicon
}

var (
	loadOnce  sync.Once
	sharedLex *lexicon
	loadErr   error
)

// New returns a Tagger. The embedded lexicons are parsed once per process.
func New() (*Tagger, error) {
	loadOnce.Do(func() { sharedLex, loadErr = loadLexicon() })
	if loadErr != nil {
		return nil, fmt.Errorf("when: %w", loadErr)
	}
	return &Tagger{lx: sharedLex}, nil
}

// Annotate appends the story's temporal expressions to st.Timexes, with
// st.Published as the reference date. Relative expressions that need a
// reference date are skipped when Published is zero. It reads st.Tokens,
// which the text stage makes: a story with text and no tokens is an error.
func (t *Tagger) Annotate(st *doc.Story) error {
	if st == nil {
		return fmt.Errorf("when: nil story")
	}
	if len(st.Tokens) == 0 && strings.TrimSpace(st.Text) != "" {
		return errors.New("when: the story has no tokens: the text stage runs before the time stage")
	}
	p := newParser(t.lx, storyTokens(st), st.Text)
	p.parse = st.Tokens
	p.setRef(st.Published)
	txs := p.run()
	st.Eve = nil
	if k := p.eveTimes(txs); k >= 0 {
		eve := txs[k]
		st.Eve = &eve
	}
	st.Timexes = append(st.Timexes, txs...)
	return nil
}

// precisionOf derives doc.Timex.Precision from a DATE or TIME value.
func precisionOf(typ, v string) string {
	if typ != "DATE" && typ != "TIME" {
		return ""
	}
	if len(v) < 4 || !isDigits(v[:min(4, len(v))]) {
		// 199 (a decade), 19 (a century), PRESENT_REF, XXXX-...
		if len(v) >= 2 && len(v) <= 3 && isDigits(v) {
			return doc.PrecisionYear
		}
		return ""
	}
	switch {
	case len(v) == 4:
		return doc.PrecisionYear
	case len(v) >= 10 && v[4] == '-' && v[7] == '-' && isDigits(v[5:7]) && isDigits(v[8:10]):
		return doc.PrecisionDay
	case len(v) >= 6 && v[5] == 'W' && v[6] != 'X':
		return doc.PrecisionWeek
	case len(v) == 7 && isDigits(v[5:7]):
		return doc.PrecisionMonth
	default: // quarters, halves, seasons
		return doc.PrecisionYear
	}
}

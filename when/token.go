package when

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// tok is the matcher's unit: a word, a number or a punctuation mark, with
// byte offsets into the story text. Story tokens are re-split into these so
// that "third-quarter", "2012-02-25" and "Saturday's" look the same whatever
// the tokeniser made of them.
type tok struct {
	start, end int
	low        string // lower case, without a trailing period
	cap        bool   // starts with an upper-case letter
	dot        bool   // had a trailing period
	num        int    // value when low is all digits, else -1
	ndigits    int    // number of digits when num >= 0
	sent       int    // sentence number
	word       int    // index in the story's Tokens of the word it is from; -1 for none
	// phrases are the lexicon's phrases that start with low, nil for
	// none; newParser sets them.
	phrases *phraseSet
}

// splitTokens appends the matcher units of s, one token of the story's
// tokeniser (or a lexicon phrase) starting at byte offset base of the
// text, to ts. Numbers keep inner separators (1,000 3.5 10:30) and ordinal
// or plural suffixes (23rd, 1990s); words keep inner periods (p.m., U.S.)
// and one trailing period, which is the word's: the tokeniser split off the
// periods that end sentences, so no abbreviation list is asked here; '80s
// is one unit; anything else is one character (unitEnd).
func splitTokens(ts []tok, s string, base, sent int) []tok {
	for i := 0; i < len(s); {
		if isSpaceByte(s[i]) {
			i++
			continue
		}
		m := [2]int{i, unitEnd(s, i)}
		i = m[1]
		w := s[m[0]:m[1]]
		t := tok{start: base + m[0], end: base + m[1], num: -1, sent: sent, word: -1}
		if len(w) > 1 && strings.HasSuffix(w, ".") {
			w = w[:len(w)-1]
			t.dot = true
		}
		ts = append(ts, finishTok(t, w))
	}
	return ts
}

func finishTok(t tok, w string) tok {
	r, _ := utf8.DecodeRuneInString(w)
	t.cap = unicode.IsUpper(r)
	t.low = doc.LowForm(w)
	if w != "" && isDigits(w) {
		if n, err := strconv.Atoi(w); err == nil && len(w) <= 9 {
			t.num, t.ndigits = n, len(w)
		}
	}
	return t
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// storyTokens re-splits the story's tokens into matcher units.
func storyTokens(st *doc.Story) []tok {
	var ts []tok
	for k, t := range st.Tokens {
		if t.Start < 0 || t.End > len(st.Text) || t.Start >= t.End {
			continue
		}
		n := len(ts)
		ts = splitTokens(ts, st.Text[t.Start:t.End], t.Start, t.Sentence)
		for u := n; u < len(ts); u++ {
			ts[u].word = k
		}
	}
	return ts
}

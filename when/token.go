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
}

// splitTokens appends the matcher units of s, which starts at byte offset
// base of the text, to ts. Numbers keep inner separators (1,000 3.5 10:30)
// and ordinal or plural suffixes (23rd, 1990s); words keep inner periods
// (p.m., U.S.) and one trailing period; '80s is one unit; anything else is
// one character (unitEnd).
//
// word is true when s is one token of the story's tokeniser: then a
// trailing period still on it is the word's (the tokeniser split off the
// periods that end sentences), and no abbreviation list is asked.
func splitTokens(ts []tok, s string, base, sent int, word bool) []tok {
	for i := 0; i < len(s); {
		if isSpaceByte(s[i]) {
			i++
			continue
		}
		m := [2]int{i, unitEnd(s, i)}
		i = m[1]
		w := s[m[0]:m[1]]
		t := tok{start: base + m[0], end: base + m[1], num: -1, sent: sent}
		if len(w) > 1 && strings.HasSuffix(w, ".") {
			w = w[:len(w)-1]
			if !(word && m[1] == len(s)) && !keepsDot(w) {
				// A sentence-final period is not part of the word: split it off.
				t.end--
				t.low = strings.ToLower(w)
				ts = append(ts, finishTok(t, w))
				ts = append(ts, tok{start: t.end, end: t.end + 1, low: ".", num: -1, sent: sent})
				continue
			}
			t.dot = true
		}
		ts = append(ts, finishTok(t, w))
	}
	return ts
}

// keepsDot reports whether w followed by a period is an abbreviation whose
// period belongs to it: "Feb.", "p.m.", "U.S.", "Thurs.".
func keepsDot(w string) bool {
	if strings.Contains(w, ".") {
		return true
	}
	return abbreviations[strings.ToLower(w)]
}

// abbreviations keep their period in plain strings (Tag), which no
// tokeniser has split: titles, company suffixes, and the month and weekday
// short forms of lexicon/months.txt and weekdays.txt. A story's tokens
// bring the tokeniser's decision instead. It is never written after
// package initialisation.
var abbreviations = map[string]bool{"mr": true, "mrs": true, "ms": true, "dr": true, "gen": true, "col": true,
	"lt": true, "sgt": true, "capt": true, "maj": true, "gov": true, "sen": true, "rep": true, "st": true,
	"no": true, "vs": true, "inc": true, "corp": true, "co": true, "ltd": true, "jr": true, "sr": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true, "mon": true, "tue": true, "tues": true, "wed": true,
	"thu": true, "thur": true, "thurs": true, "fri": true, "sat": true, "sun": true, "est": true}

func finishTok(t tok, w string) tok {
	r, _ := utf8.DecodeRuneInString(w)
	t.cap = unicode.IsUpper(r)
	t.low = strings.ToLower(strings.ReplaceAll(w, "’", "'"))
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

// plainTokens tokenises a plain string; sentence numbers advance after a
// sentence-final mark.
func plainTokens(s string) []tok {
	ts := splitTokens(nil, s, 0, 0, false)
	sent := 0
	for i := range ts {
		ts[i].sent = sent
		if l := ts[i].low; l == "." || l == "!" || l == "?" {
			sent++
		}
	}
	return ts
}

// storyTokens re-splits the story's tokens, or tokenises the text itself
// when no tokeniser has run.
func storyTokens(st *doc.Story) []tok {
	if len(st.Tokens) == 0 {
		return plainTokens(st.Text)
	}
	var ts []tok
	for _, t := range st.Tokens {
		if t.Start < 0 || t.End > len(st.Text) || t.Start >= t.End {
			continue
		}
		ts = splitTokens(ts, st.Text[t.Start:t.End], t.Start, t.Sentence, true)
	}
	return ts
}

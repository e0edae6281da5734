package text

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// casing tells, once per text and only when asked, whether the text is
// written in lower case throughout, as some news archives store their
// stories ("lucknow: the all-india ... he said. about 60 members ...").
type casing struct {
	s            string
	abbrev       map[string]uint8 // the tokenizer's abbreviations
	known, lower bool
}

// minLowerStarts is how many sentences must start in lower case before a
// text is read as lower-cased. Short lower-cased stories have only two or
// three sentence starts, so it stays low; what keeps short capitalised
// stories out is that only real sentence ends are counted.
const minLowerStarts = 2

// lowerCased reports whether the sentences of the text mostly start in
// lower case: at least minLowerStarts of the words after a sentence end and
// a space (and any opening quote or bracket, straight or curly) start with
// a lower-case letter, more than twice as many as start with a capital.
// Only marks the splitter would take for sentence ends count, so the
// periods of abbreviations, initials and ellipses ("p.m. to", "i.e.
// during", "... and") do not make edited text look lower case. The text's
// first word is not counted: archives may put a capitalised header line
// before a lower-cased story. Marks followed by a closing quote are not
// counted: what follows them is the question the casing answers.
func (c *casing) lowerCased() bool {
	if c.known {
		return c.lower
	}
	c.known = true
	lower, upper := 0, 0
	for k := 0; ; {
		n := strings.IndexAny(c.s[k:], ".!?")
		if n < 0 {
			break
		}
		k += n + 1
		if k == len(c.s) || c.s[k] != ' ' || !c.sentenceEnd(k-1) {
			continue
		}
		switch r := startLetter(c.s[k:]); {
		case unicode.IsLower(r):
			lower++
		case unicode.IsUpper(r):
			upper++
		}
	}
	c.lower = lower >= minLowerStarts && lower > 2*upper
	return c.lower
}

// sentenceEnd reports whether the mark at s[k], followed by a space, may
// end a sentence: it is no period of an ellipsis ("..", "…."), of an
// initial or initialism ("j. smith", "p.m."), or of a known abbreviation
// ("etc.", "gen.", in any case).
func (c *casing) sentenceEnd(k int) bool {
	if c.s[k] != '.' {
		return true
	}
	if k > 0 && (c.s[k-1] == '.' || strings.HasSuffix(c.s[:k], "…")) {
		return false
	}
	w := c.s[strings.LastIndexAny(c.s[:k], " \t\n(\"'")+1 : k]
	if strings.IndexByte(w, '.') >= 0 || utf8.RuneCountInString(w) == 1 {
		return false
	}
	return !anyCaseAbbrev(c.abbrev, w)
}

// startLetter returns the first rune of s after spaces and any opening
// quotes or brackets, straight or curly.
func startLetter(s string) rune {
	for s != "" {
		r, n := utf8.DecodeRuneInString(s)
		switch r {
		case ' ', '\t', '"', '\'', '(', '[', '“', '‘', '«':
			s = s[n:]
			continue
		}
		return r
	}
	return utf8.RuneError
}

// defaultAbbrev is the embedded abbreviation list, loaded on the first
// call of LowerCased. It is taken from a tokenizer built for the purpose
// (once: the list is the tokenizer's own, so LowerCased and the sentence
// splitter judge a story's casing with the same abbreviations, and there
// is no second copy of the list to keep in step).
var defaultAbbrev = sync.OnceValue(func() map[string]uint8 { return New().abbrev })

// LowerCased reports whether s, a story's text, is written in lower case
// throughout, by the test the tokenizer reads its sentence ends with (most
// sentences start in lower case; see casing.lowerCased). Later stages ask
// it where a word's casing tells nothing, as a name's does not there.
func LowerCased(s string) bool {
	return (&casing{s: s, abbrev: defaultAbbrev()}).lowerCased()
}

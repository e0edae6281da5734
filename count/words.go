package count

import (
	"strings"

	"sitrep/doc"
)

// word is one unit the patterns see: a token, or a run of tokens joined by
// hyphens with no space between them ("twenty-seven", "48-year-old",
// "5-8"), so that the patterns read the same words whether or not the
// tokeniser split hyphenated compounds.
type word struct {
	lower      string
	first      int // index in Story.Tokens of the first token
	last       int // index of the last token
	start, end int // byte span in Story.Text
	upos       string
	rel        string
	head       int
	caps       bool // all upper case and longer than one letter: "IS", "US"
	title      bool // starts with an upper-case letter
}

// sentenceWords builds the words of sentence si, reusing buf.
func sentenceWords(st *doc.Story, si int, buf []word) []word {
	buf = buf[:0]
	s := st.Sentences[si]
	for i := s.FirstToken; i < s.EndToken && i < len(st.Tokens); i++ {
		t := &st.Tokens[i]
		// Join "a - b" when the three tokens touch: a hyphenated compound.
		if t.Form == "-" && len(buf) > 0 && i+1 < s.EndToken && i+1 < len(st.Tokens) {
			prev := &buf[len(buf)-1]
			next := &st.Tokens[i+1]
			if prev.end == t.Start && t.End == next.Start && alnum(prev.lower) && alnum(next.Form) {
				prev.lower += "-" + lowerASCII(next.Form)
				prev.last = i + 1
				prev.end = next.End
				i++
				continue
			}
		}
		head := t.Head
		if t.Rel == "" {
			head = -1
		}
		buf = append(buf, word{
			lower: lowerASCII(t.Form),
			first: i, last: i,
			start: t.Start, end: t.End,
			upos: t.UPOS, rel: t.Rel, head: head,
			caps:  allCaps(t.Form),
			title: t.Form != "" && t.Form[0] >= 'A' && t.Form[0] <= 'Z',
		})
	}
	return buf
}

// alnum reports whether s ends with a letter or digit and starts with one,
// the condition for a hyphen between two tokens to join them.
func alnum(s string) bool {
	if s == "" {
		return false
	}
	isAN := func(b byte) bool {
		return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
	}
	return isAN(s[0]) && isAN(s[len(s)-1])
}

// lowerASCII lower-cases s, and folds typographic apostrophes to "'" so
// that the lexicons need one spelling. It allocates only when s changes.
func lowerASCII(s string) string {
	need := false
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' || c >= 0x80 {
			need = true
			break
		}
	}
	if !need {
		return s
	}
	s = strings.ReplaceAll(s, "\u2019", "'")
	return strings.ToLower(s)
}

// allCaps reports whether s has two or more letters, all upper case: an
// acronym such as "IS" is not the verb "is".
func allCaps(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			return false
		}
		if c >= 'A' && c <= 'Z' {
			n++
		}
	}
	return n >= 2
}

package text

import "strings"

// casing tells, once per text and only when asked, whether the text is
// written in lower case throughout, as some news archives store their
// stories ("lucknow: the all-india ... he said. about 60 members ...").
type casing struct {
	s            string
	known, lower bool
}

// lowerCased reports whether the sentences of the text mostly start in
// lower case: at least two of the words after a sentence-final mark and a
// space (and any opening quote or bracket) start with a lower-case letter,
// more than twice as many as start with a capital. Edited text capitalises
// nearly every sentence, so a few abbreviations before lower-case words
// ("e.g. this") do not tip it. Marks followed by a closing quote are not
// counted: what follows them is the question the casing answers.
func (c *casing) lowerCased() bool {
	if c.known {
		return c.lower
	}
	c.known = true
	lower, upper := 0, 0
	s := c.s
	for {
		k := strings.IndexAny(s, ".!?")
		if k < 0 {
			break
		}
		s = s[k+1:]
		if s == "" || s[0] != ' ' {
			continue
		}
		n := 1
		for n < len(s) && s[n] == ' ' {
			n++
		}
		if n < len(s) && (s[n] == '"' || s[n] == '(' || s[n] == '\'') {
			n++
		}
		switch {
		case n == len(s):
		case isLowerASCII(s[n]):
			lower++
		case s[n] >= 'A' && s[n] <= 'Z':
			upper++
		}
	}
	c.lower = lower >= 2 && lower > 2*upper
	return c.lower
}

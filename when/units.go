package when

import (
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// unitEnd returns the end of the matcher unit starting at s[i], which is
// not white space, exactly as tokRE would match it there: a hand-written
// scanner, since the regular expression was most of the stage's time.
// Its alternatives, in tokRE's order of preference:
//
//	\d+(?:[.,:]\d+)*(?:st|nd|rd|th|s)?   a number
//	['’‘]\d\ds                           '80s
//	\pL+(?:\.\pL+)*\.?                   a word
//	['’][sS]\b                           's
//	\S                                   any other character
func unitEnd(s string, i int) int {
	r, size := utf8.DecodeRuneInString(s[i:])
	switch {
	case isDigit(s, i):
		j := digitsEnd(s, i)
		for j+1 < len(s) && (s[j] == '.' || s[j] == ',' || s[j] == ':') && isDigit(s, j+1) {
			j = digitsEnd(s, j+1)
		}
		if j+1 < len(s) && doc.OrdinalEnding(s[j:j+2]) {
			return j + 2
		}
		if j < len(s) && s[j] == 's' {
			return j + 1
		}
		return j
	case r == '\'' || r == '’' || r == '‘':
		j := i + size
		if j+2 < len(s) && isDigit(s, j) && isDigit(s, j+1) && s[j+2] == 's' {
			return j + 3
		}
		if r != '‘' && j < len(s) && (s[j] == 's' || s[j] == 'S') && (j+1 == len(s) || !isWordByte(s[j+1])) {
			return j + 1
		}
		return j
	case unicode.IsLetter(r):
		j := lettersEnd(s, i)
		for j < len(s) && s[j] == '.' {
			k := lettersEnd(s, j+1)
			if k == j+1 {
				return j + 1 // a final period
			}
			j = k
		}
		return j
	}
	return i + size
}

// isDigit reports whether s[i] is an ASCII digit, as \d matches.
func isDigit(s string, i int) bool { return i < len(s) && '0' <= s[i] && s[i] <= '9' }

func digitsEnd(s string, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

// lettersEnd returns the end of the run of letters (\pL) from i.
func lettersEnd(s string, i int) int {
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		i += size
	}
	return i
}

// isWordByte reports whether c is an ASCII word character, as \b reads them.
func isWordByte(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

// isSpaceByte reports whether c is white space as \S reads it: \t \n \f \r
// and the space.
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

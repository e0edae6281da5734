package where

import (
	"unicode"
	"unicode/utf8"
)

// foldMap maps a Latin letter with diacritics to its lower-case base letter,
// built once from foldPairs.
var foldMap = func() map[rune]rune {
	m := map[rune]rune{}
	var prev rune = -1
	for _, r := range foldPairs {
		if prev < 0 {
			prev = r
			continue
		}
		m[prev] = r
		prev = -1
	}
	return m
}()

// Key normalises a place name for lookup: diacritics folded, lower case,
// periods and apostrophes dropped ("U.S." -> "us", "Côte d'Ivoire" ->
// "cote divoire"), hyphens, commas and runs of spaces made one space.
// Both gazetteer names and text are keyed with it, so "Mazar-i-Sharif" in
// a story meets "Mazār-i-Sharīf" in GeoNames.
func Key(s string) string {
	// A stack buffer: the key's string is then the one allocation.
	var buf [64]byte
	return string(keyer{b: buf[:0]}.add(s).b)
}

// keyer builds a Key a piece at a time: the key of a text's first part is
// a prefix of the key of the whole, so one pass gives the keys of every
// span that starts where the text does. Its methods take and return it by
// value, as append does, so that a buffer on the caller's stack stays there.
type keyer struct {
	b     []byte
	space bool // a separator seen since the last letter or digit
}

// letter appends r, after a space when a separator came since the last
// letter or digit.
func (k keyer) letter(r rune) keyer {
	if k.space && len(k.b) > 0 {
		k.b = append(k.b, ' ')
	}
	k.space = false
	k.b = utf8.AppendRune(k.b, r)
	return k
}

// add keys s after what was added before.
func (k keyer) add(s string) keyer {
	for _, r := range s {
		switch {
		case r == '.' || r == '\'' || r == '’' || r == '‘' || r == '`' || r == 'ʻ' || r == 'ʼ' || r == 'ʿ' || r == 'ʾ' || r == '´':
			continue
		case r < utf8.RuneSelf:
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			if ('a' <= r && r <= 'z') || ('0' <= r && r <= '9') || r == '&' {
				// letter's work, written out for the common case.
				if k.space && len(k.b) > 0 {
					k.b = append(k.b, ' ')
				}
				k.space = false
				k.b = append(k.b, byte(r))
				continue
			}
			k.space = true
			continue
		}
		if f, ok := foldMap[r]; ok {
			k = k.letter(f)
			continue
		}
		if m, ok := foldMulti[r]; ok {
			for _, f := range m {
				k = k.letter(f)
			}
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			k = k.letter(unicode.ToLower(r))
			continue
		}
		if unicode.IsMark(r) {
			continue // a combining accent: drop it as NFD folding would
		}
		k.space = true
	}
	return k
}

// latinName reports whether an alternate name is worth keeping for English
// news: Latin script only, starting with an upper-case letter (GeoNames
// lists lower-case romanisations of CJK readings, "ka bu er", that nobody
// writes), no digits, and not an all-capital code of four letters or fewer
// (IATA codes such as "KBL" collide with acronyms).
func latinName(s string) bool {
	if s == "" || len(s) > 60 {
		return false
	}
	first := true
	upper, letters := 0, 0
	for _, r := range s {
		if first {
			if !unicode.IsUpper(r) {
				return false
			}
			first = false
		}
		switch {
		case r == ' ' || r == '-' || r == '\'' || r == '’' || r == '.' || r == ',' || r == '(' || r == ')' || unicode.IsMark(r) || r == 'ʻ' || r == 'ʼ' || r == 'ʿ' || r == 'ʾ':
		case unicode.IsDigit(r):
			return false
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'):
			letters++
			if r <= 'Z' {
				upper++
			}
		case unicode.IsLetter(r):
			if !unicode.Is(unicode.Latin, r) {
				return false
			}
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		default:
			return false
		}
	}
	if upper == letters && letters <= 4 {
		return false
	}
	return letters > 0
}

package where

import (
	"strings"
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
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '.' || r == '\'' || r == '’' || r == '‘' || r == '`' || r == 'ʻ' || r == 'ʼ' || r == 'ʿ' || r == 'ʾ' || r == '´':
			continue
		case r < utf8.RuneSelf:
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			if ('a' <= r && r <= 'z') || ('0' <= r && r <= '9') || r == '&' {
				if space && b.Len() > 0 {
					b.WriteByte(' ')
				}
				space = false
				b.WriteRune(r)
				continue
			}
			space = true
			continue
		}
		if f, ok := foldMap[r]; ok {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(f)
			continue
		}
		if m, ok := foldMulti[r]; ok {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteString(m)
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		if unicode.IsMark(r) {
			continue // a combining accent: drop it as NFD folding would
		}
		space = true
	}
	return b.String()
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

package text

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// mojibakeLead is how the first two bytes of a General Punctuation mark
// (U+2000-U+203F: E2 80 xx) read when UTF-8 is decoded as Windows-1252:
// "â€". Quotes, apostrophes and dashes copied that way ("â€œ" for “,
// "â€™" for ’) glue to the words around them, and their pieces ("™",
// "œi") were read as words and became parties.
const mojibakeLead = "\u00e2\u20ac"

// RepairMojibake returns s with each General Punctuation mark that was
// decoded as Windows-1252 put back ("â€œ" becomes “). The repaired mark
// is padded with spaces to the length of what it replaces, so that every
// byte offset into s (gold evidence, spans) still points at the same
// text; the padding goes before the mark when a word follows it (“i,
// ’s), after it otherwise, so the mark stays with its word.
func RepairMojibake(s string) string {
	if !strings.Contains(s, mojibakeLead) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for {
		i := strings.Index(s, mojibakeLead)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		mark, n := mojibakeMark(s[i+len(mojibakeLead):])
		if n == 0 {
			b.WriteString(mojibakeLead)
			s = s[i+len(mojibakeLead):]
			continue
		}
		end := i + len(mojibakeLead) + n
		pad := strings.Repeat(" ", end-i-len(mark))
		if end < len(s) && isWordByte(s[end]) {
			b.WriteString(pad + mark)
		} else {
			b.WriteString(mark + pad)
		}
		s = s[end:]
	}
}

// mojibakeMark reads the rune that follows "â€" in rest as the third byte
// of the mark, returning the mark and the rune's width, or width 0 when
// the rune is no Windows-1252 or Latin-1 reading of a byte in 0x80-0xBF.
func mojibakeMark(rest string) (string, int) {
	if rest == "" {
		return "", 0
	}
	r, w := utf8.DecodeRuneInString(rest)
	var c byte
	switch {
	case r == utf8.RuneError && w == 1 && rest[0] >= 0x80 && rest[0] <= 0xBF:
		// The third byte left raw, read by neither decoder.
		c = rest[0]
	case r >= 0x80 && r <= 0xBF && r != utf8.RuneError:
		// Latin-1 decoding: the rune is the byte.
		c = byte(r)
	case r == utf8.RuneError:
		// 0x9D has no Windows-1252 character: decoders write U+FFFD for
		// it, and in this block it is the closing double quote ”.
		if w != 3 {
			return "", 0
		}
		c = 0x9D
	default:
		k, ok := charmap.Windows1252.EncodeRune(r)
		if !ok || k < 0x80 || k > 0x9F {
			return "", 0
		}
		c = k
	}
	mark := string([]byte{0xE2, 0x80, c})
	if !utf8.ValidString(mark) {
		return "", 0
	}
	return mark, w
}

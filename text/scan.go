package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// ASCII character classes, so the hot loop needs no unicode tables for
// plain English.
const (
	cOther = iota
	cSpace
	cLetter
	cDigit
	cNewline
)

var asciiClass [128]uint8

func init() {
	for c := 0; c < 128; c++ {
		switch {
		case c == '\n':
			asciiClass[c] = cNewline
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			asciiClass[c] = cSpace
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			asciiClass[c] = cLetter
		case c >= '0' && c <= '9':
			asciiClass[c] = cDigit
		}
	}
}

// isSpaceRune reports whether r separates tokens. Besides unicode.IsSpace it
// treats zero-width spaces and the byte-order mark as space, since they are
// invisible in news copy.
func isSpaceRune(r rune) bool {
	return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' || r == '\u2060'
}

// IsSpace reports whether r is whitespace as the tokeniser sees it. Scorers
// use it to build the whitespace-free character coordinates.
func IsSpace(r rune) bool { return isSpaceRune(r) || unicode.Is(unicode.Zs, r) }

// isWordRune reports whether r continues a word: letters, digits, other
// numbers and combining marks.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		c := asciiClass[r]
		return c == cLetter || c == cDigit
	}
	if r == utf8.RuneError {
		return false
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}

// decode returns the rune at s[i] and its width; invalid bytes come back as
// RuneError of width 1.
func decode(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// spaceAt reports whether a whitespace rune starts at s[i], and its width.
func spaceAt(s string, i int) (bool, int) {
	if c := s[i]; c < utf8.RuneSelf {
		k := asciiClass[c]
		return k == cSpace || k == cNewline, 1
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	return r != utf8.RuneError && isSpaceRune(r), w
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == '`' }

func isHyphen(r rune) bool { return r == '-' || r == '‐' || r == '‑' }

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

// tokenize appends the tokens of s to toks; lc is the casing of s.
func (t *Tokenizer) tokenize(s string, toks []tok, lc *casing) []tok {
	n := len(s)
	i := 0
	for i < n {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiClass[c] == cSpace || asciiClass[c] == cNewline {
				i++
				continue
			}
		} else if sp, w := spaceAt(s, i); sp {
			i += w
			continue
		}
		// A chunk is a maximal run of non-space runes.
		ce := i
		hasAt := false
		for ce < n {
			c := s[ce]
			if c < utf8.RuneSelf {
				if k := asciiClass[c]; k == cSpace || k == cNewline {
					break
				}
				hasAt = hasAt || c == '@'
				ce++
				continue
			}
			sp, w := spaceAt(s, ce)
			if sp {
				break
			}
			ce += w
		}
		toks = t.chunk(s, i, ce, hasAt, toks, lc)
		i = ce
	}
	return toks
}

// tok is a token while scanning: a compact, pointer-free stand-in for
// doc.Token, so that scanning and sentence splitting work on a small,
// reusable buffer and the garbage collector has nothing to trace until the
// final []tok is built.
type tok struct {
	start, end int
	joined     bool
}

// emit appends the token s[a:b].
func emit(toks []tok, s string, a, b int, joined bool) []tok {
	return append(toks, tok{start: a, end: b, joined: joined})
}

// urlEnd reports whether s[a:b] holds a URL or e-mail address starting at a
// and returns where it ends, without trailing punctuation.
func urlEnd(s string, a, b int) (int, bool) {
	c := s[a:b]
	ok := false
	switch {
	case hasPrefixFold(c, "http://"), hasPrefixFold(c, "https://"), hasPrefixFold(c, "ftp://"), hasPrefixFold(c, "www."), hasPrefixFold(c, "mailto:"):
		ok = len(c) > 7
	default:
		// user@host.tld
		at := strings.IndexByte(c, '@')
		if at > 0 && at < len(c)-3 && isWordByte(c[0]) && strings.IndexByte(c[at+1:], '.') > 0 && isWordByte(c[at+1]) {
			ok = true
			for k := 0; k < at && ok; k++ {
				ok = isWordByte(c[k]) || strings.IndexByte("._-+%", c[k]) >= 0
			}
		}
	}
	if !ok {
		return 0, false
	}
	e := b
	open := strings.Count(c, "(") - strings.Count(c, ")")
	for e > a {
		r, w := utf8.DecodeLastRuneInString(s[a:e])
		if strings.ContainsRune(".,;:!?'\"”’>]}»", r) || (r == ')' && open < 0) {
			if r == ')' {
				open++
			}
			e -= w
			continue
		}
		break
	}
	e = gluedHostEnd(s, a, e)
	return e, e-a > 4
}

// gluedHostEnd returns where the address s[a:e] really ends when a
// sentence glued to it has made its last host label a capitalised word:
// "press@example.org.The" ends before ".The". An address with a path keeps
// all of itself, as do capitalised endings in nameEnds ("Example.Com").
func gluedHostEnd(s string, a, e int) int {
	c := s[a:e]
	h := 0
	switch {
	case strings.IndexByte(c, '@') > 0:
		h = strings.IndexByte(c, '@') + 1
	case strings.Contains(c, "://"):
		h = strings.Index(c, "://") + 3
	case hasPrefixFold(c, "mailto:"):
		h = len("mailto:")
	}
	host := c[h:]
	if strings.ContainsAny(host, "/?#:=@") {
		return e
	}
	dot := strings.LastIndexByte(host, '.')
	if dot <= 0 || strings.IndexByte(host[:dot], '.') <= 0 {
		return e
	}
	if end, ok := capitalisedWordAt(host, dot+1, len(host)); !ok || end != len(host) || nameEnds[strings.ToLower(host[dot+1:])] {
		return e
	}
	return a + h + dot
}

func isWordByte(c byte) bool { return c >= 0x80 || asciiClass[c] == cLetter || asciiClass[c] == cDigit }

func hasPrefixFold(s, p string) bool { return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) }

// mayBeURL reports cheaply whether urlEnd could match at s[i:b].
func mayBeURL(s string, i, b int, hasAt bool) bool {
	if hasAt {
		return true
	}
	switch s[i] {
	case 'h', 'H', 'w', 'W', 'f', 'F', 'm', 'M':
		return b-i > 7
	}
	return false
}

// chunk tokenizes the whitespace-free run s[a:b].
func (t *Tokenizer) chunk(s string, a, b int, hasAt bool, toks []tok, lc *casing) []tok {
	i := a
	for i < b {
		r, w := decode(s, i)
		if isWordRune(r) || ((r == '.' || r == '+') && i+1 < b && isDigitByte(s[i+1]) && (i == a || !isWordByte(s[i-1]))) ||
			((r == '#' || r == '@') && i+1 < b && asciiClass[s[i+1]&0x7f] == cLetter && s[i+1] < utf8.RuneSelf && (i == a || !isWordByte(s[i-1]))) {
			if mayBeURL(s, i, b, hasAt) {
				if e, ok := urlEnd(s, i, b); ok {
					toks = emit(toks, s, i, e, false)
					i = e
					continue
				}
			}
			toks, i = t.word(s, i, b, toks, lc)
			continue
		}
		if r == '<' || r == '(' || r == '[' || r == '"' {
			// "<john@example.com>" and "(www.x.org)": the address starts
			// after the bracket.
			if i+w < b && mayBeURL(s, i+w, b, hasAt) {
				if e, ok := urlEnd(s, i+w, b); ok {
					toks = emit(toks, s, i, i+w, false)
					toks = emit(toks, s, i+w, e, false)
					i = e
					continue
				}
			}
		}
		if isApostrophe(r) && (i == a || !isWordByte(s[i-1])) {
			// "'72" and a clitic cut off by a space ("FERC 's").
			if digitsAhead(s, i+w, b) == 2 && !wordAt(s, i+w+2, b) {
				toks = emit(toks, s, i, i+w+2, false)
				i += w + 2
				continue
			}
			if e, ok := cliticEnd(s, i+w, b); ok && i == a && s[i+w] != 't' && s[i+w] != 'T' {
				toks = emit(toks, s, i, e, false)
				i = e
				continue
			}
		}
		e := t.punct(s, i, b, r, w)
		toks = emit(toks, s, i, e, false)
		i = e
	}
	return toks
}

// emoticons are kept whole, as EWT does.
var emoticons = []string{":-)", ":-(", ":-D", ":-P", ":-p", ";-)", ":)", ":(", ":D", ":P", ":p", ";)", ":/", ":-/", ":'(", "=)", "<3", ":o)"}

// punct returns the end of the punctuation or symbol token starting at s[i].
func (t *Tokenizer) punct(s string, i, b int, r rune, w int) int {
	switch r {
	case ':', ';', '=', '<':
		if end, ok := emoticonEnd(s, i, b); ok {
			return end
		}
	}
	switch r {
	case '.', '…':
		return dotsEnd(s, i+w, b)
	case '-', '*', '=', '_', '~', '<', '>', '#', '+', '^', '/', '\\', '|', ':', '—', '–', '•', '$':
		// Runs of the same mark are one token: "...", "--", "***", ">>".
		e := i + w
		for e < b {
			r2, w2 := decode(s, e)
			if r2 != r {
				break
			}
			e += w2
		}
		return e
	case '\'', '`', '‘', '’':
		// Doubled quotes: '' `` ‘’ ’’.
		if i+w < b {
			if r2, w2 := decode(s, i+w); r2 == r || (r == '‘' && r2 == '’') {
				return i + w + w2
			}
		}
		return i + w
	case '!', '?':
		e := i + w
		for e < b && (s[e] == '!' || s[e] == '?' || s[e] == '.') {
			e++
		}
		return e
	}
	if r == utf8.RuneError {
		return i + w
	}
	return symbolEnd(s, i+w, b)
}

// emoticonEnd returns the end of an emoticon at s[i], kept whole as EWT
// does, when one starts there and no word runs on from it.
func emoticonEnd(s string, i, b int) (int, bool) {
	for _, e := range emoticons {
		if strings.HasPrefix(s[i:b], e) {
			end := i + len(e)
			if end == b || !isWordByte(s[end]) {
				return end, true
			}
		}
	}
	return 0, false
}

// dotsEnd returns the end of a run of periods and ellipses that goes on at
// s[e], with the "!" and "?" after it: "...", "…", and ".?" or "...?!"
// as EWT keeps them.
func dotsEnd(s string, e, b int) int {
	for e < b && (s[e] == '.' || strings.HasPrefix(s[e:b], "…")) {
		if s[e] == '.' {
			e++
		} else {
			e += len("…")
		}
	}
	for e < b && (s[e] == '!' || s[e] == '?') {
		e++
	}
	return e
}

// symbolEnd returns the end of a symbol whose first rune ends at s[e],
// keeping the combining marks, variation selectors and zero-width-joined
// sequences (emoji) that modify it.
func symbolEnd(s string, e, b int) int {
	for e < b {
		r2, w2 := decode(s, e)
		if r2 == '\u200d' {
			e += w2
			if e < b {
				_, w3 := decode(s, e)
				e += w3
			}
			continue
		}
		if r2 != utf8.RuneError && (unicode.Is(unicode.Mn, r2) || unicode.Is(unicode.Me, r2) || (r2 >= 0x1F3FB && r2 <= 0x1F3FF)) {
			e += w2
			continue
		}
		break
	}
	return e
}

// wordAt reports whether a word rune starts at s[k] (k < b).
func wordAt(s string, k, b int) bool {
	if k >= b {
		return false
	}
	r, _ := decode(s, k)
	return isWordRune(r)
}

// ordinalSuffix reports whether letters after digits stay in the number
// token, as EWT keeps "27th", "1990s" and "2d" but splits "5 pm", "65 k".
func ordinalSuffix(w string) bool {
	switch len(w) {
	case 1:
		return w == "s" || w == "d"
	case 2:
		return doc.OrdinalEnding(strings.ToLower(w))
	}
	return false
}

// word scans the word starting at s[i] (at most to b), emits it with any
// split-off clitic, and returns where scanning resumes.
func (t *Tokenizer) word(s string, i, b int, toks []tok, lc *casing) ([]tok, int) {
	w := wordScan{start: i, segStart: i, numeric: true, lc: lc}
	end := t.wordEnd(s, i, b, &w)
	return t.emitWord(s, w, end, b, toks)
}

// wordScan is what scanning one word has seen so far.
type wordScan struct {
	start    int     // where the word starts
	segStart int     // start of the current hyphen-separated part
	slashes  int     // date slashes kept ("11/20/2000")
	hasDot   bool    // a period inside the word ("U.S", "p.m")
	numeric  bool    // only digits and number punctuation so far
	lc       *casing // the casing of the whole text
}

// wordEnd returns the end of the word starting at s[i] (at most b): its
// letters and digits, and the hyphens, apostrophes and punctuation that
// stay inside it (innerPunct); w records what it saw.
func (t *Tokenizer) wordEnd(s string, i, b int, w *wordScan) int {
	j := i
	if s[i] == '+' || s[i] == '.' || s[i] == '#' || s[i] == '@' {
		w.numeric = s[i] == '+' || s[i] == '.'
		j++ // "+852", ".5", "#hashtag", "@user"
	}
	for j < b {
		c := s[j]
		if c >= utf8.RuneSelf {
			r, rw := utf8.DecodeRuneInString(s[j:])
			switch {
			case isWordRune(r):
				w.numeric = false
				j += rw
				continue
			case isHyphen(r) && r != '-':
				if t.keepHyphen(s, w.segStart, j, j+rw, b) {
					j += rw
					w.segStart = j
					continue
				}
			case r == '’':
				if e, ok := t.apostrophe(s, w.start, j, j+rw, b); ok {
					w.numeric = false
					j = e
					continue
				}
			}
			return j
		}
		switch asciiClass[c] {
		case cDigit:
			j++
			continue
		case cLetter:
			if w.numeric && j > w.start {
				// Digits then letters: "27th" stays, "5pm" splits.
				e := j
				for e < b && s[e] < utf8.RuneSelf && asciiClass[s[e]] == cLetter {
					e++
				}
				if wordAt(s, e, b) || !ordinalSuffix(s[j:e]) {
					return j
				}
				j = e
			} else {
				j++
			}
			w.numeric = false
			continue
		}
		next, more := t.innerPunct(s, j, b, w)
		if !more {
			return next
		}
		j = next
	}
	return j
}

// innerPunct decides whether the ASCII punctuation at s[j] stays inside the
// word w is scanning. It returns where the word goes on and true, or where
// it ends and false ("US$" takes its dollar sign and ends).
func (t *Tokenizer) innerPunct(s string, j, b int, w *wordScan) (int, bool) {
	next := byte(0)
	if j+1 < b {
		next = s[j+1]
	}
	switch s[j] {
	case '.':
		if j > w.start && wordAt(s, j+1, b) {
			return t.innerPeriod(s, j, b, w)
		}
	case ',', ':':
		// 1,000, the decimal comma of 3,40, and 10:30.
		if isDigitByte(next) && isDigitByte(s[j-1]) {
			return j + 1, true
		}
	case '/':
		if isDigitByte(next) && isDigitByte(s[j-1]) && dateSlash(s, j, b, w) {
			return j + 1, true
		}
	case '-':
		if t.keepHyphen(s, w.segStart, j, j+1, b) {
			w.segStart = j + 1
			w.numeric = false
			return j + 1, true
		}
	case '\'', '`':
		if e, ok := t.apostrophe(s, w.start, j, j+1, b); ok {
			w.numeric = false
			return e, true
		}
	case '&', '@':
		// AT&T, R&D, S@P; e-mail addresses were caught before.
		if j > w.start && wordAt(s, j+1, b) {
			w.numeric = false
			return j + 1, true
		}
	case '$':
		// US$, HK$, A$: currency codes fused with the dollar sign.
		if j-w.start <= 2 && !w.numeric && !wordAt(s, j+1, b) && isUpperWord(s[w.start:j]) {
			return j + 1, false
		}
	}
	return j, false
}

// innerPeriod decides a period at s[j] between word characters: a token
// of its own ("statement.Four"), the end of a glued initialism ("U.S.Army":
// "U.S." and "Army"), or inside the word ("e.g", "3.5"). It returns
// where the word goes on and true, or where it ends and false.
func (t *Tokenizer) innerPeriod(s string, j, b int, w *wordScan) (int, bool) {
	if t.gluedStop(s, w, j, b) {
		return j, false
	}
	if e, ok := gluedInitialism(s, w, j, b); ok {
		return e, false
	}
	if j+1 >= b || !isDigitByte(s[j+1]) {
		w.hasDot = true
		w.numeric = false
	}
	return j + 1, true
}

// dateSlash reports whether a slash at s[j] between digits stays in the
// word: dates keep their slashes (11/20/2000); "20/20" splits.
func dateSlash(s string, j, b int, w *wordScan) bool {
	if w.slashes > 0 {
		return true
	}
	e := j + 1 + digitsAhead(s, j+1, b)
	if e+1 < b && s[e] == '/' && isDigitByte(s[e+1]) {
		w.slashes++
		return true
	}
	return false
}

// emitWord emits the word s[w.start:end] that wordEnd scanned: with a
// final period where it belongs to the word, else with its clitic ("'s",
// "n't") or fused form ("cannot") split off as EWT does. It returns where
// scanning resumes.
func (t *Tokenizer) emitWord(s string, w wordScan, end, b int, toks []tok) ([]tok, int) {
	start := w.start
	// A final period belongs to abbreviations and initials; "D.C.." keeps
	// one period and leaves the other.
	if end < b && s[end] == '.' && (end+1 == b || s[end+1] != '.' || end+2 == b || s[end+2] != '.') && !w.numeric {
		if t.attachPeriod(s, start, end, b, w.hasDot) {
			if !t.periodEndsSentence(s, start, end) {
				return emit(toks, s, start, end+1, false), end + 1
			}
			// EWT gives the period of a sentence-final abbreviation to
			// the sentence: "etc" + ".", "p.m" + ".".
			return emit(toks, s, start, end, false), end
		}
	}
	// Clitics: "'s", "'re", "n't" and friends.
	if end < b {
		if r, rw := decode(s, end); isApostrophe(r) {
			if ce, ok := cliticEnd(s, end+rw, b); ok {
				cs := end
				if ce-(end+rw) == 1 && (s[end+rw] == 't' || s[end+rw] == 'T') {
					// n't: the n belongs to the clitic.
					if end-1 > start && (s[end-1] == 'n' || s[end-1] == 'N') {
						cs = end - 1
					} else {
						return emit(toks, s, start, ce, false), ce
					}
				}
				toks = emit(toks, s, start, cs, false)
				return emit(toks, s, cs, ce, true), ce
			}
		}
	}
	// Fused forms without apostrophe, split as EWT does.
	if k := fusedSplit(s[start:end]); k > 0 {
		toks = emit(toks, s, start, start+k, false)
		return emit(toks, s, start+k, end, true), end
	}
	return emit(toks, s, start, end, false), end
}

func isUpperWord(w string) bool {
	for k := 0; k < len(w); k++ {
		if w[k] < 'A' || w[k] > 'Z' {
			return false
		}
	}
	return w != ""
}

// digitsAhead counts the ASCII digits starting at s[i].
func digitsAhead(s string, i, b int) int {
	k := 0
	for i+k < b && isDigitByte(s[i+k]) {
		k++
	}
	return k
}

// cliticEnd reports whether the letters starting at s[i] are a clitic that
// ends the word ("s", "re", "t" of n't, ...) and returns its end.
func cliticEnd(s string, i, b int) (int, bool) {
	e := i
	for e < b && e-i < 3 && asciiClass[s[e]&0x7f] == cLetter && s[e] < 0x80 {
		e++
	}
	if e == i {
		return 0, false
	}
	if e < b {
		if r, _ := decode(s, e); isWordRune(r) {
			return 0, false
		}
	}
	switch strings.ToLower(s[i:e]) {
	case "s", "m", "d", "re", "ve", "ll", "t":
		return e, true
	}
	return 0, false
}

// apostrophe decides whether the apostrophe s[j:aw] continues the word that
// started at start ("O'Brien", "rock'n'roll"); clitics end the word.
func (t *Tokenizer) apostrophe(s string, start, j, aw, b int) (int, bool) {
	if aw >= b || j == start {
		return 0, false
	}
	if r, _ := decode(s, aw); !isWordRune(r) {
		return 0, false
	}
	if _, ok := cliticEnd(s, aw, b); ok {
		return 0, false
	}
	return aw, true
}

// keepHyphen decides whether the hyphen at s[h:hw] stays inside the word
// whose current part is s[seg:h]. EWT splits hyphenated compounds except
// after a prefix ("anti-war", "e-mail") and inside phone numbers and
// similar digit strings ("713-853-1696").
func (t *Tokenizer) keepHyphen(s string, seg, h, hw, b int) bool {
	if hw >= b || h == seg {
		return false
	}
	r, _ := decode(s, hw)
	if !isWordRune(r) {
		return false
	}
	part := s[seg:h]
	if isDigitByte(part[0]) && isDigitByte(s[hw]) {
		left := len(part)
		if digitsAhead(s, seg, b) != left {
			return false
		}
		right := digitsAhead(s, hw, b)
		if right == 0 {
			return false
		}
		after := hw + right
		if after+1 < b && s[after] == '-' && isDigitByte(s[after+1]) {
			return true // 1-800-238-5355, 11-20-2000
		}
		if seg > 0 && s[seg-1] == '-' {
			return true // continuing a kept run
		}
		return right == 4 && left != 4 // 345-3436, 3-5213, 77030-2707; not 1969-1970
	}
	if len(part) > 8 {
		return false
	}
	var buf [8]byte
	for k := 0; k < len(part); k++ {
		c := part[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[k] = c
	}
	return t.prefixes[string(buf[:len(part)])]
}

// attachPeriod decides whether the period after s[start:end] is part of the
// word: abbreviations from the list, initials ("J.", "U.S."), and number
// abbreviations when a number follows ("No. 5").
func (t *Tokenizer) attachPeriod(s string, start, end, b int, hasDot bool) bool {
	w := s[start:end]
	if hasDot {
		// Initialisms: every part one or two letters (U.S, a.m, Ph.D, e.g).
		seg := 0
		for k := 0; k <= len(w); k++ {
			if k == len(w) || w[k] == '.' {
				if seg == 0 || seg > 2 {
					return t.abbrev[w] != abbrNone
				}
				seg = 0
				continue
			}
			if asciiClass[w[k]&0x7f] != cLetter || w[k] >= 0x80 {
				return t.abbrev[w] != abbrNone
			}
			seg++
		}
		return true
	}
	if r, sz := utf8.DecodeRuneInString(w); sz == len(w) && unicode.IsLetter(r) {
		return w != "I" // an initial: "John F. Kennedy"; not the pronoun
	}
	switch t.abbrev[w] {
	case abbrNone:
		return false
	case abbrNumber:
		k := end + 1
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		return k < len(s) && isDigitByte(s[k]) && k > end+1
	}
	return true
}

// periodEndsSentence reports whether the period at s[end] after the
// abbreviation s[start:end] also ends the sentence: at the end of the text
// or a line, or before a word that typically starts a sentence. Titles,
// initials and number abbreviations never end one.
func (t *Tokenizer) periodEndsSentence(s string, start, end int) bool {
	w := s[start:end]
	switch t.abbrev[w] {
	case abbrTitle, abbrNumber:
		return false
	}
	if utf8.RuneCountInString(w) == 1 {
		return false
	}
	k := end + 1
	if k == len(s) {
		return true
	}
	sawSpace, nl := false, 0
	for k < len(s) {
		sp, sz := spaceAt(s, k)
		if !sp {
			break
		}
		if s[k] == '\n' {
			nl++
		}
		sawSpace = true
		k += sz
	}
	if nl >= 2 {
		return true // a paragraph ends here
	}
	if k == len(s) {
		return true
	}
	if !sawSpace {
		return false
	}
	// Step over an opening quote or bracket.
	for n := 0; n < 2 && k < len(s); n++ {
		if r, size := utf8.DecodeRuneInString(s[k:]); opener(r) {
			k += size
		}
	}
	e := k
	for e < len(s) && s[e] < utf8.RuneSelf && asciiClass[s[e]] == cLetter {
		e++
	}
	return e > k && t.starters[s[k:e]]
}

// fusedSplit returns where a fused form without apostrophe splits as EWT
// splits it ("cannot" -> "can" + "not", "gonna" -> "gon" + "na"), or 0.
func fusedSplit(w string) int {
	switch len(w) {
	case 4, 5, 6:
	default:
		return 0
	}
	switch w[0] | 0x20 {
	case 'c', 'g', 'w', 'd', 'i', 'a', 'h':
	default:
		return 0
	}
	var buf [6]byte
	for k := 0; k < len(w); k++ {
		c := w[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[k] = c
	}
	switch string(buf[:len(w)]) {
	case "cannot":
		return 3
	case "gonna", "gotta", "wanna":
		return 3
	case "dont", "didnt", "doesnt", "isnt", "wasnt", "arent", "hasnt":
		return len(w) - 2
	}
	return 0
}

// gluedStop reports whether the period at s[j], glued between the word w
// is scanning and the next word, ends a sentence that lost the space
// after it, as scraped pages and feeds often do: "in a statement.Four
// militants", "injured.The man", "in Kabul.Police said", "on March
// 15.Twenty people". The evidence must be clear. Before the period: the
// whole word (no earlier period, so not "example.com.Au", and not a path
// or address part after "/", "@", "_"), letters only, two or more of them,
// or a number without a decimal point. After it: a word of an upper-case
// letter and lower-case letters only ("Four", not "iOS", "McCain" or
// "PDF") that does not go on as a path or call ("Doc/x", "Run(") and is
// not in nameEnds ("Amazon.Com"). Before a lower-case word, only in text
// written all in lower case (lowerGluedStop). After a lower-case word the
// article "A" and the pronoun "I" also start a sentence ("reported.A car
// bomb"). Abbreviations ("etc.The", "Gen.Allen") still keep their period:
// emitWord asks attachPeriod.
func (t *Tokenizer) gluedStop(s string, w *wordScan, j, b int) bool {
	if w.hasDot || j-w.segStart < 2 || w.segStart != w.start {
		return false
	}
	if w.start > 0 && strings.IndexByte(`/\.@_:=#~+&%$*`, s[w.start-1]) >= 0 {
		return false
	}
	lower, digits := true, true
	for k := w.start; k < j; {
		r, sz := decode(s, k)
		switch {
		case unicode.IsLower(r):
			digits = false
		case unicode.IsUpper(r):
			lower, digits = false, false
		case r < utf8.RuneSelf && isDigitByte(byte(r)), r == ',' && digits && k > w.start:
			lower = false
		default:
			return false
		}
		k += sz
	}
	if digits && (j-w.start > 4 || !w.numeric) {
		return false // a year or a count, not a long figure
	}
	if !lower && !digits && j-w.start < 3 && t.abbrev[s[w.start:j]] == abbrNone {
		return false // "EI.London" may be one name; "Dr.Michael" is two words
	}
	if lower && j+2 == b && (s[j+1] == 'A' || s[j+1] == 'I') {
		// b ends the chunk, so a space follows the letter.
		return true
	}
	if e, ok := capitalisedWordAt(s, j+1, b); ok {
		return !nameEnds[strings.ToLower(s[j+1:e])]
	}
	return lower && j-w.start >= 3 && t.lowerGluedStop(s, j, b, w)
}

// lowerGluedStop reports whether the period at s[j], after a lower-case
// word of three or more letters, ends a sentence that lost its space in
// text written all in lower case, where the next sentence starts in lower
// case too ("the road was shut.the curfew began"). The word before is no
// abbreviation ("gen.", "pvt.", in any case), and the word after is lower-
// case letters only, goes on as no path, address or further ".word", and
// is no name ending: not of two letters, which may be a country's domain
// ("amazon.in", "node.js"), nor in nameEnds ("report.pdf"). w.lc, the
// casing of the whole text, is asked last. Initials ("a.m", "b.sc") have
// shorter first parts.
func (t *Tokenizer) lowerGluedStop(s string, j, b int, w *wordScan) bool {
	k := j + 1
	for k < b && isLowerASCII(s[k]) {
		k++
	}
	if k == j+1 || k == j+3 || nameEnds[s[j+1:k]] {
		return false
	}
	if anyCaseAbbrev(t.abbrev, s[w.start:j]) {
		return false
	}
	if k < b {
		if r, _ := decode(s, k); isWordRune(r) || strings.IndexByte(`/\@_(=#`, s[k]) >= 0 || (s[k] == '.' && wordAt(s, k+1, b)) {
			return false
		}
	}
	return w.lc.lowerCased()
}

// nameEnds are the top-level domains and file types a host or file name
// ends in: "Amazon.Com" and "report.pdf" are one word, not two sentences.
var nameEnds = map[string]bool{"com": true, "net": true, "org": true, "gov": true, "edu": true, "info": true,
	"biz": true, "co": true, "io": true, "uk": true, "us": true, "tv": true, "int": true, "mil": true,
	"pdf": true, "doc": true, "docx": true, "txt": true, "htm": true, "html": true,
	"php": true, "asp": true, "aspx": true, "jpg": true, "jpeg": true, "png": true, "gif": true, "xls": true,
	"xlsx": true, "ppt": true, "zip": true, "exe": true, "mp3": true, "mp4": true, "csv": true, "xml": true}

// capitalisedWordAt reports whether s[k:] starts a word of an upper-case
// letter followed by one or more lower-case letters that ends before a
// space or ordinary punctuation, and returns where the word ends.
func capitalisedWordAt(s string, k, b int) (int, bool) {
	r, sz := decode(s, k)
	if !unicode.IsUpper(r) {
		return k, false
	}
	k += sz
	n := 0
	for k < b {
		r, sz = decode(s, k)
		if !unicode.IsLower(r) {
			break
		}
		n++
		k += sz
	}
	if n == 0 {
		return k, false
	}
	if k == b {
		return k, true
	}
	r, _ = decode(s, k)
	if isWordRune(r) {
		return k, false
	}
	switch s[k] {
	case '/', '\\', '@', '_', '(', '=', '#':
		return k, false
	case '.':
		return k, !wordAt(s, k+1, b)
	}
	return k, true
}

// gluedInitialism reports whether the period at s[j] closes an initialism
// glued to a capitalised word ("U.S.Army", "D.C.Police"), and returns the
// end of the initialism with its period. Every part of the initialism is
// one or two letters and its last is upper-case.
func gluedInitialism(s string, w *wordScan, j, b int) (int, bool) {
	if !w.hasDot || j-w.start > 8 {
		return 0, false
	}
	seg := 0
	for k := w.start; k < j; k++ {
		c := s[k]
		if c == '.' {
			if seg == 0 || seg > 2 {
				return 0, false
			}
			seg = 0
			continue
		}
		if c >= utf8.RuneSelf || asciiClass[c] != cLetter {
			return 0, false
		}
		seg++
	}
	if seg == 0 || seg > 2 || s[j-1] < 'A' || s[j-1] > 'Z' {
		return 0, false
	}
	_, ok := capitalisedWordAt(s, j+1, b)
	return j + 1, ok
}

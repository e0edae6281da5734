package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// Kinds of sentence-final token.
const (
	termNone    = iota
	termStrong  // . ! ? and runs of them
	termEllipse // ... or …
	termAbbr    // an abbreviation or initial that carries the period: "Inc.", "U.S."
	termEmoticon
	termURL // a web address, which in web text mostly ends a sentence
)

// sentences groups toks into sentences; lc is the casing of s.
func (t *Tokenizer) sentences(s string, toks []tok, lc *casing) []doc.Sentence {
	if len(toks) == 0 {
		return nil
	}
	sents := make([]doc.Sentence, 0, len(toks)/16+1)
	wrap := wrapWidth(s)
	first := 0
	flush := func(last int) {
		sents = append(sents, doc.Sentence{Span: doc.Span{Start: toks[first].start, End: toks[last].end}, FirstToken: first, EndToken: last + 1})
		first = last + 1
	}
	lineStart := true // the current sentence starts a line
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) && toks[i+1].joined {
			continue // never break inside a surface token
		}
		if i == first && lineStart {
			if d := datelineEnd(s, toks, i); d > 0 {
				i = d
				if i+1 < len(toks) && !toks[i+1].joined {
					flush(i)
					lineStart = false
					continue
				}
			}
		}
		if i+1 == len(toks) {
			break
		}
		if plainWordGoesOn(s, toks, i) {
			continue
		}
		end := i
		brk := t.lineBreak(s, toks, i, wrap) || stampBreak(s, toks, i) || closingEnd(s, toks, first, i)
		if !brk {
			if brk, end = t.terminalBreak(s, toks, first, i, wrap, lc); !brk {
				i = end
			}
		}
		if brk {
			lineStart = end+1 < len(toks) && newlines(s, toks[end].end, toks[end+1].start) > 0
			flush(end)
			i = end
		}
	}
	if first < len(toks) {
		flush(len(toks) - 1)
	}
	return sents
}

// plainWordGoesOn is the fast path: a plain word followed by one space
// and a word that does not start with a digit cannot end a sentence.
func plainWordGoesOn(s string, toks []tok, i int) bool {
	f, nx := form(s, toks, i), toks[i+1].start
	if nx != toks[i].end+1 || s[nx-1] != ' ' {
		return false
	}
	c, l := f[0], f[len(f)-1]
	return c < utf8.RuneSelf && asciiClass[c] == cLetter && l < utf8.RuneSelf && asciiClass[l] == cLetter &&
		!isDigitByte(s[nx]) && (len(f) != 2 || l != 'M') && (len(f) <= 5 || (!isURL(f) && strings.IndexByte(f, '@') < 0))
}

// stampBreak reports a break at an e-mail header's time stamp: "Kay Mann
// 04/26/2001 07:17 AM Will you ...", before the stamp and after it.
func stampBreak(s string, toks []tok, i int) bool {
	if isDigitByte(form(s, toks, i+1)[0]) && stampEnd(s, toks, i+1) > 0 && !isLowerASCII(form(s, toks, i)[0]) && isWordByte(form(s, toks, i)[0]) {
		return true
	}
	return i >= 2 && len(form(s, toks, i)) == 2 && form(s, toks, i)[1] == 'M' && stampEnd(s, toks, i-2) == i && !isLowerASCII(form(s, toks, i+1)[0]) && isWordByte(form(s, toks, i+1)[0])
}

// terminalBreak reads a sentence-final mark at toks[i], in the sentence
// that starts at first, with the closing quotes and brackets right after
// it, which belong to the sentence it ends. It reports whether the
// sentence ends there and the index of its last token (i when toks[i] is
// no final mark); lc is the casing of the whole text.
func (t *Tokenizer) terminalBreak(s string, toks []tok, first, i, wrap int, lc *casing) (bool, int) {
	kind := t.terminal(s, toks, i)
	if kind == termNone || listMarker(s, toks, first, i) {
		return false, i
	}
	j := i + 1
	for j < len(toks) && (isCloser(form(s, toks, j)) && toks[j].start == toks[j-1].end || isEmoticon(form(s, toks, j))) {
		j++
	}
	end := j - 1
	switch {
	case j == len(toks):
		return true, end
	case t.lineBreak(s, toks, end, wrap):
		return true, end
	}
	return t.decide(s, kind, toks, i, j, lc), end
}

// listMarker reports whether toks[i] is the period of a numbered list item
// that starts the sentence ("1. The pricing ..."), which EWT does not split.
func listMarker(s string, toks []tok, first, i int) bool {
	if i != first+1 || form(s, toks, i) != "." {
		return false
	}
	f := form(s, toks, first)
	return len(f) <= 2 && digitsAhead(f, 0, len(f)) == len(f) && toks[i].start == toks[first].end
}

// stampEnd reports whether a date-time stamp "04/26/2001 07:17 AM" starts at
// toks[k] and returns the index of its AM/PM token, or 0.
func stampEnd(s string, toks []tok, k int) int {
	if k < 0 || k+2 >= len(toks) {
		return 0
	}
	d, tm, ap := form(s, toks, k), form(s, toks, k+1), form(s, toks, k+2)
	if len(d) < 6 || len(ap) != 2 || ap[1] != 'M' || !isDigitByte(d[0]) {
		return 0
	}
	if strings.Count(d, "/") != 2 || !isDigitByte(d[0]) || strings.IndexByte(tm, ':') < 1 || !isDigitByte(tm[0]) {
		return 0
	}
	if ap != "AM" && ap != "PM" {
		return 0
	}
	return k + 2
}

// form returns the text of toks[i].
func form(s string, toks []tok, i int) string { return s[toks[i].start:toks[i].end] }

// newlines counts the line breaks in s[a:b].
func newlines(s string, a, b int) int {
	n := 0
	for k := a; k < b; k++ {
		switch s[k] {
		case '\n':
			n++
		case '\r':
			if k+1 >= b || s[k+1] != '\n' {
				n++
			}
		case 0xe2: // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
			if k+2 < b && s[k+1] == 0x80 && (s[k+2] == 0xa8 || s[k+2] == 0xa9) {
				n += 2
			}
		}
	}
	return n
}

// lineBreak reports whether the whitespace after toks[i] ends a sentence: a
// blank line always does; a single line break does unless the text is
// hard-wrapped at about wrap characters and the line is a full-width one.
func (t *Tokenizer) lineBreak(s string, toks []tok, i, wrap int) bool {
	nl := newlines(s, toks[i].end, toks[i+1].start)
	if nl == 0 {
		return false
	}
	if nl >= 2 || wrap == 0 {
		return true
	}
	// Hard-wrapped text: short lines end paragraphs or are headings;
	// full lines continue.
	ls := strings.LastIndexByte(s[:toks[i].end], '\n') + 1
	line := s[ls:toks[i].end]
	if len(line)*10 < wrap*6 {
		return true
	}
	if !hasLower(line) {
		return true // a heading in capitals
	}
	next := form(s, toks, i+1)
	if next == "-" || next == "*" || next == "•" || next == "–" || next == "—" {
		return true // a list item
	}
	return false
}

func hasLower(s string) bool {
	for _, r := range s {
		if unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// wrapWidth returns the line width of hard-wrapped text (lines broken by
// the writer's editor inside paragraphs), or 0 when lines are paragraphs.
// Text is taken as hard-wrapped when most lines inside paragraphs are
// nearly as long as the longest line, the longest is at most 100 bytes, and
// at least one line break falls inside a sentence (a lower-case letter
// after it).
func wrapWidth(s string) int {
	if strings.IndexByte(s, '\n') < 0 {
		return 0
	}
	var (
		maxLen, inner, midSentence int
		lens                       [64]int
		nl                         int
		prevLen                    = -1
	)
	for rest := s; ; {
		k := strings.IndexByte(rest, '\n')
		line := rest
		if k >= 0 {
			line = rest[:k]
		}
		line = strings.TrimRight(line, " \t\r")
		l := len(line)
		if l > maxLen {
			maxLen = l
			if maxLen > 100 {
				return 0
			}
		}
		if prevLen > 0 && l > 0 {
			inner++
			if nl < len(lens) {
				lens[nl] = prevLen
				nl++
			}
			first := strings.TrimLeft(line, " \t")
			if first != "" && isLowerASCII(first[0]) {
				midSentence++
			}
		}
		prevLen = l
		if k < 0 {
			break
		}
		rest = rest[k+1:]
	}
	if inner < 3 || midSentence == 0 {
		return 0
	}
	long := 0
	for _, l := range lens[:nl] {
		if l*10 >= maxLen*7 {
			long++
		}
	}
	if long*10 < nl*6 {
		return 0
	}
	return maxLen
}

// terminal returns the kind of sentence-final mark toks[i] is.
func (t *Tokenizer) terminal(s string, toks []tok, i int) int {
	f := form(s, toks, i)
	switch f[0] {
	case '!', '?':
		return termStrong
	case '.', 0xe2: // 0xe2 starts "…"
		if f == "." || strings.ContainsAny(f, "!?") {
			return termStrong
		}
		if strings.Trim(f, ".…") == "" {
			return termEllipse
		}
	}
	switch f[0] {
	case ':', ';', '=', '<':
		if isEmoticon(f) {
			return termEmoticon
		}
	case 'h', 'H', 'w', 'W':
		if len(f) > 7 && isURL(f) {
			return termURL
		}
	case '>':
		// The end of "<jane@example.com>" or of "<< File: a.doc >>" in
		// e-mail headers and attachments lines.
		if f == ">>" || (f == ">" && i > 0 && toks[i-1].end == toks[i].start && isAddress(form(s, toks, i-1))) {
			return termURL
		}
	}
	if len(f) > 5 && strings.IndexByte(f, '@') > 0 && isAddress(f) {
		return termURL
	}
	if len(f) > 1 && f[len(f)-1] == '.' {
		if r, _ := utf8.DecodeRuneInString(f); isWordRune(r) {
			return termAbbr
		}
	}
	return termNone
}

// isQuote reports whether f is a mark that may close a quotation: a
// double mark but an opening one, or a single mark or guillemet.
func isQuote(f string) bool {
	if q := doc.QuoteMark(f); q == doc.CloseQuote || q == doc.StraightQuote {
		return true
	}
	switch f {
	case "'", "’", "’’", "‘’", "»":
		return true
	}
	return false
}

// closings are the words of a letter's closing ("Best regards,"), which EWT
// makes a sentence of its own before the signature.
var closings = map[string]bool{"Thanks": true, "Regards": true, "Sincerely": true, "Cheers": true,
	"Best": true, "Warm": true, "Kind": true, "Warmest": true, "Yours": true, "Thank": true, "Respectfully": true}

// closingEnd reports whether toks[first:i+1] is a letter closing ending in
// a comma ("Regards,", "Best regards,", "Thank you,") followed by a
// capitalised name.
func closingEnd(s string, toks []tok, first, i int) bool {
	if form(s, toks, i) != "," || i-first < 1 || i-first > 2 || i+1 >= len(toks) || !closings[form(s, toks, first)] {
		return false
	}
	if i-first == 2 {
		switch form(s, toks, first+1) {
		case "regards", "wishes", "you", "truly":
		default:
			return false
		}
	}
	c := form(s, toks, i+1)[0]
	return c >= 'A' && c <= 'Z'
}

func isCloser(f string) bool {
	switch f {
	case ")", "]", "}", "`":
		return true
	}
	return isQuote(f)
}

// decide says whether a sentence ends after the mark toks[i] (with its
// closers), given that toks[j] follows on the same line. The rules follow
// what EWT's annotators did: a period, question or exclamation mark ends a
// sentence even before a lower-case word (web text is often not
// capitalised), an ellipsis only before a capital, and an abbreviation only
// before a word that typically starts a sentence. In text written all in
// lower case (lc) a lower-case word after a period and a closing quote
// starts a new sentence as often as it goes on with "he said", so the
// period decides; after "!" or "?" and a quote the speaker's clause goes on.
func (t *Tokenizer) decide(s string, kind int, toks []tok, i, j int, lc *casing) bool {
	next := form(s, toks, j)
	c := next[0]
	switch c {
	case ',', ';', ':', ')', ']', '}', '.', '!', '?', '%', '*':
		return false
	}
	lower := isLowerASCII(c)
	if c >= utf8.RuneSelf {
		r, _ := utf8.DecodeRuneInString(next)
		lower = unicode.IsLower(r)
	}
	if lower && j > i+1 && isQuote(form(s, toks, j-1)) && (form(s, toks, i) != "." || !lc.lowerCased()) {
		// `"Go!" he said` goes on after the quote; in lower-cased text
		// only a period before the quote ends the sentence.
		return false
	}
	switch kind {
	case termStrong:
		return true
	case termEllipse, termEmoticon:
		return !lower
	case termURL:
		// A link before a capitalised word or another link is usually the
		// end of its sentence; before a lower-case word it is mid-sentence.
		return (!lower && isWordByte(c)) || isURL(next)
	}
	if lower {
		return false
	}
	f := form(s, toks, i)
	w := f[:len(f)-1]
	switch t.abbrev[w] {
	case abbrTitle, abbrNumber:
		return false
	case abbrMonth:
		if isDigitByte(c) {
			return false
		}
	}
	// Skip an opening quote or bracket to the word it opens.
	if r, _ := utf8.DecodeRuneInString(next); opener(r) && j+1 < len(toks) {
		next = form(s, toks, j+1)
	}
	return t.starters[next]
}

// opener reports whether r opens a quotation or a bracket: a mark a
// sentence may start with before the word that tells whether it starts
// one (decide, periodEndsSentence).
func opener(r rune) bool {
	q := doc.QuoteRune(r)
	return q == doc.StraightQuote || q == doc.OpenQuote || r == '(' || r == '\''
}

// isEmoticon reports whether f is one of the emoticons the scanner keeps.
func isEmoticon(f string) bool {
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	for _, e := range emoticons {
		if f == e {
			return true
		}
	}
	return false
}

// isAddress reports whether f is a web or e-mail address.
func isAddress(f string) bool {
	if isURL(f) {
		return true
	}
	at := strings.IndexByte(f, '@')
	return at > 0 && strings.IndexByte(f[at:], '.') > 0
}

// isURL reports whether f is a web address.
func isURL(f string) bool {
	return hasPrefixFold(f, "http://") || hasPrefixFold(f, "https://") || hasPrefixFold(f, "www.")
}

// datelineEnd recognises a wire dateline at the start of a line, "KABUL
// (Reuters) -" or "WASHINGTON —", and returns the index of its dash token,
// or 0. EWT makes the dateline a sentence of its own.
func datelineEnd(s string, toks []tok, i int) int {
	if i >= len(toks) || !isCapsWord(form(s, toks, i)) {
		return 0
	}
	lim := i + 12
	if lim > len(toks) {
		lim = len(toks)
	}
	for k := i + 1; k < lim; k++ {
		if newlines(s, toks[k-1].end, toks[k].start) > 0 {
			return 0
		}
		switch f := form(s, toks, k); f {
		case "-", "--", "—", "–":
			if k+1 < len(toks) && toks[k].start > toks[k-1].end && toks[k+1].start > toks[k].end {
				return k
			}
			return 0
		case "(", ")", ",":
		default:
			r, _ := utf8.DecodeRuneInString(f)
			if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
				return 0
			}
		}
	}
	return 0
}

// isCapsWord reports whether f is a word of two or more capital letters.
func isCapsWord(f string) bool {
	if len(f) < 2 {
		return false
	}
	for _, r := range f {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

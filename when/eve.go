package when

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// eveTimes decides whether the story was written on the eve of its
// publication and returns the index in txs of the time that tells so, -1
// when it was not: such a story, as a daily's late copy is, names the eve
// by its weekday ("police opened fire on Tuesday" in a Wednesday paper)
// and never names the publication day (by date, by weekday or as
// "today") or the eve as "yesterday", which tells it as past from the
// day the paper is written. A page's stamp line is no such naming
// (pageStamp), nor is a definite phrase that names no day ("the day" of
// "later in the day"), which points back to the day the story tells,
// whatever day it was read as.
//
// In such a story, eveTimes moves a time of day that names no day of its
// own ("this afternoon", "tonight", "at 2 pm", "earlier in the morning")
// from the publication day to the eve: its "this afternoon" is that day,
// not the morning the paper came out. A clock time told as to come stays
// (toldAhead). A quoted speaker's "this morning" is the day of the saying,
// which a story of the day tells by weekday too ("police stormed it on
// Friday ... 'we arrested four this morning,' a spokesman said" in a
// Saturday story), so only the narrator's own part of the day moves.
func (p *parser) eveTimes(txs []doc.Timex) int {
	if !p.hasRef {
		return -1
	}
	eve := p.ref.AddDate(0, 0, -1).Format("2006-01-02")
	pub := p.ref.Format("2006-01-02")
	pubDay := strings.ToLower(p.ref.Weekday().String())
	head := storyHead(p.text)
	named := -1
	var parts []int
	for k := range txs {
		tx := &txs[k]
		text := strings.ToLower(p.text[tx.Start:tx.End])
		switch {
		case pageStamp(p.text, tx.Span, head):
			// A dated line in the page's head is the site's stamp, not
			// the story telling its own day.
		case tx.Type == "TIME" && strings.HasPrefix(tx.Value, pub+"T") && !p.namesDay(text):
			if !quoted(p.text, tx.Start) && (partOfToday(text) || !p.toldAhead(tx.Span)) {
				parts = append(parts, k)
			}
		case strings.Contains(text, "yesterday") || strings.Contains(text, "today") || slices.Contains(words(text), pubDay):
			return -1 // the story tells its publication day, or the eve as past
		case strings.HasPrefix(tx.Value, pub) && !DefinitePhrase(text):
			return -1
		case named < 0 && strings.HasPrefix(tx.Value, eve) && p.namesWeekday(text):
			named = k
		}
	}
	if named < 0 {
		return -1
	}
	for _, k := range parts {
		txs[k].Value = eve + txs[k].Value[len(pub):]
	}
	return named
}

// DefinitePhrase reports whether a time's words are a definite phrase
// that names no day ("the day" of "later in the day", "the afternoon"):
// it points back to a day the story tells and, whatever value the tagger
// gave it, names none. The event stage reads it too, when it weighs a
// time the tagger resolved to the day of publication.
func DefinitePhrase(text string) bool {
	text = strings.ToLower(text)
	return strings.HasPrefix(text, "the ") && !strings.ContainsAny(text, "0123456789")
}

// partOfToday reports whether a time's words point to a part of the day
// the story is written on, whatever its tense: "this afternoon",
// "tonight".
func partOfToday(text string) bool {
	return strings.HasPrefix(text, "this ") || strings.HasPrefix(text, "tonight")
}

// toldAhead reports whether the time at sp is told as to come ("the
// curfew will be lifted at 6 am"): written on the eve, a clock time
// ahead is the next morning's, the day the paper comes out, and stays
// there.
func (p *parser) toldAhead(sp doc.Span) bool {
	// The units lie in the text's order, so their starts and ends both
	// rise: the last unit starting at sp's start, and the last ending at
	// its end, are found by halving.
	i := sort.Search(len(p.ts), func(k int) bool { return p.ts[k].start > sp.Start }) - 1
	j := sort.Search(len(p.ts), func(k int) bool { return p.ts[k].end > sp.End })
	if i < 0 || p.ts[i].start != sp.Start || j == 0 || p.ts[j-1].end != sp.End {
		return false
	}
	return j > i && p.direction(i, j) == future
}

// namesDay reports whether a time's words name its day ("Sunday
// night", "today at noon", "2 pm on 25 February") rather than leave it to
// the story ("this afternoon", "tonight", "at 2 pm", "the morning").
func (p *parser) namesDay(text string) bool {
	return p.namesWeekday(text) || p.namesMonth(text) || strings.Contains(text, "today") ||
		strings.Contains(text, "tomorrow") || strings.Contains(text, "yesterday")
}

// namesWeekday reports whether text holds a weekday's name.
func (p *parser) namesWeekday(text string) bool { return holdsWord(text, p.lx.weekdays) }

// namesMonth reports whether text holds a month's name: a time told with
// its calendar date names its day, and the tagger already gave it that
// day.
func (p *parser) namesMonth(text string) bool { return holdsWord(text, p.lx.months) }

// holdsWord reports whether lower-case text holds one of words as a word
// of its own.
func holdsWord(text string, ws map[string]int) bool {
	for _, w := range words(text) {
		if _, ok := ws[w]; ok {
			return true
		}
	}
	return false
}

// words returns the words of lower-case text: its runs of the letters a
// to z.
func words(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool { return r < 'a' || r > 'z' })
}

// pageStamp reports whether sp lies on a short line of the page's head,
// which ends at head (storyHead), that gives a full date with its year:
// the site's stamp ("Updated 2 March 2002", a "This story is from" line),
// not the reporter's words.
func pageStamp(text string, sp doc.Span, head int) bool {
	end := strings.IndexByte(text[sp.End:], '\n')
	if end < 0 || sp.End+end >= head {
		return false // the story's last or only line, or a line of its text
	}
	start := strings.LastIndexByte(text[:sp.End], '\n') + 1
	return len(strings.TrimSpace(text[start:sp.End+end])) <= stampLine && hasYear(text[sp.Start:sp.End])
}

// storyHead returns where the page's head ends: the end of its first line
// that ends as a sentence ends, which no stamp, headline or byline does
// (len(text)+1 if none). A short paragraph of the story ("The curfew was
// lifted on 2 March 2002.") is its own, no stamp.
func storyHead(text string) int {
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(text[start:end])); strings.ContainsRune(".!?\"'”’", r) {
			return end
		}
		start = end + 1
	}
	return len(text) + 1
}

// stampLine is the longest a stamp line runs: a date and a few words
// ("Updated", "Last modified on"), never a paragraph.
const stampLine = 60

// hasYear reports whether s holds a run of exactly four digits.
func hasYear(s string) bool {
	n := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] >= '0' && s[i] <= '9' {
			n++
			continue
		}
		if n == 4 {
			return true
		}
		n = 0
	}
	return false
}

// quoted reports whether offset i of text falls inside a quotation of its
// paragraph: after an opening mark not yet closed. Single marks open and
// close quotations too ('we arrested four this morning'), but the same
// marks serve as apostrophes ("police's", "don't", "the '90s", and the
// doubled "party”s" of some Indian papers), so a single mark opens only
// before a letter and after a space, the paragraph's start or an opening
// bracket or dash, and closes only at a word's end.
func quoted(text string, i int) bool {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	double, single := false, false
	prev := ' '
	for k, r := range text[start:i] {
		switch q := doc.QuoteRune(r); {
		case q == doc.StraightQuote:
			double = !double
		case q == doc.OpenQuote:
			double = true
		case q == doc.CloseQuote:
			double = false
		case r == '\'' || r == '‘' || r == '’':
			next, _ := utf8.DecodeRuneInString(text[start+k+utf8.RuneLen(r):])
			switch {
			case r != '’' && opensQuote(prev) && unicode.IsLetter(next):
				single = true // 'we
			case r != '‘' && !unicode.IsSpace(prev) && !wordRune(next):
				single = false // morning,' ; a plural's mark (traders') closes none
			}
		}
		prev = r
	}
	return double || single
}

// opensQuote reports whether a single mark after r can open a quotation.
func opensQuote(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("([{—–", r)
}

// wordRune reports whether r is a letter or digit: a mark between two of
// them is an apostrophe.
func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

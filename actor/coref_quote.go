package actor

import (
	"unicode/utf8"

	"sitrep/doc"
)

// quotedSpeaker returns, for a person pronoun subject i opening sentence si
// just after a quotation of several sentences ("the envoy said: '... ...
// ...' He then urged ..."), the one person named before the quotation's
// opening mark in the sentence it opens in: the quoted sentences hold no
// one the pronoun can stand for, so the speaker is the last person told
// outside them. Else -1.
func (c *corefScan) quotedSpeaker(i, si int) int {
	st, ms := c.st, c.ms
	p := ms[i].FirstToken
	if si < 2 || ms[i].EndToken != p+1 || st.Tokens[p].Rel != "nsubj" || p != st.Sentences[si].FirstToken {
		return -1
	}
	open := quoteOpening(st, si-1)
	if open < 0 {
		return -1
	}
	so := st.Tokens[open].Sentence
	if so >= si-1 {
		return -1 // a one-sentence quotation: the usual window holds its speaker
	}
	found := -1
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= so; j-- {
		if c.sentOf(ms[j]) != so || ms[j].EndToken > open || !c.isPerson(j) {
			continue
		}
		if found >= 0 && c.root(found) != c.root(j) {
			return -1 // two persons before the quotation: either may speak
		}
		if found < 0 {
			found = j
		}
	}
	return found
}

// quoteOpening returns the token of the opening quotation mark of the
// quotation that sentence s closes (its last token but its full stop is a
// closing mark), within the five sentences before; else -1.
func quoteOpening(st *doc.Story, s int) int {
	sent := st.Sentences[s]
	last := sent.EndToken - 1
	if last > sent.FirstToken && st.Tokens[last].Form == "." {
		last--
	}
	if last < sent.FirstToken || !closingQuote(st.Tokens[last].Form) {
		return -1
	}
	lo := st.Sentences[max(0, s-5)].FirstToken
	for k := last - 1; k >= lo; k-- {
		switch doc.QuoteMark(st.Tokens[k].Form) {
		case doc.OpenQuote:
			return k
		case doc.CloseQuote:
			return -1 // another quotation closes first: the marks do not pair
		case doc.StraightQuote:
			return k // straight marks pair with the nearest before
		}
	}
	return -1
}

// closingQuote reports whether form is a mark that may close a quotation,
// alone or glued to the word before it.
func closingQuote(form string) bool {
	r, _ := utf8.DecodeLastRuneInString(form)
	return closingMark(form) || doc.QuoteRune(r) == doc.CloseQuote
}

// closingMark reports whether form is a token of its own that may close a
// quotation: a curly, doubled or straight mark.
func closingMark(form string) bool {
	q := doc.QuoteMark(form)
	return q == doc.CloseQuote || q == doc.StraightQuote
}

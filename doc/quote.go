package doc

// Quote is the kind of a double quotation mark, as a token's form or a
// rune of the text. The stages read quotations from the same marks, so
// they are told here once.
type Quote int8

const (
	NoQuote       Quote = iota // not a double quotation mark
	OpenQuote                  // “, or `` as Penn Treebank text writes it
	CloseQuote                 // ”, or ''
	StraightQuote              // ": opens or closes by its place
)

// QuoteRune returns the kind of quotation mark r is.
func QuoteRune(r rune) Quote {
	switch r {
	case '“':
		return OpenQuote
	case '”':
		return CloseQuote
	case '"':
		return StraightQuote
	}
	return NoQuote
}

// QuoteMark returns the kind of quotation mark a token's form is: one
// mark, or the doubled ASCII marks of Penn Treebank text.
func QuoteMark(form string) Quote {
	switch form {
	case "“", "``":
		return OpenQuote
	case "”", "''":
		return CloseQuote
	case `"`:
		return StraightQuote
	}
	return NoQuote
}

// IsQuoteMark reports whether form is a double quotation mark of any kind.
func IsQuoteMark(form string) bool { return QuoteMark(form) != NoQuote }

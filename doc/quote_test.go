package doc

import "testing"

func TestQuoteMark(t *testing.T) {
	for form, want := range map[string]Quote{
		"“": OpenQuote, "``": OpenQuote, "”": CloseQuote, "''": CloseQuote,
		`"`: StraightQuote, "'": NoQuote, "’": NoQuote, "said": NoQuote, "": NoQuote,
	} {
		if got := QuoteMark(form); got != want {
			t.Errorf("QuoteMark(%q) = %d, want %d", form, got, want)
		}
	}
	for r, want := range map[rune]Quote{'“': OpenQuote, '”': CloseQuote, '"': StraightQuote, '\'': NoQuote, 'a': NoQuote} {
		if got := QuoteRune(r); got != want {
			t.Errorf("QuoteRune(%q) = %d, want %d", r, got, want)
		}
	}
	if IsQuoteMark("’") || !IsQuoteMark("``") {
		t.Error("IsQuoteMark: wrong set")
	}
}

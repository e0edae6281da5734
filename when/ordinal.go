package when

import (
	"strconv"
	"strings"
)

// Ordinal reads an ordinal written as one word, "third", "twenty-first"
// or "21st", by the tagger's own ordinal lexicon, so that other stages
// count a day ("the fifth day of a strike") as the tagger reads one; 0
// for none.
func Ordinal(word string) int {
	loadOnce.Do(func() { sharedLex, loadErr = loadLexicon() })
	if loadErr != nil {
		return 0
	}
	w := strings.ToLower(word)
	if n, ok := ordinalSuffix(w); ok && n > 0 {
		return n
	}
	if o, ok := sharedLex.ordinals[w]; ok {
		return o
	}
	// "twenty-first": a tens word and a unit ordinal, as ordinalWord reads
	// them over tokens.
	if tens, unit, ok := strings.Cut(w, "-"); ok {
		n, found := sharedLex.numbers[tens]
		if o, isOrd := sharedLex.ordinals[unit]; found && isOrd && n >= 20 && n <= 90 && n%10 == 0 && o < 10 {
			return n + o
		}
	}
	return 0
}

// DayFigure reads a day of the month as written in figures, "23" or
// "23rd" (in any case), as the time stage reads one beside a month name:
// one or two digits, or digits with an ordinal ending. Whether the number
// is a day of a month (1 to 31) is the caller's to check.
func DayFigure(word string) (int, bool) {
	w := strings.ToLower(word)
	if len(w) <= 2 && w != "" && isDigits(w) {
		n, err := strconv.Atoi(w)
		return n, err == nil
	}
	return ordinalSuffix(w)
}

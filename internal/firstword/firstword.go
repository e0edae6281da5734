// Package firstword indexes a list of phrases by their first word, each
// word's phrases longest first: a matcher tries a token against the few
// phrases it starts, not the whole list, and the first phrase that
// matches is the longest. The time tagger (when) and the count reader
// (count) index their phrase lists with it.
package firstword

import (
	"fmt"
	"slices"
)

// Index maps a first word to the phrases of a list that start with it,
// longest first; phrases of one length keep the list's order.
type Index[T any] map[string][]T

// New indexes list, whose entries' words (split as the text is) words
// returns. A phrase with no words is an error naming list name. list
// itself is left in its order.
func New[T any](name string, list []T, words func(T) []string) (Index[T], error) {
	sorted := slices.Clone(list)
	slices.SortStableFunc(sorted, func(a, b T) int { return len(words(b)) - len(words(a)) })
	x := make(Index[T])
	for _, e := range sorted {
		ws := words(e)
		if len(ws) == 0 {
			return nil, fmt.Errorf("%s: a phrase with no words", name)
		}
		x[ws[0]] = append(x[ws[0]], e)
	}
	return x, nil
}

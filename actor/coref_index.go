package actor

import (
	"slices"
	"strings"
	"unicode"

	"sitrep/doc"
)

// corefIndex finds, among the mentions corefer has passed, those whose name
// ends in a given word, so the rules that look back over the whole story
// for the same name (rules 3 and 4) do not read every earlier mention for
// every mention: that made corefer quadratic in a long story. It is a
// filter only: each rule still checks its candidates in full, nearest
// first, so the results are those of the scan it replaces.
type corefIndex struct {
	byName map[string][]int // folded Actor.Name -> mentions, ascending
	byLast map[string][]int // folded last word of corefName -> mentions, ascending
}

func newCorefIndex() *corefIndex {
	return &corefIndex{byName: map[string][]int{}, byLast: map[string][]int{}}
}

// add files mention j under its name as it is now. Call it once j is
// resolved, and again whenever its Actor changes after that; entries left
// under an old name are filtered out by the rules' own checks.
func (x *corefIndex) add(j int, m doc.Mention, ws []string) {
	if m.Label == doc.LabelPRON {
		return // neither rule looks back at a pronoun
	}
	if m.Actor.Name != "" {
		k := foldKey(m.Actor.Name)
		x.byName[k] = insertSorted(x.byName[k], j)
	}
	if f := strings.Fields(corefName(m, ws)); len(f) > 0 {
		k := foldKey(f[len(f)-1])
		x.byLast[k] = insertSorted(x.byLast[k], j)
	}
}

// lastBefore returns the nearest mention before i among list for which ok
// holds, or -1.
func lastBefore(list []int, i int, ok func(j int) bool) int {
	n, _ := slices.BinarySearch(list, i)
	for k := n - 1; k >= 0; k-- {
		if j := list[k]; (k == n-1 || j != list[k+1]) && ok(j) {
			return j
		}
	}
	return -1
}

// insertSorted adds j to the ascending list, once.
func insertSorted(list []int, j int) []int {
	if n := len(list); n == 0 || list[n-1] < j {
		return append(list, j) // the usual case: mentions filed in order
	}
	k, found := slices.BinarySearch(list, j)
	if found {
		return list
	}
	return slices.Insert(list, k, j)
}

// foldKey maps s to one string for all strings strings.EqualFold holds
// equal to it: each rune becomes the least rune of its case-folding orbit.
func foldKey(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToUpper(s) // the least of {a, A} is A, of {k, K, U+212A} K
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

package actor

import (
	"sort"

	"sitrep/doc"
)

// tokenRanges finds mentions by token position without reading every
// mention of the story for every question, which made the actor stage and
// coreference quadratic in a long story. Where the mentions are not in
// order of first token the ranges are the whole list, so the answers are
// always those of a scan of the list in order.
type tokenRanges struct {
	ms      []doc.Mention
	ordered bool // FirstToken never falls along the list
	maxLen  int  // the most tokens a mention spans
}

func newTokenRanges(ms []doc.Mention) tokenRanges {
	r := tokenRanges{ms: ms, ordered: true}
	for i, m := range ms {
		if i > 0 && m.FirstToken < ms[i-1].FirstToken {
			r.ordered = false
			break
		}
		r.maxLen = max(r.maxLen, m.EndToken-m.FirstToken)
	}
	return r
}

// firstIn returns the range of the list holding every mention whose first
// token is in [from, to).
func (r tokenRanges) firstIn(from, to int) (lo, hi int) {
	if !r.ordered {
		return 0, len(r.ms)
	}
	lo = sort.Search(len(r.ms), func(i int) bool { return r.ms[i].FirstToken >= from })
	hi = lo + sort.Search(len(r.ms)-lo, func(i int) bool { return r.ms[lo+i].FirstToken >= to })
	return lo, hi
}

// covering returns the range of the list holding every mention that
// covers token k.
func (r tokenRanges) covering(k int) (lo, hi int) {
	return r.firstIn(k-r.maxLen+1, k+1)
}

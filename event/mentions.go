package event

import (
	"sort"

	"sitrep/doc"
)

// mentionIndex answers the event stage's questions about a story's
// mentions (which covers a token, which lie inside a phrase) without
// reading every mention of the story for every question, which made the
// stage quadratic in a long story. Each answer is the one a scan of
// st.Mentions in order would give.
type mentionIndex struct {
	// cover[k] is the first mention in list order covering token k, or -1;
	// pron[k] the first PRON mention of token k alone, or -1.
	cover, pron []int32
	// ordered: Start and FirstToken never fall along the list, and every
	// mention's span and tokens are not empty backwards. The actor stage
	// leaves mentions so (sorted by position); where they are not, the
	// ranges below are the whole list.
	ordered bool
	// tokensOrdered: the tokens' starts and ends never fall along the story.
	tokensOrdered bool
}

// mentions returns t's mention index, building it on first use.
func (t *tree) mentions() *mentionIndex {
	if t.mx != nil {
		return t.mx
	}
	st := t.st
	x := &mentionIndex{cover: make([]int32, len(st.Tokens)), pron: make([]int32, len(st.Tokens)), ordered: true}
	for k := range x.cover {
		x.cover[k], x.pron[k] = -1, -1
	}
	for j := range st.Mentions {
		m := &st.Mentions[j]
		for k := max(m.FirstToken, 0); k < m.EndToken && k < len(x.cover); k++ {
			if x.cover[k] < 0 {
				x.cover[k] = int32(j)
			}
		}
		if m.Label == doc.LabelPRON && m.EndToken == m.FirstToken+1 && m.FirstToken >= 0 && m.FirstToken < len(x.pron) && x.pron[m.FirstToken] < 0 {
			x.pron[m.FirstToken] = int32(j)
		}
		if m.Start > m.End || m.FirstToken >= m.EndToken ||
			j > 0 && (m.Start < st.Mentions[j-1].Start || m.FirstToken < st.Mentions[j-1].FirstToken) {
			x.ordered = false
		}
	}
	x.tokensOrdered = true
	for k := 1; k < len(st.Tokens); k++ {
		if st.Tokens[k].Start < st.Tokens[k-1].Start || st.Tokens[k].End < st.Tokens[k-1].End {
			x.tokensOrdered = false
			break
		}
	}
	t.mx = x
	return x
}

// lastTokenIn returns the last token that sp contains, or -1.
func (t *tree) lastTokenIn(sp doc.Span) int {
	toks := t.st.Tokens
	if t.mentions().tokensOrdered {
		// The tokens sp contains are a run ending at the last token that
		// ends within sp: if that one starts before sp, none is inside.
		k := sort.Search(len(toks), func(k int) bool { return toks[k].End > sp.End }) - 1
		if k >= 0 && sp.Contains(toks[k].Span) {
			return k
		}
		return -1
	}
	last := -1
	for k := range toks {
		if sp.Contains(toks[k].Span) {
			last = k
		}
	}
	return last
}

// covering returns the first mention covering token i, or -1.
func (t *tree) covering(i int) int {
	if x := t.mentions(); i >= 0 && i < len(x.cover) {
		return int(x.cover[i])
	}
	for k := range t.st.Mentions {
		if m := &t.st.Mentions[k]; m.FirstToken <= i && i < m.EndToken {
			return k
		}
	}
	return -1
}

// pronounAt returns the first PRON mention of token i alone, or -1.
func (t *tree) pronounAt(i int) int {
	if x := t.mentions(); i >= 0 && i < len(x.pron) {
		return int(x.pron[i])
	}
	for k := range t.st.Mentions {
		if m := &t.st.Mentions[k]; m.FirstToken == i && m.EndToken == i+1 && m.Label == doc.LabelPRON {
			return k
		}
	}
	return -1
}

// within returns the range of mentions that may lie inside sp: every
// mention sp contains is in it.
func (t *tree) within(sp doc.Span) (lo, hi int) {
	ms := t.st.Mentions
	if !t.mentions().ordered {
		return 0, len(ms)
	}
	lo = sort.Search(len(ms), func(k int) bool { return ms[k].Start >= sp.Start })
	hi = lo + sort.Search(len(ms)-lo, func(k int) bool { return ms[lo+k].Start > sp.End })
	return lo, hi
}

// startingFrom returns the index of the first mention starting at or after
// offset off in list order where the mentions are ordered, else 0.
func (t *tree) startingFrom(off int) int {
	ms := t.st.Mentions
	if !t.mentions().ordered {
		return 0
	}
	return sort.Search(len(ms), func(k int) bool { return ms[k].Start >= off })
}

// firstTokensIn returns the range of mentions whose first token may lie in
// [from, to): every mention whose first token does is in it.
func (t *tree) firstTokensIn(from, to int) (lo, hi int) {
	ms := t.st.Mentions
	if !t.mentions().ordered {
		return 0, len(ms)
	}
	lo = sort.Search(len(ms), func(k int) bool { return ms[k].FirstToken >= from })
	hi = lo + sort.Search(len(ms)-lo, func(k int) bool { return ms[lo+k].FirstToken >= to })
	return lo, hi
}

package where

import (
	"sort"

	"sitrep/doc"
)

// mentionWindow finds the mentions that may contain a span or lie inside
// it without reading every mention of the story for every toponym, which
// made the stage quadratic in a long story.
type mentionWindow struct {
	ms []doc.Mention
	// ordered: the mentions are in order of start, none ends before it
	// starts; maxLen is the longest mention's length in bytes.
	ordered bool
	maxLen  int
}

func newMentionWindow(ms []doc.Mention) mentionWindow {
	w := mentionWindow{ms: ms, ordered: true}
	for i, m := range ms {
		if m.End < m.Start || i > 0 && m.Start < ms[i-1].Start {
			w.ordered = false
			break
		}
		w.maxLen = max(w.maxLen, m.End-m.Start)
	}
	return w
}

// around returns the range of mentions, in list order, holding every
// mention that contains sp or that sp contains: those starting from
// maxLen before sp to its end; all of them when the mentions are not in
// order.
func (w mentionWindow) around(sp doc.Span) (lo, hi int) {
	if !w.ordered {
		return 0, len(w.ms)
	}
	from, to := min(sp.Start, sp.End)-w.maxLen, max(sp.Start, sp.End)
	lo = sort.Search(len(w.ms), func(i int) bool { return w.ms[i].Start >= from })
	hi = lo + sort.Search(len(w.ms)-lo, func(i int) bool { return w.ms[lo+i].Start > to })
	return lo, hi
}

// spanCover marks the bytes of the text that candidates cover, to tell
// whether a span overlaps one of them in time linear in the span; where a
// span is empty or outside the text it falls back to reading the
// candidates.
type spanCover struct {
	bytes []bool
	exact bool // every candidate span so far non-empty and inside the text
}

func newSpanCover(n int, cands []cand) *spanCover {
	c := &spanCover{bytes: make([]bool, n), exact: true}
	for _, cd := range cands {
		c.add(cd.span)
	}
	return c
}

func (c *spanCover) add(sp doc.Span) {
	if sp.Start < 0 || sp.End > len(c.bytes) || sp.Start >= sp.End {
		c.exact = false
		return
	}
	for b := sp.Start; b < sp.End; b++ {
		c.bytes[b] = true
	}
}

// overlaps reports whether sp overlaps any of cands (the candidates added).
func (c *spanCover) overlaps(sp doc.Span, cands []cand) bool {
	if c.exact && sp.Start >= 0 && sp.End <= len(c.bytes) && sp.Start < sp.End {
		for b := sp.Start; b < sp.End; b++ {
			if c.bytes[b] {
				return true
			}
		}
		return false
	}
	for _, cd := range cands {
		if cd.span.Start < sp.End && sp.Start < cd.span.End {
			return true
		}
	}
	return false
}

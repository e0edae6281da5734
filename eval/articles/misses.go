package articles

import (
	"fmt"
	"io"
	"sort"

	"sitrep/doc"
)

// Why a gold event was missed, as MissCauses tells it. The classes say
// which stage to work on: the filter (Filtered), the merge or the event
// stage's one-trigger-per-event reading (Taken), the event stage's own
// negation and mood (Flagged), the category choice (OtherCategory) or the
// trigger lexicon itself (NoCandidate).
const (
	Filtered      = "filtered"       // the unfiltered events match it: the filter dropped its candidate
	Taken         = "taken"          // a candidate of its category tells its sentences, matched to another gold event
	Flagged       = "flagged"        // its category's only candidates there are flagged negated or hypothetical before the filter, so the scorer leaves them out
	OtherCategory = "other_category" // only candidates of other categories tell its sentences
	NoCandidate   = "no_candidate"   // no candidate tells its sentences at all
)

// MissCauses classifies every gold event that coded (the pipeline's events,
// one slice per article) misses, using unfiltered (the same articles coded
// by the pipeline without its event filter) to tell a dropped candidate
// from one never made. It returns, per cause, the count per gold category.
func MissCauses(arts []Article, coded, unfiltered [][]doc.Event) map[string]map[string]int {
	matchedU := map[[2]int]bool{}
	for ai := range arts {
		for gi := range matchedGold(&arts[ai], unfiltered[ai]) {
			matchedU[[2]int{ai, gi}] = true
		}
	}
	out := map[string]map[string]int{}
	for ai := range arts {
		a := &arts[ai]
		hit := matchedGold(a, coded[ai])
		for gi := range a.Events {
			if hit[gi] {
				continue
			}
			cause := missCause(&a.Events[gi], unfiltered[ai], matchedU[[2]int{ai, gi}])
			if out[cause] == nil {
				out[cause] = map[string]int{}
			}
			out[cause][a.Events[gi].Plover]++
		}
	}
	return out
}

// matchedGold returns the indices of a's gold events that pred matches,
// by the scorer's own one-to-one matching.
func matchedGold(a *Article, pred []doc.Event) map[int]bool {
	sc := Score([]Article{*a}, [][]doc.Event{pred})
	hit := map[int]bool{}
	for _, o := range sc.Detail {
		if o.Status == "matched" {
			hit[o.Gold] = true
		}
	}
	return hit
}

// missCause says why gold event g was missed, given the article's
// unfiltered candidates and whether they match g. A candidate of g's
// category that the scorer leaves out (flagged negated or hypothetical)
// cannot have been taken by another gold event: it counts as Flagged.
func missCause(g *Event, unfiltered []doc.Event, matchedUnfiltered bool) string {
	if matchedUnfiltered {
		return Filtered
	}
	cause := NoCandidate
	for i := range unfiltered {
		e := &unfiltered[i]
		if evidenceOverlap(e.Evidence, g.Evidence) == 0 {
			continue
		}
		switch {
		case !compatible(g, e.Type.Plover):
			if cause == NoCandidate {
				cause = OtherCategory
			}
		case e.Aux.Negated || e.Aux.Hypothetical:
			cause = Flagged
		default:
			return Taken
		}
	}
	return cause
}

// WriteMissCauses writes MissCauses' table: one line per cause with its
// total and its counts per category, most first.
func WriteMissCauses(w io.Writer, causes map[string]map[string]int) {
	fmt.Fprintln(w, "\nmissed gold events by cause")
	for _, c := range []string{Filtered, Taken, Flagged, OtherCategory, NoCandidate} {
		type kv struct {
			cat string
			n   int
		}
		var kvs []kv
		total := 0
		for cat, n := range causes[c] {
			kvs = append(kvs, kv{cat, n})
			total += n
		}
		sort.Slice(kvs, func(i, j int) bool { return kvs[i].n > kvs[j].n || kvs[i].n == kvs[j].n && kvs[i].cat < kvs[j].cat })
		fmt.Fprintf(w, "%-15s %4d ", c, total)
		for _, x := range kvs {
			fmt.Fprintf(w, " %s %d", x.cat, x.n)
		}
		fmt.Fprintln(w)
	}
}

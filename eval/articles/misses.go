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

// WriteMissList writes, for every gold event coded misses as Filtered, Taken
// or OtherCategory, the unfiltered events that tell its sentences: each one's
// category, trigger, how many mentions merging folded into it, and the
// gold event it matched ("-" for none). A miss whose teller matched
// another gold event is a second event the sentence tells; a teller of
// several mentions shows a merge that may have taken it.
func WriteMissList(w io.Writer, arts []Article, coded, unfiltered [][]doc.Event) {
	fmt.Fprintln(w, "\nmissed gold events filtered, taken or told as another category, with the unfiltered events telling them")
	for ai := range arts {
		a := &arts[ai]
		hit, goldOf := matchedGold(a, coded[ai]), matchedEvents(a, unfiltered[ai])
		hitU := map[int]bool{}
		for _, gi := range goldOf {
			hitU[gi] = true
		}
		for gi := range a.Events {
			g := &a.Events[gi]
			if hit[gi] {
				continue
			}
			cause := missCause(g, unfiltered[ai], hitU[gi])
			if cause != Filtered && cause != Taken && cause != OtherCategory {
				continue
			}
			line := fmt.Sprintf("%s %s  %s  gold #%d %s @%d  told by:", a.Source, a.ID, cause, gi, g.Plover, g.Evidence[0][0])
			for i := range unfiltered[ai] {
				e := &unfiltered[ai][i]
				if evidenceOverlap(e.Evidence, g.Evidence) == 0 {
					continue
				}
				to := "-"
				if k, ok := goldOf[i]; ok {
					to = fmt.Sprintf("#%d", k)
				}
				line += fmt.Sprintf(" %s %q @%d mentions=%d -> %s;", e.Type.Plover, snippet(a.Text, e.Trigger), e.Trigger.Start, max(1, len(e.Mentions)), to)
			}
			fmt.Fprintln(w, line)
		}
	}
}

// matchedEvents returns, for each index of pred that the scorer matches
// to one of a's gold events, that gold event's index.
func matchedEvents(a *Article, pred []doc.Event) map[int]int {
	sc := Score([]Article{*a}, [][]doc.Event{pred})
	out := map[int]int{}
	for _, o := range sc.Detail {
		if o.Status != "matched" {
			continue
		}
		for i := range pred {
			if o.Pred == &pred[i] {
				out[i] = o.Gold
			}
		}
	}
	return out
}

package ecbplus

import (
	"fmt"
	"io"

	"sitrep/dedup"
)

// Report is sitrep's deduplication of a gold file beside the bag-of-words
// baseline's. Its top-level figures are sitrep's over all documents
// clustered together.
type Report struct {
	Scores
	Threshold         float64 `json:"threshold"`          // sitrep's (dedup.Matcher)
	Merge             float64 `json:"merge"`              // sitrep's (dedup.Matcher)
	BaselineThreshold float64 `json:"baseline_threshold"` // tuned for B-cubed F1 over all documents together
	// BaselineTopicThreshold is the baseline's threshold for the
	// within-topic modes, tuned for B-cubed F1 over all documents
	// clustered topic by topic.
	BaselineTopicThreshold float64 `json:"baseline_topic_threshold"`
	Baseline               Scores  `json:"baseline"` // over all documents
	// Interleaved is sitrep's over all documents clustered together, fed
	// topic by topic in turn (Interleave) rather than in the file's order,
	// which groups them by topic: an event of unknown time is offered the
	// clusters stored last (dedup.RecentClusters), which in the file's
	// order are mostly its own topic's, as in no real feed.
	Interleaved Scores    `json:"interleaved"`
	Settings    []Setting `json:"settings"`
}

// Setting is one subset of the documents clustered one way, scored for
// sitrep and for the baseline.
type Setting struct {
	Subset string `json:"subset"` // all, with_event, relevant, held_in, held_out
	// Mode is "together" (the subset's documents clustered together),
	// "within_topic" (each topic's documents on their own) or
	// "within_topic_undated" (the same with published dates withheld from
	// sitrep; the baseline never reads them).
	Mode     string `json:"mode"`
	Sitrep   Scores `json:"sitrep"`
	Baseline Scores `json:"baseline"`
}

// subset is a part of the documents scored apart.
type subset struct {
	name     string
	keep     func(Document) bool
	eventful bool // only documents in which sitrep finds an event
}

// subsets are all documents; those in which sitrep finds an event (the
// others are each alone: this subset scores the matching apart from the
// coding); the relevant topics, those with a sub-topic
// of the kind sitrep codes (relevance "yes"); the held-in topics (odd
// numbers), on which sitrep's rules were tuned; and the held-out ones
// (even), only checked.
func subsets(docs []Document) []subset {
	relevant := map[int]bool{}
	for _, d := range docs {
		if d.Relevance == "yes" {
			relevant[d.Topic] = true
		}
	}
	return []subset{
		{"all", func(Document) bool { return true }, false},
		{"with_event", func(Document) bool { return true }, true},
		{"relevant", func(d Document) bool { return relevant[d.Topic] }, false},
		{"held_in", func(d Document) bool { return d.Topic%2 == 1 }, false},
		{"held_out", func(d Document) bool { return d.Topic%2 == 0 }, false},
	}
}

// EvaluateCoded clusters documents already coded (Code), with their
// published dates (dated) and without (undated), with m and with the
// baseline, and scores every setting.
func EvaluateCoded(docs []Document, dated, undated []Coded, m dedup.Matcher) Report {
	r := Report{Threshold: m.Threshold, Merge: m.Merge}
	all := BaselineTree(docs)
	r.BaselineThreshold, r.Baseline = all.Tune(labelsOf(docs))
	r.BaselineTopicThreshold = tuneWithinTopic(docs)
	r.Scores = Score(labelsOf(docs), Cluster(dated, m))
	turns := Interleave(docs)
	r.Interleaved = Score(pick(labelsOf(docs), turns), Cluster(pick(dated, turns), m))
	for _, sub := range subsets(docs) {
		var ds []Document
		var cd, cu []Coded
		for i, d := range docs {
			if sub.keep(d) && (!sub.eventful || !dated[i].Stand) {
				ds, cd, cu = append(ds, d), append(cd, dated[i]), append(cu, undated[i])
			}
		}
		gold := labelsOf(ds)
		together := Setting{Subset: sub.name, Mode: "together",
			Sitrep:   Score(gold, Cluster(cd, m)),
			Baseline: Score(gold, BaselineTree(ds).Cut(r.BaselineThreshold)),
		}
		within := Setting{Subset: sub.name, Mode: "within_topic",
			Sitrep:   Score(gold, withinTopic(ds, cd, m)),
			Baseline: Score(gold, newTopicTrees(ds).cut(r.BaselineTopicThreshold)),
		}
		withinUndated := within
		withinUndated.Mode = "within_topic_undated"
		withinUndated.Sitrep = Score(gold, withinTopic(ds, cu, m))
		r.Settings = append(r.Settings, together, within, withinUndated)
	}
	return r
}

func labelsOf(docs []Document) []string {
	l := make([]string, len(docs))
	for i, d := range docs {
		l[i] = d.Subtopic
	}
	return l
}

// byTopic returns the indexes of docs, topic by topic, in order of first
// appearance.
func byTopic(docs []Document) [][]int {
	var order []int
	idx := map[int][]int{}
	for i, d := range docs {
		if _, ok := idx[d.Topic]; !ok {
			order = append(order, d.Topic)
		}
		idx[d.Topic] = append(idx[d.Topic], i)
	}
	groups := make([][]int, len(order))
	for i, t := range order {
		groups[i] = idx[t]
	}
	return groups
}

// Interleave returns the indexes of docs in turns: the first document of
// each topic (in order of first appearance), then the second of each, and
// so on, so that no topic's documents follow one another where another
// topic has any left.
func Interleave(docs []Document) []int {
	groups := byTopic(docs)
	turns := make([]int, 0, len(docs))
	for k := 0; len(turns) < len(docs); k++ {
		for _, g := range groups {
			if k < len(g) {
				turns = append(turns, g[k])
			}
		}
	}
	return turns
}

// pick returns xs[i] for each i of idx, in order.
func pick[T any](xs []T, idx []int) []T {
	out := make([]T, len(idx))
	for j, i := range idx {
		out[j] = xs[i]
	}
	return out
}

// withinTopic clusters each topic's documents on their own with sitrep.
func withinTopic(docs []Document, coded []Coded, m dedup.Matcher) []string {
	labels := make([]string, len(docs))
	for _, g := range byTopic(docs) {
		cs := make([]Coded, len(g))
		for j, i := range g {
			cs[j] = coded[i]
		}
		for j, l := range Cluster(cs, m) {
			labels[g[j]] = l
		}
	}
	return labels
}

// topicTrees is the baseline's tree of each topic's documents on their
// own.
type topicTrees struct {
	groups [][]int // indexes of each topic's documents, as byTopic
	trees  []Tree
	n      int
}

func newTopicTrees(docs []Document) topicTrees {
	t := topicTrees{groups: byTopic(docs), n: len(docs)}
	for _, g := range t.groups {
		ds := make([]Document, len(g))
		for j, i := range g {
			ds[j] = docs[i]
		}
		t.trees = append(t.trees, BaselineTree(ds))
	}
	return t
}

// cut returns one label per document, each topic's tree cut at threshold.
func (t topicTrees) cut(threshold float64) []string {
	labels := make([]string, t.n)
	for k, g := range t.groups {
		for j, l := range t.trees[k].Cut(threshold) {
			labels[g[j]] = l
		}
	}
	return labels
}

// tuneWithinTopic returns the baseline's threshold, in steps of 0.01, with
// the best B-cubed F1 when each topic's documents are clustered on their
// own.
func tuneWithinTopic(docs []Document) float64 {
	gold, t := labelsOf(docs), newTopicTrees(docs)
	var best, bestF1 float64
	for i := 1; i < 100; i++ {
		th := float64(i) / 100
		if s := Score(gold, t.cut(th)); s.B3F1 > bestF1 {
			best, bestF1 = th, s.B3F1
		}
	}
	return best
}

// WriteText prints the report as a table for a reader.
func (r *Report) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%d documents; sitrep threshold %.2f, merge %.2f; baseline threshold %.2f together, %.2f within topic (tuned on all documents)\n\n",
		r.Documents, r.Threshold, r.Merge, r.BaselineThreshold, r.BaselineTopicThreshold)
	fmt.Fprintf(w, "sitrep over all documents fed topic by topic in turn: B3 P %.3f R %.3f F1 %.3f, pF1 %.3f\n\n",
		r.Interleaved.B3Precision, r.Interleaved.B3Recall, r.Interleaved.B3F1, r.Interleaved.PairwiseF1)
	fmt.Fprintf(w, "%-10s %-20s %5s  %-29s  %s\n", "subset", "mode", "docs", "sitrep   B3 P  R     F1   pF1", "baseline B3 P  R     F1   pF1")
	for _, s := range r.Settings {
		_, err := fmt.Fprintf(w, "%-10s %-20s %5d  %11.3f %5.3f %5.3f %5.3f  %13.3f %5.3f %5.3f %5.3f\n", s.Subset, s.Mode, s.Sitrep.Documents,
			s.Sitrep.B3Precision, s.Sitrep.B3Recall, s.Sitrep.B3F1, s.Sitrep.PairwiseF1,
			s.Baseline.B3Precision, s.Baseline.B3Recall, s.Baseline.B3F1, s.Baseline.PairwiseF1)
		if err != nil {
			return err
		}
	}
	return nil
}

package ecbplus

import (
	"sitrep/dedup"
	"sitrep/pipeline"
)

// Report is sitrep's deduplication of a gold file beside the bag-of-words
// baseline's. Its top-level figures are sitrep's over all documents
// clustered together.
type Report struct {
	Scores
	Threshold         float64   `json:"threshold"`          // sitrep's (dedup.Matcher)
	BaselineThreshold float64   `json:"baseline_threshold"` // tuned for B-cubed F1 over all documents
	Baseline          Scores    `json:"baseline"`           // over all documents
	Settings          []Setting `json:"settings"`
}

// Setting is one subset of the documents clustered one way, scored for
// sitrep and for the baseline.
type Setting struct {
	Subset string `json:"subset"` // all, relevant, held_in, held_out
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
	name string
	keep func(Document) bool
}

// subsets are all documents; the relevant topics, those with a sub-topic
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
		{"all", func(Document) bool { return true }},
		{"relevant", func(d Document) bool { return relevant[d.Topic] }},
		{"held_in", func(d Document) bool { return d.Topic%2 == 1 }},
		{"held_out", func(d Document) bool { return d.Topic%2 == 0 }},
	}
}

// Evaluate codes the documents with p (twice: with and without their
// published dates), clusters them with m and with the baseline, and scores
// every setting.
func Evaluate(p *pipeline.Pipeline, docs []Document, m dedup.Matcher, workers int) (Report, error) {
	dated, err := Code(p, docs, true, workers)
	if err != nil {
		return Report{}, err
	}
	undated, err := Code(p, docs, false, workers)
	if err != nil {
		return Report{}, err
	}
	r := Report{Threshold: m.Threshold}
	all := BaselineTree(docs)
	r.BaselineThreshold, r.Baseline = all.Tune(labelsOf(docs))
	r.Scores = Score(labelsOf(docs), Cluster(dated, m))
	for _, sub := range subsets(docs) {
		var ds []Document
		var cd, cu []Coded
		for i, d := range docs {
			if sub.keep(d) {
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
			Baseline: Score(gold, baselineWithinTopic(ds, r.BaselineThreshold)),
		}
		withinUndated := within
		withinUndated.Mode = "within_topic_undated"
		withinUndated.Sitrep = Score(gold, withinTopic(ds, cu, m))
		r.Settings = append(r.Settings, together, within, withinUndated)
	}
	return r, nil
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

// baselineWithinTopic clusters each topic's documents on their own with
// the baseline.
func baselineWithinTopic(docs []Document, threshold float64) []string {
	labels := make([]string, len(docs))
	for _, g := range byTopic(docs) {
		ds := make([]Document, len(g))
		for j, i := range g {
			ds[j] = docs[i]
		}
		for j, l := range BaselineTree(ds).Cut(threshold) {
			labels[g[j]] = l
		}
	}
	return labels
}

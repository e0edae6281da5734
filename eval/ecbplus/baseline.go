package ecbplus

import (
	"sitrep/dedup"
)

// Tree is an average-link agglomerative clustering of documents by the
// tf-idf cosine of their words: the bag-of-words baseline. Cut it at a
// threshold to get clusters.
type Tree struct {
	ids    []string
	merges []merge // in the order made; heights never rise
}

type merge struct {
	a, b   int // a absorbs b
	height float64
}

// BaselineTree builds the baseline's tree over docs, reading each one's
// title and text.
func BaselineTree(docs []Document) Tree {
	n := len(docs)
	texts := make([]string, n)
	ids := make([]string, n)
	for i, d := range docs {
		ids[i] = d.ID
		texts[i] = d.Title + "\n" + d.Text
	}
	vecs := dedup.TermVectors(nil, texts)
	sim := make([][]float64, n)
	for i := range sim {
		sim[i] = make([]float64, n)
		for j := range i {
			sim[i][j] = dedup.Cosine(vecs[i], vecs[j])
			sim[j][i] = sim[i][j]
		}
	}
	size := make([]int, n)
	active := make([]bool, n)
	for i := range n {
		size[i], active[i] = 1, true
	}
	// nearest[i] is the active cluster most similar to i, kept up to date
	// so that each merge costs O(n), not O(n²).
	nearest := make([]int, n)
	refresh := func(i int) {
		nearest[i] = -1
		for j := range n {
			if j != i && active[j] && (nearest[i] < 0 || sim[i][j] > sim[i][nearest[i]]) {
				nearest[i] = j
			}
		}
	}
	for i := range n {
		refresh(i)
	}
	t := Tree{ids: ids}
	for range n - 1 {
		a := -1
		for i := range n {
			if active[i] && nearest[i] >= 0 && (a < 0 || sim[i][nearest[i]] > sim[a][nearest[a]]) {
				a = i
			}
		}
		b := nearest[a]
		t.merges = append(t.merges, merge{a, b, sim[a][b]})
		active[b] = false
		for k := range n {
			if active[k] && k != a {
				sim[a][k] = (float64(size[a])*sim[a][k] + float64(size[b])*sim[b][k]) / float64(size[a]+size[b])
				sim[k][a] = sim[a][k]
			}
		}
		size[a] += size[b]
		for k := range n {
			if !active[k] {
				continue
			}
			switch {
			case k == a || nearest[k] == a || nearest[k] == b:
				refresh(k)
			case sim[k][a] > sim[k][nearest[k]]:
				nearest[k] = a
			}
		}
	}
	return t
}

// Cut returns one label per document: documents joined by merges at or
// above threshold share one.
func (t Tree) Cut(threshold float64) []string {
	parent := make([]int, len(t.ids))
	for i := range parent {
		parent[i] = i
	}
	root := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for _, m := range t.merges {
		if m.height < threshold {
			break
		}
		parent[root(m.b)] = root(m.a)
	}
	labels := make([]string, len(t.ids))
	for i := range labels {
		labels[i] = t.ids[root(i)]
	}
	return labels
}

// Tune returns the threshold, in steps of 0.01, at which the tree's cut
// scores the best B-cubed F1 against gold, and that score.
func (t Tree) Tune(gold []string) (float64, Scores) {
	var best float64
	var bestScores Scores
	for i := 1; i < 100; i++ {
		th := float64(i) / 100
		if s := Score(gold, t.Cut(th)); s.B3F1 > bestScores.B3F1 {
			best, bestScores = th, s
		}
	}
	return best, bestScores
}

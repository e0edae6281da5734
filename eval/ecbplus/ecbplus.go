// Package ecbplus reads the ECB+ cross-document event gold (news documents
// grouped by the incident they report; ../shared/data/ecbplus/README.md)
// and scores a clustering of its documents with B-cubed and pairwise
// precision, recall and F1.
package ecbplus

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"sitrep/eval"
	"sitrep/internal/datafile"
)

// Document is one gold document. A system may read Title, Text and
// Published only; the rest is the answer.
type Document struct {
	ID        string  `json:"id"`
	Topic     int     `json:"topic"`
	Subtopic  string  `json:"subtopic"` // the gold incident
	Title     string  `json:"title"`
	Text      string  `json:"text"`
	Published *string `json:"published"` // YYYY-MM-DD, nil when unknown
	Relevance string  `json:"relevance"` // of the sub-topic: yes, borderline, no
}

// Read reads gold documents from a JSON Lines file, gunzipped when its name
// ends in .gz.
func Read(name string) ([]Document, error) {
	f, err := datafile.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var docs []Document
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var d Document
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		if d.ID == "" || d.Subtopic == "" {
			return nil, fmt.Errorf("%s:%d: document without id or subtopic", name, line)
		}
		if d.Published != nil {
			if _, err := time.Parse(time.DateOnly, *d.Published); err != nil {
				return nil, fmt.Errorf("%s:%d: published: %w", name, line, err)
			}
		}
		docs = append(docs, d)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(docs) == 0 {
		return nil, fmt.Errorf("%s: no documents", name)
	}
	return docs, nil
}

// Scores are B-cubed and pairwise figures of one clustering.
type Scores struct {
	Documents         int     `json:"documents"`
	Clusters          int     `json:"clusters"`
	B3Precision       float64 `json:"b3_precision"`
	B3Recall          float64 `json:"b3_recall"`
	B3F1              float64 `json:"b3_f1"`
	PairwisePrecision float64 `json:"pairwise_precision"`
	PairwiseRecall    float64 `json:"pairwise_recall"`
	PairwiseF1        float64 `json:"pairwise_f1"`
}

// Score scores system cluster labels against gold ones, one of each per
// document. B-cubed: for each document d, P(d) = |G(d) ∩ S(d)| / |S(d)|
// and R(d) = |G(d) ∩ S(d)| / |G(d)|, averaged over documents. Pairwise:
// over unordered pairs of documents, a pair the system puts together is
// right when gold does too.
func Score(gold, system []string) Scores {
	if len(gold) != len(system) {
		panic(fmt.Sprintf("ecbplus.Score: %d gold labels, %d system labels", len(gold), len(system)))
	}
	n := len(gold)
	type pair struct{ g, s string }
	both, g, s := map[pair]int{}, map[string]int{}, map[string]int{}
	for i := range n {
		both[pair{gold[i], system[i]}]++
		g[gold[i]]++
		s[system[i]]++
	}
	sc := Scores{Documents: n, Clusters: len(s)}
	if n == 0 {
		return sc
	}
	for i := range n {
		common := float64(both[pair{gold[i], system[i]}])
		sc.B3Precision += common / float64(s[system[i]])
		sc.B3Recall += common / float64(g[gold[i]])
	}
	sc.B3Precision /= float64(n)
	sc.B3Recall /= float64(n)
	sc.B3F1 = eval.F1(sc.B3Precision, sc.B3Recall)
	var tp, sysPairs, goldPairs float64
	for _, c := range both {
		tp += pairs(c)
	}
	for _, c := range s {
		sysPairs += pairs(c)
	}
	for _, c := range g {
		goldPairs += pairs(c)
	}
	sc.PairwisePrecision = ratio(tp, sysPairs)
	sc.PairwiseRecall = ratio(tp, goldPairs)
	sc.PairwiseF1 = eval.F1(sc.PairwisePrecision, sc.PairwiseRecall)
	return sc
}

func pairs(n int) float64 { return float64(n) * float64(n-1) / 2 }

// ratio is a/b, and 1 when there is nothing to get wrong (b = 0).
func ratio(a, b float64) float64 {
	if b == 0 {
		return 1
	}
	return a / b
}

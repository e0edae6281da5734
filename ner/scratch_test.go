package ner

import (
	"fmt"
	"strings"
	"testing"
)

// recordScores wraps step to keep every token's scores.
func recordScores(step stepFunc, into *[][numTags]float64) stepFunc {
	return func(buf []uint64, si, i int, tags []int, hist tagHistory, out *[numTags]float64) []uint64 {
		buf = step(buf, si, i, tags, hist, out)
		*into = append(*into, *out)
		return buf
	}
}

// tableStep's cached sums (per document, and per worker across documents,
// started afresh when full) must give every token the scores of
// featureStep, which scores all of its features one by one.
func TestNERScratchScores(t *testing.T) {
	n := mustNER(t)
	var many []string
	for i := range lexCacheSize + 500 {
		many = append(many, fmt.Sprintf("Word%d", i), "met", "Karzai", ".")
	}
	docs := [][][]string{
		{strings.Fields("Leon Panetta met Hamid Karzai in Kabul ."), strings.Fields("Panetta said NATO would stay .")},
		{strings.Fields("KABUL ATTACK KILLS FIVE"), strings.Fields("Kabul police said Karzai was safe in Kabul .")},
		{many},
		{strings.Fields("Panetta met Karzai ."), strings.Fields("Leon Panetta met Hamid Karzai in Kabul .")},
	}
	sc := n.getScratch()
	for di, words := range docs {
		d := prepareDoc(words, &n.lex, nil)
		var cached, full [][numTags]float64
		tags := d.decode(recordScores(d.tableStep(n.stage[0], 0, &n.lex, sc), &cached), nil, nil)
		d.decode(recordScores(d.featureStep(n.stage[0].score, &n.lex), &full), nil, nil)
		d.setStage1(tags)
		d.decode(recordScores(d.tableStep(n.stage[1], 1, &n.lex, sc), &cached), nil, nil)
		d.decode(recordScores(d.featureStep(n.stage[1].score, &n.lex), &full), nil, nil)
		for i := range full {
			if cached[i] != full[i] {
				t.Fatalf("document %d, token %d of both stages: cached scores %v, want %v", di, i, cached[i], full[i])
			}
		}
	}
	if len(sc.lexSums) > lexCacheSize {
		t.Errorf("cache holds %d entries, more than %d", len(sc.lexSums), lexCacheSize)
	}
}

// TestWordShape checks the long shape (runs of a class cut at four) and
// the short one (each run once) of words of our own, among them one too
// long for the buffers on the stack and one with letters beyond ASCII.
func TestWordShape(t *testing.T) {
	for _, c := range []struct{ word, long, short string }{
		{"McDonald's", "XxXxxxx'x", "XxXx'x"},
		{"2021-03-13", "dddd-dd-dd", "d-d-d"},
		{"Zürich", "Xxxxx", "Xx"},
		{"ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789", "XXXX-xxxx-dddd", "X-x-d"},
		{"", "", ""},
	} {
		if long, short := wordShape(c.word); long != c.long || short != c.short {
			t.Errorf("wordShape(%q) = %q, %q; want %q, %q", c.word, long, short, c.long, c.short)
		}
	}
}

package main

import (
	"errors"
	"io"
	"testing"
)

// TestGoldTrainersUsage checks that both trainers on the article gold
// refuse, as usage errors, what their shared flags forbid (no --gold or
// --out, one fold, no repeat) and what their own do.
func TestGoldTrainersUsage(t *testing.T) {
	shared := [][]string{{"--out", "x.tsv"}, {"--gold", "g.jsonl"}, {"--gold", "g.jsonl", "--out", "x.tsv", "--folds", "1"},
		{"--gold", "g.jsonl", "--out", "x.tsv", "--repeats", "0"}, {"--gold", "g.jsonl", "--out", "x.tsv", "extra"}}
	for _, c := range []struct {
		name  string
		run   func([]string, io.Writer, io.Writer) error
		cases [][]string
	}{
		{"parties", trainParties, append(shared, []string{"--gold", "g.jsonl", "--out", "x.tsv", "--roles", "actor,agent"}, []string{"--gold", "g.jsonl", "--out", "x.tsv", "--roles", ""})},
		{"eventfilter", trainEventFilter, append(shared, []string{"--gold", "g.jsonl", "--out", "x.tsv", "--max-loss", "1"})},
	} {
		for _, args := range c.cases {
			if err := c.run(args, io.Discard, io.Discard); !errors.Is(err, errUsage) {
				t.Errorf("train %s %v: error %v, want a usage error", c.name, args, err)
			}
		}
	}
}

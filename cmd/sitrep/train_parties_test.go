package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"sitrep/internal/logreg"
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

// TestRecipeReproduces checks that the command a model's comment records
// sets every training option: parsed again by a trainer whose defaults
// differ, it gives the options the model was trained with.
func TestRecipeReproduces(t *testing.T) {
	trained := logreg.Options{Epochs: 400, Rate: 0.5, L2: 0.03, MinCount: 2}
	fs, g := goldTrainingFlags(eventFilterText, trained, io.Discard)
	if err := g.parse(fs, "eventfilter", []string{"--gold", "g.jsonl", "--out", "x.tsv", "--l2", "0.003", "--min-count", "5"}); err != nil {
		t.Fatal(err)
	}
	args, err := splitRecipe(g.recipe())
	if err != nil {
		t.Fatal(err)
	}
	fs2, g2 := goldTrainingFlags(eventFilterText, logreg.Options{Epochs: 9, Rate: 0.5, L2: 1, MinCount: 99}, io.Discard)
	if err := g2.parse(fs2, "eventfilter", append(args, "--out", "y.tsv")); err != nil {
		t.Fatalf("parse %q: %v", g.recipe(), err)
	}
	if g2.opt != g.opt || g2.gold != g.gold || g2.half != g.half || g2.train != g.train || g2.folds != g.folds || g2.repeats != g.repeats {
		t.Errorf("recipe %q parsed to %+v, want %+v", g.recipe(), g2, g)
	}
}

// splitRecipe splits a recipe into arguments as a shell would: words,
// and a double-quoted one unquoted.
func splitRecipe(s string) ([]string, error) {
	var out []string
	for _, w := range strings.Fields(s) {
		if strings.HasPrefix(w, `"`) {
			u, err := strconv.Unquote(w)
			if err != nil {
				return nil, fmt.Errorf("unquote %s: %w", w, err)
			}
			w = u
		}
		out = append(out, w)
	}
	return out, nil
}

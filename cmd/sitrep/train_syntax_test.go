package main

import (
	"errors"
	"io"
	"testing"
)

// TestTrainParserBeamWidth checks that a beam width the trainer cannot use
// (one is the greedy parser; below zero or over the maximum, none) is a
// usage error, before any treebank is read.
func TestTrainParserBeamWidth(t *testing.T) {
	for _, k := range []string{"1", "-2", "65"} {
		err := trainParser([]string{"--beam", k, "--train", "absent.conllu", "--out", t.TempDir()}, io.Discard, io.Discard)
		if !errors.Is(err, errUsage) {
			t.Errorf("--beam %s: got %v, want a usage error", k, err)
		}
	}
}

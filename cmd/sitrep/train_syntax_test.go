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

// TestTrainNetUsage: the net trainer wants a treebank, an output
// directory and at least two folds, and says so before reading anything.
func TestTrainNetUsage(t *testing.T) {
	for _, args := range [][]string{
		{"--out", t.TempDir()},
		{"--train", "absent.conllu"},
		{"--train", "absent.conllu", "--out", t.TempDir(), "--folds", "1"},
	} {
		if err := trainNet(args, io.Discard, io.Discard); !errors.Is(err, errUsage) {
			t.Errorf("%q: got %v, want a usage error", args, err)
		}
	}
}

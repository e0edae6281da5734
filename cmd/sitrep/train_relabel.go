package main

import (
	"fmt"
	"io"
	"time"

	"sitrep/syntax"
)

func init() {
	register("train", command{name: "relabel", summary: "train the parser's optional second-pass label model on CoNLL-U (used when $SITREP_RELABEL names its file)", run: trainRelabel})
}

// trainRelabel writes relabel.bin.gz, the second-pass label model that a
// parser uses when $SITREP_RELABEL names it (docs/MODELS.md, Syntax).
func trainRelabel(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train relabel --train FILE.conllu[.gz] [--train FILE...] --out DIR [--seed N] [--epochs N] [--folds N] [--weight W]", stderr)
	var trainPaths fileList
	fs.Var(&trainPaths, "train", "CoNLL-U training treebank, plain or .gz; repeat to train on several, in the order given (the parser's, so that the labels agree)")
	out := fs.String("out", "", "directory to write relabel.bin.gz into")
	seed := fs.Uint64("seed", 1, "seed for the jackknife taggers and the sentence order of each epoch")
	epochs := fs.Int("epochs", 0, "passes over the training data (0: the default, 8)")
	folds := fs.Int("folds", 5, "jackknife folds: the training sentences get tags from taggers trained on the other folds")
	weight := fs.Float64("weight", syntax.DefaultRelabelWeight, "share of the relabeller's scores beside the first pass's, recorded in the file")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || len(trainPaths) == 0 || *out == "" {
		return fmt.Errorf("train relabel --train FILE --out DIR: %w", errUsage)
	}
	if *folds < 2 || *epochs < 0 {
		return fmt.Errorf("train relabel: --folds must be at least 2 and --epochs not negative: %w", errUsage)
	}
	start := time.Now()
	train, _, err := readTreebanks(trainPaths, "")
	if err != nil {
		return err
	}
	report, finish := trainingProgress(stderr, "train relabel", start)
	data, err := syntax.TrainRelabeller(train, *weight, syntax.TrainConfig{Seed: *seed, Epochs: *epochs, Folds: *folds, Progress: report})
	finish()
	if err != nil {
		return err
	}
	return writeSyntaxModel(stdout, *out, "relabel.bin.gz", data, start)
}

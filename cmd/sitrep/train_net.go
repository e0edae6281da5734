package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"sitrep/syntax"
)

func init() {
	register("train", command{name: "net", summary: "train a neural scorer of the parser's transitions (measured, not shipped)", run: trainNet})
}

// trainNet trains the feed-forward scorer of the unlabelled transitions
// (syntax.TrainNet) and writes net.bin.gz, for `sitrep eval ud --net`.
func trainNet(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train net --train FILE.conllu[.gz] [--train FILE...] [--dev FILE...] --out DIR [--seed N] [--epochs N] [--folds N] [--parser FILE] [--word N --tag N --label N --hidden N] [--rate R] [--batch N]", stderr)
	var trainPaths, devPaths fileList
	fs.Var(&trainPaths, "train", "CoNLL-U training treebank, plain or .gz; repeat to train on several, in the order given")
	fs.Var(&devPaths, "dev", "CoNLL-U treebank scored after each epoch (reporting only); repeats")
	out := fs.String("out", "", "directory to write net.bin.gz into")
	seed := fs.Uint64("seed", 1, "seed of the initial weights, the sentence order and the word dropout")
	epochs := fs.Int("epochs", 0, "passes over the training data (0: 4)")
	folds := fs.Int("folds", 5, "jackknife folds: the training sentences get tags from taggers trained on the other folds")
	parserPath := fs.String("parser", "", "parser model `FILE` whose label model labels the arcs (default: the embedded parser)")
	var dims syntax.NetDims
	fs.IntVar(&dims.Word, "word", 0, "word embedding size (0: 50)")
	fs.IntVar(&dims.Tag, "tag", 0, "tag embedding size (0: 20)")
	fs.IntVar(&dims.Label, "label", 0, "label embedding size (0: 20)")
	fs.IntVar(&dims.Hidden, "hidden", 0, "hidden units (0: 200)")
	rate := fs.Float64("rate", 0, "Adam's step size (0: 0.001)")
	batch := fs.Int("batch", 0, "transitions a step (0: 32)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || len(trainPaths) == 0 || *out == "" || *folds < 2 || *epochs < 0 {
		return fmt.Errorf("train net --train FILE --out DIR (--folds at least 2): %w", errUsage)
	}
	start := time.Now()
	train, _, err := readTreebanks(trainPaths, "")
	if err != nil {
		return err
	}
	cfg := syntax.NetConfig{Dims: dims, Rate: *rate, Batch: *batch}
	cfg.Seed, cfg.Epochs, cfg.Folds = *seed, *epochs, *folds
	for _, p := range devPaths {
		_, dev, err := readTreebanks(nil, p)
		if err != nil {
			return err
		}
		cfg.Devs = append(cfg.Devs, syntax.NetDev{Name: filepath.Base(filepath.Dir(p)), Sents: dev})
	}
	if cfg.Tagger, err = syntax.EmbeddedTagger(); err != nil {
		return fmt.Errorf("train net: tagger: %w", err)
	}
	if *parserPath != "" {
		cfg.Parser, err = os.ReadFile(*parserPath)
	} else {
		cfg.Parser, err = syntax.EmbeddedParser()
	}
	if err != nil {
		return fmt.Errorf("train net: parser: %w", err)
	}
	report, finish := trainingProgress(stderr, "train net", start)
	cfg.Progress = report
	cfg.Save = func(epoch int, data []byte) error {
		return writeSyntaxModel(stdout, *out, fmt.Sprintf("net-epoch%d.bin.gz", epoch), data, start)
	}
	data, err := syntax.TrainNet(train, cfg)
	finish()
	if err != nil {
		return err
	}
	return writeSyntaxModel(stdout, *out, "net.bin.gz", data, start)
}

package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"sitrep/eval/conll2003"
	"sitrep/progress"
)

func init() {
	register("train", command{name: "ner", summary: "train the named-entity tagger on CoNLL-2003 data", run: trainNER})
}

func trainNER(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train ner --train FILE [--dev FILE] --out DIR [--places DIR] [--seed N] [--epochs N] [--lower N]", stderr)
	trainPath := fs.String("train", "", "CoNLL-2003 training file, plain or .gz (token ... NER tag per line, IOB tags)")
	devPath := fs.String("dev", "", "CoNLL-2003 file to score after every epoch (reporting only; it does not change the model)")
	out := fs.String("out", "", "directory to write ner.bin.gz into (ner/models to update the shipped model)")
	places := fs.String("places", "", "GeoNames extract directory for the place gazetteer (default: ../geonames beside the training file, if present; \"none\" to train without)")
	seed := fs.Uint64("seed", 1, "seed for the document order of each epoch")
	epochs := fs.Int("epochs", 12, "passes over the training data")
	lower := fs.Int("lower", 0, "lower-case every N-th training document, so the model also tags all-lower-case text (0: none, the shipped model's recipe)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *trainPath == "" || *out == "" {
		return fmt.Errorf("train ner --train FILE --out DIR: %w", errUsage)
	}
	if *lower < 0 {
		return fmt.Errorf("train ner: --lower must be 0 or more: %w", errUsage)
	}
	if *epochs < 1 {
		return fmt.Errorf("train ner: --epochs must be at least 1: %w", errUsage)
	}
	start := time.Now()
	t, err := trainWithProgress(conll2003.TrainConfig{
		Train:  *trainPath,
		Dev:    *devPath,
		Places: *places,
		Seed:   *seed,
		Epochs: *epochs,
		Lower:  *lower,
		Log:    stderr,
	}, stderr)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return fmt.Errorf("train ner: %w", err)
	}
	name := filepath.Join(*out, "ner.bin.gz")
	if err := os.WriteFile(name, t.Model, 0o644); err != nil {
		return fmt.Errorf("train ner: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes, sha256 %x) in %s\n", name, len(t.Model), sha256.Sum256(t.Model), time.Since(start).Round(time.Second))
	if t.Dev != nil {
		fmt.Fprintf(stdout, "dev %s:\n", *devPath)
		return t.Dev.WriteText(stdout)
	}
	return nil
}

// trainWithProgress trains the NER model of c with a progress bar on
// stderr. The trainer knows the total work (it trains several models),
// and passes it with every report.
func trainWithProgress(c conll2003.TrainConfig, stderr io.Writer) (*conll2003.Trained, error) {
	var bar *progress.Bar
	c.Progress = func(done, total int64) {
		if bar == nil {
			bar = progress.New(stderr, "train ner", total)
		}
		bar.Set(done)
	}
	c.Note = func(s string) {
		if bar != nil {
			bar.Note(s)
		}
	}
	t, err := conll2003.Train(c)
	if bar != nil {
		bar.Finish()
	}
	return t, err
}

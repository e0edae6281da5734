package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"sitrep/entity"
	"sitrep/eval"
	"sitrep/progress"
)

func init() {
	register("train", command{name: "ner", summary: "train the named-entity tagger on CoNLL-2003 data", run: trainNER})
}

func trainNER(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train ner --train FILE [--dev FILE] --out DIR [--places DIR] [--seed N] [--epochs N]", stderr)
	trainPath := fs.String("train", "", "CoNLL-2003 training file, plain or .gz (token ... NER tag per line, IOB tags)")
	devPath := fs.String("dev", "", "CoNLL-2003 file to score after every epoch (reporting only; it does not change the model)")
	out := fs.String("out", "", "directory to write ner.bin.gz into (entity/models to update the shipped model)")
	places := fs.String("places", "", "GeoNames extract directory for the place gazetteer (default: ../geonames beside the training file, if present; \"none\" to train without)")
	seed := fs.Uint64("seed", 1, "seed for the document order of each epoch")
	epochs := fs.Int("epochs", 12, "passes over the training data")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *trainPath == "" || *out == "" {
		return fmt.Errorf("train ner --train FILE --out DIR: %w", errUsage)
	}
	if *epochs < 1 {
		return fmt.Errorf("train ner: --epochs must be at least 1: %w", errUsage)
	}
	start := time.Now()
	train, err := eval.ReadCoNLL2003(*trainPath)
	if err != nil {
		return err
	}
	var dev []entity.NERDocument
	if *devPath != "" {
		if dev, err = eval.ReadCoNLL2003(*devPath); err != nil {
			return err
		}
	}
	placeDir := *places
	if placeDir == "" {
		d := filepath.Join(filepath.Dir(filepath.Dir(*trainPath)), "geonames")
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			placeDir = d
		}
	}
	var gaz []entity.NERPlace
	if placeDir != "" && placeDir != "none" {
		if gaz, err = entity.ReadNERPlaces(placeDir); err != nil {
			return err
		}
	}
	fmt.Fprintf(stderr, "train ner: %d documents from %s; %d gazetteer places from %s\n", len(train), *trainPath, len(gaz), orNone(placeDir))

	// The trainer knows the total work (it trains several models), and
	// passes it with every report.
	var bar *progress.Bar
	opt := entity.NERTrainOptions{
		Epochs: *epochs,
		Seed:   *seed,
		Places: gaz,
		Progress: func(done, total int64) {
			if bar == nil {
				bar = progress.New(stderr, "train ner", total)
			}
			bar.Set(done)
		},
	}
	if len(dev) > 0 {
		opt.Epoch = func(ep int, n *entity.NER) {
			sc := eval.EvalNER(n, dev)
			if bar != nil {
				bar.Note(fmt.Sprintf("stage 2 epoch %d dev F1 %.4f", ep, sc.F1))
			}
		}
	}
	model, err := entity.TrainNER(train, opt)
	if bar != nil {
		bar.Finish()
	}
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return fmt.Errorf("train ner: %w", err)
	}
	name := filepath.Join(*out, "ner.bin.gz")
	if err := os.WriteFile(name, model, 0o644); err != nil {
		return fmt.Errorf("train ner: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes, sha256 %x) in %s\n", name, len(model), sha256.Sum256(model), time.Since(start).Round(time.Second))
	if len(dev) > 0 {
		n, err := entity.LoadNER(model)
		if err != nil {
			return fmt.Errorf("train ner: reload model: %w", err)
		}
		fmt.Fprintf(stdout, "dev %s:\n%s", *devPath, eval.EvalNER(n, dev))
	}
	return nil
}

func orNone(s string) string {
	if s == "" || s == "none" {
		return "(none)"
	}
	return s
}

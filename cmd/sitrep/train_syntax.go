package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"sitrep/conllu"
	"sitrep/progress"
	"sitrep/syntax"
)

func init() {
	register("train", command{name: "tagger", summary: "train the UPOS/XPOS tagger and lemmatiser on CoNLL-U", run: trainTagger})
	register("train", command{name: "parser", summary: "train the dependency parser on CoNLL-U", run: trainParser})
	register("train", command{name: "average", summary: "average the weights of two parser models (their ensemble)", run: trainAverage})
}

// trainAverage writes the parser model whose weights are --weight times
// those of the first model plus the rest times those of the second.
func trainAverage(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train average --first FILE --second FILE [--weight W] --out DIR", stderr)
	first := fs.String("first", "", "parser model `FILE` (parser.bin.gz)")
	second := fs.String("second", "", "parser model `FILE` with the same labels")
	weight := fs.Float64("weight", 0.5, "share of the first model's weights, 0 to 1")
	out := fs.String("out", "", "directory to write parser.bin.gz into")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *first == "" || *second == "" || *out == "" {
		return fmt.Errorf("train average --first FILE --second FILE --out DIR: %w", errUsage)
	}
	start := time.Now()
	a, err := os.ReadFile(*first)
	if err != nil {
		return fmt.Errorf("train average: %w", err)
	}
	b, err := os.ReadFile(*second)
	if err != nil {
		return fmt.Errorf("train average: %w", err)
	}
	data, err := syntax.AverageParsers(a, b, *weight)
	if err != nil {
		return err
	}
	return writeSyntaxModel(stdout, *out, "parser.bin.gz", data, start)
}

func trainTagger(args []string, stdout, stderr io.Writer) error {
	return trainSyntax("tagger", args, stdout, stderr)
}

func trainParser(args []string, stdout, stderr io.Writer) error {
	return trainSyntax("parser", args, stdout, stderr)
}

func trainSyntax(what string, args []string, stdout, stderr io.Writer) error {
	synopsis := "train " + what + " --train FILE.conllu[.gz] [--train FILE...] [--dev FILE] --out DIR [--seed N] [--epochs N]"
	if what == "parser" {
		synopsis += " [--folds N] [--tagger DIR] [--label-context] [--beam K]"
	}
	fs := newFlags(synopsis, stderr)
	var trainPaths fileList
	fs.Var(&trainPaths, "train", "CoNLL-U training treebank, plain or .gz; repeat to train on several, in the order given")
	devPath := fs.String("dev", "", "CoNLL-U treebank scored after epochs (reporting only; it does not change the model)")
	out := fs.String("out", "", "directory to write "+what+".bin.gz into (syntax/models to update the shipped model)")
	seed := fs.Uint64("seed", 1, "seed for the sentence order of each epoch")
	epochs := fs.Int("epochs", 0, "passes over the training data (0: the default, 10 for the tagger, 12 for the parser)")
	var folds *int
	taggerDir := new(string)
	labelContext := new(bool)
	beam := new(int)
	if what == "parser" {
		beam = fs.Int("beam", 0, "train the transitions globally with a beam of K (2 to 64), for beam decoding (recorded in the model file; not the shipped recipe)")
		labelContext = fs.Bool("label-context", false, "give the label model the arc's context as well as its two ends (recorded in the model file; not the shipped recipe)")
		folds = fs.Int("folds", 5, "jackknife folds: the training sentences get tags from taggers trained on the other folds")
		taggerDir = fs.String("tagger", "", "directory with the tagger.bin.gz that tags --dev for the reported figures (default: the embedded tagger)")
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || len(trainPaths) == 0 || *out == "" {
		return fmt.Errorf("train %s --train FILE --out DIR: %w", what, errUsage)
	}
	if folds != nil && *folds < 2 {
		return fmt.Errorf("train parser: --folds must be at least 2: %w", errUsage)
	}
	// A beam of one is the greedy parser: say so rather than train it under
	// another name.
	if *beam == 1 || *beam < 0 || *beam > syntax.MaxBeam {
		return fmt.Errorf("train parser: --beam must be 2 to %d (leave it out for the greedy parser): %w", syntax.MaxBeam, errUsage)
	}
	if *epochs < 0 {
		return fmt.Errorf("train %s: --epochs must not be negative: %w", what, errUsage)
	}
	start := time.Now()
	train, dev, err := readTreebanks(trainPaths, *devPath)
	if err != nil {
		return err
	}
	report, finish := trainingProgress(stderr, "train "+what, start)
	cfg := syntax.TrainConfig{Seed: *seed, Epochs: *epochs, Progress: report}
	if what == "parser" {
		cfg.Folds, cfg.LabelContext, cfg.Beam = *folds, *labelContext, *beam
	}
	data, err := trainSyntaxModel(what, train, dev, cfg, *taggerDir)
	finish()
	if err != nil {
		return err
	}
	return writeSyntaxModel(stdout, *out, what+".bin.gz", data, start)
}

// trainingProgress returns a progress callback for a trainer, which draws a
// bar on stderr and prints each note with the time since start. The bar is
// made on the first report, when the number of steps is known; finish ends
// it if one was made.
func trainingProgress(stderr io.Writer, name string, start time.Time) (report func(done, total int, note string), finish func()) {
	var bar *progress.Bar
	return func(done, total int, note string) {
			if bar == nil {
				bar = progress.New(stderr, name, int64(total))
			}
			bar.Note(note)
			bar.Set(int64(done))
			if note != "" {
				fmt.Fprintf(stderr, "%s (%s)\n", note, time.Since(start).Round(time.Second))
			}
		}, func() {
			if bar != nil {
				bar.Finish()
			}
		}
}

// trainSyntaxModel trains the tagger, or the parser on the tags of the
// tagger in taggerDir (the embedded one when taggerDir is empty).
func trainSyntaxModel(what string, train, dev []conllu.Sentence, cfg syntax.TrainConfig, taggerDir string) ([]byte, error) {
	if what == "tagger" {
		return syntax.TrainTagger(train, dev, cfg)
	}
	var err error
	if taggerDir != "" {
		cfg.Tagger, err = os.ReadFile(filepath.Join(taggerDir, "tagger.bin.gz"))
	} else {
		cfg.Tagger, err = syntax.EmbeddedTagger()
	}
	if err != nil {
		return nil, fmt.Errorf("train parser: tagger: %w", err)
	}
	return syntax.TrainParser(train, dev, cfg)
}

// readTreebanks reads the training treebanks in the order given, and the
// dev treebank when one is named.
func readTreebanks(trainPaths []string, devPath string) (train, dev []conllu.Sentence, err error) {
	for _, p := range trainPaths {
		sents, err := conllu.ReadFile(p)
		if err != nil {
			return nil, nil, err
		}
		train = append(train, sents...)
	}
	if devPath != "" {
		if dev, err = conllu.ReadFile(devPath); err != nil {
			return nil, nil, err
		}
	}
	return train, dev, nil
}

// writeSyntaxModel writes a model file into dir and reports its size and
// hash, by which a retrained model is checked against the shipped one.
func writeSyntaxModel(stdout io.Writer, dir, name string, data []byte, start time.Time) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	fmt.Fprintf(stdout, "wrote %s: %d bytes, sha256 %x, in %s\n", path, len(data), sha256.Sum256(data), time.Since(start).Round(time.Second))
	return nil
}

// fileList is a repeatable file flag.
type fileList []string

func (l *fileList) String() string { return strings.Join(*l, ",") }

func (l *fileList) Set(s string) error {
	*l = append(*l, s)
	return nil
}

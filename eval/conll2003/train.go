package conll2003

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"sitrep/ner"
)

// LoadTagger returns the named-entity stage with the model file written by
// `sitrep train ner` at path, or with the embedded model when path is "".
func LoadTagger(path string) (*ner.Tagger, error) {
	if path == "" {
		return ner.New()
	}
	return ner.LoadFile(path)
}

// TrainConfig says what `sitrep train ner` trains on and how.
type TrainConfig struct {
	Train string // CoNLL-2003 file to train on
	Dev   string // CoNLL-2003 file scored after every epoch, for reporting only; "" for none
	// Places is a GeoNames extract directory for the place gazetteer: ""
	// means ../geonames beside Train's folder when it is there, "none"
	// trains without.
	Places string
	Seed   uint64
	Epochs int
	// Lower lower-cases every Lower-th training document (ner.TrainOptions.Lower); 0 for none.
	Lower int
	// Log receives one line on what was read.
	Log io.Writer
	// Progress is called with the work done and the total (the trainer
	// knows the total: it trains several models).
	Progress func(done, total int64)
	// Note is called with the dev score after every epoch of the last model.
	Note func(string)
}

// Trained is a trained model and, when a dev file was given, its scores on it.
type Trained struct {
	Model []byte
	Dev   *Scores
}

// Train reads the training data and the gazetteer and trains the
// named-entity model, byte for byte the same for the same data and seed.
func Train(c TrainConfig) (*Trained, error) {
	train, err := Read(c.Train)
	if err != nil {
		return nil, err
	}
	var dev []ner.Document
	if c.Dev != "" {
		if dev, err = Read(c.Dev); err != nil {
			return nil, err
		}
	}
	placeDir := c.Places
	if placeDir == "" {
		d := filepath.Join(filepath.Dir(filepath.Dir(c.Train)), "geonames")
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			placeDir = d
		}
	}
	var gaz []ner.Place
	if placeDir != "" && placeDir != "none" {
		if gaz, err = ner.ReadPlaces(placeDir); err != nil {
			return nil, err
		}
	}
	if c.Log != nil {
		fmt.Fprintf(c.Log, "train ner: %d documents from %s; %d gazetteer places from %s\n", len(train), c.Train, len(gaz), orNone(placeDir))
	}
	opt := ner.TrainOptions{Epochs: c.Epochs, Seed: c.Seed, Places: gaz, Progress: c.Progress, Lower: c.Lower}
	if len(dev) > 0 && c.Note != nil {
		opt.Epoch = func(ep int, n *ner.Tagger) {
			c.Note(fmt.Sprintf("stage 2 epoch %d dev F1 %.4f", ep, Score(n, dev).F1))
		}
	}
	model, err := ner.Train(train, opt)
	if err != nil {
		return nil, err
	}
	out := &Trained{Model: model}
	if len(dev) > 0 {
		n, err := ner.Load(model)
		if err != nil {
			return nil, fmt.Errorf("train ner: reload model: %w", err)
		}
		sc := Score(n, dev)
		out.Dev = &sc
	}
	return out, nil
}

func orNone(s string) string {
	if s == "" || s == "none" {
		return "(none)"
	}
	return s
}

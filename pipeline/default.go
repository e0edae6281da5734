package pipeline

import (
	"fmt"
	"sync"

	"sitrep/count"
	"sitrep/entity"
	"sitrep/event"
	"sitrep/reality"
	"sitrep/syntax"
	"sitrep/text"
	"sitrep/when"
	"sitrep/where"
)

// Options adjust the full pipeline.
type Options struct {
	// Actors are user actor dictionaries read after the shipped one
	// (docs/LEXICONS.md).
	Actors []string
	// Gazetteer is a directory written by `sitrep geo import`; "" means
	// $SITREP_GAZETTEER, and when that is unset the embedded default.
	Gazetteer string
	// Triggers are user event-trigger lexicons, in the format of the
	// shipped ones, read after them (docs/LEXICONS.md).
	Triggers []string
	// Unfiltered leaves out the stage that drops events the reality model
	// takes for no real event (package reality), as its trainer needs.
	Unfiltered bool
}

var (
	defaultOnce sync.Once
	defaultPipe *Pipeline
	defaultErr  error
)

// Default returns sitrep's full pipeline with its embedded models and
// lexicons, loaded once and shared: it is safe for concurrent use.
func Default() (*Pipeline, error) {
	defaultOnce.Do(func() {
		defaultPipe, defaultErr = Build(Options{})
	})
	return defaultPipe, defaultErr
}

// Build loads every stage's model and lexicon and returns the full pipeline.
func Build(opt Options) (*Pipeline, error) {
	parser, err := syntax.New()
	if err != nil {
		return nil, fmt.Errorf("load syntax models: %w", err)
	}
	lx, err := event.DefaultLexicon()
	if err != nil {
		return nil, fmt.Errorf("load event lexicon: %w", err)
	}
	for _, f := range opt.Triggers {
		if err := lx.AddFile(f); err != nil {
			return nil, err
		}
	}
	tx, err := when.New()
	if err != nil {
		return nil, fmt.Errorf("load time-expression lexicons: %w", err)
	}
	ner, err := entity.NewNER()
	if err != nil {
		return nil, fmt.Errorf("load named-entity model: %w", err)
	}
	actors, err := entity.NewActorCoder(opt.Actors...)
	if err != nil {
		return nil, fmt.Errorf("load actor dictionary: %w", err)
	}
	places, err := where.New(where.DefaultDir(opt.Gazetteer))
	if err != nil {
		return nil, fmt.Errorf("load gazetteer: %w", err)
	}
	counter, err := count.New()
	if err != nil {
		return nil, fmt.Errorf("load count lexicons: %w", err)
	}
	stages := []Named{
		Named{"text", text.New()},
		Named{"syntax", parser},
		Named{"when", tx},
		Named{"ner", ner},
		Named{"where", places},
		Named{"actors", actors},
		Named{"count", counter},
		Named{"event", event.New(lx)},
	}
	if !opt.Unfiltered {
		filter, err := reality.New()
		if err != nil {
			return nil, err
		}
		stages = append(stages, Named{"reality", filter})
	}
	return New(stages...), nil
}

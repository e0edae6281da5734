package pipeline

import (
	"fmt"
	"os"
	"slices"
	"sync"

	"sitrep/actor"
	"sitrep/count"
	"sitrep/event"
	"sitrep/ner"
	"sitrep/reality"
	"sitrep/syntax"
	"sitrep/text"
	"sitrep/undate"
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
	// takes for no real event (package reality), as its trainer needs, and
	// the stages after it, which read only the events kept: the party
	// chooser and the undating stage (package undate).
	Unfiltered bool
	// Through, when set, ends the pipeline Build returns at the stage of
	// that name: the party chooser's trainer codes up to the filter
	// ("reality"), the undating stage's up to the chooser ("parties"),
	// whatever stages come before them.
	Through string
	// PartyRoles are roles (event.RoleActor, event.RoleTarget) whose
	// options the event stage keeps on its events (doc.Event.PartyOptions)
	// beside those the party chooser rechooses when it runs: the chooser's
	// trainer reads them.
	PartyRoles []string
	// Beam is the width of the beam the parser decodes with
	// (syntax.Parser.WithBeam): 0 or 1 is the greedy parse, which the
	// event stage is tuned to.
	Beam int

	// chooser is the party chooser Partial loaded, whose roles the event
	// stage keeps the options of; nil when it does not run.
	chooser *event.PartyChooser
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

// filterOnward names the event filter and the stages after it, which
// Options.Unfiltered leaves out: the party chooser runs after the filter
// and rechooses what it kept, and without the filter (its trainer's
// pipeline) the events keep the parties the filter reads, and the
// dates: the undating stage runs after the filter, whose features read
// them.
var filterOnward = map[string]bool{"reality": true, "parties": true, "undate": true}

// Build loads every stage's model and lexicon and returns the full
// pipeline, or its stages up to opt.Through.
func Build(opt Options) (*Pipeline, error) {
	if opt.Unfiltered && filterOnward[opt.Through] {
		return nil, fmt.Errorf("pipeline: cannot end at stage %q of an unfiltered pipeline, which leaves it out", opt.Through)
	}
	var names []string
	for _, b := range builders {
		if filterOnward[b.name] && opt.Unfiltered {
			continue
		}
		names = append(names, b.name)
		if b.name == opt.Through {
			return Partial(opt, names...)
		}
	}
	if opt.Through != "" {
		return nil, fmt.Errorf("pipeline: no stage %q to end at", opt.Through)
	}
	return Partial(opt, names...)
}

// Partial returns a pipeline of the named stages only, in the order Build
// runs them, for scoring one stage on what it reads ("text", "when" for the
// time expressions). An unknown name is an error.
func Partial(opt Options, names ...string) (*Pipeline, error) {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	if want["parties"] {
		// The chooser chooses among the options the event stage keeps
		// of the roles it rechooses: without that stage it has none.
		if !want["event"] {
			return nil, fmt.Errorf("pipeline: stage \"parties\" needs stage \"event\", which keeps the options it chooses among")
		}
		chooser, err := event.NewPartyChooser()
		if err != nil {
			return nil, err
		}
		opt.chooser = chooser
		opt.PartyRoles = append(slices.Clone(opt.PartyRoles), chooser.Roles()...)
	}
	var stages []Named
	for _, b := range builders {
		if !want[b.name] {
			continue
		}
		delete(want, b.name)
		st, err := b.build(opt)
		if err != nil {
			return nil, err
		}
		stages = append(stages, Named{b.name, st})
	}
	for n := range want {
		return nil, fmt.Errorf("pipeline: no stage %q", n)
	}
	return New(stages...), nil
}

// builders lists the stages in the order they run, each with what loads
// it. A stage reads only what the stages before it wrote (docs/ARCHITECTURE.md).
var builders = []struct {
	name  string
	build func(Options) (Stage, error)
}{
	{"text", func(Options) (Stage, error) { return text.New(), nil }},
	{"syntax", func(opt Options) (Stage, error) {
		// $SITREP_PARSER swaps in another parser model, to score one
		// without a rebuild (docs/MODELS.md, Syntax).
		parser, err := syntax.Open(os.Getenv(syntax.EnvParser))
		if err != nil {
			return nil, fmt.Errorf("load syntax models: %w", err)
		}
		beam, err := parser.WithBeam(opt.Beam)
		if err != nil {
			return nil, fmt.Errorf("syntax stage: beam: %w", err)
		}
		return beam, nil
	}},
	{"when", func(Options) (Stage, error) {
		tx, err := when.New()
		if err != nil {
			return nil, fmt.Errorf("load time-expression lexicons: %w", err)
		}
		return tx, nil
	}},
	{"ner", func(Options) (Stage, error) {
		n, err := ner.New()
		if err != nil {
			return nil, fmt.Errorf("load named-entity model: %w", err)
		}
		return n, nil
	}},
	{"where", func(opt Options) (Stage, error) {
		places, err := where.New(where.DefaultDir(opt.Gazetteer))
		if err != nil {
			return nil, fmt.Errorf("load gazetteer: %w", err)
		}
		return places, nil
	}},
	{"actors", func(opt Options) (Stage, error) {
		actors, err := actor.New(opt.Actors...)
		if err != nil {
			return nil, fmt.Errorf("load actor dictionary: %w", err)
		}
		return actors, nil
	}},
	{"count", func(Options) (Stage, error) {
		counter, err := count.New()
		if err != nil {
			return nil, fmt.Errorf("load count lexicons: %w", err)
		}
		return counter, nil
	}},
	{"event", func(opt Options) (Stage, error) {
		lx, err := eventLexicon(opt)
		if err != nil {
			return nil, err
		}
		coder, err := event.NewKeeping(lx, opt.PartyRoles...)
		if err != nil {
			return nil, fmt.Errorf("event stage: %w", err)
		}
		return coder, nil
	}},
	{"reality", func(Options) (Stage, error) { return reality.New() }},
	{"parties", func(opt Options) (Stage, error) { return opt.chooser, nil }},
	{"undate", func(Options) (Stage, error) { return undate.New() }},
}

// eventLexicon loads the event stage's trigger lexicons, the shipped ones
// and opt.Triggers.
func eventLexicon(opt Options) (*event.Lexicon, error) {
	lx, err := event.DefaultLexicon()
	if err != nil {
		return nil, fmt.Errorf("load event lexicon: %w", err)
	}
	for _, f := range opt.Triggers {
		if err := lx.AddFile(f); err != nil {
			return nil, err
		}
	}
	return lx, nil
}

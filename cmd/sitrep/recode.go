package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/export"
	"sitrep/pipeline"
	"sitrep/progress"
	"sitrep/store"
)

func init() {
	registerCommand(command{name: "recode", summary: "re-code stored stories with this version's coder", run: runRecode})
}

// dbFlagUsage documents --db for every command that opens the store.
const dbFlagUsage = "the store: a SQLite file `DSN` (created if missing) or a postgres://user@host/db URL"

func runRecode(args []string, stdout, stderr io.Writer) error {
	cfg, err := parseRecode(args, stderr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s, err := openStored(ctx, cfg.db)
	if err != nil {
		return err
	}
	defer s.Close()
	counts, err := s.Counts(ctx)
	if err != nil {
		return err
	}
	p, err := buildPipeline(pipeline.Options{Actors: cfg.actors, Gazetteer: cfg.gazetteer, Triggers: cfg.triggers})
	if err != nil {
		return err
	}
	r := recodeRun{store: s, all: cfg.all, stderr: stderr, bar: progress.New(stderr, "recode", int64(counts.Stories))}
	var readErr error
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		readErr = r.read(ctx, in)
	}()
	err = p.Run(cfg.workers, in, r.replace(ctx))
	r.bar.Finish()
	if err == nil {
		err = readErr
	}
	if err == nil {
		err = ctx.Err()
	}
	return r.finish(err)
}

// recodeConfig is what the flags of sitrep recode ask for.
type recodeConfig struct {
	db, gazetteer    string
	all              bool
	workers          int
	actors, triggers listFlag
}

// parseRecode reads the flags of sitrep recode, which takes no arguments.
func parseRecode(args []string, stderr io.Writer) (*recodeConfig, error) {
	var c recodeConfig
	fs := newFlags("recode [--db DSN] [--all] [flags]", stderr)
	fs.StringVar(&c.db, "db", store.DefaultPath, dbFlagUsage)
	fs.BoolVar(&c.all, "all", false, "re-code every story, also those this version coded")
	fs.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "stories coded in parallel")
	fs.StringVar(&c.gazetteer, "gazetteer", "", "gazetteer `DIR` built by 'sitrep geo import' (default $SITREP_GAZETTEER, else the embedded one)")
	fs.Var(&c.actors, "actors", "an actor dictionary `FILE` read after the shipped one; repeatable")
	fs.Var(&c.triggers, "triggers", "an event-trigger lexicon `FILE` read after the shipped ones; repeatable")
	fs.Usage = func() {
		fmt.Fprintf(stderr, `Usage: sitrep recode [--db DSN] [--all] [flags]

Re-codes the stories in the store with this version's coder (%s) and
replaces each story's events, one transaction per story, so that an
interrupted run leaves every story either as it was or re-coded. Stories
this version already coded are skipped unless --all is given. Progress goes
to stderr.

Flags:
`, version)
		fs.PrintDefaults()
	}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("recode: unexpected argument %q: %w", rest[0], errUsage)
	}
	return &c, nil
}

// recodeRun counts one run of sitrep recode over store.
type recodeRun struct {
	store                            store.Store
	all                              bool // re-code also the stories this version coded
	stderr                           io.Writer
	bar                              *progress.Bar
	recoded, skipped, failed, events int
}

// read feeds in with the stored stories to re-code, counting those
// skipped, until done or ctx is cancelled.
func (r *recodeRun) read(ctx context.Context, in chan<- *doc.Story) error {
	return eachStory(ctx, r.store, func(st store.Story) bool {
		if !r.all && st.CoderVersion == version {
			r.skipped++
			r.bar.Add(1)
			return true
		}
		select {
		case in <- &doc.Story{ID: st.ID, Title: st.Title, Text: st.Text, Published: st.Published, URL: st.URL, Source: st.Source}:
			return true
		case <-ctx.Done():
			return false
		}
	})
}

// replace returns the function that takes each re-coded story: it
// replaces the story's stored events, or reports its error.
func (r *recodeRun) replace(ctx context.Context) func(*doc.Story, error) error {
	coder := doc.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion}
	return func(st *doc.Story, err error) error {
		r.bar.Add(1)
		if err != nil {
			r.failed++
			r.bar.Note(fmt.Sprintf("%d failed", r.failed))
			fmt.Fprintf(r.stderr, "\nsitrep: story %s: %v\n", st.ID, err)
			return nil
		}
		if err := r.store.ReplaceEvents(ctx, st.ID, coder, dedup.Persons(st), st.Events); err != nil {
			return err
		}
		r.recoded++
		r.events += len(st.Events)
		return nil
	}
}

// finish writes the summary and returns the run's outcome, err being
// what stopped it.
func (r *recodeRun) finish(err error) error {
	summary := fmt.Sprintf("re-coded %s (%s), skipped %d coded by %s", export.Count(r.recoded, "story", "stories"),
		export.Count(r.events, "event", "events"), r.skipped, version)
	if err != nil {
		return fmt.Errorf("%s; stopped: %w", summary, err)
	}
	if r.failed > 0 {
		return fmt.Errorf("%s; %s failed", summary, export.Count(r.failed, "story", "stories"))
	}
	if r.recoded == 0 && r.skipped > 0 && !r.all {
		summary += " (--all re-codes them too)"
	}
	fmt.Fprintln(r.stderr, "sitrep:", summary)
	return nil
}

// openStored opens a store that exists: commands that only read or rework
// stored stories never create an empty SQLite file.
func openStored(ctx context.Context, dsn string) (store.Store, error) {
	if !strings.HasPrefix(dsn, "postgres://") && !strings.HasPrefix(dsn, "postgresql://") {
		if _, err := os.Stat(dsn); err != nil {
			return nil, fmt.Errorf("no store at %s (--db names one): %w", dsn, err)
		}
	}
	return store.Open(ctx, dsn)
}

// eachStory calls f on every stored story, in storage order, until f
// returns false.
func eachStory(ctx context.Context, s store.Store, f func(store.Story) bool) error {
	cursor := ""
	for {
		page, next, err := s.Stories(ctx, cursor, 100)
		if err != nil {
			return err
		}
		for _, st := range page {
			if !f(st) {
				return nil
			}
		}
		if next == "" {
			return nil
		}
		cursor = next
	}
}

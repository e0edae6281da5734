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
	fs := newFlags("recode [--db DSN] [--all] [flags]", stderr)
	db := fs.String("db", store.DefaultPath, dbFlagUsage)
	all := fs.Bool("all", false, "re-code every story, also those this version coded")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "stories coded in parallel")
	gazetteer := fs.String("gazetteer", "", "gazetteer `DIR` built by 'sitrep geo import' (default $SITREP_GAZETTEER, else the embedded one)")
	var actors, triggers listFlag
	fs.Var(&actors, "actors", "an actor dictionary `FILE` read after the shipped one; repeatable")
	fs.Var(&triggers, "triggers", "an event-trigger lexicon `FILE` read after the shipped ones; repeatable")
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
		return err
	}
	if len(rest) > 0 {
		return fmt.Errorf("recode: unexpected argument %q: %w", rest[0], errUsage)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s, err := openStored(ctx, *db)
	if err != nil {
		return err
	}
	defer s.Close()
	counts, err := s.Counts(ctx)
	if err != nil {
		return err
	}
	p, err := buildPipeline(pipeline.Options{Actors: actors, Gazetteer: *gazetteer, Triggers: triggers})
	if err != nil {
		return err
	}
	coder := doc.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion}
	bar := progress.New(stderr, "recode", int64(counts.Stories))
	var recoded, skipped, failed, events int
	var readErr error
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		readErr = eachStory(ctx, s, func(st store.Story) bool {
			if !*all && st.CoderVersion == version {
				skipped++
				bar.Add(1)
				return true
			}
			select {
			case in <- &doc.Story{ID: st.ID, Title: st.Title, Text: st.Text, Published: st.Published, URL: st.URL, Source: st.Source}:
				return true
			case <-ctx.Done():
				return false
			}
		})
	}()
	err = p.Run(*workers, in, func(st *doc.Story, err error) error {
		bar.Add(1)
		if err != nil {
			failed++
			bar.Note(fmt.Sprintf("%d failed", failed))
			fmt.Fprintf(stderr, "\nsitrep: story %s: %v\n", st.ID, err)
			return nil
		}
		if err := s.ReplaceEvents(ctx, st.ID, coder, dedup.Persons(st), st.Events); err != nil {
			return err
		}
		recoded++
		events += len(st.Events)
		return nil
	})
	bar.Finish()
	if err == nil {
		err = readErr
	}
	if err == nil {
		err = ctx.Err()
	}
	summary := fmt.Sprintf("re-coded %s (%s), skipped %d coded by %s", plural(recoded, "story", "stories"),
		plural(events, "event", "events"), skipped, version)
	if err != nil {
		return fmt.Errorf("%s; stopped: %w", summary, err)
	}
	if failed > 0 {
		return fmt.Errorf("%s; %s failed", summary, plural(failed, "story", "stories"))
	}
	fmt.Fprintln(stderr, "sitrep:", summary)
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

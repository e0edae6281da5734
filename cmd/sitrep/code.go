package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/export"
	"sitrep/ingest"
	"sitrep/pipeline"
)

func runCode(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("code [flags] FILE|DIR|- ...", stderr)
	published := fs.String("published", "", "publication date `YYYY-MM-DD` for plain-text stories (and JSON stories without one)")
	format := fs.String("format", "jsonl", "output `format`: jsonl (one event record per line, docs/SCHEMA.md) or table")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "stories coded in parallel")
	maxBytes := fs.Int64("max-bytes", ingest.DefaultMaxBytes, "largest story accepted, in `bytes`")
	gazetteer := fs.String("gazetteer", "", "gazetteer `DIR` built by 'sitrep geo import' (default $SITREP_GAZETTEER, else the embedded one)")
	var actors, triggers listFlag
	fs.Var(&actors, "actors", "an actor dictionary `FILE` read after the shipped one (docs/LEXICONS.md); repeatable")
	fs.Var(&triggers, "triggers", "an event-trigger lexicon `FILE` read after the shipped ones (docs/LEXICONS.md); repeatable")
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: sitrep code [flags] FILE|DIR|- ...

Codes news stories into events. Each FILE is one plain-text story, or JSON
Lines (.jsonl, or any input starting with '{') with one story per line and
fields id, title, text, published, url, source. A DIR is read recursively;
'-' reads standard input. Events go to stdout; errors and a summary to stderr.
The exit status is 1 when any input failed.

Flags:
`)
		fs.PrintDefaults()
	}
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return fmt.Errorf("code: no input given (a FILE, a DIR or - for stdin): %w", errUsage)
	}
	opt := ingest.Options{MaxBytes: *maxBytes}
	if *published != "" {
		if opt.Published, err = ingest.ParseDate(*published); err != nil {
			return fmt.Errorf("--published: %v: %w", err, errUsage)
		}
	}
	var write func(io.Writer, *doc.Story) error
	switch *format {
	case "jsonl", "json":
		write = export.JSONL
	case "table":
		write = export.Table
	default:
		return fmt.Errorf("--format %q: want jsonl or table: %w", *format, errUsage)
	}

	p, err := pipeline.Build(pipeline.Options{Actors: actors, Gazetteer: *gazetteer, Triggers: triggers})
	if err != nil {
		return err
	}
	start := time.Now()
	// unread and readErr are written by the reading goroutine only, and
	// read after Run returns, which is after in closes.
	var stories, events, failed, unread int
	var readErr error
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		readErr = ingest.Read(paths, os.Stdin, opt, func(it ingest.Item) error {
			if it.Err != nil {
				unread++
				fmt.Fprintf(stderr, "sitrep: %s: %v\n", it.Origin, it.Err)
				return nil
			}
			if it.Warn != nil {
				fmt.Fprintf(stderr, "sitrep: %s: warning: %v\n", it.Origin, it.Warn)
			}
			in <- it.Story
			return nil
		})
	}()
	out := bufio.NewWriterSize(stdout, 64<<10)
	coder := export.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion}
	err = p.Run(*workers, in, func(st *doc.Story, err error) error {
		if err != nil {
			failed++
			fmt.Fprintf(stderr, "sitrep: %s: %v\n", st.Source, err)
			return nil
		}
		stories++
		events += len(st.Events)
		export.Stamp(st, coder)
		return write(out, st)
	})
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	if readErr != nil {
		return fmt.Errorf("read input: %w", readErr)
	}
	failed += unread
	summary := fmt.Sprintf("coded %s, %s in %s", plural(stories, "story", "stories"), plural(events, "event", "events"),
		time.Since(start).Round(time.Millisecond))
	if failed > 0 {
		return fmt.Errorf("%s; %s failed", summary, plural(failed, "input", "inputs"))
	}
	fmt.Fprintln(stderr, "sitrep:", summary)
	return nil
}

// listFlag collects a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

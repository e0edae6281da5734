package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"sitrep/doc"
	"sitrep/export"
	"sitrep/ingest"
	"sitrep/pipeline"
	"sitrep/progress"
)

const codeHelp = `Usage: sitrep code [flags] FILE|DIR|- ...

Codes news stories into events. Events go to stdout (JSON Lines, one event
record per line, docs/SCHEMA.md; or a table); errors, warnings and a summary
to stderr, one line each, naming the input.

Inputs, told apart by name (any may be gzipped: NAME.gz):
  text         any other file: one story, UTF-8 (a byte-order mark, UTF-16
               with one, and windows-1252 are decoded). Its id is the file's
               path inside the DIR given, or its name, without extension.
  JSON Lines   .jsonl, .ndjson, .json, or any input starting with '{': one
               story object per line (several on a line are all read), with
               fields text (required), id, title, published, url, source.
  CSV          .csv: a header row, then one story per row. Column rules: a
               "text" column is required; id, title, published (or date),
               url and source are read when present, in any order and case;
               other columns are ignored. Comma, semicolon or tab, whichever
               the header holds most of. Quoted fields may span lines; a
               quote left open is reported with the lines it swallowed.
  web page     .html, .htm, .xhtml: a saved page; the story is its article's
               main text (no menus, adverts or comments), with the page's
               title and date (--published wins). A page with no article
               is reported as unreadable.
  DIR          read recursively in name order, following symbolic links,
               skipping names starting with '.', files that describe the
               folder (README, LICENSE, ...) and other markup (.md, .xml,
               .opml, ...). One with no files at all is a failed input.
  -            standard input: JSON Lines if it starts with '{', else text.

Dates (published, --published): YYYY-MM-DD, RFC 3339, RFC 1123 as in RSS
("Sat, 13 Mar 2021 10:00:00 GMT"), "March 13, 2021", "13 March 2021",
2021/03/13, or Unix seconds. Without a date, "on Monday" cannot be
resolved: give --published for plain text. A story whose date cannot be
read gets --published (or none) with a warning.

Story ids are unique in a run: a repeated one gets a suffix (-2). A story
longer than --part-bytes is coded in parts split at paragraph breaks
(ID-p1, ID-p2, ...). --budget bounds the work on a whole story, its parts
together, in CPU time (on Linux; else the clock), and ten times that on
the clock: a story over it is reported in one line and the rest of it
dropped (the events of parts already coded are kept), and the run goes on;
likewise a story or part over --max-tokens. Ctrl-C or SIGTERM stops cleanly after whole lines.

Exit status: 0 all coded; 1 nothing could be coded; 2 usage error; 3 some
inputs failed (each named on stderr), the rest coded; 130/143 stopped by
SIGINT/SIGTERM.

Flags:
`

func runCode(args []string, stdout, stderr io.Writer) error {
	cfg, err := parseCode(args, stderr)
	if err != nil {
		return err
	}
	p, err := buildPipeline(pipeline.Options{Actors: cfg.actors, Gazetteer: cfg.gazetteer, Triggers: cfg.triggers})
	if err != nil {
		return err
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// The models take about 190 MB; let the collector work harder rather
		// than let the heap double past what the stories need.
		debug.SetMemoryLimit(int64(memoryBase + memoryPerWorker*max(cfg.workers, 1)))
	}
	ctx, stop := stopOnSignal()
	defer stop()
	// Quiet: a short run off a terminal (a script, a test) gets no
	// progress lines, a long one a line every 10 s as recode does.
	r := codeRun{stderr: stderr, start: time.Now(), bar: progress.NewQuiet(stderr, "code", 0)}
	in := make(chan *doc.Story)
	go r.read(ctx, cfg.paths, cfg.ingest, in)
	out := bufio.NewWriterSize(stdout, 64<<10)
	err = p.RunContext(ctx, cfg.workers, cfg.limits(r.wholeOf), in, r.emitter(out, cfg.write))
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	r.bar.Finish()
	return r.finish(ctx, err)
}

// codeConfig is what the flags and arguments of sitrep code ask for.
type codeConfig struct {
	paths            []string
	ingest           ingest.Options
	write            func(io.Writer, *doc.Story) error
	workers          int
	budget           time.Duration
	maxTokens        int
	gazetteer        string
	actors, triggers listFlag
}

// limits returns the bounds on one story the flags set, wholeOf naming
// the story a part belongs to.
func (c *codeConfig) limits(wholeOf func(*doc.Story) string) pipeline.Limits {
	return pipeline.Limits{Budget: c.budget, MaxTokens: c.maxTokens, WholeOf: wholeOf}
}

// parseCode reads the flags and inputs of sitrep code.
func parseCode(args []string, stderr io.Writer) (*codeConfig, error) {
	var c codeConfig
	fs := newFlags("code [flags] FILE|DIR|- ...", stderr)
	published := fs.String("published", "", "publication `date` for plain-text stories and saved pages, and for JSON and CSV stories without a readable one")
	format := fs.String("format", "jsonl", "output `format`: jsonl (one event record per line, docs/SCHEMA.md) or table")
	fs.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "stories coded in parallel")
	fs.Int64Var(&c.ingest.MaxBytes, "max-bytes", ingest.DefaultMaxBytes, "largest story accepted, in `bytes`")
	fs.IntVar(&c.ingest.PartBytes, "part-bytes", defaultPartBytes, "split a story longer than this many `bytes` into parts at paragraph breaks (0: never)")
	fs.DurationVar(&c.budget, "budget", defaultBudget, "CPU time one story may take, all its parts together, before it is reported and the rest of it dropped (0: no limit)")
	fs.IntVar(&c.maxTokens, "max-tokens", defaultMaxTokens, "memory cap: most tokens in one story (or part), about 2 KB of memory each (0: no cap)")
	fs.StringVar(&c.gazetteer, "gazetteer", "", "gazetteer `DIR` built by 'sitrep geo import' (default $SITREP_GAZETTEER, else the embedded one)")
	fs.Var(&c.actors, "actors", "an actor dictionary `FILE` read after the shipped one (docs/LEXICONS.md); repeatable")
	fs.Var(&c.triggers, "triggers", "an event-trigger lexicon `FILE` read after the shipped ones (docs/LEXICONS.md); repeatable")
	fs.Usage = func() {
		fmt.Fprint(stderr, codeHelp)
		fs.PrintDefaults()
	}
	var err error
	if c.paths, err = parseFlags(fs, args); err != nil {
		return nil, err
	}
	if len(c.paths) == 0 {
		return nil, fmt.Errorf("code: no input given (a FILE, a DIR or - for stdin): %w", errUsage)
	}
	if c.ingest.Published, err = publishedFlag(*published); err != nil {
		return nil, err
	}
	switch *format {
	case "jsonl", "json":
		c.write = export.JSONL
	case "table":
		c.write = export.Table
	default:
		return nil, fmt.Errorf("--format %q: want jsonl or table: %w", *format, errUsage)
	}
	return &c, nil
}

// emitter returns the function that takes each coded story (or part) of
// the run: it writes its events with write, or reports its error, one line
// for a story whose parts went over its budget.
func (r *codeRun) emitter(out io.Writer, write func(io.Writer, *doc.Story) error) func(*doc.Story, error) error {
	coder := export.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion}
	return func(st *doc.Story, err error) error {
		r.bar.Note(fmt.Sprintf("stories, %d events", r.events))
		r.bar.Add(1)
		part, isPart := r.donePart(st.ID)
		if err != nil && isPart && errors.Is(err, pipeline.ErrBudget) {
			// One line for the story, at the first part over its budget;
			// the parts after it are dropped without a line each.
			if !part.over.Swap(true) {
				r.failed++
				r.report(fmt.Sprintf("story %s (%s): %v: dropped from part %s on, of %d parts", part.whole, st.Source, err, st.ID, part.parts))
			}
			return nil
		}
		if err != nil {
			r.failed++
			r.report(fmt.Sprintf("story %s (%s): %v", st.ID, st.Source, err))
			return nil
		}
		r.stories++
		r.events += len(st.Events)
		export.Stamp(st, coder)
		return write(out, st)
	}
}

// Defaults of the limits on one story, measured in docs/BENCHMARKS.md.
const (
	memoryBase       = 200 << 20
	memoryPerWorker  = 120 << 20
	defaultPartBytes = 64 << 10
	defaultBudget    = 30 * time.Second
	defaultMaxTokens = 50_000
)

// codeRun counts and reports one run of sitrep code.
type codeRun struct {
	mu     sync.Mutex // serialises report, called by the reader and the emitter
	stderr io.Writer
	bar    *progress.Bar
	start  time.Time
	// unread, undated, passed and readErr are written by the reading
	// goroutine only, and read after RunContext returns, which is after in
	// closes.
	stories, events, failed, unread, undated int
	passed                                   []string // files of a directory that hold no story (ingest.Options.Skipped)
	readErr                                  error
	// parts maps the ID of each part of a story coded in parts, from when
	// it is read until it is emitted, to its story; guarded by mu.
	parts     map[string]partOf
	lastWhole partOf // the story whose parts are being read
}

// partOf is a part's story: its ID, its number of parts, and whether it
// went over its budget, shared by its parts.
type partOf struct {
	whole string
	parts int
	over  *atomic.Bool
}

// wholeOf returns the ID of the story st is a part of, or "".
func (r *codeRun) wholeOf(st *doc.Story) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.parts[st.ID].whole
}

// donePart forgets the part id as it is emitted and returns its story.
func (r *codeRun) donePart(id string) (partOf, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	p, ok := r.parts[id]
	delete(r.parts, id)
	return p, ok
}

// read feeds in with the stories of paths, reporting unreadable inputs and
// warnings, until done or ctx is cancelled.
func (r *codeRun) read(ctx context.Context, paths []string, opt ingest.Options, in chan<- *doc.Story) {
	defer close(in)
	opt.Skipped = func(path, _ string) { r.passed = append(r.passed, path) }
	r.readErr = ingest.Read(paths, os.Stdin, opt, func(it ingest.Item) error {
		if it.Err != nil {
			r.unread++
			r.report(fmt.Sprintf("%s: %v", it.Origin, it.Err))
			return nil
		}
		if it.Warn != nil {
			r.report(fmt.Sprintf("%s: warning: %v", it.Origin, it.Warn))
		}
		if it.Whole != "" {
			r.mu.Lock()
			if r.parts == nil {
				r.parts = map[string]partOf{}
			}
			if r.lastWhole.whole != it.Whole { // story IDs are unique in a run
				r.lastWhole = partOf{whole: it.Whole, parts: it.Parts, over: new(atomic.Bool)}
			}
			r.parts[it.Story.ID] = r.lastWhole
			r.mu.Unlock()
		}
		if it.Story.Published.IsZero() {
			if r.undated == 0 {
				r.report(fmt.Sprintf("%s: warning: no publication date, so dates such as \"on Monday\" are left unresolved (give --published YYYY-MM-DD)", it.Origin))
			}
			r.undated++
		}
		select {
		case in <- it.Story:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	})
}

// report writes one line to stderr, above the progress bar when there is one.
func (r *codeRun) report(line string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.bar.Terminal() {
		fmt.Fprint(r.stderr, "\r\033[K")
	}
	fmt.Fprintln(r.stderr, "sitrep:", line)
}

// finish writes the summary and returns the run's outcome.
func (r *codeRun) finish(ctx context.Context, err error) error {
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("write output: %w", err)
	}
	if r.readErr != nil && !errors.Is(r.readErr, context.Canceled) {
		return fmt.Errorf("read input: %w", r.readErr)
	}
	failed := r.failed + r.unread
	summary := fmt.Sprintf("coded %s, %s in %s", export.Count(r.stories, "story", "stories"), export.Count(r.events, "event", "events"),
		time.Since(r.start).Round(time.Millisecond))
	if r.undated > 0 {
		summary += fmt.Sprintf(" (%d without a publication date)", r.undated)
	}
	if len(r.passed) > 0 {
		// Else a folder of README and Markdown files reads "coded 0 stories"
		// with no word of why.
		summary += "; " + skippedFiles(r.passed) + "; name a file to read it"
	}
	if ctx.Err() != nil {
		var sig signalCause
		errors.As(context.Cause(ctx), &sig)
		return &exitError{status: exitSignal + int(sig.sig), err: fmt.Errorf("stopped (%v): %s; the rest not read", sig.sig, summary)}
	}
	switch {
	case failed > 0 && r.stories == 0:
		return fmt.Errorf("%s; %s failed", summary, export.Count(failed, "input", "inputs"))
	case failed > 0:
		return &exitError{status: exitPartial, err: fmt.Errorf("%s; %s failed", summary, export.Count(failed, "input", "inputs"))}
	}
	fmt.Fprintln(r.stderr, "sitrep:", summary)
	return nil
}

// signalCause is the cause of a context cancelled by a signal.
type signalCause struct{ sig syscall.Signal }

func (c signalCause) Error() string { return c.sig.String() }

// stopOnSignal returns a context cancelled by the first SIGINT or SIGTERM,
// with a signalCause; a second signal kills the process as usual.
func stopOnSignal() (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case s := <-sigs:
			signal.Stop(sigs)
			n, _ := s.(syscall.Signal)
			cancel(signalCause{n})
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		close(done)
		cancel(nil)
	}
}

// isTerminal reports whether w is a terminal, where a progress line helps.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// listFlag collects a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

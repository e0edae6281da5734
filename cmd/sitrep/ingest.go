package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"sitrep/doc"
	"sitrep/export"
	"sitrep/feed"
	"sitrep/ingest"
	"sitrep/pipeline"
	"sitrep/progress"
	"sitrep/queue"
	"sitrep/store"
)

func init() {
	registerCommand(command{name: "ingest", summary: "read stories from files, feeds and pages; code and store them, or queue them for workers", run: runIngest})
}

// ingestUsage heads 'sitrep help ingest', above the flags.
const ingestUsage = `Usage: sitrep ingest [flags] SOURCE ...

Reads stories and stores them with their events. A SOURCE is a file or
directory as for 'sitrep code' (plain text, JSON Lines, CSV, saved web
pages .html, .htm, .xhtml), an OPML file or URL listing feeds, an RSS or
Atom feed URL (each item's page is read), or a page URL. A page's main
text, title, date and site come from the page, saved or fetched alike.
A story already stored is not coded again. Failed sources are logged, one
line each, and the run goes on; a summary ends the run. Plain text has no
date of its own: give --published, or "on Monday" stays unresolved (the run
warns once and counts such stories in its summary).

In a directory, ingest reads every file but hidden ones, those that
describe the folder (README, LICENSE, LICENCE, COPYING, CHANGELOG, NOTICE,
AUTHORS, with any extension) and markup files, which hold no story text
(.md, .markdown, .rst, .adoc, .xml, .opml); the summary names the files
skipped. A binary file (PDF, image) and a saved page with no article are
reported as unreadable. A file named by itself is always read.

Flags:
`

func runIngest(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("ingest [flags] SOURCE ...", stderr)
	dsn := fs.String("db", store.DefaultPath, dbFlagUsage)
	queueURL := fs.String("queue", "", "publish stories to the NATS JetStream stream at `URL` (nats://HOST:4222) for 'sitrep worker' instead of coding them here")
	stream := fs.String("stream", queue.DefaultStream, "JetStream stream `NAME` with --queue")
	every := fs.Duration("every", 0, "poll the feeds again every `DURATION` (e.g. 15m) until interrupted; 0 reads each source once")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "stories coded in parallel")
	perHost := fs.Duration("per-host", time.Second, "least `DURATION` between two requests to one host (a longer robots.txt Crawl-delay wins)")
	timeout := fs.Duration("timeout", feed.DefaultTimeout, "give up a request after `DURATION`")
	maxBytes := fs.Int64("max-bytes", feed.DefaultMaxBytes, "largest page or feed accepted after decompression, in `bytes`")
	allowPrivate := fs.Bool("allow-private", false, "let feeds and pages reach loopback, private and link-local addresses")
	ignoreRobots := fs.Bool("ignore-robots", false, "do not read robots.txt")
	logFormat := fs.String("log-format", "text", "log `format` on stderr: text or json")
	published := fs.String("published", "", "publication `date` for plain-text files and saved pages, and for JSON and CSV stories without a readable one (forms as in 'sitrep help code')")
	fs.Usage = func() {
		fmt.Fprint(stderr, ingestUsage)
		fs.PrintDefaults()
	}
	sources, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(sources) == 0 {
		return fmt.Errorf("ingest: no source given: %w", errUsage)
	}
	log, err := newLogger(*logFormat, stderr)
	if err != nil {
		return err
	}
	opt := ingest.Options{MaxBytes: *maxBytes}
	if opt.Published, err = publishedFlag(*published); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	client := feed.NewClient(feed.Options{Timeout: *timeout, MaxBytes: *maxBytes, AllowPrivate: *allowPrivate})
	crawler := feed.NewCrawler(client, feed.CrawlOptions{Every: *every, PerHost: *perHost, IgnoreRobots: *ignoreRobots}, log)
	found := make(chan feed.Result)
	go func() {
		defer close(found)
		readSources(ctx, sources, crawler, opt, found)
	}()
	t := newTally(stderr, log, *logFormat == "json", true)
	opt.Skipped = t.passOver
	if *queueURL != "" {
		err = publish(ctx, *queueURL, *stream, found, t)
	} else {
		err = codeLocally(ctx, *dsn, *workers, found, t)
	}
	t.finish()
	if err != nil {
		return err
	}
	return t.status()
}

// publishedFlag reads the --published flag of code and ingest: the zero
// time when it is not given, a usage error when it is not a date.
func publishedFlag(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := ingest.ParseDate(s)
	if err != nil {
		return time.Time{}, fmt.Errorf("--published: %v: %w", err, errUsage)
	}
	return t, nil
}

// readSources sends the stories of local files and of the web to out.
// Local OPML files add their feeds to the URLs.
func readSources(ctx context.Context, sources []string, crawler *feed.Crawler, opt ingest.Options, out chan<- feed.Result) {
	var files, urls []string
	for _, s := range sources {
		switch {
		case strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://"):
			urls = append(urls, s)
		case strings.HasSuffix(strings.ToLower(s), ".opml"):
			data, err := os.ReadFile(s)
			if err == nil {
				var feeds []string
				feeds, err = feed.ParseOPML(data)
				urls = append(urls, feeds...)
			}
			if err != nil {
				out <- feed.Result{Origin: s, Err: err}
			}
		default:
			files = append(files, s)
		}
	}
	if len(files) > 0 {
		err := ingest.Read(files, os.Stdin, opt, func(it ingest.Item) error {
			select {
			case out <- feed.Result{Origin: it.Origin, Story: it.Story, Err: it.Err, Warn: it.Warn}:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
		if err != nil && ctx.Err() == nil {
			out <- feed.Result{Origin: strings.Join(files, " "), Err: err}
		}
	}
	if len(urls) > 0 {
		crawler.Run(ctx, urls, out)
	}
}

// codeLocally codes the stories found and stores them in the store at dsn,
// skipping those it already holds.
func codeLocally(ctx context.Context, dsn string, workers int, found <-chan feed.Result, t *tally) error {
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for r := range found {
			if !t.read(r) {
				continue
			}
			if _, err := db.Story(ctx, store.StoryID(r.Story.Text)); err == nil {
				t.skip(r.Origin, errAlreadyStored)
				continue
			}
			in <- r.Story
		}
	}()
	return codeAndStore(ctx, p, workers, db, in, func(st *doc.Story, created bool, err error) {
		t.stored(st, created, err)
	})
}

var (
	errAlreadyStored = errors.New("already stored")
	// errCode marks a story the pipeline failed on: trying again would fail
	// again.
	errCode = errors.New("code")
)

// codeAndStore codes the stories from in with workers coders and stores
// each with its events in one transaction; done hears of every story, in
// the order they came, with the store's verdict.
func codeAndStore(ctx context.Context, p *pipeline.Pipeline, workers int, db store.Store, in <-chan *doc.Story, done func(st *doc.Story, created bool, err error)) error {
	coder := doc.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion}
	lim := pipeline.Limits{Budget: defaultBudget, MaxTokens: defaultMaxTokens}
	// A story coded when the run is interrupted is still stored.
	wctx := context.WithoutCancel(ctx)
	err := p.RunContext(ctx, workers, lim, in, func(st *doc.Story, err error) error {
		if err != nil {
			done(st, false, fmt.Errorf("%w: %w", errCode, err))
			return nil
		}
		_, created, err := db.PutStory(wctx, store.InputOf(st, coder), st.Events)
		if err != nil {
			err = fmt.Errorf("store: %w", err)
		}
		done(st, created, err)
		return nil
	})
	if errors.Is(err, context.Canceled) {
		return nil // interrupted: the summary says what was done
	}
	return err
}

// publish puts the stories found on the stream for workers to code.
func publish(ctx context.Context, url, stream string, found <-chan feed.Result, t *tally) error {
	q, err := queue.Open(ctx, url, queue.Options{Stream: stream})
	if err != nil {
		return err
	}
	defer q.Close()
	var firstErr error
	for r := range found {
		if !t.read(r) {
			continue
		}
		if err := q.Publish(ctx, r.Story); err != nil {
			t.skip(r.Origin, err)
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		t.queued()
	}
	return firstErr
}

// newLogger returns a log/slog logger writing text or JSON lines to w.
func newLogger(format string, w io.Writer) (*slog.Logger, error) {
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, nil)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, nil)), nil
	}
	return nil, fmt.Errorf("--log-format %q: want text or json: %w", format, errUsage)
}

// tally counts what a long run did, draws its progress (on a terminal, or
// a plain line every 10 s once the run is long) and logs one line for
// every source skipped. It is safe for concurrent use.
type tally struct {
	log   *slog.Logger
	json  bool          // summary as a log record
	plain bool          // lines about sources as sitrep code writes them; the worker's are log records
	bar   *progress.Bar // nil when there is no progress to draw
	w     io.Writer
	wmu   sync.Mutex // one plain line at a time

	mu                                      sync.Mutex
	start                                   time.Time
	nRead, nCoded, nStored, nQueued, events int
	known                                   int // stories already stored
	undated                                 int // stories stored without a publication date
	skipped                                 map[string]int
	passed                                  []string // files a directory walk passed over
}

// newTally starts the count of a run logging to log on stderr. Its
// progress is drawn on a terminal; off one, plain lines go to stderr only
// if plain, and only once the run has lasted 10 s, as recode's do, so a
// short run in a script or a test writes none. Plain (with text logs)
// also writes the lines about single sources as sitrep code does.
func newTally(stderr io.Writer, log *slog.Logger, json, plain bool) *tally {
	var bar *progress.Bar
	switch {
	case isTerminal(stderr):
		bar = progress.New(stderr, "stories", 0)
	case plain && !json:
		// Not with JSON logs: a plain line would break the record stream.
		bar = progress.NewQuiet(stderr, "stories", 0)
	}
	return &tally{log: log, json: json, plain: plain && !json, bar: bar, w: stderr, start: time.Now(), skipped: map[string]int{}}
}

// read counts a story read, or logs a failed source; it reports whether
// there is a story.
func (t *tally) read(r feed.Result) bool {
	if r.Err != nil {
		t.skip(r.Origin, r.Err)
		return false
	}
	if r.Warn != nil {
		t.warn(r.Origin, "warning", fmt.Sprintf("warning: %v", r.Warn), r.Warn)
	}
	t.readOne()
	return true
}

// warn writes one line about a source: "sitrep: SOURCE: line", as sitrep
// code writes it, when plain, else a log record of msg with err if any.
func (t *tally) warn(origin, msg, line string, err error) {
	if !t.plain {
		if err != nil {
			t.log.Warn(msg, "source", origin, "err", err)
		} else {
			t.log.Warn(msg, "source", origin)
		}
		return
	}
	t.wmu.Lock()
	defer t.wmu.Unlock()
	if t.bar != nil && t.bar.Terminal() {
		// Clear the progress bar's line first, as code's report does.
		fmt.Fprint(t.w, "\r\033[K")
	}
	fmt.Fprintf(t.w, "sitrep: %s: %s\n", origin, line)
}

func (t *tally) readOne() {
	t.mu.Lock()
	t.nRead++
	t.mu.Unlock()
}

func (t *tally) skip(origin string, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if errors.Is(err, errAlreadyStored) {
		// The common case of a poll or a second run: no failure.
		t.known++
		t.log.Debug("already stored", "source", origin)
		return
	}
	t.warn(origin, "skipped", err.Error(), err)
	t.skipped[reason(err)]++
}

func (t *tally) stored(st *doc.Story, created bool, err error) {
	origin := st.URL
	if origin == "" {
		origin = st.Source
	}
	if err != nil {
		t.skip(origin, err)
		return
	}
	if !created {
		t.skip(origin, errAlreadyStored)
		return
	}
	t.mu.Lock()
	t.nCoded++
	t.nStored++
	t.events += len(st.Events)
	n := t.nCoded
	firstUndated := false
	if st.Published.IsZero() {
		t.undated++
		firstUndated = t.undated == 1
	}
	t.mu.Unlock()
	if firstUndated {
		// Once: a run of plain text would otherwise repeat it for every file.
		const msg = "no publication date, so dates such as \"on Monday\" are left unresolved (give --published YYYY-MM-DD)"
		t.warn(origin, msg, "warning: "+msg, nil)
	}
	t.log.Debug("stored", "source", origin, "title", st.Title, "events", len(st.Events))
	if t.bar != nil {
		t.bar.Set(int64(n))
	}
}

// passOver notes a file in a directory that is not read (ingest.Options.Skipped).
func (t *tally) passOver(path, why string) {
	t.log.Debug("not a story", "source", path, "why", why)
	t.mu.Lock()
	t.passed = append(t.passed, path)
	t.mu.Unlock()
}

// passedLine is the summary's line for the files passed over, naming the
// first few, or "" when there were none.
func (t *tally) passedLine() string {
	if len(t.passed) == 0 {
		return ""
	}
	return "sitrep: " + skippedFiles(t.passed) + "; name a file to read it anyway\n"
}

// skippedFiles says how many files a directory walk passed over as
// holding no story, naming the first few.
func skippedFiles(passed []string) string {
	verb := "hold"
	if len(passed) == 1 {
		verb = "holds"
	}
	return fmt.Sprintf("skipped %s that %s no story (%s)", export.Count(len(passed), "file", "files"), verb, firstNames(passed, 3))
}

// firstNames lists the first n of names, and " ..." after them if there
// are more.
func firstNames(names []string, n int) string {
	if len(names) > n {
		return strings.Join(names[:n], ", ") + " ..."
	}
	return strings.Join(names, ", ")
}

func (t *tally) queued() {
	t.mu.Lock()
	t.nQueued++
	n := t.nQueued
	t.mu.Unlock()
	if t.bar != nil {
		t.bar.Set(int64(n))
	}
}

// finish ends the progress bar and writes the summary: a line of text, or
// one JSON log record with --log-format json.
func (t *tally) finish() {
	if t.bar != nil {
		t.bar.Finish()
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	el := time.Since(t.start)
	done, what := t.nStored, "coded and stored"
	if t.nQueued > 0 {
		done, what = t.nQueued, "queued"
	}
	skipped := 0
	var reasons []string
	for r, n := range t.skipped {
		skipped += n
		reasons = append(reasons, fmt.Sprintf("%d %s", n, r))
	}
	slices.Sort(reasons)
	rate := float64(done) / el.Seconds()
	if t.json {
		t.log.Info("summary", "read", t.nRead, strings.ReplaceAll(what, " ", "_"), done, "events", t.events,
			"already_stored", t.known, "skipped", skipped, "undated", t.undated, "not_stories", len(t.passed),
			"reasons", strings.Join(reasons, ", "), "elapsed", el.Round(time.Millisecond).String(), "stories_per_sec", rate)
		return
	}
	fmt.Fprint(t.w, t.passedLine())
	fmt.Fprintf(t.w, "sitrep: read %d, %s %d", t.nRead, what, done)
	if t.nQueued == 0 {
		fmt.Fprintf(t.w, ", %s, %d already stored", export.Count(t.events, "event", "events"), t.known)
		if t.undated > 0 {
			fmt.Fprintf(t.w, " (%d without a publication date)", t.undated)
		}
	}
	fmt.Fprintf(t.w, ", skipped %d", skipped)
	if len(reasons) > 0 {
		fmt.Fprintf(t.w, " (%s)", strings.Join(reasons, ", "))
	}
	fmt.Fprintf(t.w, "; %s, %.1f stories/s\n", el.Round(time.Millisecond), rate)
}

// status is the run's exit: nil when no source failed, exit 1 when every
// story failed, else exitPartial.
func (t *tally) status() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	failed := 0
	for _, n := range t.skipped {
		failed += n
	}
	err := fmt.Errorf("%s failed (each named above)", export.Count(failed, "source", "sources"))
	switch {
	case failed == 0:
		return nil
	case t.nStored+t.nQueued+t.known == 0:
		return err
	}
	return &exitError{status: exitPartial, err: err}
}

// reason is the kind of an error, for the summary's counts: its message up
// to the first detail.
func reason(err error) string {
	msg := err.Error()
	if strings.HasPrefix(msg, "Get \"") {
		// net/http names the URL, then the cause last.
		msg = msg[strings.LastIndex(msg, ": ")+2:]
	}
	for _, sep := range []string{": ", " (", "; "} {
		if i := strings.Index(msg, sep); i > 0 {
			msg = msg[:i]
		}
	}
	return msg
}

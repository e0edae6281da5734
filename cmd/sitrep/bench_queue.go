package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sitrep/doc"
	"sitrep/ingest"
	"sitrep/internal/datafile"
	"sitrep/queue"
	"sitrep/store"
)

func init() {
	register("bench", command{name: "queue", summary: "measure stories/s of 1, 2, 4 queue workers against NATS and PostgreSQL, and of the store alone", run: benchQueue})
}

// queueBenchRow is one point of the scaling curve.
type queueBenchRow struct {
	// Mode is "store" (stories coded beforehand, stored by concurrent
	// writers: what the store alone allows) or "workers" (worker
	// processes taking the stories from the queue, coding and storing them).
	Mode          string  `json:"mode"`
	Workers       int     `json:"workers"`
	Stories       int     `json:"stories"`
	Stored        int     `json:"stored"`
	Seconds       float64 `json:"seconds"`
	StoriesPerSec float64 `json:"stories_per_sec"`
	// PutMS is the mean wall time of one PutStory call (store mode).
	PutMS float64 `json:"put_ms,omitempty"`
	// LockWaiting is the mean number of the run's database sessions found
	// waiting on a lock (the store's advisory locks of blocks of the store,
	// or a cluster's row), sampled every 10 ms: near Workers-1 means the
	// writers take turns.
	LockWaiting float64 `json:"lock_waiting"`
	// CPUSeconds is the worker processes' user and system time (workers
	// mode).
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
	// Load1 is the machine's one-minute load average when the point began.
	Load1 float64 `json:"load1"`
}

// queueBench is one run of bench queue.
type queueBench struct {
	natsURL, dsn  string
	coders        int
	idle          time.Duration
	stories       []*doc.Story
	stderr        io.Writer
	admin         *sql.DB
	tag           string // names the run's schemas, streams and sessions
	coded         bool
	points        int
	schemasToDrop []string
}

func benchQueue(args []string, stdout, stderr io.Writer) error {
	cfg, err := parseBenchQueue(args, stderr)
	if err != nil {
		return err
	}
	b := &queueBench{natsURL: cfg.natsURL, dsn: cfg.dsn, coders: max(cfg.coders, 1), idle: 2 * time.Second, stderr: stderr, tag: "sitrep_bench_" + benchSuffix()}
	if b.stories, err = readBenchStories("bench queue", cfg.paths, defaultPartBytes, stderr); err != nil {
		return err
	}
	if cfg.limit > 0 && cfg.limit < len(b.stories) {
		b.stories = b.stories[:cfg.limit]
	}
	if b.admin, err = sql.Open("pgx", b.dsn); err != nil {
		return fmt.Errorf("bench queue: %w", err)
	}
	defer b.admin.Close()
	defer b.dropSchemas()
	ctx := context.Background()
	if err := b.admin.PingContext(ctx); err != nil {
		return fmt.Errorf("bench queue: PostgreSQL at %s: %w", b.dsn, err)
	}
	stop, err := startCPUProfile(cfg.cpuProfile)
	if err != nil {
		return err
	}
	defer stop()
	for _, mode := range strings.Split(cfg.modes, ",") {
		if err := b.runMode(ctx, mode, cfg.counts, stdout, cfg.asJSON); err != nil {
			return err
		}
	}
	return nil
}

// queueBenchConfig is what the flags and arguments of bench queue ask for.
type queueBenchConfig struct {
	natsURL, dsn, modes, cpuProfile string
	counts                          []int
	limit, coders                   int
	asJSON                          bool
	paths                           []string
}

// parseBenchQueue reads the flags and inputs of bench queue: with no
// inputs, the Guardian sample of the shared data.
func parseBenchQueue(args []string, stderr io.Writer) (*queueBenchConfig, error) {
	var c queueBenchConfig
	fs := newFlags("bench queue [--queue URL] [--db postgres://...] [--workers 1,2,4] [--mode store,workers] [--stories N] [--json] [FILE|DIR ...]", stderr)
	fs.StringVar(&c.natsURL, "queue", "nats://127.0.0.1:4222", "NATS server `URL` with JetStream")
	fs.StringVar(&c.dsn, "db", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable", "PostgreSQL `DSN`; each point gets a new schema in it, dropped afterwards")
	counts := fs.String("workers", "1,2,4", "comma-separated `LIST` of worker counts")
	fs.StringVar(&c.modes, "mode", "store,workers", "comma-separated `LIST`: store (the store alone, stories coded beforehand), workers (worker processes from the queue)")
	fs.IntVar(&c.limit, "stories", 0, "use the first `N` stories only (0: all)")
	fs.IntVar(&c.coders, "coders", 1, "stories each worker process codes in parallel (its --workers)")
	fs.BoolVar(&c.asJSON, "json", false, "print one JSON object per point")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write a CPU profile of this process (coding, and storing in store mode) to `FILE`")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return nil, err
	}
	if c.counts, err = parseCounts(*counts); err != nil {
		return nil, err
	}
	if c.paths, err = benchPaths(paths, "bench queue: give stories"); err != nil {
		return nil, err
	}
	return &c, nil
}

// runMode measures one point of mode (spaces around it ignored) for each
// worker count of ks, writing each as it ends.
func (b *queueBench) runMode(ctx context.Context, mode string, ks []int, stdout io.Writer, asJSON bool) error {
	var run func(context.Context, int) (queueBenchRow, error)
	switch strings.TrimSpace(mode) {
	case "store":
		if err := b.codeStories(); err != nil {
			return err
		}
		run = b.storeOnly
	case "workers":
		run = b.workerProcesses
	default:
		return fmt.Errorf("bench queue: --mode %q: want store or workers: %w", mode, errUsage)
	}
	for _, k := range ks {
		row, err := run(ctx, k)
		if err != nil {
			return err
		}
		writeQueueRow(stdout, row, asJSON)
	}
	return nil
}

func writeQueueRow(w io.Writer, r queueBenchRow, asJSON bool) {
	if asJSON {
		json.NewEncoder(w).Encode(r)
		return
	}
	fmt.Fprintf(w, "%-7s %d workers: %d/%d stories stored in %.1fs, %.2f stories/s", r.Mode, r.Workers, r.Stored, r.Stories, r.Seconds, r.StoriesPerSec)
	if r.PutMS > 0 {
		fmt.Fprintf(w, ", PutStory %.1f ms", r.PutMS)
	}
	if r.CPUSeconds > 0 {
		fmt.Fprintf(w, ", CPU %.1fs", r.CPUSeconds)
	}
	fmt.Fprintf(w, ", %.2f sessions waiting on a lock, load %.1f\n", r.LockWaiting, r.Load1)
}

func parseCounts(s string) ([]int, error) {
	var ks []int
	for _, f := range strings.Split(s, ",") {
		k, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || k < 1 {
			return nil, fmt.Errorf("bench queue: --workers %q: want counts such as 1,2,4: %w", s, errUsage)
		}
		ks = append(ks, k)
	}
	return ks, nil
}

// benchPaths returns paths, or when there are none the Guardian sample
// of the shared data; without that, an error that starts with give.
func benchPaths(paths []string, give string) ([]string, error) {
	if len(paths) > 0 {
		return paths, nil
	}
	dir, ok := datafile.SharedDir()
	if !ok {
		return nil, fmt.Errorf("%s (no ../shared/data for the default Guardian sample): %w", give, errUsage)
	}
	return []string{filepath.Join(dir, "news_guardian_sample", "Guardian_SDF_sample.csv.gz")}, nil
}

// readBenchStories reads the stories of paths for the bench command cmd,
// split into parts of partBytes as code splits them, reporting unreadable
// inputs to stderr; reading none is an error.
func readBenchStories(cmd string, paths []string, partBytes int, stderr io.Writer) ([]*doc.Story, error) {
	var stories []*doc.Story
	err := ingest.Read(paths, os.Stdin, ingest.Options{PartBytes: partBytes}, func(it ingest.Item) error {
		if it.Err != nil {
			fmt.Fprintf(stderr, "sitrep: %s: %v\n", it.Origin, it.Err)
			return nil
		}
		stories = append(stories, it.Story)
		return nil
	})
	if err == nil && len(stories) == 0 {
		err = fmt.Errorf("%s: no stories read", cmd)
	}
	return stories, err
}

func benchSuffix() string {
	b := make([]byte, 4)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// newSchema creates an empty schema for one point and returns it with the
// DSN whose tables live there and whose sessions carry its name.
func (b *queueBench) newSchema(ctx context.Context, point string) (schema, dsn string, err error) {
	b.points++
	schema = fmt.Sprintf("%s_%s_%d", b.tag, point, b.points)
	if _, err := b.admin.ExecContext(ctx, `CREATE SCHEMA `+schema); err != nil {
		return "", "", fmt.Errorf("bench queue: create schema: %w", err)
	}
	b.schemasToDrop = append(b.schemasToDrop, schema)
	sep := "?"
	if strings.Contains(b.dsn, "?") {
		sep = "&"
	}
	return schema, b.dsn + sep + "search_path=" + schema + "&application_name=" + schema, nil
}

func (b *queueBench) dropSchemas() {
	for _, s := range b.schemasToDrop {
		if _, err := b.admin.Exec(`DROP SCHEMA ` + s + ` CASCADE`); err != nil {
			fmt.Fprintf(b.stderr, "sitrep: drop schema %s: %v\n", s, err)
		}
	}
}

// storedCount counts the stories in schema.
func (b *queueBench) storedCount(ctx context.Context, schema string) (int, error) {
	var n int
	err := b.admin.QueryRowContext(ctx, `SELECT count(*) FROM `+schema+`.stories`).Scan(&n)
	return n, err
}

// lockSampler counts, every 10 ms until stopped, the sessions named app
// that wait on one of the store's locks: advisory, or a row another
// transaction holds ('transactionid', 'tuple'); mean returns their average
// number.
type lockSampler struct {
	stop    chan struct{}
	done    chan struct{}
	sum, n  int
	lastErr error
}

func (b *queueBench) sampleLocks(app string) *lockSampler {
	s := &lockSampler{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-s.stop:
				return
			case <-tick.C:
			}
			var w int
			err := b.admin.QueryRow(`SELECT count(*) FROM pg_stat_activity
				WHERE application_name = $1 AND wait_event_type = 'Lock'
					AND wait_event IN ('advisory', 'transactionid', 'tuple')`, app).Scan(&w)
			if err != nil {
				s.lastErr = err
				continue
			}
			s.sum += w
			s.n++
		}
	}()
	return s
}

func (s *lockSampler) mean() float64 {
	close(s.stop)
	<-s.done
	if s.n == 0 {
		return 0
	}
	return float64(s.sum) / float64(s.n)
}

// codeStories codes the stories once, with every core, for store mode.
func (b *queueBench) codeStories() error {
	if b.coded {
		return nil
	}
	b.coded = true
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for _, st := range b.stories {
			in <- st
		}
	}()
	return p.Run(runtime.GOMAXPROCS(0), in, func(st *doc.Story, err error) error {
		if err != nil {
			fmt.Fprintf(b.stderr, "sitrep: story %s: %v\n", st.ID, err)
		}
		return nil
	})
}

// storeOnly stores the coded stories with k concurrent writers, each
// PutStory on a connection of its own, into a new schema.
func (b *queueBench) storeOnly(ctx context.Context, k int) (queueBenchRow, error) {
	row := queueBenchRow{Mode: "store", Workers: k, Stories: len(b.stories), Load1: loadAverage()}
	schema, dsn, err := b.newSchema(ctx, fmt.Sprintf("store%d", k))
	if err != nil {
		return row, err
	}
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return row, err
	}
	defer db.Close()
	coder := doc.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion}
	next := make(chan *doc.Story)
	go func() {
		defer close(next)
		for _, st := range b.stories {
			next <- st
		}
	}()
	var putNanos atomic.Int64
	var firstErr error
	var mu sync.Mutex
	var wg sync.WaitGroup
	locks := b.sampleLocks(schema)
	start := time.Now()
	for range k {
		wg.Go(func() {
			for st := range next {
				t0 := time.Now()
				_, _, err := db.PutStory(ctx, store.InputOf(st, coder), st.Events)
				putNanos.Add(int64(time.Since(t0)))
				if err != nil {
					mu.Lock()
					firstErr = firstOf(firstErr, err)
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	row.Seconds = time.Since(start).Seconds()
	row.LockWaiting = locks.mean()
	if firstErr != nil {
		return row, fmt.Errorf("bench queue: store: %w", firstErr)
	}
	row.PutMS = float64(putNanos.Load()) / 1e6 / float64(len(b.stories))
	row.Stored, err = b.storedCount(ctx, schema)
	row.StoriesPerSec = float64(row.Stored) / row.Seconds
	return row, err
}

// firstOf keeps the first error.
func firstOf(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// workerProcesses queues the stories on a new stream and runs k `sitrep
// worker` processes (this executable) against a new schema until the
// queue has been idle for b.idle; the time is from their start to the
// last story stored, model loading included.
func (b *queueBench) workerProcesses(ctx context.Context, k int) (queueBenchRow, error) {
	row := queueBenchRow{Mode: "workers", Workers: k, Stories: len(b.stories)}
	schema, dsn, err := b.newSchema(ctx, fmt.Sprintf("workers%d", k))
	if err != nil {
		return row, err
	}
	stream := strings.ToUpper(schema)
	q, err := queue.Open(ctx, b.natsURL, queue.Options{Stream: stream})
	if err != nil {
		return row, err
	}
	defer q.Close()
	defer q.Delete(context.WithoutCancel(ctx))
	for _, st := range b.stories {
		if err := q.Publish(ctx, st); err != nil {
			return row, err
		}
	}
	exe, err := os.Executable()
	if err != nil {
		return row, err
	}
	row.Load1 = loadAverage()
	locks := b.sampleLocks(schema)
	start := time.Now()
	procs, err := startWorkers(exe, k, b.natsURL, dsn, stream, b.coders, b.idle)
	if err != nil {
		locks.mean()
		return row, err
	}
	last, stored := b.watchStored(ctx, schema, procs, start)
	row.LockWaiting = locks.mean()
	for _, p := range procs {
		if p.ProcessState != nil {
			row.CPUSeconds += (p.ProcessState.UserTime() + p.ProcessState.SystemTime()).Seconds()
		}
	}
	row.Stored, row.Seconds = stored, last.Sub(start).Seconds()
	row.StoriesPerSec = float64(stored) / row.Seconds
	return row, nil
}

func startWorkers(exe string, k int, natsURL, dsn, stream string, coders int, idle time.Duration) ([]*exec.Cmd, error) {
	var procs []*exec.Cmd
	for range k {
		c := exec.Command(exe, "worker", "--queue", natsURL, "--db", dsn, "--stream", stream,
			"--workers", strconv.Itoa(coders), "--idle-exit", idle.String(), "--log-format", "json")
		c.Stderr = io.Discard
		if err := c.Start(); err != nil {
			for _, p := range procs {
				p.Process.Kill()
				p.Wait()
			}
			return nil, fmt.Errorf("bench queue: start worker: %w", err)
		}
		procs = append(procs, c)
	}
	return procs, nil
}

// watchStored polls the stored count every 50 ms until every process has
// exited, and returns when the count last rose and its final value.
func (b *queueBench) watchStored(ctx context.Context, schema string, procs []*exec.Cmd, start time.Time) (time.Time, int) {
	exited := make(chan struct{})
	go func() {
		for _, p := range procs {
			p.Wait()
		}
		close(exited)
	}()
	last, stored := start, 0
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		done := false
		select {
		case <-exited:
			done = true
		case <-tick.C:
		}
		// Before the first worker has migrated the schema there is no table.
		if n, err := b.storedCount(ctx, schema); err == nil && n > stored {
			last, stored = time.Now(), n
		}
		if done {
			return last, stored
		}
	}
}

// loadAverage is the one-minute load average (Linux; 0 elsewhere).
func loadAverage() float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}

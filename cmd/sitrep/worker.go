package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
	"sitrep/queue"
	"sitrep/store"
)

func init() {
	registerCommand(command{name: "worker", summary: "code stories from a NATS JetStream queue into the store; run one per machine", run: runWorker})
}

func runWorker(args []string, stdout, stderr io.Writer) error {
	cfg, err := parseWorker(args, stderr)
	if err != nil {
		return err
	}
	log, err := newLogger(cfg.logFormat, stderr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	db, err := store.Open(ctx, cfg.dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	q, err := queue.Open(ctx, cfg.queueURL, queue.Options{Stream: cfg.stream, AckWait: cfg.ackWait})
	if err != nil {
		return err
	}
	defer q.Close()
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	cons, err := q.Consume(ctx, 2*max(cfg.workers, 1))
	if err != nil {
		return err
	}
	defer cons.Stop()
	log.Info("worker started", "queue", cfg.queueURL, "stream", cfg.stream, "workers", cfg.workers)
	// No plain progress lines: a service's log is its slog records.
	t := newTally(stderr, log, cfg.logFormat == "json", false)
	err = workQueue(ctx, cfg, p, db, cons, t)
	t.finish()
	return err
}

// workerConfig is what the flags of sitrep worker ask for.
type workerConfig struct {
	queueURL, dsn, stream, logFormat string
	workers                          int
	ackWait, idleExit                time.Duration
}

// parseWorker reads the flags of sitrep worker, of which --queue and --db
// are required.
func parseWorker(args []string, stderr io.Writer) (*workerConfig, error) {
	var c workerConfig
	fs := newFlags("worker --queue nats://HOST:4222 --db postgres://... [flags]", stderr)
	fs.StringVar(&c.queueURL, "queue", "", "NATS server `URL` whose JetStream stream holds the stories (required)")
	fs.StringVar(&c.dsn, "db", "", "store the stories go to: a postgres:// `URL` shared by every worker (required)")
	fs.StringVar(&c.stream, "stream", queue.DefaultStream, "JetStream stream `NAME`")
	fs.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "stories coded in parallel in this process")
	fs.DurationVar(&c.ackWait, "ack-wait", queue.DefaultAckWait, "a story not stored within `DURATION` goes to another worker")
	fs.DurationVar(&c.idleExit, "idle-exit", 0, "exit once no story has come for `DURATION` (0: run until interrupted)")
	fs.StringVar(&c.logFormat, "log-format", "text", "log `format` on stderr: text or json")
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: sitrep worker --queue nats://HOST:4222 --db postgres://... [flags]

Codes the stories that 'sitrep ingest --queue' published and stores them
with their events in PostgreSQL, acknowledging each once it is stored, so
that a story whose worker dies goes to another. Run one per machine; a
story already stored is stored once (docs/SCALE.md). Ctrl-C stops it.

Flags:
`)
		fs.PrintDefaults()
	}
	if _, err := parseFlags(fs, args); err != nil {
		return nil, err
	}
	if c.queueURL == "" || c.dsn == "" {
		return nil, fmt.Errorf("worker: --queue and --db are required: %w", errUsage)
	}
	return &c, nil
}

// workQueue codes the stories cons delivers into db until ctx is done (or
// the queue idles for cfg.idleExit), acknowledging each once stored,
// dropping one that cannot be coded and handing back one that could not
// be stored.
func workQueue(ctx context.Context, cfg *workerConfig, p *pipeline.Pipeline, db store.Store, cons *queue.Consumer, t *tally) error {
	// Run emits stories in the order they went in, so the deliveries wait
	// in that order beside them; Run holds at most a few stories per coder.
	held := make(chan queue.Delivery, 64*max(cfg.workers, 1))
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		receive(ctx, cons, cfg.idleExit, t, func(d queue.Delivery) {
			held <- d
			in <- d.Story
		})
	}()
	return codeAndStore(ctx, p, cfg.workers, db, in, func(st *doc.Story, created bool, err error) {
		d := <-held
		switch {
		case err != nil && errors.Is(err, errCode):
			d.Drop() // coding it again would fail again
		case err != nil:
			d.Retry(5 * time.Second)
		default:
			err = d.Ack(context.WithoutCancel(ctx))
		}
		t.stored(st, created, err)
	})
}

// receive hands every story delivered to take until ctx is done, or until
// none has come for idle when that is set.
func receive(ctx context.Context, cons *queue.Consumer, idle time.Duration, t *tally, take func(queue.Delivery)) {
	for {
		wait, cancel := ctx, context.CancelFunc(func() {})
		if idle > 0 {
			wait, cancel = context.WithTimeout(ctx, idle)
		}
		d, err := cons.Next(wait)
		cancel()
		switch {
		case ctx.Err() != nil || errors.Is(err, queue.ErrStopped):
			return
		case errors.Is(err, context.DeadlineExceeded):
			t.log.Info("queue idle; exiting", "idle", idle.String())
			return
		case err != nil:
			t.skip("queue", err)
			continue
		}
		t.readOne()
		take(d)
	}
}

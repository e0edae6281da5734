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
	"sitrep/queue"
	"sitrep/store"
)

func init() {
	registerCommand(command{name: "worker", summary: "code stories from a NATS JetStream queue into the store; run one per machine", run: runWorker})
}

func runWorker(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("worker --queue nats://HOST:4222 --db postgres://... [flags]", stderr)
	queueURL := fs.String("queue", "", "NATS server `URL` whose JetStream stream holds the stories (required)")
	dsn := fs.String("db", "", "store the stories go to: a postgres:// `URL` shared by every worker (required)")
	stream := fs.String("stream", queue.DefaultStream, "JetStream stream `NAME`")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "stories coded in parallel in this process")
	ackWait := fs.Duration("ack-wait", queue.DefaultAckWait, "a story not stored within `DURATION` goes to another worker")
	idleExit := fs.Duration("idle-exit", 0, "exit once no story has come for `DURATION` (0: run until interrupted)")
	logFormat := fs.String("log-format", "text", "log `format` on stderr: text or json")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *queueURL == "" || *dsn == "" {
		return fmt.Errorf("worker: --queue and --db are required: %w", errUsage)
	}
	log, err := newLogger(*logFormat, stderr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	db, err := store.Open(ctx, *dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	q, err := queue.Open(ctx, *queueURL, queue.Options{Stream: *stream, AckWait: *ackWait})
	if err != nil {
		return err
	}
	defer q.Close()
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	cons, err := q.Consume(ctx, 2*max(*workers, 1))
	if err != nil {
		return err
	}
	defer cons.Stop()
	log.Info("worker started", "queue", *queueURL, "stream", *stream, "workers", *workers)

	t := newTally(stderr, log, *logFormat == "json")
	// Run emits stories in the order they went in, so the deliveries wait
	// in that order beside them; Run holds at most a few stories per coder.
	held := make(chan queue.Delivery, 64*max(*workers, 1))
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		receive(ctx, cons, *idleExit, t, func(d queue.Delivery) {
			held <- d
			in <- d.Story
		})
	}()
	err = codeAndStore(ctx, p, *workers, db, in, func(st *doc.Story, created bool, err error) {
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
	t.finish()
	return err
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

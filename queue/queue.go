// Package queue carries stories from `sitrep ingest --queue` to any number of
// `sitrep worker` processes through a NATS JetStream work-queue stream: each
// story goes to one worker, which acknowledges it only once its events are
// committed, so a worker that dies loses nothing (the story is delivered
// again) and the store's idempotent writes keep a redelivered story from
// being stored twice.
package queue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"sitrep/doc"
)

// Defaults for Options left zero.
const (
	DefaultStream  = "SITREP_STORIES"
	DefaultAckWait = time.Minute
	consumerName   = "sitrep-workers"
)

// Options name the stream and bound redelivery.
type Options struct {
	// Stream is the JetStream stream; its subject is the lower-cased name
	// followed by ".stories".
	Stream string
	// AckWait is how long a story may stay unacknowledged before it is
	// delivered to another worker.
	AckWait time.Duration
}

// Queue is a connection to the stories stream.
type Queue struct {
	nc      *nats.Conn
	js      jetstream.JetStream
	stream  string
	subject string
	ackWait time.Duration
}

// Open connects to the NATS server at url and creates the stream if it
// does not exist yet.
func Open(ctx context.Context, url string, opt Options) (*Queue, error) {
	if opt.Stream == "" {
		opt.Stream = DefaultStream
	}
	if opt.AckWait <= 0 {
		opt.AckWait = DefaultAckWait
	}
	nc, err := nats.Connect(url, nats.Name("sitrep"), nats.Timeout(5*time.Second), nats.MaxReconnects(-1))
	if err != nil {
		return nil, fmt.Errorf("connect to NATS at %s: %w", url, err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("JetStream at %s: %w", url, err)
	}
	q := &Queue{nc: nc, js: js, stream: opt.Stream, subject: strings.ToLower(opt.Stream) + ".stories", ackWait: opt.AckWait}
	_, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:       q.stream,
		Subjects:   []string{q.subject},
		Retention:  jetstream.WorkQueuePolicy,
		Storage:    jetstream.FileStorage,
		Duplicates: 10 * time.Minute,
	})
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("create stream %s: %w", q.stream, err)
	}
	return q, nil
}

// Close drains and closes the connection.
func (q *Queue) Close() error { return q.nc.Drain() }

// message is a story on the wire.
type message struct {
	ID        string    `json:"id"`
	Title     string    `json:"title,omitempty"`
	Text      string    `json:"text"`
	URL       string    `json:"url,omitempty"`
	Source    string    `json:"source,omitempty"`
	Published time.Time `json:"published,omitzero"`
}

// Publish puts a story on the stream and waits for the server to store it.
// The story's ID is the message ID, so a story published twice within the
// stream's duplicate window is kept once.
func (q *Queue) Publish(ctx context.Context, st *doc.Story) error {
	data, err := json.Marshal(message{ID: st.ID, Title: st.Title, Text: st.Text, URL: st.URL, Source: st.Source, Published: st.Published})
	if err != nil {
		return err
	}
	if _, err := q.js.Publish(ctx, q.subject, data, jetstream.WithMsgID(st.ID)); err != nil {
		return fmt.Errorf("publish story %s: %w", st.ID, err)
	}
	return nil
}

// Pending returns how many stories wait on the stream, delivered or not.
func (q *Queue) Pending(ctx context.Context) (uint64, error) {
	s, err := q.js.Stream(ctx, q.stream)
	if err != nil {
		return 0, err
	}
	info, err := s.Info(ctx)
	if err != nil {
		return 0, err
	}
	return info.State.Msgs, nil
}

// Delivery is one story taken from the stream; exactly one of Ack, Retry
// and Drop must follow.
type Delivery struct {
	Story *doc.Story
	msg   jetstream.Msg
}

// Ack tells the stream the story is stored; it is not delivered again.
func (d Delivery) Ack(ctx context.Context) error { return d.msg.DoubleAck(ctx) }

// Retry hands the story back, to be delivered again after delay.
func (d Delivery) Retry(delay time.Duration) error { return d.msg.NakWithDelay(delay) }

// Drop removes a story no worker can handle.
func (d Delivery) Drop() error { return d.msg.Term() }

// Consumer hands out stories to one worker process.
type Consumer struct {
	it jetstream.MessagesContext
}

// Consume joins the workers' shared durable consumer; prefetch is how many
// stories this worker holds unacknowledged ahead of its coders.
func (q *Queue) Consume(ctx context.Context, prefetch int) (*Consumer, error) {
	cons, err := q.js.CreateOrUpdateConsumer(ctx, q.stream, jetstream.ConsumerConfig{
		Durable:       consumerName,
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       q.ackWait,
		MaxAckPending: 1024,
	})
	if err != nil {
		return nil, fmt.Errorf("consumer on %s: %w", q.stream, err)
	}
	it, err := cons.Messages(jetstream.PullMaxMessages(max(prefetch, 1)))
	if err != nil {
		return nil, fmt.Errorf("consume %s: %w", q.stream, err)
	}
	return &Consumer{it: it}, nil
}

// ErrStopped is returned by Next after Stop.
var ErrStopped = errors.New("consumer stopped")

// Next waits for the next story until ctx is done. A message that is not a
// story is dropped and reported as an error; the caller goes on.
func (c *Consumer) Next(ctx context.Context) (Delivery, error) {
	msg, err := c.it.Next(jetstream.NextContext(ctx))
	if errors.Is(err, jetstream.ErrMsgIteratorClosed) {
		return Delivery{}, ErrStopped
	}
	if err != nil {
		return Delivery{}, err
	}
	var m message
	if err := json.Unmarshal(msg.Data(), &m); err != nil || m.Text == "" {
		msg.Term()
		if err == nil {
			err = errors.New("no text")
		}
		return Delivery{}, fmt.Errorf("message %s: not a story: %v", msg.Subject(), err)
	}
	st := &doc.Story{ID: m.ID, Title: m.Title, Text: m.Text, URL: m.URL, Source: m.Source, Published: m.Published}
	return Delivery{Story: st, msg: msg}, nil
}

// Stop ends delivery; stories fetched but not acknowledged go back to the
// stream when their AckWait runs out.
func (c *Consumer) Stop() { c.it.Stop() }

// Delete removes the stream with every story on it.
func (q *Queue) Delete(ctx context.Context) error { return q.js.DeleteStream(ctx, q.stream) }

// Deliveries returns how many times the workers' consumer has handed out a
// story, redeliveries included: more than the stories published means some
// were delivered again.
func (q *Queue) Deliveries(ctx context.Context) (uint64, error) {
	c, err := q.js.Consumer(ctx, q.stream, consumerName)
	if err != nil {
		return 0, err
	}
	info, err := c.Info(ctx)
	if err != nil {
		return 0, err
	}
	return info.Delivered.Consumer, nil
}

package queue

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"testing"
	"time"

	"sitrep/doc"
)

// natsURL is the NATS server the tests use: $SITREP_TEST_NATS, else the
// machine's own.
func natsURL() string {
	if v := os.Getenv("SITREP_TEST_NATS"); v != "" {
		return v
	}
	return "nats://127.0.0.1:4222"
}

// openTestQueue opens a stream of the test's own, deleted at the end.
func openTestQueue(t *testing.T, ackWait time.Duration) *Queue {
	t.Helper()
	b := make([]byte, 4)
	rand.Read(b)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	q, err := Open(ctx, natsURL(), Options{Stream: "SITREP_TEST_" + hex.EncodeToString(b), AckWait: ackWait})
	if err != nil {
		t.Skipf("NATS JetStream unreachable at %s (set SITREP_TEST_NATS to run this test): %v", natsURL(), err)
	}
	t.Cleanup(func() {
		q.Delete(context.Background())
		q.Close()
	})
	return q
}

func TestPublishConsumeRedeliver(t *testing.T) {
	q := openTestQueue(t, time.Second)
	ctx := context.Background()
	for i := range 3 {
		st := &doc.Story{ID: fmt.Sprint("s", i), Title: "t", Text: fmt.Sprintf("Story %d.", i), Published: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)}
		if err := q.Publish(ctx, st); err != nil {
			t.Fatal(err)
		}
	}
	// The same story again within the duplicate window is kept once.
	if err := q.Publish(ctx, &doc.Story{ID: "s0", Text: "Story 0."}); err != nil {
		t.Fatal(err)
	}
	if n, err := q.Pending(ctx); err != nil || n != 3 {
		t.Fatalf("pending %d (%v), want 3", n, err)
	}
	c, err := q.Consume(ctx, 4)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()
	seen := map[string]int{}
	for len(seen) < 3 || seen["s1"] < 2 {
		d, err := c.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		seen[d.Story.ID]++
		if !d.Story.Published.Equal(time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)) {
			t.Errorf("story %s published %s", d.Story.ID, d.Story.Published)
		}
		// s1's first delivery is handed back; the others are stored.
		if d.Story.ID == "s1" && seen["s1"] == 1 {
			d.Retry(10 * time.Millisecond)
			continue
		}
		if err := d.Ack(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if seen["s0"] != 1 || seen["s2"] != 1 {
		t.Errorf("deliveries %v", seen)
	}
	if n, err := q.Pending(ctx); err != nil || n != 0 {
		t.Errorf("pending after acks %d (%v), want 0", n, err)
	}
	if n, err := q.Deliveries(ctx); err != nil || n != 4 {
		t.Errorf("%d deliveries (%v), want 4: three stories and one handed back", n, err)
	}
}

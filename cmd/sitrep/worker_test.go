package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
	"sitrep/queue"
	"sitrep/store"
	"sitrep/store/storetest"
)

const workerChildEnv = "SITREP_TEST_WORKER_ARGS"

// TestWorkerChild is the body of a worker process started by
// TestWorkersSurviveSIGKILL.
func TestWorkerChild(t *testing.T) {
	args := os.Getenv(workerChildEnv)
	if args == "" {
		t.Skip("the child process of TestWorkersSurviveSIGKILL")
	}
	os.Exit(run(strings.Split(args, "\x1f"), os.Stdout, os.Stderr))
}

func testEnv(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// testQueue opens a stream of t's own on the machine's NATS server (or
// $SITREP_TEST_NATS), deleted when t ends; it skips t when there is none.
func testQueue(t *testing.T) (q *queue.Queue, url, stream string) {
	url = testEnv("SITREP_TEST_NATS", "nats://127.0.0.1:4222")
	stream = "SITREP_TEST_" + strings.ToUpper(randomHex(4))
	q, err := queue.Open(context.Background(), url, queue.Options{Stream: stream})
	if err != nil {
		t.Skipf("NATS JetStream unreachable at %s (set SITREP_TEST_NATS to run this test): %v", url, err)
	}
	t.Cleanup(func() {
		q.Delete(context.Background())
		q.Close()
	})
	return q, url, stream
}

// testStories writes n distinct short news stories.
func testStories(n int) []*doc.Story {
	who := []string{"Police", "Soldiers", "Protesters", "Rebels", "Officials", "Students", "Farmers"}
	did := []string{"arrested %d people", "clashed with %d demonstrators", "blocked %d roads", "released %d prisoners", "detained %d suspects"}
	where := []string{"Lagos", "Karachi", "Lima", "Manila", "Nairobi", "Dhaka", "Quito", "Hanoi"}
	var out []*doc.Story
	for i := range n {
		text := fmt.Sprintf("%s "+did[i%len(did)]+" in %s on Monday, the interior ministry said in a statement (report %d).",
			who[i%len(who)], 2+i%37, where[i%len(where)], i)
		out = append(out, &doc.Story{ID: store.StoryID(text), Title: fmt.Sprintf("Report %d", i), Text: text,
			Published: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), Source: "test"})
	}
	return out
}

// TestWorkersSurviveSIGKILL runs three worker processes over one queue and
// one PostgreSQL store, kills one with SIGKILL mid-run, and checks that
// every story is stored exactly once with the events one coding gives.
func TestWorkersSurviveSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("starts three worker processes: skipped with -short")
	}
	dsn := storetest.Postgres(t)
	q, natsURL, stream := testQueue(t)
	ctx := context.Background()
	stories := testStories(1000)
	for _, st := range stories {
		if err := q.Publish(ctx, st); err != nil {
			t.Fatal(err)
		}
	}

	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := strings.Join([]string{"worker", "--queue", natsURL, "--db", dsn, "--stream", stream,
		"--workers", "1", "--ack-wait", "3s", "--idle-exit", "6s"}, "\x1f")
	var children []*exec.Cmd
	var logs []*bytes.Buffer
	for range 3 {
		cmd := exec.Command(exe, "-test.run=^TestWorkerChild$")
		cmd.Env = append(os.Environ(), workerChildEnv+"="+args)
		var log bytes.Buffer
		cmd.Stdout, cmd.Stderr = &log, &log
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		children, logs = append(children, cmd), append(logs, &log)
	}
	defer func() {
		for _, c := range children {
			c.Process.Kill()
		}
	}()

	db, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		c, err := db.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if c.Stories >= 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d stories stored after two minutes; worker 1 says:\n%s", c.Stories, logs[0])
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := children[0].Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	children[0].Wait()
	for i, c := range children[1:] {
		if err := c.Wait(); err != nil {
			t.Fatalf("worker %d: %v\n%s", i+2, err, logs[i+1])
		}
	}
	if !strings.Contains(logs[1].String()+logs[2].String(), "coded and stored") {
		t.Errorf("no summary from the surviving workers:\n%s\n%s", logs[1], logs[2])
	}

	want := expectedEvents(t, stories)
	got, err := db.Counts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.Stories != len(stories) || got.Events != want {
		t.Errorf("stored %d stories and %d events; want %d and %d", got.Stories, got.Events, len(stories), want)
	}
	for _, st := range stories {
		if _, err := db.Story(ctx, st.ID); err != nil {
			t.Errorf("story %s: %v", st.ID, err)
			break
		}
	}
	if n, err := q.Pending(ctx); err != nil || n != 0 {
		t.Errorf("%d stories left on the stream (%v)", n, err)
	}
	// The killed worker held stories it had not acknowledged: they were
	// delivered again.
	if n, err := q.Deliveries(ctx); err != nil || n <= uint64(len(stories)) {
		t.Errorf("%d deliveries of %d stories (%v): nothing was delivered again", n, len(stories), err)
	} else {
		t.Logf("%d deliveries of %d stories", n, len(stories))
	}
}

// expectedEvents codes the stories once, here, and counts their events.
func expectedEvents(t *testing.T, stories []*doc.Story) int {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, orig := range stories {
		st := *orig
		if err := p.Annotate(&st); err != nil {
			t.Fatal(err)
		}
		n += len(st.Events)
	}
	return n
}

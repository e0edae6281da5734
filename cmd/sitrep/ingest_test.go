package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/store"
)

// newsSite serves a feed of two article pages written for these tests, one
// link that is gone, and a page without an article.
func newsSite(t *testing.T) *httptest.Server {
	t.Helper()
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page := func(name string) {
			data, err := os.ReadFile(filepath.Join("..", "..", "feed", "testdata", "pages", name))
			if err != nil {
				t.Error(err)
			}
			w.Header().Set("Content-Type", "text/html")
			w.Write(data)
		}
		switch r.URL.Path {
		case "/feed.rss":
			w.Header().Set("Content-Type", "application/rss+xml")
			io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>`+
				`<item><title>Floods</title><link>`+srv.URL+`/flood</link></item>`+
				`<item><title>Arrests</title><link>`+srv.URL+`/arrests</link></item>`+
				`<item><title>Gone</title><link>`+srv.URL+`/gone</link></item>`+
				`<item><title>Front page</title><link>`+srv.URL+`/index</link></item>`+
				`</channel></rss>`)
		case "/flood":
			page("flood.html")
		case "/arrests":
			page("arrests.html")
		case "/index":
			page("index.html")
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestIngestFeedAndFilesIntoStore(t *testing.T) {
	srv := newsSite(t)
	dir := t.TempDir()
	jsonl := filepath.Join(dir, "stories.jsonl")
	os.WriteFile(jsonl, []byte(`{"id":"a","title":"Strike","text":"Dock workers in the port city went on strike on Tuesday, union leaders said.","published":"2026-11-24"}`+"\n"+
		`{"id":"b","text":"` /* cut off */ +"\n"), 0o644)
	db := filepath.Join(dir, "sitrep.db")
	args := []string{"ingest", "--db", db, "--allow-private", "--per-host", "0", srv.URL + "/feed.rss", jsonl}

	var stdout, stderr bytes.Buffer
	if code := run(args, &stdout, &stderr); code != exitPartial {
		t.Fatalf("exit %d, want %d (some sources failed): %s", code, exitPartial, stderr.String())
	}
	log := stderr.String()
	for _, want := range []string{"read 3, coded and stored 3", "0 already stored, skipped 3", "1 HTTP 404", "1 no article in the page", srv.URL + "/gone", "stories.jsonl:2"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	counts := storeCounts(t, db)
	if counts.Stories != 3 || counts.Events == 0 {
		t.Errorf("stored %+v, want 3 stories with events", counts)
	}

	// Again: nothing new is stored.
	stderr.Reset()
	if code := run(append(args, "--log-format", "json"), &stdout, &stderr); code != exitPartial {
		t.Fatalf("second run: exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), `"msg":"summary","read":3,"coded_and_stored":0`) || !strings.Contains(stderr.String(), `"already_stored":3,"skipped":3`) {
		t.Errorf("second run:\n%s", stderr.String())
	}
	if again := storeCounts(t, db); again != counts {
		t.Errorf("second run changed the store: %+v, was %+v", again, counts)
	}
}

func storeCounts(t *testing.T, dsn string) store.Counts {
	t.Helper()
	s, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := s.Counts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestIngestQueuePublishes(t *testing.T) {
	q, natsURL, stream := testQueue(t)
	ctx := context.Background()
	dir := t.TempDir()
	var lines []string
	for _, st := range testStories(5) {
		lines = append(lines, `{"text":"`+st.Text+`"}`)
	}
	file := filepath.Join(dir, "stories.jsonl")
	os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"ingest", "--queue", natsURL, "--stream", stream, file}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "read 5, queued 5, skipped 0") {
		t.Errorf("summary: %s", stderr.String())
	}
	if n, err := q.Pending(ctx); err != nil || n != 5 {
		t.Errorf("%d stories on the stream (%v), want 5", n, err)
	}
}

// TestIngestWarnsOfMissingDates checks that ingest, like code, says when a
// story is stored without a publication date (its "on Monday" stays
// unresolved) or with a date it could not read, and that --published fills
// the gap.
func TestIngestWarnsOfMissingDates(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "market.txt")
	os.WriteFile(text, []byte("Traders at the central market closed their stalls on Monday in protest at a new tax."), 0o644)
	jsonl := filepath.Join(dir, "more.jsonl")
	os.WriteFile(jsonl, []byte(`{"id":"c","text":"Nurses in the capital marched to the ministry on Friday to demand unpaid wages.","published":"the other day"}`+"\n"), 0o644)

	var stdout, stderr bytes.Buffer
	if code := run([]string{"ingest", "--db", filepath.Join(dir, "a.db"), text, jsonl}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	log := stderr.String()
	for _, want := range []string{"no publication date", "give --published", "more.jsonl:1", "the other day", "(2 without a publication date)"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}

	stderr.Reset()
	if code := run([]string{"ingest", "--db", filepath.Join(dir, "b.db"), "--published", "2026-11-27", text, jsonl}, &stdout, &stderr); code != 0 {
		t.Fatalf("with --published: exit %d: %s", code, stderr.String())
	}
	if log := stderr.String(); strings.Contains(log, "without a publication date") || !strings.Contains(log, "the other day") {
		t.Errorf("with --published, want only the unreadable date's warning:\n%s", log)
	}
	if code := run([]string{"ingest", "--published", "someday", text}, &stdout, &stderr); code != 2 {
		t.Errorf("--published someday: exit %d, want 2 (usage)", code)
	}
}

// TestIngestDirectorySkipsNonStories checks that ingest of a folder leaves
// out the files beside its stories, names them in one line, and does not
// count them as failures.
func TestIngestDirectorySkipsNonStories(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"README.md":  "# Stories\n\nWritten for this test.\n",
		"LICENSE":    "Permission is granted to use these files.\n",
		"market.txt": "Traders at the central market closed their stalls on Monday in protest at a new tax.\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	db := filepath.Join(t.TempDir(), "a.db")
	if code := run([]string{"ingest", "--db", db, "--published", "2026-11-27", dir}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	log := stderr.String()
	want := "skipped 2 files that hold no story (" + filepath.Join(dir, "LICENSE") + ", " + filepath.Join(dir, "README.md") + ")"
	for _, w := range []string{want, "read 1, coded and stored 1", "skipped 0;"} {
		if !strings.Contains(log, w) {
			t.Errorf("log lacks %q:\n%s", w, log)
		}
	}
}

// TestTallyPlainProgress checks which runs off a terminal get plain
// progress lines: ingest with text logs does, while JSON logs and the
// worker's service log stay free of them.
func TestTallyPlainProgress(t *testing.T) {
	var buf bytes.Buffer
	for _, c := range []struct {
		name        string
		json, plain bool
		want        bool
	}{
		{"ingest text logs", false, true, true},
		{"ingest json logs", true, true, false},
		{"worker", false, false, false},
	} {
		log, _ := newLogger("text", &buf)
		tl := newTally(&buf, log, c.json, c.plain)
		if got := tl.bar != nil; got != c.want {
			t.Errorf("%s: progress lines %v; want %v", c.name, got, c.want)
		}
	}
}

// TestIngestSourceLinesReadLikeCode checks that with text logs a source
// ingest skips or warns of gets the line sitrep code writes for it, and
// that JSON logs keep it a record.
func TestIngestSourceLinesReadLikeCode(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(`{"headline":"Quiet week","body":"Nothing of note happened."}`+"\n"), 0o644)
	var stdout, stderr bytes.Buffer
	run([]string{"ingest", "--db", filepath.Join(dir, "a.db"), bad}, &stdout, &stderr)
	want := "sitrep: " + bad + ":1: no field text"
	if !strings.Contains(stderr.String(), want) || strings.Contains(stderr.String(), "level=WARN") {
		t.Errorf("text logs: stderr %q; want a line starting %q and no log record", stderr.String(), want)
	}
	stderr.Reset()
	run([]string{"ingest", "--db", filepath.Join(dir, "b.db"), "--log-format", "json", bad}, &stdout, &stderr)
	if !strings.Contains(stderr.String(), `"msg":"skipped"`) {
		t.Errorf("json logs: stderr %q; want a skipped record", stderr.String())
	}
}

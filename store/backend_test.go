package store

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/store/storetest"
)

// The store tests run against every back end reachable: SQLite always, and
// PostgreSQL at $SITREP_TEST_POSTGRES or 127.0.0.1:5432, database test, each
// test in a schema of its own (package storetest).

type backend struct {
	name string
	// dsn returns the DSN of a new, empty store, or skips t.
	dsn func(t testing.TB) string
}

var backends = []backend{{"sqlite", storetest.SQLite}, {"postgres", storetest.Postgres}}

// forEachBackend runs f as a subtest on a new, empty store of each back end.
func forEachBackend(t *testing.T, f func(t *testing.T, s Store)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			s, err := Open(context.Background(), b.dsn(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			f(t, s)
		})
	}
}

// fixture is a story of testdata/stories.jsonl (written for these tests)
// with the events that `sitrep code testdata/stories.jsonl` found in it,
// kept in testdata/events.jsonl.
type fixture struct {
	in     StoryInput
	name   string
	events []doc.Event
}

var testCoder = doc.Coder{Name: "sitrep", Version: "test", Schema: doc.SchemaVersion}

func loadFixtures(t testing.TB) []fixture {
	t.Helper()
	var out []fixture
	byName := map[string]int{}
	readJSONL(t, "testdata/stories.jsonl", func(line []byte) {
		var s struct{ ID, Title, Text, Published, URL, Source string }
		if err := json.Unmarshal(line, &s); err != nil {
			t.Fatal(err)
		}
		pub, err := time.Parse(time.DateOnly, s.Published)
		if err != nil {
			t.Fatal(err)
		}
		byName[s.ID] = len(out)
		out = append(out, fixture{name: s.ID, in: StoryInput{Title: s.Title, Text: s.Text, URL: s.URL, Source: s.Source,
			Published: pub, Coder: testCoder}})
	})
	readJSONL(t, "testdata/events.jsonl", func(line []byte) {
		var ev doc.Event
		if err := json.Unmarshal(line, &ev); err != nil {
			t.Fatal(err)
		}
		i, ok := byName[ev.StoryID]
		if !ok {
			t.Fatalf("event %s: no story %s", ev.ID, ev.StoryID)
		}
		out[i].events = append(out[i].events, ev)
	})
	return out
}

func readJSONL(t testing.TB, path string, f func([]byte)) {
	t.Helper()
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if len(strings.TrimSpace(sc.Text())) > 0 {
			f(sc.Bytes())
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// putAll stores every fixture and returns the stored IDs by fixture name.
func putAll(t *testing.T, s Store, fx []fixture) map[string]string {
	t.Helper()
	ids := map[string]string{}
	for _, f := range fx {
		id, created, err := s.PutStory(context.Background(), f.in, f.events)
		if err != nil {
			t.Fatal(err)
		}
		if !created {
			t.Fatalf("story %s: created false on first put", f.name)
		}
		ids[f.name] = id
	}
	return ids
}

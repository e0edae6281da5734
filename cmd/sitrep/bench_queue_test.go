package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/store/storetest"
)

func TestParseCounts(t *testing.T) {
	if ks, err := parseCounts("1, 2,4"); err != nil || fmt.Sprint(ks) != "[1 2 4]" {
		t.Errorf("parseCounts(1, 2,4) = %v, %v", ks, err)
	}
	for _, bad := range []string{"", "0", "1,x", "-2"} {
		if _, err := parseCounts(bad); err == nil {
			t.Errorf("parseCounts(%q) took it", bad)
		}
	}
}

// TestBenchQueueStore runs the store mode of bench queue on a few stories
// against the machine's PostgreSQL: every story is stored once at each
// point, and the rows say so.
func TestBenchQueueStore(t *testing.T) {
	storetest.Postgres(t) // skips when PostgreSQL is unreachable
	dsn := testEnv("SITREP_TEST_POSTGRES", storetest.DefaultPostgres)
	var lines []string
	for _, st := range testStories(6) {
		b, err := json.Marshal(map[string]string{"id": st.ID, "title": st.Title, "text": st.Text, "published": "2026-11-30"})
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	file := filepath.Join(t.TempDir(), "stories.jsonl")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := run([]string{"bench", "queue", "--mode", "store", "--workers", "1,2", "--json", "--db", dsn, file}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	dec := json.NewDecoder(&out)
	for _, k := range []int{1, 2} {
		var r queueBenchRow
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("point %d: %v (output %q)", k, err, out.String())
		}
		if r.Mode != "store" || r.Workers != k || r.Stories != 6 || r.Stored != 6 || r.StoriesPerSec <= 0 || r.PutMS <= 0 {
			t.Errorf("point %d: %+v", k, r)
		}
	}
}

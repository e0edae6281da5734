package store

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The benchmarks run on SQLite stores of synthetic load (synthStory), built
// once per run of the test binary and shared by the benchmarks; with
// $SITREP_BENCH_DIR set, built there once and kept for later runs.
//
// With $SITREP_BENCH_POSTGRES set to a DSN (its search_path naming a schema
// of its own), they run on that PostgreSQL store instead, built there once
// and kept; the PutStory benchmarks add their stories to it.

var (
	benchDir      = os.Getenv("SITREP_BENCH_DIR")
	benchPostgres = os.Getenv("SITREP_BENCH_POSTGRES")
)

func TestMain(m *testing.M) {
	keep := benchDir != ""
	code := m.Run()
	if benchDir != "" && !keep {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

// bigStore returns the DSN of a store holding at least events synthetic
// events, and the number of stories it took.
func bigStore(b *testing.B, fx []fixture, events int) (string, int) {
	b.Helper()
	if benchPostgres != "" {
		return fillBig(b, fx, benchPostgres, events)
	}
	if benchDir == "" {
		dir, err := os.MkdirTemp("", "sitrep-store-bench")
		if err != nil {
			b.Fatal(err)
		}
		benchDir = dir
	}
	return fillBig(b, fx, filepath.Join(benchDir, fmt.Sprintf("%d.db", events)), events)
}

// fillBig stores synthetic stories in the store at dsn until it holds at
// least events events, and returns dsn and the number of stories stored.
func fillBig(b *testing.B, fx []fixture, dsn string, events int) (string, int) {
	s, err := Open(context.Background(), dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	c, err := s.Counts(ctx)
	if err != nil {
		b.Fatal(err)
	}
	if c.Events >= events {
		return dsn, c.Stories
	}
	start := time.Now()
	n, stories := c.Events, c.Stories
	for ; n < events; stories++ {
		in, evs := synthStory(fx, stories)
		if _, _, err := s.PutStory(ctx, in, evs); err != nil {
			b.Fatal(err)
		}
		n += len(evs)
	}
	if c, err = s.Counts(ctx); err != nil {
		b.Fatal(err)
	}
	b.Logf("built a store of %d stories, %d events, %d clusters in %s", c.Stories, c.Events, c.Clusters,
		time.Since(start).Round(time.Second))
	return dsn, stories
}

func openBench(b *testing.B, path string) Store {
	b.Helper()
	s, err := Open(context.Background(), path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// BenchmarkPutStory stores the 2 KB fixture story's events (11 events), as
// another outlet's copy of a stored story, in a store of 100,000 events:
// the events are compared with their candidates, join the clusters of the
// stored story's, and the clusters' figures are reconciled. Each iteration
// retells another stored story.
func BenchmarkPutStory(b *testing.B) {
	benchRetell(b, func(i int) int { return i })
}

// BenchmarkPutStorySameIncident is BenchmarkPutStory retelling one stored
// story at every iteration: its clusters grow by one member each time
// (to 31 with -benchtime 30x), as when many outlets report one incident.
func BenchmarkPutStorySameIncident(b *testing.B) {
	benchRetell(b, func(int) int { return 0 })
}

// benchRetell stores, at iteration i, a copy of the 2 KB fixture story
// retold(i) fixture cycles after the middle of the store.
func benchRetell(b *testing.B, retold func(i int) int) {
	fx := loadFixtures(b)
	market := -1
	for i, f := range fx {
		if len(f.in.Text) >= 2000 {
			market = i
		}
	}
	if market < 0 {
		b.Fatal("no 2 KB fixture story")
	}
	dsn, stories := bigStore(b, fx, 100_000)
	if benchPostgres == "" {
		// A copy, so that the shared store stays as built.
		data, err := os.ReadFile(dsn)
		if err != nil {
			b.Fatal(err)
		}
		dsn = filepath.Join(b.TempDir(), "copy.db")
		if err := os.WriteFile(dsn, data, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	s := openBench(b, dsn)
	ctx := context.Background()
	// Copies of stored stories from the middle of the store's time on.
	k := stories/2 - stories/2%len(fx) + market
	cpu := startCPU(b)
	for i := 0; b.Loop(); i++ {
		in, evs := synthStory(fx, k+retold(i)*len(fx))
		in.Text += fmt.Sprintf(" (retold %d at %d)", i, time.Now().UnixNano()) // new on a kept store too
		if _, created, err := s.PutStory(ctx, in, evs); err != nil || !created {
			b.Fatalf("created %v: %v", created, err)
		}
	}
	cpu.report()
}

// BenchmarkEvents reads pages of 500 events from a store of 100,000 (fewer
// where fewer match: events/op says how many).
func BenchmarkEvents(b *testing.B) {
	fx := loadFixtures(b)
	path, _ := bigStore(b, fx, 100_000)
	s := openBench(b, path)
	ctx := context.Background()
	all, _, err := s.Events(ctx, Query{Limit: MaxLimit})
	if err != nil {
		b.Fatal(err)
	}
	mid, _, err := s.Events(ctx, Query{From: "2020-01-01", Limit: 1})
	if err != nil || len(mid) == 0 {
		b.Fatal("no event in 2020", err)
	}
	_, cursor, err := s.Events(ctx, Query{Limit: MaxLimit, Cursor: ""})
	if err != nil {
		b.Fatal(err)
	}
	// The page lists the newest first (Query.Newest): its pages are
	// measured beside the oldest-first ones.
	_, newestCursor, err := s.Events(ctx, Query{Limit: MaxLimit, Newest: true})
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		q    Query
	}{
		{"first-page", Query{}},
		{"page-after-cursor", Query{Cursor: cursor}},
		{"from-to", Query{From: "2019-06-01", To: "2019-12-31"}},
		{"country", Query{Country: all[0].Place.Country}},
		{"plover-min-killed", Query{Plover: "ASSAULT", MinKilled: 5}},
		{"bbox", Query{BBox: &BBox{MinLon: -20, MinLat: -40, MaxLon: 60, MaxLat: 40}}},
		{"actor", Query{Actor: "gunmen"}},
		{"newest-first-page", Query{Newest: true}},
		{"newest-page-after-cursor", Query{Newest: true, Cursor: newestCursor}},
		{"newest-from-to", Query{Newest: true, From: "2019-06-01", To: "2019-12-31"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			c.q.Limit = 500
			n := 0
			cpu := startCPU(b)
			for b.Loop() {
				evs, _, err := s.Events(ctx, c.q)
				if err != nil {
					b.Fatal(err)
				}
				if len(evs) == 0 {
					b.Fatal("no event")
				}
				n = len(evs)
			}
			cpu.report()
			b.ReportMetric(float64(n), "events/op")
		})
	}
}

// cpuClock reports the process's CPU time (user and system) per operation
// beside the wall time: on a machine shared with other jobs the wall time
// includes waiting for a core, the CPU time much less so.
type cpuClock struct {
	b     *testing.B
	start time.Duration
}

func startCPU(b *testing.B) cpuClock { return cpuClock{b, cpuTime()} }

func (c cpuClock) report() {
	c.b.ReportMetric(float64(cpuTime()-c.start)/float64(time.Millisecond)/float64(c.b.N), "cpu-ms/op")
}

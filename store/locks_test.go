package store

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"sitrep/dedup"
)

// conflict reports whether two transactions holding a and b would wait
// for each other: they share a key that one holds exclusively.
func conflict(a, b []advisoryLock) bool {
	mode := map[int64]bool{}
	for _, l := range a {
		mode[l.key] = l.exclusive
	}
	for _, l := range b {
		if x, ok := mode[l.key]; ok && (x || l.exclusive) {
			return true
		}
	}
	return false
}

// lockRow is an event row with what writeLocks reads.
func lockRow(country string, from, to time.Time) eventRow {
	return eventRow{country: country, nearFrom: formatInstant(from), nearTo: formatInstant(to), nearLong: to.Sub(from) > shortSpan}
}

// TestWriteLocksCoverCandidates checks, over random pairs of events, that
// two events that findCandidates could offer each other (intervals within
// dedup.Window, countries the same or one unknown) take conflicting locks,
// so their writers never read candidates at once; and that the locks leave
// most pairs that can never meet free to write at once.
func TestWriteLocksCoverCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	countries := []string{"", "KEN", "PER", "NGA"}
	start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	event := func() eventRow {
		from := start.Add(time.Duration(rng.IntN(400*24)) * time.Hour)
		span := []time.Duration{0, 24 * time.Hour, 3 * 24 * time.Hour, 31 * 24 * time.Hour, 366 * 24 * time.Hour}[rng.IntN(5)]
		return lockRow(countries[rng.IntN(len(countries))], from, from.Add(span))
	}
	free, apart := 0, 0
	for range 20000 {
		a, b := event(), event()
		meet := dedup.Near(parseTime(a.nearFrom), parseTime(a.nearTo), parseTime(b.nearFrom), parseTime(b.nearTo)) &&
			(a.country == b.country || a.country == "" || b.country == "")
		c := conflict(writeLocks([]eventRow{a}), writeLocks([]eventRow{b}))
		if meet && !c {
			t.Fatalf("events %+v and %+v can be candidates of each other but their writers take no common lock", a, b)
		}
		if !meet {
			apart++
			if !c {
				free++
			}
		}
	}
	if free < apart/2 {
		t.Errorf("of %d pairs of events that can never meet, only %d write at once", apart, free)
	}
	// A story's locks are those of all its events, each key once, sorted.
	ls := writeLocks([]eventRow{lockRow("KEN", start, start), lockRow("KEN", start, start.Add(time.Hour)), lockRow("", start, start)})
	for i := 1; i < len(ls); i++ {
		if ls[i-1].key >= ls[i].key {
			t.Fatalf("locks not sorted by key, or a key twice: %+v", ls)
		}
	}
	// An event of no time is offered the clusters stored last, whatever
	// their time: the whole store's lock, exclusive.
	if ls := writeLocks([]eventRow{{country: "KEN"}}); len(ls) != 1 || ls[0] != (advisoryLock{wholeStore, true}) {
		t.Errorf("locks of an event of no time: %+v", ls)
	}
}

// TestClusterGoneIsRetried: a cluster that dedup picked but another
// writer merged away is reported as errClusterGone, which retry tries
// again, as it does a deadlock PostgreSQL broke; other errors are not.
func TestClusterGoneIsRetried(t *testing.T) {
	for _, b := range backends {
		if b.name != "postgres" {
			continue // SQLite locks no rows: it has one writer
		}
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			st, err := Open(ctx, b.dsn(t))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s := st.(*sqlStore)
			var kept, gone int64
			for _, id := range []*int64{&kept, &gone} {
				if err := s.db.QueryRowContext(ctx, `INSERT INTO clusters (date, size, figures) VALUES ('', 0, '{}') RETURNING id`).Scan(id); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := s.db.ExecContext(ctx, `DELETE FROM clusters WHERE id = $1`, gone); err != nil {
				t.Fatal(err)
			}
			tx, err := s.beginWrite(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback()
			a := newAssignment(nil, "")
			defer a.close()
			merge, err := s.lockClusters(ctx, tx, kept, []string{strconv.FormatInt(gone, 10)}, a)
			if err != nil || len(merge) != 0 {
				t.Errorf("joining %d and merging gone %d: merge %v, err %v; want nothing to merge", kept, gone, merge, err)
			}
			_, err = s.lockClusters(ctx, tx, gone, []string{strconv.FormatInt(kept, 10)}, a)
			if !errors.Is(err, errClusterGone) || !retryable(err) {
				t.Errorf("joining gone cluster %d: %v, want errClusterGone, retryable", gone, err)
			}
		})
	}
	tries := 0
	err := retry(context.Background(), func() error { tries++; return fmt.Errorf("x: %w", errClusterGone) })
	if tries != maxAttempts || !errors.Is(err, errClusterGone) {
		t.Errorf("a race lost every time: %d tries, %v; want %d", tries, err, maxAttempts)
	}
	tries = 0
	deadlock := &pgconn.PgError{Code: "40P01"}
	if err := retry(context.Background(), func() error {
		if tries++; tries < 3 {
			return fmt.Errorf("x: %w", deadlock)
		}
		return nil
	}); err != nil || tries != 3 {
		t.Errorf("a deadlock broken twice: %d tries, %v; want 3 and success", tries, err)
	}
	tries = 0
	if err := retry(context.Background(), func() error { tries++; return errors.New("disk full") }); err == nil || tries != 1 {
		t.Errorf("another error: %d tries, %v; want 1 and the error", tries, err)
	}
}

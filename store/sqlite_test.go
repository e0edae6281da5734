package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
)

// TestSQLiteKeepsPlannerStatistics checks that a SQLite store gathers the
// statistics its query planner needs to pick the right index (see
// optimize): a store closed after its first stories has them for events.
func TestSQLiteKeepsPlannerStatistics(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	putAll(t, s, loadFixtures(t))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'events'`).Scan(&n); err != nil {
		t.Fatalf("no statistics: %v", err)
	}
	if n == 0 {
		t.Error("no statistics on the events table after Close")
	}
}

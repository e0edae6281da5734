package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
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

// TestOpenNotAStore checks that a directory, or a file that is no SQLite
// database, named as the store is refused in words that say which.
func TestOpenNotAStore(t *testing.T) {
	dir := t.TempDir()
	notDB := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notDB, []byte("These are notes, not a database, written at some length to fill a page.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{dir: "a directory, not a SQLite store file", notDB: "not a SQLite store"} {
		s, err := Open(context.Background(), path)
		if err == nil {
			s.Close()
			t.Errorf("%s: opened", path)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", path, err, want)
		}
	}
}

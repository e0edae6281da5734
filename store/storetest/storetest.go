// Package storetest gives tests empty stores of each back end: a SQLite file
// in the test's temporary directory, and a PostgreSQL schema of the test's
// own, so that parallel test runs do not collide.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
)

// DefaultPostgres is the server tests use unless $SITREP_TEST_POSTGRES names
// another: the local one, database test, trust authentication.
const DefaultPostgres = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable&connect_timeout=3"

// SQLite returns the DSN of a new SQLite store in tb's temporary directory.
func SQLite(tb testing.TB) string { return filepath.Join(tb.TempDir(), "test.db") }

// Postgres creates a PostgreSQL schema for tb alone, dropped when tb ends,
// and returns a DSN whose tables live in it. It skips tb, saying why, when
// the server is unreachable.
func Postgres(tb testing.TB) string {
	tb.Helper()
	dsn := os.Getenv("SITREP_TEST_POSTGRES")
	if dsn == "" {
		dsn = DefaultPostgres
	}
	db, err := sql.Open("pgx", dsn)
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		err = db.PingContext(ctx)
		cancel()
	}
	if err != nil {
		if db != nil {
			db.Close()
		}
		tb.Skipf("PostgreSQL unreachable at %s (set SITREP_TEST_POSTGRES to a DSN to run this test): %v", dsn, err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "sitrep_test_" + hex.EncodeToString(b)
	if _, err := db.Exec(`CREATE SCHEMA ` + schema); err != nil {
		db.Close()
		tb.Fatalf("create schema: %v", err)
	}
	tb.Cleanup(func() {
		if _, err := db.Exec(`DROP SCHEMA ` + schema + ` CASCADE`); err != nil {
			tb.Errorf("drop schema %s: %v", schema, err)
		}
		db.Close()
	})
	sep := "?"
	if strings.Contains(dsn, "?") {
		sep = "&"
	}
	return dsn + sep + "search_path=" + schema
}

package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
)

// migrations holds each back end's schema as numbered SQL files
// (NNN_name.sql), applied in order, each once.
//
//go:embed migrations
var migrations embed.FS

type migration struct {
	version int
	name    string
	sql     string
}

func readMigrations(dir string) ([]migration, error) {
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(e.Name(), ".sql") {
			return nil, fmt.Errorf("migration %s: want NNN_name.sql", e.Name())
		}
		b, err := fs.ReadFile(migrations, path.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: e.Name(), sql: string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	return ms, nil
}

// migrate applies the migrations not yet recorded in schema_migrations, all
// in one transaction that locks the whole store, so that two processes opening
// a new store at once apply each migration once.
func (s *sqlStore) migrate(ctx context.Context) error {
	ms, err := readMigrations("migrations/" + s.d.name)
	if err != nil {
		return fmt.Errorf("read migrations: %w", err)
	}
	return s.apply(ctx, ms)
}

// apply applies the migrations of ms not applied yet.
func (s *sqlStore) apply(ctx context.Context, ms []migration) error {
	tx, err := s.beginWrite(ctx, wholeStoreLock)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	applied := map[int]bool{}
	rows, err := tx.QueryContext(ctx, `SELECT version FROM schema_migrations`)
	if err != nil {
		return fmt.Errorf("read schema_migrations: %w", err)
	}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			rows.Close()
			return err
		}
		applied[v] = true
	}
	if err := rows.Close(); err != nil {
		return err
	}
	latest := 0
	for _, m := range ms {
		latest = max(latest, m.version)
		if applied[m.version] {
			continue
		}
		if _, err := tx.ExecContext(ctx, m.sql); err != nil {
			return fmt.Errorf("migration %s: %w", m.name, err)
		}
		if _, err := tx.ExecContext(ctx, s.d.rebind(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`),
			m.version, m.name, time.Now().UTC().Format(time.RFC3339)); err != nil {
			return fmt.Errorf("record migration %s: %w", m.name, err)
		}
	}
	for v := range applied {
		if v > latest {
			return fmt.Errorf("the store has schema version %d, newer than this program knows (%d): update sitrep", v, latest)
		}
	}
	return tx.Commit()
}

// beginWrite starts a transaction and takes locks at once, before it reads
// anything it will write from (locks.go). With SQLite the transaction is
// immediate: it takes the one write lock at BEGIN.
func (s *sqlStore) beginWrite(ctx context.Context, locks []advisoryLock) (*sql.Tx, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("begin: %w", err)
	}
	if err := s.lock(ctx, tx, locks); err != nil {
		tx.Rollback()
		return nil, err
	}
	return tx, nil
}

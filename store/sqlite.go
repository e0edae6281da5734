package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	_ "modernc.org/sqlite" // registers the "sqlite" driver: pure Go, no cgo
)

var sqliteDialect = dialect{name: "sqlite", rebind: func(q string) string { return q }}

// sqlitePragmas set on every connection: WAL lets readers run beside the
// writer; a full sync at each commit keeps every committed story through a
// crash or power loss; foreign keys make deleting events delete their claims
// and evidence; immediate transactions take the write lock at BEGIN, so two
// writers wait for each other instead of failing.
const sqlitePragmas = "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)" +
	"&_pragma=foreign_keys(1)&_pragma=cache_size(-65536)&_txlock=immediate"

func openSQLite(ctx context.Context, path string) (Store, error) {
	dsn := path + "?" + sqlitePragmas
	if strings.Contains(path, "?") {
		dsn = path + "&" + sqlitePragmas
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s := &sqlStore{db: db, d: sqliteDialect}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return s, nil
}

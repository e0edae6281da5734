package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	_ "modernc.org/sqlite" // registers the "sqlite" driver: pure Go, no cgo
)

var sqliteDialect = dialect{
	jsonParam: `?`,
	name:      "sqlite",
	rebind:    func(q string) string { return q },
	// On a store never analysed, or grown or shrunk tenfold since, ANALYZE
	// its tables, each from a sample of 10,000 rows of each index (0.1 s
	// for 100,000 events): PRAGMA optimize's own default sample of a few
	// thousand still led the planner to the wrong index.
	optimize: []string{`PRAGMA analysis_limit = 10000`, `PRAGMA optimize = 0x10002`},
}

// sqlitePragmas set on every connection: WAL lets readers run beside the
// writer; synchronous NORMAL keeps every committed story when the process
// is killed, and the file whole on a power loss, which may lose the last
// commits (with a sync at each commit, storing a story spent two thirds
// of its time waiting for the disk);
// foreign keys make deleting events delete their claims and evidence; a
// 64 MB page cache holds the indexes of a large store; temporary tables
// (the sorts of dedup's candidate query, all small) stay in memory rather
// than in a file created for each story; immediate
// transactions take the write lock at BEGIN, so two writers wait for each
// other instead of failing.
const sqlitePragmas = "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)" +
	"&_pragma=temp_store(2)&_pragma=foreign_keys(1)&_pragma=cache_size(-65536)&_txlock=immediate"

func openSQLite(ctx context.Context, path string) (Store, error) {
	// SQLite's own words for these ("unable to open database file") do
	// not say which mistake was made.
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("open %s: a directory, not a SQLite store file (name a file, such as %s)", path, filepath.Join(path, DefaultPath))
	}
	dsn := path + "?" + sqlitePragmas
	if strings.Contains(path, "?") {
		dsn = path + "&" + sqlitePragmas
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s := &sqlStore{db: db, d: sqliteDialect, cache: newCandidateCache()}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		if strings.Contains(err.Error(), "file is not a database") {
			return nil, fmt.Errorf("open %s: not a SQLite store (file is not a database): name a new or a sitrep store file", path)
		}
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if err := s.optimize(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return s, nil
}

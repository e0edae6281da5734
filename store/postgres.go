package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

var postgresDialect = dialect{
	name:   "postgres",
	rebind: dollarPlaceholders,
	// Writers lock the blocks of the store their events' candidates come
	// from (locks.go), and the clusters they change.
	lockShared:    `pg_advisory_xact_lock_shared`,
	lockExclusive: `pg_advisory_xact_lock`,
	forUpdate:     ` FOR UPDATE`,
	jsonParam:     `CAST(? AS JSONB)`,
}

// dollarPlaceholders rewrites ? to $1, $2, ... The store's SQL has no ? in
// literals.
func dollarPlaceholders(q string) string {
	var b strings.Builder
	n := 0
	for {
		i := strings.IndexByte(q, '?')
		if i < 0 {
			b.WriteString(q)
			return b.String()
		}
		n++
		b.WriteString(q[:i])
		b.WriteString("$" + strconv.Itoa(n))
		q = q[i+1:]
	}
}

func openPostgres(ctx context.Context, dsn string) (Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	s := &sqlStore{db: db, d: postgresDialect, cache: newCandidateCache()}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	return s, nil
}

package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"sitrep/dedup"
)

// This file holds what lets writers of one PostgreSQL store run side by
// side: the locks a write transaction takes before it reads dedup's
// candidates, and the retry of a transaction that lost a race for a
// cluster. SQLite has one writer at a time (immediate transactions) and
// takes none of these locks.
//
// Two events can be dedup candidates of each other only when their time
// intervals come within dedup.Window of each other and their countries are
// compatible (the same, or either one unknown: findCandidates). A writer
// must not read its candidates while another writes an event it would have
// found, or both could start a cluster for one incident. So a writer locks
// blocks of (country, time bucket) before reading, in one sorted order
// (no deadlock among them), held to the end of its transaction:
//
//   - an event with a short interval [from, to] (at most shortSpan) in
//     country C locks (C, b) exclusively and (any country, b) shared, for
//     every bucket b that [from, to+dedup.Window] touches; two events within
//     the window of each other share a bucket (the later one's from lies in
//     the earlier one's extended interval);
//   - one with no country locks (any country, b) exclusively: it meets
//     every country's events of its buckets;
//   - one with a long interval (few: a year's precision) locks the whole
//     store exclusively, as every write transaction takes that lock shared;
//   - so does an event with no time (few: a story with no date whose
//     sentences give none), which is offered the clusters stored last,
//     whatever their time or their writer's blocks (dedup.RecentClusters).
//
// Stories about different countries, or months apart, then write at once.
// A cluster can still reach beyond the blocks its writer holds (its members
// chain over time, and a merge moves another cluster's members): a writer
// locks each cluster row it joins, merges or updates (SELECT ... FOR
// UPDATE), and retries the whole transaction when a cluster it picked was
// merged away meanwhile or when PostgreSQL breaks a deadlock on those rows.

// lockBucket is the length of the time buckets locked. The window (30
// days) already makes writers of one country within a month wait for each
// other, so smaller buckets would save little and take more locks.
const lockBucket = dedup.Window

// advisoryLock is one advisory lock of a write transaction.
type advisoryLock struct {
	key       int64
	exclusive bool
}

// wholeStore is the key of the lock that every write transaction takes,
// shared, and that the few which touch anything anywhere (migrations,
// ReplaceEvents, events of long intervals) take exclusively.
var wholeStore = lockKey("store")

// wholeStoreLock is the lock of a transaction that may touch anything.
var wholeStoreLock = []advisoryLock{{wholeStore, true}}

// lockKey hashes a block's name to an advisory lock key. Two names that
// hash alike only make their writers wait for each other.
func lockKey(name string) int64 {
	h := fnv.New64a()
	h.Write([]byte("sitrep/store:" + name))
	return int64(h.Sum64())
}

// writeLocks returns the locks that storing rows needs, sorted by key,
// each once in its strongest mode.
func writeLocks(rows []eventRow) []advisoryLock {
	mode := map[int64]bool{wholeStore: false}
	take := func(key int64, exclusive bool) { mode[key] = mode[key] || exclusive }
	for _, r := range rows {
		if r.nearFrom == "" || r.nearLong {
			take(wholeStore, true)
			continue
		}
		from, to := parseTime(r.nearFrom), parseTime(r.nearTo).Add(lockBucket)
		for b := bucketOf(from); b <= bucketOf(to); b++ {
			anyCountry := lockKey("any/" + strconv.FormatInt(b, 10))
			if r.country == "" {
				take(anyCountry, true)
				continue
			}
			take(anyCountry, false)
			take(lockKey("country/"+r.country+"/"+strconv.FormatInt(b, 10)), true)
		}
	}
	locks := make([]advisoryLock, 0, len(mode))
	for k, x := range mode {
		locks = append(locks, advisoryLock{k, x})
	}
	slices.SortFunc(locks, func(a, b advisoryLock) int { return cmp.Compare(a.key, b.key) })
	return locks
}

func bucketOf(t time.Time) int64 {
	return t.Unix() / int64(lockBucket/time.Second)
}

// lock takes locks in tx, in their order, in one statement (one round
// trip: a story's events take a few to a few dozen); nothing where the
// back end has a single writer. PostgreSQL evaluates a select list from
// left to right; were it ever not to, a deadlock among writers would be
// broken by the server and the transaction tried again (retryable).
func (s *sqlStore) lock(ctx context.Context, tx *sql.Tx, locks []advisoryLock) error {
	if s.d.lockShared == "" || len(locks) == 0 {
		return nil
	}
	var q strings.Builder
	args := make([]any, len(locks))
	q.WriteString("SELECT ")
	for i, l := range locks {
		if i > 0 {
			q.WriteString(", ")
		}
		f := s.d.lockShared
		if l.exclusive {
			f = s.d.lockExclusive
		}
		q.WriteString(f + "(?)")
		args[i] = l.key
	}
	if _, err := tx.ExecContext(ctx, s.d.rebind(q.String()), args...); err != nil {
		return fmt.Errorf("lock: %w", err)
	}
	return nil
}

// errClusterGone is returned when a cluster that dedup picked was merged
// into another by a writer that committed meanwhile: the transaction is
// tried again and its candidates read again.
var errClusterGone = errors.New("cluster merged away by another writer")

// lockClusterRows locks the rows of the clusters of ids for the rest of
// tx, in the order of their IDs, in one statement, keeps what they hold in
// a.rows, and returns those that still exist. Its caller, lockClusters,
// does not call it with a single writer, where nothing needs a lock. Rows the transaction has locked already (a.locked) are
// not asked for again: no other writer can merge them away while it holds
// them.
func (s *sqlStore) lockClusterRows(ctx context.Context, tx *sql.Tx, ids []int64, a *assignment) (map[int64]bool, error) {
	exist := make(map[int64]bool, len(ids))
	var ask []any
	for _, id := range ids {
		if a.locked[id] {
			exist[id] = true
		} else {
			ask = append(ask, id)
		}
	}
	if len(ask) == 0 {
		return exist, nil
	}
	// PostgreSQL locks the rows as the sort hands them up, so in the
	// order of their IDs, as every writer does.
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT id, date, size, figures FROM clusters WHERE id IN (?`+
		strings.Repeat(`, ?`, len(ask)-1)+`) ORDER BY id`+s.d.forUpdate), ask...)
	if err != nil {
		return nil, fmt.Errorf("lock clusters: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var r clusterRow
		if err := rows.Scan(&id, &r.date, &r.size, &r.figures); err != nil {
			return nil, fmt.Errorf("lock clusters: %w", err)
		}
		exist[id], a.locked[id], a.rows[id] = true, true, r
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("lock clusters: %w", err)
	}
	return exist, nil
}

// maxAttempts is how many times a write transaction is tried when it
// loses a race for a cluster.
const maxAttempts = 8

// retryable reports whether err is a lost race that the transaction, tried
// again from the start, may win: a cluster merged away, or a deadlock or
// serialisation failure that PostgreSQL broke by failing this transaction.
func retryable(err error) bool {
	if errors.Is(err, errClusterGone) {
		return true
	}
	var pe *pgconn.PgError
	return errors.As(err, &pe) && (pe.Code == "40P01" || pe.Code == "40001")
}

// retry runs f until it succeeds, fails otherwise than by a lost race, or
// has been tried maxAttempts times.
func retry(ctx context.Context, f func() error) error {
	var err error
	for i := range maxAttempts {
		if err = f(); err == nil || !retryable(err) {
			return err
		}
		// The winner needs a moment to commit; waits grow a little so
		// that two losers do not meet again at once.
		select {
		case <-ctx.Done():
			return err
		case <-time.After(time.Duration(i+1) * 5 * time.Millisecond):
		}
	}
	return err
}

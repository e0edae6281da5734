package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"sitrep/dedup"
)

// This file holds the SQL of clusters: which stored events a new one is
// compared with, and each cluster's size, date and reconciled figures.

// assignment is the state of putting one story's events in clusters.
type assignment struct {
	// joined are the clusters the story's events joined or started: a
	// story's own events are distinct incidents as its coder found them,
	// so two of them never join one cluster.
	joined map[int64]bool
	// locked are the cluster rows the transaction has locked.
	locked map[int64]bool
	// rows holds cluster rows as read when they were locked, for the one
	// update that follows (addToCluster), which then need not read them
	// again: dropped once used or changed otherwise.
	rows map[int64]clusterRow
	// source is the story's source, which a cluster's figures name.
	source string
	// updates are the joined clusters' new rows, written together once
	// every event has its cluster (flushClusters).
	updates map[int64]clusterRow
	// found holds the candidates found so far, by the time interval and
	// country they were found for: the events of one story mostly share
	// both.
	found map[candidateKey][]candidate
	// body is the terms of the story's whole text.
	body *dedup.TextTerms
	// stmts are the statements prepared in the story's transaction, by
	// their SQL: the SQLite driver prepares a statement again for every
	// Exec or Query of its text, and the same few run for every event.
	stmts map[string]*sql.Stmt
}

// prepared returns query prepared in tx, preparing it the first time.
func (a *assignment) prepared(ctx context.Context, tx *sql.Tx, query string) (*sql.Stmt, error) {
	if st, ok := a.stmts[query]; ok {
		return st, nil
	}
	st, err := tx.PrepareContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("prepare: %w", err)
	}
	a.stmts[query] = st
	return st, nil
}

// close closes the statements prepared.
func (a *assignment) close() {
	for _, st := range a.stmts {
		st.Close()
	}
}

type candidateKey struct{ from, to, country string }

// candidate is a dedup.Candidate and its cluster's ID.
type candidate struct {
	cluster int64
	dedup.Candidate
}

// clusterRow is a cluster's row in the clusters table.
type clusterRow struct {
	date    string
	size    int
	figures []byte
}

func newAssignment(body *dedup.TextTerms, source string) *assignment {
	return &assignment{joined: map[int64]bool{}, locked: map[int64]bool{}, rows: map[int64]clusterRow{},
		updates: map[int64]clusterRow{}, found: map[candidateKey][]candidate{}, body: body, source: source, stmts: map[string]*sql.Stmt{}}
}

// assignCluster returns the cluster of the incident that the event tells:
// the one dedup.Matcher.Assign picks among the events of other stories
// whose time comes within dedup.Window of the event's, else a new cluster,
// and merges into it the other clusters Assign names (mergeClusters); merged
// reports whether any was. Clusters in a.joined are not offered. An event
// whose time is unknown is offered the clusters stored last instead
// (recentCandidates). A new cluster is stored with the event as its one
// member (created); the caller adds the event to any other.
//
// The store bounds the work per new event, whatever the size of the store
// or of a cluster (its blocking rule, for speed; see findCandidates): dedup
// weighs the words of every candidate, and offering it every event of the
// window in the event's country, with all members of each cluster, was
// most of the time of storing a story in a large store (docs/BENCHMARKS.md).
func (s *sqlStore) assignCluster(ctx context.Context, tx *sql.Tx, r eventRow, a *assignment) (id int64, merged, created bool, err error) {
	cands, err := s.candidates(ctx, tx, r, a)
	if err != nil {
		return 0, false, false, err
	}
	if c, merge, ok := dedup.DefaultMatcher.Assign(r.ev, r.published, r.matchText, a.body, cands); ok {
		id, err := strconv.ParseInt(c, 10, 64)
		if err != nil {
			return 0, false, false, fmt.Errorf("dedup matched cluster %q, which the store did not offer", c)
		}
		if merge, err = s.lockClusters(ctx, tx, id, merge, a); err != nil {
			return 0, false, false, err
		}
		merged, err := s.mergeClusters(ctx, tx, id, merge, a)
		return id, merged, false, err
	}
	// Stored whole at once rather than empty and then updated: two round
	// trips fewer, under the locks, for each new cluster.
	f, err := json.Marshal(dedup.Figures{}.Add(dedup.Member{Story: r.ev.StoryID, Source: a.source, Event: r.ev}))
	if err == nil {
		err = tx.QueryRowContext(ctx, s.d.rebind(`INSERT INTO clusters (date, size, figures) VALUES (?, 1, ?) RETURNING id`),
			r.date, string(f)).Scan(&id)
	}
	if err != nil {
		return 0, false, false, fmt.Errorf("new cluster: %w", err)
	}
	return id, false, true, nil
}

// lockClusters locks the rows of cluster id, which an event joins, and of
// the clusters of merge, which it would merge into id (lockClusterRows),
// and returns those of merge that still exist: another writer
// may have merged any of them away since the candidates were read
// (locks.go). It returns errClusterGone when id itself has gone.
func (s *sqlStore) lockClusters(ctx context.Context, tx *sql.Tx, id int64, merge []string, a *assignment) ([]string, error) {
	if s.d.forUpdate == "" {
		return merge, nil
	}
	ids := []int64{id}
	for _, m := range merge {
		o, err := strconv.ParseInt(m, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("dedup merged cluster %q, which the store did not offer", m)
		}
		ids = append(ids, o)
	}
	exist, err := s.lockClusterRows(ctx, tx, ids, a)
	if err != nil {
		return nil, err
	}
	if !exist[id] {
		return nil, fmt.Errorf("cluster %d: %w", id, errClusterGone)
	}
	var kept []string
	for i, m := range merge {
		if exist[ids[i+1]] {
			kept = append(kept, m)
		}
	}
	return kept, nil
}

// mergeClusters moves the members of each cluster of merge, which dedup
// found to tell the incident of cluster id too, into id, and deletes it,
// unless a story has events in both: a story's own events are distinct
// incidents (and its events' words, which share the story's, bridge its
// clusters without telling one incident). It reports whether it merged
// any; the caller brings id's figures up to date.
func (s *sqlStore) mergeClusters(ctx context.Context, tx *sql.Tx, id int64, merge []string, a *assignment) (bool, error) {
	if len(merge) == 0 {
		return false, nil
	}
	ids := []any{id}
	for _, m := range merge {
		o, err := strconv.ParseInt(m, 10, 64)
		if err != nil {
			return false, fmt.Errorf("dedup merged cluster %q, which the store did not offer", m)
		}
		ids = append(ids, o)
	}
	// The stories of every cluster concerned, in one query over the
	// cluster index rather than one join per cluster merged.
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT DISTINCT cluster_id, story_id FROM events WHERE cluster_id IN (?`+
		strings.Repeat(`, ?`, len(ids)-1)+`)`), ids...)
	if err != nil {
		return false, fmt.Errorf("merge into cluster %d: %w", id, err)
	}
	stories := map[int64][]string{}
	for rows.Next() {
		var c int64
		var st string
		if err := rows.Scan(&c, &st); err != nil {
			rows.Close()
			return false, fmt.Errorf("merge into cluster %d: %w", id, err)
		}
		stories[c] = append(stories[c], st)
	}
	if err := rows.Close(); err != nil {
		return false, fmt.Errorf("merge into cluster %d: %w", id, err)
	}
	merged := false
	for _, o := range ids[1:] {
		o := o.(int64)
		if slices.ContainsFunc(stories[o], func(st string) bool { return slices.Contains(stories[id], st) }) {
			continue
		}
		if err := s.mergeCluster(ctx, tx, id, o, a); err != nil {
			return false, err
		}
		stories[id] = append(stories[id], stories[o]...)
		merged = true
	}
	return merged, nil
}

// mergeCluster moves the members of cluster o into id and deletes o.
func (s *sqlStore) mergeCluster(ctx context.Context, tx *sql.Tx, id, o int64, a *assignment) error {
	if _, err := tx.ExecContext(ctx, s.d.rebind(`UPDATE events SET cluster_id = ? WHERE cluster_id = ?`), id, o); err != nil {
		return fmt.Errorf("merge cluster %d into %d: %w", o, id, err)
	}
	if _, err := tx.ExecContext(ctx, s.d.rebind(`DELETE FROM clusters WHERE id = ?`), o); err != nil {
		return fmt.Errorf("merge cluster %d into %d: %w", o, id, err)
	}
	delete(a.locked, o)
	delete(a.rows, o)
	delete(a.rows, id) // refreshed by the caller
	// The candidates found for the story's other events follow.
	for _, cs := range a.found {
		for i := range cs {
			if cs[i].cluster == o {
				cs[i].cluster, cs[i].Cluster = id, strconv.FormatInt(id, 10)
			}
		}
	}
	return nil
}

// shortSpan is the longest time interval found through events_near; longer
// ones are few and have an index of their own (migration 003).
const shortSpan = 32 * 24 * time.Hour

// near is the condition that an event's time interval overlaps [lo, hi]:
// over a short range of near_from for the many short intervals, through
// events_near_long for the few long ones.
const near = `((%[1]snear_long = 0 AND %[1]snear_from >= ? AND %[1]snear_from <= ? AND %[1]snear_to >= ?)
	OR (%[1]snear_long = 1 AND %[1]snear_to >= ? AND %[1]snear_from <= ?))`

func nearArgs(lo, hi time.Time) []any {
	l, h := formatInstant(lo), formatInstant(hi)
	return []any{formatInstant(lo.Add(-shortSpan)), h, l, l, h}
}

// candidates returns the events of other stories offered to r, in
// clusters not joined yet (findCandidates), from a.found when r's time
// and country were looked up already.
func (s *sqlStore) candidates(ctx context.Context, tx *sql.Tx, r eventRow, a *assignment) ([]dedup.Candidate, error) {
	key := candidateKey{r.nearFrom, r.nearTo, r.country}
	found, ok := a.found[key]
	if !ok {
		var err error
		if found, err = s.findCandidates(ctx, tx, r, a); err != nil {
			return nil, err
		}
		a.found[key] = found
	}
	var cands []dedup.Candidate
	for _, c := range found {
		if !a.joined[c.cluster] {
			cands = append(cands, c.Candidate)
		}
	}
	return cands, nil
}

// findCandidates returns the candidates of r as `sitrep eval dedup` offers
// them, by the rule of dedup/candidates.go: for an event of known time,
// the events whose time interval comes within dedup.Window of r's, in
// clusters with such an event whose country meets r's
// (dedup.CandidateCountries), at most dedup.MaxMembers events of each of
// the dedup.MaxClusters nearest in time (dedup.NearestClusters); for one
// of unknown time, the latest dedup.MaxMembers events of each of the
// dedup.MaxClusters clusters whose latest event of a meeting country was
// stored last (dedup.RecentClusters).
func (s *sqlStore) findCandidates(ctx context.Context, tx *sql.Tx, r eventRow, a *assignment) ([]candidate, error) {
	cond, cargs := `story_id <> ?`, []any{r.ev.StoryID}
	if cs := dedup.CandidateCountries(r.country); cs != nil {
		cond += ` AND country IN (?` + strings.Repeat(`, ?`, len(cs)-1) + `)`
		for _, c := range cs {
			cargs = append(cargs, c)
		}
	}
	if r.nearFrom == "" {
		return s.recentCandidates(ctx, tx, r, cond, cargs, a)
	}
	from, to := parseTime(r.nearFrom), parseTime(r.nearTo)
	lo, hi := from.Add(-dedup.Window), to.Add(dedup.Window)
	// Two branches, each of which SQLite answers from one index alone
	// (migration 005): the short intervals over a range of near_from, the
	// long ones; an OR of the two read every event's row in the table.
	l, h := formatInstant(lo), formatInstant(hi)
	query := `SELECT cluster_id, near_from FROM events
		WHERE near_long = 0 AND near_from >= ? AND near_from <= ? AND near_to >= ? AND ` + cond + `
		UNION ALL SELECT cluster_id, near_from FROM events WHERE near_long = 1 AND near_to >= ? AND near_from <= ? AND ` + cond
	args := append(append(append([]any{formatInstant(lo.Add(-shortSpan)), h, l}, cargs...), l, h), cargs...)
	st, err := a.prepared(ctx, tx, s.d.rebind(query))
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	rows, err := st.QueryContext(ctx, args...)
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	nearest := map[int64]time.Duration{} // each cluster's least distance in time to the event
	for rows.Next() {
		var id int64
		var at string
		if err := rows.Scan(&id, &at); err != nil {
			rows.Close()
			return nil, fmt.Errorf("dedup candidates: %w", err)
		}
		if a.joined[id] {
			continue
		}
		d := dedup.Apart(from, parseTime(at))
		if old, ok := nearest[id]; !ok || d < old {
			nearest[id] = d
		}
	}
	if err := rows.Close(); err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	// The latest members of each cluster within the window.
	return s.latestMembers(ctx, tx, r, dedup.NearestClusters(nearest), fmt.Sprintf(near, ""), nearArgs(lo, hi), a)
}

// recentCandidates is findCandidates of an event of unknown time, whose
// other conditions are cond with cargs: the clusters stored last. It reads
// the events of a meeting country (every event, for an unplaced one) from
// the latest stored back, and stops at the dedup.MaxClusters-th cluster
// not joined: few events have no time (a story with no date whose
// sentences give none), but those lock the whole store (writeLocks), so
// they read no more than they must.
func (s *sqlStore) recentCandidates(ctx context.Context, tx *sql.Tx, r eventRow, cond string, cargs []any, a *assignment) ([]candidate, error) {
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT cluster_id, seq FROM events WHERE `+cond+` ORDER BY seq DESC`), cargs...)
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	latest := map[int64]int64{} // each cluster's latest event of a meeting country
	for len(latest) < dedup.MaxClusters && rows.Next() {
		var id, seq int64
		if err := rows.Scan(&id, &seq); err != nil {
			rows.Close()
			return nil, fmt.Errorf("dedup candidates: %w", err)
		}
		if _, ok := latest[id]; !ok && !a.joined[id] {
			latest[id] = seq
		}
	}
	// Err reports a failed read; Close drops the rows left unread.
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	return s.latestMembers(ctx, tx, r, dedup.RecentClusters(latest), "", nil, a)
}

// latestMembers returns the candidates of r in clusters ids: of each, the
// dedup.MaxMembers events of other stories stored last that meet cond
// (with args; "" for any), by a window function over the members' index
// columns before any record is read.
func (s *sqlStore) latestMembers(ctx context.Context, tx *sql.Tx, r eventRow, ids []int64, cond string, cargs []any, a *assignment) ([]candidate, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	args := []any{r.ev.StoryID}
	for _, id := range ids {
		args = append(args, id)
	}
	args = append(append(args, cargs...), dedup.MaxMembers)
	where := `story_id <> ? AND cluster_id IN (?` + strings.Repeat(`, ?`, len(ids)-1) + `)`
	if cond != "" {
		where += ` AND ` + cond
	}
	return s.scanCandidates(ctx, tx, `SELECT e.seq, e.cluster_id, e.story_id, s.published, s.coded_at
		FROM events e JOIN stories s ON s.id = e.story_id WHERE e.seq IN (
			SELECT seq FROM (SELECT seq, row_number() OVER (PARTITION BY cluster_id ORDER BY seq DESC) AS k
				FROM events WHERE `+where+`) AS latest WHERE k <= ?) ORDER BY e.seq`, args, a)
}

// candidateRow is a row of the query of scanCandidates.
type candidateRow struct {
	seq, cluster        int64
	story, pub, codedAt string
}

// candidateRows runs the query of scanCandidates and returns its rows.
func (s *sqlStore) candidateRows(ctx context.Context, tx *sql.Tx, query string, args []any) ([]candidateRow, error) {
	var found []candidateRow
	rows, err := tx.QueryContext(ctx, s.d.rebind(query), args...)
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	for rows.Next() {
		var r candidateRow
		if err := rows.Scan(&r.seq, &r.cluster, &r.story, &r.pub, &r.codedAt); err != nil {
			rows.Close()
			return nil, fmt.Errorf("dedup candidates: %w", err)
		}
		found = append(found, r)
	}
	if err := rows.Close(); err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	return found, nil
}

// scanCandidates runs query, which selects candidate events' seq, cluster
// and story ID and their story's published date and time of coding, in the order of their
// seq (so that both back ends offer dedup the same list), and returns them as
// candidates: their records, words and stories' words from the store's
// cache, read and decoded only where it has not got them.
func (s *sqlStore) scanCandidates(ctx context.Context, tx *sql.Tx, query string, args []any, a *assignment) ([]candidate, error) {
	found, err := s.candidateRows(ctx, tx, query, args)
	if err != nil {
		return nil, err
	}
	events := map[int64]cachedEvent{}
	bodies := map[string]*dedup.TextTerms{}
	var seqs []any
	var stories []any
	codedAt := map[int64]string{}
	for _, r := range found {
		// A recoded story's new events may take the seqs its old ones
		// had (SQLite reuses the highest): an entry counts only for the
		// coding it was read from.
		if e, ok := s.cache.event(r.seq); ok && e.codedAt == r.codedAt {
			events[r.seq] = e
		} else {
			seqs = append(seqs, r.seq)
			codedAt[r.seq] = r.codedAt
		}
		if _, ok := bodies[r.story]; !ok {
			bodies[r.story] = s.cache.body(r.story)
			if bodies[r.story] == nil {
				stories = append(stories, r.story)
			}
		}
	}
	if err := s.readCandidateEvents(ctx, tx, seqs, codedAt, events); err != nil {
		return nil, err
	}
	if err := s.readCandidateBodies(ctx, tx, stories, bodies); err != nil {
		return nil, err
	}
	cands := make([]candidate, 0, len(found))
	for _, r := range found {
		e, ok := events[r.seq]
		if !ok || bodies[r.story] == nil {
			// Deleted since the first query: only a recode deletes, and
			// it locks the whole store.
			return nil, fmt.Errorf("dedup candidates: event %d or its story %s went away during the transaction", r.seq, r.story)
		}
		c := candidate{cluster: r.cluster}
		c.Event, c.Text, c.Terms, c.Body = e.ev, e.text, e.terms, bodies[r.story]
		c.Cluster, c.Published = strconv.FormatInt(r.cluster, 10), parseTime(r.pub)
		cands = append(cands, c)
	}
	return cands, nil
}

// readCandidateEvents reads and decodes the records and words of the
// events of seqs, coded at codedAt, into events and the cache.
func (s *sqlStore) readCandidateEvents(ctx context.Context, tx *sql.Tx, seqs []any, codedAt map[int64]string, events map[int64]cachedEvent) error {
	if len(seqs) == 0 {
		return nil
	}
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT seq, record, match_text FROM events WHERE seq IN (?`+
		strings.Repeat(`, ?`, len(seqs)-1)+`)`), seqs...)
	if err != nil {
		return fmt.Errorf("dedup candidates: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var seq int64
		var rec sql.RawBytes
		var e cachedEvent
		if err := rows.Scan(&seq, &rec, &e.text); err != nil {
			return fmt.Errorf("dedup candidates: %w", err)
		}
		if err := json.Unmarshal(rec, &e.ev); err != nil {
			return fmt.Errorf("dedup candidates: event %d: %w", seq, err)
		}
		e.terms = dedup.TermsOf(e.text)
		e.codedAt = codedAt[seq]
		events[seq] = e
		s.cache.putEvent(seq, e)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("dedup candidates: %w", err)
	}
	return nil
}

// readCandidateBodies reads the stories of ids and weighs their words into
// bodies and the cache.
func (s *sqlStore) readCandidateBodies(ctx context.Context, tx *sql.Tx, ids []any, bodies map[string]*dedup.TextTerms) error {
	if len(ids) == 0 {
		return nil
	}
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT id, title, text, persons FROM stories WHERE id IN (?`+
		strings.Repeat(`, ?`, len(ids)-1)+`)`), ids...)
	if err != nil {
		return fmt.Errorf("dedup candidates: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var title, text, persons sql.RawBytes
		if err := rows.Scan(&id, &title, &text, &persons); err != nil {
			return fmt.Errorf("dedup candidates: %w", err)
		}
		b := storyBody(string(title), string(text), splitPersons(string(persons)))
		bodies[id] = b
		s.cache.putBody(id, b)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("dedup candidates: %w", err)
	}
	return nil
}

// addToCluster adds event row r, of a story from source, to the size, date
// and figures of cluster id, without reading its other members (nor its
// row, when lockClusterRows has just read it), in a.updates.
func (s *sqlStore) addToCluster(ctx context.Context, tx *sql.Tx, id int64, r eventRow, source string, a *assignment) error {
	row, ok := a.rows[id]
	delete(a.rows, id)
	date, size, figures := row.date, row.size, row.figures
	var err error
	if !ok {
		var sel *sql.Stmt
		sel, err = a.prepared(ctx, tx, s.d.rebind(`SELECT date, size, figures FROM clusters WHERE id = ?`))
		if err == nil {
			err = sel.QueryRowContext(ctx, id).Scan(&date, &size, &figures)
		}
	}
	var f dedup.Figures
	if err == nil {
		err = json.Unmarshal(figures, &f)
	}
	if err != nil {
		return fmt.Errorf("cluster %d: %w", id, err)
	}
	f = f.Add(dedup.Member{Story: r.ev.StoryID, Source: source, Event: r.ev})
	if r.date != "" && (date == "" || r.date < date) {
		date = r.date
	}
	if figures, err = json.Marshal(f); err != nil {
		return fmt.Errorf("cluster %d: %w", id, err)
	}
	a.updates[id] = clusterRow{date: date, size: size + 1, figures: figures}
	return nil
}

// flushClusters writes the rows of a.updates, in one statement.
func (s *sqlStore) flushClusters(ctx context.Context, tx *sql.Tx, a *assignment) error {
	if len(a.updates) == 0 {
		return nil
	}
	ids := slices.Sorted(maps.Keys(a.updates))
	one := `(CAST(? AS BIGINT), CAST(? AS INTEGER), ?, ` + s.d.jsonParam + `)`
	args := make([]any, 0, 4*len(ids))
	for _, id := range ids {
		r := a.updates[id]
		args = append(args, id, r.size, r.date, string(r.figures))
	}
	_, err := tx.ExecContext(ctx, s.d.rebind(`WITH v (id, size, date, figures) AS (VALUES `+one+strings.Repeat(`, `+one, len(ids)-1)+`)
		UPDATE clusters SET size = v.size, date = v.date, figures = v.figures FROM v WHERE clusters.id = v.id`), args...)
	if err != nil {
		return fmt.Errorf("clusters %v: %w", ids, err)
	}
	clear(a.updates)
	return nil
}

// refreshCluster recomputes a cluster's size, date and figures from its
// members, and deletes it when it has none.
func (s *sqlStore) refreshCluster(ctx context.Context, tx *sql.Tx, id int64) error {
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT e.date, e.record, s.source
		FROM events e JOIN stories s ON s.id = e.story_id WHERE e.cluster_id = ? ORDER BY e.seq`), id)
	if err != nil {
		return fmt.Errorf("cluster %d: %w", id, err)
	}
	var members []dedup.Member
	date := ""
	for rows.Next() {
		var d string
		var rec []byte
		var m dedup.Member
		if err := rows.Scan(&d, &rec, &m.Source); err != nil {
			rows.Close()
			return fmt.Errorf("cluster %d: %w", id, err)
		}
		if err := json.Unmarshal(rec, &m.Event); err != nil {
			rows.Close()
			return fmt.Errorf("cluster %d: %w", id, err)
		}
		m.Story = m.Event.StoryID
		if d != "" && (date == "" || d < date) {
			date = d
		}
		members = append(members, m)
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("cluster %d: %w", id, err)
	}
	if len(members) == 0 {
		_, err = tx.ExecContext(ctx, s.d.rebind(`DELETE FROM clusters WHERE id = ?`), id)
	} else {
		var figures []byte
		if figures, err = json.Marshal(dedup.Reconcile(members)); err == nil {
			_, err = tx.ExecContext(ctx, s.d.rebind(`UPDATE clusters SET size = ?, date = ?, figures = ? WHERE id = ?`),
				len(members), date, string(figures), id)
		}
	}
	if err != nil {
		return fmt.Errorf("cluster %d: %w", id, err)
	}
	return nil
}

func (s *sqlStore) Cluster(ctx context.Context, id string) (Cluster, error) {
	c := Cluster{ID: id}
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return c, fmt.Errorf("cluster %q: %w", id, ErrNotFound)
	}
	var figures []byte
	err = s.db.QueryRowContext(ctx, s.d.rebind(`SELECT date, figures FROM clusters WHERE id = ?`), n).Scan(&c.Date, &figures)
	if errors.Is(err, sql.ErrNoRows) {
		return c, fmt.Errorf("cluster %s: %w", id, ErrNotFound)
	}
	if err == nil {
		err = json.Unmarshal(figures, &c.Figures)
	}
	if err != nil {
		return c, fmt.Errorf("cluster %s: %w", id, err)
	}
	// Members in the order of Events: dated by date, undated last (a
	// cluster is small enough to sort whole).
	rows, err := s.db.QueryContext(ctx, s.d.rebind(`SELECT e.record, s.id, s.title, s.url, s.source, s.published
		FROM events e JOIN stories s ON s.id = e.story_id WHERE e.cluster_id = ? ORDER BY e.date = '', e.date, e.seq`), n)
	if err != nil {
		return c, fmt.Errorf("cluster %s: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var m Member
		var rec []byte
		var pub string
		if err := rows.Scan(&rec, &m.Story.ID, &m.Story.Title, &m.Story.URL, &m.Story.Source, &pub); err != nil {
			return c, fmt.Errorf("cluster %s: %w", id, err)
		}
		if m.Event, err = decodeEvent(n, rec); err != nil {
			return c, fmt.Errorf("cluster %s: %w", id, err)
		}
		m.Story.Published = parseTime(pub)
		c.Members = append(c.Members, m)
	}
	if err := rows.Err(); err != nil {
		return c, fmt.Errorf("cluster %s: %w", id, err)
	}
	return c, nil
}

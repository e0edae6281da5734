package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"sitrep/dedup"
	"sitrep/doc"
)

// This file holds the SQL that both back ends run, written with ?
// placeholders that the PostgreSQL dialect rewrites to $n.

// dialect is what differs between back ends.
type dialect struct {
	name string // the migrations directory
	// rebind rewrites ? placeholders to the back end's form.
	rebind func(string) string
	// lockShared and lockExclusive name the functions that take an
	// advisory lock, by its key, to the end of the transaction ("" where
	// BEGIN already makes write transactions run one at a time);
	// forUpdate, appended to a SELECT, locks the rows it reads (locks.go).
	lockShared, lockExclusive, forUpdate string
	// jsonParam is a placeholder for a JSON column's value where the
	// server cannot infer its type (in a VALUES list).
	jsonParam string
	// optimize holds the statements, run on one connection, that bring the
	// query planner's statistics up to date where the store has changed
	// much since they were gathered (none where the server does it).
	optimize []string
}

// sqlStore implements Store over database/sql.
type sqlStore struct {
	db *sql.DB
	d  dialect
	// stored counts the stories stored since the statistics were last
	// brought up to date.
	stored atomic.Int64
	// cache keeps candidate events and their stories' words across
	// transactions.
	cache *candidateCache
}

// optimizeEvery is how many stories a store takes between updates of the
// planner's statistics, besides those on Open and Close.
const optimizeEvery = 1000

func (s *sqlStore) Close() error {
	err := s.optimize(context.Background())
	if cerr := s.db.Close(); cerr != nil {
		err = cerr
	}
	return err
}

// optimize brings the planner's statistics up to date. Without them SQLite
// guesses: it read a country's events in a date range through the index on
// PLOVER category, at 3 times the CPU of reading them through the
// country's (docs/BENCHMARKS.md).
func (s *sqlStore) optimize(ctx context.Context) error {
	if len(s.d.optimize) == 0 {
		return nil
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("optimize: %w", err)
	}
	defer conn.Close()
	for _, q := range s.d.optimize {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("optimize: %s: %w", q, err)
		}
	}
	s.stored.Store(0)
	return nil
}

func (s *sqlStore) PutStory(ctx context.Context, in StoryInput, events []doc.Event) (string, bool, error) {
	if strings.TrimSpace(in.Text) == "" {
		return "", false, errors.New("put story: empty text")
	}
	for _, f := range []struct{ name, v string }{{"title", in.Title}, {"text", in.Text}, {"url", in.URL}, {"source", in.Source}} {
		// Both back ends must store the same: PostgreSQL refuses what
		// SQLite would keep.
		if !utf8.ValidString(f.v) || strings.ContainsRune(f.v, 0) {
			return "", false, fmt.Errorf("put story: the %s is not valid UTF-8 text (or holds a NUL byte)", f.name)
		}
	}
	id := StoryID(in.Text)
	rows, err := eventRows(storyMeta{id, in.Title, in.Text, in.Published}, in.Coder, events)
	if err != nil {
		return id, false, fmt.Errorf("put story %s: %w", id, err)
	}
	// The story's words are weighed before any lock is taken: other
	// writers of its blocks wait for whatever is done under them.
	var body *dedup.TextTerms
	if len(rows) > 0 {
		body = storyBody(in.Title, in.Text, in.Persons)
	}
	created := false
	err = retry(ctx, func() error {
		var err error
		created, err = s.putStory(ctx, id, in, body, rows)
		return err
	})
	if err != nil || !created {
		return id, false, err
	}
	if s.stored.Add(1) >= optimizeEvery {
		// The story is stored: a failure here only leaves older statistics.
		_ = s.optimize(ctx)
	}
	return id, true, nil
}

// putStory is one attempt at PutStory's transaction.
func (s *sqlStore) putStory(ctx context.Context, id string, in StoryInput, body *dedup.TextTerms, rows []eventRow) (bool, error) {
	tx, err := s.beginWrite(ctx, writeLocks(rows))
	if err != nil {
		return false, fmt.Errorf("put story %s: %w", id, err)
	}
	defer tx.Rollback()
	codedAt := formatTime(time.Now())
	res, err := tx.ExecContext(ctx, s.d.rebind(`INSERT INTO stories
		(id, title, text, url, source, published, content_hash, coded_at, coder_version, persons)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`),
		id, in.Title, in.Text, in.URL, in.Source, formatTime(in.Published), contentHash(in.Text),
		codedAt, in.Coder.Version, joinPersons(in.Persons))
	if err != nil {
		return false, fmt.Errorf("put story %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	seqs, err := s.insertEvents(ctx, tx, in.Source, body, rows)
	if err != nil {
		return false, fmt.Errorf("put story %s: %w", id, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("put story %s: commit: %w", id, err)
	}
	s.cacheStored(id, codedAt, body, rows, seqs)
	return true, nil
}

func (s *sqlStore) ReplaceEvents(ctx context.Context, storyID string, coder doc.Coder, persons []string, events []doc.Event) error {
	return retry(ctx, func() error { return s.replaceEvents(ctx, storyID, coder, persons, events) })
}

// replaceEvents is one attempt at ReplaceEvents' transaction. It locks the
// whole store: recoding is a batch job of its own, and the clusters its
// events leave lie anywhere.
func (s *sqlStore) replaceEvents(ctx context.Context, storyID string, coder doc.Coder, persons []string, events []doc.Event) error {
	tx, err := s.beginWrite(ctx, wholeStoreLock)
	if err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	defer tx.Rollback()
	st := storyMeta{id: storyID}
	var pub, source string
	err = tx.QueryRowContext(ctx, s.d.rebind(`SELECT title, text, published, source FROM stories WHERE id = ?`), storyID).
		Scan(&st.title, &st.text, &pub, &source)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("replace events of %s: story %w", storyID, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	st.published = parseTime(pub)
	rows, err := eventRows(st, coder, events)
	if err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	codedAt := formatTime(time.Now())
	if _, err := tx.ExecContext(ctx, s.d.rebind(`UPDATE stories SET coded_at = ?, coder_version = ?, persons = ? WHERE id = ?`),
		codedAt, coder.Version, joinPersons(persons), storyID); err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	old, err := queryInts(ctx, tx, s.d.rebind(`SELECT DISTINCT cluster_id FROM events WHERE story_id = ?`), storyID)
	if err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	if _, err := tx.ExecContext(ctx, s.d.rebind(`DELETE FROM events WHERE story_id = ?`), storyID); err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	for _, c := range old {
		if err := s.refreshCluster(ctx, tx, c); err != nil {
			return fmt.Errorf("replace events of %s: %w", storyID, err)
		}
	}
	body := storyBody(st.title, st.text, persons)
	seqs, err := s.insertEvents(ctx, tx, source, body, rows)
	if err != nil {
		return fmt.Errorf("replace events of %s: %w", storyID, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("replace events of %s: commit: %w", storyID, err)
	}
	s.cacheStored(storyID, codedAt, body, rows, seqs)
	return nil
}

// storyMeta is what an event's row needs of its story.
type storyMeta struct {
	id, title, text string
	published       time.Time
}

// eventRow is an event as the events table holds it.
type eventRow struct {
	ev             doc.Event
	record         []byte
	date, dateEnd  string
	lat, lon       *float64
	country        string
	admin1         string
	parties        string
	actorCountry   string
	targetCountry  string
	killed, inj, a int
	// For dedup: the words compared, the time interval (see migration
	// 002) and the story's date.
	matchText        string
	nearFrom, nearTo string
	nearLong         bool
	published        time.Time
}

// eventRows stamps events with their story and coder and turns them into rows.
func eventRows(st storyMeta, coder doc.Coder, events []doc.Event) ([]eventRow, error) {
	rows := make([]eventRow, len(events))
	story := &doc.Story{Title: st.title, Text: st.text}
	for i, ev := range events {
		ev.ID = fmt.Sprintf("%s-%d", st.id, i+1)
		ev.StoryID = st.id
		ev.Coder = coder
		if ev.Claims == nil {
			ev.Claims = []doc.Claim{}
		}
		if ev.Evidence == nil {
			ev.Evidence = []doc.Span{}
		}
		rec, err := json.Marshal(&ev)
		if err != nil {
			return nil, fmt.Errorf("event %s: %w", ev.ID, err)
		}
		r := eventRow{ev: ev, record: rec}
		r.date, r.dateEnd = DayRange(ev.Time)
		if p := ev.Place; p != nil {
			r.lat, r.lon = &p.Lat, &p.Lon
			r.country, r.admin1 = p.Country, p.Admin1
		}
		var words []string
		for _, p := range []*doc.Party{ev.Actor, ev.Target} {
			if p != nil {
				words = append(words, strings.ToLower(p.Text), strings.ToLower(p.Name))
			}
		}
		r.parties = strings.Join(words, "\n")
		if ev.Actor != nil {
			r.actorCountry = ev.Actor.Country
		}
		if ev.Target != nil {
			r.targetCountry = ev.Target.Country
		}
		r.killed, r.inj, r.a = best(ev.Killed), best(ev.Injured), best(ev.Arrested)
		r.matchText, r.published = dedup.Text(story, ev), st.published
		if from, to := dedup.When(ev, st.published); !from.IsZero() {
			r.nearFrom, r.nearTo, r.nearLong = formatInstant(from), formatInstant(to), to.Sub(from) > shortSpan
		}
		rows[i] = r
	}
	return rows, nil
}

func best(c *doc.Count) int {
	if c == nil {
		return 0
	}
	return c.Best
}

// storyBody is the terms of a story's whole text that dedup compares
// (dedup.Body), with its protagonist among persons (StoryInput.Persons).
func storyBody(title, text string, persons []string) *dedup.TextTerms {
	return dedup.BodyTermsOf(dedup.Body(&doc.Story{Title: title, Text: text}), persons)
}

// joinPersons is a story's persons as the stories table keeps them, one a
// line (splitPersons reads them back).
func joinPersons(persons []string) string {
	var b strings.Builder
	for i, p := range persons {
		if i > 0 {
			b.WriteByte('\n')
		}
		// A name the NER stage marked may span a line break.
		b.WriteString(strings.Join(strings.Fields(p), " "))
	}
	return b.String()
}

// splitPersons reads a story's persons as joinPersons stored them.
func splitPersons(stored string) []string {
	if stored == "" {
		return nil
	}
	return strings.Split(stored, "\n")
}

// insertEvents writes the events of one story, published by source and
// whose words are body, with their claims and evidence, puts each in the
// cluster of the incident it tells (one that dedup matches, else a new
// one), and returns their seqs.
//
// The events' rows go in after all of them are assigned, a few
// statements for all of them rather than one a row, as do their claims
// and evidence: every statement is a round trip made while the story's
// locks are held. Nothing in between reads them: a story's candidates are
// other stories' events, and the clusters its events joined are not offered
// again, so no later event of the story joins or merges them.
func (s *sqlStore) insertEvents(ctx context.Context, tx *sql.Tx, source string, body *dedup.TextTerms, rows []eventRow) ([]int64, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	a := newAssignment(body, source)
	defer a.close()
	clusters := make([]int64, len(rows))
	var refresh []int64 // clusters merged into: their figures are worked out from all members once they are in
	var claims, evidence [][]any
	for i, r := range rows {
		cluster, merged, created, err := s.assignCluster(ctx, tx, r, a)
		if err != nil {
			return nil, fmt.Errorf("event %s: %w", r.ev.ID, err)
		}
		a.joined[cluster] = true
		clusters[i] = cluster
		for j, c := range r.ev.Claims {
			claims = append(claims, []any{r.ev.ID, j + 1, c.Claimant.Text, c.Claimant.Name, c.Claimant.Country,
				c.Claimant.Sector, c.Kind, c.Anonymous, c.Verb, c.Span.Start, c.Span.End, c.Says.Killed})
		}
		for j, sp := range r.ev.Evidence {
			evidence = append(evidence, []any{r.ev.ID, j + 1, sp.Start, sp.End})
		}
		switch {
		case merged:
			refresh = append(refresh, cluster)
		case !created: // a new cluster was stored with its one member
			if err := s.addToCluster(ctx, tx, cluster, r, source, a); err != nil {
				return nil, fmt.Errorf("event %s: %w", r.ev.ID, err)
			}
		}
	}
	seqs, err := s.insertEventRows(ctx, tx, rows, clusters)
	if err == nil {
		err = s.flushClusters(ctx, tx, a)
	}
	if err != nil {
		return nil, fmt.Errorf("events of story %s: %w", rows[0].ev.StoryID, err)
	}
	for _, c := range refresh {
		if err := s.refreshCluster(ctx, tx, c); err != nil {
			return nil, fmt.Errorf("events of story %s: %w", rows[0].ev.StoryID, err)
		}
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO claims (event_id, ord, claimant_text, claimant_name, claimant_country,
		claimant_sector, kind, anonymous, verb, span_start, span_end, says_killed)`, claims); err != nil {
		return nil, fmt.Errorf("claims of story %s: %w", rows[0].ev.StoryID, err)
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO evidence (event_id, ord, span_start, span_end)`, evidence); err != nil {
		return nil, fmt.Errorf("evidence of story %s: %w", rows[0].ev.StoryID, err)
	}
	return seqs, nil
}

// cacheStored puts a story just committed, whose words are body, and its
// event rows, stored under seqs at codedAt, in the candidate cache: the
// stories stored next, mostly of the same weeks, are offered them, and
// would otherwise read back and weigh again what this one had in hand.
// The records are decoded from the JSON stored, so that dedup reads a
// cached event exactly as it would read it from the store.
func (s *sqlStore) cacheStored(id, codedAt string, body *dedup.TextTerms, rows []eventRow, seqs []int64) {
	if len(rows) == 0 {
		return
	}
	s.cache.putBody(id, body)
	for i, r := range rows {
		e := cachedEvent{text: r.matchText, codedAt: codedAt}
		if json.Unmarshal(r.record, &e.ev) != nil {
			continue // marshalled by eventRows: cannot fail; read from the store if it does
		}
		e.terms = dedup.TermsOf(r.matchText)
		s.cache.putEvent(seqs[i], e)
	}
}

// insertEventRows inserts rows, each in its cluster of clusters, in their
// order, some rows a statement (inChunks), and returns their seqs.
func (s *sqlStore) insertEventRows(ctx context.Context, tx *sql.Tx, rows []eventRow, clusters []int64) ([]int64, error) {
	values := make([][]any, len(rows))
	at := make(map[string]int, len(rows))
	for i, r := range rows {
		at[r.ev.ID] = i
		values[i] = []any{r.ev.ID, r.ev.StoryID, i + 1, clusters[i], r.date, r.dateEnd, r.lat, r.lon,
			r.country, r.admin1, r.ev.Type.Plover, r.ev.Type.AcledEventType, r.parties, r.actorCountry, r.targetCountry,
			r.killed, r.inj, r.a, string(r.record), r.matchText, r.nearFrom, r.nearTo, boolInt(r.nearLong)}
	}
	seqs := make([]int64, len(rows))
	err := inChunks(values, func(list string, args []any) error {
		res, err := tx.QueryContext(ctx, s.d.rebind(`INSERT INTO events (id, story_id, ord, cluster_id, date, date_end, lat, lon,
			country, admin1, plover, acled_type, parties, actor_country, target_country, killed, injured, arrested, record,
			match_text, near_from, near_to, near_long) VALUES `+list+` RETURNING id, seq`), args...)
		if err != nil {
			return err
		}
		for res.Next() {
			var id string
			var seq int64
			if err := res.Scan(&id, &seq); err != nil {
				res.Close()
				return err
			}
			seqs[at[id]] = seq
		}
		err = res.Err()
		if cerr := res.Close(); err == nil {
			err = cerr
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return seqs, nil
}

// insertMany runs insert, an INSERT up to its VALUES, for rows, some rows
// a statement (inChunks).
func (s *sqlStore) insertMany(ctx context.Context, tx *sql.Tx, insert string, rows [][]any) error {
	return inChunks(rows, func(list string, args []any) error {
		_, err := tx.ExecContext(ctx, s.d.rebind(insert+" VALUES "+list), args...)
		return err
	})
}

// rowsPerStatement is how many rows one INSERT writes: well within both
// back ends' limits on parameters (100 events of 23 columns), and every
// statement is a round trip made under the story's locks.
const rowsPerStatement = 100

// inChunks calls insert with the VALUES list ("(?, ?), (?, ?)") and the
// arguments of each run of rowsPerStatement rows in order, and stops at
// its first error. The rows have the same number of columns each.
func inChunks(rows [][]any, insert func(list string, args []any) error) error {
	for len(rows) > 0 {
		k := min(len(rows), rowsPerStatement)
		one := "(?" + strings.Repeat(", ?", len(rows[0])-1) + ")"
		args := make([]any, 0, k*len(rows[0]))
		for _, r := range rows[:k] {
			args = append(args, r...)
		}
		if err := insert(one+strings.Repeat(", "+one, k-1), args); err != nil {
			return err
		}
		rows = rows[k:]
	}
	return nil
}

func queryInts(ctx context.Context, tx *sql.Tx, query string, args ...any) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var v int64
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

const storyColumns = `seq, id, title, text, url, source, published, content_hash, coded_at, coder_version, persons`

func scanStory(sc interface{ Scan(...any) error }) (Story, int64, error) {
	var st Story
	var seq int64
	var pub, coded, persons string
	if err := sc.Scan(&seq, &st.ID, &st.Title, &st.Text, &st.URL, &st.Source, &pub, &st.ContentHash, &coded,
		&st.CoderVersion, &persons); err != nil {
		return st, 0, err
	}
	st.Published, st.CodedAt, st.Persons = parseTime(pub), parseTime(coded), splitPersons(persons)
	return st, seq, nil
}

func (s *sqlStore) Story(ctx context.Context, id string) (Story, error) {
	st, _, err := scanStory(s.db.QueryRowContext(ctx, s.d.rebind(`SELECT `+storyColumns+` FROM stories WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return st, fmt.Errorf("story %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return st, fmt.Errorf("story %s: %w", id, err)
	}
	return st, nil
}

func (s *sqlStore) Stories(ctx context.Context, cursor string, limit int) ([]Story, string, error) {
	var after int64
	if cursor != "" {
		var err error
		if after, err = strconv.ParseInt(cursor, 10, 64); err != nil {
			return nil, "", fmt.Errorf("%w: cursor %q", ErrInvalidQuery, cursor)
		}
	}
	limit = pageSize(limit)
	rows, err := s.db.QueryContext(ctx, s.d.rebind(`SELECT `+storyColumns+` FROM stories WHERE seq > ? ORDER BY seq LIMIT ?`),
		after, limit+1)
	if err != nil {
		return nil, "", fmt.Errorf("stories: %w", err)
	}
	defer rows.Close()
	var out []Story
	var next string
	var more bool
	for rows.Next() {
		st, seq, err := scanStory(rows)
		if err != nil {
			return nil, "", fmt.Errorf("stories: %w", err)
		}
		if len(out) == limit {
			more = true
			break
		}
		out = append(out, st)
		next = strconv.FormatInt(seq, 10)
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("stories: %w", err)
	}
	if !more {
		next = ""
	}
	return out, next, nil
}

func pageSize(limit int) int {
	if limit <= 0 {
		return DefaultLimit
	}
	return min(limit, MaxLimit)
}

func (s *sqlStore) Event(ctx context.Context, id string) (Event, error) {
	var ev Event
	var cluster int64
	var rec []byte
	err := s.db.QueryRowContext(ctx, s.d.rebind(`SELECT cluster_id, record FROM events WHERE id = ?`), id).Scan(&cluster, &rec)
	if errors.Is(err, sql.ErrNoRows) {
		return ev, fmt.Errorf("event %s: %w", id, ErrNotFound)
	}
	if err == nil {
		ev, err = decodeEvent(cluster, rec)
	}
	if err != nil {
		return ev, fmt.Errorf("event %s: %w", id, err)
	}
	return ev, nil
}

func decodeEvent(cluster int64, rec []byte) (Event, error) {
	ev := Event{Cluster: strconv.FormatInt(cluster, 10)}
	err := json.Unmarshal(rec, &ev.Event)
	return ev, err
}

func (s *sqlStore) Events(ctx context.Context, q Query) ([]Event, string, error) {
	var out []Event
	next, err := s.scanEvents(ctx, q, func(n int) { out = make([]Event, 0, n) }, func(cluster int64, rec []byte) error {
		ev, err := decodeEvent(cluster, rec)
		out = append(out, ev)
		return err
	})
	return out, next, err
}

func (s *sqlStore) Records(ctx context.Context, q Query) ([]Record, string, error) {
	var out []Record
	next, err := s.scanEvents(ctx, q, func(n int) { out = make([]Record, 0, n) }, func(cluster int64, rec []byte) error {
		out = append(out, Record{Cluster: strconv.FormatInt(cluster, 10), JSON: bytes.Clone(rec)})
		return nil
	})
	return out, next, err
}

// scanEvents runs the events query of q, calls start with the page size
// and add with each event of the page, and returns the next page's cursor.
// rec is valid only during the call.
//
// Dated events come first, by date then storage order, and undated ones
// (date "") after them in storage order; q.Newest reverses both orders
// but keeps the undated events last. The two parts are read by two
// queries, each in the order of an index on (…, date, seq): one query
// ordered by whether the date is empty first could not read a page off the
// index and would sort every event that matches.
func (s *sqlStore) scanEvents(ctx context.Context, q Query, start func(n int), add func(cluster int64, rec []byte) error) (string, error) {
	where, args, err := eventFilter(q)
	if err != nil {
		return "", err
	}
	after, err := queryCursor(q)
	if err != nil {
		return "", err
	}
	past, desc := ">", ""
	if q.Newest {
		past, desc = "<", " DESC"
	}
	limit := pageSize(q.Limit)
	start(min(limit, 1000))
	// Each part reads up to one event past the page, to tell whether a
	// next page exists.
	n, last := 0, after
	if !after.undated {
		// One lower bound on the date only: given two, SQLite may seek
		// the index by the looser one and then step over every event
		// before the other. A cursor's date and q.From are never "".
		cond, cargs := slices.Clip(where), slices.Clip(args)
		switch {
		case after.date != "":
			// A row value, which both back ends search the index on (date,
			// seq) for; the same condition spelt with OR made SQLite scan
			// it from the start.
			cond, cargs = append(cond, `(e.date, e.seq) `+past+` (?, ?)`), append(cargs, after.date, after.seq)
			if q.Newest && q.From == "" {
				cond = append(cond, `e.date > ''`)
			}
		case q.From == "":
			cond = append(cond, `e.date > ''`)
		}
		if n, last, err = s.scanPart(ctx, cond, cargs, `e.date`+desc+`, e.seq`+desc, limit+1, last, add); err != nil {
			return "", err
		}
		after = cursor{undated: true}
		if q.Newest {
			after.seq = math.MaxInt64
		}
	}
	if n <= limit {
		cond := append(slices.Clip(where), `e.date = ''`, `e.seq `+past+` ?`)
		m, l, err := s.scanPart(ctx, cond, append(slices.Clip(args), after.seq), `e.seq`+desc, limit+1-n, last, add)
		if err != nil {
			return "", err
		}
		n, last = n+m, l
	}
	if n <= limit {
		return "", nil
	}
	last.newest = q.Newest
	return encodeCursor(last), nil
}

// scanPart runs the events query of conditions where, ordered by order,
// and passes at most upTo-1 of its events to add: it counts the upTo-th
// without passing it, so that a count of upTo says there are more. It
// returns the count and the cursor of the last event passed (last if none).
func (s *sqlStore) scanPart(ctx context.Context, where []string, args []any, order string, upTo int, last cursor,
	add func(cluster int64, rec []byte) error) (int, cursor, error) {
	query := `SELECT e.seq, e.date, e.cluster_id, e.record FROM events e WHERE ` + strings.Join(where, ` AND `) +
		` ORDER BY ` + order + ` LIMIT ?`
	rows, err := s.db.QueryContext(ctx, s.d.rebind(query), append(args, upTo)...)
	if err != nil {
		return 0, last, fmt.Errorf("events: %w", err)
	}
	defer rows.Close()
	n := 0
	for ; rows.Next(); n++ {
		var seq, cluster int64
		var date string
		var rec sql.RawBytes
		if err := rows.Scan(&seq, &date, &cluster, &rec); err != nil {
			return 0, last, fmt.Errorf("events: %w", err)
		}
		if n == upTo-1 {
			n++
			break
		}
		if err := add(cluster, rec); err != nil {
			return 0, last, fmt.Errorf("events: record of seq %d: %w", seq, err)
		}
		last = cursor{date: date, seq: seq, undated: date == ""}
	}
	if err := rows.Err(); err != nil {
		return 0, last, fmt.Errorf("events: %w", err)
	}
	return n, last, nil
}

// eventFilter turns q into the conditions of an events query.
func eventFilter(q Query) (where []string, args []any, err error) {
	add := func(cond string, a ...any) {
		where = append(where, cond)
		args = append(args, a...)
	}
	for _, d := range []struct{ name, v string }{{"from", q.From}, {"to", q.To}} {
		if d.v == "" {
			continue
		}
		if _, err := time.Parse(time.DateOnly, d.v); err != nil {
			return nil, nil, fmt.Errorf("%w: %s %q: want YYYY-MM-DD", ErrInvalidQuery, d.name, d.v)
		}
	}
	if q.From != "" {
		add(`e.date >= ?`, q.From)
	}
	if q.To != "" {
		add(`e.date <> '' AND e.date <= ?`, q.To)
	}
	if b := q.BBox; b != nil {
		if b.MinLat > b.MaxLat || b.MinLat < -90 || b.MaxLat > 90 || b.MinLon < -180 || b.MaxLon > 180 || b.MaxLon < -180 || b.MinLon > 180 {
			return nil, nil, fmt.Errorf("%w: bbox %v,%v,%v,%v: want min_lon,min_lat,max_lon,max_lat in degrees",
				ErrInvalidQuery, b.MinLon, b.MinLat, b.MaxLon, b.MaxLat)
		}
		add(`e.lat BETWEEN ? AND ?`, b.MinLat, b.MaxLat)
		if b.MinLon <= b.MaxLon {
			add(`e.lon BETWEEN ? AND ?`, b.MinLon, b.MaxLon)
		} else {
			add(`(e.lon >= ? OR e.lon <= ?)`, b.MinLon, b.MaxLon)
		}
	}
	for _, f := range []struct{ col, v string }{
		{"e.country", q.Country}, {"e.admin1", q.Admin1}, {"e.plover", q.Plover}, {"e.acled_type", q.AcledType},
		{"e.story_id", q.Story},
	} {
		if f.v != "" {
			add(f.col+` = ?`, f.v)
		}
	}
	if q.Actor != "" {
		add(`e.parties LIKE ? ESCAPE '\'`, "%"+likeEscaper.Replace(strings.ToLower(q.Actor))+"%")
	}
	if q.ActorCountry != "" {
		add(`(e.actor_country = ? OR e.target_country = ?)`, q.ActorCountry, q.ActorCountry)
	}
	if q.MinKilled > 0 {
		add(`e.killed >= ?`, q.MinKilled)
	}
	if q.Cluster != "" {
		c, err := strconv.ParseInt(q.Cluster, 10, 64)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: cluster %q", ErrInvalidQuery, q.Cluster)
		}
		add(`e.cluster_id = ?`, c)
	}
	return where, args, nil
}

var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// A cursor is the sort key of the last event of a page: its date and seq,
// or its seq alone for an undated event, which sorts after every date.
type cursor struct {
	date    string
	seq     int64
	undated bool
	newest  bool // of a page of Query.Newest, written with a third field "n"
}

// undatedMark stands for the date of an undated event in a cursor. A
// cursor's date "" is the start of the dated events: cursors written
// when undated events came first resume there, repeating rather than
// skipping events.
const undatedMark = "-"

func encodeCursor(c cursor) string {
	date := c.date
	if c.undated {
		date = undatedMark
	}
	s := date + "," + strconv.FormatInt(c.seq, 10)
	if c.newest {
		s += ",n"
	}
	return base64.RawURLEncoding.EncodeToString([]byte(s))
}

// queryCursor returns where q's page starts: after its cursor, which must
// come from a page in q's order, or at the start.
func queryCursor(q Query) (cursor, error) {
	if q.Cursor == "" {
		return cursor{}, nil
	}
	c, err := decodeCursor(q.Cursor)
	if err == nil && c.newest != q.Newest {
		err = fmt.Errorf("%w: cursor %q is of a page in the other order", ErrInvalidQuery, q.Cursor)
	}
	return c, err
}

func decodeCursor(c string) (cursor, error) {
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err == nil {
		date, num, ok := strings.Cut(string(b), ",")
		num, newest := strings.CutSuffix(num, ",n")
		seq, perr := strconv.ParseInt(num, 10, 64)
		if ok && perr == nil {
			if date == undatedMark {
				return cursor{seq: seq, undated: true, newest: newest}, nil
			}
			return cursor{date: date, seq: seq, newest: newest}, nil
		}
	}
	return cursor{}, fmt.Errorf("%w: cursor %q", ErrInvalidQuery, c)
}

func (s *sqlStore) Counts(ctx context.Context) (Counts, error) {
	var c Counts
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM stories), (SELECT count(*) FROM events),
		(SELECT count(*) FROM clusters)`).Scan(&c.Stories, &c.Events, &c.Clusters)
	if err != nil {
		return c, fmt.Errorf("counts: %w", err)
	}
	return c, nil
}

// Times are stored as RFC 3339 text in UTC, "" for the zero time, so that
// both back ends store and compare them alike.
func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// formatInstant writes a time in a fixed width, so that instants compare as text.
func formatInstant(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05Z") }

func parseTime(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}

package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
)

// This file holds the SQL of clusters: which stored events a new one is
// compared with, and each cluster's size, date and reconciled figures.

// assignment is the state of putting one story's events in clusters.
type assignment struct {
	// joined are the clusters the story's events joined or started: a
	// story's own events are distinct incidents as its coder found them,
	// so two of them never join one cluster.
	joined map[int64]bool
	// decoded holds the candidates' records decoded so far, by seq: the
	// events of one story are mostly compared with the same candidates.
	decoded map[int64]doc.Event
}

func newAssignment() *assignment {
	return &assignment{joined: map[int64]bool{}, decoded: map[int64]doc.Event{}}
}

// assignCluster returns the cluster of the incident that the event tells:
// the one dedup.Match picks among the events of other stories whose time
// comes within dedup.Window of the event's, else a new cluster. Clusters in
// a.joined are not offered. An event whose time is unknown stays alone.
//
// Only clusters with a member in the event's country or in none are
// offered (all of their members in the window, as Match averages over
// them). This is the store's blocking rule, for speed: dedup itself would
// rarely join reports placed in two countries (it scores a place in another
// country from the text as -1, against a threshold of 0.15), and comparing
// each event with every event of the window costs about 150 ms of CPU per
// event in a store of 100,000 events over four years (docs/BENCHMARKS.md).
func (s *sqlStore) assignCluster(ctx context.Context, tx *sql.Tx, r eventRow, a *assignment) (int64, error) {
	if r.nearFrom != "" {
		from, to := parseTime(r.nearFrom), parseTime(r.nearTo)
		cands, err := s.candidates(ctx, tx, r, from.Add(-dedup.Window), to.Add(dedup.Window), a)
		if err != nil {
			return 0, err
		}
		if c, ok := dedup.Match(r.ev, r.published, r.matchText, cands); ok {
			id, err := strconv.ParseInt(c, 10, 64)
			if err != nil {
				return 0, fmt.Errorf("dedup matched cluster %q, which the store did not offer", c)
			}
			return id, nil
		}
	}
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO clusters (date, size, figures) VALUES ('', 0, '{}') RETURNING id`).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("new cluster: %w", err)
	}
	return id, nil
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

// candidates returns the events of other stories whose time interval
// overlaps [lo, hi], in clusters not joined yet with a member in r's country
// or in none (all clusters when r has no country).
func (s *sqlStore) candidates(ctx context.Context, tx *sql.Tx, r eventRow, lo, hi time.Time, a *assignment) ([]dedup.Candidate, error) {
	const cols = `SELECT e.seq, e.cluster_id, e.record, e.match_text, s.published
		FROM events e JOIN stories s ON s.id = e.story_id WHERE e.story_id <> ? AND `
	if r.country == "" {
		return s.scanCandidates(ctx, tx, cols+fmt.Sprintf(near, "e."), append([]any{r.ev.StoryID}, nearArgs(lo, hi)...), a)
	}
	ids, err := queryInts(ctx, tx, s.d.rebind(`SELECT DISTINCT cluster_id FROM events
		WHERE country IN (?, '') AND story_id <> ? AND `+fmt.Sprintf(near, "")),
		append([]any{r.country, r.ev.StoryID}, nearArgs(lo, hi)...)...)
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	ids = slices.DeleteFunc(ids, func(id int64) bool { return a.joined[id] })
	var cands []dedup.Candidate
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), 500)]
		ids = ids[len(chunk):]
		args := []any{r.ev.StoryID}
		for _, id := range chunk {
			args = append(args, id)
		}
		c, err := s.scanCandidates(ctx, tx, cols+`e.cluster_id IN (?`+strings.Repeat(`, ?`, len(chunk)-1)+`) AND `+
			fmt.Sprintf(near, "e."), append(args, nearArgs(lo, hi)...), a)
		if err != nil {
			return nil, err
		}
		cands = append(cands, c...)
	}
	return cands, nil
}

func (s *sqlStore) scanCandidates(ctx context.Context, tx *sql.Tx, query string, args []any, a *assignment) ([]dedup.Candidate, error) {
	rows, err := tx.QueryContext(ctx, s.d.rebind(query), args...)
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	defer rows.Close()
	var cands []dedup.Candidate
	for rows.Next() {
		var seq, cluster int64
		var rec sql.RawBytes
		var c dedup.Candidate
		var pub string
		if err := rows.Scan(&seq, &cluster, &rec, &c.Text, &pub); err != nil {
			return nil, fmt.Errorf("dedup candidates: %w", err)
		}
		if a.joined[cluster] {
			continue
		}
		ev, ok := a.decoded[seq]
		if !ok {
			if err := json.Unmarshal(rec, &ev); err != nil {
				return nil, fmt.Errorf("dedup candidates: %w", err)
			}
			a.decoded[seq] = ev
		}
		c.Event = ev
		c.Cluster, c.Published = strconv.FormatInt(cluster, 10), parseTime(pub)
		cands = append(cands, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	return cands, nil
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
	rows, err := s.db.QueryContext(ctx, s.d.rebind(`SELECT e.record, s.id, s.title, s.url, s.source, s.published
		FROM events e JOIN stories s ON s.id = e.story_id WHERE e.cluster_id = ? ORDER BY e.date, e.seq`), n)
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

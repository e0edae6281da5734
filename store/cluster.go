package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"sitrep/dedup"
)

// This file holds the SQL of clusters: which stored events a new one is
// compared with, and each cluster's size, date and reconciled figures.

// assignCluster returns the cluster of the incident that the event tells:
// the one dedup.Match picks among the events of other stories whose time
// comes within dedup.Window of the event's, else a new cluster. Clusters in
// skip are not offered. An event whose time is unknown stays alone.
//
// Only clusters with a member in the event's country or in none are
// offered: dedup scores events in two countries as a conflict, so a cluster
// whose every member is elsewhere cannot be matched. Such a cluster's members
// are all offered, as Match averages over them.
func (s *sqlStore) assignCluster(ctx context.Context, tx *sql.Tx, r eventRow, skip map[int64]bool) (int64, error) {
	if r.nearFrom != "" {
		from, to := parseTime(r.nearFrom), parseTime(r.nearTo)
		cands, err := s.candidates(ctx, tx, r, from.Add(-dedup.Window), to.Add(dedup.Window), skip)
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

// maxInterval bounds the time intervals that candidates are looked up by:
// an event known to no better than a year.
const maxInterval = 367 * 24 * time.Hour

// candidates returns the events of other stories whose time interval
// overlaps [lo, hi], in clusters with a member in r's country or in none.
func (s *sqlStore) candidates(ctx context.Context, tx *sql.Tx, r eventRow, lo, hi time.Time, skip map[int64]bool) ([]dedup.Candidate, error) {
	// The lower bound on near_from lets the index narrow the scan.
	const near = `%[1]snear_from <> '' AND %[1]snear_from >= ? AND %[1]snear_from <= ? AND %[1]snear_to >= ? AND %[1]sstory_id <> ?`
	args := []any{formatInstant(lo.Add(-maxInterval)), formatInstant(hi), formatInstant(lo), r.ev.StoryID}
	query := `SELECT e.cluster_id, e.record, e.match_text, s.published FROM events e JOIN stories s ON s.id = e.story_id
		WHERE ` + fmt.Sprintf(near, "e.")
	if r.country != "" {
		query += ` AND e.cluster_id IN (SELECT cluster_id FROM events WHERE ` + fmt.Sprintf(near, "") + ` AND (country = ? OR country = ''))`
		args = append(args, append(args[:4:4], r.country)...)
	}
	rows, err := tx.QueryContext(ctx, s.d.rebind(query), args...)
	if err != nil {
		return nil, fmt.Errorf("dedup candidates: %w", err)
	}
	defer rows.Close()
	var cands []dedup.Candidate
	for rows.Next() {
		var cluster int64
		var rec []byte
		var c dedup.Candidate
		var pub string
		if err := rows.Scan(&cluster, &rec, &c.Text, &pub); err != nil {
			return nil, fmt.Errorf("dedup candidates: %w", err)
		}
		if skip[cluster] {
			continue
		}
		if err := json.Unmarshal(rec, &c.Event); err != nil {
			return nil, fmt.Errorf("dedup candidates: %w", err)
		}
		c.Cluster, c.Published = strconv.FormatInt(cluster, 10), parseTime(pub)
		cands = append(cands, c)
	}
	return cands, rows.Err()
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

package store

import (
	"context"
	"fmt"
	"testing"
)

func TestZZPlan(t *testing.T) {
	s, _ := Open(context.Background(), t.TempDir()+"/p.db")
	db := s.(*sqlStore).db
	for _, q := range []string{
		`SELECT e.cluster_id, e.country, e.record, e.match_text, s.published FROM events e JOIN stories s ON s.id = e.story_id WHERE e.story_id <> ? AND e.near_long = 0 AND e.near_from >= ? AND e.near_from <= ? AND e.near_to >= ?`,
`SELECT e.cluster_id, e.country, e.record, e.match_text, s.published FROM events e JOIN stories s ON s.id = e.story_id WHERE e.story_id <> ? AND e.near_long = 1 AND e.near_to >= ? AND e.near_from <= ?`,
		`SELECT e.date, e.record, s.source FROM events e JOIN stories s ON s.id = e.story_id WHERE e.cluster_id = ? ORDER BY e.seq`,
		`SELECT e.seq, e.date, e.cluster_id, e.record FROM events e ORDER BY e.date, e.seq LIMIT 500`,
		`SELECT e.seq, e.date, e.cluster_id, e.record FROM events e WHERE e.country = ? AND e.date >= ? ORDER BY e.date, e.seq LIMIT 500`,
		`SELECT e.seq, e.date, e.cluster_id, e.record FROM events e WHERE e.date >= ? AND (e.date > ? OR e.seq > ?) ORDER BY e.date, e.seq LIMIT 500`,
	} {
		rows, err := db.Query("EXPLAIN QUERY PLAN "+q, "a", "b", "c", "d", "e", "f", "g", "h", "i")
		if err != nil {
			rows, err = db.Query("EXPLAIN QUERY PLAN "+q, "a", "b", "c")
		}
		if err != nil {
			rows, err = db.Query("EXPLAIN QUERY PLAN "+q, "a", "b")
		}
		if err != nil {
			rows, err = db.Query("EXPLAIN QUERY PLAN "+q, "a")
		}
		if err != nil {
			rows, err = db.Query("EXPLAIN QUERY PLAN " + q)
		}
		if err != nil {
			t.Fatal(err)
		}
		fmt.Println(q[:60])
		for rows.Next() {
			var a, b, c int
			var d string
			rows.Scan(&a, &b, &c, &d)
			fmt.Println("   ", d)
		}
	}
}

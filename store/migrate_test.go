package store

import (
	"context"
	"database/sql"
	"testing"
)

// TestMigrateStoredData stores a story under the first schema, as the
// first release did, then opens the store with every migration: the
// story and its event are kept and readable, and a new story that tells the
// same incident is compared with it once the old story is re-coded.
func TestMigrateStoredData(t *testing.T) {
	fx := loadFixtures(t)
	ctx := context.Background()
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			dsn := b.dsn(t)
			driver, raw := "pgx", dsn
			if b.name == "sqlite" {
				driver, raw = "sqlite", dsn+"?"+sqlitePragmas
			}
			db, err := sql.Open(driver, raw)
			if err != nil {
				t.Fatal(err)
			}
			d := map[string]dialect{"sqlite": sqliteDialect, "postgres": postgresDialect}[b.name]
			old := &sqlStore{db: db, d: d}
			ms, err := readMigrations("migrations/" + b.name)
			if err != nil {
				t.Fatal(err)
			}
			if err := old.apply(ctx, ms[:1]); err != nil {
				t.Fatal(err)
			}
			// The first schema's rows, written as its code wrote them.
			f := fx[0]
			id := StoryID(f.in.Text)
			rows, err := eventRows(storyMeta{id, f.in.Title, f.in.Text, f.in.Published}, testCoder, f.events[:1])
			if err != nil {
				t.Fatal(err)
			}
			r := rows[0]
			for _, q := range []struct {
				sql  string
				args []any
			}{
				{`INSERT INTO stories (id, title, text, url, source, published, content_hash, coded_at, coder_version)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
					[]any{id, f.in.Title, f.in.Text, f.in.URL, f.in.Source, formatTime(f.in.Published), contentHash(f.in.Text), "2026-11-30T00:00:00Z", "old"}},
				{`INSERT INTO clusters (date, size, figures) VALUES (?, 1, '{}')`, []any{r.date}},
				{`INSERT INTO events (id, story_id, ord, cluster_id, date, date_end, lat, lon, country, admin1, plover, acled_type,
					parties, actor_country, target_country, killed, injured, arrested, record)
					VALUES (?, ?, 1, (SELECT max(id) FROM clusters), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
					[]any{r.ev.ID, id, r.date, r.dateEnd, r.lat, r.lon, r.country, r.admin1, r.ev.Type.Plover,
						r.ev.Type.AcledEventType, r.parties, r.actorCountry, r.targetCountry, r.killed, r.inj, r.a, string(r.record)}},
			} {
				if _, err := db.ExecContext(ctx, d.rebind(q.sql), q.args...); err != nil {
					t.Fatal(err)
				}
			}
			db.Close()

			s, err := Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			ev, err := s.Event(ctx, r.ev.ID)
			if err != nil {
				t.Fatal(err)
			}
			if jsonOf(t, ev.Event) != jsonOf(t, r.ev) {
				t.Errorf("event after migration differs:\n%s\nwant\n%s", jsonOf(t, ev.Event), jsonOf(t, r.ev))
			}
			var n int
			if err := s.(*sqlStore).db.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&n); err != nil || n != len(ms) {
				t.Errorf("schema_migrations: %d rows, %v; want %d", n, err, len(ms))
			}
			// Once re-coded, the old story's event is a dedup candidate.
			if err := s.ReplaceEvents(ctx, id, testCoder, nil, f.events); err != nil {
				t.Fatal(err)
			}
			other := fx[1]
			oid, _, err := s.PutStory(ctx, other.in, other.events)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := s.Event(ctx, id+"-1")
			o, _ := s.Event(ctx, oid+"-1")
			if a.Cluster == "" || a.Cluster != o.Cluster {
				t.Errorf("the migrated story's event (cluster %q) and the other report's (%q) are not one incident", a.Cluster, o.Cluster)
			}
		})
	}
}

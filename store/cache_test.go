package store

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"testing"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/store/storetest"
)

// TestCandidateCacheBounded checks that the cache holds at most two
// generations of entries, keeps what was used lately, and drops the rest.
func TestCandidateCacheBounded(t *testing.T) {
	c := newCandidateCache()
	c.eventLimit, c.bodyLimit = 4, 4
	for i := range int64(4) {
		c.putEvent(i, cachedEvent{text: strconv.FormatInt(i, 10)})
		c.putBody(strconv.FormatInt(i, 10), &dedup.TextTerms{})
	}
	// Used again after the next generation starts, 0 is carried into it.
	c.putEvent(4, cachedEvent{})
	c.putBody("4", &dedup.TextTerms{})
	if e, ok := c.event(0); !ok || e.text != "0" {
		t.Fatalf("event 0 lost from the older generation: %+v %v", e, ok)
	}
	if c.body("0") == nil {
		t.Fatal("body 0 lost from the older generation")
	}
	for i := int64(5); i < 12; i++ {
		c.putEvent(i, cachedEvent{})
		c.putBody(strconv.FormatInt(i, 10), &dedup.TextTerms{})
	}
	if _, ok := c.event(1); ok {
		t.Error("event 1, unused for two generations, still cached")
	}
	if c.body("1") != nil {
		t.Error("body 1, unused for two generations, still cached")
	}
	if n := len(c.events) + len(c.oldEvents); n > 2*c.eventLimit {
		t.Errorf("%d events cached, limit 2 x %d", n, c.eventLimit)
	}
	if n := len(c.bodies) + len(c.oldBodies); n > 2*c.bodyLimit {
		t.Errorf("%d bodies cached, limit 2 x %d", n, c.bodyLimit)
	}
}

// TestCacheFollowsRecodeInAnotherProcess: on SQLite a recoded story's new
// events may take the seqs of its old ones (a rowid is the highest plus
// one), and a recode may run in another process than a writer that has
// the old events cached (`sitrep recode` beside `sitrep serve`). A story
// stored next by that writer must be matched against the new records, not
// the cached old ones under the same seqs. The old coding here has the
// story's events a year earlier, which parts them from a retelling by date;
// the new one has them as coded, which the retelling joins.
func TestCacheFollowsRecodeInAnotherProcess(t *testing.T) {
	ctx := context.Background()
	f := loadFixtures(t)[0]
	retold := f.in
	retold.Text += "\n\nRetold by another outlet."
	retold.Source = "Another outlet"
	moved := make([]doc.Event, len(f.events))
	for i, ev := range f.events {
		if ev.Time != nil {
			w := *ev.Time
			d, err := time.Parse(time.DateOnly, w.Date)
			if err != nil {
				t.Fatalf("fixture %s: event %d's date %q: %v", f.name, i, w.Date, err)
			}
			w.Date = d.AddDate(-1, 0, 0).Format(time.DateOnly)
			w.End = ""
			ev.Time = &w
		}
		moved[i] = ev
	}

	// What the retelling joins when the story is stored as recoded from
	// the start: the pairs (event of the story, event of the retelling)
	// that share a cluster.
	want := joinedPairs(t, ctx, storetest.SQLite(t), f, f.events, retold, func(s Store, id string) {})
	if len(want) == 0 {
		t.Fatalf("fixture %s: no event of its retelling joins its events' clusters: the test would not test", f.name)
	}
	path := storetest.SQLite(t)
	got := joinedPairs(t, ctx, path, f, moved, retold, func(writer Store, id string) {
		// The writer has stored the old coding and cached its events;
		// another process recodes the story.
		before := seqsOf(t, ctx, writer, id)
		other, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		if err := other.ReplaceEvents(ctx, id, testCoder, nil, f.events); err != nil {
			t.Fatal(err)
		}
		if after := seqsOf(t, ctx, writer, id); !slices.Equal(before, after) {
			t.Fatalf("the recoded events took seqs %v, the old ones had %v: the test needs them reused", after, before)
		}
	})
	if !maps.Equal(got, want) {
		t.Errorf("after a recode in another process the retelling joined %v, stored fresh %v", got, want)
	}
}

// joinedPairs stores fixture f's story with events first in a new SQLite
// store at path, calls recode with the store and the story's ID, then
// stores retold with f's events and returns the pairs of the story's event
// and retold's event that share a cluster.
func joinedPairs(t *testing.T, ctx context.Context, path string, f fixture, first []doc.Event, retold StoryInput,
	recode func(Store, string)) map[[2]int]bool {
	t.Helper()
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, _, err := s.PutStory(ctx, f.in, first)
	if err != nil {
		t.Fatal(err)
	}
	recode(s, id)
	rid, _, err := s.PutStory(ctx, retold, f.events)
	if err != nil {
		t.Fatal(err)
	}
	pairs := map[[2]int]bool{}
	for i := range f.events {
		a, err := s.Event(ctx, fmt.Sprintf("%s-%d", id, i+1))
		if err != nil {
			t.Fatal(err)
		}
		for j := range f.events {
			b, err := s.Event(ctx, fmt.Sprintf("%s-%d", rid, j+1))
			if err != nil {
				t.Fatal(err)
			}
			if a.Cluster == b.Cluster {
				pairs[[2]int{i, j}] = true
			}
		}
	}
	return pairs
}

// seqsOf returns the seqs of a story's events in a SQLite store.
func seqsOf(t *testing.T, ctx context.Context, s Store, story string) []int64 {
	t.Helper()
	rows, err := s.(*sqlStore).db.QueryContext(ctx, `SELECT seq FROM events WHERE story_id = ? ORDER BY seq`, story)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var seqs []int64
	for rows.Next() {
		var n int64
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		seqs = append(seqs, n)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return seqs
}

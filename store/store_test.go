package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"sitrep/doc"
)

func TestPutStoryRoundTrip(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		for _, f := range fx {
			id := ids[f.name]
			if id != StoryID(f.in.Text) {
				t.Errorf("%s: id %s, want StoryID of the text %s", f.name, id, StoryID(f.in.Text))
			}
			st, err := s.Story(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if st.Text != f.in.Text || st.Title != f.in.Title || st.URL != f.in.URL || st.Source != f.in.Source ||
				!st.Published.Equal(f.in.Published) || st.CoderVersion != "test" || st.ContentHash != contentHash(f.in.Text) ||
				st.CodedAt.IsZero() {
				t.Errorf("%s: stored story %+v differs from its input", f.name, st)
			}
			for i, want := range f.events {
				want.ID = id + "-" + itoa(i+1)
				want.StoryID = id
				want.Coder = testCoder
				got, err := s.Event(ctx, want.ID)
				if err != nil {
					t.Fatal(err)
				}
				if got.Cluster == "" {
					t.Errorf("%s: no cluster", want.ID)
				}
				if !reflect.DeepEqual(jsonOf(t, got.Event), jsonOf(t, want)) {
					t.Errorf("%s: stored record\n%s\nwant\n%s", want.ID, jsonOf(t, got.Event), jsonOf(t, want))
				}
			}
		}
		evs, _, err := s.Events(ctx, Query{Story: ids["harbour-a"]})
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != len(fx[0].events) {
			t.Errorf("events of story harbour-a: %d, want %d", len(evs), len(fx[0].events))
		}
		if _, err := s.Story(ctx, "nothing"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Story(nothing): %v, want ErrNotFound", err)
		}
		if _, err := s.Event(ctx, "nothing-1"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Event(nothing-1): %v, want ErrNotFound", err)
		}
		if _, err := s.Cluster(ctx, "999999"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Cluster(999999): %v, want ErrNotFound", err)
		}
	})
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

func jsonOf(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPutStoryIdempotent(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		before, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if before.Stories != len(fx) || before.Events == 0 || before.Clusters == 0 {
			t.Fatalf("counts after storing the fixtures: %+v", before)
		}
		// The same story again, with other line breaks and spacing and other
		// events, is the same story: nothing new is stored.
		f := fx[0]
		again := f.in
		again.Text = "  " + strings.ReplaceAll(f.in.Text, "\n\n", "\r\n \t") + "\n"
		again.Title = "another title"
		id, created, err := s.PutStory(ctx, again, f.events[:1])
		if err != nil {
			t.Fatal(err)
		}
		if created || id != ids[f.name] {
			t.Errorf("second put: id %s created %v, want %s false", id, created, ids[f.name])
		}
		after, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if after != before {
			t.Errorf("counts changed on a second put: %+v, then %+v", before, after)
		}
		st, err := s.Story(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if st.Title != f.in.Title {
			t.Errorf("title overwritten by a second put: %q", st.Title)
		}
	})
}

func TestPutStoryConcurrent(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		var wg sync.WaitGroup
		var mu sync.Mutex
		created := map[string]int{}
		for range 4 {
			for _, f := range fx {
				wg.Go(func() {
					id, ok, err := s.PutStory(ctx, f.in, f.events)
					if err != nil {
						t.Error(err)
						return
					}
					if ok {
						mu.Lock()
						created[id]++
						mu.Unlock()
					}
				})
			}
		}
		wg.Wait()
		for _, f := range fx {
			if n := created[StoryID(f.in.Text)]; n != 1 {
				t.Errorf("%s created %d times by concurrent puts, want once", f.name, n)
			}
		}
		c, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		events := 0
		for _, f := range fx {
			events += len(f.events)
		}
		if c.Stories != len(fx) || c.Events != events {
			t.Errorf("counts %+v, want %d stories, %d events", c, len(fx), events)
		}
	})
}

func TestPutStoryRejectsBadText(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s Store) {
		for _, in := range []StoryInput{
			{Text: " \n\t"}, {Text: "caf\xe9 bombing"}, {Text: "a\x00b"}, {Text: "fine", Title: "bad \xff"},
		} {
			if _, _, err := s.PutStory(context.Background(), in, nil); err == nil {
				t.Errorf("story %+v was stored", in)
			}
		}
		if c, err := s.Counts(context.Background()); err != nil || c.Stories != 0 {
			t.Errorf("counts %+v, %v: want nothing stored", c, err)
		}
	})
}

// TestEventsFilters checks each filter against the same filter applied by
// hand to every stored event.
func TestEventsFilters(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		all, next, err := s.Events(ctx, Query{Limit: MaxLimit})
		if err != nil || next != "" {
			t.Fatalf("all events: next %q, %v", next, err)
		}
		harbourA, err := s.Event(ctx, ids["harbour-a"]+"-1")
		if err != nil {
			t.Fatal(err)
		}
		day := func(e Event) string { f, _ := DayRange(e.Time); return f }
		hasParty := func(e Event, f func(*doc.Party) bool) bool {
			return (e.Actor != nil && f(e.Actor)) || (e.Target != nil && f(e.Target))
		}
		cases := []struct {
			name string
			q    Query
			keep func(Event) bool
		}{
			{"from", Query{From: "2024-06-01"}, func(e Event) bool { return day(e) >= "2024-06-01" }},
			{"to", Query{To: "2024-06-01"}, func(e Event) bool { return day(e) != "" && day(e) <= "2024-06-01" }},
			{"from-to", Query{From: "2024-05-13", To: "2024-06-01"},
				func(e Event) bool { return day(e) >= "2024-05-13" && day(e) <= "2024-06-01" }},
			{"bbox", Query{BBox: &BBox{MinLon: 30, MinLat: -10, MaxLon: 50, MaxLat: 10}},
				func(e Event) bool {
					return e.Place != nil && e.Place.Lon >= 30 && e.Place.Lon <= 50 && e.Place.Lat >= -10 && e.Place.Lat <= 10
				}},
			{"bbox-antimeridian", Query{BBox: &BBox{MinLon: 30, MinLat: -90, MaxLon: -60, MaxLat: 90}},
				func(e Event) bool { return e.Place != nil && (e.Place.Lon >= 30 || e.Place.Lon <= -60) }},
			{"country", Query{Country: "KEN"}, func(e Event) bool { return e.Place != nil && e.Place.Country == "KEN" }},
			{"admin1", Query{Admin1: harbourA.Place.Admin1}, func(e Event) bool { return e.Place != nil && e.Place.Admin1 == harbourA.Place.Admin1 }},
			{"plover", Query{Plover: "CONSULT"}, func(e Event) bool { return e.Type.Plover == "CONSULT" }},
			{"acled", Query{AcledType: harbourA.Type.AcledEventType}, func(e Event) bool { return e.Type.AcledEventType == harbourA.Type.AcledEventType }},
			{"actor", Query{Actor: "GUNMEN"}, func(e Event) bool {
				return hasParty(e, func(p *doc.Party) bool {
					return strings.Contains(strings.ToLower(p.Text+"\n"+p.Name), "gunmen")
				})
			}},
			{"actor-like-chars", Query{Actor: "%_"}, func(e Event) bool {
				return hasParty(e, func(p *doc.Party) bool { return strings.Contains(p.Text+p.Name, "%_") })
			}},
			{"actor-country", Query{ActorCountry: "ARM"}, func(e Event) bool {
				return hasParty(e, func(p *doc.Party) bool { return p.Country == "ARM" })
			}},
			{"min-killed", Query{MinKilled: 5}, func(e Event) bool { return e.Killed != nil && e.Killed.Best >= 5 }},
			{"cluster", Query{Cluster: harbourA.Cluster}, func(e Event) bool { return e.Cluster == harbourA.Cluster }},
			{"story", Query{Story: ids["talks-geneva"]}, func(e Event) bool { return e.StoryID == ids["talks-geneva"] }},
			{"combined", Query{From: "2024-05-01", Country: "KEN", Plover: "ASSAULT", MinKilled: 1},
				func(e Event) bool {
					return day(e) >= "2024-05-01" && e.Place != nil && e.Place.Country == "KEN" && e.Type.Plover == "ASSAULT" &&
						e.Killed != nil && e.Killed.Best >= 1
				}},
		}
		for _, c := range cases {
			var want []string
			for _, e := range all {
				if c.keep(e) {
					want = append(want, e.ID)
				}
			}
			c.q.Limit = MaxLimit
			got, _, err := s.Events(ctx, c.q)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			var gotIDs []string
			for _, e := range got {
				gotIDs = append(gotIDs, e.ID)
			}
			if !slices.Equal(gotIDs, want) {
				t.Errorf("%s: got %v, want %v", c.name, gotIDs, want)
			}
			if len(want) == 0 && c.name != "actor-like-chars" {
				t.Errorf("%s: the fixtures hold no event that the filter keeps, so the test proves nothing", c.name)
			}
			if len(want) == len(all) {
				t.Errorf("%s: the filter keeps every event, so the test proves nothing", c.name)
			}
		}
	})
}

func TestEventsPagination(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		putAll(t, s, fx)
		all, _, err := s.Events(ctx, Query{Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i < len(all); i++ {
			a, _ := DayRange(all[i-1].Time)
			b, _ := DayRange(all[i].Time)
			if a > b {
				t.Errorf("events out of date order: %s (%s) before %s (%s)", all[i-1].ID, a, all[i].ID, b)
			}
		}
		var paged []Event
		q := Query{Limit: 3}
		for pages := 0; ; pages++ {
			if pages > len(all) {
				t.Fatal("pagination does not end")
			}
			page, next, err := s.Events(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			if len(page) > 3 {
				t.Fatalf("page of %d events, limit 3", len(page))
			}
			paged = append(paged, page...)
			if next == "" {
				break
			}
			q.Cursor = next
		}
		if !reflect.DeepEqual(paged, all) {
			t.Errorf("pages joined differ from one query: %d events, want %d", len(paged), len(all))
		}
		// A page that ends exactly at the last event has no next cursor.
		if _, next, err := s.Events(ctx, Query{Limit: len(all)}); err != nil || next != "" {
			t.Errorf("full page: next %q, %v", next, err)
		}
	})
}

// TestEventsUndatedLast pages, a few events at a time, through events of
// which some have no date, stored interleaved with dated ones: the dated
// come first in date order, the undated after them, and every event once,
// whichever page the boundary between them falls on.
func TestEventsUndatedLast(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		undated := map[string]bool{}
		stored := 0
		// Stories alternate dated and undated, and their days run backwards
		// so that storage order differs from date order.
		for i := 9; i >= 0; i-- {
			in, evs := synthStory(fx, i*synthPerDay)
			for j := range evs {
				if (i+j)%3 == 0 {
					evs[j].Time = nil
				}
			}
			id, _, err := s.PutStory(ctx, in, evs)
			if err != nil {
				t.Fatal(err)
			}
			for j, ev := range evs {
				if ev.Time == nil {
					undated[id+"-"+itoa(j+1)] = true
				}
			}
			stored += len(evs)
		}
		if len(undated) == 0 || len(undated) == stored {
			t.Fatalf("%d undated events of %d: want a mix", len(undated), stored)
		}
		for _, limit := range []int{1, 2, 3, 7} {
			checkUndatedLast(t, s, limit, stored, undated, false)
			checkUndatedLast(t, s, limit, stored, undated, true)
		}
		checkNewestReversed(t, s, len(undated))
		// A cursor of date "", as undated events had when they came
		// first, resumes at the first dated event.
		first, _, err := s.Events(ctx, Query{Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		resumed, _, err := s.Events(ctx, Query{Limit: 1, Cursor: encodeCursor(cursor{seq: 1 << 40})})
		if err != nil || len(first) != 1 || len(resumed) != 1 || resumed[0].ID != first[0].ID {
			t.Errorf("old cursor of an undated event: %v, %v; want the first event %v", resumed, err, first)
		}
	})
}

// checkUndatedLast pages through s's events limit at a time, newest first
// if newest, and checks their order and that each of the stored events
// comes once.
func checkUndatedLast(t *testing.T, s Store, limit, stored int, undated map[string]bool, newest bool) {
	t.Helper()
	seen := map[string]bool{}
	lastDate, inUndated := "", false
	q := Query{Limit: limit, Newest: newest}
	for pages := 0; ; pages++ {
		if pages > stored {
			t.Fatalf("limit %d: pagination does not end", limit)
		}
		page, next, err := s.Events(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range page {
			if seen[ev.ID] {
				t.Errorf("limit %d: %s comes twice", limit, ev.ID)
			}
			seen[ev.ID] = true
			date, _ := DayRange(ev.Time)
			switch {
			case (date == "") != undated[ev.ID]:
				t.Errorf("limit %d: %s dated %q, stored undated %v", limit, ev.ID, date, undated[ev.ID])
			case date == "":
				inUndated = true
			case inUndated:
				t.Errorf("limit %d: dated %s (%s) after an undated event", limit, ev.ID, date)
			case lastDate != "" && (date < lastDate) != newest && date != lastDate:
				t.Errorf("limit %d newest %v: %s (%s) after an event of %s", limit, newest, ev.ID, date, lastDate)
			default:
				lastDate = date
			}
		}
		if next == "" {
			break
		}
		q.Cursor = next
	}
	if len(seen) != stored {
		t.Errorf("limit %d: %d events paged, %d stored", limit, len(seen), stored)
	}
}

// checkNewestReversed checks that newest first lists the dated events in
// the reverse of their oldest-first order, then the last n (the undated)
// reversed too, and that a cursor of one order is refused in the other.
func checkNewestReversed(t *testing.T, s Store, n int) {
	t.Helper()
	ctx := context.Background()
	oldest, _, err := s.Events(ctx, Query{Limit: MaxLimit})
	if err != nil {
		t.Fatal(err)
	}
	newest, _, err := s.Events(ctx, Query{Limit: MaxLimit, Newest: true})
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Clone(oldest)
	slices.Reverse(want[:len(want)-n])
	slices.Reverse(want[len(want)-n:])
	if !slices.EqualFunc(newest, want, func(a, b Event) bool { return a.ID == b.ID }) {
		t.Errorf("newest first is not the oldest-first order reversed, undated last")
	}
	_, next, err := s.Events(ctx, Query{Limit: 2, Newest: true})
	if err != nil || next == "" {
		t.Fatalf("first page newest first: next %q, %v", next, err)
	}
	if _, _, err := s.Events(ctx, Query{Limit: 2, Cursor: next}); !errors.Is(err, ErrInvalidQuery) {
		t.Errorf("a newest-first cursor read oldest first: %v; want ErrInvalidQuery", err)
	}
}

func TestEventsInvalidQuery(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s Store) {
		for _, q := range []Query{
			{From: "2024-13-01"}, {To: "yesterday"}, {Cursor: "!!"}, {Cursor: "bm8tY29tbWE"}, {Cluster: "abc"},
			{BBox: &BBox{MinLon: 0, MinLat: 10, MaxLon: 1, MaxLat: 5}}, {BBox: &BBox{MinLon: -200, MaxLon: 0}},
		} {
			if _, _, err := s.Events(context.Background(), q); !errors.Is(err, ErrInvalidQuery) {
				t.Errorf("%+v: %v, want ErrInvalidQuery", q, err)
			}
		}
	})
}

func TestStoriesIteration(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		var got []string
		cursor := ""
		for {
			page, next, err := s.Stories(ctx, cursor, 3)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range page {
				got = append(got, st.ID)
			}
			if next == "" {
				break
			}
			cursor = next
		}
		var want []string
		for _, f := range fx {
			want = append(want, ids[f.name])
		}
		if !slices.Equal(got, want) {
			t.Errorf("stories %v, want %v in storage order", got, want)
		}
	})
}

func TestReplaceEvents(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		f := fx[0]
		id := ids[f.name]
		before, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		old, err := s.Event(ctx, id+"-2")
		if err != nil {
			t.Fatal(err)
		}
		coder := doc.Coder{Name: "sitrep", Version: "test-2", Schema: doc.SchemaVersion}
		// The newer coder's persons replace those stored with the story.
		persons := []string{"Lena Okoro", "Tomas Veld"}
		if err := s.ReplaceEvents(ctx, id, coder, persons, f.events[:1]); err != nil {
			t.Fatal(err)
		}
		after, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		removed := len(f.events) - 1
		if after.Events != before.Events-removed || after.Stories != before.Stories {
			t.Errorf("counts %+v after replacing %d events by 1, before %+v", after, len(f.events), before)
		}
		if _, err := s.Event(ctx, id+"-2"); !errors.Is(err, ErrNotFound) {
			t.Errorf("replaced event still there: %v", err)
		}
		if _, err := s.Cluster(ctx, old.Cluster); !errors.Is(err, ErrNotFound) {
			t.Errorf("the cluster of a removed event, left empty, is still there: %v", err)
		}
		ev, err := s.Event(ctx, id+"-1")
		if err != nil {
			t.Fatal(err)
		}
		if ev.Coder.Version != "test-2" {
			t.Errorf("coder %+v, want version test-2", ev.Coder)
		}
		st, err := s.Story(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if st.CoderVersion != "test-2" {
			t.Errorf("story coder version %q, want test-2", st.CoderVersion)
		}
		if !slices.Equal(st.Persons, persons) {
			t.Errorf("story persons %q after recoding, want %q", st.Persons, persons)
		}
		// Claims and evidence of removed events are gone with them.
		checkRows(t, s, id, f.events[:1])
		if err := s.ReplaceEvents(ctx, "nothing", coder, nil, nil); !errors.Is(err, ErrNotFound) {
			t.Errorf("ReplaceEvents(nothing): %v, want ErrNotFound", err)
		}
	})
}

func TestMigrationsOnce(t *testing.T) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			dsn := b.dsn(t)
			for range 2 {
				s, err := Open(context.Background(), dsn)
				if err != nil {
					t.Fatal(err)
				}
				var n int
				if err := s.(*sqlStore).db.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&n); err != nil {
					t.Fatal(err)
				}
				ms, err := readMigrations("migrations/" + b.name)
				if err != nil {
					t.Fatal(err)
				}
				if n != len(ms) {
					t.Errorf("schema_migrations holds %d rows, want %d", n, len(ms))
				}
				s.Close()
			}
		})
	}
}

// TestStoryWithoutEvents: a story in which the coder found no event is
// stored as its own entry, not an error: it is listed and read like any
// other, has no events and so no cluster (clusters group events), stored
// again it is stored once, and recoding moves it to and from having events.
func TestStoryWithoutEvents(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		putAll(t, s, fx)
		before, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		quiet := StoryInput{Title: "Harbour board meets", Text: "The harbour board met on Tuesday and adjourned until spring.",
			Source: "Coastal Wire", Published: fx[0].in.Published, Coder: testCoder}
		for i := range 2 {
			id, created, err := s.PutStory(ctx, quiet, nil)
			if err != nil {
				t.Fatalf("put %d of a story without events: %v", i+1, err)
			}
			if created != (i == 0) || id != StoryID(quiet.Text) {
				t.Errorf("put %d: id %s created %v", i+1, id, created)
			}
		}
		id := StoryID(quiet.Text)
		after, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if want := (Counts{before.Stories + 1, before.Events, before.Clusters}); after != want {
			t.Errorf("counts %+v after storing a story without events, want %+v", after, want)
		}
		if st, err := s.Story(ctx, id); err != nil || st.Text != quiet.Text {
			t.Errorf("Story: %+v, %v", st, err)
		}
		page, _, err := s.Stories(ctx, "", MaxLimit)
		if err != nil || len(page) != after.Stories || page[len(page)-1].ID != id {
			t.Errorf("Stories: %d stories, last %v, err %v; want %d, the last the one without events", len(page), page[len(page)-1].ID, err, after.Stories)
		}
		if evs, next, err := s.Events(ctx, Query{Story: id}); err != nil || len(evs) != 0 || next != "" {
			t.Errorf("Events of the story: %v, %q, %v; want none", evs, next, err)
		}
		// Recoded with an event, it takes part in clusters like any story;
		// recoded without, it is its own entry again and its cluster goes.
		ev := fx[0].events[0]
		if err := s.ReplaceEvents(ctx, id, testCoder, nil, []doc.Event{ev}); err != nil {
			t.Fatal(err)
		}
		got, err := s.Event(ctx, id+"-1")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.ReplaceEvents(ctx, id, testCoder, nil, nil); err != nil {
			t.Fatal(err)
		}
		if c, err := s.Counts(ctx); err != nil || c != after {
			t.Errorf("counts %+v (%v) after recoding it without events, want %+v", c, err, after)
		}
		if cl, err := s.Cluster(ctx, got.Cluster); err == nil {
			for _, m := range cl.Members {
				if m.Story.ID == id {
					t.Errorf("cluster %s still lists the story recoded without events", cl.ID)
				}
			}
		} else if !errors.Is(err, ErrNotFound) {
			t.Fatal(err)
		}
	})
}

// TestClaimAndEvidenceRows checks the claims and evidence tables, which
// analysts query in SQL, against the stored events' records, row by row.
func TestClaimAndEvidenceRows(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		putAll(t, s, fx)
		db := s.(*sqlStore)
		var want, got []string
		all, _, err := s.Events(ctx, Query{Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range all {
			for j, c := range e.Claims {
				want = append(want, fmt.Sprintf("claim %s %d %s|%s|%s|%s %s %v %s %d-%d %s", e.ID, j+1, c.Claimant.Text,
					c.Claimant.Name, c.Claimant.Country, c.Claimant.Sector, c.Kind, c.Anonymous, c.Verb, c.Span.Start, c.Span.End, intOrNone(c.Says.Killed)))
			}
			for j, sp := range e.Evidence {
				want = append(want, fmt.Sprintf("evidence %s %d %d-%d", e.ID, j+1, sp.Start, sp.End))
			}
		}
		rows, err := db.db.QueryContext(ctx, `SELECT event_id, ord, claimant_text, claimant_name, claimant_country,
			claimant_sector, kind, anonymous, verb, span_start, span_end, says_killed FROM claims`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id, text, name, country, sector, kind, verb string
			var ord, start, end int
			var killed sql.NullInt64
			var anon bool
			if err := rows.Scan(&id, &ord, &text, &name, &country, &sector, &kind, &anon, &verb, &start, &end, &killed); err != nil {
				t.Fatal(err)
			}
			k := "none"
			if killed.Valid {
				k = fmt.Sprint(killed.Int64)
			}
			got = append(got, fmt.Sprintf("claim %s %d %s|%s|%s|%s %s %v %s %d-%d %s", id, ord, text, name, country, sector, kind, anon, verb, start, end, k))
		}
		rows.Close()
		rows, err = db.db.QueryContext(ctx, `SELECT event_id, ord, span_start, span_end FROM evidence`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id string
			var ord, start, end int
			if err := rows.Scan(&id, &ord, &start, &end); err != nil {
				t.Fatal(err)
			}
			got = append(got, fmt.Sprintf("evidence %s %d %d-%d", id, ord, start, end))
		}
		rows.Close()
		slices.Sort(want)
		slices.Sort(got)
		if !slices.ContainsFunc(want, func(r string) bool { return strings.HasPrefix(r, "claim") }) {
			t.Fatalf("the fixtures have no claim: the test checks too little (%d rows)", len(want))
		}
		if !slices.Equal(got, want) {
			t.Errorf("claims and evidence rows:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})
}

func intOrNone(p *int) string {
	if p == nil {
		return "none"
	}
	return fmt.Sprint(*p)
}

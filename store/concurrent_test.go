package store

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
)

// retellings is how many other outlets retell each fixture story in the
// concurrent tests.
const retellings = 4

// writers is how many goroutines store at once in the concurrent tests.
const writers = 6

// TestConcurrentWritersJoinOneCluster stores fixture stories and four
// retellings of each from six writers at once, in a shuffled order, so
// that reports of one incident race each other into the store: each
// incident must still end up in one cluster (no two writers both start
// one), every story stored once, and every cluster's size and figures
// those of its members (no writer's update of a cluster lost). Run it with
// -race; against PostgreSQL the writers run side by side (locks.go).
func TestConcurrentWritersJoinOneCluster(t *testing.T) {
	// harbour-b, another outlet's report of harbour-a's attack in other
	// words, is left out: some orders of arrival part the two reports'
	// retellings even when stored one at a time (dedup weighs a cluster
	// by the average over its latest members), and the test is of
	// concurrency, not of dedup.
	var fx []fixture
	for _, f := range loadFixtures(t) {
		if f.name != "harbour-b" {
			fx = append(fx, f)
		}
	}
	type job struct {
		f    fixture
		in   StoryInput
		tell int // 0: the fixture itself
	}
	var jobs []job
	for _, f := range fx {
		for i := range retellings + 1 {
			in := f.in
			if i > 0 {
				in.Text += fmt.Sprintf("\n\nRetold by outlet %d.", i)
				in.Source = fmt.Sprintf("Outlet %d", i)
			}
			jobs = append(jobs, job{f, in, i})
		}
	}
	for round := range 5 {
		forEachBackend(t, func(t *testing.T, s Store) {
			ctx := context.Background()
			rng := rand.New(rand.NewPCG(uint64(round), 7))
			rng.Shuffle(len(jobs), func(i, j int) { jobs[i], jobs[j] = jobs[j], jobs[i] })
			work := make(chan job)
			start := make(chan struct{})
			var wg sync.WaitGroup
			var mu sync.Mutex
			ids := map[string][]string{} // fixture name -> story IDs of its tellings
			for range writers {
				wg.Go(func() {
					<-start
					for j := range work {
						id, created, err := s.PutStory(ctx, j.in, j.f.events)
						if err != nil {
							t.Error(err)
							continue
						}
						if !created {
							t.Errorf("%s telling %d: created false on its only put", j.f.name, j.tell)
						}
						mu.Lock()
						ids[j.f.name] = append(ids[j.f.name], id)
						mu.Unlock()
					}
				})
			}
			close(start)
			for _, j := range jobs {
				work <- j
			}
			close(work)
			wg.Wait()
			if t.Failed() {
				return
			}
			checkTellingsJoined(t, s, fx, ids)
			checkClustersWhole(t, s)
		})
	}
}

// checkTellingsJoined checks that every telling of a fixture story has its
// events in the same clusters as the fixture's (two events of one story
// told alike may each join the other's cluster in another telling).
func checkTellingsJoined(t *testing.T, s Store, fx []fixture, ids map[string][]string) {
	t.Helper()
	ctx := context.Background()
	clusterOf := func(id string) string {
		ev, err := s.Event(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return ev.Cluster
	}
	clustersOf := func(f fixture, story string) []string {
		var out []string
		for n, ev := range f.events {
			if ev.Time != nil { // an event of unknown time stays alone
				out = append(out, clusterOf(fmt.Sprintf("%s-%d", story, n+1)))
			}
		}
		slices.Sort(out)
		return out
	}
	for _, f := range fx {
		if len(ids[f.name]) != retellings+1 {
			t.Fatalf("%s: %d tellings stored, want %d", f.name, len(ids[f.name]), retellings+1)
		}
		want := clustersOf(f, ids[f.name][0])
		for _, id := range ids[f.name][1:] {
			if got := clustersOf(f, id); !slices.Equal(got, want) {
				t.Errorf("%s: one telling's events are in clusters %v, another's in %v; want the same", f.name, want, got)
			}
		}
	}
}

// checkClustersWhole checks every cluster against its members: the size
// the store keeps, the figures reconciled from all of them, and no two
// events of one story in it.
func checkClustersWhole(t *testing.T, s Store) {
	t.Helper()
	ctx := context.Background()
	all, _, err := s.Events(ctx, Query{Limit: MaxLimit})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Counts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if c.Events != len(all) {
		t.Fatalf("counts %+v, but %d events listed", c, len(all))
	}
	sizes := map[string]int{}
	for _, e := range all {
		sizes[e.Cluster]++
	}
	if c.Clusters != len(sizes) {
		t.Errorf("%d clusters stored, %d with members", c.Clusters, len(sizes))
	}
	db := s.(*sqlStore)
	for id, n := range sizes {
		var size int
		if err := db.db.QueryRowContext(ctx, db.d.rebind(`SELECT size FROM clusters WHERE id = ?`), id).Scan(&size); err != nil {
			t.Fatalf("cluster %s: %v", id, err)
		}
		if size != n {
			t.Errorf("cluster %s: size %d stored, %d members", id, size, n)
		}
		cl, err := s.Cluster(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		members := make([]dedup.Member, len(cl.Members))
		stories := map[string]bool{}
		for i, m := range cl.Members {
			members[i] = dedup.Member{Story: m.Story.ID, Source: m.Story.Source, Event: m.Event.Event}
			if stories[m.Story.ID] {
				t.Errorf("cluster %s holds two events of story %s", id, m.Story.ID)
			}
			stories[m.Story.ID] = true
		}
		got, _ := json.Marshal(sortClaims(cl.Figures))
		want, _ := json.Marshal(sortClaims(dedup.Reconcile(members)))
		if string(got) != string(want) {
			t.Errorf("cluster %s (%d members): stored figures\n%s\nwant\n%s", id, n, got, want)
		}
	}
}

// TestWritersOfOtherBlocksRunAtOnce holds a PostgreSQL write transaction
// that has taken the locks of a story about Kenya, as a slow writer would,
// and checks that a story about Peru is stored meanwhile while a retelling
// of the Kenyan story waits for it, and is stored once it ends.
func TestWritersOfOtherBlocksRunAtOnce(t *testing.T) {
	fx := loadFixtures(t)
	byName := map[string]fixture{}
	for _, f := range fx {
		byName[f.name] = f
	}
	for _, b := range backends {
		if b.name != "postgres" {
			continue // SQLite has one writer at a time
		}
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			st, err := Open(ctx, b.dsn(t))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s := st.(*sqlStore)
			kenya := byName["harbour-a"]
			rows, err := eventRows(storyMeta{StoryID(kenya.in.Text), kenya.in.Title, kenya.in.Text, kenya.in.Published},
				testCoder, kenya.events)
			if err != nil {
				t.Fatal(err)
			}
			held, err := s.beginWrite(ctx, writeLocks(rows))
			if err != nil {
				t.Fatal(err)
			}
			defer held.Rollback()

			peru := byName["protest-lima"]
			// protest-lima has events of no country, which meet every
			// country's: keep those it has in Peru.
			var inPeru []doc.Event
			for _, ev := range peru.events {
				if ev.Place != nil && ev.Place.Country == "PER" {
					inPeru = append(inPeru, ev)
				}
			}
			if len(inPeru) == 0 {
				t.Fatal("protest-lima has no event in Peru: the test needs one")
			}
			// Kenya's lock is held until the test ends, so a Peru writer
			// that waited on it would never finish: the deadline only
			// bounds the wait, and is generous for a loaded CI machine.
			quick, cancel := context.WithTimeout(ctx, 60*time.Second)
			defer cancel()
			if _, _, err := s.PutStory(quick, peru.in, inPeru); err != nil {
				t.Fatalf("a story about Peru waited for a writer about Kenya: %v", err)
			}

			retold := byName["harbour-b"]
			done := make(chan error, 1)
			go func() {
				_, _, err := s.PutStory(ctx, retold.in, retold.events)
				done <- err
			}()
			select {
			case err := <-done:
				t.Fatalf("a report of the same incident in Kenya was stored while another writer held its block (err %v)", err)
			case <-time.After(500 * time.Millisecond):
			}
			held.Rollback()
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the waiting writer was not stored after the lock was released")
			}
		})
	}
}

// TestConcurrentWritersOfOneClusterAcrossBlocks grows one cluster whose
// members span three months, told again and again at its two ends from six
// writers at once: the ends lie in blocks of the store no writer of the
// other end locks, so only the lock on the cluster's row keeps each
// writer's update of its size and figures from overwriting another's.
func TestConcurrentWritersOfOneClusterAcrossBlocks(t *testing.T) {
	var report fixture
	for _, f := range loadFixtures(t) {
		if f.name == "harbour-a" {
			report = f
		}
	}
	if report.name == "" {
		t.Fatal("no fixture harbour-a")
	}
	day0 := time.Date(2024, 5, 13, 0, 0, 0, 0, time.UTC)
	tell := func(days, outlet int) (StoryInput, []doc.Event) {
		in := report.in
		in.Text += fmt.Sprintf("\n\nDay %d, told by outlet %d.", days, outlet)
		in.Source = fmt.Sprintf("Outlet %d", outlet)
		date := day0.AddDate(0, 0, days)
		in.Published = date.AddDate(0, 0, 1)
		ev := report.events[0]
		ev.Time = &doc.When{Date: date.Format(time.DateOnly), Precision: doc.PrecisionDay, ResolvedFrom: "text"}
		return in, []doc.Event{ev}
	}
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		// The chain, stored one at a time: each report within the window
		// of the one before.
		for i, days := range []int{0, 25, 50, 75} {
			in, evs := tell(days, i)
			if _, _, err := s.PutStory(ctx, in, evs); err != nil {
				t.Fatal(err)
			}
		}
		if c, err := s.Counts(ctx); err != nil || c.Clusters != 1 {
			t.Fatalf("the chain of four reports: counts %+v (%v), want one cluster", c, err)
		}
		type job struct{ days, outlet int }
		work := make(chan job)
		var wg sync.WaitGroup
		for range writers {
			wg.Go(func() {
				for j := range work {
					in, evs := tell(j.days, j.outlet)
					if _, _, err := s.PutStory(ctx, in, evs); err != nil {
						t.Error(err)
					}
				}
			})
		}
		for i := range 30 {
			work <- job{[]int{0, 75}[i%2], 10 + i}
		}
		close(work)
		wg.Wait()
		if c, err := s.Counts(ctx); err != nil || c.Clusters != 1 || c.Events != 34 {
			t.Errorf("counts %+v (%v), want 34 events in one cluster", c, err)
		}
		checkClustersWhole(t, s)
	})
}

package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
	"sitrep/store"
)

// story2KB is a typical wire story of 2 KB.
func story2KB(b *testing.B) storyRequest {
	text, err := os.ReadFile("testdata/story-2kb.txt")
	if err != nil {
		b.Fatal(err)
	}
	title, body, _ := strings.Cut(string(text), "\n\n")
	return storyRequest{Title: title, Text: body, Published: "2026-11-20", Source: "Savanna Wire"}
}

// BenchmarkPostStory measures POST /api/stories of a 2 KB story that is not
// stored yet. Besides the whole request's time (ns/op) it reports the part
// beyond coding (beyond-coding-ms/op: decoding, the store's transaction,
// the answer, the client's round trip), read from the Server-Timing header
// in the same request, so a busy machine's noise in coding does not swamp
// it, and the store's part (store-ms/op). Each iteration's text ends with
// its own line, so no post is a repeat.
func BenchmarkPostStory(b *testing.B) {
	s := story2KB(b)
	ts := newTestServer(b, "")
	body := func(i int) []byte {
		r := s
		r.Text = fmt.Sprintf("%s\nFiled by desk %d.\n", s.Text, i)
		data, err := json.Marshal(r)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	var beyond, stored float64
	i := 0
	for b.Loop() {
		i++
		data := body(i)
		start := time.Now()
		res, err := ts.Client().Post(ts.URL+"/api/stories", "application/json", bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		total := ms(time.Since(start))
		if res.StatusCode != http.StatusCreated {
			b.Fatalf("post: %d", res.StatusCode)
		}
		var code, store float64
		if _, err := fmt.Sscanf(res.Header.Get("Server-Timing"), "code;dur=%g, store;dur=%g", &code, &store); err != nil {
			b.Fatalf("Server-Timing %q: %v", res.Header.Get("Server-Timing"), err)
		}
		beyond += total - code
		stored += store
	}
	b.ReportMetric(beyond/float64(i), "beyond-coding-ms/op")
	b.ReportMetric(stored/float64(i), "store-ms/op")
}

// benchStoreSize is the number of events in BenchmarkListEvents' store.
const benchStoreSize = 100_000

// fillStore stores copies of the coded example stories until s holds n
// events: each copy's text ends with its own line (a new story), its
// day-dated events are moved by a day per ten copies (about 30 events a
// day over eight years) and its places by a few kilometres, so that date
// and place filters have spread to select from.
func fillStore(b *testing.B, s store.Store, n int) {
	p, err := pipeline.Default()
	if err != nil {
		b.Fatal(err)
	}
	reqs := append(exampleStories(b), story2KB(b))
	type coded struct {
		in     store.StoryInput
		events []doc.Event
	}
	var base []coded
	for _, r := range reqs {
		data, err := json.Marshal(r)
		if err != nil {
			b.Fatal(err)
		}
		in, err := readStory(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		st := &doc.Story{Title: in.Title, Text: in.Text, Published: in.Published}
		if err := p.Annotate(st); err != nil {
			b.Fatal(err)
		}
		base = append(base, coded{in, st.Events})
	}
	ctx := context.Background()
	start := time.Now()
	total := 0
	for i := 0; total < n; i++ {
		c := base[i%len(base)]
		shift := time.Duration(i/10) * 24 * time.Hour
		in := c.in
		in.Text = fmt.Sprintf("%s\nCopy %d.\n", in.Text, i)
		in.Published = in.Published.Add(shift)
		evs := make([]doc.Event, len(c.events))
		for j, ev := range c.events {
			if ev.Time != nil {
				t := *ev.Time
				if d, err := time.Parse("2006-01-02", t.Date); err == nil {
					t.Date = d.Add(shift).Format("2006-01-02")
				}
				ev.Time = &t
			}
			if ev.Place != nil {
				pl := *ev.Place
				pl.Lat += float64(i%7) * 0.03
				pl.Lon += float64(i%11) * 0.03
				ev.Place = &pl
			}
			evs[j] = ev
		}
		if _, _, err := s.PutStory(ctx, in, evs); err != nil {
			b.Fatal(err)
		}
		total += len(evs)
	}
	b.Logf("stored %d events in %s", total, time.Since(start).Round(time.Second))
}

// BenchmarkListEvents measures GET /api/events of 500 events from a store
// of 100,000: the first page, a page deep in the store (by its cursor),
// and a page filtered by dates, type and country.
func BenchmarkListEvents(b *testing.B) {
	ts := newTestServer(b, "")
	fillStore(b, ts.store, benchStoreSize)
	var counts store.Counts
	ts.do(b, "GET", "/api/counts", nil, nil, &counts)
	b.Logf("store: %+v", counts)

	// The cursor of a page halfway through the store.
	deep := ""
	for range benchStoreSize / 2 / 5000 {
		var list eventList
		ts.do(b, "GET", "/api/events?limit=5000&cursor="+deep, nil, nil, &list)
		deep = list.Next
	}
	for _, q := range []struct{ name, query string }{
		{"first", "limit=500"},
		{"deep", "limit=500&cursor=" + deep},
		{"filtered", "limit=500&from=2027-01-01&to=2027-12-31&plover=ASSAULT&country=NGA"},
	} {
		var list eventList
		if code := ts.do(b, "GET", "/api/events?"+q.query, nil, nil, &list); code != http.StatusOK || len(list.Events) != 500 {
			b.Fatalf("%s: %d, %d events, want a full page of 500", q.query, code, len(list.Events))
		}
		// The loop times the server: the client reads the answer but
		// does not decode it.
		b.Run(q.name, func(b *testing.B) {
			for b.Loop() {
				res, err := ts.Client().Get(ts.URL + "/api/events?" + q.query)
				if err != nil {
					b.Fatal(err)
				}
				n, _ := io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					b.Fatalf("%s: %d", q.query, res.StatusCode)
				}
				b.SetBytes(n)
			}
		})
	}
}

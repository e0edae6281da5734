package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
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
// it, and the store's part (store-ms/op); cpu-ms/op is the CPU time of
// client and server together, coding included.
//
// It runs against a new store and against BenchmarkListEvents' store of
// 100,000 events, where dedup has candidates to compare with.
func BenchmarkPostStory(b *testing.B) {
	b.Run("empty", func(b *testing.B) { benchPost(b, newTestServer(b, "")) })
	b.Run("100k", func(b *testing.B) { benchPost(b, benchStore(b, benchStoreSize)) })
}

func benchPost(b *testing.B, ts *testServer) {
	s := story2KB(b)
	// Each post is a new incident: its text ends with its own line, and
	// its date (and so its events' dates) moves by 61 days, beyond the
	// window in which dedup looks for the same incident.
	body := func(i int) []byte {
		r := s
		r.Text = fmt.Sprintf("%s\nFiled by desk %d at %d.\n", s.Text, i, time.Now().UnixNano())
		r.Published = time.Date(2010, 1, 5, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 61*i).Format(time.DateOnly)
		data, err := json.Marshal(r)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	var beyond, stored float64
	i := 0
	cpu := cpuTime()
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
	if d := cpuTime() - cpu; d > 0 {
		b.ReportMetric(ms(d)/float64(i), "cpu-ms/op")
	}
	b.ReportMetric(beyond/float64(i), "beyond-coding-ms/op")
	b.ReportMetric(stored/float64(i), "store-ms/op")
}

// benchStoreSize is the number of events in BenchmarkListEvents' store.
const benchStoreSize = 100_000

// fillStore stores n events more in s, in copies of the coded example
// stories, numbered from first. Each copy's text ends with its own line (a
// new story). Its events move to a day (five stories a day, about 16
// events, over 17 years) and to a place in a country of their own: copies
// of one story share a country only 80 days apart, beyond dedup.Window, so
// that they stay apart as distinct incidents would, and date, place and
// country filters have spread to select from.
func fillStore(b *testing.B, s store.Store, first, n int) {
	p, err := pipeline.Default()
	if err != nil {
		b.Fatal(err)
	}
	type coded struct {
		in     store.StoryInput
		events []doc.Event
	}
	var base []coded
	for _, r := range append(exampleStories(b), story2KB(b)) {
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
	countries := strings.Fields(`NGA MLI BFA NER TCD CMR CAF SDN SSD ETH SOM KEN UGA COD BDI MOZ LBY EGY
		YEM SYR IRQ LBN ISR PSE AFG PAK IND BGD MMR PHL THA IDN MEX COL VEN HTI BRA PER UKR RUS`)
	ctx := context.Background()
	start := time.Now()
	total := 0
	for i := first; total < n; i++ {
		c := base[i%len(base)]
		day := time.Date(2009, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i/5)
		country := countries[(i/len(base))%len(countries)]
		in := c.in
		in.Text = fmt.Sprintf("%s\nCopy %d.\n", in.Text, i)
		in.Published = day
		evs := make([]doc.Event, len(c.events))
		for j, ev := range c.events {
			ev.Time = &doc.When{Date: day.Format(time.DateOnly), Precision: doc.PrecisionDay, ResolvedFrom: "published"}
			pl := doc.Where{Name: country, Precision: doc.PrecisionPoint}
			if ev.Place != nil {
				pl = *ev.Place
			}
			pl.Country = country
			pl.Lat = -40 + float64((i*37+j*11)%1000)/10
			pl.Lon = -120 + float64((i*53+j*17)%2800)/10
			ev.Place = &pl
			evs[j] = ev
		}
		if _, _, err := s.PutStory(ctx, in, evs); err != nil {
			b.Fatal(err)
		}
		total += len(evs)
	}
	b.Logf("stored %d events in %s", total, time.Since(start).Round(time.Second))
}

// benchStore opens the store of BenchmarkListEvents, filling it once: it
// is kept in the temporary directory (sitrep-serve-bench-100000.db) and
// reused while it holds n events, as filling takes minutes.
func benchStore(b *testing.B, n int) *testServer {
	path := filepath.Join(os.TempDir(), fmt.Sprintf("sitrep-serve-bench-%d.db", n))
	ctx := context.Background()
	st, err := store.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	c, err := st.Counts(ctx)
	if err != nil {
		b.Fatal(err)
	}
	if c.Events < n {
		fillStore(b, st, c.Stories, n-c.Events)
	}
	return newTestServerOver(b, st, "")
}

// BenchmarkListEvents measures GET /api/events of 500 events from a store
// of 100,000: the first page, a page deep in the store (by its cursor),
// and a page filtered by dates, type and country.
func BenchmarkListEvents(b *testing.B) {
	ts := benchStore(b, benchStoreSize)
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
		{"filtered", "limit=500&from=2011-01-01&to=2022-12-31&plover=ASSAULT&country=NGA"},
	} {
		var list eventList
		if code := ts.do(b, "GET", "/api/events?"+q.query, nil, nil, &list); code != http.StatusOK || len(list.Events) != 500 {
			b.Fatalf("%s: %d, %d events, want a full page of 500", q.query, code, len(list.Events))
		}
		// The loop times the server: the client reads the answer but
		// does not decode it. cpu-ms/op is the CPU time of client and
		// server together, on any core.
		b.Run(q.name, func(b *testing.B) {
			cpu := cpuTime()
			defer func() {
				if d := cpuTime() - cpu; d > 0 {
					b.ReportMetric(ms(d)/float64(b.N), "cpu-ms/op")
				}
			}()
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

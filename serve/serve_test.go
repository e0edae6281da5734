package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/export"
	"sitrep/pipeline"
	"sitrep/store"
)

// testServer is a server on loopback over a fresh SQLite store.
type testServer struct {
	*httptest.Server
	store store.Store
}

func newTestServer(t testing.TB, token string) *testServer {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "sitrep.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return newTestServerOver(t, st, token)
}

// newTestServerOver is a server on loopback over st.
func newTestServerOver(t testing.TB, st store.Store, token string) *testServer {
	t.Helper()
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(Config{Store: st, Pipeline: p, Token: token, Coder: doc.Coder{Name: "sitrep", Version: "test", Schema: doc.SchemaVersion}})
	if err != nil {
		t.Fatal(err)
	}
	// The test server has the timeouts and limits of sitrep serve's.
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = NewHTTPServer("", srv.Handler())
	ts.Start()
	t.Cleanup(ts.Close)
	return &testServer{ts, st}
}

// exampleStories reads the stories of testdata/stories.jsonl.
func exampleStories(t testing.TB) []storyRequest {
	t.Helper()
	f, err := os.Open("testdata/stories.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []storyRequest
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var s storyRequest
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// do sends a request and decodes the JSON answer into out (if not nil).
func (ts *testServer) do(t testing.TB, method, path string, body any, header map[string]string, out any) int {
	t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, ts.URL+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if ct := res.Header.Get("Content-Type"); strings.HasPrefix(path, "/api/") && !strings.HasPrefix(ct, "application/json") {
		t.Errorf("%s %s: Content-Type %q, want JSON", method, path, ct)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s %s: %d %s: %v", method, path, res.StatusCode, data, err)
		}
	}
	return res.StatusCode
}

func (ts *testServer) post(t testing.TB, s storyRequest) (int, storyResponse) {
	t.Helper()
	var res storyResponse
	code := ts.do(t, "POST", "/api/stories", s, nil, &res)
	return code, res
}

func TestPostStoryIsIdempotent(t *testing.T) {
	ts := newTestServer(t, "")
	s := exampleStories(t)[0]
	code, first := ts.post(t, s)
	if code != http.StatusCreated || !first.Created || len(first.Events) == 0 {
		t.Fatalf("first post: %d created=%v, %d events", code, first.Created, len(first.Events))
	}
	for _, ev := range first.Events {
		if ev.StoryID != first.ID || ev.ID == "" || ev.Cluster == "" || ev.Coder.Version != "test" {
			t.Errorf("event %+v: want story %s, an ID, a cluster and coder version test", ev.Event, first.ID)
		}
	}
	// The same text with other line ends and spacing is the same story.
	s.Text = strings.ReplaceAll(s.Text, "\n", "\r\n") + "  \n"
	code, second := ts.post(t, s)
	if code != http.StatusOK || second.Created || second.ID != first.ID || len(second.Events) != len(first.Events) {
		t.Fatalf("second post: %d created=%v id %s (first %s), %d events (first %d)",
			code, second.Created, second.ID, first.ID, len(second.Events), len(first.Events))
	}
	var counts store.Counts
	ts.do(t, "GET", "/api/counts", nil, nil, &counts)
	if counts.Stories != 1 || counts.Events != len(first.Events) {
		t.Errorf("counts after posting twice: %+v, want 1 story and %d events", counts, len(first.Events))
	}
}

func TestReadStoryEventCluster(t *testing.T) {
	ts := newTestServer(t, "")
	s := exampleStories(t)[0]
	_, posted := ts.post(t, s)

	var story storyView
	if code := ts.do(t, "GET", "/api/stories/"+posted.ID, nil, nil, &story); code != http.StatusOK {
		t.Fatalf("GET story: %d", code)
	}
	if story.Text != s.Text || story.Title != s.Title || story.Source != s.Source || story.Published.Format("2006-01-02") != s.Published {
		t.Errorf("stored story %q %q %q %v differs from the posted one", story.Title, story.Source, story.URL, story.Published)
	}
	if len(story.Events) != len(posted.Events) {
		t.Errorf("story has %d events, the post returned %d", len(story.Events), len(posted.Events))
	}
	ev := posted.Events[0]
	var got store.Event
	if code := ts.do(t, "GET", "/api/events/"+ev.ID, nil, nil, &got); code != http.StatusOK || got.ID != ev.ID || got.Trigger != ev.Trigger {
		t.Errorf("GET event %s: %d %+v", ev.ID, code, got.Event)
	}
	var c store.Cluster
	if code := ts.do(t, "GET", "/api/clusters/"+ev.Cluster, nil, nil, &c); code != http.StatusOK || len(c.Members) == 0 {
		t.Fatalf("GET cluster %s: %d, %d members", ev.Cluster, code, len(c.Members))
	}
	if c.Members[0].Story.ID != posted.ID {
		t.Errorf("cluster member's story %q, want %q", c.Members[0].Story.ID, posted.ID)
	}
	for _, path := range []string{"/api/stories/nope", "/api/events/nope", "/api/clusters/nope", "/api/nothing"} {
		var e apiError
		if code := ts.do(t, "GET", path, nil, nil, &e); code != http.StatusNotFound || e.Error == "" {
			t.Errorf("GET %s: %d %q, want 404 with an error", path, code, e.Error)
		}
	}
}

// TestStoryStaysText posts a story holding markup: the API gives it back
// as the same characters, and the page test shows it as text.
func TestStoryStaysText(t *testing.T) {
	ts := newTestServer(t, "")
	text := `Protesters gathered outside the ministry in Dhaka on Monday, police said. Hackers posted <script>alert(1)</script> on its site.`
	_, posted := ts.post(t, storyRequest{Title: "<b>bold</b>", Text: text, Published: "2026-11-02"})
	var story storyView
	ts.do(t, "GET", "/api/stories/"+posted.ID, nil, nil, &story)
	if story.Text != text || story.Title != "<b>bold</b>" {
		t.Errorf("stored %q %q, want the posted characters", story.Title, story.Text)
	}
}

func TestPostStoryRejectsBadInput(t *testing.T) {
	ts := newTestServer(t, "")
	for _, tc := range []struct {
		name, body, ctype string
		code              int
		want              string
	}{
		{"not JSON", `text=hello`, "application/json", 400, "not a story object"},
		{"unknown field", `{"text":"Police arrested ten people.","author":"x"}`, "application/json", 400, "author"},
		{"empty text", `{"text":"  \n"}`, "application/json", 400, "field text"},
		{"bad date", `{"text":"Police arrested ten people.","published":"yesterday"}`, "application/json", 400, "field published"},
		{"bad url", `{"text":"Police arrested ten people.","url":"javascript:alert(1)"}`, "application/json", 400, "field url"},
		{"two values", `{"text":"a b"}{"text":"c"}`, "application/json", 400, "more than one"},
		{"invalid UTF-8", "{\"text\":\"caf\xe9\"}", "application/json", 400, "UTF-8"},
		{"form post", `{"text":"Police arrested ten people."}`, "text/plain", 415, "application/json"},
		{"too large", `{"text":"` + strings.Repeat("a", maxStoryBody) + `"}`, "application/json", 413, "limit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ts.Client().Post(ts.URL+"/api/stories", tc.ctype, strings.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			var e apiError
			json.NewDecoder(res.Body).Decode(&e)
			if res.StatusCode != tc.code || !strings.Contains(e.Error, tc.want) {
				t.Errorf("%d %q, want %d and an error naming %q", res.StatusCode, e.Error, tc.code, tc.want)
			}
		})
	}
	var counts store.Counts
	ts.do(t, "GET", "/api/counts", nil, nil, &counts)
	if counts.Stories != 0 {
		t.Errorf("bad posts stored %d stories", counts.Stories)
	}
}

func TestWritesNeedToken(t *testing.T) {
	ts := newTestServer(t, "s3cret")
	s := exampleStories(t)[0]
	var e apiError
	if code := ts.do(t, "POST", "/api/stories", s, nil, &e); code != http.StatusUnauthorized || !strings.Contains(e.Error, "token") {
		t.Errorf("post without token: %d %q, want 401", code, e.Error)
	}
	if code := ts.do(t, "POST", "/api/stories", s, map[string]string{"Authorization": "Bearer wrong"}, &e); code != http.StatusUnauthorized {
		t.Errorf("post with a wrong token: %d, want 401", code)
	}
	var posted storyResponse
	if code := ts.do(t, "POST", "/api/stories", s, map[string]string{"Authorization": "Bearer s3cret"}, &posted); code != http.StatusCreated {
		t.Errorf("post with the token: %d, want 201", code)
	}
	var list eventList
	if code := ts.do(t, "GET", "/api/events", nil, nil, &list); code != http.StatusOK || len(list.Events) != len(posted.Events) {
		t.Errorf("reading without a token: %d, %d events, want 200 and %d", code, len(list.Events), len(posted.Events))
	}
}

func TestCrossOriginPostRefused(t *testing.T) {
	ts := newTestServer(t, "")
	var e apiError
	code := ts.do(t, "POST", "/api/stories", exampleStories(t)[0], map[string]string{"Sec-Fetch-Site": "cross-site"}, &e)
	if code != http.StatusForbidden {
		t.Errorf("cross-site post: %d %q, want 403", code, e.Error)
	}
}

// postExamples posts every example story and returns the answers.
func postExamples(t testing.TB, ts *testServer) []storyResponse {
	t.Helper()
	var out []storyResponse
	for _, s := range exampleStories(t) {
		code, res := ts.post(t, s)
		if code != http.StatusCreated {
			t.Fatalf("post %q: %d", s.Title, code)
		}
		out = append(out, res)
	}
	return out
}

func TestListEventsFilters(t *testing.T) {
	ts := newTestServer(t, "")
	var all []store.Event
	for _, p := range postExamples(t, ts) {
		all = append(all, p.Events...)
	}
	// Each case says which events it keeps; undecided ones (a week or
	// a month as the date: the store dates them by their first day) may
	// come or not.
	const (
		no = iota
		yes
		either
	)
	is := func(b bool) int {
		if b {
			return yes
		}
		return no
	}
	day := func(ev store.Event) (string, bool) {
		if ev.Time == nil {
			return "", true
		}
		_, err := time.Parse("2006-01-02", ev.Time.Date)
		return ev.Time.Date, err == nil
	}
	for _, tc := range []struct {
		query string
		keep  func(store.Event) int
	}{
		{"", func(store.Event) int { return yes }},
		{"from=2026-10-10&to=2026-10-20", func(ev store.Event) int {
			d, ok := day(ev)
			if !ok {
				return either
			}
			return is(d >= "2026-10-10" && d <= "2026-10-20")
		}},
		{"acled_type=protests", func(ev store.Event) int { return is(ev.Type.AcledEventType == "Protests") }},
		{"plover=ASSAULT&min_killed=5", func(ev store.Event) int {
			return is(ev.Type.Plover == "ASSAULT" && ev.Killed != nil && ev.Killed.Best >= 5)
		}},
		{"country=yem", func(ev store.Event) int { return is(ev.Place != nil && ev.Place.Country == "YEM") }},
		{"bbox=30,-5,50,20", func(ev store.Event) int {
			return is(ev.Place != nil && ev.Place.Lon >= 30 && ev.Place.Lon <= 50 && ev.Place.Lat >= -5 && ev.Place.Lat <= 20)
		}},
		{"actor=police", func(ev store.Event) int {
			has := func(p *doc.Party) bool {
				return p != nil && (strings.Contains(strings.ToLower(p.Text), "police") || strings.Contains(strings.ToLower(p.Name), "police"))
			}
			return is(has(ev.Actor) || has(ev.Target))
		}},
	} {
		var list eventList
		if code := ts.do(t, "GET", "/api/events?"+tc.query, nil, nil, &list); code != http.StatusOK {
			t.Errorf("?%s: %d", tc.query, code)
			continue
		}
		got := map[string]bool{}
		for _, ev := range list.Events {
			got[ev.ID] = true
		}
		matched := 0
		for _, ev := range all {
			switch k := tc.keep(ev); {
			case k == yes && !got[ev.ID]:
				t.Errorf("?%s: missed event %s", tc.query, ev.ID)
			case k == no && got[ev.ID]:
				t.Errorf("?%s: returned event %s, which does not match", tc.query, ev.ID)
			case k == yes:
				matched++
			}
		}
		if matched == 0 {
			t.Errorf("?%s: no example event matches; the case tests nothing", tc.query)
		}
	}
}

// TestListEventsPages pages through the events in both orders: each
// event comes once, and newest first lists the oldest-first order of the
// dated events reversed.
func TestListEventsPages(t *testing.T) {
	ts := newTestServer(t, "")
	total := 0
	for _, p := range postExamples(t, ts) {
		total += len(p.Events)
	}
	oldest, newest := pageEvents(t, ts, "", total), pageEvents(t, ts, "&order=newest", total)
	var dated []string
	for _, ev := range oldest {
		if d, _ := store.DayRange(ev.Time); d != "" {
			dated = append(dated, ev.ID)
		}
	}
	slices.Reverse(dated)
	if len(newest) < len(dated) || !slices.EqualFunc(newest[:len(dated)], dated, func(e store.Event, id string) bool { return e.ID == id }) {
		t.Errorf("order=newest does not begin with the dated events newest first")
	}
}

// pageEvents reads every event four at a time with the extra parameters
// and checks that each comes once.
func pageEvents(t *testing.T, ts *testServer, extra string, total int) []store.Event {
	t.Helper()
	var all []store.Event
	seen := map[string]bool{}
	cursor := ""
	for pages := 0; ; pages++ {
		if pages > total {
			t.Fatal("paging does not end")
		}
		var list eventList
		path := "/api/events?limit=4" + extra
		if cursor != "" {
			path += "&cursor=" + cursor
		}
		if code := ts.do(t, "GET", path, nil, nil, &list); code != http.StatusOK || len(list.Events) > 4 {
			t.Fatalf("%s: %d, %d events", path, code, len(list.Events))
		}
		for _, ev := range list.Events {
			if seen[ev.ID] {
				t.Errorf("%s: event %s on two pages", extra, ev.ID)
			}
			seen[ev.ID] = true
		}
		all = append(all, list.Events...)
		if cursor = list.Next; cursor == "" {
			break
		}
	}
	if len(seen) != total {
		t.Errorf("%s: pages held %d events, want %d", extra, len(seen), total)
	}
	return all
}

func TestListEventsRejectsMalformed(t *testing.T) {
	ts := newTestServer(t, "")
	for query, param := range map[string]string{
		"from=2026-13-01":                 "from",
		"to=yesterday":                    "to",
		"from=2026-10-02&to=2026-10-01":   "to",
		"limit=0":                         "limit",
		"limit=ten":                       "limit",
		"limit=100000":                    "limit",
		"min_killed=-1":                   "min_killed",
		"bbox=1,2,3":                      "bbox",
		"bbox=0,0,200,10":                 "bbox",
		"bbox=0,NaN,10,10":                "bbox",
		"bbox=0,30,10,10":                 "bbox",
		"country=Mali":                    "country",
		"actor_country=12":                "actor_country",
		"plover=SHOOT":                    "plover",
		"acled_type=War":                  "acled_type",
		"colour=red":                      "colour",
		"from=2026-01-01&from=2026-02-01": "from",
		"cursor=%25%25garbage":            "cursor",
		"order=latest":                    "order",
	} {
		var e apiError
		code := ts.do(t, "GET", "/api/events?"+query, nil, nil, &e)
		if code != http.StatusBadRequest || !strings.Contains(e.Error, param) {
			t.Errorf("?%s: %d %q, want 400 naming %s", query, code, e.Error, param)
		}
	}
}

func TestOpenAPIAndPage(t *testing.T) {
	ts := newTestServer(t, "")
	var spec struct {
		OpenAPI string                    `json:"openapi"`
		Paths   map[string]map[string]any `json:"paths"`
	}
	if code := ts.do(t, "GET", "/api/openapi.json", nil, nil, &spec); code != http.StatusOK || spec.OpenAPI == "" {
		t.Fatalf("openapi.json: %d %q", code, spec.OpenAPI)
	}
	// Every route the server answers is described.
	for _, path := range []string{"/api/stories", "/api/stories/{id}", "/api/events", "/api/events/{id}", "/api/clusters/{id}", "/api/counts", "/api/export", "/api/openapi.json"} {
		if spec.Paths[path] == nil {
			t.Errorf("openapi.json does not describe %s", path)
		}
	}
	var e apiError
	if code := ts.do(t, "POST", "/app.js", map[string]string{}, nil, &e); code != http.StatusMethodNotAllowed {
		t.Errorf("POST /app.js: %d %q, want 405", code, e.Error)
	}
	// The enumerations it gives are the ones the server checks.
	var events struct {
		Paths map[string]map[string]struct {
			Parameters []struct {
				Name   string `json:"name"`
				Schema struct {
					Enum []string `json:"enum"`
				} `json:"schema"`
			} `json:"parameters"`
		} `json:"paths"`
	}
	ts.do(t, "GET", "/api/openapi.json", nil, nil, &events)
	enums := map[string][]string{}
	for _, p := range events.Paths["/api/events"]["get"].Parameters {
		enums[p.Name] = p.Schema.Enum
	}
	if !slices.Equal(enums["plover"], ploverCategories) || !slices.Equal(enums["acled_type"], acledTypes) {
		t.Errorf("openapi.json's enumerations %v differ from the server's", enums)
	}
	for _, p := range queryParams {
		if _, ok := enums[p]; !ok {
			t.Errorf("openapi.json does not describe parameter %s of /api/events", p)
		}
	}
	for _, path := range []string{"/", "/app.js", "/app.css", "/vendor/leaflet/leaflet.js", "/vendor/world-atlas/countries-50m.json"} {
		res, err := ts.Client().Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("GET %s: %d, CSP %q", path, res.StatusCode, res.Header.Get("Content-Security-Policy"))
		}
	}
}

func TestExport(t *testing.T) {
	ts := newTestServer(t, "")
	var events []store.Event
	for _, p := range postExamples(t, ts) {
		events = append(events, p.Events...)
	}
	clusters := map[string]bool{}
	protests := map[string]bool{}
	for _, ev := range events {
		clusters[ev.Cluster] = true
		if ev.Type.AcledEventType == "Protests" {
			protests[ev.Cluster] = true
		}
	}
	get := func(query string) (*http.Response, string) {
		t.Helper()
		res, err := ts.Client().Get(ts.URL + "/api/export?" + query)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		return res, string(body)
	}
	lines := func(s string) int { return strings.Count(strings.TrimSpace(s), "\n") + 1 }
	for _, format := range export.Formats {
		res, body := get("format=" + format)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != exportFiles[format].mediaType ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), "attachment") || body == "" {
			t.Errorf("export %s: %d %q %q, %d bytes", format, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Content-Disposition"), len(body))
		}
	}
	// One row per incident by default, per story event on request, and
	// the filters of /api/events apply.
	if _, body := get("format=acled"); lines(body) != 1+len(clusters) {
		t.Errorf("ACLED export has %d lines, want a header and %d incidents", lines(body), len(clusters))
	}
	if _, body := get("format=jsonl&per_story=true"); lines(body) != len(events) {
		t.Errorf("per-story JSON Lines export has %d lines, want %d events", lines(body), len(events))
	}
	if _, body := get("format=acled&acled_type=Protests"); lines(body) != 1+len(protests) {
		t.Errorf("ACLED export of protests has %d lines, want a header and %d incidents", lines(body), len(protests))
	}
	var fc struct {
		Type     string            `json:"type"`
		Features []json.RawMessage `json:"features"`
	}
	if _, body := get("format=geojson"); json.Unmarshal([]byte(body), &fc) != nil || fc.Type != "FeatureCollection" {
		t.Errorf("GeoJSON export is not a FeatureCollection: %.200s", body)
	}
	for query, param := range map[string]string{
		"format=xls":                  "format",
		"":                            "format",
		"format=acled&per_story=perh": "per_story",
		"format=acled&limit=10":       "limit",
		"format=acled&from=May":       "from",
	} {
		res, body := get(query)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, param) {
			t.Errorf("export ?%s: %d %s, want 400 naming %s", query, res.StatusCode, body, param)
		}
	}
}

// TestSlowClientCut checks that a client that never finishes its request
// headers is cut off rather than holding a connection.
func TestSlowClientCut(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, "")
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Write([]byte("GET /api/counts HTTP/1.1\r\nHost: x\r\n")); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	conn.SetReadDeadline(start.Add(30 * time.Second))
	buf := make([]byte, 512)
	n, err := conn.Read(buf)
	if err == nil && n > 0 && !strings.Contains(string(buf[:n]), "408") {
		t.Errorf("the server answered an unfinished request: %q", buf[:n])
	}
	if waited := time.Since(start); waited > 20*time.Second {
		t.Errorf("the connection stayed open %s", waited)
	}
}

// TestConcurrentPosts posts every example story twice at once: each is
// coded and stored once, whichever post comes first.
func TestConcurrentPosts(t *testing.T) {
	ts := newTestServer(t, "")
	stories := exampleStories(t)
	type result struct {
		code int
		id   string
	}
	results := make(chan result, 2*len(stories))
	for _, s := range append(stories, stories...) {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		go func() { // no t.Fatal here: it must run on the test's goroutine
			res, err := ts.Client().Post(ts.URL+"/api/stories", "application/json", bytes.NewReader(data))
			if err != nil {
				results <- result{code: -1, id: err.Error()}
				return
			}
			defer res.Body.Close()
			var posted storyResponse
			json.NewDecoder(res.Body).Decode(&posted)
			results <- result{res.StatusCode, posted.ID}
		}()
	}
	created := map[string]int{}
	for range 2 * len(stories) {
		r := <-results
		switch r.code {
		case http.StatusCreated:
			created[r.id]++
		case http.StatusOK:
		default:
			t.Errorf("post: %d %s", r.code, r.id)
		}
	}
	var counts store.Counts
	ts.do(t, "GET", "/api/counts", nil, nil, &counts)
	if counts.Stories != len(stories) {
		t.Errorf("stored %d stories, want %d", counts.Stories, len(stories))
	}
	for id, n := range created {
		if n > 1 {
			t.Errorf("story %s created %d times", id, n)
		}
	}
}

// TestListEventsAsStored checks that GET /api/events, which passes the
// stored records on as they are, answers the JSON of store.Events: the
// same events, fields and clusters as decoding and encoding them gives.
func TestListEventsAsStored(t *testing.T) {
	ts := newTestServer(t, "")
	postExamples(t, ts)
	for _, q := range []store.Query{{Limit: 3}, {Limit: store.MaxLimit}} {
		evs, next, err := ts.store.Events(context.Background(), q)
		if err != nil || len(evs) == 0 {
			t.Fatalf("store: %d events, %v", len(evs), err)
		}
		want, err := json.Marshal(map[string]any{"events": evs, "next": next})
		if err != nil {
			t.Fatal(err)
		}
		res, err := ts.Client().Get(fmt.Sprintf("%s/api/events?limit=%d", ts.URL, q.Limit))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("limit %d: %d, %v", q.Limit, res.StatusCode, err)
		}
		var a, b any
		if err := json.Unmarshal(got, &a); err != nil {
			t.Fatalf("limit %d: the answer is not JSON: %v", q.Limit, err)
		}
		if err := json.Unmarshal(want, &b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("limit %d: the answer differs from store.Events' JSON:\n got %.300s\nwant %.300s", q.Limit, got, want)
		}
	}
}

// TestPostStoryStoresPersons checks that a posted story is stored with the
// people its coder found it to name (store.InputOf), which dedup reads.
func TestPostStoryStoresPersons(t *testing.T) {
	ts := newTestServer(t, "")
	s := storyRequest{Title: "Councillor detained after town hall protest",
		Text: "Police in Arnholt detained councillor Marta Delgado on Tuesday after a protest outside the town hall, " +
			"her lawyer Piet Haanstra said.", Published: "2024-04-09"}
	code, res := ts.post(t, s)
	if code != http.StatusCreated {
		t.Fatalf("post: %d", code)
	}
	st, err := ts.store.Story(context.Background(), res.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(st.Persons, "Marta Delgado") {
		t.Errorf("stored persons %q; want Marta Delgado among them", st.Persons)
	}
}

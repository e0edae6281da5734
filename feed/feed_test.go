package feed

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/text/encoding/unicode"

	"sitrep/page"
)

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestParseFeedCharsets(t *testing.T) {
	f, err := ParseFeed(readTestdata(t, "feed.atom"), "application/atom+xml")
	if err != nil {
		t.Fatal(err)
	}
	if f.Title != "Capital Herald – politics" || len(f.Items) != 1 || f.Items[0].Title != "Unions’ march on parliament" {
		t.Errorf("feed %q items %+v", f.Title, f.Items)
	}
	if _, err := ParseFeed([]byte("<rss><channel><item><title>cut off"), "application/rss+xml"); err == nil {
		t.Error("malformed XML parsed")
	}
}

// site serves the testdata feeds and pages, and the kinds of bad input a
// long run meets.
type site struct {
	*httptest.Server
	release  chan struct{} // closed to let /news/slow answer
	requests sync.Map      // path -> *atomic.Int64
}

// gzipBomb is 16 MB of text compressed to about 16 KB: four times the
// tests' body cap once decompressed.
var gzipBomb = sync.OnceValue(func() []byte {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zw.Write([]byte("<html><body><p>"))
	zw.Write(bytes.Repeat([]byte("a"), 16<<20))
	zw.Close()
	return b.Bytes()
})

func newSite(t *testing.T) *site {
	s := &site{release: make(chan struct{})}
	gzipBomb() // compressed before any request, whose timeout it would eat
	mux := http.NewServeMux()
	serve := func(path, file, contentType string) {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", contentType)
			w.Write(bytes.ReplaceAll(readTestdata(t, file), []byte("BASE"), []byte(s.URL)))
		})
	}
	serve("/feed.rss", "feed.rss", "application/rss+xml")
	serve("/feed.atom", "feed.atom", "application/atom+xml")
	serve("/list.opml", "list.opml", "text/x-opml")
	serve("/news/flood", "pages/flood.html", "text/html; charset=utf-8")
	serve("/news/arrests", "pages/arrests.html", "text/html")
	serve("/news/protest", "pages/protest.html", "text/html") // windows-1252 named only in a meta tag
	serve("/news/index", "pages/index.html", "text/html")
	mux.HandleFunc("/broken.rss", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/rss+xml")
		io.WriteString(w, `<?xml version="1.0"?><rss><channel><title>Broken</title><item><title>unclosed`)
	})
	mux.HandleFunc("/news/ceasefire-utf16", func(w http.ResponseWriter, r *http.Request) {
		data, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes(readTestdata(t, "pages/ceasefire.html"))
		w.Header().Set("Content-Type", "text/html")
		w.Write(data)
	})
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "User-agent: *\nDisallow: /private/\n")
	})
	mux.HandleFunc("/files/report.pdf", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/pdf")
		io.WriteString(w, "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n")
	})
	mux.HandleFunc("/news/picture", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00"))
	})
	mux.HandleFunc("/loop/{n}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop/"+r.PathValue("n")+"x", http.StatusFound)
	})
	mux.HandleFunc("/news/bomb", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(gzipBomb())
	})
	mux.HandleFunc("/news/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-s.release:
		case <-r.Context().Done():
		}
	})
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, _ := s.requests.LoadOrStore(r.URL.Path, new(atomic.Int64))
		n.(*atomic.Int64).Add(1)
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(func() { close(s.release); s.Close() })
	return s
}

func (s *site) count(path string) int64 {
	n, ok := s.requests.Load(path)
	if !ok {
		return 0
	}
	return n.(*atomic.Int64).Load()
}

func crawl(t *testing.T, opt CrawlOptions, timeout time.Duration, sources ...string) (stories map[string]Result, failures map[string]error) {
	t.Helper()
	client := NewClient(Options{AllowPrivate: true, Timeout: timeout, MaxBytes: 4 << 20})
	c := NewCrawler(client, opt, slog.New(slog.DiscardHandler))
	out := make(chan Result)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	go func() { c.Run(ctx, sources, out); close(out) }()
	stories, failures = map[string]Result{}, map[string]error{}
	for r := range out {
		key := r.Origin[strings.LastIndex(r.Origin, "/"):]
		if r.Err != nil {
			failures[key] = r.Err
		} else {
			stories[key] = r
		}
	}
	return stories, failures
}

func TestCrawlOPMLFeedsAndBadInput(t *testing.T) {
	s := newSite(t)
	stories, failures := crawl(t, CrawlOptions{}, time.Second, s.URL+"/list.opml")
	for _, path := range []string{"/flood", "/arrests", "/protest", "/ceasefire-utf16"} {
		r, ok := stories[path]
		if !ok {
			t.Errorf("%s: no story (error %v)", path, failures[path])
			continue
		}
		if r.Story.Title == "" || r.Story.Published.IsZero() || len(strings.Fields(r.Story.Text)) < page.MinWords || r.Story.URL == "" {
			t.Errorf("%s: story %+v", path, r.Story)
		}
	}
	if s.count("/news/protest") != 1 {
		t.Errorf("a page linked from two feeds was fetched %d times", s.count("/news/protest"))
	}
	want := map[string]string{
		"/broken.rss": "not a feed",
		"/gone":       "HTTP 404",
		"/report.pdf": "not HTML (application/pdf)",
		"/index":      "no article",
		"/scoop":      "robots.txt",
		"/1":          "redirects",
		"/bomb":       "over the cap",
		"/slow":       "timed out",
		"/picture":    "binary",
	}
	for key, msg := range want {
		if err := failures[key]; err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: error %v, want one saying %q", key, err, msg)
		}
	}
	if s.count("/private/scoop") != 0 {
		t.Error("a path robots.txt disallows was fetched")
	}
	if len(stories)+len(failures) != 4+len(want) {
		t.Errorf("%d stories and %d failures: %v", len(stories), len(failures), failures)
	}
}

func TestRefusesPrivateAddresses(t *testing.T) {
	s := newSite(t)
	_, err := NewClient(Options{}).Get(context.Background(), s.URL+"/feed.rss", Validators{})
	if !errors.Is(err, ErrPrivateAddress) {
		t.Errorf("fetch of %s: err %v, want ErrPrivateAddress", s.URL, err)
	}
	// A name resolving to loopback is refused after resolution.
	_, err = NewClient(Options{}).Get(context.Background(), strings.Replace(s.URL, "127.0.0.1", "localhost", 1)+"/feed.rss", Validators{})
	if !errors.Is(err, ErrPrivateAddress) {
		t.Errorf("fetch via localhost: err %v, want ErrPrivateAddress", err)
	}
	if s.count("/feed.rss") != 0 {
		t.Error("the server was reached")
	}
}

func TestPollSendsValidators(t *testing.T) {
	var full, notModified atomic.Int64
	var pages atomic.Int64
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/feed.rss":
			if r.Header.Get("If-None-Match") == `"v1"` {
				notModified.Add(1)
				w.WriteHeader(http.StatusNotModified)
				return
			}
			full.Add(1)
			w.Header().Set("ETag", `"v1"`)
			w.Header().Set("Content-Type", "application/rss+xml")
			io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>Floods</title><link>`+srv.URL+`/news/flood</link></item></channel></rss>`)
		case "/news/flood":
			pages.Add(1)
			w.Header().Set("Content-Type", "text/html")
			w.Write(readTestdata(t, "pages/flood.html"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	client := NewClient(Options{AllowPrivate: true})
	c := NewCrawler(client, CrawlOptions{Every: 20 * time.Millisecond}, slog.New(slog.DiscardHandler))
	out := make(chan Result, 10)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx, []string{srv.URL + "/feed.rss"}, out); close(done) }()
	for notModified.Load() < 3 {
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	<-done
	if full.Load() != 1 || pages.Load() != 1 {
		t.Errorf("feed fetched in full %d times, page %d times; want 1 and 1", full.Load(), pages.Load())
	}
}

func TestSlowHostStallsOnlyItself(t *testing.T) {
	slow := newSite(t)
	fast := newSite(t)
	client := NewClient(Options{AllowPrivate: true, Timeout: 10 * time.Second})
	c := NewCrawler(client, CrawlOptions{Fetches: 2}, slog.New(slog.DiscardHandler))
	out := make(chan Result)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// The slow host's pages wait for release; the fast host's story must
	// arrive while they do.
	go c.Run(ctx, []string{slow.URL + "/news/slow", slow.URL + "/news/slow?2", fast.URL + "/news/flood"}, out)
	select {
	case r := <-out:
		if r.Err != nil || !strings.HasPrefix(r.Origin, fast.URL) {
			t.Errorf("first result %s: %v", r.Origin, r.Err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the fast host waited for the slow one")
	}
}

func TestBackoffDoubles(t *testing.T) {
	c := NewCrawler(NewClient(Options{}), CrawlOptions{Every: time.Minute, MaxBackoff: 10 * time.Minute}, slog.New(slog.DiscardHandler))
	got := []time.Duration{c.backoff(1, errors.New("x")), c.backoff(2, errors.New("x")), c.backoff(5, errors.New("x"))}
	want := []time.Duration{time.Minute, 2 * time.Minute, 10 * time.Minute}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("backoff after %d failures: %s, want %s", []int{1, 2, 5}[i], got[i], want[i])
		}
	}
	if d := c.backoff(1, &StatusError{Code: 429, RetryAfter: 30 * time.Minute}); d != 30*time.Minute {
		t.Errorf("Retry-After 30m gave %s", d)
	}
}

func TestSourceDownAtFirstIsTriedAgain(t *testing.T) {
	var calls atomic.Int64
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/feed.rss":
			if calls.Add(1) == 1 {
				http.Error(w, "down for maintenance", http.StatusServiceUnavailable)
				return
			}
			w.Header().Set("Content-Type", "application/rss+xml")
			io.WriteString(w, `<rss version="2.0"><channel><title>t</title><item><title>Floods</title><link>`+srv.URL+`/news/flood</link></item></channel></rss>`)
		case "/news/flood":
			w.Header().Set("Content-Type", "text/html")
			w.Write(readTestdata(t, "pages/flood.html"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	c := NewCrawler(NewClient(Options{AllowPrivate: true}), CrawlOptions{Every: 10 * time.Millisecond}, slog.New(slog.DiscardHandler))
	out := make(chan Result)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	go c.Run(ctx, []string{srv.URL + "/feed.rss"}, out)
	if r := <-out; r.Err == nil || !strings.Contains(r.Err.Error(), "HTTP 503") {
		t.Fatalf("first result %+v, want the 503", r)
	}
	if r := <-out; r.Err != nil || r.Story == nil {
		t.Fatalf("second result %+v, want the story", r)
	}
}

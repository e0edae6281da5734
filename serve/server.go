// Package serve is sitrep's HTTP service: a JSON API over a store of coded
// stories (post a story, query events, read stories and clusters, export)
// and the embedded web page that analysts use to map, chart, filter and read
// them. Everything the page needs is embedded, so it works offline.
package serve

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
	"sitrep/store"
)

// Limits on requests. A story is at most ingest.DefaultMaxBytes of text;
// its JSON body may be larger by the escaping of its characters.
const (
	maxStoryBody  = 12 << 20
	maxOtherBody  = 64 << 10
	readTimeout   = 30 * time.Second // every request but story posts and exports
	codeTimeout   = 2 * time.Minute  // posting a story: waiting for a coder, coding, storing
	exportTimeout = 30 * time.Minute // an export streams the whole store
)

// Config is what a Server serves.
type Config struct {
	Store    store.Store
	Pipeline *pipeline.Pipeline // codes posted stories; safe for concurrent use
	Coder    doc.Coder          // stamped on the events of posted stories
	// Token, when set, is required as "Authorization: Bearer TOKEN" on
	// every request that writes.
	Token string
	// Coders caps how many stories are coded at once; 0 means GOMAXPROCS.
	Coders int
	Log    *slog.Logger // nil: slog.Default()
}

// Server answers the API and serves the page.
type Server struct {
	cfg    Config
	coders chan struct{} // a slot per story being coded
	log    *slog.Logger
	mux    *http.ServeMux
}

// New returns a server over cfg.Store.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || cfg.Pipeline == nil {
		return nil, errors.New("serve: a store and a pipeline are required")
	}
	if cfg.Coders <= 0 {
		cfg.Coders = runtime.GOMAXPROCS(0)
	}
	s := &Server{cfg: cfg, coders: make(chan struct{}, cfg.Coders), log: cfg.Log, mux: http.NewServeMux()}
	if s.log == nil {
		s.log = slog.Default()
	}
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	api := func(pattern string, timeout time.Duration, h http.HandlerFunc) {
		s.mux.Handle(pattern, limit(timeout, h))
	}
	api("POST /api/stories", codeTimeout, s.requireToken(s.postStory))
	api("GET /api/stories/{id}", readTimeout, s.getStory)
	api("GET /api/events", readTimeout, s.listEvents)
	api("GET /api/events/{id}", readTimeout, s.getEvent)
	api("GET /api/clusters/{id}", readTimeout, s.getCluster)
	api("GET /api/counts", readTimeout, s.getCounts)
	api("GET /api/export", exportTimeout, s.exportEvents)
	api("GET /api/openapi.json", readTimeout, serveOpenAPI)
	api("/api/", readTimeout, func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no API endpoint %s %s (see /api/openapi.json)", r.Method, r.URL.Path))
	})
	s.mux.Handle("/", limit(readTimeout, pageHandler()))
}

// Handler returns the server's handler: the routes behind cross-origin
// protection (a web page elsewhere cannot make the browser of someone
// running sitrep post to it) and common security headers.
func (s *Server) Handler() http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusForbidden, "cross-origin request refused")
	}))
	h := cop.Handler(s.mux)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
		h.ServeHTTP(w, r)
	})
}

// NewHTTPServer returns an http.Server for h on addr with timeouts on every
// phase of a request; handlers that need longer (coding, exporting) extend
// their own deadlines.
func NewHTTPServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       readTimeout,
		WriteTimeout:      readTimeout,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}

// limit bounds a request's body and its time: the context ends after
// timeout, and the connection's read and write deadlines allow for it.
func limit(timeout time.Duration, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		max := int64(maxOtherBody)
		if r.Method == http.MethodPost {
			max = maxStoryBody
		}
		r.Body = http.MaxBytesReader(w, r.Body, max)
		if timeout > readTimeout {
			// Not every ResponseWriter can (httptest's recorder cannot);
			// then the server's own timeouts stand.
			rc := http.NewResponseController(w)
			_ = rc.SetReadDeadline(time.Now().Add(timeout))
			_ = rc.SetWriteDeadline(time.Now().Add(timeout + 5*time.Second))
		}
		ctx, cancel := context.WithTimeout(r.Context(), timeout)
		defer cancel()
		h.ServeHTTP(w, r.WithContext(ctx))
	})
}

// requireToken refuses writes without the server's token, when it has one.
func (s *Server) requireToken(h http.HandlerFunc) http.HandlerFunc {
	if s.cfg.Token == "" {
		return h
	}
	want := []byte("Bearer " + s.cfg.Token)
	return func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="sitrep"`)
			writeError(w, http.StatusUnauthorized, "writing needs the server's token: send Authorization: Bearer TOKEN")
			return
		}
		h(w, r)
	}
}

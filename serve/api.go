package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/ingest"
	"sitrep/store"
)

// storyRequest is the body of POST /api/stories.
type storyRequest struct {
	Title     string `json:"title"`
	Text      string `json:"text"`
	Published string `json:"published"`
	URL       string `json:"url"`
	Source    string `json:"source"`
}

// storyResponse answers POST /api/stories.
type storyResponse struct {
	ID      string        `json:"id"`
	Created bool          `json:"created"` // false: the story was already stored
	Events  []store.Event `json:"events"`
}

// storyView is a stored story with its events.
type storyView struct {
	store.Story
	Events []store.Event `json:"events"`
}

func (s *Server) postStory(w http.ResponseWriter, r *http.Request) {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		writeError(w, http.StatusUnsupportedMediaType, "send the story as Content-Type: application/json")
		return
	}
	in, err := readStory(r.Body)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body is over the %d MB limit", tooBig.Limit>>20))
			return
		}
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	ctx := r.Context()
	id := store.StoryID(in.Text)
	// A story already stored is not coded again.
	if _, err := s.cfg.Store.Story(ctx, id); err == nil {
		s.writeStoryEvents(w, r, http.StatusOK, id, false)
		return
	} else if !errors.Is(err, store.ErrNotFound) {
		s.serverError(w, r, err)
		return
	}
	st := &doc.Story{ID: id, Title: in.Title, Text: in.Text, URL: in.URL, Source: in.Source, Published: in.Published}
	started := time.Now()
	if err := s.code(r, st); err != nil {
		if ctx.Err() != nil {
			writeError(w, http.StatusServiceUnavailable, "coding the story took too long; try again later")
			return
		}
		s.serverError(w, r, fmt.Errorf("code story %s: %w", id, err))
		return
	}
	coded := time.Now()
	// What the coder found of the story is stored with it: the people it
	// names, among whom dedup finds its protagonist.
	in = store.InputOf(st, s.cfg.Coder)
	id, created, err := s.cfg.Store.PutStory(ctx, in, st.Events)
	if err != nil {
		s.serverError(w, r, fmt.Errorf("store story: %w", err))
		return
	}
	// Server-Timing shows in browsers' developer tools; the benchmark
	// reads it to tell coding from the rest.
	w.Header().Set("Server-Timing", fmt.Sprintf("code;dur=%.3f, store;dur=%.3f",
		ms(coded.Sub(started)), ms(time.Since(coded))))
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	s.writeStoryEvents(w, r, status, id, created)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// code runs the pipeline over st once a coder slot is free.
func (s *Server) code(r *http.Request, st *doc.Story) error {
	select {
	case s.coders <- struct{}{}:
	case <-r.Context().Done():
		return r.Context().Err()
	}
	defer func() { <-s.coders }()
	return s.cfg.Pipeline.Annotate(st)
}

// readStory decodes and checks a posted story.
func readStory(body io.Reader) (store.StoryInput, error) {
	data, err := io.ReadAll(body)
	if err != nil {
		return store.StoryInput{}, err
	}
	// Checked before decoding, which would replace invalid bytes silently.
	if !utf8.Valid(data) {
		return store.StoryInput{}, errors.New("body is not valid UTF-8")
	}
	var req storyRequest
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return store.StoryInput{}, fmt.Errorf("body is not a story object {\"title\", \"text\", \"published\", \"url\", \"source\"}: %v", err)
	}
	if dec.More() {
		return store.StoryInput{}, errors.New("body holds more than one JSON value; post one story per request")
	}
	in := store.StoryInput{Title: strings.TrimSpace(req.Title), URL: strings.TrimSpace(req.URL), Source: strings.TrimSpace(req.Source)}
	text := strings.ReplaceAll(strings.ReplaceAll(req.Text, "\r\n", "\n"), "\r", "\n")
	switch {
	case strings.TrimSpace(text) == "":
		return in, errors.New("field text: empty: no text to code")
	case int64(len(text)) > ingest.DefaultMaxBytes:
		return in, fmt.Errorf("field text: over the %d MB limit for one story", ingest.DefaultMaxBytes>>20)
	case strings.ContainsRune(text, 0):
		return in, errors.New("field text: holds a NUL character; binary data is not a story")
	}
	in.Text = text
	if req.URL != "" && !strings.HasPrefix(in.URL, "http://") && !strings.HasPrefix(in.URL, "https://") {
		return in, errors.New("field url: want an http:// or https:// address")
	}
	if req.Published != "" {
		t, err := ingest.ParseDate(req.Published)
		if err != nil {
			return in, fmt.Errorf("field published: %v", err)
		}
		in.Published = t
	}
	return in, nil
}

func (s *Server) writeStoryEvents(w http.ResponseWriter, r *http.Request, status int, id string, created bool) {
	evs, err := s.storyEvents(r, id)
	if err != nil {
		s.serverError(w, r, err)
		return
	}
	writeJSON(w, status, storyResponse{ID: id, Created: created, Events: evs})
}

// storyEvents returns every stored event of a story.
func (s *Server) storyEvents(r *http.Request, id string) ([]store.Event, error) {
	var all []store.Event
	q := store.Query{Story: id, Limit: store.MaxLimit}
	for {
		evs, next, err := s.cfg.Store.Events(r.Context(), q)
		if err != nil {
			return nil, fmt.Errorf("events of story %s: %w", id, err)
		}
		all = append(all, evs...)
		if next == "" {
			break
		}
		q.Cursor = next
	}
	if all == nil {
		all = []store.Event{}
	}
	return all, nil
}

func (s *Server) getStory(w http.ResponseWriter, r *http.Request) {
	st, err := s.cfg.Store.Story(r.Context(), r.PathValue("id"))
	if err != nil {
		s.lookupError(w, r, "story", err)
		return
	}
	evs, err := s.storyEvents(r, st.ID)
	if err != nil {
		s.serverError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, storyView{Story: st, Events: evs})
}

func (s *Server) getEvent(w http.ResponseWriter, r *http.Request) {
	ev, err := s.cfg.Store.Event(r.Context(), r.PathValue("id"))
	if err != nil {
		s.lookupError(w, r, "event", err)
		return
	}
	writeJSON(w, http.StatusOK, ev)
}

func (s *Server) getCluster(w http.ResponseWriter, r *http.Request) {
	c, err := s.cfg.Store.Cluster(r.Context(), r.PathValue("id"))
	if err != nil {
		s.lookupError(w, r, "cluster", err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

func (s *Server) getCounts(w http.ResponseWriter, r *http.Request) {
	c, err := s.cfg.Store.Counts(r.Context())
	if err != nil {
		s.serverError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

// eventList is the answer of GET /api/events, as the tests read it; the
// handler writes the same JSON from the stored records (writeEventList).
type eventList struct {
	Events []store.Event `json:"events"`
	Next   string        `json:"next"` // cursor of the next page; "" after the last
}

func (s *Server) listEvents(w http.ResponseWriter, r *http.Request) {
	q, err := parseQuery(r.URL.Query())
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	recs, next, err := s.cfg.Store.Records(r.Context(), q)
	if errors.Is(err, store.ErrInvalidQuery) {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if err != nil {
		s.serverError(w, r, err)
		return
	}
	if err := writeEventList(w, recs, next); err != nil {
		s.serverError(w, r, err)
	}
}

// writeEventList writes an eventList of the stored records as they are,
// each with its cluster added as store.Event's JSON has it: decoding and
// encoding them again took half the time of a page (docs/BENCHMARKS.md).
func writeEventList(w http.ResponseWriter, recs []store.Record, next string) error {
	var b bytes.Buffer
	b.WriteString(`{"events":[`)
	for i, rec := range recs {
		body := bytes.TrimSpace(rec.JSON)
		if len(body) < 2 || body[0] != '{' || body[len(body)-1] != '}' {
			return fmt.Errorf("the record of an event of cluster %s is not a JSON object", rec.Cluster)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(body[:len(body)-1])
		if len(body) > 2 {
			b.WriteByte(',')
		}
		b.WriteString(`"cluster":`)
		writeJSONString(&b, rec.Cluster)
		b.WriteByte('}')
	}
	b.WriteString(`],"next":`)
	writeJSONString(&b, next)
	b.WriteString("}\n")
	jsonHeader(w)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b.Bytes()) // the client has gone: nothing more to tell it
	return nil
}

func writeJSONString(b *bytes.Buffer, s string) {
	data, _ := json.Marshal(s) // a string always encodes
	b.Write(data)
}

func (s *Server) lookupError(w http.ResponseWriter, r *http.Request, what string, err error) {
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no %s %q", what, r.PathValue("id")))
		return
	}
	s.serverError(w, r, err)
}

// serverError logs err and answers without its details, which may name
// files or queries.
func (s *Server) serverError(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil {
		writeError(w, http.StatusServiceUnavailable, "the request took too long")
		return
	}
	s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	writeError(w, http.StatusInternalServerError, "internal error; the server log has the details")
}

// apiError is the body of every error answer.
type apiError struct {
	Error string `json:"error"`
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, apiError{msg})
}

func jsonHeader(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	jsonHeader(w)
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	_ = enc.Encode(v) // the client has gone or the status is sent: nothing more to tell it
}

// Package store keeps stories, their coded events, the events' claims and
// evidence, and the clusters that group events telling the same incident. It
// has one interface and two back ends: SQLite (one file, the default) and
// PostgreSQL (shared deployments). Both apply the same versioned migrations
// on Open and run the same queries; each back end's SQL lives in one place.
package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
	sitreptext "sitrep/text"
)

// Store holds stories and events. Implementations are safe for concurrent use.
type Store interface {
	// PutStory stores a story and its events in one transaction and puts
	// each event in the cluster of the incident it tells (package dedup). A story whose normalised text is already
	// stored is left as it is: PutStory returns its ID and created false.
	// The store sets each event's ID, StoryID and Coder. A story with no
	// event is stored as its own entry, in no cluster (clusters group
	// events), and listed and read like any other.
	PutStory(ctx context.Context, in StoryInput, events []doc.Event) (id string, created bool, err error)
	// ReplaceEvents replaces the events of a stored story, and the people
	// it names (StoryInput.Persons), as a newer coder found them, in one
	// transaction, and records the coder.
	ReplaceEvents(ctx context.Context, storyID string, coder doc.Coder, persons []string, events []doc.Event) error
	// Story returns a stored story; ErrNotFound if there is none.
	Story(ctx context.Context, id string) (Story, error)
	// Stories returns up to limit stories stored after the cursor ("" for
	// the first page), in the order they were stored, and the cursor of the
	// next page ("" after the last).
	Stories(ctx context.Context, cursor string, limit int) ([]Story, string, error)
	// Event returns one event; ErrNotFound if there is none.
	Event(ctx context.Context, id string) (Event, error)
	// Events returns the events that q selects, ordered by date then by
	// storage order with undated events last, and the cursor of the next
	// page ("" after the last).
	Events(ctx context.Context, q Query) ([]Event, string, error)
	// Records is Events with each event's record left as the JSON stored,
	// for answers that pass events on without reading them: decoding
	// them is most of the time of a page of Events.
	Records(ctx context.Context, q Query) ([]Record, string, error)
	// Cluster returns a cluster with its members and their stories.
	Cluster(ctx context.Context, id string) (Cluster, error)
	// Counts returns how many stories, events and clusters are stored.
	Counts(ctx context.Context) (Counts, error)
	Close() error
}

// ErrNotFound is returned for an ID that names nothing stored.
var ErrNotFound = errors.New("not found")

// ErrInvalidQuery wraps a query that cannot be run; the message names the field.
var ErrInvalidQuery = errors.New("invalid query")

// StoryInput is a story to store, with the coder that found its events.
type StoryInput struct {
	Title     string
	Text      string
	URL       string
	Source    string
	Published time.Time // zero when unknown
	Coder     doc.Coder
	// Persons are the people the story names (dedup.Persons of the coded
	// story), among whom dedup finds its protagonist; nil when unknown.
	Persons []string
}

// InputOf returns what PutStory stores of a story coded by coder: its text
// and metadata, and the people it names (dedup.Persons).
func InputOf(st *doc.Story, coder doc.Coder) StoryInput {
	return StoryInput{Title: st.Title, Text: st.Text, URL: st.URL, Source: st.Source, Published: st.Published,
		Coder: coder, Persons: dedup.Persons(st)}
}

// Story is a stored story.
type Story struct {
	ID           string    `json:"id"`
	Title        string    `json:"title"`
	Text         string    `json:"text"`
	URL          string    `json:"url"`
	Source       string    `json:"source"`
	Published    time.Time `json:"published,omitzero"`
	ContentHash  string    `json:"content_hash"` // SHA-256 of Text as stored
	CodedAt      time.Time `json:"coded_at"`
	CoderVersion string    `json:"coder_version"`
	// Persons are the people the coder last found the story to name
	// (StoryInput.Persons), which dedup reads; not served.
	Persons []string `json:"-"`
}

// Event is a stored event: the event record and the cluster it belongs to.
type Event struct {
	doc.Event
	Cluster string `json:"cluster"`
}

// Record is a stored event as Records returns it.
type Record struct {
	Cluster string
	JSON    json.RawMessage // the event record (doc.Event) as stored
}

// Cluster is a group of events, from one or more stories, that tell the
// same incident, with the figures of its members reconciled.
type Cluster struct {
	ID      string        `json:"id"`
	Date    string        `json:"date"` // the earliest member's date, YYYY-MM-DD, or ""
	Figures dedup.Figures `json:"figures"`
	Members []Member      `json:"members"`
}

// Member is one event of a cluster and the story that tells it.
type Member struct {
	Event Event    `json:"event"`
	Story StoryRef `json:"story"`
}

// StoryRef names a story without its text.
type StoryRef struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	URL       string    `json:"url"`
	Source    string    `json:"source"`
	Published time.Time `json:"published,omitzero"`
}

// Counts is how much a store holds.
type Counts struct {
	Stories  int `json:"stories"`
	Events   int `json:"events"`
	Clusters int `json:"clusters"`
}

// Query selects events. Zero fields do not filter.
type Query struct {
	From, To     string // YYYY-MM-DD, inclusive, on the event's (first) date; events without a date never match
	BBox         *BBox
	Country      string // ISO 3166-1 alpha-3 of the event's place
	Admin1       string // the place's first-level division, exactly as coded
	Plover       string // PLOVER category
	AcledType    string // ACLED event type
	Actor        string // case-insensitive substring of the actor's or target's words or canonical name
	ActorCountry string // ISO 3166-1 alpha-3 of the actor or the target
	MinKilled    int    // best figure of killed at least this
	Cluster      string
	Story        string
	Limit        int    // 0: DefaultLimit; at most MaxLimit
	Cursor       string // from a previous page's result, read in the same order
	// Newest lists the newest first: dated events by date and storage
	// order both descending, then the undated ones, last stored first.
	Newest bool
}

// BBox is a bounding box in degrees. MinLon > MaxLon crosses the antimeridian.
type BBox struct {
	MinLon, MinLat, MaxLon, MaxLat float64
}

// Page sizes of Events.
const (
	DefaultLimit = 100
	MaxLimit     = 5000
)

// StoryID returns the ID of a story: a hash of its normalised text (runs of
// white space made one space, the ends trimmed), so that the same story with
// other line breaks or spacing is the same story. Punctuation mis-decoded
// as Windows-1252 is repaired first, as the text stage repairs the text it
// codes (and the store keeps): the ID asked for before coding is the ID of
// the text stored after it.
func StoryID(text string) string {
	text = sitreptext.RepairMojibake(text)
	h := sha256.Sum256([]byte(strings.Join(strings.Fields(text), " ")))
	return hex.EncodeToString(h[:10])
}

// contentHash is the hash of a story's text exactly as stored.
func contentHash(text string) string {
	h := sha256.Sum256([]byte(text))
	return hex.EncodeToString(h[:])
}

// Open opens the store that dsn names, creating it and applying migrations
// as needed: a postgres:// or postgresql:// URL opens PostgreSQL; anything
// else is a SQLite file path ("" means DefaultPath).
func Open(ctx context.Context, dsn string) (Store, error) {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		return openPostgres(ctx, dsn)
	}
	if dsn == "" {
		dsn = DefaultPath
	}
	return openSQLite(ctx, dsn)
}

// DefaultPath is the SQLite file that commands use when given no --db.
const DefaultPath = "sitrep.db"

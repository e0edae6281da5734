// Package articles scores coded events against an article-level gold: full
// news articles from the shared data sets, each coded by hand as a
// conflict-data coder codes them (docs/QUALITY.md, "Article gold"). The gold
// holds no article text: it names each article by its data file and id, and
// each event's sentences by byte offsets into that text, so the package reads
// the texts from the shared data directory and scores events coded elsewhere.
package articles

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/internal/datafile"
)

// Halves of the gold: tune is for developers to read, check confirms that a
// rule made on tune generalises.
const (
	HalfTune  = "tune"
	HalfCheck = "check"
)

// Article is one gold article: where its text is, when it was published and
// the events a coder finds in it.
type Article struct {
	Source    string  `json:"source"`    // data file, relative to the shared data directory
	ID        string  `json:"id"`        // document id in that file
	Published string  `json:"published"` // YYYY-MM-DD
	Half      string  `json:"half"`      // tune or check
	Note      string  `json:"note,omitempty"`
	Events    []Event `json:"events"`

	Text string `json:"-"` // filled by LoadTexts
}

// categories are the PLOVER event categories (the codebook's 16) a gold
// event may have.
var categories = map[string]bool{"AGREE": true, "CONSULT": true, "SUPPORT": true, "CONCEDE": true, "COOPERATE": true,
	"AID": true, "RETREAT": true, "REQUEST": true, "ACCUSE": true, "REJECT": true, "THREATEN": true, "PROTEST": true,
	"SANCTION": true, "MOBILIZE": true, "COERCE": true, "ASSAULT": true}

// IsCategory reports whether name is one of the PLOVER event categories.
func IsCategory(name string) bool { return categories[name] }

// claimKinds are the kinds of doc.Claim.
var claimKinds = map[string]bool{doc.ClaimReported: true, doc.ClaimResponsibility: true, doc.ClaimDenied: true, doc.ClaimDisputed: true}

// Event is one real event as the coder codes it.
type Event struct {
	Plover string `json:"plover"`
	// Also lists further categories a coder would accept for a trigger
	// that reads both ways ("stormed" ASSAULT or COERCE).
	Also     []string `json:"also,omitempty"`
	Actor    *Party   `json:"actor,omitempty"` // nil: the text names none
	Target   *Party   `json:"target,omitempty"`
	Place    *Place   `json:"place,omitempty"` // nil: the text places it nowhere
	Date     *Date    `json:"date,omitempty"`
	Killed   *int     `json:"killed,omitempty"`
	Injured  *int     `json:"injured,omitempty"`
	Arrested *int     `json:"arrested,omitempty"`
	Claims   []Claim  `json:"claims,omitempty"`
	// Evidence are the byte ranges [start, end) of the sentences that tell
	// the event, retellings included.
	Evidence [][2]int `json:"evidence"`
}

// Party is an actor or target: the names the text gives it and its code.
type Party struct {
	Names   []string `json:"names"`
	Country string   `json:"country,omitempty"` // ISO 3166-1 alpha-3
	Sector  string   `json:"sector,omitempty"`  // PLOVER sector: GOV, MIL, REB, CVL, ...
}

// Place is where an event happened, as precisely as the article says.
type Place struct {
	Name       string `json:"name"`
	Country    string `json:"country"`
	Admin1     string `json:"admin1,omitempty"`
	GeonamesID int    `json:"geonames_id,omitempty"`
	Precision  string `json:"precision"` // point, admin2, admin1 or country
}

// Date is the day, month or year of an event.
type Date struct {
	Value     string `json:"value"`     // 2018-03-29, 2018-03 or 2018
	Precision string `json:"precision"` // day, month or year
}

// Claim is who the article says tells of the event, claims it or denies it.
type Claim struct {
	Claimant string `json:"claimant"`
	Kind     string `json:"kind"` // reported, claimed_responsibility, denied, disputed
}

// ReadGold reads a gold file, one Article per line, and checks it.
func ReadGold(name string) ([]Article, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Article
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var a Article
		if err := readLine(b, &a); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		out = append(out, a)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// readLine decodes one gold line, refusing fields the format does not
// have (an article's text among them), and checks it.
func readLine(b []byte, a *Article) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(a); err != nil {
		return err
	}
	if err := a.check(); err != nil {
		return fmt.Errorf("%s %s: %w", a.Source, a.ID, err)
	}
	return nil
}

func (a *Article) check() error {
	if a.Source == "" || a.ID == "" {
		return fmt.Errorf("source and id are required")
	}
	if a.Half != HalfTune && a.Half != HalfCheck {
		return fmt.Errorf("half %q: want %s or %s", a.Half, HalfTune, HalfCheck)
	}
	if _, err := time.Parse(time.DateOnly, a.Published); err != nil {
		return fmt.Errorf("published: %w", err)
	}
	for i, e := range a.Events {
		if len(e.Evidence) == 0 {
			return fmt.Errorf("event %d: evidence is required", i)
		}
		for _, c := range append([]string{e.Plover}, e.Also...) {
			if !categories[c] {
				return fmt.Errorf("event %d: %q is no PLOVER category", i, c)
			}
		}
		for _, c := range e.Claims {
			if !claimKinds[c.Kind] || c.Claimant == "" {
				return fmt.Errorf("event %d: claim %+v: want a claimant and a kind of %v", i, c, claimKinds)
			}
		}
		for _, ev := range e.Evidence {
			if ev[0] < 0 || ev[1] <= ev[0] {
				return fmt.Errorf("event %d: evidence %v is no byte range", i, ev)
			}
		}
		if e.Date != nil && len(e.Date.Value) != map[string]int{"day": 10, "month": 7, "year": 4}[e.Date.Precision] {
			return fmt.Errorf("event %d: date %q does not have precision %q", i, e.Date.Value, e.Date.Precision)
		}
	}
	return nil
}

// PublishedTime returns the article's publication day.
func (a *Article) PublishedTime() time.Time {
	t, _ := time.Parse(time.DateOnly, a.Published)
	return t
}

// Select returns the articles of one half, or all when half is empty.
func Select(arts []Article, half string) ([]Article, error) {
	if half == "" {
		return arts, nil
	}
	if half != HalfTune && half != HalfCheck {
		return nil, fmt.Errorf("half %q: want %s or %s", half, HalfTune, HalfCheck)
	}
	var out []Article
	for _, a := range arts {
		if a.Half == half {
			out = append(out, a)
		}
	}
	return out, nil
}

// LoadTexts fills each article's Text from its data file under dataDir and
// checks that every evidence range lies inside it.
func LoadTexts(dataDir string, arts []Article) error {
	bySource := map[string]map[string]bool{}
	for _, a := range arts {
		if bySource[a.Source] == nil {
			bySource[a.Source] = map[string]bool{}
		}
		bySource[a.Source][a.ID] = true
	}
	texts := map[string]map[string]string{}
	for src, ids := range bySource {
		t, err := readTexts(filepath.Join(dataDir, src), ids)
		if err != nil {
			return err
		}
		texts[src] = t
	}
	for i := range arts {
		a := &arts[i]
		t, ok := texts[a.Source][a.ID]
		if !ok {
			return fmt.Errorf("%s: no document %q", a.Source, a.ID)
		}
		a.Text = t
		for j, e := range a.Events {
			for _, ev := range e.Evidence {
				if ev[1] > len(t) {
					return fmt.Errorf("%s %s: event %d: evidence %v past the text's %d bytes", a.Source, a.ID, j, ev, len(t))
				}
			}
		}
	}
	return nil
}

// readTexts reads the texts of the wanted documents from a gzipped or plain
// data file: JSON Lines with an id in "doc_id" or "id" and the text in
// "text" or "doc_text", or CSV with the id in the first column and a "text"
// column.
func readTexts(name string, want map[string]bool) (map[string]string, error) {
	f, err := datafile.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	if strings.HasSuffix(strings.TrimSuffix(name, ".gz"), ".csv") {
		err = readCSVTexts(f, want, out)
	} else {
		err = readJSONTexts(f, want, out)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

func readJSONTexts(r io.Reader, want map[string]bool, out map[string]string) error {
	dec := json.NewDecoder(r)
	dec.UseNumber()
	for {
		var d struct {
			DocID   any    `json:"doc_id"`
			ID      any    `json:"id"`
			Text    string `json:"text"`
			DocText string `json:"doc_text"`
		}
		if err := dec.Decode(&d); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
		id := d.DocID
		if id == nil {
			id = d.ID
		}
		if k := fmt.Sprint(id); want[k] {
			out[k] = d.Text + d.DocText
		}
	}
}

func readCSVTexts(r io.Reader, want map[string]bool, out map[string]string) error {
	cr := csv.NewReader(r)
	col, err := datafile.CSVHeader(cr)
	if err != nil {
		return err
	}
	textCol, ok := col["text"]
	if !ok {
		return fmt.Errorf("no text column")
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if want[rec[0]] {
			out[rec[0]] = rec[textCol]
		}
	}
}

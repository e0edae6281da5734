// Package plover scores the event and actor stages on the PLOVER gold
// records (PLOVER_GSR_CAMEO.json): event categories and the countries and
// sectors of source and target (`sitrep eval plover`), the actor coder on
// the gold actor texts alone (`sitrep eval actors`), and the actor
// dictionary's coverage of the PETRARCH-2/Phoenix dictionaries.
package plover

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"sitrep/actor"
	"sitrep/doc"
	"sitrep/eval"
	"sitrep/internal/datafile"
)

// Scores are the event coder's figures on the PLOVER gold records:
// one sentence each, with its event category and its source and target
// actors coded by hand.
type Scores struct {
	Sentences int `json:"sentences"`
	// Accuracy is the share of sentences whose event sitrep codes in the
	// gold category (older category names mapped as PLOVER's manual says:
	// DEMAND is REQUEST, DISAPPROVE and INVESTIGATE are ACCUSE, FIGHT is
	// ASSAULT). A sentence with no event counts as wrong.
	Accuracy float64 `json:"accuracy"`
	// Found is the share of sentences with any event.
	Found                 float64 `json:"found"`
	SourceCountryAccuracy float64 `json:"source_country_accuracy"`
	SourceSectorAccuracy  float64 `json:"source_sector_accuracy"`
	TargetCountryAccuracy float64 `json:"target_country_accuracy"`
	TargetSectorAccuracy  float64 `json:"target_sector_accuracy"`
	// PerCategory gives each gold category's count and accuracy.
	PerCategory map[string]CategoryScore `json:"per_category"`
	// Confusions lists gold -> predicted pairs that were wrong, for reading.
	Confusions map[string]int `json:"-"`
	// TargetErrors counts the wrong target countries by class: which
	// stage went wrong (target_errors.go).
	TargetErrors map[string]int `json:"target_country_errors"`
	// TargetCountryHalves is the target country accuracy on each half
	// of the records (Half): "tune" to study, "check" to check on.
	TargetCountryHalves map[string]float64 `json:"target_country_halves"`
}

// CategoryScore is one category's count and accuracy.
type CategoryScore struct {
	N        int     `json:"n"`
	Accuracy float64 `json:"accuracy"`
}

// ploverNames maps PLOVER v0.5 category names onto the current ones.
var ploverNames = map[string]string{"DEMAND": "REQUEST", "DISAPPROVE": "ACCUSE", "INVESTIGATE": "ACCUSE", "FIGHT": "ASSAULT"}

// Record is one gold sentence: its event category and words, and its
// source and target actors coded by hand.
type Record struct {
	ID        string
	Event     string // PLOVER category, in the gold's spelling
	Text      string
	EventText string // the words that tell the event
	Source    []Actor
	Target    []Actor
}

// Actor is one gold source or target actor.
type Actor struct {
	ActorText string `json:"actorText"`
	Code      string `json:"code"`
	Sector    string `json:"sector"`
}

// Read reads the PLOVER gold records (a JSON array), leaving out the
// DOCUMENT records and those without text.
func Read(path string) ([]Record, error) {
	rc, err := datafile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read PLOVER gold: %w", err)
	}
	defer rc.Close()
	var raw []struct {
		ID        string          `json:"id"`
		Event     string          `json:"event"`
		Text      string          `json:"text"`
		EventText string          `json:"eventText"`
		Source    json.RawMessage `json:"source"`
		Target    json.RawMessage `json:"target"`
	}
	if err := json.NewDecoder(rc).Decode(&raw); err != nil {
		return nil, fmt.Errorf("read PLOVER gold %s: %w", path, err)
	}
	var out []Record
	for _, r := range raw {
		if r.Event == "DOCUMENT" || r.Text == "" {
			continue
		}
		out = append(out, Record{ID: r.ID, Event: r.Event, Text: r.Text, EventText: r.EventText,
			Source: ploverActors(r.Source), Target: ploverActors(r.Target)})
	}
	return out, nil
}

// ploverActors decodes a source or target field, which is a list of
// actors or, when there is none, "", null or a stray word.
func ploverActors(raw json.RawMessage) []Actor {
	var as []Actor
	if len(raw) == 0 || raw[0] != '[' {
		return nil
	}
	if err := json.Unmarshal(raw, &as); err != nil {
		return nil
	}
	return as
}

// LoadCoder returns the actor stage with the shipped dictionary and the
// user dictionaries in extra, read after it (docs/LEXICONS.md).
func LoadCoder(extra ...string) (*actor.Coder, error) {
	return actor.New(extra...)
}

// Score codes each gold sentence with p and scores the event it finds.
// The event scored is the one whose trigger is among the gold event words,
// else the sentence's first event. Actors are compared as in ScoreActors:
// the country code (or IGO/NGO/IMG) must match one gold actor on that
// side, and the sector that actor's sector; c gives the sector of an
// organisation. Wrong target countries are counted by class
// (target_errors.go), and the target country is also scored on each half.
func Score(recs []Record, p eval.Annotator, c *actor.Coder) (*Scores, error) {
	sc := &Scores{PerCategory: map[string]CategoryScore{}, Confusions: map[string]int{}, TargetErrors: map[string]int{}}
	var right, found int
	var t sideTally
	perN, perOK := map[string]int{}, map[string]int{}
	halfN, halfOK := map[string]int{}, map[string]int{}
	for _, r := range recs {
		sc.Sentences++
		gold := r.Event
		if g, ok := ploverNames[gold]; ok {
			gold = g
		}
		perN[gold]++
		st := &doc.Story{ID: r.ID, Text: r.Text, Published: time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)}
		if err := p.Annotate(st); err != nil {
			return nil, fmt.Errorf("eval plover: %s: %w", r.ID, err)
		}
		e := pickEvent(st, r.EventText)
		got := ""
		if e != nil {
			found++
			got = e.Type.Plover
		}
		if got == gold {
			right++
			perOK[gold]++
		} else {
			sc.Confusions[gold+" -> "+got]++
		}
		for side, golds := range [][]Actor{r.Source, r.Target} {
			ok, scored := t.score(side, e, golds, c)
			if side == 1 && scored {
				halfN[Half(r.ID)]++
				if ok {
					halfOK[Half(r.ID)]++
				} else {
					sc.TargetErrors[targetError(st, e, golds, c)]++
				}
			}
		}
	}
	sc.Accuracy = frac(right, sc.Sentences)
	sc.Found = frac(found, sc.Sentences)
	sc.SourceCountryAccuracy, sc.TargetCountryAccuracy = frac(t.cOK[0], t.cN[0]), frac(t.cOK[1], t.cN[1])
	sc.SourceSectorAccuracy, sc.TargetSectorAccuracy = frac(t.sOK[0], t.sN[0]), frac(t.sOK[1], t.sN[1])
	for cat, n := range perN {
		sc.PerCategory[cat] = CategoryScore{N: n, Accuracy: frac(perOK[cat], n)}
	}
	sc.TargetCountryHalves = map[string]float64{}
	for h, n := range halfN {
		sc.TargetCountryHalves[h] = frac(halfOK[h], n)
	}
	return sc, nil
}

// sideTally counts right countries and sectors of sources (0) and
// targets (1).
type sideTally struct {
	cOK, cN, sOK, sN [2]int
}

// score scores the party of event e on one side against its gold actors:
// whether the country is right, and whether the side was scored at all
// (a gold actor with a code).
func (t *sideTally) score(side int, e *doc.Event, golds []Actor, c *actor.Coder) (ok, scored bool) {
	if len(golds) == 0 || golds[0].Code == "" {
		return false, false
	}
	var party *doc.Party
	if e != nil {
		party = [2]*doc.Party{e.Actor, e.Target}[side]
	}
	code, sector := "", ""
	if party != nil {
		code = ActorCode(c, party.Country, string(party.Sector), party.Org)
		sector = string(party.Sector)
	}
	t.cN[side]++
	matched := -1
	for k, ga := range golds {
		if code != "" && code == goldCode(ga.Code) {
			matched = k
			break
		}
	}
	if matched >= 0 {
		t.cOK[side]++
	}
	k := max(matched, 0)
	if gs := ploverSector(golds[k].Sector); gs != "" {
		t.sN[side]++
		if doc.Sector(sector) == gs {
			t.sOK[side]++
		}
	}
	return matched >= 0, true
}

// frac is a/b, or 0 when b is 0.
func frac(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// pickEvent returns the event whose trigger is one of the gold event words,
// else the first event, else nil.
func pickEvent(st *doc.Story, eventText string) *doc.Event {
	if len(st.Events) == 0 {
		return nil
	}
	words := strings.Fields(strings.ToLower(eventText))
	for i := range st.Events {
		trig := strings.ToLower(st.Slice(st.Events[i].Trigger))
		for _, w := range words {
			if w == trig {
				return &st.Events[i]
			}
		}
	}
	return &st.Events[0]
}

// WriteText writes the scores for a reader, one line per category.
func (sc *Scores) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%d sentences: category accuracy %.3f (an event found in %.3f)\n", sc.Sentences, sc.Accuracy, sc.Found)
	fmt.Fprintf(w, "source country %.3f sector %.3f; target country %.3f (tune %.3f, check %.3f) sector %.3f\n",
		sc.SourceCountryAccuracy, sc.SourceSectorAccuracy, sc.TargetCountryAccuracy,
		sc.TargetCountryHalves["tune"], sc.TargetCountryHalves["check"], sc.TargetSectorAccuracy)
	fmt.Fprintf(w, "wrong target countries: %s\n", sortedCounts(sc.TargetErrors))
	cats := make([]string, 0, len(sc.PerCategory))
	for k := range sc.PerCategory {
		cats = append(cats, k)
	}
	sort.Strings(cats)
	for _, k := range cats {
		if _, err := fmt.Fprintf(w, "  %-10s n=%3d accuracy %.3f\n", k, sc.PerCategory[k].N, sc.PerCategory[k].Accuracy); err != nil {
			return err
		}
	}
	return nil
}

// WriteConfusions lists the n most frequent wrong gold -> predicted pairs.
func (s *Scores) WriteConfusions(w io.Writer, n int) error {
	for i, k := range s.SortedConfusions() {
		if i >= n {
			break
		}
		if _, err := fmt.Fprintf(w, "  %3d  %s\n", s.Confusions[k], k); err != nil {
			return err
		}
	}
	return nil
}

// SortedConfusions returns the most frequent wrong pairs first.
func (s *Scores) SortedConfusions() []string {
	var out []string
	for k := range s.Confusions {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if s.Confusions[out[i]] != s.Confusions[out[j]] {
			return s.Confusions[out[i]] > s.Confusions[out[j]]
		}
		return out[i] < out[j]
	})
	return out
}

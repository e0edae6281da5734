package eval

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/entity"
)

// PloverScores are the event coder's figures on the PLOVER gold records:
// one sentence each, with its event category and its source and target
// actors coded by hand.
type PloverScores struct {
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
}

// CategoryScore is one category's count and accuracy.
type CategoryScore struct {
	N        int     `json:"n"`
	Accuracy float64 `json:"accuracy"`
}

// ploverNames maps PLOVER v0.5 category names onto the current ones.
var ploverNames = map[string]string{"DEMAND": "REQUEST", "DISAPPROVE": "ACCUSE", "INVESTIGATE": "ACCUSE", "FIGHT": "ASSAULT"}

// Plover codes each gold sentence with p and scores the event it finds.
// The event scored is the one whose trigger is among the gold event words,
// else the sentence's first event. Actors are compared as in Actors: the
// country code (or IGO/NGO/IMG) must match one gold actor on that side, and
// the sector that actor's sector.
func Plover(path string, p Annotator, c *entity.ActorCoder) (*PloverScores, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("eval plover: %w", err)
	}
	var recs []struct {
		ploverRecord
		EventText string `json:"eventText"`
	}
	if err := json.Unmarshal(b, &recs); err != nil {
		return nil, fmt.Errorf("eval plover: parse %s: %w", path, err)
	}
	sc := &PloverScores{PerCategory: map[string]CategoryScore{}, Confusions: map[string]int{}}
	var right, found int
	var cOK, cN, sOK, sN [2]int
	perN, perOK := map[string]int{}, map[string]int{}
	for _, r := range recs {
		if r.Event == "DOCUMENT" || r.Text == "" {
			continue
		}
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
		for side, raw := range []json.RawMessage{r.Source, r.Target} {
			golds := ploverActors(raw)
			if len(golds) == 0 || golds[0].Code == "" {
				continue
			}
			var party *doc.Party
			if e != nil {
				party = [2]*doc.Party{e.Actor, e.Target}[side]
			}
			code, sector := "", ""
			if party != nil {
				code = ActorCode(c, party.Country, party.Sector, party.Org)
				sector = party.Sector
			}
			cN[side]++
			matched := -1
			for k, ga := range golds {
				g := ga.Code
				if f, ok := ploverCodeFix[g]; ok {
					g = f
				}
				if code != "" && code == g {
					matched = k
					break
				}
			}
			if matched >= 0 {
				cOK[side]++
			}
			k := max(matched, 0)
			if gs := ploverSector(golds[k].Sector); gs != "" {
				sN[side]++
				if sector == gs {
					sOK[side]++
				}
			}
		}
	}
	frac := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	sc.Accuracy = frac(right, sc.Sentences)
	sc.Found = frac(found, sc.Sentences)
	sc.SourceCountryAccuracy, sc.TargetCountryAccuracy = frac(cOK[0], cN[0]), frac(cOK[1], cN[1])
	sc.SourceSectorAccuracy, sc.TargetSectorAccuracy = frac(sOK[0], sN[0]), frac(sOK[1], sN[1])
	for cat, n := range perN {
		sc.PerCategory[cat] = CategoryScore{N: n, Accuracy: frac(perOK[cat], n)}
	}
	return sc, nil
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

// SortedConfusions returns the most frequent wrong pairs first.
func (s *PloverScores) SortedConfusions() []string {
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

package eval

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"

	"sitrep/doc"
	"sitrep/event"
	"sitrep/internal/datafile"
)

// AcledEvent is one ACLED row as the event scorer sees it.
type AcledEvent struct {
	Notes        string
	Date         time.Time // zero when unreadable
	EventType    string
	SubEventType string // "" in the older schemas
	Actor1       string
	Fatalities   int
}

// ReadAcled reads an ACLED export (CSV, gzipped when the name ends in .gz):
// the current schema or the older ones, columns found by name. Rows without
// notes or a whole-number fatality count are skipped and counted.
func ReadAcled(name string) (rows []AcledEvent, skipped int, err error) {
	rc, err := datafile.Open(name)
	if err != nil {
		return nil, 0, fmt.Errorf("read ACLED file: %w", err)
	}
	defer rc.Close()
	rows, skipped, err = readAcled(rc)
	if err != nil {
		return nil, 0, fmt.Errorf("read ACLED file %s: %w", name, err)
	}
	return rows, skipped, nil
}

func readAcled(r io.Reader) (rows []AcledEvent, skipped int, err error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	col, err := datafile.CSVHeader(cr)
	if err != nil {
		return nil, 0, err
	}
	for _, need := range []string{"notes", "fatalities", "event_type"} {
		if _, ok := col[need]; !ok {
			return nil, 0, errors.New("header has no " + need + " column: not an ACLED export")
		}
	}
	get := func(rec []string, k string) string {
		if i, ok := col[k]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, 0, err
		}
		n, err := strconv.Atoi(get(rec, "fatalities"))
		if err != nil || get(rec, "notes") == "" {
			skipped++
			continue
		}
		ev := AcledEvent{Notes: get(rec, "notes"), EventType: get(rec, "event_type"), SubEventType: get(rec, "sub_event_type"),
			Actor1: get(rec, "actor1"), Fatalities: n}
		for _, layout := range []string{"2-Jan-06", "2 January 2006", "2006-01-02", "02/01/2006", "2-January-2006"} {
			if t, err := time.Parse(layout, get(rec, "event_date")); err == nil {
				ev.Date = t
				break
			}
		}
		rows = append(rows, ev)
	}
	return rows, skipped, nil
}

// AcledScores are the event coder's figures on ACLED notes: each note is
// coded as a story and its main event (the first with an ACLED type) is
// compared with the row.
type AcledScores struct {
	Notes int `json:"notes"`
	// EventTypeAccuracy is the share of notes whose main event has the
	// row's ACLED event type; a note with no event counts as wrong.
	EventTypeAccuracy float64 `json:"event_type_accuracy"`
	// SubEventTypeAccuracy is the same for sub-event types, over rows that
	// have one; nil for the older schemas, which have none.
	SubEventTypeAccuracy *float64 `json:"sub_event_type_accuracy,omitempty"`
	// Actor1Match is the share of notes whose main event's actor shares a
	// content word with the row's actor1 ("Protesters (Israel)" and "medical
	// interns" do not; "Taliban" and "the Taliban" do), or, for actor1
	// "Unidentified Armed Group", has no identified actor.
	Actor1Match float64 `json:"actor1_match"`
	// FatalitiesExact is over notes where ACLED coded deaths or the main
	// event has a killed count: that count (0 when none) equals the row's.
	FatalitiesExact float64 `json:"fatalities_exact"`
	Found           float64 `json:"found"`
	// Confusions counts gold -> predicted event types, for reading.
	Confusions map[string]int `json:"-"`
	// SubConfusions counts gold -> predicted sub-event types of the rows
	// that have one, for reading.
	SubConfusions map[string]int `json:"-"`
	// Rows holds each note's gold and coded figures, in file order.
	Rows []AcledResult `json:"-"`
}

// AcledResult is one note's gold and coded type, sub-event type and deaths.
type AcledResult struct {
	Gold                    AcledEvent
	EventType, SubEventType string
	Killed                  int
}

// ScoreAcled codes each row's note with p and scores it.
func ScoreAcled(rows []AcledEvent, p Annotator) (*AcledScores, error) {
	sc := &AcledScores{Confusions: map[string]int{}, SubConfusions: map[string]int{}}
	var typeOK, subOK, subN, actorOK, fatOK, fatN, found int
	for i, r := range rows {
		st := &doc.Story{ID: strconv.Itoa(i + 1), Text: r.Notes, Published: r.Date}
		if err := p.Annotate(st); err != nil {
			return nil, fmt.Errorf("eval acled: row %d: %w", i+1, err)
		}
		sc.Notes++
		var main *doc.Event
		if k := event.MainAcled(st.Events); k >= 0 {
			main = &st.Events[k]
		}
		got, gotSub := "", ""
		if main != nil {
			found++
			got, gotSub = main.Type.AcledEventType, main.Type.AcledSubEventType
		}
		if sameAcledType(r.EventType, got) {
			typeOK++
		} else {
			sc.Confusions[r.EventType+" -> "+got]++
		}
		if r.SubEventType != "" {
			subN++
			if gotSub == r.SubEventType {
				subOK++
			} else {
				sc.SubConfusions[r.SubEventType+" -> "+gotSub]++
			}
		}
		if actorMatch(main, r.Actor1) {
			actorOK++
		}
		killed := 0
		if main != nil && main.Killed != nil {
			killed = main.Killed.Best
		}
		sc.Rows = append(sc.Rows, AcledResult{Gold: r, EventType: got, SubEventType: gotSub, Killed: killed})
		if r.Fatalities > 0 || killed > 0 {
			fatN++
			if killed == r.Fatalities {
				fatOK++
			}
		}
	}
	frac := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	sc.EventTypeAccuracy = frac(typeOK, sc.Notes)
	if subN > 0 {
		f := frac(subOK, subN)
		sc.SubEventTypeAccuracy = &f
	}
	sc.Actor1Match = frac(actorOK, sc.Notes)
	sc.FatalitiesExact = frac(fatOK, fatN)
	sc.Found = frac(found, sc.Notes)
	return sc, nil
}

// sameAcledType reports whether a coded event type matches a gold one,
// reading the event types of ACLED's older schemas ("Riots/Protests",
// "Battle-No change of territory", "Remote violence", "Strategic
// development") as the current ones they became.
func sameAcledType(gold, got string) bool {
	g := strings.ToLower(gold)
	switch {
	case g == "riots/protests":
		return got == "Riots" || got == "Protests"
	case strings.HasPrefix(g, "battle"):
		return got == "Battles"
	case g == "remote violence":
		return got == "Explosions/Remote violence"
	case g == "strategic development", g == "non-violent transfer of territory", g == "headquarters or base established":
		return got == "Strategic developments"
	}
	return strings.EqualFold(gold, got)
}

// actorMatch compares an event's actor with an ACLED actor1 by content
// words, the parenthesised country or period of actor1 left out.
func actorMatch(e *doc.Event, actor1 string) bool {
	gold := actor1
	if i := strings.IndexByte(gold, '('); i >= 0 {
		gold = gold[:i]
	}
	if strings.HasPrefix(strings.ToLower(gold), "unidentified") {
		return e != nil && (e.Actor == nil || e.Actor.Name == "")
	}
	if e == nil || e.Actor == nil {
		return false
	}
	want := contentWords(gold)
	for w := range contentWords(e.Actor.Text + " " + e.Actor.Name) {
		if want[w] {
			return true
		}
	}
	return false
}

func contentWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "the", "of", "and", "a", "an", "forces", "group", "in", "for":
			continue
		}
		if len(w) > 3 {
			w = strings.TrimSuffix(w, "s")
		}
		out[w] = true
	}
	return out
}

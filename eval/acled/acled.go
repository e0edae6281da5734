package acled

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"sitrep/doc"
	"sitrep/eval"
	"sitrep/event"
)

// ReadEvents reads the rows of an ACLED export that have notes to code,
// with their event types (Read); rows without notes are skipped and counted
// too.
func ReadEvents(name string) (rows []Record, skipped int, err error) {
	all, skipped, err := Read(name, "event_type")
	if err != nil {
		return nil, 0, err
	}
	return withNotes(all, skipped)
}

func readEvents(r io.Reader) ([]Record, int, error) {
	all, skipped, err := read(r, "event_type")
	if err != nil {
		return nil, 0, err
	}
	return withNotes(all, skipped)
}

// withNotes keeps the records that have notes, counting the others as
// skipped.
func withNotes(all []Record, skipped int) ([]Record, int, error) {
	rows := all[:0]
	for _, r := range all {
		if r.Notes == "" {
			skipped++
			continue
		}
		rows = append(rows, r)
	}
	return rows, skipped, nil
}

// Scores are the event coder's figures on ACLED notes: each note is
// coded as a story and its main event (the first with an ACLED type) is
// compared with the row.
type Scores struct {
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
	Rows []Result `json:"-"`
}

// Result is one note's gold and coded type, sub-event type and deaths.
type Result struct {
	Gold                    Record
	EventType, SubEventType string
	Killed                  int
}

// ScoreEvents codes each row's note with p and scores it.
func ScoreEvents(rows []Record, p eval.Annotator) (*Scores, error) {
	sc := &Scores{Confusions: map[string]int{}, SubConfusions: map[string]int{}}
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
		sc.Rows = append(sc.Rows, Result{Gold: r, EventType: got, SubEventType: gotSub, Killed: killed})
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

// WriteText writes the scores for a reader.
func (sc *Scores) WriteText(w io.Writer) error {
	sub := "none in this schema"
	if sc.SubEventTypeAccuracy != nil {
		sub = fmt.Sprintf("%.3f", *sc.SubEventTypeAccuracy)
	}
	_, err := fmt.Fprintf(w, "%d notes: event type %.3f, sub-event type %s, actor1 %.3f, fatalities exact %.3f (an ACLED-typed event in %.3f)\n",
		sc.Notes, sc.EventTypeAccuracy, sub, sc.Actor1Match, sc.FatalitiesExact, sc.Found)
	return err
}

// WriteConfusions lists the n most frequent event-type confusions, then
// those of sub-event types.
func (sc *Scores) WriteConfusions(w io.Writer, n int) error {
	eval.WriteConfusions(w, sc.Confusions, n)
	if n > 0 && len(sc.SubConfusions) > 0 {
		fmt.Fprintln(w, "  sub-event types:")
		eval.WriteConfusions(w, sc.SubConfusions, n)
	}
	return nil
}

// WriteRows writes every note's gold and coded figures as TSV: gold type,
// sub-type, deaths, coded type, sub-type, deaths, note.
func (sc *Scores) WriteRows(w io.Writer) error {
	var b strings.Builder
	for _, r := range sc.Rows {
		fmt.Fprintf(&b, "%s\t%s\t%d\t%s\t%s\t%d\t%s\n", r.Gold.EventType, r.Gold.SubEventType, r.Gold.Fatalities,
			r.EventType, r.SubEventType, r.Killed, strings.ReplaceAll(r.Gold.Notes, "\t", " "))
	}
	_, err := io.WriteString(w, b.String())
	return err
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

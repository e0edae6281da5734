// Package case2021 scores ACLED sub-event types on the snippets of CASE 2021
// task 2 (`sitrep eval case2021`).
package case2021

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"sitrep/doc"
	"sitrep/eval"
	"sitrep/event"
	"sitrep/internal/datafile"
)

// Scores are the event coder's figures on CASE 2021 task 2 snippets:
// each snippet is coded as a story and its main event (the first with an
// ACLED sub-event type) gives the predicted class.
type Scores struct {
	Snippets int `json:"snippets"`
	// MacroF1 averages F1 over the 25 ACLED sub-event types. Snippets of the
	// task's five non-ACLED types count only through false positives, and a
	// snippet sitrep gives no type counts as a miss of its gold type.
	MacroF1  float64 `json:"macro_f1"`
	Accuracy float64 `json:"accuracy"`
	// PerType gives each ACLED type's gold count and F1.
	PerType map[string]TypeScore `json:"per_type"`
	// Confusions counts gold -> predicted codes of the misses, for reading
	// ("" when no ACLED event was found).
	Confusions map[string]int `json:"-"`
	// Misses lists the snippets coded wrong, in file order, for reading.
	Misses []Miss `json:"-"`
}

// Miss is one snippet coded wrong: its gold and predicted codes.
type Miss struct {
	Gold, Got, Text string
}

// TypeScore is one sub-event type's gold count and F1.
type TypeScore struct {
	N  int     `json:"n"`
	F1 float64 `json:"f1"`
}

// Snippet is one line of the task's TSV: a snippet and its gold code.
type Snippet struct {
	Line int
	Text string
	Gold string // the task's code: SUIC_BOMB, ARREST, PEACE_PROTEST, ...
}

// Read reads the task's TSV (id, EventSnippet, SubType; a header line
// first), plain or gzipped. Lines with fewer than three columns are left out.
func Read(path string) ([]Snippet, error) {
	f, err := datafile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("eval case2021: %w", err)
	}
	defer f.Close()
	var out []Snippet
	s := bufio.NewScanner(f)
	s.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for s.Scan() {
		line++
		cols := strings.Split(s.Text(), "\t")
		if line == 1 || len(cols) < 3 {
			continue
		}
		out = append(out, Snippet{Line: line, Text: cols[1], Gold: strings.TrimSpace(cols[len(cols)-1])})
	}
	if err := s.Err(); err != nil {
		return nil, fmt.Errorf("eval case2021: %s: %w", path, err)
	}
	return out, nil
}

// Score codes each snippet with p and scores the main event's ACLED
// sub-event type against the gold code.
func Score(snippets []Snippet, p eval.Annotator) (*Scores, error) {
	codeOf := map[string]string{}
	for _, c := range event.AcledCodes() {
		a, _ := event.AcledCode(c)
		codeOf[a.SubEventType] = c
	}
	sc := &Scores{PerType: map[string]TypeScore{}, Confusions: map[string]int{}}
	tp, fp, fn := map[string]int{}, map[string]int{}, map[string]int{}
	right := 0
	for _, sn := range snippets {
		gold := sn.Gold
		st := &doc.Story{ID: strconv.Itoa(sn.Line), Text: sn.Text}
		if err := p.Annotate(st); err != nil {
			return nil, fmt.Errorf("eval case2021: line %d: %w", sn.Line, err)
		}
		sc.Snippets++
		got := ""
		if k := event.MainAcled(st.Events); k >= 0 {
			got = codeOf[st.Events[k].Type.AcledSubEventType]
		}
		_, goldACLED := event.AcledCode(gold)
		switch {
		case got == gold:
			right++
			tp[gold]++
		default:
			sc.Confusions[gold+" -> "+got]++
			sc.Misses = append(sc.Misses, Miss{Gold: gold, Got: got, Text: sn.Text})
			if goldACLED {
				fn[gold]++
			}
			if got != "" {
				fp[got]++
			}
		}
	}
	var sum float64
	codes := event.AcledCodes()
	sort.Strings(codes)
	for _, c := range codes {
		_, _, f1 := eval.PRF(tp[c], tp[c]+fp[c], tp[c]+fn[c])
		sum += f1
		sc.PerType[c] = TypeScore{N: tp[c] + fn[c], F1: f1}
	}
	sc.MacroF1 = sum / float64(len(codes))
	if sc.Snippets > 0 {
		sc.Accuracy = float64(right) / float64(sc.Snippets)
	}
	return sc, nil
}

// WriteText writes the scores for a reader, one line per sub-event type.
func (sc *Scores) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%d snippets: macro-F1 over the 25 ACLED sub-event types %.3f, accuracy %.3f\n", sc.Snippets, sc.MacroF1, sc.Accuracy)
	types := make([]string, 0, len(sc.PerType))
	for k := range sc.PerType {
		types = append(types, k)
	}
	sort.Strings(types)
	for _, k := range types {
		if _, err := fmt.Fprintf(w, "  %-30s n=%3d F1 %.3f\n", k, sc.PerType[k].N, sc.PerType[k].F1); err != nil {
			return err
		}
	}
	return nil
}

// WriteMisses writes the snippets coded wrong as TSV: gold, predicted, snippet.
func (sc *Scores) WriteMisses(w io.Writer) error {
	for _, m := range sc.Misses {
		if _, err := fmt.Fprintf(w, "%s\t%s\t%s\n", m.Gold, m.Got, m.Text); err != nil {
			return err
		}
	}
	return nil
}

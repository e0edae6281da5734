package eval

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"

	"sitrep/doc"
	"sitrep/event"
)

// CaseScores are the event coder's figures on CASE 2021 task 2 snippets:
// each snippet is coded as a story and its main event (the first with an
// ACLED sub-event type) gives the predicted class.
type CaseScores struct {
	Snippets int `json:"snippets"`
	// MacroF1 averages F1 over the 25 ACLED sub-event types. Snippets of the
	// task's five non-ACLED types count only through false positives, and a
	// snippet sitrep gives no type counts as a miss of its gold type.
	MacroF1  float64 `json:"macro_f1"`
	Accuracy float64 `json:"accuracy"`
	// PerType gives each ACLED type's gold count and F1.
	PerType map[string]CaseType `json:"per_type"`
	// Confusions counts gold -> predicted codes of the misses, for reading
	// ("" when no ACLED event was found).
	Confusions map[string]int `json:"-"`
	// Misses lists the snippets coded wrong, in file order, for reading.
	Misses []CaseMiss `json:"-"`
}

// CaseMiss is one snippet coded wrong: its gold and predicted codes.
type CaseMiss struct {
	Gold, Got, Text string
}

// CaseType is one sub-event type's gold count and F1.
type CaseType struct {
	N  int     `json:"n"`
	F1 float64 `json:"f1"`
}

// ScoreCase2021 reads the task's TSV (id, EventSnippet, SubType) and codes
// each snippet with p.
func ScoreCase2021(path string, p Annotator) (*CaseScores, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("eval case2021: %w", err)
	}
	defer f.Close()
	codeOf := map[string]string{}
	for _, c := range event.AcledCodes() {
		a, _ := event.AcledCode(c)
		codeOf[a.SubEventType] = c
	}
	sc := &CaseScores{PerType: map[string]CaseType{}, Confusions: map[string]int{}}
	tp, fp, fn := map[string]int{}, map[string]int{}, map[string]int{}
	right := 0
	s := bufio.NewScanner(f)
	s.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for s.Scan() {
		line++
		cols := strings.Split(s.Text(), "\t")
		if line == 1 || len(cols) < 3 {
			continue
		}
		gold := strings.TrimSpace(cols[len(cols)-1])
		st := &doc.Story{ID: strconv.Itoa(line), Text: cols[1]}
		if err := p.Annotate(st); err != nil {
			return nil, fmt.Errorf("eval case2021: line %d: %w", line, err)
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
			sc.Misses = append(sc.Misses, CaseMiss{Gold: gold, Got: got, Text: cols[1]})
			if goldACLED {
				fn[gold]++
			}
			if got != "" {
				fp[got]++
			}
		}
	}
	if err := s.Err(); err != nil {
		return nil, fmt.Errorf("eval case2021: %s: %w", path, err)
	}
	var sum float64
	codes := event.AcledCodes()
	sort.Strings(codes)
	for _, c := range codes {
		p, r := 0.0, 0.0
		if tp[c]+fp[c] > 0 {
			p = float64(tp[c]) / float64(tp[c]+fp[c])
		}
		if tp[c]+fn[c] > 0 {
			r = float64(tp[c]) / float64(tp[c]+fn[c])
		}
		f1 := 0.0
		if p+r > 0 {
			f1 = 2 * p * r / (p + r)
		}
		sum += f1
		sc.PerType[c] = CaseType{N: tp[c] + fn[c], F1: f1}
	}
	sc.MacroF1 = sum / float64(len(codes))
	if sc.Snippets > 0 {
		sc.Accuracy = float64(right) / float64(sc.Snippets)
	}
	return sc, nil
}

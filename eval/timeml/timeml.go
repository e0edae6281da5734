// Package timeml scores the time-expression stage on TimeML documents
// (TimeBank; TempEval-3 task A), `sitrep eval timex`.
package timeml

import (
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/eval"
)

// Timex is one TIMEX3 of a TimeML document, with byte offsets into the
// document's raw text.
type Timex struct {
	doc.Span
	ID    string
	Type  string
	Value string
}

// Document is the text of a TimeML document's <TEXT> element with its
// tags removed and entities decoded, its creation time and its gold
// temporal expressions (the creation time itself excluded).
type Document struct {
	Name   string
	Text   string
	DCT    time.Time
	Timexs []Timex
}

var (
	reTimeMLTag  = regexp.MustCompile(`<(/?)([A-Za-z0-9_]+)([^>]*?)(/?)>`)
	reTimeMLAttr = regexp.MustCompile(`([A-Za-z_:]+)\s*=\s*"([^"]*)"`)
)

func timexAttrs(s string) map[string]string {
	m := map[string]string{}
	for _, a := range reTimeMLAttr.FindAllStringSubmatch(s, -1) {
		m[a[1]] = html.UnescapeString(a[2])
	}
	return m
}

// ReadFile reads one TimeML file.
func ReadFile(path string) (*Document, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read timeml: %w", err)
	}
	src := string(b)
	d := &Document{Name: filepath.Base(path)}
	for _, m := range reTimeMLTag.FindAllStringSubmatch(src, -1) {
		if m[2] != "TIMEX3" || m[1] == "/" {
			continue
		}
		a := timexAttrs(m[3])
		if a["functionInDocument"] == "CREATION_TIME" {
			v := a["value"]
			if len(v) >= 10 {
				if t, err := time.Parse("2006-01-02", v[:10]); err == nil {
					d.DCT = t
				}
			}
			break
		}
	}
	if d.DCT.IsZero() {
		return nil, fmt.Errorf("timeml %s: no creation time", path)
	}
	open := strings.Index(src, "<TEXT>")
	end := strings.Index(src, "</TEXT>")
	if open < 0 || end < open {
		return nil, fmt.Errorf("timeml %s: no <TEXT> element", path)
	}
	body := src[open+len("<TEXT>") : end]
	var text strings.Builder
	type openTimex struct {
		start int
		a     map[string]string
	}
	var stack []openTimex
	last := 0
	for _, loc := range reTimeMLTag.FindAllStringSubmatchIndex(body, -1) {
		text.WriteString(html.UnescapeString(body[last:loc[0]]))
		last = loc[1]
		name := body[loc[4]:loc[5]]
		if name != "TIMEX3" {
			continue
		}
		closing := loc[3] > loc[2]
		selfClosing := loc[9] > loc[8]
		switch {
		case closing:
			if len(stack) == 0 {
				return nil, fmt.Errorf("timeml %s: unbalanced </TIMEX3>", path)
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if o.a["functionInDocument"] == "CREATION_TIME" {
				continue
			}
			d.Timexs = append(d.Timexs, Timex{
				Span: doc.Span{Start: o.start, End: text.Len()},
				ID:   o.a["tid"], Type: o.a["type"], Value: o.a["value"],
			})
		case selfClosing: // empty TIMEX3 (a temporal function's anchor): nothing to find
		default:
			stack = append(stack, openTimex{start: text.Len(), a: timexAttrs(body[loc[6]:loc[7]])})
		}
	}
	text.WriteString(html.UnescapeString(body[last:]))
	d.Text = text.String()
	// Gold spans sometimes start or end on a space; trim them to the words.
	for i := range d.Timexs {
		s := &d.Timexs[i].Span
		for s.Start < s.End && timexSpace(d.Text[s.Start]) {
			s.Start++
		}
		for s.End > s.Start && timexSpace(d.Text[s.End-1]) {
			s.End--
		}
	}
	return d, nil
}

func timexSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// Scores is the TempEval-3 task A score of a temporal tagger.
type Scores struct {
	Docs             int     `json:"docs"`
	Gold             int     `json:"gold"`
	System           int     `json:"system"`
	StrictPrecision  float64 `json:"strict_precision"`
	StrictRecall     float64 `json:"strict_recall"`
	StrictF1         float64 `json:"strict_f1"`
	RelaxedPrecision float64 `json:"relaxed_precision"`
	RelaxedRecall    float64 `json:"relaxed_recall"`
	RelaxedF1        float64 `json:"relaxed_f1"`
	Matched          int     `json:"matched"`        // relaxed-matched pairs
	ValueAccuracy    float64 `json:"value_accuracy"` // correct values / matched
	ValueF1          float64 `json:"value_f1"`       // relaxed F1 × value accuracy
	TypeAccuracy     float64 `json:"type_accuracy"`
	TypeF1           float64 `json:"type_f1"`

	// Errors lists misses, false alarms and wrong values, for reading.
	Errors []string `json:"-"`
}

// Read reads every .tml file in dir, in name order.
func Read(dir string) ([]*Document, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.tml"))
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", dir, err)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no .tml files in %s", dir)
	}
	sort.Strings(names)
	var docs []*Document
	for _, n := range names {
		d, err := ReadFile(n)
		if err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
	return docs, nil
}

// Score runs an (the text and when stages, say) over each document as a
// story published at its creation time and scores the time expressions as
// TempEval-3 task A does: strict (same span) and relaxed (overlapping span)
// precision, recall and F1, and for the attributes, accuracy over
// relaxed-matched pairs times relaxed F1.
func Score(docs []*Document, an eval.Annotator) (*Scores, error) {
	s := &Scores{Docs: len(docs)}
	var strictSys, strictGold, relSys, relGold, valOK, typeOK int
	for _, d := range docs {
		st := &doc.Story{Text: d.Text, Published: d.DCT}
		if err := an.Annotate(st); err != nil {
			return nil, fmt.Errorf("%s: %w", d.Name, err)
		}
		sys := st.Timexes
		s.Gold += len(d.Timexs)
		s.System += len(sys)
		goldUsed := make([]bool, len(d.Timexs))
		for _, x := range sys {
			exact, over := false, false
			for _, g := range d.Timexs {
				if g.Span == x.Span {
					exact = true
				}
				if g.Start < x.End && x.Start < g.End {
					over = true
				}
			}
			if exact {
				strictSys++
			}
			if over {
				relSys++
			} else {
				s.Errors = append(s.Errors, fmt.Sprintf("%s\tFALSE\t%q\t%s\t%s\t%s", d.Name, d.Text[x.Start:x.End], x.Type, x.Value, timexContext(d.Text, x.Span)))
			}
		}
		for gi, g := range d.Timexs {
			exact, over := false, -1
			for si, x := range sys {
				if g.Span == x.Span {
					exact = true
				}
				if over < 0 && g.Start < x.End && x.Start < g.End {
					over = si
				}
			}
			if exact {
				strictGold++
			}
			if over < 0 {
				s.Errors = append(s.Errors, fmt.Sprintf("%s\tMISS\t%q\t%s\t%s\t%s", d.Name, d.Text[g.Start:g.End], g.Type, g.Value, timexContext(d.Text, g.Span)))
				continue
			}
			relGold++
			goldUsed[gi] = true
			x := sys[over]
			if !exact {
				s.Errors = append(s.Errors, fmt.Sprintf("%s\tSPAN\tgold %q\tsys %q", d.Name, d.Text[g.Start:g.End], d.Text[x.Start:x.End]))
			}
			s.Matched++
			if x.Value == g.Value {
				valOK++
			} else {
				s.Errors = append(s.Errors, fmt.Sprintf("%s\tVALUE\t%q\tgold %s %s\tsys %q %s %s\tdct %s\t%s", d.Name, d.Text[g.Start:g.End], g.Type, g.Value, d.Text[x.Start:x.End], x.Type, x.Value, d.DCT.Format("2006-01-02 Mon"), timexContext(d.Text, g.Span)))
			}
			if x.Type == g.Type {
				typeOK++
			}
		}
	}
	s.StrictPrecision, s.StrictRecall, s.StrictF1 = eval.PRFSplit(strictSys, s.System, strictGold, s.Gold)
	s.RelaxedPrecision, s.RelaxedRecall, s.RelaxedF1 = eval.PRFSplit(relSys, s.System, relGold, s.Gold)
	if s.Matched > 0 {
		s.ValueAccuracy = float64(valOK) / float64(s.Matched)
		s.TypeAccuracy = float64(typeOK) / float64(s.Matched)
	}
	s.ValueF1 = s.RelaxedF1 * s.ValueAccuracy
	s.TypeF1 = s.RelaxedF1 * s.TypeAccuracy
	return s, nil
}

// WriteText writes the scores for a reader.
func (s *Scores) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "documents %d, gold %d, system %d, matched %d\n", s.Docs, s.Gold, s.System, s.Matched)
	fmt.Fprintf(w, "strict   P %.3f  R %.3f  F1 %.3f\n", s.StrictPrecision, s.StrictRecall, s.StrictF1)
	fmt.Fprintf(w, "relaxed  P %.3f  R %.3f  F1 %.3f\n", s.RelaxedPrecision, s.RelaxedRecall, s.RelaxedF1)
	fmt.Fprintf(w, "value    accuracy %.3f  F1 %.3f\n", s.ValueAccuracy, s.ValueF1)
	_, err := fmt.Fprintf(w, "type     accuracy %.3f  F1 %.3f\n", s.TypeAccuracy, s.TypeF1)
	return err
}

// timexContext returns up to 60 bytes either side of sp, on one line.
func timexContext(text string, sp doc.Span) string {
	a, b := max(0, sp.Start-60), min(len(text), sp.End+60)
	for a > 0 && a < len(text) && text[a]&0xC0 == 0x80 {
		a--
	}
	for b < len(text) && text[b]&0xC0 == 0x80 {
		b++
	}
	return strings.Join(strings.Fields(text[a:sp.Start]+"[["+text[sp.Start:sp.End]+"]]"+text[sp.End:b]), " ")
}

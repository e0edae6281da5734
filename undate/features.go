// Package undate is the pipeline stage that leaves undated the coded events
// a coder would leave undated: background told in passing (a conviction, a
// deal brokered before, an accusation), which the event stage dates by the
// story's or a nearby sentence's day. A logistic regression learnt from the
// article gold (docs/MODELS.md, Undated background) decides from features
// of the event's time, grammar and place in the story.
package undate

import (
	"strconv"
	"strings"
	"time"

	"sitrep/doc"
)

// story indexes a story once for the features of all its events.
type story struct {
	st *doc.Story
	// para[s] is the paragraph of sentence s: a new one begins where a
	// line break lies between two sentences.
	para []int
	// olderYear: a time expression of the story names a year before the
	// publication's.
	olderYear bool
	// lede is the set of categories of events whose trigger lies in the
	// first two sentences; count how many events each category has.
	lede  map[string]bool
	count map[string]int
	// textDated maps a category to the dates its events take from their
	// own sentence; sentText marks sentences holding such an event.
	textDated map[string]map[string]bool
	sentText  map[int]bool
}

func newStory(st *doc.Story) *story {
	s := &story{st: st, para: make([]int, len(st.Sentences)), lede: map[string]bool{}, count: map[string]int{},
		textDated: map[string]map[string]bool{}, sentText: map[int]bool{}}
	for k := 1; k < len(st.Sentences); k++ {
		s.para[k] = s.para[k-1]
		if strings.Contains(st.Text[st.Sentences[k-1].End:st.Sentences[k].Start], "\n") {
			s.para[k]++
		}
	}
	for _, tx := range st.Timexes {
		if y, ok := year(tx.Value); ok && !st.Published.IsZero() && y < st.Published.Year() {
			s.olderYear = true
		}
	}
	for k := range st.Events {
		e := &st.Events[k]
		c := e.Type.Plover
		s.count[c]++
		if s.sentence(e.Trigger) < 2 {
			s.lede[c] = true
		}
		if e.Time != nil && e.Time.ResolvedFrom == "text" {
			if s.textDated[c] == nil {
				s.textDated[c] = map[string]bool{}
			}
			s.textDated[c][e.Time.Date] = true
			s.sentText[s.sentence(e.Trigger)] = true
		}
	}
	return s
}

// year returns the year a TIMEX3 date value begins with.
func year(v string) (int, bool) {
	if len(v) < 4 {
		return 0, false
	}
	y, err := strconv.Atoi(v[:4])
	return y, err == nil
}

// sentence returns the index of the sentence holding sp, or -1.
func (s *story) sentence(sp doc.Span) int {
	for k, sn := range s.st.Sentences {
		if sn.Contains(sp) {
			return k
		}
	}
	return -1
}

// head returns the token of span sp whose head lies outside it (its
// syntactic head), or -1 when no token lies in it.
func (s *story) head(sp doc.Span) int {
	first := -1
	for i, t := range s.st.Tokens {
		if !sp.Contains(t.Span) {
			continue
		}
		if first < 0 {
			first = i
		}
		if h := t.Head; h < 0 || h >= len(s.st.Tokens) || !sp.Contains(s.st.Tokens[h].Span) {
			return i
		}
	}
	return first
}

// Features returns the features of each of the story's events that has a
// date, nil for the others: what the model reads to decide whether a
// coder would leave it undated.
func Features(st *doc.Story) [][]string {
	s := newStory(st)
	out := make([][]string, len(st.Events))
	for k := range st.Events {
		if st.Events[k].Time != nil {
			out[k] = s.features(&st.Events[k])
		}
	}
	return out
}

// features lists one dated event's features: its time, category, grammar
// and standing in the story.
func (s *story) features(e *doc.Event) []string {
	f := []string{"bias", "from=" + e.Time.ResolvedFrom, "cat=" + e.Type.Plover, "prec=" + e.Time.Precision,
		"from+cat=" + e.Time.ResolvedFrom + "|" + e.Type.Plover, "lag=" + s.lag(e.Time.Date)}
	sent := s.sentence(e.Trigger)
	f = append(f, "sent="+bucket(sent), "para="+bucket(s.paraOf(sent)))
	if len(e.Mentions) > 1 {
		f = append(f, "merged")
	}
	f = append(f, s.standing(e, sent)...)
	if i := s.head(e.Trigger); i >= 0 {
		f = append(f, s.grammar(i)...)
	}
	return append(f, s.sentenceWords(sent)...)
}

// paraOf returns sentence k's paragraph, -1 for none.
func (s *story) paraOf(k int) int {
	if k < 0 {
		return -1
	}
	return s.para[k]
}

// bucket names a position: 0, 1, 2-3, 4-7 or 8+ (and none for -1).
func bucket(k int) string {
	switch {
	case k < 0:
		return "none"
	case k <= 1:
		return strconv.Itoa(k)
	case k <= 3:
		return "2-3"
	case k <= 7:
		return "4-7"
	}
	return "8+"
}

// lag names how far date v lies before publication: same day, the day
// before, the week, the month, the year, older, after, or unknown.
func (s *story) lag(v string) string {
	pub := s.st.Published
	if pub.IsZero() || len(v) < 4 {
		return "unknown"
	}
	t, err := time.Parse("2006-01-02", v[:min(len(v), 10)])
	if err != nil {
		if y, ok := year(v); ok && y < pub.Year() {
			return "older-year"
		}
		return "coarse"
	}
	// The publication's calendar day where it was published, as the time
	// stage resolves dates against it; Truncate would take the UTC day.
	day := time.Date(pub.Year(), pub.Month(), pub.Day(), 0, 0, 0, 0, time.UTC)
	switch d := int(day.Sub(t).Hours() / 24); {
	case d < 0:
		return "after"
	case d == 0:
		return "same"
	case d == 1:
		return "day-before"
	case d <= 7:
		return "week"
	case d <= 31:
		return "month"
	case d <= 366:
		return "year"
	}
	return "older"
}

// standing lists what the rest of the story says of the event: its
// category told in the lede, the story's commonest or only category,
// another event of its category dated by its own text on another day,
// another event of its sentence dated by its text, an older year named.
func (s *story) standing(e *doc.Event, sent int) []string {
	var f []string
	c := e.Type.Plover
	if s.lede[c] {
		f = append(f, "cat-in-lede")
	}
	most := true
	for o, n := range s.count {
		if o != c && n >= s.count[c] {
			most = false
		}
	}
	if most {
		f = append(f, "commonest")
	}
	if len(s.count) == 1 {
		f = append(f, "only-cat")
	}
	for d := range s.textDated[c] {
		if d != e.Time.Date {
			f = append(f, "cat-text-other-day")
			break
		}
	}
	if e.Time.ResolvedFrom != "text" && s.sentText[sent] {
		f = append(f, "sentence-text-dated")
	}
	if s.olderYear {
		f = append(f, "story-older-year")
	}
	return f
}

// Package export writes coded stories out: the event record as JSON Lines
// (docs/SCHEMA.md) and a plain-text table an analyst can read; and, from the
// store, the formats analysts load into their own tools (ACLED CSV,
// GDELT-style TSV, PLOVER JSON, GeoJSON, JSON Lines), one row per incident
// or per story event (Write, NewEncoder).
package export

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"sitrep/doc"
)

// Coder is stamped on every event written.
type Coder = doc.Coder

// Stamp fills the fields of st's events that depend on the story and the
// coder: story ID, event IDs (story ID and ordinal) and coder version.
func Stamp(st *doc.Story, c Coder) {
	for i := range st.Events {
		e := &st.Events[i]
		e.StoryID = st.ID
		e.ID = fmt.Sprintf("%s-%d", st.ID, i+1)
		e.Coder = c
		if e.Claims == nil {
			e.Claims = []doc.Claim{}
		}
		if e.Evidence == nil {
			e.Evidence = []doc.Span{}
		}
	}
}

// JSONL writes one JSON object per event of st.
func JSONL(w io.Writer, st *doc.Story) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range st.Events {
		if err := enc.Encode(&st.Events[i]); err != nil {
			return fmt.Errorf("story %s: %w", st.ID, err)
		}
	}
	return nil
}

// tableHeading writes the two lines above a story's table: its ID, date and
// title, then how much the pipeline found in it.
func tableHeading(w io.Writer, st *doc.Story) {
	pub := "date unknown"
	if !st.Published.IsZero() {
		pub = "published " + st.Published.Format("2006-01-02")
	}
	title := st.Title
	if title == "" {
		title = firstWords(st.Text, 60)
	}
	fmt.Fprintf(w, "== %s (%s): %q\n", st.ID, pub, title)
	fmt.Fprintf(w, "   %s, %s, %s, %s, %s, %s\n",
		Count(len(st.Sentences), "sentence", "sentences"), Count(len(st.Tokens), "token", "tokens"),
		Count(len(st.Mentions), "entity mention", "entity mentions"), Count(len(st.Timexes), "time expression", "time expressions"),
		Count(len(st.Places), "place", "places"), Count(len(st.Events), "event", "events"))
}

// Count returns n with the noun that agrees with it: "1 place", "0 places",
// "2 places". Nouns are given in both forms because English plurals are
// irregular ("story", "stories").
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Table writes a readable summary of st: a heading, then one row per event.
func Table(w io.Writer, st *doc.Story) error {
	tableHeading(w, st)
	if len(st.Events) == 0 {
		fmt.Fprintln(w)
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "   #\tDATE\tEVENT\tACTOR\tTARGET\tPLACE\tKILLED\tINJURED\tARRESTED\tSAYS WHO")
	for i, e := range st.Events {
		kind := e.Type.Plover
		if e.Type.Mode != "" {
			kind += "/" + e.Type.Mode
		}
		for _, f := range []struct {
			on   bool
			text string
		}{{e.Aux.Historical, " (past)"}, {e.Aux.Future, " (future)"}, {e.Aux.Hypothetical, " (if)"}} {
			if f.on {
				kind += f.text
			}
		}
		if e.Aux.Negated {
			kind = "not " + kind
		}
		var date, place string
		if e.Time != nil {
			date = e.Time.Date
		}
		if e.Place != nil {
			place = e.Place.Name
			if e.Place.Country != "" {
				place += ", " + e.Place.Country
			}
		}
		var says []string
		for _, c := range e.Claims {
			s := fmt.Sprintf("%s (%s", c.Claimant.Text, strings.ReplaceAll(c.Kind, "_", " "))
			if c.Says.Killed != nil {
				s += fmt.Sprintf(", %d killed", *c.Says.Killed)
			}
			says = append(says, s+")")
		}
		fmt.Fprintf(tw, "   %d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", i+1, dash(date), kind, party(e.Actor), party(e.Target),
			dash(place), dash(countText(e.Killed)), dash(countText(e.Injured)), dash(countText(e.Arrested)), dash(strings.Join(says, "; ")))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return nil
}

func party(p *doc.Party) string {
	if p == nil {
		return "unidentified"
	}
	s := p.Text
	var code []string
	for _, c := range []string{p.Country, string(p.Sector)} {
		if c != "" {
			code = append(code, c)
		}
	}
	if len(code) > 0 {
		s += " [" + strings.Join(code, " ") + "]"
	}
	return s
}

func countText(c *doc.Count) string {
	switch {
	case c == nil:
		return ""
	case c.Low == c.High:
		return fmt.Sprint(c.Best)
	case c.High > c.Low:
		return fmt.Sprintf("%d (%d-%d)", c.Best, c.Low, c.High)
	}
	return fmt.Sprintf("%d (at least %d)", c.Best, c.Low)
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func firstWords(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut <= 0 {
		cut = n
	}
	return s[:cut] + "..."
}

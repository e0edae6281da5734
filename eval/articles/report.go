package articles

import (
	"fmt"
	"io"
	"strings"

	"sitrep/doc"
)

// WriteText writes the scores as a short text report.
func WriteText(w io.Writer, sc *Scores) {
	fmt.Fprintf(w, "%d articles, %d gold events, %d predicted (%d more flagged negated or hypothetical)\n",
		sc.Articles, sc.Gold, sc.Predicted, sc.LeftOut)
	fmt.Fprintf(w, "matched %d, duplicates %d, spurious %d\n", sc.Matched, sc.Duplicates, sc.Spurious)
	fmt.Fprintf(w, "precision %.3f  recall %.3f  F1 %.3f\n\n", sc.Precision, sc.Recall, sc.F1)
	fmt.Fprintf(w, "%-9s %5s %5s\n", "field", "right", "n")
	for _, f := range Fields {
		fmt.Fprintf(w, "%-9s %5.3f %5d\n", f, sc.Field(f), sc.FieldN[f])
	}
	fmt.Fprintf(w, "%-9s %5.3f %5d\n", "fully", sc.FullyRight, sc.Matched)
}

// WriteList writes one line per event that is not fully right: the gold
// event's category, evidence start and fields, and what was coded.
func WriteList(w io.Writer, arts []Article, detail []Outcome) {
	text := map[string]string{}
	gold := map[string][]Event{}
	for _, a := range arts {
		text[a.Source+" "+a.ID] = a.Text
		gold[a.Source+" "+a.ID] = a.Events
	}
	fmt.Fprintln(w)
	for _, o := range detail {
		if o.Status == "matched" && len(o.Wrong) == 0 {
			continue
		}
		line := o.Article + "  " + o.Status
		if o.Gold >= 0 {
			g := gold[o.Article][o.Gold]
			line += fmt.Sprintf("  gold #%d %s @%d%s", o.Gold, g.Plover, g.Evidence[0][0], goldFields(&g))
		}
		if o.Pred != nil {
			e := o.Pred
			line += fmt.Sprintf("  coded %s %q @%d", e.Type.Plover, snippet(text[o.Article], e.Trigger), e.Trigger.Start)
			if e.Actor != nil {
				line += fmt.Sprintf(" actor=%q", e.Actor.Text)
			}
			if e.Target != nil {
				line += fmt.Sprintf(" target=%q", e.Target.Text)
			}
			if e.Place != nil {
				line += fmt.Sprintf(" place=%s/%s", e.Place.Name, e.Place.Country)
			}
			if e.Time != nil {
				line += " date=" + e.Time.Date
			}
			line += codedCounts(e)
		}
		if o.Status == "duplicate" {
			line += fmt.Sprintf("  retells gold #%d", o.Retells)
		}
		if len(o.Wrong) > 0 {
			line += "  wrong: " + strings.Join(o.Wrong, ",")
		}
		fmt.Fprintln(w, line)
	}
}

// goldFields formats the gold event's fields a listing compares: the first
// name of each party, the place, the date and the counts.
func goldFields(g *Event) string {
	var b strings.Builder
	for _, p := range []struct {
		name  string
		party *Party
	}{{"actor", g.Actor}, {"target", g.Target}} {
		if p.party != nil && len(p.party.Names) > 0 {
			fmt.Fprintf(&b, " %s=%q", p.name, p.party.Names[0])
		}
	}
	if g.Place != nil {
		fmt.Fprintf(&b, " place=%s/%s", g.Place.Name, g.Place.Country)
	}
	if g.Date != nil {
		b.WriteString(" date=" + g.Date.Value)
	}
	for _, c := range []struct {
		name string
		n    *int
	}{{"killed", g.Killed}, {"injured", g.Injured}, {"arrested", g.Arrested}} {
		if c.n != nil {
			fmt.Fprintf(&b, " %s=%d", c.name, *c.n)
		}
	}
	return b.String()
}

// codedCounts formats the coded event's positive counts as goldFields does
// the gold's, so a listing shows what a wrong count was coded as.
func codedCounts(e *doc.Event) string {
	var b strings.Builder
	for _, c := range []struct {
		name string
		n    *doc.Count
	}{{"killed", e.Killed}, {"injured", e.Injured}, {"arrested", e.Arrested}} {
		if positive(c.n) {
			fmt.Fprintf(&b, " %s=%d", c.name, c.n.Best)
		}
	}
	return b.String()
}

// snippet returns the text at sp, or "" when sp lies outside it.
func snippet(text string, sp doc.Span) string {
	if sp.Start < 0 || sp.End > len(text) || sp.End < sp.Start {
		return ""
	}
	return text[sp.Start:sp.End]
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/internal/datafile"
	"sitrep/pipeline"
)

const articlesHelp = `The gold (docs/QUALITY.md, "Article gold") names each article by its data
file, relative to the shared data directory, and its id; the texts are read
from there. Each article is coded as one story published on its gold date.
A predicted event matches a gold event of the same article when their
evidence sentences overlap and their categories agree (ASSAULT and FIGHT
agree; a gold event may list further categories). Matching is one to one,
most shared text first; a predicted event that meets only gold events
matched already is a duplicate. precision = matched / predicted, leaving
out events flagged negated or hypothetical; recall = matched / gold.
Fields are scored on matches; fully_right = matches with every field right.
`

func evalArticles(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval articles --gold FILE [--half tune|check] [--data DIR] [--list] [--json]", stderr)
	goldPath := fs.String("gold", "", "article gold `FILE` (JSON Lines, one article per line)")
	half := fs.String("half", "", "score only this `half` of the gold: tune or check")
	dataDir := fs.String("data", "", "shared data `DIR` the gold's paths are relative to (default $SITREP_SHARED/data, else ../shared/data beside the module)")
	list := fs.Bool("list", false, "list every missed, duplicate, spurious and part-wrong event")
	asJSON := fs.Bool("json", false, "print one JSON object")
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, "\n"+articlesHelp)
	}
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval articles: --gold is required: %w", errUsage)
	}
	arts, err := loadArticleGold(*goldPath, *half, *dataDir)
	if err != nil {
		return err
	}
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	pred, err := codeArticles(p, arts)
	if err != nil {
		return err
	}
	sc := articles.Score(arts, pred)
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	printArticleScores(stdout, sc)
	if *list {
		listOutcomes(stdout, arts, sc.Detail)
	}
	return nil
}

// loadArticleGold reads the article gold, keeps the given half ("" for
// all) and reads each article's text from the shared data directory
// (dataDir, else the default one).
func loadArticleGold(goldPath, half, dataDir string) ([]articles.Article, error) {
	arts, err := articles.ReadGold(goldPath)
	if err != nil {
		return nil, err
	}
	if arts, err = articles.Select(arts, half); err != nil {
		return nil, fmt.Errorf("--half: %v: %w", err, errUsage)
	}
	dir := dataDir
	if dir == "" {
		var ok bool
		if dir, ok = datafile.SharedDir(); !ok {
			if dir == "" {
				dir = "../shared/data beside the module root (no go.mod above the working directory)"
			}
			return nil, fmt.Errorf("eval articles: shared data directory %s not found: give --data DIR or set SITREP_SHARED", dir)
		}
	}
	if err := articles.LoadTexts(dir, arts); err != nil {
		return nil, err
	}
	return arts, nil
}

// codeArticles runs pipeline p over the articles and returns each one's
// events.
func codeArticles(p *pipeline.Pipeline, arts []articles.Article) ([][]doc.Event, error) {
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, err
	}
	out := make([][]doc.Event, len(stories))
	for i, st := range stories {
		out[i] = st.Events
	}
	return out, nil
}

// codeStories runs pipeline p over the articles, each as one story
// published on its gold date, and returns the coded stories in order.
func codeStories(p *pipeline.Pipeline, arts []articles.Article) ([]*doc.Story, error) {
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for i := range arts {
			in <- &doc.Story{ID: fmt.Sprint(i), Text: arts[i].Text, Published: arts[i].PublishedTime()}
		}
	}()
	out := make([]*doc.Story, 0, len(arts))
	err := p.Run(runtime.GOMAXPROCS(0), in, func(st *doc.Story, err error) error {
		if err != nil {
			a := arts[len(out)]
			return fmt.Errorf("%s %s: %w", a.Source, a.ID, err)
		}
		out = append(out, st)
		return nil
	})
	return out, err
}

func printArticleScores(w io.Writer, sc *articles.Scores) {
	fmt.Fprintf(w, "%d articles, %d gold events, %d predicted (%d more flagged negated or hypothetical)\n",
		sc.Articles, sc.Gold, sc.Predicted, sc.LeftOut)
	fmt.Fprintf(w, "matched %d, duplicates %d, spurious %d\n", sc.Matched, sc.Duplicates, sc.Spurious)
	fmt.Fprintf(w, "precision %.3f  recall %.3f  F1 %.3f\n\n", sc.Precision, sc.Recall, sc.F1)
	fmt.Fprintf(w, "%-9s %5s %5s\n", "field", "right", "n")
	for _, f := range articles.Fields {
		fmt.Fprintf(w, "%-9s %5.3f %5d\n", f, sc.Field(f), sc.FieldN[f])
	}
	fmt.Fprintf(w, "%-9s %5.3f %5d\n", "fully", sc.FullyRight, sc.Matched)
}

// listOutcomes prints one line per event that is not fully right: the
// gold event's category, evidence start and fields, and what was coded.
func listOutcomes(w io.Writer, arts []articles.Article, detail []articles.Outcome) {
	text := map[string]string{}
	gold := map[string][]articles.Event{}
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
		}
		if len(o.Wrong) > 0 {
			line += "  wrong: " + strings.Join(o.Wrong, ",")
		}
		fmt.Fprintln(w, line)
	}
}

// goldFields formats the gold event's fields a listing compares: the first
// name of each party, the place, the date and the counts.
func goldFields(g *articles.Event) string {
	var b strings.Builder
	for _, p := range []struct {
		name  string
		party *articles.Party
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

func snippet(text string, sp doc.Span) string {
	if sp.Start < 0 || sp.End > len(text) || sp.End < sp.Start {
		return ""
	}
	return text[sp.Start:sp.End]
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"

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

--why codes the articles a second time without the event filter (and the
stages after it) and sorts each missed gold event by cause: filtered (an
unfiltered event matches it: the filter dropped it), taken (an unfiltered
event of its category tells its sentences but matched another gold event),
flagged (its category's only events there are flagged negated or
hypothetical by the event stage, which the scorer leaves out),
other_category (only events of other categories tell its sentences), and
no_candidate (no event tells its sentences), each with its count per
gold category.
`

func evalArticles(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval articles --gold FILE [--half tune|check] [--data DIR] [--list] [--why] [--json]", stderr)
	goldPath := fs.String("gold", "", "article gold `FILE` (JSON Lines, one article per line)")
	half := fs.String("half", "", "score only this `half` of the gold: tune or check")
	dataDir := fs.String("data", "", "shared data `DIR` the gold's paths are relative to (default $SITREP_SHARED/data, else ../shared/data beside the module)")
	list := fs.Bool("list", false, "list every missed, duplicate, spurious and part-wrong event")
	asJSON := fs.Bool("json", false, "print one JSON object")
	why := fs.Bool("why", false, "also code the articles without the event filter and count the missed gold events by cause (text report only); with --list, also list the misses filtered, taken or told as another category with the events telling them")
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
	if *why && *asJSON {
		return fmt.Errorf("eval articles: --why writes a text table, not JSON: give one of --why and --json: %w", errUsage)
	}
	arts, err := loadArticleGold(*goldPath, *half, *dataDir)
	if err != nil {
		return err
	}
	p, err := defaultPipeline()
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
	articles.WriteText(stdout, sc)
	if *list {
		articles.WriteList(stdout, arts, sc.Detail)
	}
	if *why {
		return writeMissCauses(stdout, arts, pred, *list)
	}
	return nil
}

// writeMissCauses codes the articles again without the event filter and
// writes why each gold event pred missed was missed (articles.MissCauses);
// with list, also the events telling each miss a second event may have
// taken (articles.WriteMissList).
func writeMissCauses(w io.Writer, arts []articles.Article, pred [][]doc.Event, list bool) error {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		return fmt.Errorf("eval articles --why: %w", err)
	}
	unfiltered, err := codeArticles(p, arts)
	if err != nil {
		return fmt.Errorf("eval articles --why: %w", err)
	}
	articles.WriteMissCauses(w, articles.MissCauses(arts, pred, unfiltered))
	if list {
		articles.WriteMissList(w, arts, pred, unfiltered)
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

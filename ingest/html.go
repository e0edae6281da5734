package ingest

import (
	"fmt"
	"io"

	"sitrep/doc"
	"sitrep/page"
)

// readPage reads a saved web page as one story: the article's main text,
// without the page's navigation, adverts and comments, as 'sitrep ingest
// URL' reads a fetched one. The page's title and date fill the story's;
// opt.Published, when given, wins over the page's date. A page without
// an article fails, since coding its menus and links would give noise.
func readPage(name, id string, r io.Reader, opt Options, fn func(Item) error) error {
	data, err := io.ReadAll(io.LimitReader(r, opt.MaxBytes+1))
	if err != nil {
		return fn(Item{Origin: name, Err: describe(err)})
	}
	if int64(len(data)) > opt.MaxBytes {
		return fn(Item{Origin: name, Err: fmt.Errorf("web page over the %s limit for one story (raise --max-bytes)", size(opt.MaxBytes))})
	}
	a, err := page.Extract(data, "", "")
	if err != nil { // page.ErrNoArticle for an index or a stub
		return fn(Item{Origin: name, Err: fmt.Errorf("saved web page: %w", err)})
	}
	published := opt.Published
	if published.IsZero() && !a.Published.IsZero() {
		published = midnight(a.Published)
	}
	source := a.Source
	if source == "" {
		source = name
	}
	st := &doc.Story{ID: id, Title: a.Title, Text: a.Text, Published: published, Source: source}
	if id == "" {
		st.ID = contentID(a.Text)
	}
	return fn(Item{Origin: name, Story: st})
}

package feed

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"net/url"
	"strings"
	"time"

	trafilatura "github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"

	"sitrep/decode"
	"sitrep/doc"
)

// MinWords is the fewest words a page's main text must have to count as an
// article; index pages and stubs give less.
const MinWords = 40

// ErrNoArticle is wrapped by the error for a page without an article.
var ErrNoArticle = errors.New("no article in the page")

// Article is the story a page holds.
type Article struct {
	URL       string
	Title     string
	Text      string
	Source    string // the site's name, else its host
	Published time.Time
}

// ExtractArticle finds the article in an HTML page fetched from pageURL
// with the given Content-Type ("" when unknown): its main text without
// navigation, adverts or comments, its title, date and site.
func ExtractArticle(data []byte, contentType, pageURL string) (*Article, error) {
	if mt, _, err := mime.ParseMediaType(contentType); err == nil && mt != "text/html" && mt != "application/xhtml+xml" {
		return nil, fmt.Errorf("not HTML (%s)", mt)
	}
	text, err := decode.Text(data, contentType)
	if err != nil {
		return nil, err
	}
	root, err := html.Parse(strings.NewReader(text))
	if err != nil {
		return nil, fmt.Errorf("parse HTML: %w", err)
	}
	opts := trafilatura.Options{ExcludeComments: true, EnableFallback: true}
	if u, err := url.Parse(pageURL); err == nil && u.Host != "" {
		opts.OriginalURL = u
	}
	res, err := trafilatura.ExtractDocument(root, opts)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoArticle, err)
	}
	body := strings.TrimSpace(res.ContentText)
	if n := len(strings.Fields(body)); n < MinWords {
		return nil, fmt.Errorf("%w (%d words of main text)", ErrNoArticle, n)
	}
	a := &Article{URL: pageURL, Title: strings.TrimSpace(res.Metadata.Title), Text: body,
		Source: strings.TrimSpace(res.Metadata.Sitename), Published: res.Metadata.Date}
	if a.Source == "" {
		a.Source = res.Metadata.Hostname
	}
	if a.Source == "" && opts.OriginalURL != nil {
		a.Source = opts.OriginalURL.Hostname()
	}
	return a, nil
}

// Story returns the article as a story to code, named by a hash of its
// text so the same article fetched twice is the same story.
func (a *Article) Story() *doc.Story {
	h := sha256.Sum256([]byte(a.Text))
	published := a.Published
	if !published.IsZero() {
		published = time.Date(published.Year(), published.Month(), published.Day(), 0, 0, 0, 0, time.UTC)
	}
	return &doc.Story{ID: hex.EncodeToString(h[:8]), Title: a.Title, Text: a.Text, URL: a.URL, Source: a.Source, Published: published}
}

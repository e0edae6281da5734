// Package page finds the article in an HTML page, fetched or saved: its
// main text without navigation, adverts or comments, its title, date and
// site. It reads bytes only; fetching is package feed's.
package page

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"net/url"
	"strings"
	"time"

	readability "codeberg.org/readeck/go-readability/v2"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

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

// Extract finds the article in an HTML page fetched from pageURL
// with the given Content-Type ("" when unknown): its main text without
// navigation, adverts or comments, its title, date and site.
func Extract(data []byte, contentType, pageURL string) (*Article, error) {
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
	published := pageDate(root) // before the tree is pruned
	prune(root)
	var base *url.URL
	if u, err := url.Parse(pageURL); err == nil && u.Host != "" {
		base = u
	}
	res, err := readability.FromDocument(root, base)
	if err != nil || res.Node == nil {
		return nil, fmt.Errorf("%w: %v", ErrNoArticle, err)
	}
	var b strings.Builder
	if err := res.RenderText(&b); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoArticle, err)
	}
	body := strings.TrimSpace(b.String())
	if n := len(strings.Fields(body)); n < MinWords {
		return nil, fmt.Errorf("%w (%d words of main text)", ErrNoArticle, n)
	}
	a := &Article{URL: pageURL, Title: strings.TrimSpace(res.Title()), Text: body, Source: strings.TrimSpace(res.SiteName()), Published: published}
	if t, err := res.PublishedTime(); err == nil {
		a.Published = t
	}
	if a.Source == "" && base != nil {
		a.Source = base.Hostname()
	}
	return a, nil
}

// boilerplate are the words of class and id names that mark blocks around
// an article, not in it: adverts, sign-up boxes, sharing buttons, cookie
// banners, links to other stories and comments. Readability drops such
// blocks only when they compete with the article, not inside it.
var boilerplate = map[string]bool{"ad": true, "ads": true, "advert": true, "advertisement": true, "sponsored": true,
	"newsletter": true, "signup": true, "promo": true, "share": true, "social": true, "cookie": true,
	"consent": true, "related": true, "comment": true, "comments": true, "trending": true, "subscribe": true}

// prune removes the elements whose class or id names boilerplate.
func prune(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.Type == html.ElementNode && isBoilerplate(c) {
			n.RemoveChild(c)
		} else {
			prune(c)
		}
		c = next
	}
}

func isBoilerplate(n *html.Node) bool {
	for _, at := range n.Attr {
		if at.Key != "class" && at.Key != "id" {
			continue
		}
		words := strings.FieldsFunc(strings.ToLower(at.Val), func(r rune) bool { return r == ' ' || r == '-' || r == '_' })
		for _, w := range words {
			if boilerplate[w] {
				return true
			}
		}
	}
	return false
}

// dateMeta are the meta tags (name or property) that news sites put a
// publication date in, besides those readability reads.
var dateMeta = map[string]bool{"date": true, "dc.date": true, "dcterms.date": true, "dc.date.issued": true,
	"pubdate": true, "publish-date": true, "article:published_time": true, "og:published_time": true}

// pageDate returns the first publication date a meta tag or a <time
// datetime> element gives; zero when none parses.
func pageDate(n *html.Node) time.Time {
	if n.Type == html.ElementNode {
		var key, value string
		for _, at := range n.Attr {
			switch {
			case n.DataAtom == atom.Meta && (at.Key == "name" || at.Key == "property"):
				key = strings.ToLower(at.Val)
			case n.DataAtom == atom.Meta && at.Key == "content":
				value = at.Val
			case n.DataAtom == atom.Time && at.Key == "datetime":
				key, value = "date", at.Val
			}
		}
		if dateMeta[key] {
			for _, layout := range []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02"} {
				if t, err := time.Parse(layout, strings.TrimSpace(value)); err == nil {
					return t
				}
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if t := pageDate(c); !t.IsZero() {
			return t
		}
	}
	return time.Time{}
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

//go:build peers

// Package peers measures how well two maintained main-text extractors,
// go-trafilatura and go-readability, and sitrep's own use of the second
// (package feed: a pass removing boilerplate blocks first, dates from the
// page's metadata), pull the article out of the news pages
// in ../testdata/pages (written for sitrep: navigation, adverts, cookie
// banners, newsletter boxes, related links and comments around the story).
// It is a module of its own so that sitrep depends only on the one it uses:
//
//	cd feed/peers && go test -tags peers -v
package peers

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	readability "codeberg.org/readeck/go-readability/v2"
	trafilatura "github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"

	"sitrep/decode"
	"sitrep/page"
)

type extractor struct {
	name string
	run  func(doc *html.Node) (text, title string, published time.Time)
}

// parse decodes and parses a page as sitrep does.
func parse(tb testing.TB, raw []byte) *html.Node {
	text, err := decode.Text(raw, "")
	if err != nil {
		tb.Fatal(err)
	}
	doc, err := html.Parse(strings.NewReader(text))
	if err != nil {
		tb.Fatal(err)
	}
	return doc
}

var extractors = []extractor{
	{"go-trafilatura", func(doc *html.Node) (string, string, time.Time) {
		r, err := trafilatura.ExtractDocument(doc, trafilatura.Options{ExcludeComments: true, EnableFallback: true})
		if err != nil {
			return "", "", time.Time{}
		}
		return r.ContentText, r.Metadata.Title, r.Metadata.Date
	}},
	{"go-readability", func(doc *html.Node) (string, string, time.Time) {
		a, err := readability.FromDocument(doc, nil)
		if err != nil || a.Node == nil {
			return "", "", time.Time{}
		}
		var b strings.Builder
		a.RenderText(&b)
		pub, _ := a.PublishedTime()
		return b.String(), a.Title(), pub
	}},
	{"sitrep page", func(doc *html.Node) (string, string, time.Time) {
		var b bytes.Buffer
		html.Render(&b, doc)
		a, err := page.Extract(b.Bytes(), "text/html; charset=utf-8", "https://news.example/")
		if err != nil {
			return "", "", time.Time{}
		}
		return a.Text, a.Title, a.Published
	}},
}

// wordF1 scores the words of got against those of want as multisets.
func wordF1(got, want string) (p, r, f float64) {
	count := map[string]int{}
	wn := 0
	for _, w := range strings.Fields(want) {
		count[w]++
		wn++
	}
	gn, hit := 0, 0
	for _, w := range strings.Fields(got) {
		gn++
		if count[w] > 0 {
			count[w]--
			hit++
		}
	}
	if gn == 0 || wn == 0 {
		return 0, 0, 0
	}
	p, r = float64(hit)/float64(gn), float64(hit)/float64(wn)
	if hit == 0 {
		return p, r, 0
	}
	return p, r, 2 * p * r / (p + r)
}

func TestExtractors(t *testing.T) {
	pages, _ := filepath.Glob("../testdata/pages/*.txt")
	if len(pages) == 0 {
		t.Fatal("no pages in ../testdata/pages")
	}
	for _, ex := range extractors {
		var sumP, sumR, sumF float64
		dates := 0
		for _, want := range pages {
			wantText, _ := os.ReadFile(want)
			raw, err := os.ReadFile(strings.TrimSuffix(want, ".txt") + ".html")
			if err != nil {
				t.Fatal(err)
			}
			got, title, pub := ex.run(parse(t, raw))
			p, r, f := wordF1(got, string(wantText))
			sumP, sumR, sumF = sumP+p, sumR+r, sumF+f
			if !pub.IsZero() {
				dates++
			}
			t.Logf("%-15s %-15s P %.3f R %.3f F1 %.3f title %q date %s", ex.name, filepath.Base(want), p, r, f, title, pub.Format("2006-01-02"))
		}
		raw, err := os.ReadFile("../testdata/pages/index.html")
		if err != nil {
			t.Fatal(err)
		}
		index, _, _ := ex.run(parse(t, raw))
		t.Logf("%-15s index.html (a list of headlines, no article): %d words extracted", ex.name, len(strings.Fields(index)))
		n := float64(len(pages))
		t.Logf("%-15s mean P %.3f R %.3f F1 %.3f; dates found %d/%d", ex.name, sumP/n, sumR/n, sumF/n, dates, len(pages))
	}
}

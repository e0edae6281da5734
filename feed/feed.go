package feed

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/mmcdole/gofeed"

	"sitrep/decode"
)

// Item is one entry of a feed: the page it links to and what the feed
// itself says of it.
type Item struct {
	Title     string
	Link      string
	Content   string // the entry's full text or summary as given, HTML or plain
	Published time.Time
}

// Feed is a parsed RSS, Atom or JSON feed.
type Feed struct {
	Title string
	Items []Item
}

// xmlDeclaration matches an XML declaration's encoding attribute; once the
// bytes are UTF-8 it must say so, or the XML decoder would convert again.
var xmlDeclaration = regexp.MustCompile(`^(\s*<\?xml[^>]*?\sencoding\s*=\s*)["'][^"']*["']`)

// ParseFeed decodes data (served with contentType, "" when unknown) and
// parses it as RSS, Atom or JSON Feed.
func ParseFeed(data []byte, contentType string) (*Feed, error) {
	text, err := decode.Text(data, contentType)
	if err != nil {
		return nil, err
	}
	text = xmlDeclaration.ReplaceAllString(text, `${1}"UTF-8"`)
	f, err := gofeed.NewParser().ParseString(text)
	if err != nil {
		return nil, fmt.Errorf("not a feed: %v", err)
	}
	out := &Feed{Title: strings.TrimSpace(f.Title)}
	for _, it := range f.Items {
		item := Item{Title: strings.TrimSpace(it.Title), Link: strings.TrimSpace(it.Link), Content: it.Content}
		if item.Content == "" {
			item.Content = it.Description
		}
		switch {
		case it.PublishedParsed != nil:
			item.Published = *it.PublishedParsed
		case it.UpdatedParsed != nil:
			item.Published = *it.UpdatedParsed
		}
		out.Items = append(out.Items, item)
	}
	return out, nil
}

// LooksLikeOPML tells an OPML document from a feed by its root element.
func LooksLikeOPML(data []byte) bool {
	head := data[:min(len(data), 1024)]
	return bytes.Contains(bytes.ToLower(head), []byte("<opml"))
}

// ParseOPML returns the feed URLs of an OPML subscription list, from
// outlines at any depth.
func ParseOPML(data []byte) ([]string, error) {
	text, err := decode.Text(data, "")
	if err != nil {
		return nil, err
	}
	text = xmlDeclaration.ReplaceAllString(text, `${1}"UTF-8"`)
	var doc struct {
		XMLName xml.Name  `xml:"opml"`
		Body    []outline `xml:"body>outline"`
	}
	if err := xml.Unmarshal([]byte(text), &doc); err != nil {
		return nil, fmt.Errorf("not OPML: %v", err)
	}
	var urls []string
	var walk func([]outline)
	walk = func(os []outline) {
		for _, o := range os {
			if u := strings.TrimSpace(o.XMLURL); u != "" {
				urls = append(urls, u)
			}
			walk(o.Outlines)
		}
	}
	walk(doc.Body)
	return urls, nil
}

type outline struct {
	XMLURL   string    `xml:"xmlUrl,attr"`
	Outlines []outline `xml:"outline"`
}

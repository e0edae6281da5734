package page

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readTestdata reads a saved page among those package feed's tests serve.
func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "feed", "testdata", "pages", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestExtract(t *testing.T) {
	cases := []struct {
		page, contentType, title, date, has string
	}{
		{"flood", "text/html; charset=utf-8", "Floods force 4,000 from homes in river valley", "2026-11-28", "swept off a bridge"},
		{"arrests", "text/html", "Police arrest 23 after clashes outside stadium", "2026-11-29", "Eleven have been charged"},
		// windows-1252, declared only in a meta tag
		{"protest", "text/html", "Thousands march against fuel price rise", "2026-11-27", "“Families cannot pay £40 more"},
		{"ceasefire", "", "Ceasefire talks stall as shelling resumes in border region", "2026-11-30", "At least nine civilians were killed"},
	}
	for _, c := range cases {
		a, err := Extract(readTestdata(t, ""+c.page+".html"), c.contentType, "https://news.example/"+c.page)
		if err != nil {
			t.Errorf("%s: %v", c.page, err)
			continue
		}
		if a.Title != c.title || a.Published.Format("2006-01-02") != c.date {
			t.Errorf("%s: title %q date %s; want %q %s", c.page, a.Title, a.Published.Format("2006-01-02"), c.title, c.date)
		}
		if !strings.Contains(a.Text, c.has) {
			t.Errorf("%s: text lacks %q:\n%s", c.page, c.has, a.Text)
		}
		for _, junk := range []string{"Advertisement", "Comments", "Sign up", "cookies", "Most read", "All rights reserved"} {
			if strings.Contains(a.Text, junk) {
				t.Errorf("%s: text keeps %q", c.page, junk)
			}
		}
		if a.Source == "" {
			t.Errorf("%s: no source", c.page)
		}
	}
	_, err := Extract(readTestdata(t, "index.html"), "text/html", "https://news.example/")
	if !errors.Is(err, ErrNoArticle) {
		t.Errorf("index page: err %v, want ErrNoArticle", err)
	}
	if _, err := Extract([]byte("%PDF-1.7\n..."), "application/pdf", "https://news.example/r.pdf"); err == nil || !strings.Contains(err.Error(), "not HTML") {
		t.Errorf("PDF: err %v", err)
	}
}

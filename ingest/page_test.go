package ingest

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDirectoryOfSavedPages reads a folder holding one saved news page: it
// codes as one story with the page's title, date and main text, without
// the page's menus, adverts and footer.
func TestDirectoryOfSavedPages(t *testing.T) {
	ok, bad := collect(t, []string{filepath.Join("testdata", "pages")}, "", Options{})
	if len(bad) != 0 || len(ok) != 1 {
		t.Fatalf("stories %v, failures %v; want one story", ok, bad)
	}
	st := ok[0].Story
	if st.ID != "harbour-strike" || st.Title != "Dock workers strike at northern harbour" {
		t.Errorf("story %q titled %q", st.ID, st.Title)
	}
	if got := st.Published.Format("2006-01-02"); got != "2026-10-14" {
		t.Errorf("published %s, want the page's date 2026-10-14", got)
	}
	if !strings.Contains(st.Text, "Police detained two men") {
		t.Errorf("text lacks the article:\n%s", st.Text)
	}
	for _, junk := range []string{"<p>", "Advertisement", "All rights reserved", "Sport"} {
		if strings.Contains(st.Text, junk) {
			t.Errorf("text keeps %q:\n%s", junk, st.Text)
		}
	}

	// Named by itself the page reads the same, and --published wins.
	flag := time.Date(2026, 10, 15, 0, 0, 0, 0, time.UTC)
	ok, _ = collect(t, []string{filepath.Join("testdata", "pages", "harbour-strike.html")}, "", Options{Published: flag})
	if len(ok) != 1 || !ok[0].Story.Published.Equal(flag) || ok[0].Story.Title != st.Title {
		t.Errorf("named page with --published: %+v", ok)
	}
}

// TestPageWithoutArticle reads a section index, all links: it is an
// unreadable input whose message says the page has no article.
func TestPageWithoutArticle(t *testing.T) {
	ok, bad := collect(t, []string{filepath.Join("testdata", "nopage")}, "", Options{})
	if len(ok) != 0 || len(bad) != 1 {
		t.Fatalf("stories %v, failures %v; want one failure", ok, bad)
	}
	if filepath.Base(bad[0].Origin) != "section-index.html" || !strings.Contains(bad[0].Err.Error(), "no article") {
		t.Errorf("failure %s: %v", bad[0].Origin, bad[0].Err)
	}
}

package ingest

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestDirectoryPassesOverNonStories walks a folder of stories that also
// holds the files a folder of examples or a corpus usually has beside
// them: they are passed over and reported, while the stories, one whose
// name begins with such a word among them, are read.
func TestDirectoryPassesOverNonStories(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "README.md", "# Stories\n\nThese files were written for a test.\n")
	write(t, dir, "LICENSE", "Permission is granted to use these files.\n")
	write(t, dir, "readme.txt", "Read the stories in order.\n")
	write(t, dir, "LICENSE-MIT", "Permission is granted.\n")
	write(t, dir, "notes.pdf", "%PDF-1.4 not a story\n")
	write(t, dir, "index.html", "<html><body>Rebels shelled the town.</body></html>\n")
	write(t, dir, "feeds.opml", "<opml version=\"2.0\"></opml>\n")
	write(t, dir, "a-story.txt", "Police arrested five protesters in the capital on Monday.\n")
	write(t, dir, "license-revoked.txt", "The regulator revoked a broadcaster's license on Tuesday.\n")
	write(t, dir, "b.jsonl", `{"id":"s1","text":"Troops withdrew from the border town."}`+"\n")
	var skipped []string
	opt := Options{Skipped: func(p, why string) {
		if why == "" {
			t.Errorf("%s skipped without a reason", p)
		}
		skipped = append(skipped, filepath.Base(p))
	}}
	ok, bad := collect(t, []string{dir}, "", opt)
	// A page is read for its article; this one has none.
	if len(bad) != 2 || filepath.Base(bad[0].Origin) != "index.html" || filepath.Base(bad[1].Origin) != "notes.pdf" {
		t.Errorf("failed inputs %v, want the page without an article and the PDF", bad)
	}
	var ids []string
	for _, it := range ok {
		ids = append(ids, it.Story.ID)
	}
	if want := []string{"a-story", "s1", "license-revoked"}; !slices.Equal(ids, want) {
		t.Errorf("stories %v, want %v", ids, want)
	}
	want := []string{"LICENSE", "LICENSE-MIT", "README.md", "feeds.opml", "readme.txt"}
	if !slices.Equal(skipped, want) {
		t.Errorf("skipped %v, want %v", skipped, want)
	}

	// Named by itself, a file is read whatever its name.
	ok, _ = collect(t, []string{filepath.Join(dir, "README.md")}, "", Options{})
	if len(ok) != 1 || ok[0].Story.ID != "README" {
		t.Errorf("README.md named by itself: %v", ok)
	}
}

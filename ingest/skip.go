package ingest

import (
	"path/filepath"
	"strings"
)

// projectFiles are the names, in lower case, of the files that sit beside
// stories in a folder to describe it. Such a file is passed over when its
// name up to the first dot is one of them in any case ("readme.txt",
// "LICENSE", "Copying.md"), or begins with one in capitals ("LICENSE-MIT",
// "README_fr.txt"); a story named with the word ("license-revoked.txt")
// is read.
var projectFiles = []string{"readme", "license", "licence", "copying", "changelog", "notice", "authors"}

// notStories are extensions of markup files that read as plain text but
// hold no story: coded, their tags and headings would be read as words
// (an OPML file of feeds is read by 'sitrep ingest' when named by itself).
// Saved web pages (.html, ...) are not here: their article is read.
// A binary file (PDF, image, ...) is not here: reading it fails with a
// message naming its kind, which is more use than passing it over.
var notStories = map[string]bool{
	".md": true, ".markdown": true, ".rst": true, ".adoc": true,
	".xml": true, ".opml": true,
}

// passOver says why a file met while walking a directory is not read, or
// "" when it is: a file describing the folder (README, LICENSE, ...) or
// a markup file whose extension says it holds no story text. A file named
// by itself is always read.
func passOver(name string) string {
	lower := strings.ToLower(name)
	stem := strings.TrimSuffix(lower, ".gz")
	ext := filepath.Ext(stem)
	if notStories[ext] {
		return "markup, not a story (" + ext + ")"
	}
	base, _, _ := strings.Cut(lower, ".")
	for _, p := range projectFiles {
		if base == p || strings.HasPrefix(name, strings.ToUpper(p)) {
			return "describes the folder, not a story"
		}
	}
	return ""
}

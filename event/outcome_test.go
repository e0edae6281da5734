package event

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestOutcomeNounsRead checks that the shipped outcome nouns read, and that
// a fault in their file is reported with the file, not read as no words.
func TestOutcomeNounsRead(t *testing.T) {
	if outcomeNounsErr != nil || !outcomeNouns["carnage"] {
		t.Fatalf("recalled.txt: %v, carnage read: %v", outcomeNounsErr, outcomeNouns["carnage"])
	}
	b, err := fs.ReadFile(lexiconFS, "lexicon/recalled.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"[outcome-nouns]", "[outcomes]", "recalled.txt:"},
		{"\ncarnage\n", "\nmass carnage\n", "takes one word a line"},
	} {
		text := strings.Replace(string(b), tc.from, tc.to, 1)
		fsys := fstest.MapFS{"lexicon/recalled.txt": &fstest.MapFile{Data: []byte(text)}}
		nouns, err := readWordClass(fsys, "recalled.txt", "outcome-nouns")
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(nouns) != 0 {
			t.Errorf("%q for %q: got %v and %d nouns, want an error with %q", tc.to, tc.from, err, len(nouns), tc.want)
		}
	}
}

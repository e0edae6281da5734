package event

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestPlaceWords checks that the shipped places.txt and dates.txt read
// into their classes, and that a malformed one fails with its file and line and
// leaves the classes empty.
func TestPlaceWords(t *testing.T) {
	if placeWordsErr != nil || dateWordsErr != nil {
		t.Fatal(placeWordsErr, dateWordsErr)
	}
	for w, set := range map[string]map[string]bool{"villages": placeWords.backNouns, "visit": placeWords.visitVerbs,
		"conference": placeWords.occasions, "during": placeWords.statementSites, "province": placeWords.divisions,
		"follow": dateWords.sequenceVerbs} {
		if !set[w] {
			t.Errorf("places.txt: %q missing from its class", w)
		}
	}
	b, err := fs.ReadFile(lexiconFS, "lexicon/places.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"[occasions]", "[occasion]", `places.txt:`},
		{"\ntour\n", "\nTour\n", `write the phrase in lower case`},
		{"\ntour\n", "\ngo on tour\n", `takes one word a line`},
		{"[visit-verbs]\nvisit\ntour\nhost\n", "", `no section [visit-verbs]`},
	} {
		text := string(b)
		if !strings.Contains(text, tc.from) {
			t.Fatalf("places.txt holds no %q to edit", tc.from)
		}
		fsys := fstest.MapFS{"lexicon/places.txt": &fstest.MapFile{Data: []byte(strings.Replace(text, tc.from, tc.to, 1))}}
		pc, err := readPlaceWords(fsys)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q -> %q: error %v, want one with %q", tc.from, tc.to, err, tc.want)
			continue
		}
		if len(pc.backNouns)+len(pc.visitVerbs)+len(pc.occasions)+len(pc.statementSites)+len(pc.divisions) != 0 {
			t.Errorf("%q -> %q: a failed read should leave empty classes", tc.from, tc.to)
		}
	}
}

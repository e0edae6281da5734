package event

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"sitrep/doc"
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

// TestHoldsPrevious checks that a place holds the one told just before it
// after "of", or after a bare comma when it is the coarser of the two: a
// province after a town does, a second town in a list does not.
func TestHoldsPrevious(t *testing.T) {
	for _, tc := range []struct {
		text       string
		names      []string
		precisions []string
		want       bool // place 1 holds place 0
	}{
		{"Shelling hit Jalalabad, Kunar on Monday.", []string{"Jalalabad", "Kunar"},
			[]string{doc.PrecisionPoint, doc.PrecisionAdmin1}, true},
		{"Rioters burnt a lorry in Warud town of Amravati district.", []string{"Warud", "Amravati"},
			[]string{doc.PrecisionPoint, doc.PrecisionAdmin2}, true},
		{"Rioters burnt a lorry in Warud town of Amravati district.", []string{"Warud", "Amravati"},
			[]string{doc.PrecisionPoint, doc.PrecisionPoint}, true},
		{"Protests spread to Mosul, Kirkuk and Erbil.", []string{"Mosul", "Kirkuk"},
			[]string{doc.PrecisionPoint, doc.PrecisionPoint}, false},
		{"Talks were held in Nineveh, Mosul on Friday.", []string{"Nineveh", "Mosul"},
			[]string{doc.PrecisionAdmin1, doc.PrecisionPoint}, false},
	} {
		st := &doc.Story{Text: tc.text}
		for i, n := range tc.names {
			at := strings.Index(tc.text, n)
			st.Places = append(st.Places, doc.Place{Span: doc.Span{Start: at, End: at + len(n)}, Name: n, Precision: tc.precisions[i]})
		}
		if got := holdsPrevious(st, 1); got != tc.want {
			t.Errorf("%q: %s holds %s = %v, want %v", tc.text, tc.names[1], tc.names[0], got, tc.want)
		}
	}
}

// TestComplementOf checks which clauses participantPlace leaves out: a
// deed told as the complement of a charge ("are accused of having shot")
// lies in a complement of the charge's clause; the second of two
// coordinate clauses ("tried to storm ... but were driven back") and an
// infinitive do not.
func TestComplementOf(t *testing.T) {
	parsed := func(words string, heads []int, rels string) *tree {
		st := &doc.Story{Text: words}
		off := 0
		for k, w := range strings.Fields(words) {
			at := strings.Index(words[off:], w) + off
			st.Tokens = append(st.Tokens, doc.Token{Form: w, Head: heads[k], Rel: strings.Fields(rels)[k],
				Span: doc.Span{Start: at, End: at + len(w)}})
			off = at + len(w)
		}
		return newTree(st)
	}
	charged := parsed("Guards are accused of having shot prisoners", []int{2, 2, -1, 5, 5, 2, 5},
		"nsubj:pass aux:pass root mark aux ccomp obj")
	driven := parsed("Hundreds tried to storm it but were driven back", []int{1, -1, 3, 1, 3, 7, 7, 1, 7},
		"nsubj root mark xcomp obj cc aux:pass conj compound:prt")
	for _, tc := range []struct {
		name string
		t    *tree
		i, h int
		want bool
	}{
		{"a charged deed", charged, 5, 2, true},
		{"a coordinate clause", driven, 7, 1, false},
		{"an infinitive", driven, 3, 1, false},
	} {
		if got := complementOf(tc.t, tc.i, tc.h); got != tc.want {
			t.Errorf("%s: complementOf = %v, want %v", tc.name, got, tc.want)
		}
	}
}

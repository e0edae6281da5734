package event

import (
	"fmt"
	"io/fs"

	"sitrep/internal/wordlist"
)

// The word classes by which the event stage reads the story around an
// event, its place (lexicon/places.txt) and its date (lexicon/dates.txt),
// documented in docs/LEXICONS.md ("Place and date words of events").
var (
	placeWords, placeWordsErr = readPlaceWords(lexiconFS)
	dateWords, dateWordsErr   = readDateWords(lexiconFS)
	// outcomeNouns name an attack by what it left ("the carnage"), an
	// event only as what a stance is about (lexicon/recalled.txt).
	outcomeNouns, outcomeNounsErr = readWordClass(lexiconFS, "recalled.txt", "outcome-nouns")
)

// readWordClass reads the one section [section] of lexicon/name from
// fsys, as readWordClasses does. On an error it returns an empty set with
// it.
func readWordClass(fsys fs.FS, name, section string) (map[string]bool, error) {
	var words map[string]bool
	if err := readWordClasses(fsys, name, []string{section}, []*map[string]bool{&words}); err != nil {
		return map[string]bool{}, err
	}
	return words, nil
}

// placeClasses holds the sections of places.txt.
type placeClasses struct {
	// backNouns point back to a place already told after "the": "the
	// town", "the scene" (forms, not lemmas: "villages" is listed).
	backNouns map[string]bool
	// visitVerbs take the place they happen at as their object: "visited
	// Dakar".
	visitVerbs map[string]bool
	// occasions are where a statement is made: "at a news conference".
	occasions map[string]bool
	// statementSites are the prepositions of a phrase that tells where
	// something is or happens: "in Geneva", "during a visit".
	statementSites map[string]bool
	// divisions name a country's divisions: "Kandahar province".
	divisions map[string]bool
	// matterMarkers are the prepositions of a phrase that tells what a
	// statement is about: "blamed the party for the riots in X".
	matterMarkers map[string]bool
	// venueVerbs tell a speaker's venue by their "in" or "at" phrase:
	// "was speaking in London" (venuePlace).
	venueVerbs map[string]bool
	// meetingNouns place what those they name say by their "in" or "at"
	// phrase: "talks in Geneva" (meetingAt).
	meetingNouns map[string]bool
}

// readPlaceWords reads lexicon/places.txt from fsys. On an error it
// returns empty classes with it.
func readPlaceWords(fsys fs.FS) (*placeClasses, error) {
	pc := &placeClasses{}
	err := readWordClasses(fsys, "places.txt", []string{"back-nouns", "visit-verbs", "occasions", "statement-sites", "divisions", "matter-markers",
		"venue-verbs", "meeting-nouns"}, []*map[string]bool{&pc.backNouns, &pc.visitVerbs, &pc.occasions, &pc.statementSites, &pc.divisions,
		&pc.matterMarkers, &pc.venueVerbs, &pc.meetingNouns})
	if err != nil {
		return &placeClasses{}, err
	}
	return pc, nil
}

// dateClasses holds the sections of dates.txt.
type dateClasses struct {
	// sequenceVerbs tell one event after or before another, whose date
	// their sentence gives: "the strikes followed rocket fire on Sunday".
	sequenceVerbs map[string]bool
	// allegationWords tell what a party is accused or convicted of: "accused
	// of having shot a guard".
	allegationWords map[string]bool
	// captureVerbs tell one taking of a party, whichever of them a story
	// tells it by: "captured" in the lede, "seized in mid-January" later.
	captureVerbs map[string]bool
	// newParty marks a subject as a party not told before: "another
	// officer died on 2 May" is no retelling of the lede's death.
	newParty map[string]bool
}

// readDateWords reads lexicon/dates.txt from fsys. On an error it returns
// empty classes with it.
func readDateWords(fsys fs.FS) (*dateClasses, error) {
	dc := &dateClasses{}
	if err := readWordClasses(fsys, "dates.txt", []string{"sequence-verbs", "allegation-words", "capture-verbs", "new-party"},
		[]*map[string]bool{&dc.sequenceVerbs, &dc.allegationWords, &dc.captureVerbs, &dc.newParty}); err != nil {
		return &dateClasses{}, err
	}
	return dc, nil
}

// readWordClasses reads lexicon/name from fsys into sets, one per section
// of names, in the word-list format: every section present, one
// lower-case word a line.
func readWordClasses(fsys fs.FS, name string, names []string, sets []*map[string]bool) error {
	read := map[string]map[string]bool{}
	for _, n := range names {
		read[n] = map[string]bool{}
	}
	err := eachEntry(fsys, name, names, 1, func(l wordlist.Line, f []string) error {
		if len(l.Words()) != 1 {
			return l.Errorf("%q: [%s] takes one word a line", l.Text, l.Section)
		}
		read[l.Section][f[0]] = true
		return nil
	})
	if err != nil {
		return fmt.Errorf("event lexicon: %w", err)
	}
	for k, n := range names {
		if len(read[n]) == 0 {
			return fmt.Errorf("event lexicon: %s: no section [%s]", name, n)
		}
		*sets[k] = read[n]
	}
	return nil
}

package where

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"sitrep/internal/wordlist"
)

//go:embed data/words.txt
var wordsData string

// The words the place stage reads around a name live in data/words.txt,
// where an analyst can extend them (docs/LEXICONS.md, "Place words"). They
// are read once, when the package is initialised; a malformed line leaves
// the lists empty and makes New fail with the file and line.
var words, wordsErr = readWords(wordsData)

// placeWords holds the lists of data/words.txt, by section.
type placeWords struct {
	adminSuffix                                              map[string]restriction
	pointSuffix, featureSuffix, geoWords, reportVerb, titles map[string]bool
	siteVerbs, portfolios, siteNouns, subnational            map[string]bool
	// settlements introduce a town's name the gazetteer may lack:
	// "the town of X" (unlisted.go); settlementsAfter, those that
	// follow it: "X village".
	settlements, settlementsAfter map[string]bool
	// caselessSettlements are the settlement nouns read in a story
	// without capitals ("X village of Y district"), settlementPrepositions
	// the words before such a name where the story has no parse, and
	// settlementDescribers the nouns that describe a settlement there
	// rather than name it (caselessSettlement).
	caselessSettlements, settlementPrepositions, settlementDescribers map[string]bool
	// adjectiveEndings tell an adjective the tagger knows from a name it
	// reads as one ("tribal", "prosperous").
	adjectiveEndings map[string]bool
	// incidentNouns name an incident after a place's name: "the X
	// massacre" (caselessPlace).
	incidentNouns map[string]bool
	// listGenerics close a list of places in a story without capitals:
	// "A, B and C towns" (caselessLists).
	listGenerics map[string]bool
}

// sets returns the sections of plain words, each with the set it fills.
func (w *placeWords) sets() map[string]*map[string]bool {
	return map[string]*map[string]bool{
		"point-suffixes": &w.pointSuffix, "feature-suffixes": &w.featureSuffix, "geo-words": &w.geoWords,
		"report-verbs": &w.reportVerb, "titles": &w.titles, "site-verbs": &w.siteVerbs, "portfolios": &w.portfolios,
		"site-nouns": &w.siteNouns, "subnational": &w.subnational, "settlements": &w.settlements,
		"settlements-after": &w.settlementsAfter, "incident-nouns": &w.incidentNouns,
		"caseless-settlements": &w.caselessSettlements, "settlement-prepositions": &w.settlementPrepositions,
		"settlement-describers": &w.settlementDescribers, "adjective-endings": &w.adjectiveEndings,
		"caseless-list-generics": &w.listGenerics,
	}
}

// readWords reads the place words from data, named data/words.txt in
// errors. Every section must be there, each word in lower case (text is
// lower-cased before lookup). On an error it returns empty lists with it.
func readWords(data string) (*placeWords, error) {
	w := &placeWords{adminSuffix: map[string]restriction{}}
	sets := w.sets()
	sections := []string{"admin1-suffixes", "admin2-suffixes"}
	for s := range sets {
		sections = append(sections, s)
	}
	slices.Sort(sections)
	read, err := wordlist.Sets("data/words.txt", strings.NewReader(data), sections)
	if err != nil {
		return &placeWords{}, fmt.Errorf("place words: %w", err)
	}
	for s, set := range sets {
		*set = read[s]
	}
	// A suffix listed under both sections is taken as second-level: the
	// admin2 loop below runs after the admin1 one and overwrites its entry,
	// whatever the sections' order in the file.
	for word := range read["admin1-suffixes"] {
		w.adminSuffix[word] = restrictAdmin1
	}
	for word := range read["admin2-suffixes"] {
		w.adminSuffix[word] = restrictAdmin2
	}
	return w, nil
}

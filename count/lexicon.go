package count

import (
	"embed"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"sitrep/doc"
	"sitrep/internal/firstword"
	"sitrep/internal/wordlist"
)

//go:embed lexicon/*.txt
var lexiconFS embed.FS

// numWord is a number word: its value, and whether it multiplies the
// number before it ("hundred", "million").
type numWord struct {
	value int
	scale bool
}

// phrase is a multi-word lexicon entry.
type phrase struct {
	words []string
	text  string // the words joined by spaces
	value int    // vague.txt: the count
	class string // qualifiers.txt: min, over, max, under, near, approx, exact
}

func (p phrase) wordsOf() []string { return p.words }

// trigger is a casualty word or phrase.
type trigger struct {
	words []string
	kind  doc.QuantityKind
	roles string // some of P, A, N (see triggers.txt)
}

func (t *trigger) wordsOf() []string { return t.words }

func (t *trigger) has(role byte) bool {
	return strings.IndexByte(t.roles, role) >= 0
}

// lexicon holds every word list the counter reads. It is built once by New
// and never written afterwards, so counters share it across goroutines.
type lexicon struct {
	numbers    map[string]numWord
	vague      firstword.Index[phrase]
	quals      firstword.Index[phrase]
	triggers   firstword.Index[*trigger]
	persons    map[string]bool
	partVerbs  map[string]bool
	crowd      map[string]bool
	groups     map[string]bool
	units      map[string]bool
	months     map[string]bool
	aux        map[string]bool
	fillers    map[string]bool
	breakers   map[string]bool
	background map[string]bool
	protest    map[string]bool
	// Verbs between a toll noun and its figure, intransitive casualty
	// verbs, verbs of intent before "to kill", shooting verbs.
	tollVerbs, intransitive, intent, shootVerbs map[string]bool
	// Nouns of a war or campaign as a whole, whose span frames an
	// aggregate toll.
	conflicts map[string]bool
	// superlatives before "since" make a toll an incident's ("the
	// deadliest attack since 2019"); soFar and runningTotals mark an
	// arrest count as a crackdown's running total (arrestsSoFar).
	superlatives, runningTotals map[string]bool
	soFar                       firstword.Index[phrase]
	// sumPhrases ("in total", "all told") set off by punctuation make a
	// toll a sum over incidents (aggregate).
	sumPhrases firstword.Index[phrase]
	// perfect are the auxiliaries of the perfect that make a sum
	// phrase's toll a tally up to now (perfectBefore).
	perfect map[string]bool
	// authorities are the claimants whose claim of a death stands;
	// claimVerbs the forms of "claim" that open such a claim
	// (claimedDeath).
	authorities, claimVerbs map[string]bool
	// contrasts open a clause set against the one before ("but",
	// "yet"), which a span opening the sentence does not frame
	// (aggregate).
	contrasts map[string]bool
	// tollRises before "from A to B" make it a change of a toll, not a
	// range; tollSums before a toll noun and waves in its phrase make it
	// a running total (runningToll).
	tollRises, tollSums, waves map[string]bool
	// sufferVerbs take an injury noun as the casualty word of the count
	// before them: "six persons sustained minor injuries"
	// (sufferedInjury).
	sufferVerbs, injuryNouns map[string]bool
	// partitives open a partitive apposition before "of them" besides a
	// number: "58 passengers, many of them pilgrims, were killed"
	// (subjectScan.partitive); partitivePronouns name the counted again
	// after "among" or the partitive's "of": "among them", "two of whom".
	partitives, partitivePronouns map[string]bool
	// partitivePreps open a partitive with its pronoun ("among them");
	// tollParts open a part of a count or toll ("including"). Each is
	// read by two rules, so spelled once here (docs/LEXICONS.md).
	partitivePreps, tollParts map[string]bool
	// relatives open a relative clause after a noun phrase ("a farmer
	// who was taken ..."): relativeAfter, protestCause; and count no one
	// before a casualty verb (implicitSubjects, beside noSubjects).
	relatives map[string]bool
}

// openLexicon opens the embedded lexicon file name.
func openLexicon(name string) (fs.File, error) {
	f, err := lexiconFS.Open("lexicon/" + name)
	if err != nil {
		return nil, fmt.Errorf("open lexicon %s: %w", name, err)
	}
	return f, nil
}

// readLines reads an embedded lexicon file in the word-list format
// (package wordlist).
func readLines(name string) ([]wordlist.Line, error) {
	f, err := openLexicon(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return wordlist.Read(name, f)
}

// wordSets reads an embedded lexicon file of word sections with
// wordlist.Sets: each of sections present and not empty, its words in
// lower case.
func wordSets(name string, sections ...string) (map[string]map[string]bool, error) {
	f, err := openLexicon(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return wordlist.Sets(name, f, sections)
}

// tabbed reads a file of tab-separated rows with at least min fields.
func tabbed(name string, min int) ([]wordlist.Line, error) {
	lines, err := readLines(name)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		if f := l.Fields(); len(f) < min {
			return nil, l.Errorf("%q has %d fields, want %d", l.Text, len(f), min)
		}
	}
	return lines, nil
}

func loadLexicon() (*lexicon, error) {
	lx := &lexicon{}
	var err error
	if lx.numbers, err = readNumbers(); err != nil {
		return nil, err
	}
	if lx.vague, err = readVague(); err != nil {
		return nil, err
	}
	if lx.quals, err = readQualifiers(); err != nil {
		return nil, err
	}
	if lx.triggers, err = readTriggers(); err != nil {
		return nil, err
	}
	if lx.persons, err = readPersons(); err != nil {
		return nil, err
	}
	if err := lx.readSections(); err != nil {
		return nil, err
	}
	return lx, nil
}

// readNumbers reads numbers.txt: a number word, its value, and "scale"
// for the words that multiply ("hundred").
func readNumbers() (map[string]numWord, error) {
	rows, err := tabbed("numbers.txt", 2)
	if err != nil {
		return nil, err
	}
	numbers := map[string]numWord{}
	for _, l := range rows {
		r := l.Fields()
		v, err := strconv.Atoi(r[1])
		if err != nil {
			return nil, l.Errorf("%q: %v", r[0], err)
		}
		numbers[r[0]] = numWord{value: v, scale: len(r) > 2 && r[2] == "scale"}
	}
	return numbers, nil
}

// readVague reads vague.txt: a vague figure ("dozens") and the count it
// stands for.
func readVague() (firstword.Index[phrase], error) {
	rows, err := tabbed("vague.txt", 2)
	if err != nil {
		return nil, err
	}
	var ps []phrase
	for _, l := range rows {
		r := l.Fields()
		v, err := strconv.Atoi(r[1])
		if err != nil {
			return nil, l.Errorf("%q: %v", r[0], err)
		}
		ps = append(ps, phrase{words: strings.Fields(r[0]), text: r[0], value: v})
	}
	return firstword.New("vague.txt", ps, phrase.wordsOf)
}

// qualifierClasses are the classes a qualifier of qualifiers.txt may
// have; setBounds reads them.
var qualifierClasses = map[string]bool{"min": true, "over": true, "max": true, "under": true, "near": true, "approx": true, "exact": true}

// readQualifiers reads qualifiers.txt: a qualifier ("at least") and its
// class.
func readQualifiers() (firstword.Index[phrase], error) {
	rows, err := tabbed("qualifiers.txt", 2)
	if err != nil {
		return nil, err
	}
	var ps []phrase
	for _, l := range rows {
		r := l.Fields()
		if !qualifierClasses[r[1]] {
			return nil, l.Errorf("%q: unknown class %q", r[0], r[1])
		}
		ps = append(ps, phrase{words: strings.Fields(r[0]), text: r[0], class: r[1]})
	}
	return firstword.New("qualifiers.txt", ps, phrase.wordsOf)
}

// readTriggers reads triggers.txt: a casualty word or phrase, its kind
// and its roles, indexed by first word, longest first.
func readTriggers() (firstword.Index[*trigger], error) {
	rows, err := tabbed("triggers.txt", 3)
	if err != nil {
		return nil, err
	}
	kinds := map[doc.QuantityKind]bool{doc.Killed: true, doc.Injured: true, doc.Arrested: true, doc.Kidnapped: true}
	var ts []*trigger
	for _, l := range rows {
		r := l.Fields()
		if !kinds[doc.QuantityKind(r[1])] {
			return nil, l.Errorf("%q: unknown kind %q", r[0], r[1])
		}
		if strings.Trim(r[2], "PANT") != "" || r[2] == "" {
			return nil, l.Errorf("%q: bad roles %q", r[0], r[2])
		}
		ts = append(ts, &trigger{words: strings.Fields(r[0]), kind: doc.QuantityKind(r[1]), roles: r[2]})
	}
	return firstword.New("triggers.txt", ts, (*trigger).wordsOf)
}

// readPersons reads persons.txt, the nouns of one person; a multi-word
// entry ("security guard") is matched on its head.
func readPersons() (map[string]bool, error) {
	lines, err := readLines("persons.txt")
	if err != nil {
		return nil, err
	}
	persons := map[string]bool{}
	for _, l := range lines {
		f := strings.Fields(strings.ToLower(l.Text))
		persons[f[len(f)-1]] = true
	}
	return persons, nil
}

// readSections fills the word sets of participants.txt and context.txt,
// each of which must be present and not empty.
func (lx *lexicon) readSections() error {
	part, err := wordSets("participants.txt", "verbs", "nouns", "groups")
	if err != nil {
		return err
	}
	lx.partVerbs, lx.crowd, lx.groups = part["verbs"], part["nouns"], part["groups"]
	// "so-far" and "sum-phrases" are listed only so that their headers
	// are known sections (wordlist.EachIn rejects any other); their
	// phrases are read whole by phraseLines below, and ctx["so-far"] and
	// ctx["sum-phrases"] are left unread.
	ctx, err := wordSets("context.txt", "units", "months", "aux", "fillers", "breakers", "background", "protest",
		"toll-verbs", "intransitive", "intent", "shoot", "conflicts", "superlatives", "so-far", "sum-phrases", "running-totals", "authorities", "claim-verbs", "contrasts",
		"toll-rises", "toll-sums", "waves", "suffer-verbs", "injury-nouns", "partitives", "partitive-pronouns", "perfect",
		"partitive-preps", "toll-parts", "relatives")
	if err != nil {
		return err
	}
	lx.units, lx.months, lx.aux, lx.fillers, lx.breakers = ctx["units"], ctx["months"], ctx["aux"], ctx["fillers"], ctx["breakers"]
	lx.background, lx.protest = ctx["background"], ctx["protest"]
	lx.tollVerbs, lx.intransitive, lx.intent, lx.shootVerbs = ctx["toll-verbs"], ctx["intransitive"], ctx["intent"], ctx["shoot"]
	lx.conflicts, lx.superlatives = ctx["conflicts"], ctx["superlatives"]
	lx.runningTotals, lx.authorities, lx.claimVerbs = ctx["running-totals"], ctx["authorities"], ctx["claim-verbs"]
	lx.contrasts = ctx["contrasts"]
	lx.tollRises, lx.tollSums, lx.waves = ctx["toll-rises"], ctx["toll-sums"], ctx["waves"]
	lx.sufferVerbs, lx.injuryNouns = ctx["suffer-verbs"], ctx["injury-nouns"]
	lx.partitives, lx.partitivePronouns, lx.perfect = ctx["partitives"], ctx["partitive-pronouns"], ctx["perfect"]
	lx.partitivePreps, lx.tollParts, lx.relatives = ctx["partitive-preps"], ctx["toll-parts"], ctx["relatives"]
	if lx.soFar, err = phraseLines("context.txt", "so-far"); err != nil {
		return err
	}
	lx.sumPhrases, err = phraseLines("context.txt", "sum-phrases")
	return err
}

// phraseLines reads the entries of one section of an embedded lexicon
// file as phrases, one a line, their words separated by spaces ("so
// far"): wordlist.Sets would read each word alone. The section must hold
// one at least.
func phraseLines(name, section string) (firstword.Index[phrase], error) {
	lines, err := readLines(name)
	if err != nil {
		return nil, err
	}
	var ps []phrase
	for _, l := range lines {
		if l.Section != section {
			continue
		}
		w := l.Words()
		ps = append(ps, phrase{words: w, text: strings.Join(w, " ")})
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no phrase in [%s]", name, section)
	}
	return firstword.New(name, ps, phrase.wordsOf)
}

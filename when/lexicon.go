package when

import (
	"embed"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"sitrep/internal/firstword"
	"sitrep/internal/wordlist"
)

// The lexicons, embedded from lexicon/*.txt (UTF-8, one entry a line,
// tab-separated fields, '#' comments; phrases are split like text, so
// "year-end" matches "year", "-", "end"):
//
//	months.txt     month name or abbreviation -> 1..12
//	weekdays.txt   weekday name -> ISO number 1 (Monday) .. 7
//	numbers.txt    cardinal word -> value ("a" is 1, "dozen" 12)
//	ordinals.txt   ordinal word -> value (days, quarters, "a fifth day")
//	units.txt      unit word -> Y M W D Q E(decade) C L F(fortnight) H N(minute) S
//	seasons.txt    season word -> SP SU FA WI
//	dayparts.txt   part of the day -> MO AF EV NI
//	decades.txt    "nineties" -> 9
//	refs.txt       fixed phrase -> TYPE VALUE (now PRESENT_REF, annually P1Y)
//	relative.txt   phrase -> TYPE UNIT±N [time of day] (last year Y-1)
//	anaphora.txt   phrase dated from the last date named (the next day D 1)
//	holidays.txt   fixed-date holiday -> MM-DD
//	modifiers.txt  phrase kept in the span -> class (A any, D duration,
//	               T date) and TIMEX3 mod (about APPROX, early START)
//	cues.txt       tense cue word -> future, modal (a future auxiliary) or past (will, was, said)
//	notpast.txt    words in -ed that are not past-tense cues
//	daypartnouns.txt nouns a part of the day modifies (the afternoon prayers)
//
//go:embed lexicon/*.txt
var lexiconFS embed.FS

// refPhrase is a fixed phrase with a fixed TIMEX3 type and value.
type refPhrase struct {
	words []string
	typ   string
	value string
}

// relPhrase is a phrase whose value is the reference date moved by off
// units ("last year": Y, -1).
type relPhrase struct {
	words []string
	typ   string
	unit  string // D, W, M, Q, Y, E or C
	off   int
	tod   string // time-of-day suffix for a TIME: TMO, TNI, ...
}

// holiday is a fixed-date holiday.
type holiday struct {
	words      []string
	month, day int
}

// anaphor is a phrase dated from the last date the text named.
type anaphor struct {
	words []string
	unit  string // D, M or Y
	off   int
}

// modifier is a phrase kept inside a temporal expression's span.
type modifier struct {
	words []string
	class byte // 'A' any, 'D' durations and counts, 'T' dates and times
	mod   string
}

// lexicon holds every word list the tagger reads. It is built once by New
// and never written afterwards, so taggers share it across goroutines.
type lexicon struct {
	months   map[string]int
	weekdays map[string]int
	numbers  map[string]int
	ordinals map[string]int
	units    map[string]string
	seasons  map[string]string
	dayparts map[string]string
	decades  map[string]int
	// phrases holds the phrase lists by their phrases' first word.
	phrases map[string]*phraseSet
	cues    map[string]int
	// futureAux are the cues of kind modal: future cues that are also
	// the auxiliary of a verb told as a plan ("will", "shall").
	futureAux map[string]bool
	notPast   map[string]bool
	// dayNouns are the nouns after which "the afternoon" names a kind
	// of thing ("the afternoon prayers"), not a time.
	dayNouns map[string]bool
}

// fields reads an embedded lexicon file in the word-list format (package
// wordlist) whose entries have want tab-separated fields.
func fields(name string, want int) ([][]string, error) {
	var rows [][]string
	err := eachRow(name, want, func(row []string) error {
		rows = append(rows, row)
		return nil
	})
	return rows, err
}

// eachRow calls fn on each entry of the embedded lexicon file name, which
// must have want tab-separated fields; an error of fn is told with the
// file and line of the entry (wordlist.Each), so a bad value is found at
// once.
func eachRow(name string, want int, fn func(row []string) error) error {
	f, err := lexiconFS.Open("lexicon/" + name)
	if err != nil {
		return fmt.Errorf("open lexicon %s: %w", name, err)
	}
	defer f.Close()
	return wordlist.Each(name, f, func(l wordlist.Line) error {
		row := l.Fields()
		if len(row) != want {
			return fmt.Errorf("%d fields, want %d", len(row), want)
		}
		return fn(row)
	})
}

func intMap(name string) (map[string]int, error) {
	m := map[string]int{}
	err := eachRow(name, 2, func(r []string) error {
		n, err := strconv.Atoi(r[1])
		if err != nil {
			return fmt.Errorf("%q: %w", r[0], err)
		}
		m[r[0]] = n
		return nil
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

func strMap(name string) (map[string]string, error) {
	rows, err := fields(name, 2)
	if err != nil {
		return nil, err
	}
	m := make(map[string]string, len(rows))
	for _, r := range rows {
		m[r[0]] = r[1]
	}
	return m, nil
}

func loadLexicon() (*lexicon, error) {
	lx := &lexicon{}
	if err := lx.loadWords(); err != nil {
		return nil, err
	}
	if err := lx.loadPhraseLists(); err != nil {
		return nil, err
	}
	return lx, nil
}

// loadWords reads the word lists: months, weekdays, numbers, ordinals,
// decades, units, seasons, parts of the day, tense cues and the -ed words
// that are no past-tense cues.
func (lx *lexicon) loadWords() error {
	var err error
	if lx.months, err = intMap("months.txt"); err != nil {
		return err
	}
	if lx.weekdays, err = intMap("weekdays.txt"); err != nil {
		return err
	}
	if lx.numbers, err = intMap("numbers.txt"); err != nil {
		return err
	}
	if lx.ordinals, err = intMap("ordinals.txt"); err != nil {
		return err
	}
	if lx.decades, err = intMap("decades.txt"); err != nil {
		return err
	}
	if lx.units, err = strMap("units.txt"); err != nil {
		return err
	}
	if lx.seasons, err = strMap("seasons.txt"); err != nil {
		return err
	}
	if lx.dayparts, err = strMap("dayparts.txt"); err != nil {
		return err
	}
	if err := lx.readCues(); err != nil {
		return err
	}
	np, err := fields("notpast.txt", 1)
	if err != nil {
		return err
	}
	lx.notPast = make(map[string]bool, len(np))
	for _, r := range np {
		lx.notPast[r[0]] = true
	}
	dn, err := fields("daypartnouns.txt", 1)
	if err != nil {
		return err
	}
	lx.dayNouns = make(map[string]bool, len(dn))
	for _, r := range dn {
		lx.dayNouns[r[0]] = true
	}
	return nil
}

// readCues reads the tense cues of cues.txt: a modal cue is a future cue
// that is also a future auxiliary (futureAux). A later line for a word
// overrides an earlier one.
func (lx *lexicon) readCues() error {
	lx.cues = map[string]int{}
	lx.futureAux = map[string]bool{}
	return eachRow("cues.txt", 2, func(r []string) error {
		w, c := r[0], r[1]
		switch c {
		case "modal", "future":
			lx.cues[w] = future
		case "past":
			lx.cues[w] = past
		default:
			return fmt.Errorf("%q: unknown cue %q (want modal, future or past)", w, c)
		}
		if c == "modal" {
			lx.futureAux[w] = true
		} else {
			delete(lx.futureAux, w)
		}
		return nil
	})
}

// phrased is an entry of a phrase list.
type phrased interface {
	// phrase returns the entry's words, split as the text is.
	phrase() []string
}

func (r refPhrase) phrase() []string { return r.words }
func (r relPhrase) phrase() []string { return r.words }
func (h holiday) phrase() []string   { return h.words }
func (a anaphor) phrase() []string   { return a.words }
func (m modifier) phrase() []string  { return m.words }

// readPhrases reads phrase list name, whose rows have want fields, each
// row made an entry by parse.
func readPhrases[T phrased](name string, want int, parse func(row []string) (T, error)) ([]T, error) {
	rows, err := fields(name, want)
	if err != nil {
		return nil, err
	}
	list := make([]T, 0, len(rows))
	for _, r := range rows {
		e, err := parse(r)
		if err != nil {
			return nil, fmt.Errorf("lexicon %s: %q: %w", name, r[0], err)
		}
		list = append(list, e)
	}
	return list, nil
}

// loadPhrases reads one phrase list and indexes it by first word: the
// matcher tries each token against a handful of phrases instead of
// scanning every list at every token, which would take most of the
// tagger's time.
func loadPhrases[T phrased](name string, want int, parse func(row []string) (T, error)) (firstword.Index[T], error) {
	list, err := readPhrases(name, want, parse)
	if err != nil {
		return nil, err
	}
	x, err := firstword.New(name, list, func(e T) []string { return e.phrase() })
	if err != nil {
		return nil, fmt.Errorf("lexicon %w", err)
	}
	return x, nil
}

// phraseSet holds the phrases of each list that start with one word,
// longest first: the matcher finds a token's set once (newParser), not
// once a list.
type phraseSet struct {
	refs     []refPhrase
	rel      []relPhrase
	mods     []modifier
	holidays []holiday
	anaphora []anaphor
}

// loadPhraseLists reads the phrase lists: fixed references, relative
// phrases, holidays, anaphora and modifiers, each checked as it is read,
// into one index by first word.
func (lx *lexicon) loadPhraseLists() error {
	lx.phrases = map[string]*phraseSet{}
	if err := addPhrases(lx, "refs.txt", 3, parseRef, func(s *phraseSet, l []refPhrase) { s.refs = l }); err != nil {
		return err
	}
	if err := addPhrases(lx, "relative.txt", 3, parseRelative, func(s *phraseSet, l []relPhrase) { s.rel = l }); err != nil {
		return err
	}
	if err := addPhrases(lx, "holidays.txt", 2, parseHoliday, func(s *phraseSet, l []holiday) { s.holidays = l }); err != nil {
		return err
	}
	if err := addPhrases(lx, "anaphora.txt", 3, parseAnaphor, func(s *phraseSet, l []anaphor) { s.anaphora = l }); err != nil {
		return err
	}
	return addPhrases(lx, "modifiers.txt", 3, parseModifier, func(s *phraseSet, l []modifier) { s.mods = l })
}

// addPhrases reads and indexes phrase list name and put stores each first
// word's phrases in that word's set of lx.phrases.
func addPhrases[T phrased](lx *lexicon, name string, want int, parse func(row []string) (T, error), put func(*phraseSet, []T)) error {
	x, err := loadPhrases(name, want, parse)
	if err != nil {
		return err
	}
	for w, l := range x {
		s := lx.phrases[w]
		if s == nil {
			s = &phraseSet{}
			lx.phrases[w] = s
		}
		put(s, l)
	}
	return nil
}

// parseRef reads a row of refs.txt: a fixed phrase, its type and value.
func parseRef(r []string) (refPhrase, error) {
	return refPhrase{words: phraseWords(r[0]), typ: r[1], value: r[2]}, nil
}

// parseRelative reads a row of relative.txt: a phrase, its type, and a
// unit with an offset and an optional time of day ("Y-1", "D-1 TNI").
func parseRelative(r []string) (relPhrase, error) {
	rp := relPhrase{words: phraseWords(r[0]), typ: r[1]}
	tmpl := strings.Fields(r[2])
	if len(tmpl) == 2 {
		rp.tod = tmpl[1]
	}
	k := strings.IndexAny(tmpl[0], "+-")
	if k < 1 || len(tmpl) > 2 {
		return rp, fmt.Errorf("bad template %q", r[2])
	}
	rp.unit = tmpl[0][:k]
	var err error
	if rp.off, err = strconv.Atoi(tmpl[0][k:]); err != nil || !strings.Contains("DWMQYEC", rp.unit) || len(rp.unit) != 1 {
		return rp, fmt.Errorf("bad template %q", r[2])
	}
	return rp, nil
}

// parseHoliday reads a row of holidays.txt: a holiday and its MM-DD.
func parseHoliday(r []string) (holiday, error) {
	var m, d int
	if _, err := fmt.Sscanf(r[1], "%d-%d", &m, &d); err != nil || !validDate(2000, m, d) {
		return holiday{}, fmt.Errorf("bad date %q", r[1])
	}
	return holiday{words: phraseWords(r[0]), month: m, day: d}, nil
}

// parseAnaphor reads a row of anaphora.txt: a phrase, its unit (D, M or
// Y) and its offset from the last date named.
func parseAnaphor(r []string) (anaphor, error) {
	off, err := strconv.Atoi(r[2])
	if err != nil || (r[1] != "D" && r[1] != "M" && r[1] != "Y") {
		return anaphor{}, errors.New("bad unit or offset")
	}
	return anaphor{words: phraseWords(r[0]), unit: r[1], off: off}, nil
}

// parseModifier reads a row of modifiers.txt: a phrase, the class of
// expression it modifies (A, D or T) and its TIMEX3 mod.
func parseModifier(r []string) (modifier, error) {
	if len(r[1]) != 1 || !strings.Contains("ADT", r[1]) {
		return modifier{}, fmt.Errorf("bad class %q", r[1])
	}
	return modifier{words: phraseWords(r[0]), class: r[1][0], mod: r[2]}, nil
}

// phraseWords splits a lexicon phrase the way a story's tokens are split,
// so that "year-end" and "year's end" match the tokens of the text.
func phraseWords(s string) []string {
	var ws []string
	for _, t := range splitTokens(nil, s, 0, 0) {
		ws = append(ws, t.low)
	}
	return ws
}

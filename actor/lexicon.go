package actor

import (
	_ "embed"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/internal/wordlist"
)

// lexiconData is the shipped actor dictionary; docs/LEXICONS.md
// documents its format.
//
//go:embed lexicon/actors.txt
var lexiconData string

// entryKind says what a dictionary entry is.
type entryKind uint8

const (
	actorCountryName   entryKind = iota + 1 // "Afghanistan"
	actorCountryAdj                         // "Afghan"
	actorCountryPeople                      // "Afghans"
	actorCapital                            // "Kabul", standing for the government
	actorNamed                              // a named body: "Taliban", "NATO"
	actorRole                               // a role word: "minister", "soldier"
)

// Role flags, from the third column of [roles].
const (
	roleTitle    = 1 << iota // precedes a personal name
	roleGeneric              // takes the sector of what modifies it
	roleMod                  // only a modifier, never a head
	roleGroup                // collective noun for an organisation
	roleAnon                 // unnamed by nature: "source"
	roleFormer               // former office holder: ELI
	roleForeign              // no country from context
	roleAmbig                // in running text, a role only before a name
	roleNoPlural             // no regular plural generated
	namedPerson              // a named entry from [people]: a person, not a body
)

var roleFlagNames = map[string]int{
	"title": roleTitle, "generic": roleGeneric, "mod": roleMod, "group": roleGroup,
	"anon": roleAnon, "former": roleFormer, "foreign": roleForeign, "ambig": roleAmbig,
	"noplural": roleNoPlural,
}

// dictEntry is one phrase of the dictionary.
type dictEntry struct {
	kind      entryKind
	words     []string // the phrase's words as written
	keyWords  []string // those of words lookups see (no hyphens), for case checks
	country   string
	sector    doc.Sector
	org       string
	canonical string
	flags     int
	src       string // file:line, for messages
}

// actorLexicon maps normalised phrases to entries.
type actorLexicon struct {
	entries map[string][]*dictEntry // key: normalised words joined by " "
	prefix  map[string]bool         // every proper prefix of a key
	maxLen  int
	anon    [][]string // anonymity cues, normalised words
	orgs    map[string]doc.Sector
}

func newActorLexicon() *actorLexicon {
	return &actorLexicon{entries: map[string][]*dictEntry{}, prefix: map[string]bool{}, orgs: map[string]doc.Sector{}}
}

// splitPhrase splits a dictionary phrase into words the way the tokeniser
// splits text: at spaces and hyphens, with a possessive "'s" apart.
func splitPhrase(phrase string) []string {
	var out []string
	for _, f := range strings.Fields(phrase) {
		for _, p := range strings.Split(f, "-") {
			if p == "" {
				continue
			}
			if strings.HasSuffix(p, "'s") && len(p) > 2 {
				out = append(out, p[:len(p)-2], "'s")
				continue
			}
			out = append(out, p)
		}
	}
	return out
}

// actorNorms returns actorNorm of each of words.
func actorNorms(words []string) []string {
	norm := make([]string, len(words))
	for i, w := range words {
		norm[i] = actorNorm(w)
	}
	return norm
}

// actorNorm normalises one word for lookup: lower case, no periods, no
// trailing apostrophe. It returns "" for words lookups skip (hyphens,
// bare apostrophes), so "al-Qaeda" and "al Qaeda" are one key.
func actorNorm(w string) string {
	if strings.IndexByte(w, 0xE2) >= 0 && strings.ContainsAny(w, "’‘") {
		w = strings.NewReplacer("’", "'", "‘", "'").Replace(w)
	}
	if w == "'s" {
		return w
	}
	w = strings.ToLower(strings.ReplaceAll(w, ".", ""))
	w = strings.TrimSuffix(w, "'")
	switch w {
	case "-", "–", "—", "'":
		return ""
	}
	return w
}

// caseOK reports whether text word t may stand for dictionary word d:
// a capitalised d needs a capitalised t, an acronym or mixed-case d ("US",
// "LeT") needs the same letters in the same case; an all-capitals t
// (a headline) matches anything.
func caseOK(d, t string) bool {
	dd := strings.ReplaceAll(d, ".", "")
	hasUpper, upperAfterFirst := false, false
	for i, r := range dd {
		if unicode.IsUpper(r) {
			hasUpper = true
			if i > 0 {
				upperAfterFirst = true
			}
		}
	}
	if !hasUpper {
		return true
	}
	if allCaps(t) {
		return true
	}
	if upperAfterFirst {
		return strings.ReplaceAll(t, ".", "") == dd
	}
	r, _ := utf8.DecodeRuneInString(t)
	return unicode.IsUpper(r)
}

// allCaps reports whether w has letters and none is lower case.
func allCaps(w string) bool {
	letters := false
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters = true
		}
	}
	return letters
}

// add indexes one phrase; a phrase already present with a different
// coding is an error, since the dictionary could not say which is meant.
// With override (user files), a phrase replaces an earlier coding of the
// same phrase instead.
func (lx *actorLexicon) add(phrase string, e dictEntry, override bool) error {
	words := splitPhrase(phrase)
	var key []string
	for _, w := range words {
		if n := actorNorm(w); n != "" {
			key = append(key, n)
		}
	}
	if len(key) == 0 {
		return fmt.Errorf("empty phrase %q", phrase)
	}
	e.words = words
	e.keyWords = nil
	for _, w := range words {
		if actorNorm(w) != "" {
			e.keyWords = append(e.keyWords, w)
		}
	}
	k := strings.Join(key, " ")
	for _, old := range lx.entries[k] {
		if sameCoding(old, &e) {
			if sameCase(old.words, e.words) {
				return nil // the same phrase twice on one line: "U.S." as name and adjective
			}
			continue
		}
		if (old.kind == actorRole) != (e.kind == actorRole) {
			continue // a name and a role word may share spelling: "Congress"/"congress"
		}
		if !sameCase(old.words, e.words) {
			continue // "US" and "us" differ
		}
		if override {
			*old = e
			return nil
		}
		return fmt.Errorf("duplicate phrase %q (also %s)", phrase, old.src)
	}
	ne := e
	lx.entries[k] = append(lx.entries[k], &ne)
	// Names before role words: a capitalised "Congress" is tried first.
	sort.SliceStable(lx.entries[k], func(i, j int) bool {
		return lx.entries[k][i].kind != actorRole && lx.entries[k][j].kind == actorRole
	})
	for i := 1; i < len(key); i++ {
		lx.prefix[strings.Join(key[:i], " ")] = true
	}
	if len(key) > lx.maxLen {
		lx.maxLen = len(key)
	}
	return nil
}

func sameCoding(a, b *dictEntry) bool {
	return a.country == b.country && a.sector == b.sector && a.org == b.org &&
		(a.kind == actorRole) == (b.kind == actorRole) && a.flags == b.flags
}

func sameCase(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if caseOK(a[i], b[i]) != caseOK(b[i], a[i]) || !(caseOK(a[i], b[i]) && caseOK(b[i], a[i])) {
			return false
		}
	}
	return true
}

// pluralOf returns the regular plural of a role phrase's last word.
func pluralOf(p string) string {
	switch {
	case strings.HasSuffix(p, "s"):
		return ""
	case strings.HasSuffix(p, "man"):
		return p[:len(p)-3] + "men"
	case strings.HasSuffix(p, "y") && len(p) > 1 && !strings.ContainsRune("aeiou", rune(p[len(p)-2])):
		return p[:len(p)-1] + "ies"
	case strings.HasSuffix(p, "x"), strings.HasSuffix(p, "ch"), strings.HasSuffix(p, "sh"):
		return p + "es"
	}
	return p + "s"
}

// parse reads one dictionary file, in the word-list format (package
// wordlist); name is used in messages.
func (lx *actorLexicon) parse(name, data string, override bool) error {
	sections := []string{"countries", "actors", "people", "roles", "anonymous"}
	return wordlist.EachIn(name, strings.NewReader(data), sections, func(l wordlist.Line) error {
		src := fmt.Sprintf("%s:%d", name, l.Number)
		switch l.Section {
		case "":
			return l.Errorf("entry before any section header ([countries], [actors], [people], [roles] or [anonymous])")
		case "countries":
			return lx.parseCountry(l, src, override)
		case "actors", "people":
			return lx.parseNamed(l, src, override)
		case "roles":
			return lx.parseRole(l, src, override)
		case "anonymous":
			lx.parseAnon(l)
		}
		return nil
	})
}

// lexField returns field j of a dictionary line, "" for "-" or a missing one.
func lexField(cols []string, j int) string {
	if j < len(cols) && cols[j] != "-" {
		return cols[j]
	}
	return ""
}

// lexAlts splits "a | b | c" into its non-empty alternatives.
func lexAlts(s string) []string {
	var out []string
	for _, a := range strings.Split(s, "|") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// parseCountry reads a [countries] line: code, names, adjectives, people,
// capitals.
func (lx *actorLexicon) parseCountry(l wordlist.Line, src string, override bool) error {
	cols := l.Fields()
	if len(cols) != 5 {
		return l.Errorf("want 5 tab-separated fields (code, names, adjectives, people, capitals), got %d", len(cols))
	}
	code := cols[0]
	if !validCountry(code) {
		return l.Errorf("bad country code %q (want 3 capital letters)", code)
	}
	names := lexAlts(lexField(cols, 1))
	if len(names) == 0 {
		return l.Errorf("country %s has no name", code)
	}
	kinds := []entryKind{actorCountryName, actorCountryAdj, actorCountryPeople, actorCapital}
	for j, kind := range kinds {
		for _, p := range lexAlts(lexField(cols, j+1)) {
			e := dictEntry{kind: kind, country: code, sector: doc.SectorGOV, canonical: names[0], src: src}
			if kind == actorCountryPeople {
				e.sector = doc.SectorCVL
			}
			if err := lx.add(p, e, override); err != nil {
				return l.Errorf("%v", err)
			}
		}
	}
	return nil
}

// parseNamed reads an [actors] or [people] line: phrases, country,
// sector, org, canonical name.
func (lx *actorLexicon) parseNamed(l wordlist.Line, src string, override bool) error {
	cols := l.Fields()
	if len(cols) != 5 {
		return l.Errorf("want 5 tab-separated fields (phrases, country, sector, org, canonical), got %d", len(cols))
	}
	phrases := lexAlts(lexField(cols, 0))
	if len(phrases) == 0 {
		return l.Errorf("no phrase")
	}
	country, sector, org, canon := lexField(cols, 1), doc.Sector(lexField(cols, 2)), lexField(cols, 3), lexField(cols, 4)
	if country != "" && !validCountry(country) {
		return l.Errorf("bad country code %q (want 3 capital letters or -)", country)
	}
	if sector != "" && !sector.Known() {
		return l.Errorf("unknown sector %q", sector)
	}
	if canon == "" {
		canon = phrases[0]
	}
	if org != "" && sector != "" {
		if _, ok := lx.orgs[org]; !ok {
			lx.orgs[org] = sector
		}
	}
	for _, p := range phrases {
		e := dictEntry{kind: actorNamed, country: country, sector: sector, org: org, canonical: canon, src: src}
		if l.Section == "people" {
			// A person: each phrase names them as written unless
			// a canonical name is given.
			e.flags = namedPerson
			if lexField(cols, 4) == "" {
				e.canonical = p
			}
		}
		if err := lx.add(p, e, override); err != nil {
			return l.Errorf("%v", err)
		}
	}
	return nil
}

// parseRole reads a [roles] line: phrases, sector, flags; it adds the
// regular plurals too.
func (lx *actorLexicon) parseRole(l wordlist.Line, src string, override bool) error {
	cols := l.Fields()
	if len(cols) < 2 || len(cols) > 3 {
		return l.Errorf("want 2 or 3 tab-separated fields (phrases, sector, flags), got %d", len(cols))
	}
	sector := doc.Sector(lexField(cols, 1))
	if sector != "" && !sector.Known() {
		return l.Errorf("unknown sector %q", sector)
	}
	flags := 0
	for _, f := range strings.Split(lexField(cols, 2), ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		v, ok := roleFlagNames[f]
		if !ok {
			return l.Errorf("unknown role flag %q", f)
		}
		flags |= v
	}
	for _, p := range lexAlts(lexField(cols, 0)) {
		e := dictEntry{kind: actorRole, sector: sector, flags: flags, canonical: p, src: src}
		if err := lx.add(p, e, override); err != nil {
			return l.Errorf("%v", err)
		}
	}
	// Regular plurals after the line's own phrases, so an explicit
	// plural on the line wins and a generated one never clashes.
	if flags&(roleNoPlural|roleMod) == 0 {
		for _, p := range lexAlts(lexField(cols, 0)) {
			pl := pluralOf(p)
			if pl == "" || lx.has(pl) {
				continue
			}
			e := dictEntry{kind: actorRole, sector: sector, flags: flags &^ roleTitle, canonical: p, src: src}
			if err := lx.add(pl, e, override); err != nil {
				return l.Errorf("%v", err)
			}
		}
	}
	return nil
}

// parseAnon reads an [anonymous] line: cues, as normalised words.
func (lx *actorLexicon) parseAnon(l wordlist.Line) {
	for _, p := range lexAlts(l.Text) {
		var cue []string
		for _, w := range splitPhrase(p) {
			if n := actorNorm(w); n != "" {
				cue = append(cue, n)
			}
		}
		if len(cue) > 0 {
			lx.anon = append(lx.anon, cue)
		}
	}
}

// has reports whether phrase is already a key.
func (lx *actorLexicon) has(phrase string) bool {
	var key []string
	for _, w := range splitPhrase(phrase) {
		if n := actorNorm(w); n != "" {
			key = append(key, n)
		}
	}
	_, ok := lx.entries[strings.Join(key, " ")]
	return ok
}

func validCountry(c string) bool {
	if len(c) != 3 {
		return false
	}
	for i := 0; i < 3; i++ {
		if c[i] < 'A' || c[i] > 'Z' {
			return false
		}
	}
	return true
}

// loadLexicon reads the embedded dictionary and then each extra file.
func loadLexicon(extra []string) (*actorLexicon, error) {
	lx := newActorLexicon()
	if err := lx.parse("lexicon/actors.txt", lexiconData, false); err != nil {
		return nil, fmt.Errorf("embedded actor dictionary: %w", err)
	}
	for _, f := range extra {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("actor dictionary: %w", err)
		}
		if err := lx.parse(f, string(b), true); err != nil {
			return nil, fmt.Errorf("actor dictionary: %w", err)
		}
	}
	return lx, nil
}

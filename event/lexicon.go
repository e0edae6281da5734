package event

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/internal/placenoun"
	"sitrep/internal/polarity"
	"sitrep/internal/wordlist"
)

//go:embed lexicon/*.txt
var lexiconFS embed.FS

// Trigger is one line of the trigger lexicon: a word that signals an event,
// and how to code the event.
type Trigger struct {
	Lemma, POS   string // POS is VERB or NOUN
	Plover, Mode string
	Cameo        string
	Acled        string // ACLED sub-event code, or ""
	Frame
	Passive bool // only in the passive
	// Bids is true for a verb that is a request only when it bids someone
	// do something: an object or passive subject and a "to" clause ("told
	// the police to stop", "were directed to leave").
	Bids bool
	// Placed is true for a trigger that is an armed act only against a
	// place or by an armed party ("invaded the province", not "invaded
	// the pitch"): a toponym, a place noun or an armed noun among its
	// dependents.
	Placed bool
	Origin string // the file it came from
}

// Frame is the syntactic condition a trigger or claim verb may carry: the
// lemmas one of which a dependent ("call on"), one of which the verb's
// particle ("give in"), one of which the object (a passive's subject), and
// one of which a predicate said of the object ("took two guards hostage"),
// must have. Empty lists set no condition.
type Frame struct {
	With []string
	// Prt is apart from With because a particle's word is often a
	// preposition too: "gave a call in the wake of the fire" has an "in"
	// under the verb, through its phrase, and yields nothing.
	Prt []string
	Obj []string
	As  []string
}

// set reads one "with=W|W2" or "obj=W" condition; false if it is neither.
func (f *Frame) set(cond string) bool {
	k, v, _ := strings.Cut(cond, "=")
	if v == "" {
		return false
	}
	words := strings.Split(strings.ToLower(v), "|")
	switch k {
	case "with":
		f.With = words
	case "prt":
		f.Prt = words
	case "obj":
		f.Obj = words
	case "as":
		f.As = words
	default:
		return false
	}
	return true
}

// specificity counts the frame's conditions.
func (f Frame) specificity() int {
	n := 0
	if len(f.With) > 0 {
		n++
	}
	if len(f.Prt) > 0 {
		n++
	}
	if len(f.Obj) > 0 {
		n++
	}
	if len(f.As) > 0 {
		n++
	}
	return n
}

// ClaimVerb is one line of the claim lexicon: a word by which a source says,
// claims or denies something.
type ClaimVerb struct {
	Lemma string
	Kind  string // doc.ClaimReported, doc.ClaimResponsibility, ...
	Frame
}

// Lexicon holds the event triggers and claim verbs, by lemma, most specific first.
type Lexicon struct {
	byKey  map[string][]Trigger
	claims map[string][]ClaimVerb
}

// DefaultLexicon returns the embedded trigger lexicons (triggers.txt and
// violence.txt) and the claim lexicon. It fails too when the ACLED
// refinement words (vocabulary.go), the place, date and outcome words
// (storywords.go), the person roles (merge.go), the settlement nouns
// (split_towns.go), the polarity words (internal/polarity) or the naming
// place nouns (internal/placenoun) did not read.
func DefaultLexicon() (*Lexicon, error) {
	if err := errors.Join(vocabErr, placeWordsErr, dateWordsErr, outcomeNounsErr, personRolesErr, settlementsErr, polarity.Err, placenoun.Err); err != nil {
		return nil, err
	}
	lx := &Lexicon{byKey: map[string][]Trigger{}, claims: map[string][]ClaimVerb{}}
	for _, name := range []string{"triggers.txt", "violence.txt", "claims.txt"} {
		f, err := lexiconFS.Open("lexicon/" + name)
		if err != nil {
			return nil, err
		}
		read := lx.read
		if name == "claims.txt" {
			read = lx.readClaims
		}
		err = read(name, f)
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	return lx, nil
}

func (lx *Lexicon) readClaims(name string, r io.Reader) error {
	return eachLine(name, r, func(f []string) error {
		if len(f) < 2 || len(f) > 3 {
			return fmt.Errorf("want 2 or 3 columns (lemma kind [frame]), got %d", len(f))
		}
		c := ClaimVerb{Lemma: strings.ToLower(f[0]), Kind: f[1]}
		switch c.Kind {
		case doc.ClaimReported, doc.ClaimResponsibility, doc.ClaimDenied, doc.ClaimDisputed:
		default:
			return fmt.Errorf("claim kind %q: want reported, claimed_responsibility, denied or disputed", c.Kind)
		}
		if len(f) == 3 && !c.Frame.set(f[2]) {
			return fmt.Errorf("frame condition %q: want with=WORD or obj=WORD", f[2])
		}
		lx.claims[c.Lemma] = append(lx.claims[c.Lemma], c)
		slices.SortStableFunc(lx.claims[c.Lemma], func(a, b ClaimVerb) int { return b.specificity() - a.specificity() })
		return nil
	})
}

// eachLine calls fn with the words of each entry of the word list r
// (package wordlist), and prefixes its errors with name:line.
func eachLine(name string, r io.Reader, fn func([]string) error) error {
	return wordlist.Each(name, r, func(l wordlist.Line) error { return fn(l.Words()) })
}

// AddFile adds the triggers of a user's lexicon file, in the format of the
// embedded triggers.txt.
func (lx *Lexicon) AddFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("trigger lexicon: %w", err)
	}
	defer f.Close()
	return lx.read(name, f)
}

func (lx *Lexicon) read(name string, r io.Reader) error {
	return eachLine(name, r, func(f []string) error {
		t, err := parseTrigger(f)
		if err != nil {
			return err
		}
		t.Origin = name
		key := t.Lemma + "/" + t.POS
		lx.byKey[key] = append(lx.byKey[key], t)
		// Framed triggers are tried before plain ones.
		slices.SortStableFunc(lx.byKey[key], func(a, b Trigger) int { return b.specificity() - a.specificity() })
		return nil
	})
}

func (t Trigger) specificity() int {
	n := t.Frame.specificity()
	if t.Passive {
		n++
	}
	if t.Bids {
		n++
	}
	if t.Placed {
		n++
	}
	return n
}

func parseTrigger(f []string) (Trigger, error) {
	if len(f) < 6 || len(f) > 7 {
		return Trigger{}, fmt.Errorf("want 6 or 7 columns (lemma pos plover mode cameo acled [frame]), got %d", len(f))
	}
	dash := func(s string) string {
		if s == "-" {
			return ""
		}
		return s
	}
	t := Trigger{Lemma: strings.ToLower(f[0]), POS: f[1], Plover: f[2], Mode: dash(f[3]), Cameo: f[4], Acled: dash(f[5])}
	if t.POS != "VERB" && t.POS != "NOUN" {
		return t, fmt.Errorf("part of speech %q: want VERB or NOUN", t.POS)
	}
	if !validCategory(t.Plover) {
		return t, fmt.Errorf("unknown PLOVER category %q", t.Plover)
	}
	if !validMode(t.Plover, t.Mode) {
		return t, fmt.Errorf("mode %q is not a mode of %s (want one of %s)", t.Mode, t.Plover, strings.Join(modes[t.Plover], ", "))
	}
	if len(t.Cameo) != 2 || t.Cameo < "01" || t.Cameo > "20" {
		return t, fmt.Errorf("CAMEO root %q: want 01 to 20", t.Cameo)
	}
	if _, ok := acledCodes[t.Acled]; t.Acled != "" && !ok {
		return t, fmt.Errorf("unknown ACLED sub-event code %q", t.Acled)
	}
	if len(f) == 7 {
		for _, c := range strings.Split(f[6], ",") {
			switch {
			case c == "pass":
				t.Passive = true
			case c == "to":
				t.Bids = true
			case c == "place":
				t.Placed = true
			case !t.Frame.set(c):
				return t, fmt.Errorf("frame condition %q: want with=WORD, prt=WORD, obj=WORD, as=WORD, pass, to or place", c)
			}
		}
	}
	return t, nil
}

// Claims returns the claim verbs for a lemma, most specific first.
func (lx *Lexicon) Claims(lemma string) []ClaimVerb {
	return lx.claims[lemma]
}

// Lookup returns the triggers for a lemma and part of speech, most specific first.
func (lx *Lexicon) Lookup(lemma, pos string) []Trigger {
	return lx.byKey[lemma+"/"+pos]
}

// Entries returns every trigger, in no particular order.
func (lx *Lexicon) Entries() []Trigger {
	var out []Trigger
	for _, ts := range lx.byKey {
		out = append(out, ts...)
	}
	return out
}

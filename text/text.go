// Package text splits news text into sentences and tokens, the first stage
// of sitrep's pipeline. Tokens follow the conventions of the Universal
// Dependencies English Web Treebank: punctuation is split off, hyphenated
// compounds are split unless the first part is a prefix ("anti-war"),
// contractions and possessives become two syntactic words ("did" + "n't",
// "company" + "'s") of which the second is marked Joined, and abbreviations
// keep their period ("Gen.", "U.S.").
//
// Every token and sentence is a byte span into the input, and the scanner
// never splits a UTF-8 sequence, so Form == text[Start:End] holds for any
// input, valid UTF-8 or not.
package text

import (
	_ "embed"
	"strings"
	"sync"

	"sitrep/doc"
)

//go:embed abbrev.txt
var abbrevData string

//go:embed starters.txt
var startersData string

// Abbreviation classes, from the section headers of abbrev.txt.
const (
	abbrNone    uint8 = iota
	abbrTitle         // precedes a name, never ends a sentence: Gen., Mr.
	abbrNumber        // precedes a number, abbreviation only before a digit: No. 5
	abbrMonth         // month names: Jan. 25; may end a sentence otherwise
	abbrGeneral       // anything else: Inc., etc., Calif.; may end a sentence
)

// Tokenizer splits text into sentences and tokens. It is immutable after New
// and safe for concurrent use.
type Tokenizer struct {
	abbrev   map[string]uint8
	starters map[string]bool
	prefixes map[string]bool
}

// New returns a Tokenizer with its embedded abbreviation, prefix and
// sentence-starter lists loaded.
func New() *Tokenizer {
	t := &Tokenizer{
		abbrev:   map[string]uint8{},
		starters: map[string]bool{},
		prefixes: map[string]bool{},
	}
	class := abbrGeneral
	for _, line := range strings.Split(abbrevData, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") {
			class = abbrevSection(line)
			continue
		}
		for _, w := range strings.Fields(line) {
			t.addAbbrev(w, class)
		}
	}
	for _, line := range strings.Split(startersData, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			t.starters[w] = true
		}
	}
	return t
}

// abbrevSection is the class of the words under a section header of
// abbrev.txt; abbrNone for the prefixes. The file is embedded, so an
// unknown header is a build mistake and panics.
func abbrevSection(line string) uint8 {
	switch line {
	case "[title]":
		return abbrTitle
	case "[number]":
		return abbrNumber
	case "[month]":
		return abbrMonth
	case "[general]":
		return abbrGeneral
	case "[prefix]":
		return abbrNone
	}
	panic("text: unknown section " + line + " in abbrev.txt")
}

// addAbbrev adds word w of abbreviation class (abbrNone: a prefix), with
// its sentence-initial and all-caps (headline) variants.
func (t *Tokenizer) addAbbrev(w string, class uint8) {
	if class == abbrNone {
		t.prefixes[w] = true
		return
	}
	// Keys are stored without their final period; the scanner
	// looks up the word before the period.
	w = strings.TrimSuffix(w, ".")
	t.abbrev[w] = class
	if c := capitalize(w); c != w {
		if _, ok := t.abbrev[c]; !ok {
			t.abbrev[c] = class
		}
	}
	if u := strings.ToUpper(w); u != w && len(w) > 1 {
		if _, ok := t.abbrev[u]; !ok {
			t.abbrev[u] = class
		}
	}
}

// anyCaseAbbrev reports whether w, as written or with its first letter
// capitalised, is a known abbreviation: "gen." in lower-cased copy is
// "Gen.".
func anyCaseAbbrev(abbrev map[string]uint8, w string) bool {
	return abbrev[w] != abbrNone || abbrev[capitalize(w)] != abbrNone
}

func capitalize(w string) string {
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return w
	}
	return string(w[0]-'a'+'A') + w[1:]
}

// Annotate fills st.Sentences and st.Tokens from st.Text, replacing any
// that were there. It first repairs punctuation mis-decoded as
// Windows-1252 in st.Text (RepairMojibake), keeping every offset.
func (t *Tokenizer) Annotate(st *doc.Story) error {
	st.Text = RepairMojibake(st.Text)
	st.Sentences, st.Tokens = t.Split(st.Text)
	return nil
}

// Split returns the sentences and tokens of s. Token spans are byte offsets
// into s, in order and non-overlapping; every token belongs to exactly one
// sentence.
func (t *Tokenizer) Split(s string) ([]doc.Sentence, []doc.Token) {
	bp := scratch.Get().(*[]tok)
	buf := (*bp)[:0]
	if want := len(s)/5 + 4; cap(buf) < want {
		buf = make([]tok, 0, want)
	}
	lc := &casing{s: s, abbrev: t.abbrev}
	buf = t.tokenize(s, buf, lc)
	sents := t.sentences(s, buf, lc)
	// One exact-size allocation, filled field by field: the slice is fresh
	// and zero, and assigning whole doc.Token values would copy five
	// strings each under the garbage collector's write barrier.
	toks := make([]doc.Token, len(buf))
	for k, st := range sents {
		for i := st.FirstToken; i < st.EndToken; i++ {
			b, tk := &buf[i], &toks[i]
			tk.Start, tk.End = b.start, b.end
			tk.Form = s[b.start:b.end]
			tk.Joined = b.joined
			tk.Sentence = k
			tk.Head = -1
		}
	}
	if cap(buf) <= maxScratch {
		*bp = buf[:0]
		scratch.Put(bp)
	}
	return sents, toks
}

// scratch holds reusable token buffers; buffers that grew past maxScratch
// tokens for a huge text are left to the garbage collector.
var scratch = sync.Pool{New: func() any { b := make([]tok, 0, 1024); return &b }}

const maxScratch = 1 << 20

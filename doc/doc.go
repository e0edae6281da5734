// Package doc is sitrep's document model: one Story and the layers that each
// pipeline stage adds to it. Every layer points back into Story.Text with byte
// offsets, so any field of any event can show the words it came from.
//
// The package has no dependencies beyond the standard library; every stage
// imports it and nothing else of sitrep's.
package doc

import (
	"strings"
	"time"
)

// Span is a half-open byte range [Start, End) in Story.Text.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Len returns the span's length in bytes.
func (s Span) Len() int { return s.End - s.Start }

// Contains reports whether o lies wholly inside s.
func (s Span) Contains(o Span) bool { return s.Start <= o.Start && o.End <= s.End }

// Overlaps reports whether s and o share a byte.
func (s Span) Overlaps(o Span) bool { return s.Start < o.End && o.Start < s.End }

// Story is one news story and everything the pipeline has learned about it.
type Story struct {
	ID        string
	Title     string
	Text      string
	Published time.Time // zero when unknown
	URL       string
	Source    string

	Sentences []Sentence
	Tokens    []Token
	Mentions  []Mention
	Timexes   []Timex
	// Eve is the time that tells the story was written on the eve of
	// its publication, as a daily's late copy is: the first that names
	// that day by its weekday ("on Friday" in a Saturday paper), in a
	// story that names neither its publication day nor the eve as
	// "yesterday". Nil for any other story. The time stage fills it with
	// Timexes; the event stage dates by it what the text leaves undated.
	Eve        *Timex
	Places     []Place
	Focus      Focus // filled by the place stage with Places
	Quantities []Quantity
	Events     []Event
}

// Focus is the country a story is about, as its places tell: the country
// its toponyms lie in most often, counting each toponym once and leaving
// out those that modify a noun ("a U.S. official" says whose, not where),
// the first named on a tie. Later stages read it: an institution named as
// a site sits in its capital, an event whose sentence names no place
// happened there, and an unnamed domestic actor ("the police") belongs to
// it.
type Focus struct {
	Country string  // ISO 3166-1 alpha-3; "" when no toponym has a country
	Share   float64 // the fraction of the counted toponyms that lie in Country
}

// Dominant reports whether the story is plainly about its focus country:
// at least two thirds of its toponyms lie there.
func (f Focus) Dominant() bool { return f.Country != "" && f.Share >= 2.0/3 }

// Slice returns the text under s.
func (st *Story) Slice(s Span) string { return st.Text[s.Start:s.End] }

// SentenceHolding returns the span of the sentence holding sp, and
// whether there is one.
func (st *Story) SentenceHolding(sp Span) (Span, bool) {
	for _, s := range st.Sentences {
		if s.Contains(sp) {
			return s.Span, true
		}
	}
	return Span{}, false
}

// SentenceTokens returns the tokens of sentence i.
func (st *Story) SentenceTokens(i int) []Token {
	s := st.Sentences[i]
	return st.Tokens[s.FirstToken:s.EndToken]
}

// Sentence is a sentence: its text span and its tokens, Story.Tokens[First:End].
type Sentence struct {
	Span
	FirstToken, EndToken int
}

// Token is a syntactic word, the unit that taggers and parsers see. Most
// tokens are whole orthographic tokens; a contraction or possessive is split
// as Universal Dependencies splits it ("didn't" -> "did" + "n't"), and the
// second part has Joined set, so the surface token can be rebuilt.
type Token struct {
	Span
	Form     string // the text under Span
	Joined   bool   // continues the surface token of the previous Token
	Sentence int    // index in Story.Sentences

	// Filled by the syntax stage.
	UPOS  string // universal part of speech (NOUN, VERB, PROPN, ...)
	XPOS  string // Penn Treebank tag (NN, VBD, NNP, ...)
	Lemma string
	Head  int    // index in Story.Tokens of the syntactic head; -1 for the root or before parsing
	Rel   string // Universal Dependencies relation to Head (nsubj, obj, obl:agent, ...)
}

// Actor is what an entity mention is coded as.
type Actor struct {
	Name      string `json:"name,omitempty"`      // canonical name: "Leon Panetta", "Taliban"
	Country   string `json:"country,omitempty"`   // ISO 3166-1 alpha-3
	Sector    Sector `json:"sector,omitempty"`    // PLOVER sector: GOV, MIL, REB, IGO, ...
	Org       string `json:"org,omitempty"`       // intergovernmental or armed body: NATO, UN, ...
	Anonymous bool   `json:"anonymous,omitempty"` // "an official speaking on condition of anonymity"
}

// MentionLabel says what kind of phrase a Mention is.
type MentionLabel string

// Mention labels: the four CoNLL-2003 classes the NER stage finds, and the
// two kinds the actor stage adds.
const (
	LabelPER  MentionLabel = "PER"  // a person's name
	LabelORG  MentionLabel = "ORG"  // an organisation's name
	LabelLOC  MentionLabel = "LOC"  // a place's name
	LabelMISC MentionLabel = "MISC" // another name: nationalities, events, ...
	LabelNOM  MentionLabel = "NOM"  // a nominal phrase: "two American officers", "the group"
	LabelPRON MentionLabel = "PRON" // a pronoun the coreference step linked: "he", "it", "who"
)

// Mention is a named or nominal entity mention, or a pronoun.
type Mention struct {
	Span
	FirstToken, EndToken int // token range in Story.Tokens
	Label                MentionLabel
	Actor                Actor
	Antecedent           int // index in Story.Mentions this mention corefers with; -1 if none
}

// Precision of a date or place.
const (
	PrecisionDay     = "day"
	PrecisionWeek    = "week"
	PrecisionMonth   = "month"
	PrecisionYear    = "year"
	PrecisionPoint   = "point"
	PrecisionAdmin2  = "admin2"
	PrecisionAdmin1  = "admin1"
	PrecisionCountry = "country"
)

// Timex is a temporal expression normalised as a TimeML TIMEX3 value.
type Timex struct {
	Span
	Type      string // DATE, TIME, DURATION or SET
	Value     string // TIMEX3 value: 2012-02-25, 2011-04, P5D, XXXX-WXX-1 ...
	Precision string // day, week, month or year, for dates
}

// Place is a toponym resolved against the gazetteer.
type Place struct {
	Span
	Name       string
	Country    string // ISO 3166-1 alpha-3
	Admin1     string
	Admin2     string
	Lat, Lon   float64
	GeonamesID int
	Precision  string // point, admin2, admin1 or country
	// Inferred says how a place the gazetteer does not give for its words
	// was found: InferredSeat or InferredUnlisted. Empty for a toponym of
	// the gazetteer.
	Inferred string
}

// How a place was found when the gazetteer does not give it (Place.Inferred).
const (
	// InferredSeat is a national institution ("the Interior Ministry")
	// placed at its country's capital.
	InferredSeat = "seat"
	// InferredUnlisted is a town the text names ("the town of X") that the
	// gazetteer lacks: it takes the country, coordinates and precision of
	// the division or country the text puts it in, so no map or distance
	// reads a country's centre as the town.
	InferredUnlisted = "unlisted"
)

// QuantityKind is what a Quantity counts.
type QuantityKind string

// Kinds of quantity.
const (
	Killed       QuantityKind = "killed"
	Injured      QuantityKind = "injured"
	Arrested     QuantityKind = "arrested"
	Kidnapped    QuantityKind = "kidnapped"
	Participants QuantityKind = "participants" // in a protest or rally
)

// Quantity is a count of people, usually casualties, tied to a trigger.
type Quantity struct {
	Span
	Kind      QuantityKind
	Best      int
	Low, High int
	Qualifier string // "at least", "more than", "about", ...
	Trigger   int    // token index of the word it counts for; -1 if none
}

// BaseRel is a dependency relation without its subtype: "obl:agent" -> "obl".
func BaseRel(rel string) string {
	for i := 0; i < len(rel); i++ {
		if rel[i] == ':' {
			return rel[:i]
		}
	}
	return rel
}

// LowerLemma is the token's lemma in lower case, or its form when untagged.
func (t *Token) LowerLemma() string {
	if t.Lemma != "" {
		return strings.ToLower(t.Lemma)
	}
	return strings.ToLower(t.Form)
}

// Package count finds counts of people in news text — how many were killed,
// injured, arrested or kidnapped, and how many took part in a gathering —
// and adds them to a story as doc.Quantity values, each tied to the token of
// the casualty word it counts for.
//
// Numbers are read in digits and in words ("27", "1,000", "3.5 million",
// "twenty-seven", "a dozen"); vague plurals are read by ACLED's conventions
// ("dozens" 12, "hundreds" 100; see lexicon/vague.txt); ordinals, dates,
// years and measures ("5 km", "2 years") never count.
//
// A number is tied to a casualty word by token patterns: a subject before a
// passive, intransitive or predicate word ("at least 27 people have been
// killed", "five men died", "two are dead", "1 killed"), an object after an
// active verb ("killing seven people", "killed a policeman", "killing
// him"), a counted noun ("15 fatalities", "3 bodies"), or a toll ("the
// death toll rose to 15"). Conjoined counts of one word add up into one
// Quantity ("two soldiers and a civilian were killed" is 3).
//
// Casualties told without a numeral count too (implicit.go): a singular
// subject of a passive killing verb or of "died" is one ("a man was shot
// dead", "the governor died", "Ali Khan was killed"), conjoined ones add up
// ("Ali and his brother were killed" is 2), a reflexive object is one
// ("the bomber blew himself up"), and a plural without a number ("civilians
// were wounded", "the wounded") is at least one: Best 1, Low 1, High 0,
// Qualifier "unspecified". When the syntax stage has
// filled Head and Rel, a number the patterns miss is also tied through the
// parse (nummod of the nsubj:pass of "killed", and so on).
//
// Qualifiers set Low and High (High 0 means no upper bound is known):
//
//	"27"                   Best 27  Low 27  High 27
//	"at least 27"          Best 27  Low 27  High 0    (also "no fewer than")
//	"more than 100"        Best 100 Low 100 High 0    (also "over"; the stated figure is kept)
//	"up to 10"             Best 10  Low 0   High 10   (also "as many as", "fewer than", "nearly")
//	"about 50"             Best 50  Low 0   High 0    (also "around", "some", "an estimated")
//	"between 5 and 8"      Best 5   Low 5   High 8    (also "5-8", "five to eight", "two or three")
//	"dozens"               Best 12  Low 12  High 0    (the vague phrase is the Qualifier)
//	"no one was killed"    Best 0   Low 0   High 0    (Qualifier "no")
//	"7 were killed and wounded"  killed Best 3, injured Best 4, each Low 0 High 7
//
// Participants are counted when a number heads a crowd that gathers,
// marches or storms ("Hundreds of people tried to overrun a compound"), or
// follows "a crowd of" or ACLED's "[size=...]". Arrests need an arrest word:
// "held" counts only in "held in custody" and "held hostage".
//
// Best is the most conservative reading, ACLED's rule for reported
// fatalities: the lower end of a range, the stated figure of a bound.
package count

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

var (
	lexOnce sync.Once
	lexVal  *lexicon
	lexErr  error
)

// Counter finds counts of people. It is immutable after New and safe for
// concurrent use.
type Counter struct {
	lx  *lexicon
	buf sync.Pool // *scratch
}

// New returns a Counter with its embedded lexicons, which are parsed once
// per process and shared. The modals come from internal/polarity, whose
// error fails New as the event and reality stages fail on it: a casualty
// after "could" would else be counted as real.
func New() (*Counter, error) {
	lexOnce.Do(func() { lexVal, lexErr = loadLexicon() })
	if err := errors.Join(lexErr, polarity.Err); err != nil {
		return nil, fmt.Errorf("count: %w", err)
	}
	c := &Counter{lx: lexVal}
	c.buf.New = func() any { return &scratch{} }
	return c, nil
}

// scratch is per-call working memory, pooled so that annotating a story
// allocates little.
type scratch struct {
	words []word
	nps   []numPhrase
	at    []int // word index -> index in nps of the phrase starting there, or -1
	out   []found
	// divisor and perEvent come from "fatalities split between 2 events (4)".
	divisor, perEvent int
	// conj is the conjunction group that emit gives its counts (0: none);
	// lastConj the last number handed out.
	conj, lastConj int
}

// found is a count with what Fatalities needs to add counts up.
type found struct {
	doc.Quantity
	sentence int
	numTok   int  // token of the number, to avoid counting one number twice
	total    bool // a stated total: "15 fatalities", "the death toll rose to 15"
	coded    bool // a coder's own figure: "fatalities coded as 0"
	definite bool // "the two dead": people counted already
	zero     bool
	// background: the count is a cause or memory of the story's event
	// ("protesting the killing of 3"), not its toll.
	background bool
	// natural: the dead died of illness, cold or an accident ("died of
	// hypothermia"), not of violence: no event's toll (Annotate leaves
	// it out), and background for Fatalities.
	natural bool
	// aggregate: the toll sums a war's or years' incidents ("have been
	// killed since 2011"): no event's toll, left out by Annotate
	// like natural deaths, and background for Fatalities.
	aggregate bool
	// claimed: one person's death told only as a party's claim ("Iran
	// claimed he had been killed", "reports claiming the reporter had
	// died"): a rumour, no event's toll, left out by Annotate.
	claimed bool
	// alt: the count is joined to another kind by "or" ("killed or
	// injured 3"), so it is not a count of the dead.
	alt bool
	// implicit: no word counts the person ("X was killed"); it adds to the
	// toll only when nothing else in the story counts the dead.
	implicit bool
	// unspecified: the text gives no number, only people ("civilians were
	// wounded", "the dead"); Best is the least the words imply.
	unspecified bool
	// head is the last word of an implicit count's subject, lower case.
	head string
	// conj numbers the conjoined counts of one casualty word ("a soldier
	// and two civilians"), which Annotate adds into one; 0 for none.
	conj int
	// additive: "also", "other", "more" near the count say it adds new
	// people even when its figure repeats an earlier one.
	additive bool
}

// Annotate appends to st.Quantities one Quantity for each count of people
// in st, reading st.Sentences and st.Tokens (from package text, and the
// syntax layer when it is there). A story without tokens gets none.
func (c *Counter) Annotate(st *doc.Story) error {
	fs, _, _ := c.find(st)
	fs = slices.DeleteFunc(fs, func(f found) bool { return f.natural || f.aggregate || f.claimed })
	st.Quantities = appendMerged(st.Quantities, fs)
	return nil
}

// appendMerged appends the quantities of fs to qs, adding conjoined counts
// of one casualty word into one: "a soldier and two civilians were killed"
// is one count of 3 spanning both, as an analyst reads it.
func appendMerged(qs []doc.Quantity, fs []found) []doc.Quantity {
	type key struct {
		conj, trig int
		kind       doc.QuantityKind
	}
	at := map[key]int{}
	for _, f := range fs {
		if f.conj == 0 {
			qs = append(qs, f.Quantity)
			continue
		}
		k := key{f.conj, f.Trigger, f.Kind}
		i, ok := at[k]
		if !ok {
			at[k] = len(qs)
			qs = append(qs, f.Quantity)
			continue
		}
		q := &qs[i]
		q.Start, q.End = min(q.Start, f.Start), max(q.End, f.End)
		if q.High > 0 && f.High > 0 {
			q.High = min(q.High+f.High, maxCount)
		} else {
			q.High = 0
		}
		q.Best, q.Low = min(q.Best+f.Best, maxCount), min(q.Low+f.Low, maxCount)
		switch {
		case f.Qualifier == "" || f.Qualifier == q.Qualifier:
		case q.Qualifier == "":
			q.Qualifier = f.Qualifier
		default:
			q.Qualifier += ", " + f.Qualifier
		}
	}
	return qs
}

// Fatalities returns the number of people the tokenised story st reports
// killed, and whether it reports a number at all (an explicit "no one was
// killed" counts, with best 0). Counts that recall an earlier death
// ("protesting the killing of 3") or leave the dead among others ("killed
// or injured 3") are left out. Then, in order:
//
//  1. A figure the text says was coded ("Fatalities coded as 0", "unknown
//     fatalities coded as 10"): the first one.
//  2. A stated total ("4 fatalities", "the death toll rose to 15", "2
//     killed." standing alone): the largest.
//  3. The sum of the counts tied to killing words. A definite count ("the
//     two dead", "the victim", "him") is added only when no earlier
//     sentence counted the dead, and a figure repeated in a later sentence
//     is added once.
//  4. With none of those, the counts told without a numeral: one for each
//     "X was killed" or "X died" (a name told again in a later sentence
//     once), one for "blew himself up", at least one for "civilians were
//     killed"; "the dead" and "the soldiers were killed" point back and are
//     not added.
//
// When the text says the fatalities were split between N events, the
// result is divided by N (rounded half up), or is the figure it gives for
// this event: "Fatalities are split across 2 events (4)".
//
// It reads st.Sentences and st.Tokens only: callers with a bare string
// (eval fatalities) tokenise it first.
func (c *Counter) Fatalities(st *doc.Story) (best int, found bool) {
	return c.fatalities(st)
}

func (c *Counter) fatalities(st *doc.Story) (int, bool) {
	fs, div, per := c.find(st)
	best, ok := total(fs)
	if ok && div > 1 {
		if per > 0 && per <= best {
			return per, true
		}
		// Round half up: ACLED gives the remainder to the first events.
		best = (best + div/2) / div
	}
	return best, ok
}

// total adds up the killed counts of one story; see Fatalities.
func total(fs []found) (int, bool) {
	t := sortKilled(fs)
	switch {
	case len(t.coded) > 0:
		return t.coded[0].Best, true
	case len(t.totals) > 0:
		return largestTotal(t.totals), true
	case len(t.events) > 0:
		return sumEvents(t.events), true
	case len(t.implicit) > 0:
		return sumImplicit(t.implicit), true
	}
	return 0, t.zero
}

// killedCounts are a story's counts of the dead sorted by how total
// reads them, in the order of its rules.
type killedCounts struct {
	coded, totals, events, implicit []found
	zero                            bool // an explicit none was told
}

// sortKilled sorts the counts of the dead of fs, leaving out the
// background and alternative ones and the definite implicit ones ("the
// dead", "the soldiers were killed": people told of before, or
// remembered, "to honour the dead"). A definite count ("the two dead"
// after "two officers were shot dead") points back unless no count of
// deaths that is not definite comes before it ("the driver was killed"
// with no earlier count is the event).
func sortKilled(fs []found) killedCounts {
	var t killedCounts
	firstEvent := firstEventSentence(fs)
	for _, f := range fs {
		if f.Kind != doc.Killed || f.background || f.alt {
			continue
		}
		switch {
		case f.coded:
			t.coded = append(t.coded, f)
		case f.implicit && f.unspecified && f.definite:
			// "the dead": points back, added by none of the rules
		case f.implicit:
			t.implicit = append(t.implicit, f)
		case f.zero:
			t.zero = true
		case f.total:
			t.totals = append(t.totals, f)
		case f.definite:
			if firstEvent < 0 || f.sentence <= firstEvent {
				t.events = append(t.events, f)
			}
		default:
			t.events = append(t.events, f)
		}
	}
	return t
}

// firstEventSentence is the sentence of the first count of a death that
// is not definite, -1 for none.
func firstEventSentence(fs []found) int {
	first := -1
	for _, f := range fs {
		if f.Kind == doc.Killed && !f.definite && !f.zero && !f.coded && !f.background && !f.alt && !f.implicit {
			if first < 0 || f.sentence < first {
				first = f.sentence
			}
		}
	}
	return first
}

// largestTotal reads stated totals: conjoined counts of one noun add up
// ("2 rebel and 1 military fatality"); separate totals restate one toll,
// so the largest is taken.
func largestTotal(totals []found) int {
	byTrigger := map[int]int{}
	m := 0
	for _, f := range totals {
		byTrigger[f.Trigger] = min(byTrigger[f.Trigger]+f.Best, maxCount)
		m = max(m, byTrigger[f.Trigger])
	}
	return m
}

// sumEvents adds up the counts of deaths told as events, each number once;
// a figure repeated in a later sentence ("At least three militants were
// killed. ... killing three") is the same people told again.
func sumEvents(events []found) int {
	sum := 0
	seen := map[int]bool{}
	told := map[int]int{} // Best -> sentence it was first added in
	for _, f := range events {
		if f.numTok >= 0 {
			if seen[f.numTok] {
				continue
			}
			seen[f.numTok] = true
		}
		if s, ok := told[f.Best]; ok && s != f.sentence && f.Best > 1 && !f.additive {
			continue
		}
		if _, ok := told[f.Best]; !ok {
			told[f.Best] = f.sentence
		}
		sum = min(sum+f.Best, maxCount)
	}
	return sum
}

// sumImplicit counts one for each person or plural told without a number
// ("a man was shot dead", "Ali and his brother were killed" 2); a person
// named again in a later sentence ("Jha died ... Jha died in a clash") is
// added once.
func sumImplicit(implicit []found) int {
	sum := 0
	seen := map[string]int{}
	for _, f := range implicit {
		if s, ok := seen[f.head]; ok && s != f.sentence && f.head != "" {
			continue
		}
		seen[f.head] = f.sentence
		sum = min(sum+f.Best, maxCount)
	}
	return sum
}

package event

import (
	"strings"
	"time"

	"sitrep/doc"
	"sitrep/internal/polarity"
	"sitrep/when"
)

// ledeSentences is how many sentences that tell something (hold a verb)
// open a story: its lede, where a newspaper names the day of its news.
const ledeSentences = 4

// ledeDay dates an event the text leaves undated by the day the story's
// lede names for its news, when that day is one of the week before
// publication: a daily's story of Wednesday tells "the party chief has
// demanded a probe ... speaking to reporters on Tuesday, he accused ...",
// and its news, the lede's and what the story goes on to tell without a
// date, is of Tuesday. A lede whose first day is the day of publication
// keeps the story's date. An incident named in a phrase of another
// event's clause ("sentenced a man for an attack") is recalled, not news,
// and is left alone, as is an event foreseen ("will be charged"). A digest
// story tells unrelated items after its lede: only an event that shares
// the lede's place or a party takes its day (ledeRelated). An event dated
// by a definite phrase that names no day ("later in the day") is left
// undated by the text, whatever day the time stage gave it
// (anaphoricDay). A day told in what the event bids (bidDay) is not its
// news's day.
func ledeDay(t *tree, e *doc.Event) {
	if !storyDated(t, e) {
		return
	}
	tx := ledeTimex(t)
	if tx == nil || sayingDay(t, e, tx) || !ledeRelated(t, e, tx) || bidDay(t, t.tokenFrom(e.Trigger.Start), e.Type.Plover, tx) {
		return
	}
	e.Time = storyWhen(t.st, tx.Span, tx.Value[:10])
}

// storyDated reports whether event e may take a day the story tells
// (ledeDay, eveDay): the text leaves its day untold, having given it the
// publication day or a definite phrase that names none (anaphoricDay),
// and it is neither foreseen nor an incident recalled in another act's
// phrase.
func storyDated(t *tree, e *doc.Event) bool {
	return e.Time != nil && (e.Time.ResolvedFrom == "published" || anaphoricDay(t, e.Time)) && !e.Aux.Future &&
		!e.Aux.Hypothetical && !recalledNoun(t, t.tokenFrom(e.Trigger.Start))
}

// anaphoricDay reports whether w is a day told by a definite phrase that
// names none ("the day", "the afternoon", "earlier in the day"), which
// the time stage reads as the publication day: such a phrase points back
// to the day the story is telling, and where the lede names one, that is
// the day.
func anaphoricDay(t *tree, w *doc.When) bool {
	if w.Text == "" || w.Date != storyDay(t.st).Format("2006-01-02") {
		return false
	}
	return when.DefinitePhrase(w.Text)
}

// newsDay returns the day of the story's news: the lede's day (ledeTimex),
// else the day of publication.
func newsDay(t *tree) time.Time {
	if tx := ledeTimex(t); tx != nil {
		if d, err := time.Parse("2006-01-02", tx.Value[:10]); err == nil {
			return d
		}
	}
	return t.st.Published
}

// ledeTimex returns the day of the story's lede (findLedeTimex), found on
// first use and kept on the tree.
func ledeTimex(t *tree) *doc.Timex {
	if !t.ledeDone {
		t.lede, t.ledeDone = findLedeTimex(t), true
	}
	return t.lede
}

// findLedeTimex returns the first day the lede names in the week before
// publication, or nil where it names none or first names the day of
// publication. Days after publication and days of a plan ("ordered a
// pause to begin on Tuesday", which a resolver leaning to the past may
// put before publication), days a state began or ends ("on fast since
// Sunday", "until Friday"), definite phrases that name no day
// (notNewsDay) and days older than a week (background) are passed over, as are the days of a sentence that tells one event after
// another ("The strikes followed rocket fire on Sunday evening").
func findLedeTimex(t *tree) *doc.Timex {
	st := t.st
	if st.Published.IsZero() {
		return nil
	}
	pub := storyDay(st)
	end := ledeEnd(t)
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if tx.Start >= end {
			break
		}
		k := t.tokenFrom(tx.Start)
		if k >= len(st.Tokens) {
			break
		}
		sent := st.Tokens[k].Sentence
		if tx.Type != "DATE" && tx.Type != "TIME" || len(tx.Value) < 10 || !validDate(tx.Value) || sequenceSentence(t, sent) ||
			inDateline(st.Text, tx.Span) || notNewsDay(t, tx) || !tellsSomething(t, sent) {
			continue
		}
		d, err := time.Parse("2006-01-02", tx.Value[:10])
		switch {
		case err != nil || d.After(pub) || beforeStoryWeek(st, d):
		case d.Equal(pub):
			return nil
		default:
			return tx
		}
	}
	return nil
}

// ledeEnd returns the byte offset where the lede ends: after the first
// ledeSentences lines of the lede (ledeLine).
func ledeEnd(t *tree) int {
	st := t.st
	n := 0
	for s := range st.Sentences {
		if ledeLine(t, s) {
			n++
		}
		if n == ledeSentences {
			return st.Sentences[s].End
		}
	}
	return len(st.Text)
}

// ledeIndex returns how many lines of the lede (ledeLine) come before
// sentence s, counting no further than most: 0 for the lede's first
// sentence, 1 for its second. A caller asking only whether s is past the
// lede's first lines passes their number, so that the walk, run once per
// event mention, stops at the lede instead of scanning every sentence
// before s.
func ledeIndex(t *tree, s, most int) int {
	n := 0
	for k := 0; k < s && n < most; k++ {
		if ledeLine(t, k) {
			n++
		}
	}
	return n
}

// ledeLine reports whether sentence s counts as a line of the story's
// lede: it tells something (tellsSomething) and is not the headline at
// the head of the text (titleLine).
func ledeLine(t *tree, s int) bool {
	return tellsSomething(t, s) && !titleLine(t, s)
}

// titleLine reports whether sentence s opens with the story's title: the
// headline printed at the head of its text.
func titleLine(t *tree, s int) bool {
	st := t.st
	return st.Title != "" && strings.HasPrefix(strings.TrimSpace(st.Slice(st.Sentences[s].Span)), st.Title)
}

// tellsSomething reports whether sentence s holds a verb: a line such as
// "Archived page, 9 May 1998" dates the page, not the news.
func tellsSomething(t *tree, s int) bool {
	sent := t.st.Sentences[s]
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if t.st.Tokens[k].UPOS == "VERB" {
			return true
		}
	}
	return false
}

// notNewsDay reports whether tx, a day the story names, is no day of
// news that a later event may borrow (findLedeTimex, paragraphTime): a
// bound ("by Monday morning", "since Sunday": boundary), the day of a
// plan ("will be dealt with during the strike on Friday": planned), or a
// definite phrase that names no day ("adjourned for the day on
// Saturday": the tagger gives "the day" the day of publication, which
// would hide the Saturday that follows it).
func notNewsDay(t *tree, tx *doc.Timex) bool {
	return boundary(t, tx) || planned(t, t.tokenFrom(tx.Start)) || when.DefinitePhrase(t.st.Slice(tx.Span))
}

// boundary reports whether tx is the start or end of a span of time
// ("since Sunday", "until Friday", "from Tuesday", "by Monday"), not the
// day of an event. The prepositions are a closed class.
func boundary(t *tree, tx *doc.Timex) bool {
	k := t.tokenFrom(tx.Start)
	if k == 0 || k >= len(t.st.Tokens) {
		return false
	}
	switch strings.ToLower(t.st.Tokens[k-1].Form) {
	case "since", "until", "till", "from", "by":
		return true
	}
	return false
}

// planned reports whether token k lies in a clause told as a plan: one
// with "will" or "would", or a "to" infinitive whose verb the day follows
// at once ("will meet on Friday", "a pause to begin on Tuesday"; not
// "talking to camera crews on Friday", where the parse may take the noun
// after "to" for a verb).
func planned(t *tree, k int) bool {
	if k >= len(t.st.Tokens) {
		return false
	}
	h := t.clauseHead(k)
	for _, c := range t.kids[h] {
		switch doc.BaseRel(t.st.Tokens[c].Rel) {
		case "mark":
			if t.lemma(c) == "to" && c == h-1 && adjacent(t, h, k) {
				return true
			}
		case "aux":
			if l := t.lemma(c); polarity.Future(l) || polarity.ReportedFuture(l) {
				return true
			}
		}
	}
	return false
}

// adjacent reports whether only prepositions stand between verb h and the
// day at token k after it.
func adjacent(t *tree, h, k int) bool {
	if k <= h {
		return false
	}
	for j := h + 1; j < k; j++ {
		if t.st.Tokens[j].UPOS != "ADP" {
			return false
		}
	}
	return true
}

// recalledNoun reports whether noun trigger i is named in a prepositional
// phrase of another action's clause ("jailed a man for an assault on a
// temple", "held in connection with the shooting"): an incident recalled
// by the verb its phrases hang on, which tells what was done about it. A
// phrase of a noun that is no such phrase itself ("the toll of the blast
// rose") or of a copula tells no other act.
func recalledNoun(t *tree, i int) bool {
	st := t.st
	if i >= len(st.Tokens) || st.Tokens[i].UPOS != "NOUN" {
		return false
	}
	// Up through the phrases that hold it ("to 20 years in jail for an
	// assault") to the word they hang on.
	k := i
	for n := 0; n < len(st.Tokens); n++ {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "obl", "nmod":
		default:
			return k != i && st.Tokens[k].UPOS == "VERB" && t.lemma(k) != "be"
		}
		if k = st.Tokens[k].Head; k < 0 || k >= len(st.Tokens) {
			return false
		}
	}
	return false
}

// sequenceSentence reports whether sentence s is headed by a verb of
// sequence ([sequence-verbs]): its day is as often another event's.
func sequenceSentence(t *tree, s int) bool {
	sent := t.st.Sentences[s]
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if t.st.Tokens[k].Head < 0 && dateWords.sequenceVerbs[t.lemma(k)] {
			return true
		}
	}
	return false
}

// sayingDay reports whether tx is the day of a saying that tells event e
// in its own sentence ("a local official said on Monday that gunmen had
// killed four"): when() weighed it there and found it the saying's, not
// the event's.
func sayingDay(t *tree, e *doc.Event, tx *doc.Timex) bool {
	h := t.clauseHead(t.tokenFrom(tx.Start))
	for _, c := range e.Claims {
		// The claim's own verb: the one whose clause holds its claimant,
		// not any other "said" of the sentence.
		if c.Span.Contains(tx.Span) && t.st.Tokens[h].Form == c.Verb && c.Claimant.Span.End > c.Claimant.Span.Start &&
			t.dominates(h, t.tokenFrom(c.Claimant.Span.Start)) {
			return true
		}
	}
	return false
}

// ledeRelated reports whether event e is part of the news the lede dates
// by tx: it is told in the lede's sentence, or it shares the lede's
// country (an unplaced event has the story's, when the story is about
// one) or a party, and no paragraph between the two names another
// country ("A bomber struck a mosque in Quetta on Sunday ... Protesters
// marched on the parliament in Amman": a digest's next item is not of
// Sunday).
func ledeRelated(t *tree, e *doc.Event, tx *doc.Timex) bool {
	ls := t.sentenceAt(tx.Start)
	es := t.sentenceAt(e.Trigger.Start)
	if ls == es {
		return true
	}
	countries := ledeCountries(t, ls)
	if len(countries) == 0 {
		return true // nothing tells the story is a digest of other news
	}
	if foreignParagraph(t, ls, es, countries) {
		return false
	}
	if e.Place == nil || e.Place.ResolvedFrom != "text" {
		// An event its text places nowhere is of the story's country
		// when the story is about one. A place the story lent it (the
		// dateline's, the focus's) is no evidence: every item of a
		// digest inherits it.
		return t.st.Focus.Dominant() && countries[t.st.Focus.Country] || sharesParty(t, e, ls, es)
	}
	return countries[e.Place.Country] || sharesParty(t, e, ls, es)
}

// ledeCountries returns the countries of the lede's sentence ls: those of
// the places it names, else the dateline's, else the story's focus
// country when the story is about one; empty when none is known.
func ledeCountries(t *tree, ls int) map[string]bool {
	countries := sentenceCountries(t, ls)
	if len(countries) > 0 {
		return countries
	}
	if p := datelinePlace(t); p != nil && p.Country != "" {
		countries[p.Country] = true
	} else if t.st.Focus.Dominant() {
		countries[t.st.Focus.Country] = true
	}
	return countries
}

// sentenceCountries returns the countries of the places sentence s names.
func sentenceCountries(t *tree, s int) map[string]bool {
	sp := t.st.Sentences[s].Span
	out := map[string]bool{}
	for _, p := range t.st.Places {
		if sp.Contains(p.Span) && p.Country != "" {
			out[p.Country] = true
		}
	}
	return out
}

// foreignParagraph reports whether a paragraph between the lede's
// sentence ls and sentence es, in either direction (es may be a headline
// above the lede), names a country not among countries: the story has
// moved to other news.
func foreignParagraph(t *tree, ls, es int, countries map[string]bool) bool {
	st := t.st
	step := 1
	if es < ls {
		step = -1
	}
	crossed := false
	for k := ls + step; ; k += step {
		lo, hi := min(k, k-step), max(k, k-step)
		if blankLine(st.Text[st.Sentences[lo].End:st.Sentences[hi].Start]) {
			crossed = true
		}
		if crossed {
			for c := range sentenceCountries(t, k) {
				if !countries[c] {
					return true
				}
			}
		}
		if k == es {
			return false
		}
	}
}

// demonstratives point back to something told before: "this attack",
// "those arrests" (a closed class).
var demonstratives = map[string]bool{"this": true, "that": true, "these": true, "those": true}

// sharesParty reports whether event e in sentence es shares a party with
// the lede's sentence ls: a party whose head word the lede's sentence
// names (a noun, or the verb of the incident a party takes up), or
// taken up by a pronoun across adjacent sentences ("The minister has
// demanded a probe. Speaking on Monday, he said ...").
func sharesParty(t *tree, e *doc.Event, ls, es int) bool {
	st := t.st
	sent := st.Sentences[ls]
	for _, p := range []*doc.Party{e.Actor, e.Target} {
		if p == nil || strings.TrimSpace(p.Text) == "" {
			continue
		}
		if barePronoun(p.Text) {
			if es == ls+1 {
				return true
			}
			continue
		}
		head := t.spanHead(p.Span)
		if head < 0 {
			continue
		}
		if d := t.child(head, "det"); d >= 0 && demonstratives[t.lemma(d)] {
			return true // "condemned this attack": a party taken up from the news
		}
		for k := sent.FirstToken; k < sent.EndToken; k++ {
			switch st.Tokens[k].UPOS {
			case "NOUN", "PROPN", "VERB":
				// "condemned the attack" takes up a lede that told
				// how gunmen attacked.
				if t.lemma(k) == t.lemma(head) {
					return true
				}
			}
		}
	}
	if es == ls-1 {
		for k := sent.FirstToken; k < sent.EndToken; k++ {
			if doc.BaseRel(st.Tokens[k].Rel) == "nsubj" && barePronoun(st.Tokens[k].Form) {
				return true
			}
		}
	}
	return false
}

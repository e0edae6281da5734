package event

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"sitrep/doc"
)

// blankLine reports whether s holds an empty line: a paragraph break.
func blankLine(s string) bool {
	for {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			return false
		}
		s = s[i+1:]
		if j := strings.IndexByte(s, '\n'); j >= 0 && strings.TrimSpace(s[:j]) == "" {
			return true
		}
	}
}

// storyTime settles an event's date from the story around it, once the
// retellings are merged: a week becomes a day or a month (weekDay); a
// physical event its own sentence leaves undated takes the day its
// paragraph named last (paragraphTime; a story of Saturday that tells
// "five were killed late on Friday" goes on to tell that night's arrests
// without a date, and a timeline's dated heading dates the lines under
// it), else for any event the date of a phrase or clause that tells it
// (evidenceDate), else the month of a past time the sentence before has
// turned the story to and this one goes on from (pastFrame); an incident
// told as the start of a state ("since ..."), as what a party is
// accused of (allegedOnly) or as done before the news ("previously":
// toldAsBefore) with no date of its own keeps none, nor does one told as
// coming "later" or "subsequently" after an older time (toldAfterPast),
// nor a verdict or penalty told only in the passive after the lede, the
// standing state of its target (standingSanction), nor an act told only in
// a relative clause of the past passive after the lede, which recalls what
// befell a noun (pastRelative).
// Any other event, statement or act, told without a date is the story's
// news of the day.
func storyTime(t *tree, e *doc.Event, nouns map[int]string) {
	weekDay(t, e, nouns)
	headingTime(t, e)
	paragraphTime(t, e)
	evidenceDate(t, e, nouns)
	pastFrame(t, e, nouns)
	retoldLede(t, e)
	if e.Time != nil && e.Time.ResolvedFrom != "text" && namedIncident(t, t.tokenFrom(e.Trigger.Start)) {
		// "the culprits of the Godhra train massacre": an incident
		// known by its place's name is recalled, and neither the
		// paragraph's day nor the story's dates it.
		e.Time = nil
		return
	}
	if e.Time != nil && e.Time.ResolvedFrom != "text" && (allegedOnly(t, e) || toldAsBefore(t, t.tokenFrom(e.Trigger.Start)) || standingSanction(t, e) || pastRelative(t, e)) {
		// "accused of having shot a guard": an allegation's act;
		// "had previously urged talks": an act before the news.
		e.Time = nil
		return
	}
	if e.Time != nil && toldAfterPast(t, e) {
		// "held in 2017 ... subsequently tortured": after a past time by how
		// long the text does not say.
		e.Time = nil
		return
	}
	if e.Time != nil && e.Time.ResolvedFrom != "text" && sinceClause(t, t.tokenFrom(e.Trigger.Start)) {
		// "France has been on alert since militants launched a series
		// of attacks": the incident that began a state is told as its
		// past, and with no date of its own it has none.
		e.Time = nil
		return
	}
	ledeDay(t, e)
	eveDay(t, e)
}

// namedIncident reports whether noun trigger i is named by the place it
// happened at, as a known incident is ("the Godhra train massacre", "the
// Manchester Arena bombing"), and recalled inside another's clause: it is
// no argument of a verb of its own kind.
func namedIncident(t *tree, i int) bool {
	st := t.st
	if i >= len(st.Tokens) || st.Tokens[i].UPOS != "NOUN" {
		return false
	}
	named := false
	for _, k := range t.kids[i] {
		if doc.BaseRel(st.Tokens[k].Rel) == "compound" && k < i && placeAt(st, k) {
			named = true
		}
		for _, g := range t.kids[k] {
			if doc.BaseRel(st.Tokens[k].Rel) == "compound" && doc.BaseRel(st.Tokens[g].Rel) == "compound" && placeAt(st, g) {
				named = true // "the Godhra train massacre"
			}
		}
	}
	if !named {
		return false
	}
	switch doc.BaseRel(st.Tokens[i].Rel) {
	case "nsubj", "nsubj:pass", "root":
		return false // "the Godhra massacre killed 59": told, not recalled
	}
	return true
}

// placeAt reports whether token k lies in a toponym.
func placeAt(st *doc.Story, k int) bool {
	for _, p := range st.Places {
		if p.Span.Contains(st.Tokens[k].Span) && p.Inferred == "" {
			return true
		}
	}
	return false
}

// sinceClause reports whether token i is told after "since" in a clause
// of the perfect ("has been on alert since militants launched attacks",
// "have fled since the attacks"): the incident that began a state. The
// words are read in order, not through the parse, which often hangs
// "since" on the wrong word.
func sinceClause(t *tree, i int) bool {
	toks := t.st.Tokens
	sent := toks[i].Sentence
	perfect := false
	for k := t.st.Sentences[sent].FirstToken; k < i; k++ {
		switch strings.ToLower(toks[k].Form) {
		case "has", "have", "had", "'s", "'ve":
			perfect = perfect || toks[k].UPOS == "AUX"
		case "since":
			if perfect && k+1 < i {
				return !punctBetween(t, k, i)
			}
		}
	}
	return false
}

// punctBetween reports whether a comma, semicolon or colon stands between
// tokens a and b.
func punctBetween(t *tree, a, b int) bool {
	for k := a + 1; k < b; k++ {
		switch t.st.Tokens[k].Form {
		case ",", ";", ":":
			return true
		}
	}
	return false
}

// paragraphTime dates a physical event its own sentences leave undated by
// the last day named before it in its paragraph in the week before
// publication, unless a past month is named after that day.
func paragraphTime(t *tree, e *doc.Event) {
	st := t.st
	if e.Time == nil || e.Time.ResolvedFrom != "published" || !physical[e.Type.Plover] {
		return
	}
	sent := st.Sentences[t.sentenceAt(e.Trigger.Start)].Span
	pub := storyDay(st)
	var found *doc.Timex
	for k := len(st.Timexes) - 1; k >= 0; k-- {
		tx := &st.Timexes[k]
		if tx.End > sent.Start || tx.Type != "DATE" && tx.Type != "TIME" || inDateline(st.Text, tx.Span) || notNewsDay(t, tx) {
			continue
		}
		if m, err := time.Parse("2006-01", tx.Value); found == nil && err == nil && m.Before(pub.AddDate(0, 0, 1-pub.Day())) {
			// "Militia fighters raided the village on Monday. It had been
			// hit by a gas attack in November. Troops then sealed the
			// roads":
			// the paragraph has turned to a past month, and Monday is
			// not the day the roads were sealed.
			break
		}
		if len(tx.Value) < 10 {
			continue
		}
		d, err := time.Parse("2006-01-02", tx.Value[:10])
		if err != nil || d.After(pub) || beforeStoryWeek(st, d) && !opensSentence(t, tx) {
			continue
		}
		if found != nil && t.sentenceAt(tx.Start) != t.sentenceAt(found.Start) {
			break
		}
		if found == nil && blankLine(st.Text[tx.End:sent.Start]) {
			break // a paragraph of its own (a blank line before it) starts afresh
		}
		// Of that sentence's days the first: "a clash last Wednesday and
		// Thursday" began on Wednesday.
		found = tx
	}
	if found != nil {
		e.Time = storyWhen(st, found.Span, found.Value[:10])
	}
}

// when sets the event's time from a time expression in the trigger's clause,
// else in its sentence, else the publication date.
func (c *Coder) when(t *tree, cd *candidate) {
	st := t.st
	if c.relativeDate(t, cd) {
		return
	}
	var best *doc.Timex
	bestScore := -1
	sent := st.Sentences[cd.sent].Span
	clause := t.ownSpan(cd.trig)
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if tx.Type != "DATE" && tx.Type != "TIME" || !sent.Contains(tx.Span) || !validDate(tx.Value) || inDateline(st.Text, tx.Span) {
			continue
		}
		score := c.dateScore(t, cd, tx, clause)
		if score > bestScore || score > 0 && score == bestScore && nearer(t, cd.trig, tx.Span, best.Span) {
			best, bestScore = tx, score
		}
	}
	if bestScore <= 0 {
		best = nil
	}
	if best != nil {
		sp := best.Span
		date := best.Value
		if len(date) > 10 && date[10] == 'T' && !strings.ContainsAny(date[11:], ":0123456789") {
			// "this morning" (2012-02-25TMO): the event's date is the day.
			date = date[:10]
		}
		// "On the third day of an offensive": the offensive's start.
		date = c.campaignStart(t, cd, best, date)
		prec := best.Precision
		if len(date) > 5 && date[4] == '-' && date[5] >= 'A' && date[5] <= 'Z' && date[5] != 'W' {
			// "last summer" (2020-SU), "the first quarter" (2020-Q1):
			// records are dated by day, month or year.
			date, prec = date[:4], doc.PrecisionYear
		}
		if m := yearEdgeMonth(st.Slice(sp)); len(date) == 4 && m != "" && !deadline(t, best) {
			date, prec = date+"-"+m, doc.PrecisionMonth // "at the start of this year": January
		}
		date, prec = lastedUntil(t, cd, date, prec)
		cd.ev.Time = &doc.When{Date: date, Precision: prec, Text: st.Slice(sp), Span: &sp, ResolvedFrom: "text"}
		if cd.ev.Time.Precision == "" {
			cd.ev.Time.Precision = precisionOf(date)
		}
		return
	}
	// A headline tells the lede's event, dated or not: leave its time open
	// so that it merges with the lede's.
	if !st.Published.IsZero() && !titleLine(t, cd.sent) {
		cd.ev.Time = &doc.When{Date: st.Published.Format("2006-01-02"), Precision: doc.PrecisionDay, ResolvedFrom: "published"}
		nextSentenceDate(t, cd)
	}
}

// dateScore weighs date tx of cd's sentence as cd's own: 3 in the
// trigger's clause or phrase, 2 in a clause that tells what its subject
// did meanwhile or a recalled incident's older date, 1 elsewhere in a
// clause that holds the trigger, and 0 for a date of something else.
func (c *Coder) dateScore(t *tree, cd *candidate, tx *doc.Timex, clause doc.Span) int {
	if pastAfterPublication(t, cd.trig, tx) || periodOf(t, tx) || nestedIncidentDate(t, cd, tx) || antecedentDate(t, cd.trig, tx) ||
		perfectsOldDay(t, cd.trig, tx, peerNoun(cd.peers)) || bidDay(t, cd.trig, cd.tr.Plover, tx) || nounModifierDate(t, cd, tx) {
		return 0
	}
	score := 1
	if clause.Contains(tx.Span) {
		score = 3
	} else if speakingClause(t, cd.trig, t.tokenFrom(tx.Start)) {
		score = 2
	} else if cd.tr.POS == "NOUN" && tx.Start > t.st.Tokens[cd.trig].End && perfectsOldDay(t, t.clauseHead(cd.trig), tx, peerNoun(cd.peers)) {
		score = 2 // "have charged a teacher over the attack on a church on 12 January"
	} else if !t.governs(cd.trig, tx.Span) {
		return 0 // "new questions will arise ... once forces withdraw in 2014"
	} else if recalled := olderAfter(t, cd, tx); c.newsOfTheDay(t, cd, tx) || otherEventsDate(t, cd) && !recalled || c.claimsDate(t, cd) {
		return 0
	} else if recalled {
		score = 2 // before the news's own date
	}
	if nounClause(t, cd.trig, tx.Span) {
		// "the trader, who fled in May, was detained": the date
		// of a clause that describes a party.
		return 0
	}
	return score
}

// yearEdgeMonth returns the month a phrase that names the start or the
// end of a year points to ("the start of this year", "the end of last
// year"): "01" or "12"; else "". "Early" or "late last year" spans
// months and stays a year.
func yearEdgeMonth(phrase string) string {
	p := strings.ToLower(phrase)
	switch {
	case strings.HasPrefix(p, "the start of") || strings.HasPrefix(p, "the beginning of"):
		return "01"
	case strings.HasPrefix(p, "the end of"):
		return "12"
	}
	return ""
}

// storyDay returns the calendar day of the story's publication, at
// midnight UTC as parsed dates are: the day the story's own zone names,
// which Truncate, cutting at UTC midnight, would not always give.
func storyDay(st *doc.Story) time.Time {
	y, m, d := st.Published.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// beforeStoryWeek reports whether time x falls before the week that ends
// on the story's day: a past the story recalls, not its news.
func beforeStoryWeek(st *doc.Story, x time.Time) bool {
	return x.Before(storyDay(st).AddDate(0, 0, -7))
}

// deadline reports whether tx is set as a limit ("withdraw by the end of
// the year", "until the start of next year"): the act falls any time
// before it, so the year's edge is not its month.
func deadline(t *tree, tx *doc.Timex) bool {
	i := t.tokenFrom(tx.Start) - 1
	if i < 0 || i >= len(t.st.Tokens) {
		return false
	}
	switch strings.ToLower(t.st.Tokens[i].Form) {
	case "by", "until", "till", "before":
		return true
	}
	return false
}

// nextSentenceDate dates an incident its sentence leaves undated by the
// past day or month of the next sentence when that sentence tells no event
// of its own: "Two men were charged over the bombing of a mosque. The bomb
// went off during Friday prayers on 7 February." The next sentence then
// goes on telling the incident.
func nextSentenceDate(t *tree, cd *candidate) {
	st := t.st
	next := cd.sent + 1
	if !physical[cd.tr.Plover] || next >= len(st.Sentences) || blankLine(st.Text[st.Sentences[cd.sent].End:st.Sentences[next].Start]) {
		return
	}
	for _, o := range cd.peers {
		if o.sent == next {
			return
		}
	}
	if sequenceSentence(t, next) {
		return // "The strikes followed rocket fire on Sunday evening": another's date
	}
	sp := st.Sentences[next].Span
	var txs []*doc.Timex
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if (tx.Type == "DATE" || tx.Type == "TIME") && sp.Contains(tx.Span) && len(tx.Value) >= 7 && validDate(tx.Value) && tx.Value[5] != 'W' && !inDateline(st.Text, tx.Span) {
			txs = append(txs, tx)
		}
	}
	// Before the day before publication: a date of the story's day or the
	// day before is as likely a saying's as the incident's.
	best := earliest(txs, st.Published.Truncate(24*time.Hour).AddDate(0, 0, -1))
	if best == nil {
		return
	}
	date := best.Value
	if len(date) > 10 {
		date = date[:10]
	}
	cd.ev.Time = storyWhen(st, best.Span, date)
}

// relativeDate dates an event told in a clause measured from another
// ("It comes a day after three bank workers died", "rallied on Saturday,
// a week after police shot dead a teenager", "two days before the vote"):
// the day of the main clause (its own date, else the story's news day:
// newsDay) moved by the span. It reports whether it set the time.
func (c *Coder) relativeDate(t *tree, cd *candidate) bool {
	st := t.st
	sent := st.Sentences[cd.sent].Span
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if tx.Type != "DURATION" || !sent.Contains(tx.Span) || tx.End > st.Tokens[cd.trig].Start {
			continue
		}
		n, unit, ok := spanOf(tx.Value)
		m := t.tokenFrom(tx.End)
		if !ok || m >= len(st.Tokens) || st.Tokens[m].Sentence != cd.sent || gapSpan(t, tx) {
			continue
		}
		sign := 0
		switch strings.ToLower(st.Tokens[m].Form) {
		case "after", "since":
			// "a day after three workers died", "a year since the
			// bombing": the event lies that span before the clause's
			// day.
			sign = -1
		case "before":
			sign = 1
		}
		h := st.Tokens[m].Head
		for n := 0; h >= 0 && !t.dominates(h, cd.trig) && st.Tokens[h].UPOS != "VERB" && n < 3; n++ {
			// "a day after three workers died": "after" hung on the
			// subject (or on a noun inside it); the clause is its verb's.
			if hd := st.Tokens[h].Head; hd > h && (strings.HasPrefix(st.Tokens[h].Rel, "nsubj") || doc.BaseRel(st.Tokens[h].Rel) == "nmod") {
				h = hd
				continue
			}
			break
		}
		if sign == 0 || h < 0 || !inOwnClause(t, h, cd.trig) || datedWithin(t, h, sent) {
			continue // "a week after the March 3 attack": its own date
		}
		anchor := relativeAnchor(t, cd, h, sent)
		if anchor.IsZero() {
			return false
		}
		d, ok := shiftDate(anchor, unit, sign*n)
		if !ok {
			return false
		}
		sp := tx.Span
		cd.ev.Time = &doc.When{Date: d.Format("2006-01-02"), Precision: doc.PrecisionDay, Text: st.Slice(doc.Span{Start: tx.Start, End: st.Tokens[m].End}), Span: &sp, ResolvedFrom: "text"}
		return true
	}
	return false
}

// relativeAnchor returns the day relativeDate counts a span from, for
// the clause at h that the span measures: a full date of sentence sent
// outside that clause, else the day of the event told before that a
// clause of sequence points back to (toldBefore), else the news day;
// zero when there is none.
func relativeAnchor(t *tree, cd *candidate, h int, sent doc.Span) time.Time {
	st := t.st
	news := newsDay(t)
	anchor := news
	for j := range st.Timexes {
		o := &st.Timexes[j]
		if (o.Type == "DATE" || o.Type == "TIME") && sent.Contains(o.Span) && len(o.Value) >= 10 && validDate(o.Value) &&
			!inOwnClause(t, h, t.tokenFrom(o.Start)) {
			if d, err := time.Parse("2006-01-02", o.Value[:10]); err == nil {
				anchor = d
				break
			}
		}
	}
	if d, ok := toldBefore(t, cd, h); ok && anchor.Equal(news) {
		anchor = d
	}
	return anchor
}

// shiftDate returns anchor moved by n units of a duration's unit (spanOf:
// D, W, M or Y), or false for any other unit.
func shiftDate(anchor time.Time, unit byte, n int) (time.Time, bool) {
	switch unit {
	case 'D':
		return anchor.AddDate(0, 0, n), true
	case 'W':
		return anchor.AddDate(0, 0, 7*n), true
	case 'M':
		return anchor.AddDate(0, n, 0), true
	case 'Y':
		return anchor.AddDate(n, 0, 0), true
	}
	return time.Time{}, false
}

// gapSpan reports whether duration tx follows "in" at once, with no
// article: "the first round of talks in six months after ..." measures a gap up
// to now, not how far the clause after it lies from another day ("in the
// three months since soldiers killed 12" does).
func gapSpan(t *tree, tx *doc.Timex) bool {
	k := t.tokenFrom(tx.Start)
	return k > 0 && k < len(t.st.Tokens) && strings.EqualFold(t.st.Tokens[k-1].Form, "in") && !strings.EqualFold(t.st.Tokens[k].Form, "the")
}

// toldBefore returns the day of the event told last before cd's sentence,
// when a clause of sequence above h, the clause cd is measured from,
// points back to it: its subject is "it", "this" or a definite event noun
// ("Gunmen killed a chief on Monday. The attack came three days after
// bandits abducted 20 pupils"). The event must be dated by its own words
// to a day.
func toldBefore(t *tree, cd *candidate, h int) (time.Time, bool) {
	for hd := t.st.Tokens[h].Head; hd >= 0 && !dateWords.sequenceVerbs[t.lemma(h)]; hd = t.st.Tokens[h].Head {
		h = hd // "It came three days after bandits abducted": the clause above
	}
	s := t.child(h, "nsubj")
	if s < 0 || !dateWords.sequenceVerbs[t.lemma(h)] {
		return time.Time{}, false
	}
	switch l := t.lemma(s); {
	case l == "it" || l == "this":
	case t.st.Tokens[s].UPOS == "NOUN" && t.child(s, "det") >= 0 && t.lemma(t.child(s, "det")) == "the" && cd.peers[s] != nil:
	default:
		return time.Time{}, false
	}
	var last *candidate
	for _, o := range cd.peers {
		if o.sent < cd.sent && (last == nil || o.trig > last.trig) {
			last = o
		}
	}
	if last == nil || last.ev.Time == nil || last.ev.Time.ResolvedFrom != "text" || len(last.ev.Time.Date) < 10 {
		return time.Time{}, false
	}
	d, err := time.Parse("2006-01-02", last.ev.Time.Date[:10])
	return d, err == nil
}

// datedWithin reports whether a calendar date of sentence sent lies under
// token h, in what h tells (inOwnClause).
func datedWithin(t *tree, h int, sent doc.Span) bool {
	for _, o := range t.st.Timexes {
		if (o.Type == "DATE" || o.Type == "TIME") && sent.Contains(o.Span) && validDate(o.Value) && inOwnClause(t, h, t.tokenFrom(o.Start)) {
			return true
		}
	}
	return false
}

// inOwnClause reports whether token k lies under h and in what h tells:
// the path up to h enters no statement of its own (a parenthesis, a
// complement, a coordinated verb), which a misparse may hang below it
// ("Five years after gunmen killed 130 people, a court sentenced the
// attacker on Wednesday", the main clause taken for a parenthesis).
func inOwnClause(t *tree, h, k int) bool {
	for n := 0; k >= 0 && k < len(t.st.Tokens) && n < len(t.st.Tokens); n++ {
		if k == h {
			return true
		}
		switch t.st.Tokens[k].Rel {
		case "parataxis", "ccomp", "conj", "appos", "dep", "list":
			return false
		}
		k = t.st.Tokens[k].Head
	}
	return false
}

// spanOf reads a TIMEX3 duration of whole days, weeks, months or years
// ("P1D", "P2W", "P3M", "P1Y").
func spanOf(v string) (n int, unit byte, ok bool) {
	if len(v) < 3 || v[0] != 'P' || v[1] == 'T' {
		return 0, 0, false
	}
	unit = v[len(v)-1]
	n, err := strconv.Atoi(v[1 : len(v)-1])
	return n, unit, err == nil && n > 0 && (unit == 'D' || unit == 'W' || unit == 'M' || unit == 'Y')
}

// newsOfTheDay reports whether tx dates the saying of the event rather
// than the event, and the saying is the story's news of the day (told on
// the day of publication or the day before): "24 were killed, the UN said
// on Tuesday" tells nothing of when they were killed, and the event is left
// to be dated as the story's news, which a dated retelling may replace. A
// date before the verb of saying is left alone: fronted, it scopes over
// the sentence, the event told included.
func (c *Coder) newsOfTheDay(t *tree, cd *candidate, tx *doc.Timex) bool {
	h := t.clauseHead(t.tokenFrom(tx.Start))
	if h == t.clauseHead(cd.trig) || !c.isClaimVerb(t, h) || t.st.Published.IsZero() || len(tx.Value) < 10 ||
		tx.Start < t.st.Tokens[h].Start {
		return false
	}
	d, err := time.Parse("2006-01-02", tx.Value[:10])
	return err == nil && !d.Before(t.st.Published.Truncate(24*time.Hour).AddDate(0, 0, -1))
}

// datelineEnd matches what follows the date of a dateline: an optional
// agency in parentheses, then a dash ("KANDAHAR, Afghanistan, Oct. 3
// (Xinhua) -- Seven militants ...").
var datelineEnd = regexp.MustCompile(`^\s*(\([^()]{1,40}\)\s*)?(--|—|–|-)\s`)

// stampStart matches the words of a page's time stamp line before one of
// its dates ("Updated: March 3, 2019 09:15 GMT", "Posted Jun 4, 2015 6:40
// PM", "Posted on March 13, 2021"): a stamp word, then nothing more (the
// date follows at once), or a colon, a digit, or a month's or weekday's
// name (a later time of the line). "Published reports said on Monday" is
// prose.
var stampStart = regexp.MustCompile(`(?i)^\s*(last\s+)?(updated|posted|published|modified)(\s+on)?\s*($|:|\d|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s)`)

// inDateline reports whether the date at sp is a dateline's, a time
// stamp's of the page, or a cited piece's: the day a story was filed,
// posted or printed, which dates none of the events it tells and is no day
// of its lede's news.
func inDateline(text string, sp doc.Span) bool {
	if stampLine(text, sp) || citedDay(text, sp) {
		return true
	}
	return strings.HasSuffix(strings.TrimRight(text[:sp.Start], " "), ",") && datelineEnd.MatchString(text[sp.End:])
}

// citedDay reports whether the date at sp closes a parenthesis after a
// comma, as a letter cites the piece it answers ("the raid was a
// blunder (Opinion, 2 June)", "(Headline, example.com, 9 May)"):
// the day the piece was printed, not the day of what it tells.
func citedDay(text string, sp doc.Span) bool {
	const most = 200 // bytes back to the "(": a citation is short
	if !strings.HasPrefix(text[sp.End:], ")") || !strings.HasSuffix(text[:sp.Start], ", ") {
		return false
	}
	before := text[max(0, sp.Start-most):sp.Start]
	open := strings.LastIndexAny(before, "()")
	return open >= 0 && before[open] == '('
}

// stampLine reports whether sp lies in a short line of its own that opens
// with a time stamp's words: a page's "Updated:" or "Posted" line.
func stampLine(text string, sp doc.Span) bool {
	const most = 60
	// The line can be no longer than most bytes, so neither search need
	// look further than that: a story with few line breaks would make
	// each search run to its far end, once for each date of each event.
	lo := max(sp.Start-most-1, 0)
	start := strings.LastIndexByte(text[lo:sp.Start], '\n') + 1
	if start == 0 && lo > 0 {
		return false
	}
	start += lo
	room := most - (sp.End - start)
	if room < 0 {
		return false
	}
	rest := text[sp.End:]
	end := strings.IndexByte(rest[:min(room+1, len(rest))], '\n')
	if end < 0 {
		end = len(rest)
	}
	return end+sp.End-start <= most && stampStart.MatchString(text[start:sp.Start])
}

// validDate reports whether v is a calendar TIMEX3 value (not PRESENT_REF,
// not a weekday pattern).
func validDate(v string) bool {
	return len(v) >= 4 && v[0] >= '0' && v[0] <= '9' && !strings.Contains(v[:4], "X")
}

// storyWhen returns the time the story's own text gives an event: date
// (a TIMEX3 value cut to the day at most), told by the words at sp.
func storyWhen(st *doc.Story, sp doc.Span, date string) *doc.When {
	return &doc.When{Date: date, Precision: precisionOf(date), Text: st.Slice(sp), Span: &sp, ResolvedFrom: "story"}
}

// precisionOf returns the precision of TIMEX3 value v: a day, a week, a
// month or a year.
func precisionOf(v string) string {
	switch {
	case len(v) >= 10:
		return doc.PrecisionDay
	case strings.Contains(v, "W"):
		return doc.PrecisionWeek
	case len(v) == 7:
		return doc.PrecisionMonth
	}
	return doc.PrecisionYear
}

// rank orders place precisions from coarse to fine.
func rank(precision string) int {
	switch precision {
	case doc.PrecisionPoint:
		return 4
	case doc.PrecisionAdmin2:
		return 3
	case doc.PrecisionAdmin1:
		return 2
	case doc.PrecisionCountry:
		return 1
	}
	return 0
}

// otherDay reports whether sentence sent names a day before event e's:
// "two more bodies were found late last night" tells no deaths of this
// morning's attack (a victim may die of wounds later, never earlier).
func otherDay(t *tree, e *doc.Event, sent int) bool {
	if e.Time == nil || len(e.Time.Date) < 10 {
		return false
	}
	sp := t.st.Sentences[sent].Span
	for _, tx := range t.st.Timexes {
		if sp.Contains(tx.Span) && (tx.Type == "DATE" || tx.Type == "TIME") && len(tx.Value) >= 10 && validDate(tx.Value) && tx.Value[:10] < e.Time.Date[:10] {
			return true
		}
	}
	return false
}

// dateRange returns the first and last day a TIMEX3 date value covers.
func dateRange(v string) (start, end time.Time, ok bool) {
	for _, l := range []struct {
		layout string
		years  int
		months int
		days   int
	}{{"2006-01-02", 0, 0, 1}, {"2006-01", 0, 1, 0}, {"2006", 1, 0, 0}} {
		if len(v) < len(l.layout) {
			continue
		}
		s, err := time.Parse(l.layout, v[:len(l.layout)])
		if err != nil {
			continue
		}
		return s, s.AddDate(l.years, l.months, l.days).Add(-time.Nanosecond), true
	}
	return time.Time{}, time.Time{}, false
}

// weekDay makes an event dated by a week ("last week": 2018-W06) exact
// where a sentence that tells it names a day of that week ("in a clash last
// Wednesday"); else it gives the month the week mostly falls in, or a
// weekend's Saturday falls in, since records are dated by day, month or
// year.
func weekDay(t *tree, e *doc.Event, nouns map[int]string) {
	if e.Time == nil || e.Time.Precision != doc.PrecisionWeek {
		return
	}
	start, ok := isoWeekStart(e.Time.Date)
	if !ok {
		return
	}
	end := start.AddDate(0, 0, 7)
	for _, tx := range evidenceTimexes(t, e, nouns) {
		d, err := time.Parse("2006-01-02", tx.Value[:min(10, len(tx.Value))])
		if err == nil && len(tx.Value) >= 10 && !d.Before(start) && d.Before(end) {
			sp := tx.Span
			e.Time = &doc.When{Date: tx.Value[:10], Precision: doc.PrecisionDay, Text: t.st.Slice(sp), Span: &sp, ResolvedFrom: e.Time.ResolvedFrom}
			return
		}
	}
	e.Time.Date, _ = weekMonth(e.Time.Date)
	e.Time.Precision = doc.PrecisionMonth
}

// weekMonth returns the month ("2018-02") a week value falls in: the ISO
// week's Thursday lies in the month that holds most of it; a weekend
// ("this weekend": 2019-W09-WE) is its Saturday's.
func weekMonth(v string) (string, bool) {
	start, ok := isoWeekStart(v)
	if !ok {
		return "", false
	}
	mid := start.AddDate(0, 0, 3)
	if strings.HasSuffix(v, "-WE") {
		mid = start.AddDate(0, 0, 5)
	}
	return mid.Format("2006-01"), true
}

// isoWeekStart returns the Monday of an ISO week value ("2018-W06").
func isoWeekStart(v string) (time.Time, bool) {
	if len(v) < 8 || v[4:6] != "-W" {
		return time.Time{}, false
	}
	y, err1 := strconv.Atoi(v[:4])
	w, err2 := strconv.Atoi(v[6:8])
	if err1 != nil || err2 != nil || w < 1 || w > 53 {
		return time.Time{}, false
	}
	// 4 January is always in week 1.
	jan4 := time.Date(y, time.January, 4, 0, 0, 0, 0, time.UTC)
	monday := jan4.AddDate(0, 0, -((int(jan4.Weekday()) + 6) % 7))
	return monday.AddDate(0, 0, 7*(w-1)), true
}

// evidenceTimexes returns the calendar dates (a day or a month) that tell
// of e, in text order, leaving out datelines and dates of what came before
// it (antecedentDate, perfectsOldDay).
func evidenceTimexes(t *tree, e *doc.Event, nouns map[int]string) []*doc.Timex {
	var out []*doc.Timex
	st := t.st
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if tx.Type != "DATE" && tx.Type != "TIME" || len(tx.Value) < 7 || !validDate(tx.Value) || tx.Value[4] != '-' || tx.Value[5] == 'W' ||
			inDateline(st.Text, tx.Span) || periodOf(t, tx) {
			continue
		}
		trig := t.tokenFrom(e.Trigger.Start)
		if told(t, e, tx.Span, nouns) && !antecedentDate(t, trig, tx) && !perfectsOldDay(t, trig, tx, func(j int) bool { return nouns[j] != "" }) &&
			!bidDay(t, trig, e.Type.Plover, tx) {
			out = append(out, tx)
		}
	}
	return out
}

// told reports whether the words at sp belong to a telling of e: they lie
// in the phrase or clause of one of e's triggers ("a pregnant mother was
// killed, who died on Friday", "the bombing that killed 12 in March"), not
// in a clause of the same sentence about something else ("relatives
// gathered on Monday"), nor in the phrase of another kind of event's
// noun trigger below it ("detained after the arson attack on a clinic
// on 2 March"); nouns gives the kind of each event noun of the story.
func told(t *tree, e *doc.Event, sp doc.Span, nouns map[int]string) bool {
	k := t.tokenFrom(sp.Start)
	if k >= len(t.st.Tokens) {
		return false
	}
	for _, m := range append([]doc.Span{e.Trigger}, e.Mentions...) {
		i := t.tokenFrom(m.Start)
		if i >= len(t.st.Tokens) {
			continue
		}
		if h := t.clauseHead(i); h != i && casualty(t, h) {
			// "were killed in a clash last Wednesday": the killing told
			// of the clash dates it.
			i = h
		}
		if t.dominates(i, k) {
			return !describes(t, i, k) && !otherIncident(t, e, i, k, nouns)
		}
	}
	return false
}

// otherIncident reports whether token k, below e's trigger i, lies in
// the phrase of a noun trigger of another kind of event (nouns).
func otherIncident(t *tree, e *doc.Event, i, k int, nouns map[int]string) bool {
	return incidentBetween(t, i, k, e.Type.Plover, func(h int) string { return nouns[h] })
}

// storyTimes settles each event's date from the story (storyTime), told
// the kind of every event noun of the story, then makes a coarse date
// exact from a retelling the merge left apart (finerRetellings).
func storyTimes(t *tree, events []doc.Event) {
	nouns := map[int]string{}
	for _, e := range events {
		for _, m := range append([]doc.Span{e.Trigger}, e.Mentions...) {
			if k := t.tokenFrom(m.Start); k < len(t.st.Tokens) && t.st.Tokens[k].UPOS == "NOUN" {
				nouns[k] = e.Type.Plover
			}
		}
	}
	for i := range events {
		storyTime(t, &events[i], nouns)
	}
	finerRetellings(t, events, nouns)
}

// casualty reports whether token k tells a death or a wound: "died",
// "were killed", "wounded".
func casualty(t *tree, k int) bool {
	switch l := t.lemma(k); {
	case vocab.tellsDeath(l), l == "wound", l == "injure":
		return true
	}
	return casualtyWord(t.st, k)
}

// describes reports whether token k lies in a relative clause below
// trigger i that tells something else of a party ("a man who had been
// released last month"); one whose verb tells a death or a wound ("a
// mother, who died on Friday"), or is the trigger's own word, retells the
// event itself.
func describes(t *tree, i, k int) bool {
	for n := 0; k >= 0 && k != i && n < len(t.st.Tokens); n++ {
		if t.st.Tokens[k].Rel == "acl:relcl" && !casualty(t, k) && t.lemma(k) != t.lemma(i) && !occurrence(t, k) {
			return true
		}
		k = t.st.Tokens[k].Head
	}
	return false
}

// occurrence reports whether verb k tells only that something happened:
// "the bombing, which took place on 7 February", "the clash that broke
// out on Friday"; its clause dates the noun it hangs on.
func occurrence(t *tree, k int) bool {
	switch t.lemma(k) {
	case "happen", "occur", "unfold", "erupt", "begin", "start":
		return true
	case "take":
		o := t.child(k, "obj")
		return o >= 0 && t.lemma(o) == "place"
	case "break":
		return t.hasChildLemma(k, "out")
	}
	return false
}

// casualtyWord reports whether token k is the word a count of the dead or
// hurt hangs on ("died", "were wounded").
func casualtyWord(st *doc.Story, k int) bool {
	for _, q := range st.Quantities {
		if q.Trigger == k && (q.Kind == doc.Killed || q.Kind == doc.Injured) {
			return true
		}
	}
	return false
}

// evidenceDate dates an event its own clause leaves undated by the
// earliest day or month named, before publication, in a phrase or clause
// that tells it (told): a story of a trial, a confession or an
// anniversary tells the incident in its lede by the story's date, and the
// incident's own date in a sentence that retells it ("the mother, who
// died on Friday", "the attack in March"); a statement or a sentence is
// dated so too ("convicted of fraud and jailed in May last year", the
// date hung on the second verb). A day inside that month is preferred to
// the month; a month a thing is for (periodOf) dates nothing.
func evidenceDate(t *tree, e *doc.Event, nouns map[int]string) bool {
	st := t.st
	if e.Time == nil || e.Time.ResolvedFrom != "published" {
		return false
	}
	best := earliest(evidenceTimexes(t, e, nouns), st.Published.Truncate(24*time.Hour))
	if best == nil {
		return false
	}
	date := best.Value
	if len(date) > 10 {
		date = date[:10]
	}
	e.Time = storyWhen(st, best.Span, date)
	return true
}

// earliest returns the date of txs that starts first before before; a day
// inside a month that starts first is preferred to the month ("in
// February ... on 7 February").
func earliest(txs []*doc.Timex, before time.Time) *doc.Timex {
	var best *doc.Timex
	var bestStart time.Time
	for _, tx := range txs {
		start, end, ok := dateRange(tx.Value)
		if !ok || !start.Before(before) {
			continue
		}
		switch {
		case best == nil || start.Before(bestStart) && !(len(best.Value) >= 10 && len(tx.Value) < 10 && !end.Before(bestStart)):
			best, bestStart = tx, start
		case len(best.Value) < 10 && len(tx.Value) >= 10 && !start.After(bestStart.AddDate(0, 1, -1)) && tx.Value[:7] == best.Value[:7]:
			best, bestStart = tx, start
		}
	}
	return best
}

// otherEventsDate reports whether the date of the clause around noun
// trigger cd dates another event: the verb the noun hangs on is the
// trigger of an event of another kind. "A court sentenced a man on Tuesday
// for an attack on a synagogue", "relatives gathered on Monday to mark the
// bombing": Tuesday is the sentence's and Monday the gathering's, not the
// attack's. A verb of the noun's own kind ("killed in an attack on
// Tuesday") dates it.
func otherEventsDate(t *tree, cd *candidate) bool {
	if cd.tr.POS != "NOUN" {
		return false
	}
	h := t.clauseHead(cd.trig)
	if h == cd.trig {
		return false
	}
	other, ok := cd.peers[h]
	return ok && other.tr.Plover != cd.tr.Plover
}

// olderAfter reports whether date tx, told after the trigger of event cd,
// is older than a day told before the trigger in the same sentence: the
// news is dated first and the incident, meeting or statement it recalls
// after, however the parse hangs the dates ("Police on Thursday arrested
// a suspect in the killing of a journalist on 12 January", "The trial
// opened on Monday of a man accused of shooting three people two years
// ago", "the envoy briefed reporters on Thursday on his talks with the
// rebels on Tuesday night").
func olderAfter(t *tree, cd *candidate, tx *doc.Timex) bool {
	st := t.st
	if tx.Start < st.Tokens[cd.trig].End || !validDate(tx.Value) {
		return false
	}
	sent := st.Sentences[cd.sent].Span
	for k := range st.Timexes {
		o := &st.Timexes[k]
		if (o.Type == "DATE" || o.Type == "TIME") && sent.Contains(o.Span) && o.End <= st.Tokens[cd.trig].Start && validDate(o.Value) &&
			len(o.Value) >= 10 && !overlaps(o.Value, tx.Value) && tx.Value < o.Value {
			return true
		}
	}
	return false
}

// claimsDate reports whether the date of the clause around noun trigger
// cd is that of a claim or denial of it: "claimed responsibility for the
// assault in a statement on Saturday" tells when the claim was made, not
// the assault, which the story dates elsewhere.
func (c *Coder) claimsDate(t *tree, cd *candidate) bool {
	if cd.tr.POS != "NOUN" {
		return false
	}
	h := t.clauseHead(cd.trig)
	if h == cd.trig {
		return false
	}
	cv, ok := c.claimVerb(t, h)
	return ok && (cv.Kind == doc.ClaimResponsibility || cv.Kind == doc.ClaimDenied)
}

// headingTime dates a physical event its own sentence leaves undated by
// the timeline heading above it: a date alone on its line ("12 February",
// "Monday 12 March") or opening its line before a colon or dash ("March
// 2011: Protesters march in Deraa"), in a story with two such headings at
// least. A heading dates every line under it up to the next one, across
// blank lines and however far before publication it lies.
func headingTime(t *tree, e *doc.Event) {
	st := t.st
	if e.Time == nil || e.Time.ResolvedFrom != "published" || !physical[e.Type.Plover] {
		return
	}
	var last *doc.Timex
	n := 0
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if !heading(st.Text, tx) {
			continue
		}
		n++
		if tx.End <= e.Trigger.Start {
			last = tx
		}
	}
	if last == nil || n < 2 {
		return
	}
	date := last.Value
	if len(date) > 10 {
		date = date[:10]
	}
	if date == st.Published.Format("2006-01-02") {
		return
	}
	e.Time = storyWhen(st, last.Span, date)
}

// datedLineStart reports whether nothing but spaces, and "on" at most, stands
// between the line break before at (or the text's start) and at. It reads
// back only over those: finding the line's start first made every date
// of every event search a story with few line breaks back to its start.
func datedLineStart(text string, at int) bool {
	before := strings.TrimRightFunc(text[:at], lineSpace)
	if n := len(before); n >= 2 && strings.EqualFold(before[n-2:], "on") {
		before = strings.TrimRightFunc(before[:n-2], lineSpace)
	}
	return before == "" || before[len(before)-1] == '\n'
}

// lineSpace reports whether r is a space that does not end a line.
func lineSpace(r rune) bool { return r != '\n' && unicode.IsSpace(r) }

// heading reports whether tx is a dated heading: a calendar date that
// starts its line (after "On" at most) and ends it, or is followed by a
// colon or a dash.
func heading(text string, tx *doc.Timex) bool {
	if tx.Type != "DATE" || !validDate(tx.Value) {
		return false
	}
	if !datedLineStart(text, tx.Start) {
		return false
	}
	rest := text[tx.End:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return true
	}
	for _, p := range []string{":", "-", "–", "—"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// opensSentence reports whether tx opens its sentence ("On 3 January, protesters
// gathered ..."): a date set before the clause scopes over what the
// paragraph goes on to tell.
func opensSentence(t *tree, tx *doc.Timex) bool {
	k := t.tokenFrom(tx.Start)
	if k >= len(t.st.Tokens) {
		return false
	}
	first := t.st.Sentences[t.st.Tokens[k].Sentence].FirstToken
	for j := first; j < k; j++ {
		if !strings.EqualFold(t.st.Tokens[j].Form, "on") && !strings.EqualFold(t.st.Tokens[j].Form, "in") {
			return false
		}
	}
	return true
}

// bidDay reports whether date tx lies in the infinitive clause or "for"
// phrase that tells what a threat, demand or offer (kind) of trigger trig
// is about ("threatened to stage a sit-in from Wednesday", "invited the
// leaders for talks on Wednesday"): the day of the act bid, not of the
// bidding.
func bidDay(t *tree, trig int, kind string, tx *doc.Timex) bool {
	switch kind {
	case "THREATEN", "REQUEST", "AGREE":
	default:
		return false
	}
	toks := t.st.Tokens
	k := t.tokenFrom(tx.Start)
	for n := 0; k >= 0 && k < len(toks) && k != trig && n < len(toks); n, k = n+1, toks[k].Head {
		if tx.Span.Contains(toks[k].Span) {
			continue
		}
		if doc.BaseRel(toks[k].Rel) == "xcomp" && toks[k].Head == trig {
			return true
		}
		if m := t.marker(k); m == "for" || (m == "to" && toks[k].UPOS == "VERB") {
			return t.dominates(trig, k)
		}
	}
	return false
}

package event

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"sitrep/doc"
)

// Coder finds and codes the events of a parsed story. It is read-only after
// New and safe for concurrent use.
type Coder struct {
	lx *Lexicon
}

// New returns a Coder using the trigger and claim lexicon lx.
func New(lx *Lexicon) *Coder { return &Coder{lx: lx} }

// candidate is an event found on one trigger, before merging.
type candidate struct {
	trig   int // token index of the trigger
	tr     Trigger
	actor  int // token index of the actor's head, or -1
	target int
	claims []doc.Claim
	ev     doc.Event
	sent   int
	// acled is the ACLED sub-event code ("ARMED_CLASH"), "" for none; the
	// refinements read and change it, and ev gets its names last.
	acled string
	// definite marks a noun trigger that refers back ("the attack",
	// "Saturday's shootings"): it names an event told before.
	definite bool
	// placeOwn is true when the place came from the trigger's own phrase.
	placeOwn bool
	// extra holds triggers of killings folded into this event.
	extra []int
	// peers indexes the story's candidates by trigger, for telling which
	// event a casualty count belongs to.
	peers map[int]*candidate
}

// Annotate appends st's events to st.Events. It needs tokens with lemmas
// and a dependency parse; mentions, time expressions, places and quantities
// are used where earlier stages left them.
func (c *Coder) Annotate(st *doc.Story) error {
	if len(st.Tokens) == 0 {
		return nil
	}
	t := c.repairParse(newTree(st))
	var cands []*candidate
	for i := range st.Tokens {
		if cd := c.candidate(t, i); cd != nil {
			cands = append(cands, cd)
		}
	}
	cands = c.stanceCandidates(t, cands)
	cands = dropExpected(t, cands)
	c.attachClaims(t, cands)
	cands = absorbCasualtyClauses(t, cands)
	cands = absorbContentNouns(t, cands)
	cands = absorbContent(t, cands)
	byTrig := byTrigger(cands)
	for _, cd := range cands {
		cd.peers = byTrig
		c.fill(t, cd)
	}
	adoptCounts(t, cands)
	events := merge(t, cands)
	dateline, focus := datelinePlace(t), focusCountry(t)
	for i := range events {
		e := &events[i]
		switch {
		case e.Place != nil:
		case dateline != nil:
			e.Place = whereOf(st, dateline)
			e.Place.ResolvedFrom = "story"
		case focus != nil && physical[e.Type.Plover]:
			e.Place = whereOf(st, focus)
			e.Place.ResolvedFrom = "story"
		}
	}
	for i := range events {
		storyTime(t, &events[i])
	}
	st.Events = append(st.Events, events...)
	return nil
}

// storyTime dates an event that its own sentences leave undated (dated by
// publication) by the last day the story named before it in its
// paragraph, when that day falls in the week before publication: a story of Saturday that tells
// "five were killed late on Friday" goes on to tell that night's arrests
// without a date of their own, and a timeline's dated heading dates the
// lines under it. Only physical events take it: a statement told without
// a date is the story's news of the day.
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

func storyTime(t *tree, e *doc.Event) {
	st := t.st
	if e.Time == nil || e.Time.ResolvedFrom != "published" || !physical[e.Type.Plover] {
		return
	}
	sent := st.Sentences[st.Tokens[t.tokenFrom(e.Trigger.Start)].Sentence].Span
	pub := st.Published.Truncate(24 * time.Hour)
	var found *doc.Timex
	for k := len(st.Timexes) - 1; k >= 0; k-- {
		tx := &st.Timexes[k]
		if tx.End > sent.Start || tx.Type != "DATE" && tx.Type != "TIME" || len(tx.Value) < 10 || inDateline(st.Text, tx.Span) {
			continue
		}
		d, err := time.Parse("2006-01-02", tx.Value[:10])
		if err != nil || d.After(pub) || d.Before(pub.AddDate(0, 0, -7)) {
			continue
		}
		if found != nil && st.Tokens[t.tokenFrom(tx.Start)].Sentence != st.Tokens[t.tokenFrom(found.Start)].Sentence {
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
		sp := found.Span
		e.Time = &doc.When{Date: found.Value[:10], Precision: doc.PrecisionDay, Text: st.Slice(sp), Span: &sp, ResolvedFrom: "story"}
	}
}

// physical holds the PLOVER categories of events that happen somewhere
// bodily (an attack, an arrest, a march), as against statements and
// dealings (an accusation, a demand, an agreement), which a story's focus
// country does not place: a minister accuses from wherever he speaks.
var physical = map[string]bool{"ASSAULT": true, "COERCE": true, "PROTEST": true, "MOBILIZE": true,
	"RETREAT": true, "AID": true}

// datelinePlace returns the place of the story's dateline ("SURAT:",
// "BOSTON —", "KABUL (Reuters) -"): a place that opens the story, followed by
// a colon, a dash or a parenthesis. A wire story tells what happened, and
// what was said, there unless a sentence names another place. It is nil when the story has none, or
// when the dateline lies outside the story's focus country (a story filed
// from a foreign capital).
func datelinePlace(t *tree) *doc.Place {
	st := t.st
	for k := range st.Places {
		p := &st.Places[k]
		if strings.TrimSpace(st.Text[:p.Start]) != "" {
			return nil
		}
		rest := strings.TrimLeft(st.Text[p.End:], " \t")
		if !strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "—") && !strings.HasPrefix(rest, "–") &&
			!strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "- ") {
			return nil
		}
		if st.Focus.Country != "" && p.Country != st.Focus.Country {
			return nil
		}
		return p
	}
	return nil
}

// focusCountry returns the first mention by name of the story's focus
// country (doc.Focus, from the place stage), nil if it has none. An event
// whose sentence names no place happened, as far as the story tells,
// there.
func focusCountry(t *tree) *doc.Place {
	st := t.st
	if st.Focus.Country == "" {
		return nil
	}
	for k := range st.Places {
		p := &st.Places[k]
		if p.Country == st.Focus.Country && p.Precision == doc.PrecisionCountry && !t.modifier(p.Span) {
			return p
		}
	}
	return nil
}

// candidate returns the event triggered at token i, or nil.
func (c *Coder) candidate(t *tree, i int) *candidate {
	tok := &t.st.Tokens[i]
	pos := tok.UPOS
	if pos != "VERB" && pos != "NOUN" {
		return nil
	}
	if pos == "VERB" && t.child(i, "det", "amod") >= 0 {
		// "the burning of the Koran", "the unintentional burning": a noun,
		// whatever its tag; verbs take no determiners or adjectives.
		pos = "NOUN"
	}
	if pos == "NOUN" && doc.BaseRel(tok.Rel) == "compound" && !(tok.Head >= 0 && (lightNouns[t.lemma(tok.Head)] || heldEvent(t, i))) {
		return nil // "protest leaders": the noun modifies another; but "a mediation effort" is mediation
	}
	lemma := t.lemma(i)
	if pos == "NOUN" && tok.UPOS == "VERB" {
		lemma = strings.ToLower(tok.Form)
	}
	if c.isClaimVerb(t, i) {
		return nil
	}
	// "an official, who asked not to be named": a source's anonymity, not
	// a request.
	if pos == "VERB" && (lemma == "ask" || lemma == "request") && anonymous(t, i) {
		return nil
	}
	for _, tr := range c.lx.Lookup(lemma, pos) {
		if !t.fits(i, tr.Frame) {
			continue
		}
		if tr.Passive && t.child(i, "nsubj:pass", "aux:pass") < 0 {
			continue
		}
		cd := &candidate{trig: i, tr: tr, actor: -1, target: -1, sent: tok.Sentence}
		c.arguments(t, cd)
		return cd
	}
	return nil
}

// stagingVerbs hold or carry out an event named by their object: "held a
// protest", "staged a sit-in", "carried out an attack".
var stagingVerbs = map[string]bool{
	"hold": true, "stage": true, "organise": true, "organize": true, "launch": true, "carry": true, "mount": true, "conduct": true,
}

// heldEvent reports whether the compound noun i sits in the object of a
// staging verb, where the parse often makes the event noun a compound of
// what follows it ("held a protest outside the office" -> protest office).
func heldEvent(t *tree, i int) bool {
	h := t.st.Tokens[i].Head
	if h < 0 || t.st.Tokens[h].Rel != "obj" {
		return false
	}
	v := t.st.Tokens[h].Head
	return v >= 0 && stagingVerbs[t.lemma(v)]
}

// fits reports whether token i meets frame f: a dependent with one of its
// "with" lemmas, and an object (of an active verb; the subject of a passive
// one; through a measure, "tons of aid") with one of its "obj" lemmas.
func (t *tree) fits(i int, f Frame) bool {
	if len(f.With) > 0 && !slices.ContainsFunc(f.With, func(w string) bool { return t.hasChildLemma(i, w) }) {
		return false
	}
	if len(f.Obj) > 0 {
		o := t.measured(t.child(i, "obj", "nsubj:pass"))
		if o < 0 || !slices.Contains(f.Obj, t.lemma(o)) {
			return false
		}
	}
	return true
}

// isClaimVerb reports whether token i is a verb of saying or claiming with a
// frame that matches, in which case it carries a claim, not an event.
func (c *Coder) isClaimVerb(t *tree, i int) bool {
	_, ok := c.claimVerb(t, i)
	return ok
}

func (c *Coder) claimVerb(t *tree, i int) (ClaimVerb, bool) {
	lemma := t.lemma(i)
	if strings.EqualFold(t.st.Tokens[i].Form, "according") {
		lemma = "according" // lemmatised "accord"
	}
	for _, cv := range c.lx.Claims(lemma) {
		if t.fits(i, cv.Frame) {
			return cv, true
		}
	}
	return ClaimVerb{}, false
}

// arguments finds the actor and target of a candidate from the parse.
func (c *Coder) arguments(t *tree, cd *candidate) {
	if cd.tr.POS == "NOUN" {
		// A noun trigger, or a verb form used as one ("the burning of"):
		// its parties are in its own phrase, or the clause it sits in.
		c.nounArguments(t, cd)
		c.lightVerbParties(t, cd)
		return
	}
	verbArguments(t, cd)
	c.sharedArguments(t, cd)
}

// isTimeWord reports whether token i heads a time phrase ("Saturday's", "on Thursday").
func isTimeWord(t *tree, i int) bool {
	sp := t.st.Tokens[i].Span
	for _, tx := range t.st.Timexes {
		if tx.Start <= sp.Start && sp.End <= tx.End {
			return true
		}
	}
	switch t.lemma(i) {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"today", "yesterday", "week", "month", "year", "day", "night", "morning", "evening":
		return true
	}
	return false
}

// attachClaims finds, for every candidate, the verbs of saying that govern
// it ("X were shot dead, a U.S. official said"; "Mujahid said four had been
// killed"; "according to the Pentagon"), and turns responsibility claims
// ("the Taliban claimed responsibility for the shootings") into claims on the
// event they name.
func (c *Coder) attachClaims(t *tree, cands []*candidate) {
	st := t.st
	targetsOf := map[int][]*candidate{}
	for v := range st.Tokens {
		cv, ok := c.claimVerb(t, v)
		if !ok {
			continue
		}
		claim := doc.Claim{Kind: cv.Kind, Verb: st.Tokens[v].Form, Span: st.Sentences[st.Tokens[v].Sentence].Span}
		subj := t.child(v, "nsubj")
		own := subj
		if cv.Lemma == "according" {
			// "according to X": X hangs on "according" or on its head.
			if subj = t.child(v, "obl", "nmod", "obj", "xcomp"); subj < 0 {
				subj = st.Tokens[v].Head
			}
		}
		if subj < 0 && st.Tokens[v].Rel == "conj" {
			// "claimed responsibility ... and said": the subject is shared.
			subj = clauseSubject(t, st.Tokens[v].Head)
		}
		if subj < 0 || nobody(t, subj) || t.negated(v) {
			// "no one has claimed responsibility", "did not say": no
			// claim; nor is one whose claimant the parse does not give.
			continue
		}
		if subj >= 0 {
			// "He said": the one the pronoun stands for.
			claim.Claimant = party(t, claimantOf(t, subj))
			claim.Anonymous = claim.Claimant.Anonymous || anonymous(t, subj)
		}
		if cv.Kind == doc.ClaimReported && (cv.Lemma == "claim" && c.isEventNoun(t, t.child(v, "obj")) || ownsDeed(t, v, subj)) {
			// "Hamas claimed the rocket attack", "the group said it
			// carried out the attack": responsibility.
			cv.Kind, claim.Kind = doc.ClaimResponsibility, doc.ClaimResponsibility
		}
		if cv.Kind == doc.ClaimResponsibility {
			p := claim.Claimant
			claim.Says.Perpetrator = &p
		}
		// The events this claim speaks of: triggers under the verb's
		// complement, the clause the verb is parenthetical to, or the event
		// named by "for the shootings".
		var targets []*candidate
		for _, cd := range cands {
			if cd.trig == v || st.Tokens[cd.trig].Sentence != st.Tokens[v].Sentence {
				continue
			}
			switch {
			case (st.Tokens[v].Rel == "parataxis" || st.Tokens[v].Rel == "conj" && own >= 0 && own < v && t.child(v, "cc") < 0) && t.dominates(st.Tokens[v].Head, cd.trig) && !t.dominates(v, cd.trig):
				// "X were shot dead, a U.S. official said", the source
				// parsed as a clause of its own.
				targets = append(targets, cd)
			case cv.Lemma == "according" && t.dominates(accordingScope(t, v), cd.trig):
				targets = append(targets, cd)
			case t.dominates(v, cd.trig) && !t.dominates(subj, cd.trig):
				targets = append(targets, cd)
			}
		}
		if len(targets) == 0 && (cv.Kind == doc.ClaimDisputed || cv.Kind == doc.ClaimDenied) && anaphoric(t, t.child(v, "obj")) {
			// "rejected that figure": the figure or claim told in the
			// sentence before, on the events that carry a claim there.
			for _, cd := range cands {
				if cd.sent == st.Tokens[v].Sentence-1 && len(cd.claims) > 0 {
					targets = append(targets, cd)
				}
			}
		}
		if len(targets) == 0 && cv.Kind == doc.ClaimReported {
			// "The army said it killed 20 militants, but residents said
			// the dead were civilians": the second account disputes the
			// first's event.
			if h, ok := contrasted(t, v); ok && len(targetsOf[h]) > 0 {
				targets = targetsOf[h]
				cv.Kind, claim.Kind = doc.ClaimDisputed, doc.ClaimDisputed
			}
		}
		if len(targets) == 0 && (cv.Kind == doc.ClaimResponsibility || cv.Kind == doc.ClaimDenied && disowns(t, v)) {
			// "The Taliban claimed responsibility.", "The government
			// denied that its forces were involved." name no attack:
			// the one told last.
			if cd := lastAttack(cands, v); cd != nil {
				targets = append(targets, cd)
			}
		}
		targetsOf[v] = targets
		for _, cd := range targets {
			cd.claims = addClaims(cd.claims, []doc.Claim{claim})
			switch {
			case cv.Kind == doc.ClaimDenied && cd.actor >= 0 && (cd.actor == subj || t.referent(cd.actor) == subj):
				// "The rebels denied that they had attacked the convoy":
				// the denial names no one who did it.
				cd.actor = -1
			}
		}
	}
}

// accordingScope returns the clause "according to X" at v speaks for: the
// one its phrase hangs on ("according" hangs on X, X on the clause).
func accordingScope(t *tree, v int) int {
	h := t.st.Tokens[v].Head
	if h < 0 {
		return v
	}
	if hh := t.st.Tokens[h].Head; hh >= 0 {
		return hh
	}
	return h
}

// absorbCasualtyClauses folds a killing told as the result of another event
// into that event: "killed in the protests", "stormed a compound, killing
// seven". The killing's casualties and claims then belong to the event.
func absorbCasualtyClauses(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	drop := map[*candidate]*candidate{}
	for _, cd := range cands {
		if cd.tr.Lemma != "kill" && cd.tr.Lemma != "killing" {
			continue
		}
		i := cd.trig
		// killed in/during the protests
		for _, k := range t.children(i, "obl") {
			if host := byTrig[k]; host != nil && host != cd {
				switch t.marker(k) {
				case "in", "during", "at", "amid":
					drop[cd] = host
				}
			}
		}
		// "the attack by the rebels killed nine": the attack's toll; but "a suicide bomber killed ten" names who killed.
		if s := t.child(i, "nsubj"); s >= 0 && byTrig[s] != nil && byTrig[s] != cd && mentionAt(t, s) == nil {
			drop[cd] = byTrig[s]
		}
		// stormed ..., killing seven
		if h := t.st.Tokens[i].Head; h >= 0 && (t.st.Tokens[i].Rel == "advcl" || t.st.Tokens[i].Rel == "conj") {
			if host := byTrig[h]; host != nil && host != cd {
				drop[cd] = host
			}
		}
	}
	var out []*candidate
	for _, cd := range cands {
		host, gone := drop[cd]
		if !gone {
			out = append(out, cd)
			continue
		}
		for drop[host] != nil {
			host = drop[host]
		}
		host.claims = addClaims(host.claims, cd.claims)
		if host.target < 0 {
			host.target = cd.target
		}
		host.absorbed(cd)
	}
	return out
}

// adoptCounts gives a casualty count tied to no event ("five died", "the
// death toll rose to 12") to the first event of violence in its sentence
// that has no count of that kind yet.
func adoptCounts(t *tree, cands []*candidate) {
	st := t.st
	used := map[doc.Span]bool{}
	trigs := map[int]bool{}
	for _, cd := range cands {
		trigs[cd.trig] = true
		for _, c := range []*doc.Count{cd.ev.Killed, cd.ev.Injured, cd.ev.Arrested} {
			if c != nil {
				used[c.Span] = true
			}
		}
	}
	for _, q := range st.Quantities {
		if used[q.Span] || q.Trigger < 0 || q.Trigger >= len(st.Tokens) || trigs[q.Trigger] {
			continue // tied to an event that did not take it ("blew himself up, killing six")
		}
		sent := st.Tokens[q.Trigger].Sentence
		for _, cd := range cands {
			e := &cd.ev
			if cd.sent != sent {
				continue
			}
			slot := (**doc.Count)(nil)
			switch {
			case q.Kind == doc.Killed && (e.Type.Plover == "ASSAULT" || e.Type.Plover == "PROTEST"):
				slot = &e.Killed
			case q.Kind == doc.Injured && (e.Type.Plover == "ASSAULT" || e.Type.Plover == "PROTEST"):
				slot = &e.Injured
			case q.Kind == doc.Arrested && (e.Type.Plover == "COERCE" || e.Type.Plover == "PROTEST"):
				slot = &e.Arrested
			}
			if slot == nil || *slot != nil {
				continue
			}
			*slot = &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
			break
		}
	}
}

// byTrigger indexes candidates by their trigger token.
func byTrigger(cands []*candidate) map[int]*candidate {
	m := make(map[int]*candidate, len(cands))
	for _, cd := range cands {
		m[cd.trig] = cd
	}
	return m
}

// absorbContentNouns folds a noun trigger that is the content of another
// trigger into it: "pledged his cooperation" is one pledge, "cooperation with
// the investigation" one act of cooperation.
func absorbContentNouns(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	var out []*candidate
	for _, cd := range cands {
		tok := &t.st.Tokens[cd.trig]
		host := (*candidate)(nil)
		if tok.UPOS == "NOUN" && tok.Head >= 0 {
			switch doc.BaseRel(tok.Rel) {
			case "obj", "nmod", "xcomp":
				host = byTrig[tok.Head]
				if h := tok.Head; host == nil && doc.BaseRel(tok.Rel) == "nmod" && t.measured(h) == cd.trig && t.st.Tokens[h].Head >= 0 {
					// "provide 25,000 tons of food aid"
					host = byTrig[t.st.Tokens[h].Head]
				}
			}
		}
		if host == nil || host == cd {
			out = append(out, cd)
			continue
		}
		host.claims = addClaims(host.claims, cd.claims)
		host.absorbed(cd)
	}
	return out
}

// absorbed records that other's trigger belongs to cd, so its casualty
// counts are found.
func (cd *candidate) absorbed(other *candidate) {
	cd.extra = append(cd.extra, other.trig)
}

// fill codes a candidate's type, parties, time, place, counts and flags.
func (c *Coder) fill(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	e.Type = doc.EventType{Plover: cd.tr.Plover, Mode: cd.tr.Mode, CameoRoot: cd.tr.Cameo}
	if _, ok := acledCodes[cd.tr.Acled]; ok {
		cd.acled = cd.tr.Acled
	}
	e.Trigger = st.Tokens[cd.trig].Span
	e.Evidence = []doc.Span{st.Sentences[cd.sent].Span}
	e.Claims = cd.claims
	if cd.actor < 0 {
		cd.actor = leadingSubject(t, cd)
	}
	if cd.actor >= 0 && !firstPerson(t, cd.actor) {
		cd.actor = t.referent(cd.actor) // "Japan said it had halted aid"
	}
	c.checkParties(t, cd)
	c.codedTarget(t, cd)
	if cd.actor >= 0 {
		// A quotation's "I" keeps its place in the clause (its place is
		// the event's) and names the one quoted: "\"I have taken
		// measures,\" said General Allen".
		p := party(t, t.referent(cd.actor))
		e.Actor = &p
	}
	if cd.target >= 0 {
		// "he was shot": whom the pronoun stands for.
		p := party(t, t.referent(cd.target))
		e.Target = &p
	}
	c.when(t, cd)
	c.where(t, cd)
	c.counts(t, cd)
	c.flags(t, cd)
	for _, refine := range refinements {
		refine(t, cd)
	}
	a := acledCodes[cd.acled]
	e.Type.AcledEventType, e.Type.AcledSubEventType = a.EventType, a.SubEventType
	e.Confidence = confidence(cd)
	if e.Claims == nil {
		e.Claims = []doc.Claim{}
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
		score := 1
		if clause.Contains(tx.Span) {
			score = 3
		} else if !t.governs(cd.trig, tx.Span) {
			continue // "new questions will arise ... once forces withdraw in 2014"
		} else if c.newsOfTheDay(t, cd, tx) {
			continue
		}
		if nounClause(t, cd.trig, tx.Span) {
			// "a man, who was fired last week, was arrested": the date
			// of a clause that describes a party.
			continue
		}
		if score > bestScore || score == bestScore && nearer(t, cd.trig, tx.Span, best.Span) {
			best, bestScore = tx, score
		}
	}
	if best != nil {
		sp := best.Span
		date := best.Value
		if len(date) > 10 && date[10] == 'T' && !strings.ContainsAny(date[11:], ":0123456789") {
			// "this morning" (2012-02-25TMO): the event's date is the day.
			date = date[:10]
		}
		cd.ev.Time = &doc.When{Date: date, Precision: best.Precision, Text: st.Slice(sp), Span: &sp, ResolvedFrom: "text"}
		if cd.ev.Time.Precision == "" {
			cd.ev.Time.Precision = precisionOf(best.Value)
		}
		return
	}
	// A headline tells the lede's event, dated or not: leave its time open
	// so that it merges with the lede's.
	if !st.Published.IsZero() && (st.Title == "" || !strings.HasPrefix(strings.TrimSpace(st.Slice(sent)), st.Title)) {
		cd.ev.Time = &doc.When{Date: st.Published.Format("2006-01-02"), Precision: doc.PrecisionDay, ResolvedFrom: "published"}
	}
}

// relativeDate dates an event told in a clause measured from another
// ("It comes a day after three bank workers died", "rallied on Saturday,
// a week after police shot dead a teenager", "two days before the vote"):
// the day of the main clause (its own date, else publication) moved by
// the span. It reports whether it set the time.
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
		if !ok || m >= len(st.Tokens) || st.Tokens[m].Sentence != cd.sent {
			continue
		}
		sign := 0
		switch strings.ToLower(st.Tokens[m].Form) {
		case "after":
			sign = -1
		case "before":
			sign = 1
		}
		h := st.Tokens[m].Head
		if h >= 0 && !t.dominates(h, cd.trig) && strings.HasPrefix(st.Tokens[h].Rel, "nsubj") && st.Tokens[h].Head > h {
			// "a day after three workers died": "after" hung on the
			// subject; the clause is its verb's.
			h = st.Tokens[h].Head
		}
		if sign == 0 || h < 0 || !t.dominates(h, cd.trig) || datedWithin(t, h, sent) {
			continue // "a week after the March 3 attack": its own date
		}
		anchor := st.Published
		for j := range st.Timexes {
			o := &st.Timexes[j]
			if (o.Type == "DATE" || o.Type == "TIME") && sent.Contains(o.Span) && len(o.Value) >= 10 && validDate(o.Value) &&
				!t.dominates(h, t.tokenFrom(o.Start)) {
				if d, err := time.Parse("2006-01-02", o.Value[:10]); err == nil {
					anchor = d
					break
				}
			}
		}
		if anchor.IsZero() {
			return false
		}
		var d time.Time
		switch unit {
		case 'D':
			d = anchor.AddDate(0, 0, sign*n)
		case 'W':
			d = anchor.AddDate(0, 0, sign*7*n)
		default:
			return false
		}
		sp := tx.Span
		cd.ev.Time = &doc.When{Date: d.Format("2006-01-02"), Precision: doc.PrecisionDay, Text: st.Slice(doc.Span{Start: tx.Start, End: st.Tokens[m].End}), Span: &sp, ResolvedFrom: "text"}
		return true
	}
	return false
}

// datedWithin reports whether a calendar date of sentence sent lies under
// token h.
func datedWithin(t *tree, h int, sent doc.Span) bool {
	for _, o := range t.st.Timexes {
		if (o.Type == "DATE" || o.Type == "TIME") && sent.Contains(o.Span) && validDate(o.Value) && t.dominates(h, t.tokenFrom(o.Start)) {
			return true
		}
	}
	return false
}

// spanOf reads a TIMEX3 duration of whole days or weeks ("P1D", "P2W").
func spanOf(v string) (n int, unit byte, ok bool) {
	if len(v) < 3 || v[0] != 'P' || v[1] == 'T' {
		return 0, 0, false
	}
	unit = v[len(v)-1]
	n, err := strconv.Atoi(v[1 : len(v)-1])
	return n, unit, err == nil && n > 0 && (unit == 'D' || unit == 'W')
}

// nounClause reports whether the words at sp sit in a relative clause
// ("which was under Isis control until 2016", "from which he was fired
// last week") that does not hold trigger i: such a clause tells the time
// of what it describes.
func nounClause(t *tree, i int, sp doc.Span) bool {
	k := t.tokenFrom(sp.Start)
	if k >= len(t.st.Tokens) {
		return false
	}
	for n := 0; k >= 0 && n < len(t.st.Tokens); n++ {
		if t.dominates(k, i) {
			return false
		}
		if t.st.Tokens[k].Rel == "acl:relcl" {
			return true
		}
		k = t.st.Tokens[k].Head
	}
	return false
}

// nearer reports whether the words at a lie nearer trigger i than those
// at b: of two dates the clause gives alike, the nearer one is the
// event's.
func nearer(t *tree, i int, a, b doc.Span) bool {
	at := t.st.Tokens[i].Span
	dist := func(sp doc.Span) int {
		if sp.End <= at.Start {
			return at.Start - sp.End
		}
		return sp.Start - at.End
	}
	return dist(a) < dist(b)
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

// inDateline reports whether the date at sp is a dateline's: the day the
// story was filed, which dates none of the events it tells.
func inDateline(text string, sp doc.Span) bool {
	return strings.HasSuffix(strings.TrimRight(text[:sp.Start], " "), ",") && datelineEnd.MatchString(text[sp.End:])
}

// validDate reports whether v is a calendar TIMEX3 value (not PRESENT_REF,
// not a weekday pattern).
func validDate(v string) bool {
	return len(v) >= 4 && v[0] >= '0' && v[0] <= '9' && !strings.Contains(v[:4], "X")
}

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

// where sets the event's place: a place inside the trigger's clause, else
// the finest place of its sentence.
func (c *Coder) where(t *tree, cd *candidate) {
	st := t.st
	sent := st.Sentences[cd.sent].Span
	clause := t.ownSpan(cd.trig)
	var best *doc.Place
	bestScore := -1
	for k := range st.Places {
		pl := &st.Places[k]
		if !sent.Contains(pl.Span) || pl.Precision == doc.PrecisionCountry && (t.modifier(pl.Span) || possessor(t, pl.Span)) {
			continue // "a U.S. official", "Turkey's offensive" name no place of the event
		}
		if !physical[cd.ev.Type.Plover] && cd.ev.Type.Plover != "CONSULT" && namesParty(t, &cd.ev, pl.Span) {
			// "the YPG blamed Moscow": a party, not where it was said (a
			// place visited is where the visit was).
			continue
		}
		score := rank(pl.Precision)
		if clause.Contains(pl.Span) {
			score += 10
		} else if !t.governs(cd.trig, pl.Span) {
			continue // "protests could dent a pact that Washington is considering"
		}
		if score > bestScore {
			best, bestScore = pl, score
		}
	}
	if best == nil {
		best = c.participantPlace(t, cd)
	}
	if best == nil {
		return
	}
	cd.placeOwn = bestScore >= 10
	cd.ev.Place = whereOf(st, best)
	cd.ev.Place.ResolvedFrom = "text"
	if best.Inferred != "" {
		cd.ev.Place.ResolvedFrom = best.Inferred
	}
}

// namesParty reports whether the place at sp names the event's actor or
// target, or where one comes from ("Moscow", "a US statement"), rather
// than where it was ("the minister in Baghdad").
func namesParty(t *tree, e *doc.Event, sp doc.Span) bool {
	for _, p := range []*doc.Party{e.Actor, e.Target} {
		if p == nil || !p.Span.Contains(sp) {
			continue
		}
		if k := t.tokenFrom(sp.Start) - 1; k < 0 || !locative[strings.ToLower(t.st.Tokens[k].Form)] {
			return true
		}
	}
	return false
}

// possessor reports whether the words at sp are followed by a possessive
// "'s": a country that owns something ("Turkey's offensive in Syria") is a
// party; a town that does ("Kabul's streets") is still a place.
func possessor(t *tree, sp doc.Span) bool {
	k := t.tokenFrom(sp.End)
	if k >= len(t.st.Tokens) {
		return false
	}
	f := t.st.Tokens[k].Form
	return f == "'s" || f == "’s"
}

// locative are the prepositions that put a party somewhere.
var locative = map[string]bool{"in": true, "at": true, "near": true, "inside": true, "outside": true}

// participantPlace returns the place of the clause a party of the event
// comes from, when the parse hung the event's own clause apart: "hundreds
// tried to overrun a compound in Kunduz but were held back by police".
func (c *Coder) participantPlace(t *tree, cd *candidate) *doc.Place {
	st := t.st
	clause := t.ownSpan(cd.trig)
	for _, p := range []int{cd.target, cd.actor} {
		if p < 0 || clause.Contains(st.Tokens[p].Span) || st.Tokens[p].Head < 0 {
			continue
		}
		from := t.ownSpan(st.Tokens[p].Head)
		var best *doc.Place
		for k := range st.Places {
			pl := &st.Places[k]
			if from.Contains(pl.Span) && !(pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span)) &&
				(best == nil || rank(pl.Precision) > rank(best.Precision)) {
				best = pl
			}
		}
		if best != nil {
			return best
		}
	}
	return nil
}

func whereOf(st *doc.Story, p *doc.Place) *doc.Where {
	return &doc.Where{Name: p.Name, Country: p.Country, Admin1: p.Admin1, Admin2: p.Admin2,
		Lat: p.Lat, Lon: p.Lon, GeonamesID: p.GeonamesID, Precision: p.Precision,
		Text: st.Slice(p.Span), Span: p.Span}
}

// counts attaches the casualty quantities tied to the trigger, or to a
// killing it absorbed.
func (c *Coder) counts(t *tree, cd *candidate) {
	st := t.st
	trigs := append([]int{cd.trig}, cd.extra...)
	for _, q := range st.Quantities {
		mine := false
		for _, tr := range trigs {
			if q.Trigger == tr || tollOf(t, q, tr) || q.Trigger >= 0 && cd.peers[q.Trigger] == nil && t.child(q.Trigger, "nsubj") == tr {
				mine = true // "an attack on a police post wounded four"
			}
			if q.Trigger >= 0 && q.Trigger < len(st.Tokens) && st.Tokens[q.Trigger].Head == tr && !cd.countedElsewhere(t, q) {
				mine = true // "stormed the compound, killing seven"
			}
		}
		if !mine {
			continue
		}
		cnt := &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
		cnt.BySide = []doc.SideCount{victims(t, q)}
		switch q.Kind {
		case doc.Killed:
			if cd.ev.Killed == nil || reflexive(cd.ev.Killed.Text) {
				// "blew himself up, killing six": the bomber's own death
				// is no victim's; coders count the six.
				cd.ev.Killed = cnt
			}
		case doc.Injured:
			if cd.ev.Injured == nil {
				cd.ev.Injured = cnt
			}
		case doc.Arrested:
			if cd.ev.Arrested == nil {
				cd.ev.Arrested = cnt
			}
		}
	}
	// A claim in the same clause states these figures.
	if cd.ev.Killed != nil {
		for k := range cd.ev.Claims {
			n := cd.ev.Killed.Best
			cd.ev.Claims[k].Says.Killed = &n
		}
	}
}

// countedElsewhere reports whether quantity q belongs to another event
// than cd: its word is that event's trigger ("17 were arrested" beside a
// shooting), has that event as subject ("a day after an attack wounded
// four"), or tells where its victims fell ("were hurt in the riots").
// Counts belong to their event, never to a neighbour.
func (cd *candidate) countedElsewhere(t *tree, q doc.Quantity) bool {
	if q.Trigger < 0 || q.Trigger >= len(t.st.Tokens) {
		return false
	}
	mine := func(o *candidate) bool { return o == cd || slices.Contains(cd.extra, o.trig) }
	if o := cd.peers[q.Trigger]; o != nil && !mine(o) {
		return true
	}
	if o := cd.peers[t.child(q.Trigger, "nsubj")]; o != nil && !mine(o) {
		return true
	}
	for _, k := range t.kids[q.Trigger] {
		if o := cd.peers[k]; o != nil && !mine(o) && tollOf(t, q, k) {
			return true
		}
	}
	return false
}

// nearerAttack reports whether another attack is told after cd and no
// later than sentence sent: deaths told there are that attack's.
func (cd *candidate) nearerAttack(sent int) bool {
	for _, o := range cd.peers {
		if o != cd && o.tr.Plover == "ASSAULT" && o.sent > cd.sent && o.sent <= sent {
			return true
		}
	}
	return false
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

// reflexive reports whether a count's words are a reflexive pronoun: the
// doer counted as dead ("blew himself up").
func reflexive(text string) bool {
	switch strings.ToLower(text) {
	case "himself", "herself", "themselves", "itself":
		return true
	}
	return false
}

// tollOf reports whether quantity q counts the dead or hurt of the event
// at trigger tr told as where they fell: "the death of 58 persons in the
// attack", "12 died in the clashes".
func tollOf(t *tree, q doc.Quantity, tr int) bool {
	if q.Kind != doc.Killed && q.Kind != doc.Injured || q.Trigger < 0 || q.Trigger >= len(t.st.Tokens) {
		return false
	}
	toks := t.st.Tokens
	if h := toks[tr].Head; h != q.Trigger && !(h >= 0 && h == toks[q.Trigger].Head && toks[q.Trigger].UPOS == "NOUN" && q.Trigger < tr) {
		// The phrase may hang on the clause beside the casualty noun
		// ("did not include the deaths of 58 in the attack"): the
		// parser's choice, not the sense.
		return false
	}
	switch doc.BaseRel(t.st.Tokens[tr].Rel) {
	case "obl", "nmod":
		switch t.marker(tr) {
		case "in", "during", "amid":
			return true
		}
	}
	return false
}

// victims describes whom quantity q counts ("seven militants"), coded.
// Merging keeps the list only when a toll adds up different groups, and
// then tells their sides.
func victims(t *tree, q doc.Quantity) doc.SideCount {
	st := t.st
	sc := doc.SideCount{Text: st.Slice(q.Span), Best: q.Best}
	last := t.lastTokenIn(q.Span)
	if last < 0 {
		return sc
	}
	noun := -1
	for i := last; i < len(st.Tokens) && i <= last+3; i++ {
		if u := st.Tokens[i].UPOS; u == "NOUN" || u == "PROPN" || u == "PRON" {
			noun = i
			break
		}
		if u := st.Tokens[i].UPOS; i > last && u != "ADJ" && u != "NUM" {
			break
		}
	}
	if noun < 0 {
		return sc
	}
	sc.Text = strings.TrimSpace(st.Text[q.Span.Start:st.Tokens[noun].End])
	p := party(t, noun)
	sc.Country, sc.Sector = p.Country, p.Sector
	return sc
}

// sideOf tells on which side of event e the victims sc stand: coded as its
// target's or its actor's country and sector, else unknown.
func sideOf(e *doc.Event, sc doc.SideCount) string {
	same := func(o *doc.Party) bool {
		return o != nil && o.Country == sc.Country && o.Sector == sc.Sector
	}
	switch {
	case sc.Country == "" && sc.Sector == "":
		return ""
	case same(e.Target):
		return "target"
	case same(e.Actor):
		return "actor"
	}
	return ""
}

// flags sets negated, hypothetical, future and historical.
func (c *Coder) flags(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	for n, i := 0, cd.trig; i >= 0 && n < 4; n, i = n+1, st.Tokens[i].Head {
		for _, k := range t.kids[i] {
			l := t.lemma(k)
			switch doc.BaseRel(st.Tokens[k].Rel) {
			case "advmod":
				if n == 0 && (l == "not" || l == "never" || l == "n't") {
					e.Aux.Negated = true
				}
			case "det":
				if n == 0 && l == "no" {
					e.Aux.Negated = true
				}
			case "aux":
				switch l {
				case "could", "might", "may", "would", "should":
					e.Aux.Hypothetical = true
				case "will", "shall":
					e.Aux.Future = true
				}
			case "mark":
				if l == "if" || l == "unless" || l == "whether" {
					e.Aux.Hypothetical = true
				}
			}
		}
		// Modality above the trigger belongs to the trigger only through
		// "to" complements: "could try to overrun" is hypothetical, but in
		// "the shootings could be connected" the shootings happened.
		if st.Tokens[i].Rel != "xcomp" {
			break
		}
	}
	if e.Time != nil && e.Time.ResolvedFrom == "text" && !st.Published.IsZero() {
		start, end, ok := dateRange(e.Time.Date)
		if ok {
			pub := st.Published
			if end.Before(pub.AddDate(0, 0, -31)) {
				e.Aux.Historical = true
			}
			if start.After(pub) {
				e.Aux.Future = true
			}
		}
	}
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

// confidence is a rough 0-1 score: how much of the record the text filled.
func confidence(cd *candidate) float64 {
	e := &cd.ev
	s := 0.4
	if e.Actor != nil {
		s += 0.15
	}
	if e.Target != nil {
		s += 0.15
	}
	if e.Time != nil && e.Time.ResolvedFrom == "text" {
		s += 0.1
	}
	if e.Place != nil {
		s += 0.1
	}
	if e.Aux.Hypothetical || e.Aux.Negated {
		s -= 0.2
	}
	return float64(int(s*100+0.5)) / 100
}

// String describes a candidate for test messages.
func (cd *candidate) String() string {
	return fmt.Sprintf("%s@%d", cd.tr.Plover, cd.trig)
}

package event

import (
	"math"
	"slices"

	"sitrep/doc"
)

// merge folds candidates that tell the same incident into one event: a
// story names its main event in five sentences ("were shot dead", "the
// attack", "the shootings", "the American officers killed on Saturday"), and
// analysts count it once; but a round-up tells one attack per town, and a
// story of a bombing recalls an older one, and those stay apart.
//
// It is an in-story coreference of events: each candidate, in text order,
// joins the earlier event it agrees with best (coref scores the agreement
// of category, date, place, parties, counts and discourse cues), or starts
// an event of its own when it agrees with none.
func merge(t *tree, cands []*candidate) []doc.Event {
	// The candidates as coded, before merging folds other mentions'
	// fields into them: agreement is judged on what each mention says.
	said := make(map[*candidate]*candidate, len(cands))
	for _, cd := range cands {
		c := *cd
		said[cd] = &c
	}
	var out []*candidate
	members := map[*candidate][]*candidate{}
	for _, cd := range cands {
		// A claimed retelling joins the event it points back to, not the
		// one it agrees with best: no search then.
		into, best := claimedRetelling(t, out, members, said[cd])
		if into == nil {
			into, best = bestEvent(t, out, members, said[cd])
		}
		if into == nil || best < mergeThreshold && best < joinThreshold(t, members[into], cd) {
			out = append(out, cd)
			members[cd] = []*candidate{said[cd]}
			continue
		}
		if best <= 0 && (strayDeath(t, into, cd) || passingToll(t, members[into], cd)) {
			cd.ev.Killed, said[cd].ev.Killed = nil, nil
		}
		members[into] = append(members[into], said[cd])
		absorb(t, into, cd)
	}
	events := make([]doc.Event, 0, len(out))
	countBeside(out)
	for _, cd := range out {
		if vague(cd.ev.Injured) && cd.ev.Injured.Qualifier != doc.QualifierUnspecified {
			// "Scores were injured": ACLED's conventions read vague
			// phrases for fatalities only; coders write no injured
			// figure the text does not give.
			cd.ev.Injured = nil
		}
		for _, c := range []*doc.Count{cd.ev.Killed, cd.ev.Injured, cd.ev.Arrested} {
			if c == nil {
				continue
			}
			if len(c.BySide) < 2 {
				c.BySide = nil // one group of victims: the count says it all
			}
			for k := range c.BySide {
				c.BySide[k].Side = sideOf(&cd.ev, c.BySide[k])
			}
		}
		settleClaims(t, &cd.ev)
		events = append(events, splitSeries(t, cd, cd.ev)...)
	}
	return events
}

// bestEvent returns the event of out that mention cd, as it is said,
// agrees with best, with its score (clusterScore); nil when it can join
// none.
func bestEvent(t *tree, out []*candidate, members map[*candidate][]*candidate, cd *candidate) (*candidate, float64) {
	var into *candidate
	best := 0.0
	// "The attack" ties with every event it agrees with equally: it
	// points back to the nearest one told.
	recent := anaphoricEvent(t, cd)
	for _, o := range out {
		s, ok := clusterScore(t, members[o], cd)
		if ok && (into == nil || s > best || recent && s == best) {
			into, best = o, s
		}
	}
	return into, best
}

// mergeThreshold is the least agreement at which a mention joins an
// earlier event, unless joinThreshold lowers it to untolledThreshold. A mention that says nothing either way (an undated,
// unplaced "the attack") scores 0 and joins: a story retells its main event
// far more often than it tells a second one without saying so. So does one
// with a toll of its own ("two policemen were also wounded"): asking it
// for more than 0 split news retellings of the lede's toll (QUALITY.md,
// merge, twelfth session: `tune` precision 0.813 -> 0.747).
const mergeThreshold = 0.0

// untolledThreshold is the least agreement at which an incident mention
// that gives nothing of its own joins an earlier event: a story tells its
// incident one detail at a time ("troops sent from Beni clashed with the
// rebels"), and each detail's sentence brings in words that weigh softly
// against the lede (another party named, another town in the sentence)
// without telling a second incident. A mention with its own dead, wounded
// or detained, or a town in its own phrase, tells an incident in its own
// right and needs the plain threshold: a weak join would carry that town
// into the event, or take the place of a second incident. Measured in
// QUALITY.md (merge2): fewer duplicates and spurious events for a little
// recall.
const untolledThreshold = -1.5

// joinThreshold is the least agreement at which cd joins the event told
// by members.
func joinThreshold(t *tree, members []*candidate, cd *candidate) float64 {
	e := &cd.ev
	if !incidents[e.Type.Plover] || e.Killed != nil || e.Injured != nil || e.Arrested != nil || cd.placeOwn || recalled(members, cd) ||
		ownDate(t, members, cd) && !tiedToEvent(members, cd) {
		return mergeThreshold
	}
	if e.Type.Plover != "ASSAULT" && !tiedToEvent(members, cd) {
		// "Teachers marched in the capital. Opposition supporters
		// rallied against the president": a protest, arrest or
		// deployment by parties of its own is another group's, however
		// little it tells; one day's round-up lists many. A detail of
		// the event's own names its parties again ("the teachers").
		return mergeThreshold
	}
	if otherSide(members, cd) {
		// "Soldiers killed nine insurgents near Mopti. Jihadist
		// fighters raided a convoy": the side the event struck, or
		// one the event's doer fights, striking back is an incident of
		// its own, which a weak join would take for a detail.
		return mergeThreshold
	}
	if otherTarget(t, members, cd) {
		// "A mob set fire to a bus station. The men who attacked the
		// checkpoint fled": an attack on a site of its own, told in a
		// sentence of its own, is another attack, however little else
		// it tells; only a plain agreement makes it a detail.
		return mergeThreshold
	}
	if accusedOf(t, cd) {
		// "the UN accused both sides of shelling residential areas":
		// what a party is accused of is the accusation's content, told
		// to say what the accused do, not a further detail of the
		// story's lede; only a plain agreement makes it that incident.
		return mergeThreshold
	}
	return untolledThreshold
}

// ownDate reports whether cd, told by a verb (not a noun that may point
// back), is dated by its own words to a day or a week ("on Friday
// night", "last week") while no member of the event is dated by the
// text: a story that leads with its news undated ("curfew is in force in
// 35 towns after clashes") and then tells a day of its own ("two
// communities clashed in the market on Sunday night") tells another
// incident as often as it dates its lede, so the weak join of an untolled
// detail (untolledThreshold) would take a second incident for a detail
// of the first; only a plain agreement joins it. A year or a month is
// left to yearsApart and the date scores: measured with them, it parted
// background recalled in passing into spurious events (QUALITY.md,
// assault3).
func ownDate(t *tree, members []*candidate, cd *candidate) bool {
	if cd.definite || cd.ev.Time == nil || cd.ev.Time.ResolvedFrom != "text" || !dayOrWeek(cd.ev.Time.Date) ||
		t.st.Tokens[cd.trig].UPOS != "VERB" {
		return false
	}
	return !slices.ContainsFunc(members, func(m *candidate) bool {
		return m.ev.Time != nil && m.ev.Time.ResolvedFrom == "text"
	})
}

// tiedToEvent reports whether a party of cd points back to a party of a
// member, in either role, or shares a name word with it: "the teachers"
// or "they" after "teachers marched".
func tiedToEvent(members []*candidate, cd *candidate) bool {
	// The members' parties and their name words, gathered once for
	// both of cd's parties.
	var theirs []*doc.Party
	var words []string
	for _, m := range members {
		for _, q := range []*doc.Party{m.ev.Actor, m.ev.Target} {
			if q != nil {
				theirs = append(theirs, q)
				words = append(words, nameWords(q.Text)...)
			}
		}
	}
	for _, p := range []*doc.Party{cd.ev.Actor, cd.ev.Target} {
		if p == nil {
			continue
		}
		if slices.ContainsFunc(theirs, func(q *doc.Party) bool { return pointsBack(q, p) }) ||
			slices.ContainsFunc(nameWords(p.Text), func(w string) bool { return slices.Contains(words, w) }) {
			return true
		}
	}
	return false
}

// otherSide reports whether cd's doer is on the other side from the
// event as its first telling gave it: on the side it struck ("Soldiers
// killed nine insurgents ... Jihadist fighters raided a convoy"), or an
// armed group outside the state where the event's doer is the state's
// forces, or the reverse. The first telling, not any member: once a
// story's exchange of fire has joined one event, its members name both
// sides.
func otherSide(members []*candidate, cd *candidate) bool {
	a, first := cd.ev.Actor, members[0].ev
	if a == nil {
		return false
	}
	if first.Target != nil && partyAgreement(first.Target, a, 1, 0) > 0 {
		return true
	}
	d := first.Actor
	return d != nil && armedSide(d.Sector) && armedSide(a.Sector) && sideFamily(d.Sector) != sideFamily(a.Sector)
}

// struckSite reports whether target head h names a site an attack
// strikes (lemmas.txt [sites]): "a bus station in the city of Jos", "the
// checkpoint".
func struckSite(t *tree, h int) bool {
	return t.st.Tokens[h].UPOS == "NOUN" && vocab.sites[t.lemma(h)]
}

// otherTarget reports whether cd, told in a sentence no member shares,
// strikes another site than a member does (otherAttack), and a target
// no member names.
func otherTarget(t *tree, members []*candidate, cd *candidate) bool {
	other := false
	for _, m := range members {
		if m.sent == cd.sent || partyAgreement(m.ev.Target, cd.ev.Target, 1, 0) > 0 {
			return false
		}
		other = other || otherAttack(t, m, cd)
	}
	return other
}

// otherAttack reports whether attack b, told in a sentence after a's,
// strikes another thing than a: "A mob set fire to a bus station. The
// men attacked the checkpoint" tells two attacks, where "Gunmen attacked
// a village. Five others were wounded" may tell one. Both targets are
// sites (struckSite), which a retelling names again or points back to
// ("the station"); people struck are told by another word as often
// ("the victims", "the officer"). Its callers (otherTarget,
// targetAgreement) ask only once partyAgreement has found the two
// targets not agreeing, so it does not score them again.
func otherAttack(t *tree, a, b *candidate) bool {
	if a.ev.Type.Plover != "ASSAULT" || a.sent == b.sent || a.target < 0 || b.target < 0 {
		return false
	}
	q, p := a.ev.Target, b.ev.Target
	return q != nil && p != nil && struckSite(t, a.target) && struckSite(t, b.target) && !pointsBack(q, p)
}

// armedSide reports whether sector s is one of the two sides of a
// conflict sideFamily tells apart: the state's or an armed group's.
func armedSide(s doc.Sector) bool {
	return s != "" && sideFamily(s) != 3
}

// accusedOf reports whether cd is told as what a party is accused or
// blamed for: under a word of allegation (allegedAct), or a few heads
// below an accusation coded as an event ("blamed the militia for burning
// farms", and "accused both sides of shelling towns" however the parser
// hangs "of shelling").
func accusedOf(t *tree, cd *candidate) bool {
	if allegedAct(t, cd.trig) {
		return true
	}
	for n, v := 0, t.st.Tokens[cd.trig].Head; n < 3 && v >= 0; n, v = n+1, t.st.Tokens[v].Head {
		if gov := cd.peers[v]; gov != nil && gov.tr.Plover == "ACCUSE" {
			return true
		}
	}
	return false
}

// recalled reports whether cd, told by a verb or an indefinite noun, and
// the event told by members lie on two sides of the story's last month
// (the historical flag, which a date in the text sets): "the vessels were
// seized in 2019" under a lede of this week's seizure recalls an older
// one, not a detail of the news. A definite noun ("the 2015 airstrike")
// points back whatever its date. It bites only where the date scores do
// not already part the two: an event dated by the story's day, a mention
// dated back in the text, or the reverse. Any member counts, so what
// joined before decides for what comes after; measured against the first
// telling alone in QUALITY.md (merge3), which lost a match on train.
func recalled(members []*candidate, cd *candidate) bool {
	return !cd.definite && slices.ContainsFunc(members, func(m *candidate) bool {
		return m.ev.Aux.Historical != cd.ev.Aux.Historical
	})
}

// clusterScore scores how well candidate b agrees with the event told by
// members, false when it conflicts with any of them. What b shares with
// any member counts (the lead gave the town, a later line the toll), and
// so does what sets it apart from any: a town other than the lead's is
// not forgiven because another retelling named none.
func clusterScore(t *tree, members []*candidate, b *candidate) (float64, bool) {
	pos, neg := 0.0, 0.0
	for _, a := range members {
		p, n, ok := coref(t, a, b)
		if !ok {
			return 0, false
		}
		pos, neg = max(pos, p), min(neg, n)
	}
	if anaphoricEvent(t, b) {
		// "The attack", told with nothing that picks one out, is the one
		// the story is about: the event it has told most.
		pos += 0.5 * math.Log2(float64(len(members)))
	}
	if pos+neg <= 0 && possessedDeath(t, members, b) {
		// Below the plain threshold: with nothing in its favour, a
		// death told far on through a possessor stays apart.
		return pos + neg - 0.5, true
	}
	return pos + neg, true
}

// incidents are the categories of happenings a story retells in several
// sentences, often without naming who did them again.
var incidents = map[string]bool{"ASSAULT": true, "PROTEST": true, "COERCE": true, "MOBILIZE": true}

// claimedRetelling returns the event a claimed retelling cd points back
// to: "The attack was claimed by a separatist group" names no party but
// its claimant, and tells of the attack told last before it in its
// paragraph, or a few sentences before it (reportGap) across paragraphs,
// as wire copy gives each sentence a paragraph of its own; not of the
// story's main one, whose empty doer the claimant would agree with best.
// With it, cd's score against it (clusterScore). Nil when cd is no such
// mention, or no event it agrees with is told that near before it.
func claimedRetelling(t *tree, out []*candidate, members map[*candidate][]*candidate, cd *candidate) (*candidate, float64) {
	if !anaphoricEvent(t, cd) || !claimedOnly(cd) {
		return nil, 0
	}
	var last *candidate
	at := -1
	for _, o := range out {
		for _, m := range members[o] {
			if m.trig < cd.trig && m.trig > at {
				last, at = o, m.trig
			}
		}
	}
	if last == nil || cd.sent-t.st.Tokens[at].Sentence > reportGap && blankLine(t.st.Text[t.st.Tokens[at].Span.End:t.st.Tokens[cd.trig].Span.Start]) {
		return nil, 0
	}
	s, ok := clusterScore(t, members[last], cd)
	if !ok {
		return nil, 0
	}
	return last, s
}

// claimedOnly reports whether cd is claimed and names no party but the
// one that claims it: "the attack was claimed by a separatist group"
// reads the claimant as its doer, where the story may name the doer
// otherwise ("gunmen"); "a group claimed responsibility for the attack"
// names none.
func claimedOnly(cd *candidate) bool {
	e := &cd.ev
	if e.Target != nil {
		return false
	}
	return slices.ContainsFunc(e.Claims, func(c doc.Claim) bool {
		return c.Kind == doc.ClaimResponsibility && (e.Actor == nil || sameParty(&c.Claimant, e.Actor))
	})
}

// strayDeath reports whether cd, joining the event into with nothing in
// its favour, brings it the death of one person told by a pronoun or by
// kin ("she was killed", "her husband died") while into has no dead: in a
// feature story that is a life the story tells ("the boys' father is
// believed dead"), not the toll of the incident it joins, and the gold
// codes it with no toll or as a death of its own (train: 3 events). Told
// in the sentence right after the event's first telling, the pronoun is
// mostly the victim just named ("A gunman shot a teacher. She died in
// hospital"), as in ACLED's notes, and the death stays the event's.
// Merge lets such a mention join but drops its death, from what it said
// too, so that no later mention agrees with the event by that death.
func strayDeath(t *tree, into *candidate, cd *candidate) bool {
	c := cd.ev.Killed
	if !unnumbered(c) || into.ev.Killed != nil || cd.definite || cd.sent-into.sent <= 1 {
		return false
	}
	return throughPerson(t, c.Span)
}

// passingToll reports whether cd, joining with nothing in its favour,
// brings a death toll told two or more sentences later to an event with
// no dead that the story first named in passing: a noun set in another
// clause's prepositional phrase ("volunteered after the attack on the
// arena", "to defend the town from the offensive"). Such a noun recalls
// an incident as the setting of something else; a later death joining it
// at a score of 0 is most often another incident or a life the story
// tells (train and tune: 6 such joins), not that incident's toll. A lede
// told by a verb ("gunmen attacked the market") keeps the toll its
// retelling brings. Merge drops the death from what cd said too, as for
// strayDeath.
func passingToll(t *tree, members []*candidate, cd *candidate) bool {
	if cd.ev.Killed == nil || len(members) == 0 {
		return false
	}
	first := members[0]
	if cd.sent-first.sent <= 1 || !inPassing(t, first.trig) {
		return false
	}
	for _, m := range members {
		if m.ev.Killed != nil {
			return false
		}
	}
	return true
}

// inPassing reports whether the noun at i is told in a prepositional
// phrase of another word: "after the attack", "from Turkish attack".
func inPassing(t *tree, i int) bool {
	tk := t.st.Tokens[i]
	if tk.UPOS != "NOUN" {
		return false
	}
	// A passive's agent ("sparked off by an attack") is the doer of
	// its clause, not a setting.
	switch doc.BaseRel(tk.Rel) {
	case "obl", "nmod":
		return t.marker(i) != "" && tk.Rel != "obl:agent"
	}
	return false
}

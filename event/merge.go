package event

import (
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strings"
	"time"
	"unicode"

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
		var into *candidate
		best := 0.0
		// "The attack" ties with every event it agrees with equally: it
		// points back to the nearest one told.
		recent := anaphoricEvent(t, cd)
		for _, o := range out {
			s, ok := clusterScore(t, members[o], said[cd])
			if ok && (into == nil || s > best || recent && s == best) {
				into, best = o, s
			}
		}
		if into == nil || best < mergeThreshold && best < joinThreshold(t, members[into], cd) {
			out = append(out, cd)
			members[cd] = []*candidate{said[cd]}
			continue
		}
		members[into] = append(members[into], said[cd])
		absorb(t, into, cd)
	}
	events := make([]doc.Event, 0, len(out))
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
		settleClaims(&cd.ev)
		events = append(events, splitSeries(t, cd, cd.ev)...)
	}
	return events
}

// mergeThreshold is the least agreement at which a mention joins an
// earlier event, unless joinThreshold lowers it to untolledThreshold. A mention that says nothing either way (an undated,
// unplaced "the attack") scores 0 and joins: a story retells its main event
// far more often than it tells a second one without saying so.
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
	if !incidents[e.Type.Plover] || e.Killed != nil || e.Injured != nil || e.Arrested != nil || cd.placeOwn || recalled(members, cd) {
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
	if accusedOf(t, cd) {
		// "the UN accused both sides of shelling residential areas":
		// what a party is accused of is the accusation's content, told
		// to say what the accused do, not a further detail of the
		// story's lede; only a plain agreement makes it that incident.
		return mergeThreshold
	}
	return untolledThreshold
}

// tiedToEvent reports whether a party of cd points back to a party of a
// member, in either role, or shares a name word with it: "the teachers"
// or "they" after "teachers marched".
func tiedToEvent(members []*candidate, cd *candidate) bool {
	for _, p := range []*doc.Party{cd.ev.Actor, cd.ev.Target} {
		if p == nil {
			continue
		}
		words := nameWords(p.Text)
		for _, m := range members {
			for _, q := range []*doc.Party{m.ev.Actor, m.ev.Target} {
				if q == nil {
					continue
				}
				own := nameWords(q.Text)
				if pointsBack(q, p) || slices.ContainsFunc(words, func(w string) bool { return slices.Contains(own, w) }) {
					return true
				}
			}
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
	return pos + neg, true
}

// coref scores whether b, told after a, tells the same incident: false
// when something both state conflicts (two dates, two towns, a different
// kind of act, "another attack"), else a score that rises with what they
// share (a date, a town, a party, a toll) and falls with what sets them
// apart without ruling a retelling out (a town in b's sentence other than
// a's own, an older date against the story's news of the day).
func coref(t *tree, a, b *candidate) (pos, neg float64, ok bool) {
	pos, neg, conflict := corefScore(t, a, b)
	return pos, neg, conflict == ""
}

// corefScore is coref's work: the agreement for and against, and what
// rules the pair out ("" for nothing).
func corefScore(t *tree, a, b *candidate) (pos, neg float64, conflict string) {
	ea, eb := &a.ev, &b.ev
	if ea.Type.Plover != eb.Type.Plover {
		return 0, 0, "type"
	}
	// The historical flag follows a mention's date: dateAgreement weighs
	// an old date against a mention the text leaves undated, softly.
	if ea.Aux.Negated != eb.Aux.Negated ||
		ea.Aux.Hypothetical != eb.Aux.Hypothetical || ea.Aux.Future != eb.Aux.Future {
		return 0, 0, "flags"
	}
	if !incidents[ea.Type.Plover] && !sameDoer(t, a, b) {
		return 0, 0, "actor"
	}
	if !compatibleModes(ea.Type.Plover, ea.Type.Mode, eb.Type.Mode, a.sent == b.sent) {
		return 0, 0, "mode"
	}
	if distinctCue(t, b) || timeApart(t, a, b) {
		return 0, 0, "distinct"
	}
	if aggregate(t, a) != aggregate(t, b) && (a.sent != b.sent || townApart(b, a) || townApart(a, b)) {
		// A round-up's "attacks across the country killed 100" and one
		// town's attack with its own toll; but "the attacks in Paris that
		// killed 130" tells its toll in its own sentence.
		return 0, 0, "aggregate"
	}
	ds, ok := mentionDates(t, a, b)
	if !ok {
		return 0, 0, "date"
	}
	ps, ok := 0.0, true
	if !homeTown(t, ea.Place) && !homeTown(t, eb.Place) {
		// Where a victim comes from says nothing of where she was hit.
		ps, ok = placeAgreement(a, b)
	}
	if !ok || a.sent != b.sent && frontedPlace(t, b) && (ea.Place == nil || !samePlace(ea.Place, eb.Place)) {
		return 0, 0, "place"
	}
	ms := modeAgreement(ea.Type.Mode, eb.Type.Mode)
	as := partyAgreement(ea.Actor, eb.Actor, 1.5, 0.75)
	if reciprocal[ea.Type.Plover] && (bothParties(ea.Actor) || bothParties(eb.Actor)) {
		as = max(as, 0) // "the two leaders" are coded to one of the two
	}
	fs := []float64{ds, ps, as, partyAgreement(ea.Target, eb.Target, 1, 0),
		countAgreement(ea.Killed, eb.Killed), countAgreement(ea.Injured, eb.Injured), countAgreement(ea.Arrested, eb.Arrested), ms}
	if anaphoricEvent(t, b) {
		fs = append(fs, 1) // "the attack", "Saturday's shootings": told before
	}
	if a.sent == b.sent {
		fs = append(fs, 1)
	}
	for _, f := range fs {
		if f > 0 {
			pos += f
		} else {
			neg += f
		}
	}
	return pos, neg, ""
}

// mentionDates scores the dates of two mentions, b told after a, as
// dateAgreement does, false when they cannot be one day; with what the
// text says of each ("the attack", a definite retelling, the first
// sentence's news) weighed in.
func mentionDates(t *tree, a, b *candidate) (float64, bool) {
	ds, ok := dateAgreement(a.ev.Time, b.ev.Time)
	if !ok && anaphoricEvent(t, b) && dayBefore(a.ev.Time.Date, b.ev.Time.Date) {
		// "The attack began late on Saturday", after Sunday's killings:
		// a mention that points back is the incident it points to, and a
		// night or a time zone puts its start a day early. Told on the
		// day after ("the fighting resumed on Monday"), it is a new one.
		ds, ok = 0, true
	}
	if !ok {
		return 0, false
	}
	if b.definite && (b.ev.Time == nil || b.ev.Time.ResolvedFrom != "text") {
		// "She survived the attack", "died in the ambush on the convoy": a
		// definite mention points back, naming a party or not; giving no
		// date of its own, it is dated by publication only for want of
		// one, which says nothing against an older antecedent.
		ds = max(ds, 0)
	}
	if ds < 0 && inFirstSentence(t, a) && a.ev.Time != nil && a.ev.Time.ResolvedFrom != "text" && withinMonth(a.ev.Time, b.ev.Time) &&
		(anaphoricEvent(t, b) || !countsDiffer(&a.ev, &b.ev) && (pointsBack(a.ev.Target, b.ev.Target) || partyAgreement(a.ev.Target, b.ev.Target, 1, 0) >= 0)) {
		// The first sentence sums up the news undated ("three boats have
		// been seized"); a later line gives its day, more than a week
		// back ("were seized in late February"): the news told twice.
		// An older date is history the story recalls; so is an act of
		// the lede's kind with another count or target ("detained 14
		// more ... nine were detained on March 3"): a follow-up leads
		// with the new act and recalls the first. A target that points
		// back ("the two men were detained in late February") is the
		// lede's, whatever country its context coded it to.
		ds = 0
	}
	return ds, true
}

// pointsBack reports whether party p is told by words that point back to
// party lede, named before: a pronoun ("they"), or a definite phrase
// whose every name word is lede's or a word for anyone ("the two men",
// "the smugglers"). A definite phrase with a word of its own ("the
// Ethiopian traders") names other people.
func pointsBack(lede, p *doc.Party) bool {
	if p == nil || !anaphoricParty(p.Text) {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(p.Text)) {
	case "they", "them", "he", "him", "she", "her", "it":
		return true
	}
	var own []string
	if lede != nil {
		own = nameWords(lede.Text)
	}
	for _, w := range nameWords(p.Text) {
		if !slices.Contains(own, w) && !anyPerson[w] {
			return false
		}
	}
	return true
}

// anyPerson are name words, as nameWords gives them, that tell no one
// apart: "the two men" may be any two people told before.
var anyPerson = map[string]bool{"man": true, "men": true, "woman": true, "women": true, "boy": true,
	"girl": true, "child": true, "children": true, "pair": true, "couple": true, "group": true}

// countsDiffer reports whether two events give different figures for one
// of their casualty or arrest counts, each told by a number ("the men"
// gives none).
func countsDiffer(a, b *doc.Event) bool {
	told := func(c *doc.Count) bool { return c != nil && c.Best != 0 && c.Qualifier != doc.QualifierUnspecified }
	for _, p := range [][2]*doc.Count{{a.Killed, b.Killed}, {a.Injured, b.Injured}, {a.Arrested, b.Arrested}} {
		if told(p[0]) && told(p[1]) && p[0].Best != p[1].Best {
			return true
		}
	}
	return false
}

// anaphoricEvent reports whether cd is an event noun that points back to
// one told before: definite ("the attack", "Saturday's shootings") and
// naming no party of its own. "The attack by Houthi fighters on a Saudi
// border post killed four guards" tells a new one.
func anaphoricEvent(t *tree, cd *candidate) bool {
	if !cd.definite {
		return false
	}
	for _, k := range t.children(cd.trig, "nmod") {
		switch t.marker(k) {
		case "by", "on", "against", "of", "with", "in":
			return false
		}
	}
	return true
}

// compatibleModes reports whether two modes of one category may describe
// one incident: equal or unstated; for an attack, any two of the armed
// modes (a battle of shelling, air strikes and gunfire; "a suicide bomber
// blew himself up"), never an armed one and a stabbing or a beating; for
// a protest, a strike and a demonstration told in one sentence (a general
// strike's marchers rally; a shutdown is called "to protest" a killing),
// never a riot. Told in two sentences they are as often two protests.
func compatibleModes(plover, a, b string, oneSentence bool) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	switch plover {
	case "ASSAULT":
		return armedModes[a] > 0 && armedModes[b] > 0
	case "PROTEST":
		return oneSentence && strikeOrDemo(a) && strikeOrDemo(b)
	}
	return false
}

// strikeOrDemo reports whether protest mode m is a strike or a
// demonstration, the two forms one day of protest takes together.
func strikeOrDemo(m string) bool { return m == "strike" || m == "demo" }

// modeAgreement scores two compatible modes: 0.5 for the same one, 0 when
// either is unstated or both name one weapon (a suicide bomber's
// explosives), -1 for two armed modes (a battle mixes shelling and
// gunfire, but a suicide bombing and the shelling of a town are two
// incidents as often as one).
func modeAgreement(a, b string) float64 {
	switch {
	case a == "" || b == "":
		return 0
	case a == b:
		return 0.5
	case armedModes[a] == armedModes[b]:
		return 0
	}
	return -1
}

// armedModes are the attack modes of weapons that one armed incident
// mixes, numbered by weapon: a suicide attack is one with explosives, an
// air strike and a drone strike are both from the air.
var armedModes = map[string]int{"explosives": 1, "suicide-attack": 1, "aerial": 2, "drone": 2,
	"heavy-weapons": 3, "firearms": 4}

// distinctCue reports whether b is told as an incident besides those told
// before it: a distinct word on its trigger ("another attack"), on the
// noun of the phrase holding it ("in a separate attack, ... was killed"),
// or as an adverb of its sentence ("Separately, ...", "Elsewhere, ...").
func distinctCue(t *tree, b *candidate) bool {
	st := t.st
	for _, k := range t.kids[b.trig] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "det", "amod", "advmod":
			if vocab.distinctWords[t.lemma(k)] {
				return true
			}
		}
	}
	for _, h := range t.children(b.trig, "obl") {
		// "was killed in a separate attack", but not "killed with two
		// other Americans".
		if t.marker(h) != "in" {
			continue
		}
		for _, k := range t.kids[h] {
			if l := t.lemma(k); doc.BaseRel(st.Tokens[k].Rel) == "amod" && vocab.distinctWords[l] && l != "other" {
				return true
			}
		}
	}
	a := t.aside(b.sent)
	return a >= 0 && a < b.trig
}

// timeApart reports whether a time apart stands between two mentions of
// one sentence, b told after a: "a day after", "two weeks before", "hours
// after", not a unit told as a date ("took the pass this week after a
// short push"). "A bomb killed 11 people, a day after an attack on a
// police post wounded four" tells two incidents; but "arrested a few
// hours after the attack" dates the arrest by the attack told before.
func timeApart(t *tree, a, b *candidate) bool {
	if a.sent != b.sent || a.trig >= b.trig || b.definite {
		return false
	}
	st := t.st
	for k := a.trig + 1; k < b.trig; k++ {
		switch t.lemma(k) {
		case "after", "before", "earlier", "later":
			if k > 0 && vocab.timeUnits[t.lemma(k-1)] && st.Tokens[k-1].UPOS == "NOUN" && !deictic(t, k-1) {
				return true
			}
		}
	}
	return false
}

// deictic reports whether time unit k is told as a date ("this month",
// "last week") rather than a span between two happenings ("a month",
// "the week after").
func deictic(t *tree, k int) bool {
	for _, c := range t.kids[k] {
		switch t.lemma(c) {
		case "this", "that", "last", "next", "each", "every":
			return true
		}
	}
	return false
}

// aside returns the first token of sentence si that sets the sentence
// apart from what was told before ("Separately", "Elsewhere" as adverbs),
// or -1. The story is read once: merging asks for every pair of mentions.
func (t *tree) aside(si int) int {
	if t.asideAt == nil {
		t.asideAt = make([]int, len(t.st.Sentences))
		for i := range t.asideAt {
			t.asideAt[i] = -1
		}
		for k := range t.st.Tokens {
			s := t.st.Tokens[k].Sentence
			if s < 0 || s >= len(t.asideAt) || t.asideAt[s] >= 0 {
				continue
			}
			if l := t.lemma(k); (l == "separately" || l == "elsewhere") && doc.BaseRel(t.st.Tokens[k].Rel) == "advmod" {
				t.asideAt[s] = k
			}
		}
	}
	if si < 0 || si >= len(t.asideAt) {
		return -1
	}
	return t.asideAt[si]
}

// aggregate reports whether cd tells many incidents at once: spread
// across a land ("attacks across the country killed more than a
// hundred"), counted by several ("protests broke out in several
// cities", "three attacks") or by a collective ("a wave of bombings"). A round-up story leads with one
// and then tells each town's attack with its own toll; the aggregate is no
// retelling of any of them.
func aggregate(t *tree, cd *candidate) bool {
	st := t.st
	for _, k := range t.kids[cd.trig] {
		// "attacks across the country", "protests throughout the
		// region", "strikes nationwide"
		switch {
		case doc.BaseRel(st.Tokens[k].Rel) == "obl" || doc.BaseRel(st.Tokens[k].Rel) == "nmod":
			if m := t.marker(k); m == "across" || m == "throughout" {
				return true
			}
		case t.lemma(k) == "nationwide" || t.lemma(k) == "countrywide":
			return true
		}
	}
	tok := &st.Tokens[cd.trig]
	if tok.UPOS != "NOUN" || tok.XPOS != "NNS" || cd.definite || vocab.weapons[t.lemma(cd.trig)] {
		return false
	}
	if h := tok.Head; h >= 0 && vocab.collectives[t.lemma(h)] && t.marker(cd.trig) == "of" {
		return true
	}
	for _, k := range t.kids[cd.trig] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "amod", "det":
			if vocab.manyWords[t.lemma(k)] {
				return true // "several attacks", "multiple bombings"
			}
		case "nummod":
			if l := t.lemma(k); l != "one" && l != "1" {
				return true // "three attacks", "two protests"
			}
		}
	}
	return false
}

// agentNoun reports whether an event noun names who acts ("bombers",
// "protesters", "demonstrators") rather than the act: plural, it counts
// people, not incidents.
func agentNoun(lemma string) bool {
	return strings.HasSuffix(lemma, "er") || strings.HasSuffix(lemma, "or") || strings.HasSuffix(lemma, "ist")
}

// townApart reports whether cd's own phrase places it in a town other
// than where other happened (or where other is placed no finer than a
// country).
func townApart(cd, other *candidate) bool {
	p, o := cd.ev.Place, other.ev.Place
	if !cd.placeOwn || p == nil || p.Precision == doc.PrecisionCountry {
		return false
	}
	return o == nil || o.Precision == doc.PrecisionCountry || o.Name != p.Name
}

// incidents are the categories of happenings a story retells in several
// sentences, often without naming who did them again.
var incidents = map[string]bool{"ASSAULT": true, "PROTEST": true, "COERCE": true, "MOBILIZE": true}

// sameActor reports whether two parties are known and the same: coded to one
// country and, where both are named, one name.
func sameActor(a, b *doc.Party) bool {
	if a == nil || b == nil || a.Country != b.Country {
		return false
	}
	if a.Name != "" && b.Name != "" {
		return a.Name == b.Name
	}
	return a.Country != "" || strings.EqualFold(a.Text, b.Text)
}

// sameDoer reports whether two mentions of a statement or a dealing (a
// category other than the incidents, which a story retells without naming
// who did them) may tell one act: neither names its doer, or both name the
// same one. Coded alike (sameActor), whatever their targets: a speaker's
// accusation retold against another object of it is as often the same
// act as a second one (split by targets, train.jsonl gained three events
// and the `check` half lost precision: docs/QUALITY.md, merge). Or b
// naming it by a word of a's ("the orchestra" after "a youth orchestra
// from Bergen", "the resolution" after "a security council resolution")
// when b does not tell a further act ("the union also urged the railway
// board") and the two, naming each a target, name the same: one doer's
// demands of two people are two demands. A mention that names no doer beside one that
// does ("hospital directors were asked to report daily", after the
// ministry asked them) is the same act when both name one target. So is
// a mention naming no party at all in another sentence (bare), a doer
// told by a pronoun of one person ("his", "he") after a named one, when
// the two name no different targets, a noun whose possessor is the doer
// ("Quito's complaint"), and two triggers linked in one sentence.
func sameDoer(t *tree, a, b *candidate) bool {
	x, y := a.ev.Actor, b.ev.Actor
	if x == nil && y == nil || sameActor(x, y) {
		return true
	}
	if furtherAct(t, b) {
		return false
	}
	if l := linked(t, a, b); l == "obl" || l == "nmod" || l == "conj" && (x == nil || y == nil) {
		// "as agreed in a deal": the noun is the verb's own act; "met
		// the minister and the plan was discussed": the second verb
		// tells the meeting with its doer left to the first.
		return true
	}
	if reciprocal[a.ev.Type.Plover] && x != nil && bothParties(y) {
		// "The rebel commander and the army chief agreed a truce ...
		// Both sides agreed that ...": the plural names the two parties
		// of the dealing told before.
		return true
	}
	if p := possessorParty(t, b); p != nil && x != nil && partyAgreement(x, p, 1, 0) > 0 {
		// "Beijing's accusation", "the union's demand": the possessor
		// of a speech act's noun is who made it.
		return true
	}
	tx, ty := a.ev.Target, b.ev.Target
	shared := tx != nil && ty != nil && partyAgreement(tx, ty, 1, 1) > 0
	if x == nil || y == nil {
		return shared || a.sent != b.sent && (bare(a) || bare(b))
	}
	if pronounOf(t, x, y) && (tx == nil || ty == nil || shared) {
		// "The minister resigned ... his resignation": a pronoun names
		// whom the story has named already.
		return true
	}
	return partyAgreement(x, y, 1, 0) > 0 && (tx == nil || ty == nil || shared)
}

// bare reports whether cd names neither doer nor target ("the talks",
// "an appeal for cheaper diesel", "it was agreed that ..."). Told in
// another sentence than an act of its kind that names its parties, it
// tells that act, before or after the naming: a new act is told with its
// parties. In one sentence, two such mentions are as often two acts ("a
// sentence of 40 years" and "was convicted of") as one.
func bare(cd *candidate) bool {
	return cd.ev.Actor == nil && cd.ev.Target == nil
}

// pronounOf reports whether doer y, told by a pronoun of one person ("he",
// "his"), stands for the doer x named before it: the pronoun's antecedent
// when the coreference step linked one, else the person last named (by
// name or by a singular nominal: "the transport minister") as a subject
// before the pronoun, is x. A person named as an object ("he
// charged Ortiz with ...; he alleged") seldom takes the pronoun over.
func pronounOf(t *tree, x, y *doc.Party) bool {
	if x.Span.End > y.Span.Start {
		return false
	}
	i := t.tokenFrom(y.Span.Start)
	if i >= len(t.st.Tokens) || t.st.Tokens[i].Span != y.Span || !personPronouns[t.lemma(i)] {
		return false
	}
	if k := t.pronounAt(i); k >= 0 {
		if a := t.st.Mentions[k].Antecedent; a >= 0 && a < len(t.st.Mentions) {
			return mentionNames(t, &t.st.Mentions[a], x)
		}
	}
	last := -1
	for k := range t.st.Mentions {
		if m := &t.st.Mentions[k]; onePerson(t, m) && m.End <= y.Span.Start && (last < 0 || m.Start > t.st.Mentions[last].Start) && t.subject(m.Span) {
			last = k
		}
	}
	return last >= 0 && mentionNames(t, &t.st.Mentions[last], x)
}

// onePerson reports whether mention m may name one person: a name, or a
// nominal headed by a singular role noun of one person ("the health
// minister"), not an institution ("the government", "the ministry").
func onePerson(t *tree, m *doc.Mention) bool {
	if m.Label == doc.LabelPER {
		return true
	}
	if m.Label != doc.LabelNOM {
		return false
	}
	h := t.spanHead(m.Span)
	return h >= 0 && t.st.Tokens[h].XPOS == "NN" && personRoles[t.lemma(h)]
}

// personRoles are the role nouns of one person (lexicon/persons.txt);
// DefaultLexicon fails when they did not read.
var personRoles, personRolesErr = readPersonRoles(lexiconFS)

// readPersonRoles reads the role nouns of persons.txt from fsys.
func readPersonRoles(fsys fs.FS) (map[string]bool, error) {
	var roles map[string]bool
	err := readWordClasses(fsys, "persons.txt", []string{"person-roles"}, []*map[string]bool{&roles})
	return roles, err
}

// subject reports whether the phrase at sp is a clause's subject, or in
// apposition to one ("the treasurer, Peter Lund, said").
func (t *tree) subject(sp doc.Span) bool {
	h := t.spanHead(sp)
	for n := 0; h >= 0 && n < 4; n++ {
		switch doc.BaseRel(t.st.Tokens[h].Rel) {
		case "nsubj":
			return true
		case "appos", "flat", "compound":
			h = t.st.Tokens[h].Head
		default:
			return false
		}
	}
	return false
}

// mentionNames reports whether mention m names party p: it lies inside p's
// words, or its last word is one of them ("Holmqvist" after "Jan
// Holmqvist").
func mentionNames(t *tree, m *doc.Mention, p *doc.Party) bool {
	if p.Span.Start <= m.Start && m.End <= p.Span.End {
		return true
	}
	if m.EndToken <= m.FirstToken {
		return false
	}
	last := t.st.Tokens[m.EndToken-1].Form
	for _, w := range strings.Fields(p.Text) {
		if strings.Trim(w, ",.'\"") == last {
			return true
		}
	}
	return false
}

// furtherAct reports whether cd's trigger is told as another act of the
// same kind ("also urged", "again demanded").
func furtherAct(t *tree, cd *candidate) bool {
	for _, k := range t.children(cd.trig, "advmod") {
		if l := t.lemma(k); l == "also" || l == "again" {
			return true
		}
	}
	return false
}

// samePlace reports whether two places may be where one event happened:
// the same country, and the same place unless one is the country itself or
// the division holding the other.
func samePlace(a, b *doc.Where) bool {
	if a.Country != b.Country {
		return false
	}
	if a.Precision == doc.PrecisionCountry || b.Precision == doc.PrecisionCountry {
		return true
	}
	return a.Name == b.Name || a.Admin1 == b.Name || b.Admin1 == a.Name
}

// addClaims appends the claims of more not already in cs.
func addClaims(cs, more []doc.Claim) []doc.Claim {
	for _, c := range more {
		k := slices.IndexFunc(cs, func(x doc.Claim) bool {
			return x.Kind == c.Kind && x.Claimant.Span == c.Claimant.Span && x.Verb == c.Verb
		})
		switch {
		case k < 0:
			cs = append(cs, c)
		case c.Kind == doc.ClaimDisputed && cs[k].Says.Killed == nil && c.Says.Killed != nil:
			// One dispute of a figure told on two mentions of the
			// incident ("rejected that figure"), one of which carried
			// the figure: keep it.
			cs[k].Says.Killed = c.Says.Killed
		}
	}
	return cs
}

// dateAgreement scores two mentions' dates: false when the text gives
// each a date and the dates cannot be one day ("2012-02" and "2012-02-25"
// can; a week holds its days); 2 when the text gives both the same day.
// A mention the text leaves undated is dated by publication, which says
// nothing against a dated one of the week before (a Saturday story of
// Friday's attack says "the group claimed the attack"), a little against
// an older one.
func dateAgreement(a, b *doc.When) (float64, bool) {
	if a == nil || b == nil {
		return 0, true
	}
	at, bt := a.ResolvedFrom == "text", b.ResolvedFrom == "text"
	switch {
	case at && bt:
		if !overlaps(a.Date, b.Date) {
			return 0, false
		}
		if len(a.Date) >= 10 && len(b.Date) >= 10 && a.Date[:10] == b.Date[:10] {
			return 2, true
		}
		return 0.5, true
	case at:
		return undatedAgreement(b, a), true
	case bt:
		return undatedAgreement(a, b), true
	}
	return 0, true
}

// undatedAgreement scores an undated mention (dated by publication, pub)
// against a dated one: 0 for a date in the week up to publication (a
// story tells "on Monday" once, then "the raid" undated), -1.5 for an
// older one or one after publication.
func undatedAgreement(pub, dated *doc.When) float64 {
	p, err := time.Parse("2006-01-02", pub.Date)
	start, end, ok := dateRange(dated.Date)
	if err != nil || !ok {
		return 0
	}
	if start.After(p.Add(24*time.Hour-time.Nanosecond)) || end.Before(p.AddDate(0, 0, -7)) {
		return -1.5
	}
	return 0
}

// dayBefore reports whether TIMEX3 value b names the day before a's
// ("2020-11-15" and "2020-11-14T23:00").
func dayBefore(a, b string) bool {
	day := func(v string) (time.Time, error) {
		if len(v) > 10 && v[10] == 'T' {
			v = v[:10]
		}
		return time.Parse("2006-01-02", v)
	}
	x, err1 := day(a)
	y, err2 := day(b)
	if err1 != nil || err2 != nil {
		return false
	}
	return x.Sub(y) == 24*time.Hour
}

// overlaps reports whether two TIMEX3 dates may be the same day: one a
// prefix of the other ("2012-02" and "2012-02-25"), or ranges that share a
// day (the week 2018-W06 and 2018-02-07).
func overlaps(a, b string) bool {
	if strings.HasPrefix(a, b) || strings.HasPrefix(b, a) {
		return true
	}
	as, ae, ok1 := timexRange(a)
	bs, be, ok2 := timexRange(b)
	return ok1 && ok2 && !as.After(be) && !bs.After(ae)
}

// timexRange is dateRange for TIMEX3 values with weeks ("2018-W06").
func timexRange(v string) (start, end time.Time, ok bool) {
	var y, w int
	if n, err := fmt.Sscanf(v, "%4d-W%2d", &y, &w); err == nil && n == 2 {
		// ISO week 1 holds 4 January; weeks start on Monday.
		jan4 := time.Date(y, 1, 4, 0, 0, 0, 0, time.UTC)
		monday := jan4.AddDate(0, 0, -((int(jan4.Weekday())+6)%7)+7*(w-1))
		return monday, monday.AddDate(0, 0, 7).Add(-time.Nanosecond), true
	}
	if len(v) > 10 && v[10] == 'T' {
		v = v[:10]
	}
	return dateRange(v)
}

// frontedPlace reports whether cd's place opens its sentence before a
// comma ("In Kirkuk, gunmen killed five soldiers", "in visnagar town of
// mehsana district, a boy was stabbed"): a round-up's paragraph moving to
// another town, whose incident is its own unless the one before was told
// there too.
func frontedPlace(t *tree, cd *candidate) bool {
	p := cd.ev.Place
	if p == nil || p.Precision == doc.PrecisionCountry || p.ResolvedFrom != "text" {
		return false
	}
	st := t.st
	sent := st.Sentences[cd.sent]
	first := sent.FirstToken
	if first >= sent.EndToken || first >= cd.trig {
		return false
	}
	if l := t.lemma(first); l != "in" && l != "at" {
		return false
	}
	for k := first + 1; k < cd.trig && k <= first+8; k++ {
		if st.Tokens[k].Form == "," {
			return p.Span.Start > st.Tokens[first].Start && p.Span.End <= st.Tokens[k].Start
		}
	}
	return false
}

// placeAgreement scores two mentions' places: false when each names its
// own place (in the trigger's phrase) and they differ; 1.5 when both name
// the same town; -2 when one names its own town and the other's sentence
// names another (a bombing in Lyon, then the Paris attacks it recalls);
// -0.5 when only their sentences name two towns. A country, or a division
// holding the town, agrees with the town.
func placeAgreement(a, b *candidate) (float64, bool) {
	pa, pb := a.ev.Place, b.ev.Place
	if pa == nil || pb == nil {
		return 0, true
	}
	if samePlace(pa, pb) {
		if pa.Precision != doc.PrecisionCountry && pb.Precision != doc.PrecisionCountry && pa.Name == pb.Name {
			return 1.5, true
		}
		return 0, true
	}
	switch {
	case a.placeOwn && b.placeOwn:
		return 0, false
	case a.placeOwn || b.placeOwn:
		return -1.5, true
	}
	return -0.5, true
}

// partyAgreement scores two mentions' parties in one role: w when they
// share a word that names them ("the Taliban", "Taliban gunmen") or their
// code; -w when both are coded to different countries; -apart when both
// are named and share nothing: a story that tells a new incident brings in
// its own parties ("Houthi fighters attacked a border post"), where a
// retelling names the same ones or none. Parties coded to one country and
// one side of it (oneSide) are not apart, whatever their words: a
// president and his government's delegation, a ministry and its police.
func partyAgreement(a, b *doc.Party, w, apart float64) float64 {
	if a == nil || b == nil {
		return 0
	}
	wa, wb := nameWords(a.Text), nameWords(b.Text)
	if anaphoricParty(b.Text) && len(wb) > 0 && !slices.ContainsFunc(wb, func(x string) bool { return !slices.Contains(wa, x) }) {
		// "The pirates" after "Somali and Yemeni pirates": a definite
		// phrase whose every word repeats the party told before is
		// that party, whatever country its context coded it to.
		return w
	}
	if a.Country != "" && b.Country != "" && a.Country != b.Country {
		return -w
	}
	if a.Name != "" && a.Name == b.Name || a.Name == "" && b.Name == "" && a.Country != "" && a.Country == b.Country &&
		a.Sector != "" && a.Sector != doc.SectorCVL && a.Sector == b.Sector {
		// One name, or one code of a body ("Turkish" and "Turkey": the
		// Turkish state); civilians of one country are anyone.
		return w
	}
	for _, x := range wb {
		if slices.Contains(wa, x) {
			return w
		}
	}
	if len(wa) > 0 && len(wb) > 0 && !anaphoricParty(b.Text) && !oneSide(a, b) {
		return -apart
	}
	return 0
}

// oneSide reports whether two parties are coded to one country and to
// sectors of one side of a conflict (sideFamily).
func oneSide(a, b *doc.Party) bool {
	return a.Country != "" && a.Country == b.Country && a.Sector != "" && b.Sector != "" &&
		sideFamily(a.Sector) == sideFamily(b.Sector)
}

// anaphoricParty reports whether a party's words point back to one told
// before ("the attackers", "its fighters", "they") rather than bring one
// in ("Houthi fighters", "an anti-terrorism unit").
func anaphoricParty(text string) bool {
	first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(text)), " ")
	switch first {
	case "the", "this", "that", "these", "those", "its", "his", "her", "their", "our", "my", "your",
		"they", "he", "she", "it", "them", "him", "we", "who", "which", "both", "all", "each":
		return true
	}
	return false
}

// nameWords returns the lower-cased words of a party's text that may name
// it: not articles, pronouns, numbers or the words that only count or
// quantify.
func nameWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '-'
	}) {
		if len(w) > 2 && !partyStopWords[w] {
			out = append(out, strings.TrimSuffix(w, "s"))
		}
	}
	return out
}

// partyStopWords are words in party phrases that do not tell one party
// from another.
var partyStopWords = map[string]bool{"the": true, "and": true, "his": true, "her": true, "its": true,
	"their": true, "our": true, "who": true, "which": true, "that": true, "this": true, "those": true,
	"these": true, "all": true, "many": true, "some": true, "several": true, "dozens": true, "scores": true,
	"hundreds": true, "thousands": true, "least": true, "more": true, "than": true, "about": true,
	"other": true, "people": true, "person": true, "one": true, "two": true, "three": true, "four": true,
	"five": true, "six": true, "seven": true, "eight": true, "nine": true, "ten": true, "for": true, "with": true}

// countAgreement scores two mentions' counts of one kind: 1.5 when they
// give the same figure. Different figures say little: retellings give a
// first toll and a later one, or one side's dead.
func countAgreement(a, b *doc.Count) float64 {
	if a == nil || b == nil || a.Best == 0 || a.Best != b.Best {
		return 0
	}
	return 1.5
}

// absorb adds b's evidence, claims and any field a lacks to a. Differing
// casualty figures widen the range: best stays the first told (a story's
// lead carries its most confirmed figure), low and high span every claim.
func absorb(t *tree, a, b *candidate) {
	ea, eb := &a.ev, &b.ev
	for _, sp := range eb.Evidence {
		if !slices.Contains(ea.Evidence, sp) {
			ea.Evidence = append(ea.Evidence, sp)
		}
	}
	ea.Claims = addClaims(ea.Claims, eb.Claims)
	if len(ea.Mentions) == 0 {
		ea.Mentions = []doc.Span{ea.Trigger}
	}
	for _, sp := range append([]doc.Span{eb.Trigger}, eb.Mentions...) {
		if !slices.Contains(ea.Mentions, sp) {
			ea.Mentions = append(ea.Mentions, sp)
		}
	}
	if ea.Actor == nil {
		ea.Actor = eb.Actor
	}
	if ea.Target == nil {
		ea.Target = eb.Target
	}
	if ea.Time == nil || ea.Time.ResolvedFrom != "text" && eb.Time != nil && eb.Time.ResolvedFrom == "text" {
		ea.Time = eb.Time
	}
	// A finer place replaces a coarser one only when the event's own words
	// give it; a place merely in the same sentence ("the shootings, which
	// it said were in retaliation for ... at NATO's Bagram air base") only
	// fills a gap.
	if eb.Place != nil && (ea.Place == nil || b.placeOwn && rank(eb.Place.Precision) > rank(ea.Place.Precision)) {
		ea.Place = eb.Place
		a.placeOwn = a.placeOwn || b.placeOwn
	}
	ea.Killed = combine(t, ea.Killed, eb.Killed)
	ea.Injured = combine(t, ea.Injured, eb.Injured)
	ea.Arrested = combine(t, ea.Arrested, eb.Arrested)
	if ea.Type.Mode == "" {
		ea.Type.Mode = eb.Type.Mode
	}
	if a.acled == "" {
		a.acled = b.acled
		ea.Type.AcledEventType, ea.Type.AcledSubEventType = eb.Type.AcledEventType, eb.Type.AcledSubEventType
	}
	ea.Confidence = max(ea.Confidence, eb.Confidence)
}

// combine merges two counts of one incident: counts of further victims
// ("two soldiers were killed ... seven militants were also killed",
// "another three died") add up, and so do counts of other groups than
// those counted already (a battle's civilians, then each side's fighters);
// other counts are figures for the same victims, kept as a range.
func combine(t *tree, a, b *doc.Count) *doc.Count {
	if a == nil || b == nil || a.Span == b.Span {
		return widen(a, b)
	}
	// "another five", "five were also killed": more victims besides the
	// first figure's, even when told as people after a group; tested
	// before the totals below, which would take them for the whole toll.
	if further(t, b) {
		c := *a
		c.Best += b.Best
		c.Low += b.Low
		c.BySide = append(slices.Clip(a.BySide), b.BySide...)
		if a.High > 0 || b.High > 0 {
			c.High = max(a.High, a.Best) + max(b.High, b.Best)
		}
		return &c
	}
	if b.Best > a.Best && (toldAsTotal(t, b) && !toldAsTotal(t, a) || anyone(b) && !anyone(a) && !vague(b)) {
		// "Two died at the scene ... the toll rose to five": the later
		// total counts the first figure's dead too. So does a count of
		// people after one of a group ("shot four Americans ... up to
		// 20 people died in the raid").
		return widen(b, a)
	}
	if c := addGroups(t, a, b); c != nil {
		return c
	}
	return widen(a, b)
}

// toldAsTotal reports whether count c is told as a whole toll that takes
// in figures told before: a rise to it ("the toll rose to five", "climbed
// to 12"), "a total of nine", "in all", "in total", "altogether", in or
// just around its words.
func toldAsTotal(t *tree, c *doc.Count) bool {
	first, last := t.tokenFrom(c.Span.Start), t.lastTokenIn(c.Span)
	if last < 0 || first > last {
		return false
	}
	st := t.st
	sent := st.Tokens[last].Sentence
	in := func(k int) bool { return k >= 0 && k < len(st.Tokens) && st.Tokens[k].Sentence == sent }
	for k := last; k >= first-3 && in(k); k-- {
		switch t.lemma(k) {
		case "total", "altogether":
			return true
		case "to":
			if in(k-1) && tollRises[t.lemma(k-1)] {
				return true
			}
		}
	}
	for k := last + 1; k <= last+8 && in(k); k++ {
		switch l := t.lemma(k); {
		case l == "altogether":
			return true
		case (l == "all" || l == "total") && in(k-1) && t.lemma(k-1) == "in" && in(k+1) && st.Tokens[k+1].UPOS == "PUNCT":
			return true
		}
	}
	return false
}

// anyone reports whether count c counts people of any kind ("16 people",
// "nine persons") rather than a group ("four soldiers", "the farmers").
func anyone(c *doc.Count) bool {
	if len(c.BySide) != 1 {
		return false
	}
	w := strings.Fields(strings.ToLower(c.BySide[0].Text))
	return len(w) > 0 && (w[len(w)-1] == "people" || w[len(w)-1] == "persons")
}

// tollRises are the verbs a toll rises by to a new total ("rose to",
// "climbed to"): the count lexicon's toll verbs also hold falls and
// ranges.
var tollRises = map[string]bool{"rise": true, "climb": true, "jump": true, "increase": true, "mount": true, "soar": true}

// addGroups adds to count a the groups of victims count b tells that a
// does not count yet, or returns nil when b tells none. A group is new
// when every group of both is coded to a sector and b's group is of
// another side (sideFamily) and figure than each of a's: "24 civilians"
// told again are the same 24, "two of its soldiers" after the civilians
// are more dead, but "ten policemen" after "three officers" are the same
// officers by another count. A count whose words point back ("the two
// soldiers") tells no new group, nor does a count with no figure of its
// own (vague).
func addGroups(t *tree, a, b *doc.Count) *doc.Count {
	if len(a.BySide) == 0 || len(b.BySide) == 0 || anaphoricParty(b.Text) || vague(a) || vague(b) {
		return nil // "scores of mercenaries", then "as many as 200 nationals": one toll guessed twice
	}
	if disputed(t, b) {
		return nil // "but claimed 15 soldiers died", "contest that figure, saying 13 civilians were killed"
	}
	for _, g := range append(slices.Clip(a.BySide), b.BySide...) {
		if g.Sector == "" || g.Best <= 0 {
			return nil
		}
	}
	var added []doc.SideCount
	sum := 0
	for _, g := range b.BySide {
		if !slices.ContainsFunc(a.BySide, func(h doc.SideCount) bool {
			return sideFamily(h.Sector) == sideFamily(g.Sector) || h.Best == g.Best
		}) {
			added = append(added, g)
			sum += g.Best
		}
	}
	if len(added) == 0 {
		return nil
	}
	c := *a
	c.Best += sum
	c.Low += sum
	if a.High > 0 {
		c.High = a.High + sum
	}
	c.BySide = append(slices.Clip(a.BySide), added...)
	return &c
}

// disputed reports whether count c is told in a sentence that claims or
// disputes a figure ("also claimed 15 soldiers died", "contest that
// figure, saying 13 civilians were killed"): another source's figure for
// the same dead, not more dead.
func disputed(t *tree, c *doc.Count) bool {
	st := t.st
	k := t.lastTokenIn(c.Span)
	if k < 0 {
		return false
	}
	sent := st.Tokens[k].Sentence
	for i := k; i >= 0 && st.Tokens[i].Sentence == sent; i-- {
		if vocab.disputes[t.lemma(i)] {
			return true
		}
	}
	for i := k + 1; i < len(st.Tokens) && st.Tokens[i].Sentence == sent; i++ {
		if vocab.disputes[t.lemma(i)] {
			return true
		}
	}
	return false
}

// sideFamily groups the sectors victims are coded to by the side they
// fall on in a conflict: the state's forces and officials, armed groups
// outside it, and everyone else. Two counts of one family in one
// incident are as often the same people ("officers", "policemen") as not.
func sideFamily(s doc.Sector) int {
	switch s {
	case doc.SectorGOV, doc.SectorMIL, doc.SectorCOP, doc.SectorSPY, doc.SectorUIS, doc.SectorJUD, doc.SectorLEG:
		return 1
	case doc.SectorREB, doc.SectorINS, doc.SectorSEP, doc.SectorUAF, doc.SectorCRM, doc.SectorIMG, doc.SectorRAD:
		return 2
	}
	return 3
}

// further reports whether count c is told as more victims besides those
// already counted: "another", "more" right after it ("six more people",
// not "six more than"), or "also" just after it.
func further(t *tree, c *doc.Count) bool {
	if strings.EqualFold(c.Qualifier, "another") {
		return true
	}
	text := t.st.Text
	end := min(len(text), c.Span.End+25)
	if c.Span.End > end || c.Span.End < 0 {
		return false
	}
	ws := strings.Fields(strings.ToLower(text[c.Span.End:end]))
	if len(ws) > 0 && strings.TrimRight(ws[0], ".,;:") == "more" && (len(ws) == 1 || ws[0] != "more" || ws[1] != "than") {
		// "six more", "six more, police said", but not "six more than".
		return true
	}
	return slices.Contains(ws, "also")
}

// vague reports whether a count gives no figure of its own: a vague
// phrase read by convention ("several", "dozens", "scores of") or people
// told without a number ("civilians were wounded").
func vague(c *doc.Count) bool {
	if c == nil || c.Qualifier == "" {
		return false
	}
	if c.Qualifier == doc.QualifierUnspecified {
		return true
	}
	w := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(c.Text)), " of")
	return w == strings.ToLower(c.Qualifier) && w != "another"
}

// unnumbered reports whether a count names its victims without a number
// ("a British soldier has died"): the people named, whom a later count
// may tell with others ("was killed alongside an American soldier").
func unnumbered(c *doc.Count) bool {
	if c == nil || c.Qualifier != "" || c.Best > 1 {
		return false
	}
	for _, w := range strings.FieldsFunc(c.Text, func(r rune) bool { return r == ' ' || r == '-' || r == ',' }) {
		if _, ok := smallNumber(w); ok {
			return false
		}
	}
	return true
}

// widen merges two counts of the same victims: the first told, unless it
// is the bomber's own death or gives no figure where the other does, with
// low and high spanning both.
func widen(a, b *doc.Count) *doc.Count {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	if reflexive(a.Text) && !reflexive(b.Text) || vague(a) && !vague(b) || unnumbered(a) && !vague(b) && b.Best > a.Best {
		// "A suicide bomber blew himself up, killing seven": the toll
		// is of the victims, told by the other count. "Several were
		// injured", then "13 people were hurt": the figure is the count.
		a, b = b, a
	}
	c := *a
	if b.Low < c.Low {
		c.Low = b.Low
	}
	hb := max(b.High, b.Best)
	if hb > c.High {
		c.High = hb
	}
	return &c
}

// linked returns the relation by which one of two mentions' triggers hangs
// on the other's in one sentence ("agreed in a deal": obl; "met ... and
// discussed": conj), "" for none.
func linked(t *tree, a, b *candidate) string {
	if a.sent != b.sent {
		return ""
	}
	for _, p := range [][2]int{{a.trig, b.trig}, {b.trig, a.trig}} {
		if t.st.Tokens[p[1]].Head == p[0] {
			return doc.BaseRel(t.st.Tokens[p[1]].Rel)
		}
	}
	return ""
}

// inFirstSentence reports whether cd is told in the story's first
// sentence that tells something (holds a verb), where the news is summed
// up.
func inFirstSentence(t *tree, cd *candidate) bool {
	for s := 0; s < cd.sent; s++ {
		if tellsSomething(t, s) {
			return false
		}
	}
	return true
}

// withinMonth reports whether the time of a dated mention ends in the
// month up to the publication day pub.
func withinMonth(pub, dated *doc.When) bool {
	p, err := time.Parse("2006-01-02", pub.Date)
	_, end, ok := dateRange(dated.Date)
	return err == nil && ok && !end.Before(p.AddDate(0, -1, 0)) && !end.After(p.Add(24*time.Hour))
}

// homeTown reports whether place p is told as where a person comes from
// ("Maria Holt, from Leeds, was travelling in a convoy"), which says
// where someone lives, not where the event happened (originParty).
func homeTown(t *tree, p *doc.Where) bool {
	if p == nil || p.ResolvedFrom != "text" {
		return false
	}
	_, ok := originParty(t, t.spanHead(p.Span))
	return ok
}

// possessorParty returns the party of cd told as its trigger's possessor
// ("Beijing's accusation"), or nil.
func possessorParty(t *tree, cd *candidate) *doc.Party {
	for _, p := range []*doc.Party{cd.ev.Actor, cd.ev.Target} {
		if p == nil {
			continue
		}
		if h := t.spanHead(p.Span); h >= 0 && t.st.Tokens[h].Head == cd.trig && t.st.Tokens[h].Rel == "nmod:poss" {
			return p
		}
	}
	return nil
}

// reciprocal are the categories of dealings two parties do together, whose
// retellings name them as one plural ("the two leaders", "both sides").
var reciprocal = map[string]bool{"CONSULT": true, "AGREE": true, "COOPERATE": true}

// bothParties reports whether party p's words name the two sides of a
// dealing as one: "both sides", "both governments", "the two leaders",
// "the sides", "the parties".
func bothParties(p *doc.Party) bool {
	if p == nil {
		return false
	}
	w := strings.Fields(strings.ToLower(p.Text))
	if len(w) < 2 || len(w) > 3 {
		return false
	}
	return w[0] == "both" || w[0] == "the" && (w[1] == "two" || w[1] == "sides" || w[1] == "parties")
}

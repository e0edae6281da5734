package event

import (
	"slices"
	"strings"

	"sitrep/doc"
)

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
	// "condemned the raid and accused the militia of it": one speaker's
	// verbs of one kind joined by "and" tell one act, of whatever modes.
	joined := a.sent == b.sent && !incidents[ea.Type.Plover] && t.conjoinedVerbs(a.trig, b.trig)
	if !joined && !modesFit(a, b) {
		return 0, 0, "mode"
	}
	if distinctCue(t, b) || furtherStatement(t, a, b) || otherCounterpart(a, b) || timeApart(t, a, b) || newTowns(t, a, b) || newNumbered(t, a, b) || linkedApart(t, a, b) {
		return 0, 0, "distinct"
	}
	if aggregate(t, a) != aggregate(t, b) && (a.sent != b.sent || townApart(b, a) || townApart(a, b)) {
		// A round-up's "attacks across the country killed 100" and one
		// town's attack with its own toll; but "the attacks in Paris that
		// killed 130" tells its toll in its own sentence.
		return 0, 0, "aggregate"
	}
	ds, ok := mentionDates(t, a, b)
	if !ok || incidents[ea.Type.Plover] && !b.definite && yearsApart(ea.Time, eb.Time, ea.Aux.Historical) {
		return 0, 0, "date"
	}
	ps, ok := placeAgreement(t, a, b)
	if !ok {
		return 0, 0, "place"
	}
	ms := modeAgreement(ea.Type.Mode, eb.Type.Mode)
	as := doerAgreement(a, b)
	if reciprocal[ea.Type.Plover] && (bothParties(ea.Actor) || bothParties(eb.Actor)) {
		as = max(as, 0) // "the two leaders" are coded to one of the two
	}
	fs := []float64{ds, ps, as, targetAgreement(t, a, b),
		countAgreement(ea.Killed, eb.Killed), countAgreement(ea.Injured, eb.Injured), countAgreement(ea.Arrested, eb.Arrested), ms}
	if anaphoricEvent(t, b) {
		fs = append(fs, 1) // "the attack", "Saturday's shootings": told before
	}
	if a.sent == b.sent {
		fs = append(fs, 1)
		if joined {
			fs = append(fs, 2)
		}
	}
	pos, neg = splitAgreement(fs)
	return pos, neg, ""
}

// splitAgreement sums the agreements for and the agreements against.
func splitAgreement(fs []float64) (pos, neg float64) {
	for _, f := range fs {
		if f > 0 {
			pos += f
		} else {
			neg += f
		}
	}
	return pos, neg
}

// targetAgreement scores the targets of mentions a and b as
// partyAgreement does, except that a site named apart from the one a
// strikes counts against b: "A mob set fire to a bus station. The men
// attacked the checkpoint": a definite phrase weighs nothing by its
// words, but it names another site (otherAttack).
func targetAgreement(t *tree, a, b *candidate) float64 {
	ts := partyAgreement(a.ev.Target, b.ev.Target, 1, 0)
	if ts == 0 && otherAttack(t, a, b) {
		return -1
	}
	return ts
}

// doerAgreement scores the doers of mentions a and b as partyAgreement
// does, except that a claimant read as b's doer (claimedOnly) does not
// count against a doer a tells by no name ("gunmen", "the attackers"): a
// group claims what its gunmen did.
func doerAgreement(a, b *candidate) float64 {
	as := partyAgreement(a.ev.Actor, b.ev.Actor, 1.5, 0.75)
	if a.ev.Actor != nil && a.ev.Actor.Name == "" && b.ev.Actor != nil && claimedOnly(b) {
		return max(as, 0)
	}
	return as
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
	if vocab.backPronouns[strings.ToLower(strings.TrimSpace(p.Text))] {
		return true
	}
	var own []string
	if lede != nil {
		own = nameWords(lede.Text)
	}
	for _, w := range nameWords(p.Text) {
		if !slices.Contains(own, w) && !vocab.anyPerson[w] {
			return false
		}
	}
	return true
}

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
// border post killed four guards" tells a new one, and so does a battle
// named by what it is fought for ("the battle for the northern town of
// Kasese"), which a later paragraph of a war story often tells beside the
// lede's own.
func anaphoricEvent(t *tree, cd *candidate) bool {
	if !cd.definite {
		return false
	}
	for _, k := range t.children(cd.trig, "nmod") {
		switch t.marker(k) {
		case "by", "on", "against", "of", "with", "in", "for":
			return false
		}
	}
	return true
}

// compatibleModes reports whether two modes of one category may describe
// one incident: equal or unstated; for an attack, any two of the armed
// modes (a battle of shelling, air strikes and gunfire; "a suicide bomber
// blew himself up"), and any two told in one sentence, which tells one
// raid's deeds ("shot the farmer and burned his house"); an armed one and
// a stabbing or a beating told apart are as often two attacks; for
// a protest, a strike and a demonstration told in one sentence (a general
// strike's marchers rally; a shutdown is called "to protest" a killing),
// never a riot. Told in two sentences, a strike and a demonstration are
// weighed by vaguerTelling (modesFit), which asks more of them.
func compatibleModes(plover, a, b string, oneSentence bool) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	switch plover {
	case "ASSAULT":
		return oneSentence || armedModes[a] > 0 && armedModes[b] > 0
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

// countAgreement scores two mentions' counts of one kind: 1.5 when they
// give the same figure. Different figures say little: retellings give a
// first toll and a later one, or one side's dead.
func countAgreement(a, b *doc.Count) float64 {
	if a == nil || b == nil || a.Best == 0 || a.Best != b.Best {
		return 0
	}
	return 1.5
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

// conjoinedVerbs reports whether the verbs at tokens a and b, told in
// that order, are conjuncts of one another: b hangs on a as "conj", or
// both on one verb.
func (t *tree) conjoinedVerbs(a, b int) bool {
	if a < 0 || b < 0 || a >= b {
		return false
	}
	toks := t.st.Tokens
	if toks[a].UPOS != "VERB" || toks[b].UPOS != "VERB" || toks[b].Rel != "conj" {
		return false
	}
	h := toks[b].Head
	return h == a || h >= 0 && toks[a].Rel == "conj" && toks[a].Head == h
}

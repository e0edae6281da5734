package event

import (
	"slices"
	"strings"
	"unicode"

	"sitrep/doc"
)

// acledCase is a candidate as the ACLED rules (acledrules.go) read it: the
// conditions they share, and the texts they read, each worked out once per
// group of rules.
type acledCase struct {
	t  *tree
	cd *candidate
	e  *doc.Event

	sentenceText, cueWords, protestWords, named, agent *string
}

// memo returns *p, filling it with f first when p is nil.
func memo(p **string, f func() string) string {
	if *p == nil {
		s := f()
		*p = &s
	}
	return **p
}

// is reports whether the candidate's ACLED code is one of codes.
func (x *acledCase) is(codes ...string) bool { return slices.Contains(codes, x.cd.acled) }

// codedAssault reports whether the event is an assault with an ACLED code.
func (x *acledCase) codedAssault() bool { return x.e.Type.Plover == "ASSAULT" && x.cd.acled != "" }

// sentence returns the lower-cased text of the candidate's sentence.
func (x *acledCase) sentence() string {
	return memo(&x.sentenceText, func() string { return strings.ToLower(x.t.st.Slice(x.t.st.Sentences[x.cd.sent].Span)) })
}

// cues returns the sentence without the phrases that state a grievance
// (cueText).
func (x *acledCase) cues() string {
	return memo(&x.cueWords, func() string { return cueText(x.t, x.cd) })
}

// namedMeans returns the highest-ranked means the sentence names (meansOf).
func (x *acledCase) namedMeans() string {
	return memo(&x.named, func() string { return meansOf(x.sentence()) })
}

// means returns the means of the attack: those named, save that an
// explosion told with weapons and no planted device is shells or rockets
// fired ("explosions involving heavy weapons").
func (x *acledCase) means() string { return firedMeans(x.namedMeans(), x.sentence()) }

// ownMeans returns the highest-ranked means the sentence names outside
// the phrases that give a grievance or a reason (cueText): an air strike
// "in retaliation for a gas attack" stays an air strike, since the gas
// attack is another event.
func (x *acledCase) ownMeans() string {
	cues := x.cues()
	return firedMeans(meansOf(cues), cues)
}

// firedMeans returns means m named in text, save that an explosion text
// tells with weapons and no planted device is shells or rockets fired
// (means, ownMeans).
func firedMeans(m, text string) string {
	if m == "REM_EXPLOS" && firedWeapons(text) {
		return "ART_MISS_ATTACK"
	}
	return m
}

// directFire reports whether direct fire was exchanged alongside any shells
// or grenades named, which ACLED codes as an armed clash, in an attack not
// one-sided on its face.
func (x *acledCase) directFire() bool {
	return meansRank(x.means()) >= meansRank("GRENADE") && !hostileFire(x.t, x.cd) && hasAny(x.sentence(), vocab.fire)
}

// clashWithoutMeans reports whether an attack that names no means was
// fighting: a clash told, or armed or unknown men against armed victims or
// an armed target the parse missed.
func (x *acledCase) clashWithoutMeans() bool {
	e := x.e
	return x.means() == "" && !hostileFire(x.t, x.cd) && (hasAny(x.sentence(), vocab.clash) || armedOrUnknown(e.Actor) &&
		(armedVictims(x.t, e) || e.Target == nil && surfaceArmedTarget(x.t, x.cd)))
}

// weaponsDestroyed reports whether the trigger's object, or the event's
// target, is a stock of weapons.
func (x *acledCase) weaponsDestroyed() bool {
	t, cd := x.t, x.cd
	o := t.child(cd.trig, "obj")
	return o >= 0 && weaponStock(t.lemma(o)) || cd.target >= 0 && weaponStock(t.lemma(cd.target))
}

// crowdAgent returns the words of a by-phrase the parse did not attach
// ("beaten by a mob") when the event has no actor and they name unarmed
// people or demonstrators, else "".
func (x *acledCase) crowdAgent() string {
	return memo(&x.agent, func() string {
		if x.e.Actor != nil {
			return ""
		}
		a := surfaceAgent(x.t, x.cd)
		if a != "" && (hasAny(a, vocab.crowdGroups) || hasAny(a, vocab.demonstrators)) && !armedPhrase(a) {
			return a
		}
		return ""
	})
}

// mobKind returns the riot a crowd, whose words are lower, makes: a
// violent demonstration when demonstrators or a crowd did it, mob violence
// when villagers, a mob or rival supporters did, or a crowd killed.
func (x *acledCase) mobKind(lower string) string {
	if !hasAny(lower, vocab.demonstrators) && (x.e.Killed != nil || !hasAny(lower, vocab.crowdSize)) {
		return "MOB_VIOL"
	}
	return "VIOL_DEMONSTR"
}

// crowdActor reports whether an assault's actor is a crowd: a word names
// one (a mob, a crowd, protesters, hundreds of people), or unarmed
// villagers, residents or supporters, or civilians in the plural; a few
// people counted ("three men", "the two brothers", "four villagers") are
// a band, no crowd. The weapons of air strikes, shelling, chemical
// attacks and suicide bombs, and sexual violence, are no crowd's.
func (x *acledCase) crowdActor() bool {
	e := x.e
	if e.Type.Plover != "ASSAULT" || e.Actor == nil || x.is("AIR_STRIKE", "ART_MISS_ATTACK", "CHEM_WEAP", "SUIC_BOMB", "SEX_VIOL") {
		return false
	}
	lower := strings.ToLower(e.Actor.Text)
	if ownMen(lower) {
		return false
	}
	if crowdWord(lower) {
		return true
	}
	// One student or resident is no crowd: "a student who witnessed the
	// blast" did not riot; nor are three men who killed a teacher.
	if armedPhrase(lower) || oneOf(lower) || fewCounted(lower) {
		return false
	}
	return e.Actor.Sector == doc.SectorCVL && plural(lower) && !hasAny(lower, vocab.armedGroups) || hasAny(lower, vocab.crowdGroups)
}

// namedPeople reports whether the event's actor names a people by its
// nation, origin or faith ("the Turks", "British nationals", "the Yazidi
// people"): a capitalised word of the phrase other than the sentence's
// first word. Civilians told so in a war story are a side named by its
// nationality ("massacres committed by the Turks") or a party misread,
// seldom a crowd that riots. A story written in lower case capitalises
// nothing, so the test leaves its crowds as they are.
func (x *acledCase) namedPeople() bool {
	a, t := x.e.Actor, x.t
	if a == nil {
		return false
	}
	for i := t.tokenFrom(a.Span.Start); i < len(t.st.Tokens) && t.st.Tokens[i].End <= a.Span.End; i++ {
		if capitalised(t.st.Tokens[i].Form) && !sentenceOpening(t, i) {
			return true
		}
	}
	return false
}

// sentenceOpening reports whether token i is its sentence's first word:
// no token before it in the sentence has a letter ("== Victims", a
// heading's markup, opens with none).
func sentenceOpening(t *tree, i int) bool {
	for k := t.st.Sentences[t.st.Tokens[i].Sentence].FirstToken; k < i; k++ {
		if strings.IndexFunc(t.st.Tokens[k].Form, unicode.IsLetter) >= 0 {
			return false
		}
	}
	return true
}

// mobNounAttacks reports whether a crowd noun coded a riot ("a mob") is
// the subject of a verb the lexicon names an attack ("a mob killed two
// men"): the noun tells the attack's doer, and the mob's act is that
// attack, whose event it should join.
func (x *acledCase) mobNounAttacks() bool {
	if x.e.Type.Plover != "PROTEST" || !x.is("MOB_VIOL") {
		return false
	}
	t, cd := x.t, x.cd
	tok := &t.st.Tokens[cd.trig]
	if tok.UPOS != "NOUN" || doc.BaseRel(tok.Rel) != "nsubj" || tok.Head < 0 || t.lx == nil {
		return false
	}
	h := tok.Head
	return t.st.Tokens[h].UPOS == "VERB" && slices.ContainsFunc(t.lx.Lookup(t.lemma(h), "VERB"), func(tr Trigger) bool { return tr.Plover == "ASSAULT" })
}

// crowdWord reports whether a lower-cased phrase holds a word of
// vocab.crowdActors ("protesters", "hundreds of people") anywhere in it.
func crowdWord(lower string) bool {
	return slices.ContainsFunc(vocab.crowdActors, func(w string) bool { return strings.Contains(lower, w) })
}

// namedCrowd reports whether a word of a lower-cased phrase gathers its
// people: a mob, a crowd, a group, villagers, supporters.
func namedCrowd(lower string) bool {
	return hasAny(lower, vocab.crowdGroups) || hasAny(lower, vocab.collective) ||
		crowdWord(lower)
}

// bandSize is the count from which people counted by number may be a
// crowd: a handful named by count ("three men") act as a band, while
// "forty youths" are many. Ten is a judgment, not a fit: no gold article
// turns on where the line falls (dev, train and held unchanged).
const bandSize = 10

// fewCounted reports whether a lower-cased phrase starts with a count
// under bandSize, after "the" if any: "three men", "the two brothers".
func fewCounted(lower string) bool {
	f := strings.Fields(lower)
	if len(f) > 1 && f[0] == "the" {
		f = f[1:]
	}
	if len(f) == 0 {
		return false
	}
	n, ok := smallNumber(f[0])
	return ok && n < bandSize
}

// oneOf reports whether a lower-cased phrase names one person: "a
// student", "one resident", but not "a group of students".
func oneOf(lower string) bool {
	f := strings.Fields(lower)
	return len(f) > 0 && (f[0] == "a" || f[0] == "an" || f[0] == "one") && !hasAny(lower, vocab.collective)
}

// ownMen reports whether a lower-cased phrase names someone's men ("its
// men", "their men"): a group's or commander's fighters, not a crowd.
func ownMen(lower string) bool {
	f := strings.Fields(lower)
	if len(f) < 2 || f[len(f)-1] != "men" {
		return false
	}
	switch f[0] {
	case "its", "their", "his", "her", "our":
		return true
	}
	return false
}

// personTaken reports whether a capture took a person into custody: its
// object (takenObject) is a personal pronoun, a noun of people the
// lexicon's arrest line for the verb names, or a PER mention, itself or a
// conjunct of it.
func (x *acledCase) personTaken() bool {
	t := x.t
	o := t.takenObject(x.cd.trig)
	if o < 0 {
		return false
	}
	if vocab.personPronouns[t.lemma(o)] || takes(x.cd.tr.Lemma, "COERCE", t, o) {
		return true
	}
	// A conjunct counts too: "Aid workers Maria Lindqvist and Tomas
	// Berger were captured", where the first name was read as a body's and
	// the second hangs on a word of the first.
	taken := []int{o}
	for n := 0; n < len(taken); n++ {
		for _, rel := range []string{"conj", "flat", "compound"} {
			taken = append(taken, t.children(taken[n], rel)...)
		}
	}
	return slices.ContainsFunc(t.st.Mentions, func(m doc.Mention) bool {
		return m.Label == doc.LabelPER && slices.ContainsFunc(taken, func(k int) bool { return m.FirstToken <= k && k < m.EndToken })
	})
}

// territoryTakenBy reports whether territory was taken by an actor of one
// of sectors.
func (x *acledCase) territoryTakenBy(sectors ...doc.Sector) bool {
	return x.is("NON_STATE_ACTOR_OVERTAKES_TER", "GOV_REGAINS_TERIT") && x.e.Actor != nil && slices.Contains(sectors, x.e.Actor.Sector)
}

// strikeWithObject reports whether the trigger is the verb "strike" with
// an object or a passive subject: a blow, not a labour strike.
func (x *acledCase) strikeWithObject() bool {
	t, cd := x.t, x.cd
	return cd.tr.Lemma == "strike" && t.st.Tokens[cd.trig].UPOS == "VERB" && (t.child(cd.trig, "obj") >= 0 || t.child(cd.trig, "nsubj:pass") >= 0)
}

// armedStrike reports whether the trigger is the verb "strike" with no
// object, coded a labour strike, whose actor is armed men or an attacker:
// "the bomber struck", "militants struck again"; workers strike unarmed.
func (x *acledCase) armedStrike() bool {
	t, cd, e := x.t, x.cd, x.e
	return cd.tr.Lemma == "strike" && e.Type.Plover == "PROTEST" && t.st.Tokens[cd.trig].UPOS == "VERB" &&
		t.child(cd.trig, "obj") < 0 && e.Actor != nil && (armed[e.Actor.Sector] || armedPhrase(e.Actor.Text))
}

// meansOrAttack returns the means the sentence names, else an attack.
func (x *acledCase) meansOrAttack() string {
	if m := x.namedMeans(); m != "" {
		return m
	}
	return "ATTACK"
}

// fight reports whether an assault is fighting between two sides: an
// armed-clash trigger still coded so, or the sentence's own words.
func (x *acledCase) fight() bool {
	return x.e.Type.Plover == "ASSAULT" && (x.is("ARMED_CLASH") && x.cd.tr.Acled == "ARMED_CLASH" || hasAny(x.cues(), vocab.fight))
}

// crowdWeapons reports whether a battle or an attack on civilians was done
// with a crowd's weapons ([crowd-weapons]) by no armed actor.
func (x *acledCase) crowdWeapons() bool {
	e := x.e
	kind := acledCodes[x.cd.acled].EventType
	return e.Type.Plover == "ASSAULT" && (kind == acledBattles || kind == acledViolenceAgainstCivilians) &&
		hasAny(x.cues(), vocab.crowdWeapons) && (e.Actor == nil || !armed[e.Actor.Sector] && !armedPhrase(e.Actor.Text))
}

// onDemonstrators reports whether the event's target is demonstrators or a
// demonstration, and its actor neither demonstrators nor a body that is
// neither armed nor the government.
func (x *acledCase) onDemonstrators() bool {
	e := x.e
	if e.Target == nil || !crowdPhrase(e.Target.Text) || e.Actor != nil && crowdPhrase(e.Actor.Text) {
		return false
	}
	return e.Actor == nil || e.Actor.Sector == "" || armed[e.Actor.Sector] || e.Actor.Sector == doc.SectorGOV
}

// peaceProtest reports whether the event is a protest coded peaceful so far.
func (x *acledCase) peaceProtest() bool {
	return x.e.Type.Plover == "PROTEST" && x.is("PEACE_PROTEST")
}

// protestText returns the protest's own sentence (its grievance cut,
// cueText) and the two after it, which tell how it went ("The police
// arrived and dispersed the protesters."), unless those tell of lethal
// force: deaths they name may be the grievance ("killed in a road
// accident").
func (x *acledCase) protestText() string {
	return memo(&x.protestWords, func() string {
		t, cd := x.t, x.cd
		var after string
		for k := cd.sent + 1; k < len(t.st.Sentences) && k <= cd.sent+2; k++ {
			after += " " + strings.ToLower(t.st.Slice(t.st.Sentences[k].Span))
		}
		text := x.cues()
		if protestKind(after) != "FORCE_AGAINST_PROTEST" {
			text += " " + after
		}
		return text
	})
}

package event

import (
	"strings"

	"sitrep/doc"
)

// ACLED recoding: after a candidate is filled, these refine its type by what
// the sentence tells of the parties and the violence (intent is read in
// stance.go, the means in acled.go).

// armed lists the sectors ACLED counts as armed organised groups.
var armed = map[doc.Sector]bool{doc.SectorMIL: true, doc.SectorCOP: true, doc.SectorREB: true, doc.SectorUAF: true, doc.SectorINS: true, doc.SectorSEP: true, doc.SectorIMG: true, doc.SectorSPY: true}

// refinements recode a candidate once its parties, time, place and counts
// are known, in this order: each reads what the ones before it decided.
// The means come before the parties; the sentence's reading of blows and
// of force on demonstrators after them. Each rule changes the PLOVER
// reading or the ACLED code (candidate.acled); fill writes ACLED's names
// after the last.
var refinements = []func(t *tree, cd *candidate){
	recodeMeans,         // explosions, air strikes, clashes by the weapons named; disasters and accidents
	recodeStance,        // speech acts about an action: demands, refusals, promises, threats
	recodeCrowdViolence, // violence by a crowd is a riot
	recodeBattle,        // an attack on armed men is a battle
	recodeCapture,       // people captured are arrested or abducted, not territory taken
	recodeTerritory,     // who took territory, by their sector
	recodeStrike,        // "struck" with an object is a blow, not a labour strike
	recodeCrowdTarget,   // force used on demonstrators; clashes of crowds
	recodeProtest,       // how a protest went: peaceful, intervention, force, riot
}

// recodeBattle codes an attack on armed men as ACLED does: a battle, not
// violence against civilians ("gunmen attacked a checkpoint, killing five
// soldiers").
func recodeBattle(_ *tree, cd *candidate) {
	e := &cd.ev
	if acledCodes[cd.acled].EventType != acledViolenceAgainstCivilians || cd.acled == "SEX_VIOL" {
		return
	}
	armedTarget := e.Target != nil && (armed[e.Target.Sector] || armedPhrase(e.Target.Text)) && armedOrUnknown(e.Actor)
	// Organised forces firing with no victim named are fighting someone
	// armed; unidentified gunmen are left as they are.
	forcesFiring := e.Target == nil && e.Actor != nil && armed[e.Actor.Sector] && e.Actor.Sector != "UAF"
	if armedTarget || forcesFiring {
		cd.acled = "ARMED_CLASH"
	}
}

// personPronouns stand for people, never for a town or a base.
var personPronouns = map[string]bool{"he": true, "she": true, "him": true, "her": true, "who": true, "whom": true}

// recodeCapture codes people captured as PLOVER codes them, a seizure of
// persons (COERCE, ACLED's arrest), not territory taken: "he had been
// captured in Deir ez-Zor", "Kurdish forces captured John Smith". The
// lexicon's object words ("captured a commander") catch the common nouns;
// this catches names and pronouns.
func recodeCapture(t *tree, cd *candidate) {
	e := &cd.ev
	if e.Type.Plover != "ASSAULT" || cd.tr.Lemma != "capture" && cd.tr.Lemma != "seize" {
		return
	}
	o := t.child(cd.trig, "obj", "nsubj:pass")
	if o < 0 {
		return
	}
	person := personPronouns[t.lemma(o)]
	for _, m := range t.st.Mentions {
		if m.Label == doc.LabelPER && m.FirstToken <= o && o < m.EndToken {
			person = true
		}
	}
	if person {
		e.Type = doc.EventType{Plover: "COERCE", Mode: "arrest", CameoRoot: "17"}
		cd.acled = "ARREST"
	}
}

// recodeTerritory codes territory taken by government forces as ACLED's
// "government regains territory", and by anyone else as "non-state actor
// overtakes territory", whatever the verb ("rebels recaptured the town" is
// a non-state actor's gain). Territory taken as the other side withdrew,
// without a fight, is ACLED's non-violent transfer (read in recodeMeans).
func recodeTerritory(_ *tree, cd *candidate) {
	e := &cd.ev
	sub := cd.acled
	if sub != "NON_STATE_ACTOR_OVERTAKES_TER" && sub != "GOV_REGAINS_TERIT" || e.Actor == nil {
		return
	}
	switch e.Actor.Sector {
	case "GOV", "MIL", "COP":
		cd.acled = "GOV_REGAINS_TERIT"
	case "REB", "UAF", "INS", "SEP", "IMG", "OPP":
		cd.acled = "NON_STATE_ACTOR_OVERTAKES_TER"
	}
}

// recodeProtest refines a peaceful protest by what its sentence tells of
// violence or intervention (ACLED's protest and riot sub-event types). An
// event named only as a grievance ("protested against the arrest of") gets
// no ACLED type of its own.
func recodeProtest(t *tree, cd *candidate) {
	e := &cd.ev
	if grievanceNoun(t, cd) && e.Type.Plover != "PROTEST" {
		cd.acled = ""
		return
	}
	if e.Type.Plover != "PROTEST" || cd.acled != "PEACE_PROTEST" {
		return
	}
	// The protest's own sentence, and the two after it, which tell how
	// it went ("The police arrived and dispersed the protesters.").
	text := cueText(t, cd)
	var after string
	for k := cd.sent + 1; k < len(t.st.Sentences) && k <= cd.sent+2; k++ {
		after += " " + strings.ToLower(t.st.Slice(t.st.Sentences[k].Span))
	}
	if sub := protestKind(after); sub != "FORCE_AGAINST_PROTEST" {
		// Later sentences tell of riots and interventions; deaths they
		// name may be the grievance ("killed in a road accident").
		text += " " + after
	}
	if sub := protestKind(text); sub == "VIOL_DEMONSTR" {
		cd.acled, e.Type.Mode = sub, "riot"
		return
	}
	if e.Killed != nil && e.Killed.Best > 0 {
		// Demonstrators killed: force was used against them.
		cd.acled = "FORCE_AGAINST_PROTEST"
		return
	}
	if sub := protestKind(text); sub != "" {
		cd.acled = sub
	}
}

// protestKind returns the ACLED sub-event code the first matching cue of
// protest.txt gives a text, or "".
func protestKind(text string) string {
	for _, c := range vocab.protest {
		for _, w := range c.words {
			if hasWord(text, w) {
				return c.acled
			}
		}
	}
	return ""
}

// plural reports whether a lower-cased phrase names more than one person:
// "villagers", "a group of men", not "a man".
func plural(text string) bool {
	f := strings.Fields(text)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "a", "an", "one", "he", "she":
		return hasAny(text, []string{"group", "crowd", "mob", "gang", "band"})
	}
	last := f[len(f)-1]
	return strings.HasSuffix(last, "s") || last == "people" || last == "men" || last == "women" || last == "youth" ||
		last == "crowd" || last == "mob" || last == "police" || last == "villagers"
}

// crowdPhrase reports whether a party's text names demonstrators or a
// demonstration.
func crowdPhrase(text string) bool {
	lower := strings.ToLower(text)
	for _, w := range vocab.crowd {
		if hasWord(lower, w) {
			return true
		}
	}
	return false
}

// recodeCrowdTarget codes force used on demonstrators as ACLED does: a
// protest met with force, not an attack or an arrest ("police fired tear
// gas on protesters", "security forces opened fire on demonstrators",
// "police arrested 20 protesters"). Demonstrators who fight back, or clash
// with the police, riot.
func recodeCrowdTarget(t *tree, cd *candidate) {
	e := &cd.ev
	if text := cueText(t, cd); e.Type.Plover == "ASSAULT" && (cd.acled == "ARMED_CLASH" && cd.tr.Acled == "ARMED_CLASH" ||
		hasAny(text, []string{"clash", "brawl", "scuffle", "fought"})) {
		switch {
		case hasAny(text, vocab.demonstrators):
			// "demonstrators clashed with the police", "clashes broke
			// out between police and protesters"
			cd.acled = "VIOL_DEMONSTR"
			return
		case hasAny(text, vocab.crowdGroups) && !hasAny(text, vocab.armedGroups):
			// "supporters of two parties clashed", "villagers clashed
			// over land": unarmed groups fighting riot.
			cd.acled = "MOB_VIOL"
			return
		}
	}
	if text := cueText(t, cd); e.Type.Plover == "ASSAULT" && (acledCodes[cd.acled].EventType == acledBattles || acledCodes[cd.acled].EventType == acledViolenceAgainstCivilians) &&
		hasAny(text, vocab.crowdWeapons) && (e.Actor == nil || !armed[e.Actor.Sector] && !armedPhrase(e.Actor.Text)) {
		// "locals pelted the police with stones", "a mob set him on fire"
		sub := "MOB_VIOL"
		if hasAny(text, vocab.demonstrators) {
			sub = "VIOL_DEMONSTR"
		}
		cd.acled = sub
		return
	}
	if e.Target == nil || !crowdPhrase(e.Target.Text) || e.Actor != nil && crowdPhrase(e.Actor.Text) {
		return
	}
	if e.Actor != nil && e.Actor.Sector != "" && !armed[e.Actor.Sector] && e.Actor.Sector != "GOV" {
		return
	}
	text := cueText(t, cd)
	switch {
	case e.Type.Plover == "ASSAULT" && (cd.acled == "ARMED_CLASH" || protestKind(text) == "VIOL_DEMONSTR"):
		cd.acled = "VIOL_DEMONSTR"
	case e.Type.Plover == "ASSAULT" && (e.Killed != nil && e.Killed.Best > 0 || e.Type.Mode == "firearms" ||
		protestKind(text) == "FORCE_AGAINST_PROTEST"):
		cd.acled = "FORCE_AGAINST_PROTEST"
	case e.Type.Plover == "ASSAULT" || e.Type.Plover == "COERCE" && (e.Type.Mode == "arrest" || e.Type.Mode == "restrict"):
		cd.acled = "PROTEST_WITH_INTER"
	}
}

// recodeStrike reads "struck" with an object as a blow, not a labour
// strike: "a missile struck the hospital" is an attack by its means; "an
// earthquake struck the island" no political event.
func recodeStrike(t *tree, cd *candidate) {
	e := &cd.ev
	if cd.tr.Lemma != "strike" || t.st.Tokens[cd.trig].UPOS != "VERB" || t.child(cd.trig, "obj") < 0 && t.child(cd.trig, "nsubj:pass") < 0 {
		return
	}
	text := strings.ToLower(t.st.Slice(t.st.Sentences[cd.sent].Span))
	if m := meansOf(text); m != "" && !disasterKiller(t, cd) {
		e.Type = doc.EventType{Plover: "ASSAULT", CameoRoot: "19"}
		cd.acled = m
		return
	}
	cd.acled = ""
}

// recodeCrowdViolence codes violence by a crowd as a riot, as ACLED does:
// "protesters stormed a compound", "hundreds of people tried to overrun".
func recodeCrowdViolence(_ *tree, cd *candidate) {
	e := &cd.ev
	if e.Type.Plover != "ASSAULT" || e.Actor == nil {
		return
	}
	switch cd.acled {
	case "AIR_STRIKE", "ART_MISS_ATTACK", "CHEM_WEAP", "SUIC_BOMB", "SEX_VIOL":
		return // no crowd's weapons, nor a crowd's act
	}
	lower := strings.ToLower(e.Actor.Text)
	crowd := e.Actor.Sector == "CVL" && plural(lower) && !armedPhrase(lower) && !hasAny(lower, vocab.armedGroups)
	for _, w := range []string{"protester", "demonstrator", "rioter", "crowd", "mob", "hundreds of", "thousands of"} {
		if strings.Contains(lower, w) {
			crowd = true
		}
	}
	if hasAny(lower, vocab.crowdGroups) && !armedPhrase(lower) {
		crowd = true
	}
	if !crowd {
		return
	}
	recodeRiot(cd, lower)
}

// recodeRiot codes violence by a crowd, whose words are lower, as ACLED's
// riots: a violent demonstration when demonstrators or a crowd did it, mob
// violence when villagers, a mob or rival supporters did, or a crowd killed.
func recodeRiot(cd *candidate, lower string) {
	e := &cd.ev
	e.Type.Plover, e.Type.Mode, e.Type.CameoRoot = "PROTEST", "riot", "14"
	cd.acled = "VIOL_DEMONSTR"
	if !hasAny(lower, vocab.demonstrators) && (e.Killed != nil || !hasAny(lower, []string{"crowd", "hundreds of", "thousands of"})) {
		// a crowd that was not demonstrating: villagers, a mob, rival
		// supporters
		cd.acled = "MOB_VIOL"
	}
}

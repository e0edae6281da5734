package event

import (
	"strings"

	"sitrep/doc"
)

// ACLED refinement, the event stage's step after fill. A trigger gives an
// event its first ACLED sub-event code (candidate.acled, from the trigger
// lexicon); once every event's parties, time, place and counts are known,
// the rules below refine that code by what the sentence tells of the means,
// the parties and how the violence went. refine runs refinements in order
// over each event; each ACLED group is a table whose first rule that holds
// applies, and later groups read what earlier ones decided. refine writes
// ACLED's names after the last: the rules read and write codes only.

// refine codes the ACLED type of each of cands, filled: the trigger's code,
// refined by each step of refinements in order, then ACLED's names for the
// code the steps left.
func refine(t *tree, cands []*candidate) {
	for _, cd := range cands {
		cd.acled = ""
		if _, ok := acledCodes[cd.tr.Acled]; ok {
			cd.acled = cd.tr.Acled
		}
		for _, step := range refinements {
			step(t, cd)
		}
		a := acledCodes[cd.acled]
		cd.ev.Type.AcledEventType, cd.ev.Type.AcledSubEventType = a.EventType, a.SubEventType
	}
}

// twoSided reports whether trigger tr tells a fight between two sides
// ("clashes with police", "a gunbattle with rebels"), whose with-phrase
// names the other side, not a companion: the trigger lexicon codes such
// triggers as ACLED's armed clash. The parties step (party.go) asks; the
// ACLED code is read here, with the rules.
func (tr Trigger) twoSided() bool { return tr.Acled == "ARMED_CLASH" }

// refinements are the steps that refine a coded candidate, in order. Four are
// not ACLED rules but sit where they must: the deaths told after an attack
// are counted before the rules that read the dead, and the PLOVER reading
// of speech acts (recodeStance, stance.go), of warnings about what was done
// (recodeWarning, recode.go) and of negotiations that reached an agreement
// (recodeNegotiated, recode.go) come after the means, which they do not
// change, and before the rules that read the PLOVER category.
var refinements = []func(t *tree, cd *candidate){
	refineWith(notViolenceRules),
	deathsAfterAttack,
	refineWith(meansRules),
	recodeStance,
	recodeWarning,
	recodeNegotiated,
	refineWith(crowdViolenceRules),
	refineWith(battleRules),
	refineWith(captureRules),
	refineWith(territoryRules),
	refineWith(strikeRules),
	refineWith(crowdTargetRules),
	refineWith(protestRules),
}

// acledRule is one rule of ACLED refinement: when its condition holds, the
// event's ACLED sub-event code becomes to (noAcled takes the ACLED type
// off), or what by returns when by is set.
type acledRule struct {
	name string
	when func(x *acledCase) bool
	to   string
	by   func(x *acledCase) string
	// retype, when its category is set, replaces the PLOVER reading
	// (category, mode and CAMEO root); mode alone replaces only the mode.
	retype doc.EventType
	mode   string
}

// noAcled as a rule's code takes the ACLED type off: no political violence.
const noAcled = ""

// refineWith returns the step that applies the first rule of rules whose
// condition holds.
func refineWith(rules []acledRule) func(t *tree, cd *candidate) {
	return func(t *tree, cd *candidate) {
		x := &acledCase{t: t, cd: cd, e: &cd.ev}
		for i := range rules {
			if r := &rules[i]; r.when(x) {
				r.apply(x)
				return
			}
		}
	}
}

// apply codes x as the rule says.
func (r *acledRule) apply(x *acledCase) {
	code := r.to
	if r.by != nil {
		code = r.by(x)
	}
	x.cd.acled = code
	if r.retype.Plover != "" {
		x.e.Type = r.retype
	}
	if r.mode != "" {
		x.e.Type.Mode = r.mode
	}
}

// PLOVER readings the rules give.
var (
	riotType   = doc.EventType{Plover: "PROTEST", Mode: "riot", CameoRoot: "14"}
	arrestType = doc.EventType{Plover: "COERCE", Mode: "arrest", CameoRoot: "17"}
	blowType   = doc.EventType{Plover: "ASSAULT", CameoRoot: "19"}
	// mobAttackType is a crowd's attack on people or things: PLOVER's
	// ASSAULT with CAMEO's unconventional violence.
	mobAttackType = doc.EventType{Plover: "ASSAULT", CameoRoot: "18"}
)

// notViolenceRules: a killing by a natural disaster, an illness or an
// accident is no political violence.
var notViolenceRules = []acledRule{
	{name: "killed by a disaster, an illness or an accident: \"an earthquake killed eight\"", to: noAcled,
		when: func(x *acledCase) bool { return x.codedAssault() && disasterKiller(x.t, x.cd) }},
}

// deathsAfterAttack gives a coded attack the deaths told in the sentences
// after it (laterDeaths), before the rules that read its dead.
func deathsAfterAttack(t *tree, cd *candidate) {
	if cd.ev.Type.Plover == "ASSAULT" && cd.acled != "" {
		laterDeaths(t, cd)
	}
}

// meansRules code an attack by the means its sentence names (ACLED's
// explosions and remote violence), tell a two-sided exchange of fire as an
// armed clash, and read territory and destruction.
var meansRules = []acledRule{
	{name: "beaten by demonstrators or a crowd, told in a by-phrase the parse missed", to: "VIOL_DEMONSTR", retype: riotType,
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.crowdAgent() != "" && x.mobKind(x.crowdAgent()) == "VIOL_DEMONSTR"
		}},
	{name: "beaten by a mob, told in a by-phrase the parse missed: \"beaten by a mob\"", to: "MOB_VIOL",
		when: func(x *acledCase) bool { return x.codedAssault() && x.crowdAgent() != "" }},
	{name: "territory taken without a fight ([handover] in this sentence or the next)", to: "NON_VIOL_TERRIT_TRANSFER",
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("GOV_REGAINS_TERIT", "NON_STATE_ACTOR_OVERTAKES_TER") && hasAny(storyWindow(x.t, x.cd), vocab.handover)
		}},
	{name: "weapons destroyed, no air strike or suicide bomb named: \"destroyed a cache of weapons\"", to: "DISR_WEAP",
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("PROPERTY_DISTRUCT") && x.weaponsDestroyed() && meansRank(x.namedMeans()) >= meansRank("GRENADE")
		}},
	{name: "a fire, not an arson: \"the warehouse burned\"", to: noAcled,
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("PROPERTY_DISTRUCT") && x.cd.tr.Lemma == "burn" &&
				x.t.child(x.cd.trig, "obj") < 0 && x.t.child(x.cd.trig, "aux:pass") < 0
		}},
	{name: "an explosion by accident: \"a gas cylinder exploded\"", to: noAcled,
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("REM_EXPLOS", "ATTACK") && x.means() == "REM_EXPLOS" && accident(x.sentence())
		}},
	{name: "an attack in an exchange of fire, a clash, or on armed men", to: "ARMED_CLASH",
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("ATTACK") && (x.directFire() || x.clashWithoutMeans())
		}},
	{name: "an attack by the means named: \"killed in a grenade attack\"", by: (*acledCase).means,
		when: func(x *acledCase) bool { return x.codedAssault() && x.is("ATTACK") && x.means() != "" }},
	{name: "explosives, grenades or shells in an exchange of direct fire", to: "ARMED_CLASH",
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("REM_EXPLOS", "GRENADE", "ART_MISS_ATTACK") && x.directFire()
		}},
	{name: "a means of higher precedence named, outside a grievance or reason: \"a suicide bomber's blast\"", by: (*acledCase).ownMeans,
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("REM_EXPLOS", "GRENADE", "ART_MISS_ATTACK", "AIR_STRIKE", "CHEM_WEAP") &&
				meansRank(x.ownMeans()) < meansRank(x.cd.acled)
		}},
	{name: "property destroyed by a means above grenades (an air strike, a suicide bomb)", by: (*acledCase).means,
		when: func(x *acledCase) bool {
			return x.codedAssault() && x.is("PROPERTY_DISTRUCT") && meansRank(x.means()) < meansRank("GRENADE")
		}},
}

// crowdViolenceRules code violence by a crowd. Demonstrators' violence and
// a crowd no word gathers riot, as ACLED has it ("protesters stormed a
// compound"); a mob or villagers named so that attack one side are doing
// an attack, as the article gold codes a lynching, so that the attack's
// toll and parties stay on one ASSAULT event.
var crowdViolenceRules = []acledRule{
	{name: "a mob that did an attack the lexicon names: \"a mob killed two men\" is the attack's doer", to: "MOB_VIOL", retype: mobAttackType,
		when: (*acledCase).mobNounAttacks},
	{name: "violence by demonstrators or a crowd", to: "VIOL_DEMONSTR", retype: riotType,
		when: func(x *acledCase) bool {
			return x.crowdActor() && x.mobKind(strings.ToLower(x.e.Actor.Text)) == "VIOL_DEMONSTR"
		}},
	{name: "one-sided violence by a mob, villagers or supporters named so: an attack, as a lynching is", to: "MOB_VIOL",
		when: func(x *acledCase) bool {
			return x.crowdActor() && namedCrowd(strings.ToLower(x.e.Actor.Text)) && !x.fight()
		}},
	{name: "violence by civilians in numbers, not a people named by its nation or origin", to: "MOB_VIOL", retype: riotType,
		when: func(x *acledCase) bool { return x.crowdActor() && !x.namedPeople() }},
}

// battleRules code an attack on armed men as ACLED does: a battle, not
// violence against civilians ("gunmen attacked a checkpoint, killing five
// soldiers").
var battleRules = []acledRule{
	{name: "violence against armed men, or organised forces firing at no one named", to: "ARMED_CLASH",
		when: func(x *acledCase) bool {
			e := x.e
			if acledCodes[x.cd.acled].EventType != acledViolenceAgainstCivilians || x.is("SEX_VIOL") {
				return false
			}
			armedTarget := e.Target != nil && (armed[e.Target.Sector] || armedPhrase(e.Target.Text)) && armedOrUnknown(e.Actor)
			// Unidentified gunmen firing at no one named are left as they are.
			forcesFiring := e.Target == nil && e.Actor != nil && armed[e.Actor.Sector] && e.Actor.Sector != "UAF"
			return armedTarget || forcesFiring
		}},
}

// captureRules code people captured. An armed group outside the state's
// forces that takes an unarmed person of known sector abducts them (ACLED's
// abduction): PLOVER ASSAULT abduct where the lexicon read ground taken
// ("the aid worker, captured by Islamic State"), COERCE with no arrest mode
// where its arrest line named the person ("Rebels captured a journalist";
// the maintainers' construction codes that COERCE). Anyone else taking a
// person holds them (COERCE arrest, ACLED's arrest): "he had been captured
// in Deir ez-Zor", "Kurdish forces captured John Smith". The lexicon's
// object words catch the common nouns; these catch names, pronouns and
// objects the parse hides.
var captureRules = []acledRule{
	{name: "a person captured by an armed group outside the state's forces, read as ground taken", to: "ABDUCT_DISSAP", retype: abductType,
		when: func(x *acledCase) bool {
			return x.e.Type.Plover == "ASSAULT" && x.capture() && x.abducted() && x.personTaken()
		}},
	{name: "a person captured by an armed group outside the state's forces, by the arrest line", to: "ABDUCT_DISSAP", retype: heldType,
		when: func(x *acledCase) bool { return x.capture() && x.abducted() && x.personTaken() }},
	{name: "a person captured or seized", to: "ARREST", retype: arrestType,
		when: func(x *acledCase) bool {
			return x.e.Type.Plover == "ASSAULT" && x.capture() && x.personTaken()
		}},
}

// territoryRules code territory taken by government forces as ACLED's
// "government regains territory", and by anyone else as "non-state actor
// overtakes territory", whatever the verb ("rebels recaptured the town").
var territoryRules = []acledRule{
	{name: "territory taken by the state's forces", to: "GOV_REGAINS_TERIT",
		when: func(x *acledCase) bool { return x.territoryTakenBy("GOV", "MIL", "COP") }},
	{name: "territory taken by rebels, insurgents, militias or the opposition", to: "NON_STATE_ACTOR_OVERTAKES_TER",
		when: func(x *acledCase) bool { return x.territoryTakenBy("REB", "UAF", "INS", "SEP", "IMG", "OPP") }},
}

// strikeRules read "struck" with an object as a blow, not a labour strike:
// "a missile struck the hospital" is an attack by its means; "an
// earthquake struck the island" no political event; armed men or a bomber
// who "struck" with no object attacked.
var strikeRules = []acledRule{
	{name: "struck by a weapon named: \"a missile struck the hospital\"", by: (*acledCase).namedMeans, retype: blowType,
		when: func(x *acledCase) bool {
			return x.strikeWithObject() && x.namedMeans() != "" && !disasterKiller(x.t, x.cd)
		}},
	{name: "struck by no weapon: \"an earthquake struck the island\"", to: noAcled,
		when: (*acledCase).strikeWithObject},
	{name: "struck by armed men, no object: \"the gunman struck on Monday\"", by: (*acledCase).meansOrAttack, retype: blowType,
		when: (*acledCase).armedStrike},
}

// crowdTargetRules code force used on demonstrators as ACLED does: a
// protest met with force, not an attack or an arrest ("police fired tear
// gas on protesters", "police arrested 20 protesters"); demonstrators who
// fight back, or clash with the police, riot.
var crowdTargetRules = []acledRule{
	{name: "demonstrators clashed: \"clashes broke out between police and protesters\"", to: "VIOL_DEMONSTR",
		when: func(x *acledCase) bool { return x.fight() && hasAny(x.cues(), vocab.demonstrators) }},
	{name: "unarmed groups clashed: \"villagers clashed over land\"", to: "MOB_VIOL",
		when: func(x *acledCase) bool {
			return x.fight() && hasAny(x.cues(), vocab.crowdGroups) && !hasAny(x.cues(), vocab.armedGroups)
		}},
	{name: "demonstrators used a crowd's weapons: \"protesters pelted the police with stones\"", to: "VIOL_DEMONSTR",
		when: func(x *acledCase) bool { return x.crowdWeapons() && hasAny(x.cues(), vocab.demonstrators) }},
	{name: "a crowd's weapons: \"a mob set him on fire\"", to: "MOB_VIOL",
		when: (*acledCase).crowdWeapons},
	{name: "force on demonstrators who fought back", to: "VIOL_DEMONSTR",
		when: func(x *acledCase) bool {
			return x.onDemonstrators() && x.e.Type.Plover == "ASSAULT" && (x.is("ARMED_CLASH") || protestKind(x.cues()) == "VIOL_DEMONSTR")
		}},
	{name: "lethal force on demonstrators: \"opened fire on demonstrators\"", to: "FORCE_AGAINST_PROTEST",
		when: func(x *acledCase) bool {
			e := x.e
			return x.onDemonstrators() && e.Type.Plover == "ASSAULT" &&
				(e.Killed != nil && e.Killed.Best > 0 || e.Type.Mode == "firearms" || protestKind(x.cues()) == "FORCE_AGAINST_PROTEST")
		}},
	{name: "force or arrests on demonstrators: \"fired tear gas on protesters\"", to: "PROTEST_WITH_INTER",
		when: func(x *acledCase) bool {
			t := x.e.Type
			return x.onDemonstrators() && (t.Plover == "ASSAULT" || t.Plover == "COERCE" && (t.Mode == "arrest" || t.Mode == "restrict"))
		}},
}

// protestRules refine a peaceful protest by what its sentence tells of
// violence or intervention (ACLED's protest and riot sub-event types, in
// protest.txt's order). An event named only as a grievance ("protested
// against the arrest of") gets no ACLED type of its own.
var protestRules = []acledRule{
	{name: "an event told as a grievance: \"protested against the killing of\"", to: noAcled,
		when: func(x *acledCase) bool { return grievanceNoun(x.t, x.cd) && x.e.Type.Plover != "PROTEST" }},
	{name: "an attack told only as what someone is responsible for: \"claimed responsibility for the attack\"", to: noAcled,
		when: func(x *acledCase) bool { return attributedNoun(x.t, x.cd) && x.e.Type.Plover != "PROTEST" }},
	{name: "a protest turned violent", to: "VIOL_DEMONSTR", mode: "riot",
		when: func(x *acledCase) bool { return x.peaceProtest() && protestKind(x.protestText()) == "VIOL_DEMONSTR" }},
	{name: "demonstrators killed: force was used against them", to: "FORCE_AGAINST_PROTEST",
		when: func(x *acledCase) bool { return x.peaceProtest() && x.e.Killed != nil && x.e.Killed.Best > 0 }},
	{name: "force or intervention told", by: func(x *acledCase) string { return protestKind(x.protestText()) },
		when: func(x *acledCase) bool { return x.peaceProtest() && protestKind(x.protestText()) != "" }},
}

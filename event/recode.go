package event

import (
	"strings"

	"sitrep/doc"
)

// ACLED recoding: after a candidate is filled, these refine its type by what
// the sentence tells of the parties and the violence (intent is read in
// stance.go, the means in acled.go).

// armed lists the sectors ACLED counts as armed organised groups.
var armed = map[string]bool{"MIL": true, "COP": true, "REB": true, "UAF": true, "INS": true, "SEP": true, "IMG": true, "SPY": true}

// recodeBattle codes an attack on armed men as ACLED does: a battle, not
// violence against civilians ("gunmen attacked a checkpoint, killing five
// soldiers").
func recodeBattle(cd *candidate) {
	e := &cd.ev
	if e.Type.AcledEventType != "Violence against civilians" || e.Type.AcledSubEventType == "Sexual violence" {
		return
	}
	armedTarget := e.Target != nil && (armed[e.Target.Sector] || armedPhrase(e.Target.Text)) && armedOrUnknown(e.Actor)
	// Organised forces firing with no victim named are fighting someone
	// armed; unidentified gunmen are left as they are.
	forcesFiring := e.Target == nil && e.Actor != nil && armed[e.Actor.Sector] && e.Actor.Sector != "UAF"
	if armedTarget || forcesFiring {
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Battles", "Armed clash"
	}
}

// recodeTerritory codes territory taken by government forces as ACLED's
// "government regains territory", and by anyone else as "non-state actor
// overtakes territory", whatever the verb ("rebels recaptured the town" is
// a non-state actor's gain). Territory taken as the other side withdrew,
// without a fight, is ACLED's non-violent transfer (read in recodeMeans).
func recodeTerritory(cd *candidate) {
	e := &cd.ev
	sub := e.Type.AcledSubEventType
	if sub != "Non-state actor overtakes territory" && sub != "Government regains territory" || e.Actor == nil {
		return
	}
	switch e.Actor.Sector {
	case "GOV", "MIL", "COP":
		e.Type.AcledSubEventType = "Government regains territory"
	case "REB", "UAF", "INS", "SEP", "IMG", "OPP":
		e.Type.AcledSubEventType = "Non-state actor overtakes territory"
	}
}

// protestCues are words in a protest's sentence that tell ACLED's kinds of
// demonstration apart, in ACLED's order of precedence: violence or
// destruction by the demonstrators makes a riot whatever the police did;
// else lethal force against them; else an intervention short of it.
var protestCues = []struct {
	words      []string
	event, sub string
	mode       string
}{
	{[]string{"threw stones", "hurled stones", "throwing stones", "hurling stones", "pelted", "pelting", "stone-pelting", "stone pelting",
		"threw rocks", "hurled rocks", "throwing rocks", "threw objects", "throwing objects", "threw bottles", "hurled bottles",
		"projectiles were thrown", "threw projectiles", "hurled projectiles", "petrol bomb", "molotov", "firebomb", "slingshot",
		"stoned", "torched", "vandalis", "vandaliz", "set fire", "set ablaze", "set on fire", "set alight", "looted", "looting",
		"ransacked", "smashed", "clashed", "clashes", "clashing", "clash with", "clash between", "rioted", "rioting", "rioters",
		"turned violent", "burning tyres", "burning tires", "burnt tyres", "burned tyres", "burned tires", "burnt tires",
		"barricade", "attacked police", "attacked the police", "attacked security", "damaged", "broke into", "stormed"},
		"Riots", "Violent demonstration", "riot"},
	{[]string{"live ammunition", "live fire", "live rounds", "live bullets", "opened fire on", "shot dead", "fired on",
		"fired at", "violently suppressed", "violently dispersed", "violent crackdown", "deadly crackdown", "bloody crackdown",
		"brutally", "killing", "killed", "deadly", "fatal", "lethal"},
		"Protests", "Excessive force against protesters", ""},
	{[]string{"dispers", "tear gas", "teargas", "tear-gas", "baton", "water cannon", "rubber bullet", "lathi", "pepper spray",
		"pepper-spray", "pepper-sprayed", "stun grenade", "arrested", "detained", "arrest", "intervened", "suppress", "broke up",
		"cracked down", "crackdown", "removed", "dragged", "forcibly", "by force", "cleared", "evicted", "blocked them", "prevented"},
		"Protests", "Protest with intervention", ""},
}

// recodeProtest refines a peaceful protest by what its sentence tells of
// violence or intervention (ACLED's protest and riot sub-event types). An
// event named only as a grievance ("protested against the arrest of") gets
// no ACLED type of its own.
func recodeProtest(t *tree, cd *candidate) {
	e := &cd.ev
	if grievanceNoun(t, cd) && e.Type.Plover != "PROTEST" {
		e.Type.AcledEventType, e.Type.AcledSubEventType = "", ""
		return
	}
	if e.Type.Plover != "PROTEST" || e.Type.AcledSubEventType != "Peaceful protest" {
		return
	}
	// The protest's own sentence, and the two after it, which tell how
	// it went ("The police arrived and dispersed the protesters.").
	text := cueText(t, cd)
	var after string
	for k := cd.sent + 1; k < len(t.st.Sentences) && k <= cd.sent+2; k++ {
		after += " " + strings.ToLower(t.st.Slice(t.st.Sentences[k].Span))
	}
	if sub := protestKind(after); sub != "Excessive force against protesters" {
		// Later sentences tell of riots and interventions; deaths they
		// name may be the grievance ("killed in a road accident").
		text += " " + after
	}
	if sub := protestKind(text); sub == "Violent demonstration" {
		e.Type.AcledEventType, e.Type.AcledSubEventType, e.Type.Mode = "Riots", sub, "riot"
		return
	}
	if e.Killed != nil && e.Killed.Best > 0 {
		// Demonstrators killed: force was used against them.
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Protests", "Excessive force against protesters"
		return
	}
	if sub := protestKind(text); sub != "" {
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Protests", sub
	}
}

// protestKind returns the ACLED sub-event type the first matching cue of
// protestCues gives a text, or "".
func protestKind(text string) string {
	for _, c := range protestCues {
		for _, w := range c.words {
			if hasWord(text, w) {
				return c.sub
			}
		}
	}
	return ""
}

// crowdWords name demonstrators or their gatherings.
var crowdWords = []string{"protester", "protestor", "demonstrator", "marcher", "rioter", "protest", "demonstration", "rally",
	"rallies", "sit-in", "march", "striker"}

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

// demonstrators name people demonstrating.
var demonstrators = []string{"protester", "protestor", "demonstrator", "rioter", "marcher"}

// crowdWeapons are the weapons and ways of a crowd, not of armed men.
var crowdWeapons = []string{"pelted", "pelting", "stoned", "stoning", "threw stones", "hurled stones", "throwing stones",
	"threw rocks", "hurled rocks", "molotov", "petrol bomb", "rioters", "a mob", "the mob", "lynched", "lynching",
	"set him on fire", "set her on fire", "set them on fire", "burned alive", "burnt alive", "mob justice", "mob attack"}

// crowdGroups name unarmed people who may come to blows: party supporters
// and activists, villagers, students; violence among them is a riot in
// ACLED's terms, not a battle.
var crowdGroups = []string{"supporter", "activist", "cadre", "student", "villager", "resident", "youth", "locals", "mob",
	"blockader", "picketer", "enforcer", "farmer", "trader", "looter", "vendor", "worker", "lawyer", "crowd", "rioter", "clansmen",
	"tribesmen", "community members", "two groups", "rival groups", "family members", "relatives", "neighbours", "neighbors"}

// armedGroups name organised armed men, who fight battles.
var armedGroups = []string{"soldier", "troop", "army", "military", "militant", "rebel", "insurgent", "fighter", "militia",
	"gunmen", "guerrilla", "jihadist", "terrorist", "forces", "armed men", "armed group", "gang", "cartel", "bandit",
	"herdsmen", "herders"}

// crowdPhrase reports whether a party's text names demonstrators or a
// demonstration.
func crowdPhrase(text string) bool {
	lower := strings.ToLower(text)
	for _, w := range crowdWords {
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
	if text := cueText(t, cd); e.Type.Plover == "ASSAULT" && (e.Type.AcledSubEventType == "Armed clash" && cd.tr.Acled == "ARMED_CLASH" ||
		hasAny(text, []string{"clash", "brawl", "scuffle", "fought"})) {
		switch {
		case hasAny(text, demonstrators):
			// "demonstrators clashed with the police", "clashes broke
			// out between police and protesters"
			e.Type.AcledEventType, e.Type.AcledSubEventType = "Riots", "Violent demonstration"
			return
		case hasAny(text, crowdGroups) && !hasAny(text, armedGroups):
			// "supporters of two parties clashed", "villagers clashed
			// over land": unarmed groups fighting riot.
			e.Type.AcledEventType, e.Type.AcledSubEventType = "Riots", "Mob violence"
			return
		}
	}
	if text := cueText(t, cd); e.Type.Plover == "ASSAULT" && (e.Type.AcledEventType == "Battles" || e.Type.AcledEventType == "Violence against civilians") &&
		hasAny(text, crowdWeapons) && (e.Actor == nil || !armed[e.Actor.Sector] && !armedPhrase(e.Actor.Text)) {
		// "locals pelted the police with stones", "a mob set him on fire"
		sub := "Mob violence"
		if hasAny(text, demonstrators) {
			sub = "Violent demonstration"
		}
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Riots", sub
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
	case e.Type.Plover == "ASSAULT" && (e.Type.AcledSubEventType == "Armed clash" || protestKind(text) == "Violent demonstration"):
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Riots", "Violent demonstration"
	case e.Type.Plover == "ASSAULT" && (e.Killed != nil && e.Killed.Best > 0 || e.Type.Mode == "firearms" ||
		protestKind(text) == "Excessive force against protesters"):
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Protests", "Excessive force against protesters"
	case e.Type.Plover == "ASSAULT" || e.Type.Plover == "COERCE" && (e.Type.Mode == "arrest" || e.Type.Mode == "restrict"):
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Protests", "Protest with intervention"
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
		a := acledCodes[m]
		e.Type = doc.EventType{Plover: "ASSAULT", CameoRoot: "19", AcledEventType: a.EventType, AcledSubEventType: a.SubEventType}
		return
	}
	e.Type.AcledEventType, e.Type.AcledSubEventType = "", ""
}

// recodeCrowdViolence codes violence by a crowd as a riot, as ACLED does:
// "protesters stormed a compound", "hundreds of people tried to overrun".
func recodeCrowdViolence(cd *candidate) {
	e := &cd.ev
	if e.Type.Plover != "ASSAULT" || e.Actor == nil {
		return
	}
	switch e.Type.AcledSubEventType {
	case "Air/drone strike", "Shelling/artillery/missile attack", "Chemical weapon", "Suicide bomb", "Sexual violence":
		return // no crowd's weapons, nor a crowd's act
	}
	lower := strings.ToLower(e.Actor.Text)
	crowd := e.Actor.Sector == "CVL" && plural(lower) && !armedPhrase(lower) && !hasAny(lower, armedGroups)
	for _, w := range []string{"protester", "demonstrator", "rioter", "crowd", "mob", "hundreds of", "thousands of"} {
		if strings.Contains(lower, w) {
			crowd = true
		}
	}
	if hasAny(lower, crowdGroups) && !armedPhrase(lower) {
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
	e.Type.AcledEventType, e.Type.AcledSubEventType = "Riots", "Violent demonstration"
	if !hasAny(lower, demonstrators) && (e.Killed != nil || !hasAny(lower, []string{"crowd", "hundreds of", "thousands of"})) {
		// a crowd that was not demonstrating: villagers, a mob, rival
		// supporters
		e.Type.AcledSubEventType = "Mob violence"
	}
}

// Package event finds events in a parsed story: who did what to whom, when,
// where, with how many casualties, and who says so. It codes each event in
// the PLOVER ontology with its CAMEO root and ACLED type.
package event

import "slices"

// Categories are PLOVER's sixteen event categories, in the order of its
// manual (cooperative to conflictual).
var Categories = []string{
	"AGREE", "CONSULT", "SUPPORT", "CONCEDE", "COOPERATE", "AID", "RETREAT", "REQUEST",
	"ACCUSE", "REJECT", "THREATEN", "PROTEST", "SANCTION", "MOBILIZE", "COERCE", "ASSAULT",
}

// modes are the PLOVER modes each category allows (PLOVER codebook, 2021).
var modes = map[string][]string{
	"CONSULT":  {"visit", "third-party", "multilateral", "phone"},
	"RETREAT":  {"withdraw", "release", "return", "disarm", "ceasefire", "access", "resign"},
	"REQUEST":  {"assist", "change", "yield", "meet"},
	"ACCUSE":   {"disapprove", "investigate", "allege"},
	"REJECT":   {"assist", "change", "yield", "meet"},
	"THREATEN": {"restrict", "ban", "arrest", "relations", "rights", "expel", "territory", "violence"},
	"PROTEST":  {"demo", "riot", "strike", "hunger", "boycott", "obstruct"},
	"SANCTION": {"convict", "expel", "withdraw", "discontinue"},
	"MOBILIZE": {"troops", "weapons", "police", "militia"},
	"COERCE":   {"seize", "restrict", "ban", "censor", "curfew", "arrest", "deport", "withhold", "misinformation", "cyber"},
	"ASSAULT": {"abduct", "beat", "torture", "execute", "sexual", "assassinate", "destroy", "primitive", "firearms",
		"explosives", "suicide-attack", "aerial", "drone", "heavy-weapons", "crowd-control", "cleansing", "massacre", "unconventional"},
}

// Acled is an ACLED event type and sub-event type.
type Acled struct {
	EventType, SubEventType string
}

// ACLED event types the refinements compare; the names are ACLED's.
const (
	acledBattles                  = "Battles"
	acledViolenceAgainstCivilians = "Violence against civilians"
)

// acledCodes maps the short codes used in the trigger lexicon (those of the
// CASE 2021 shared task) to ACLED's names. The event stage codes by these
// codes and writes the names only on output.
var acledCodes = map[string]Acled{
	"ARMED_CLASH":                   {acledBattles, "Armed clash"},
	"GOV_REGAINS_TERIT":             {"Battles", "Government regains territory"},
	"NON_STATE_ACTOR_OVERTAKES_TER": {"Battles", "Non-state actor overtakes territory"},
	"CHEM_WEAP":                     {"Explosions/Remote violence", "Chemical weapon"},
	"AIR_STRIKE":                    {"Explosions/Remote violence", "Air/drone strike"},
	"SUIC_BOMB":                     {"Explosions/Remote violence", "Suicide bomb"},
	"ART_MISS_ATTACK":               {"Explosions/Remote violence", "Shelling/artillery/missile attack"},
	"REM_EXPLOS":                    {"Explosions/Remote violence", "Remote explosive/landmine/IED"},
	"GRENADE":                       {"Explosions/Remote violence", "Grenade"},
	"SEX_VIOL":                      {"Violence against civilians", "Sexual violence"},
	"ATTACK":                        {"Violence against civilians", "Attack"},
	"ABDUCT_DISSAP":                 {"Violence against civilians", "Abduction/forced disappearance"},
	"PEACE_PROTEST":                 {"Protests", "Peaceful protest"},
	"PROTEST_WITH_INTER":            {"Protests", "Protest with intervention"},
	"FORCE_AGAINST_PROTEST":         {"Protests", "Excessive force against protesters"},
	"VIOL_DEMONSTR":                 {"Riots", "Violent demonstration"},
	"MOB_VIOL":                      {"Riots", "Mob violence"},
	"AGREEMENT":                     {"Strategic developments", "Agreement"},
	"ARREST":                        {"Strategic developments", "Arrests"},
	"CHANGE_TO_GROUP_ACT":           {"Strategic developments", "Change to group/activity"},
	"DISR_WEAP":                     {"Strategic developments", "Disrupted weapons use"},
	"HQ_ESTABLISHED":                {"Strategic developments", "Headquarters or base established"},
	"PROPERTY_DISTRUCT":             {"Strategic developments", "Looting/property destruction"},
	"NON_VIOL_TERRIT_TRANSFER":      {"Strategic developments", "Non-violent transfer of territory"},
	"OTHER":                         {"Strategic developments", "Other"},
}

// AcledCode returns the ACLED names for a lexicon code such as "ARMED_CLASH".
func AcledCode(code string) (Acled, bool) {
	a, ok := acledCodes[code]
	return a, ok
}

// AcledCodes lists the 25 ACLED sub-event codes, sorted.
func AcledCodes() []string {
	out := make([]string, 0, len(acledCodes))
	for c := range acledCodes {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

func validCategory(c string) bool {
	for _, x := range Categories {
		if x == c {
			return true
		}
	}
	return false
}

func validMode(cat, mode string) bool {
	if mode == "" {
		return true
	}
	for _, m := range modes[cat] {
		if m == mode {
			return true
		}
	}
	return false
}

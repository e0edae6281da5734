package event

import (
	"strings"

	"sitrep/doc"
)

// ACLED and PLOVER recoding: after a candidate is filled, these refine its
// type by what the sentence tells of intent, the parties and the violence.

// recodeIntent codes a promise of cooperation as AGREE, as PLOVER does
// ("express intent to cooperate"): "Japan will send aid", "Iran is ready to
// resume talks", "the rebels offered to withdraw".
func recodeIntent(t *tree, cd *candidate) {
	e := &cd.ev
	switch e.Type.Plover {
	case "AID", "COOPERATE", "CONSULT", "RETREAT", "CONCEDE", "SUPPORT":
	default:
		return
	}
	if e.Aux.Negated {
		return
	}
	intent := false
	for _, k := range t.children(cd.trig, "aux") {
		switch t.lemma(k) {
		case "will", "shall":
			intent = true // a promise, not a date that lies ahead
		}
	}
	tok := &t.st.Tokens[cd.trig]
	if h := tok.Head; h >= 0 && tok.Rel == "xcomp" {
		switch t.lemma(h) {
		case "offer", "promise", "pledge", "vow", "ready", "willing", "prepared", "agree", "plan", "intend":
			intent = true
		}
	}
	if !intent {
		return
	}
	e.Type = doc.EventType{Plover: "AGREE", CameoRoot: "03"}
	e.Aux.Future = false
}

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
	armedTarget := e.Target != nil && (armed[e.Target.Sector] || e.Target.Sector == "" && militaryObject(e.Target.Text)) &&
		(e.Actor == nil || e.Actor.Sector == "" || armed[e.Actor.Sector])
	// Organised forces firing with no victim named are fighting someone
	// armed; unidentified gunmen are left as they are.
	forcesFiring := e.Target == nil && e.Actor != nil && armed[e.Actor.Sector] && e.Actor.Sector != "UAF"
	if armedTarget || forcesFiring {
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Battles", "Armed clash"
	}
}

// recodeTerritory codes territory taken by government forces as ACLED's
// "government regains territory", and by anyone else as "non-state actor
// overtakes territory".
func recodeTerritory(cd *candidate) {
	e := &cd.ev
	if e.Type.AcledSubEventType != "Non-state actor overtakes territory" || e.Actor == nil {
		return
	}
	switch e.Actor.Sector {
	case "GOV", "MIL", "COP":
		e.Type.AcledSubEventType = "Government regains territory"
	}
}

// protestCues are words in a protest's sentence that tell ACLED's kinds of
// demonstration apart: violence by the demonstrators, force against them,
// or an intervention short of force.
var protestCues = []struct {
	words      []string
	event, sub string
	mode       string
}{
	{[]string{"threw stones", "hurled stones", "pelted", "torched", "vandalis", "vandaliz", "set fire", "set ablaze", "looted", "clashed", "smashed"},
		"Riots", "Violent demonstration", "riot"},
	{[]string{"live ammunition", "live fire", "opened fire on"},
		"Protests", "Excessive force against protesters", ""},
	{[]string{"dispers", "tear gas", "teargas", "baton", "water cannon", "rubber bullet"},
		"Protests", "Protest with intervention", ""},
}

// recodeProtest refines a peaceful protest by what its sentence tells of
// violence or intervention (ACLED's protest and riot sub-event types).
func recodeProtest(t *tree, cd *candidate) {
	e := &cd.ev
	if e.Type.Plover != "PROTEST" || e.Type.AcledSubEventType != "Peaceful protest" {
		return
	}
	text := strings.ToLower(t.st.Slice(t.st.Sentences[cd.sent].Span))
	if e.Killed != nil && e.Killed.Best > 0 {
		// Demonstrators killed: force was used against them.
		e.Type.AcledEventType, e.Type.AcledSubEventType = "Protests", "Excessive force against protesters"
		return
	}
	for _, c := range protestCues {
		for _, w := range c.words {
			if strings.Contains(text, w) {
				e.Type.AcledEventType, e.Type.AcledSubEventType = c.event, c.sub
				if c.mode != "" {
					e.Type.Mode = c.mode
				}
				return
			}
		}
	}
}

// recodeCrowdViolence codes violence by a crowd as a riot, as ACLED does:
// "protesters stormed a compound", "hundreds of people tried to overrun".
func recodeCrowdViolence(cd *candidate) {
	e := &cd.ev
	if e.Type.Plover != "ASSAULT" || e.Actor == nil {
		return
	}
	crowd := e.Actor.Sector == "CVL"
	lower := strings.ToLower(e.Actor.Text)
	for _, w := range []string{"protester", "demonstrator", "rioter", "crowd", "mob", "hundreds of", "thousands of"} {
		if strings.Contains(lower, w) {
			crowd = true
		}
	}
	if !crowd {
		return
	}
	e.Type.Plover, e.Type.Mode, e.Type.CameoRoot = "PROTEST", "riot", "14"
	e.Type.AcledEventType, e.Type.AcledSubEventType = "Riots", "Violent demonstration"
	if e.Killed != nil || strings.Contains(lower, "mob") {
		e.Type.AcledSubEventType = "Mob violence"
	}
}

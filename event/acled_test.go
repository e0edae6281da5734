package event

import (
	"testing"

	"sitrep/doc"
)

func TestMeansOf(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"a roadside bomb exploded near the market", "REM_EXPLOS"},
		{"a suicide bomber blew himself up at the gate", "SUIC_BOMB"},
		{"militants lobbed a hand grenade at the shop", "GRENADE"},
		{"rebels fired rocket-propelled grenades at the post", "ART_MISS_ATTACK"},
		{"troops fired grenade launchers and mortars", "ART_MISS_ATTACK"},
		{"warplanes struck the village at dawn", "AIR_STRIKE"},
		{"a helicopter dropped barrels of chlorine on the town", "CHEM_WEAP"},
		{"the helicopter carried the wounded to hospital", ""},
		{"gunmen shot a farmer in his field", ""},
		{"the bomber was arrested", ""},
	} {
		if got := meansOf(c.text); got != c.want {
			t.Errorf("meansOf(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestArmedPhrase(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"a police base in a town", true},
		{"positions of the militia", true},
		{"two army patrols", true},
		{"villagers in a garrison town", false},
		{"a wedding party", false},
	} {
		if got := armedPhrase(c.text); got != c.want {
			t.Errorf("armedPhrase(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestProtestKind(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"protesters threw stones at the police, who fired tear gas", "VIOL_DEMONSTR"},
		{"police fired tear gas to disperse the marchers", "PROTEST_WITH_INTER"},
		{"security forces used live ammunition on the crowd", "FORCE_AGAINST_PROTEST"},
		{"traders marched peacefully to the town hall", ""},
	} {
		if got := protestKind(c.text); got != c.want {
			t.Errorf("protestKind(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestAcledRecoding codes hand-parsed sentences and checks the ACLED type
// of the event that stands for each.
func TestAcledRecoding(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	c := New(lx)
	for _, tc := range []struct{ file, event, sub string }{
		{"testdata/acled_grenade.conllu", "Explosions/Remote violence", "Grenade"},
		{"testdata/acled_battle.conllu", "Battles", "Armed clash"},
		{"testdata/acled_protest.conllu", "Protests", "Protest with intervention"},
		{"testdata/acled_quake.conllu", "", ""},
	} {
		st := parsedStory(t, tc.file)
		if err := c.Annotate(st); err != nil {
			t.Fatal(err)
		}
		var got doc.EventType
		if k := MainAcled(st.Events); k >= 0 {
			got = st.Events[k].Type
		}
		if got.AcledEventType != tc.event || got.AcledSubEventType != tc.sub {
			t.Errorf("%s: coded %q / %q, want %q / %q (events %+v)", tc.file, got.AcledEventType, got.AcledSubEventType, tc.event, tc.sub, st.Events)
		}
	}
}

// TestAcledRuleTable checks that every ACLED rule is named, has a
// condition, and gives an ACLED code, none, or a computed one.
func TestAcledRuleTable(t *testing.T) {
	groups := [][]acledRule{notViolenceRules, meansRules, crowdViolenceRules, battleRules, captureRules, territoryRules,
		strikeRules, crowdTargetRules, protestRules}
	names := map[string]bool{}
	for _, g := range groups {
		for _, r := range g {
			if r.name == "" || r.when == nil {
				t.Errorf("rule %q has no name or no condition", r.name)
			}
			if names[r.name] {
				t.Errorf("two rules named %q", r.name)
			}
			names[r.name] = true
			if _, ok := acledCodes[r.to]; r.by == nil && r.to != noAcled && !ok {
				t.Errorf("rule %q gives %q, no ACLED code", r.name, r.to)
			}
			if r.by != nil && r.to != noAcled {
				t.Errorf("rule %q gives both a code and a computed one", r.name)
			}
		}
	}
	if len(refinements) != len(groups)+4 {
		t.Errorf("%d refinements, want the %d groups of rules, the later deaths, the stance, the warnings and the negotiations", len(refinements), len(groups))
	}
}

// TestAcledRulesOnParties runs the groups of rules that read only the
// event's parties and counts on hand-made candidates.
func TestAcledRulesOnParties(t *testing.T) {
	party := func(text string, sector doc.Sector) *doc.Party {
		p := &doc.Party{Text: text}
		p.Sector = sector
		return p
	}
	for _, tc := range []struct {
		name          string
		rules         []acledRule
		plover, acled string
		actor, target *doc.Party
		killed        bool
		want, plWant  string
	}{
		{"gunmen attacked a checkpoint", battleRules, "ASSAULT", "ATTACK", party("gunmen", doc.SectorUAF), party("a police checkpoint", doc.SectorCOP), false, "ARMED_CLASH", "ASSAULT"},
		{"soldiers fired at no one named", battleRules, "ASSAULT", "ATTACK", party("soldiers", doc.SectorMIL), nil, false, "ARMED_CLASH", "ASSAULT"},
		{"gunmen fired at no one named", battleRules, "ASSAULT", "ATTACK", party("gunmen", doc.SectorUAF), nil, false, "ATTACK", "ASSAULT"},
		{"gunmen shot villagers", battleRules, "ASSAULT", "ATTACK", party("gunmen", doc.SectorUAF), party("villagers", doc.SectorCVL), false, "ATTACK", "ASSAULT"},
		{"troops took the town", territoryRules, "ASSAULT", "NON_STATE_ACTOR_OVERTAKES_TER", party("troops", doc.SectorMIL), nil, false, "GOV_REGAINS_TERIT", "ASSAULT"},
		{"rebels retook the town", territoryRules, "ASSAULT", "GOV_REGAINS_TERIT", party("rebels", doc.SectorREB), nil, false, "NON_STATE_ACTOR_OVERTAKES_TER", "ASSAULT"},
		{"protesters stormed a compound", crowdViolenceRules, "ASSAULT", "ATTACK", party("protesters", doc.SectorCVL), nil, false, "VIOL_DEMONSTR", "PROTEST"},
		{"hundreds of people tried to overrun", crowdViolenceRules, "ASSAULT", "ATTACK", party("hundreds of people", doc.SectorCVL), nil, false, "VIOL_DEMONSTR", "PROTEST"},
		{"a mob's air strike is no crowd's", crowdViolenceRules, "ASSAULT", "AIR_STRIKE", party("a mob", doc.SectorCVL), nil, false, "AIR_STRIKE", "ASSAULT"},
		{"militants attacked", crowdViolenceRules, "ASSAULT", "ATTACK", party("militants", doc.SectorREB), nil, false, "ATTACK", "ASSAULT"},
		{"three men seized a shopkeeper: a band, no crowd", crowdViolenceRules, "ASSAULT", "ABDUCT_DISSAP", party("Three men", doc.SectorCVL), party("a shopkeeper", doc.SectorCVL), false, "ABDUCT_DISSAP", "ASSAULT"},
		{"the two brothers stabbed a neighbour", crowdViolenceRules, "ASSAULT", "ATTACK", party("the two brothers", doc.SectorCVL), nil, true, "ATTACK", "ASSAULT"},
		{"4 villagers counted are a band", crowdViolenceRules, "ASSAULT", "ATTACK", party("4 villagers", doc.SectorCVL), nil, false, "ATTACK", "ASSAULT"},
		{"five rioters counted are still a crowd", crowdViolenceRules, "ASSAULT", "ATTACK", party("five rioters", doc.SectorCVL), nil, false, "VIOL_DEMONSTR", "PROTEST"},
	} {
		cd := &candidate{acled: tc.acled, ev: doc.Event{Type: doc.EventType{Plover: tc.plover}, Actor: tc.actor, Target: tc.target}}
		if tc.killed {
			cd.ev.Killed = &doc.Count{Best: 1}
		}
		refineWith(tc.rules)(nil, cd)
		if cd.acled != tc.want || cd.ev.Type.Plover != tc.plWant {
			t.Errorf("%s: %s / %s, want %s / %s", tc.name, cd.ev.Type.Plover, cd.acled, tc.plWant, tc.want)
		}
	}
}

// TestRefineStartsFromTrigger checks the refinement step on its own: it
// starts from the trigger's ACLED code (none for a code the table does not
// know), runs the rules, and writes ACLED's names for the code last.
func TestRefineStartsFromTrigger(t *testing.T) {
	st := parsedStory(t, "testdata/parsed.conllu")
	tr := newTree(st)
	meet := tokenIndex(st, 3, "meet")
	if meet < 0 {
		t.Fatal("no token meet in sentence 3 of testdata/parsed.conllu")
	}
	for _, tc := range []struct{ code, want, wantSub string }{
		{"AGREEMENT", "Strategic developments", "Agreement"},
		{"", "", ""},
		{"NO_SUCH_CODE", "", ""},
	} {
		cd := &candidate{trig: meet, sent: 3, actor: -1, target: -1, acled: "ARMED_CLASH",
			tr: Trigger{Lemma: "meet", POS: "VERB", Plover: "CONSULT", Acled: tc.code}}
		cd.ev.Type = doc.EventType{Plover: "CONSULT"}
		refine(tr, []*candidate{cd})
		if cd.acled != acledCodeOf(tc.wantSub) || cd.ev.Type.AcledEventType != tc.want || cd.ev.Type.AcledSubEventType != tc.wantSub {
			t.Errorf("trigger code %q: %q (%s / %s), want %s / %s", tc.code, cd.acled, cd.ev.Type.AcledEventType, cd.ev.Type.AcledSubEventType, tc.want, tc.wantSub)
		}
	}
}

// acledCodeOf returns the code of an ACLED sub-event type name, or "".
func acledCodeOf(sub string) string {
	for code, a := range acledCodes {
		if sub != "" && a.SubEventType == sub {
			return code
		}
	}
	return ""
}

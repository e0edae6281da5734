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
	if len(refinements) != len(groups)+2 {
		t.Errorf("%d refinements, want the %d groups of rules, the later deaths and the stance", len(refinements), len(groups))
	}
}

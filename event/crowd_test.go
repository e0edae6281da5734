package event_test

import "testing"

// TestCrowdViolence checks what a crowd's violence is coded as: a mob,
// villagers or a group named so that attacks someone or something does
// mob violence, an attack (ASSAULT), as a lynching is; a crowd that
// clashes with another side, or civilians no word gathers, riot
// (PROTEST); a few men counted by number are a band, whose act stays the
// attack its verb tells.
func TestCrowdViolence(t *testing.T) {
	for _, c := range []struct{ text, plover, acled string }{
		{"A mob of villagers beat a suspected thief to death on Sunday.", "ASSAULT", "Mob violence"},
		{"A group of youths set fire to a bus near the depot on Sunday.", "ASSAULT", "Mob violence"},
		{"Forty students attacked the hostel warden on Sunday.", "ASSAULT", "Mob violence"},
		{"Rival supporters clashed in the market square on Sunday.", "PROTEST", "Mob violence"},
		{"Three men murdered a shopkeeper in the market on Friday.", "ASSAULT", "Attack"},
		{"The two cousins stabbed a neighbour on Friday.", "ASSAULT", "Attack"},
	} {
		st := coded(t, c.text, "2021-03-13")
		e := eventOf(st, c.plover)
		if e == nil || e.Type.AcledSubEventType != c.acled {
			t.Errorf("%q: want a %s event coded %q, got %+v", c.text, c.plover, c.acled, st.Events)
		}
	}
}

// TestMobNounJoinsItsAttack checks that the noun "mob" made the subject
// of an attack verb is that attack's doer, no riot of its own: one event,
// the attack, with its dead.
func TestMobNounJoinsItsAttack(t *testing.T) {
	for _, text := range []string{
		"A mob of traders killed two thieves in the bazaar on Sunday.",
		"A mob attacked an elderly couple in the village on Sunday, killing the husband.",
	} {
		st := coded(t, text, "2021-03-13")
		if len(st.Events) != 1 || st.Events[0].Type.Plover != "ASSAULT" || st.Events[0].Killed == nil {
			t.Errorf("%q: want one ASSAULT event with its dead, got %+v", text, st.Events)
		}
	}
}

// TestNamedPeopleNoRiot checks that civilians named by their nation or
// origin ("the Serbs") who attack are doing an attack, not rioting as a
// crowd no word gathers does; villagers in numbers still riot.
func TestNamedPeopleNoRiot(t *testing.T) {
	for _, c := range []struct{ text, plover string }{
		{"Witnesses said the Serbs attacked the village at dawn on Monday.", "ASSAULT"},
		{"Hundreds of villagers attacked the police post with sticks on Monday.", "PROTEST"},
	} {
		st := coded(t, c.text, "2021-03-13")
		if len(st.Events) != 1 || st.Events[0].Type.Plover != c.plover {
			t.Errorf("%q: want one %s event, got %+v", c.text, c.plover, st.Events)
		}
	}
}

package event_test

import (
	"testing"

	"sitrep/doc"
)

// TestHeadlineToll checks that a headline's toll with no event of its own
// reaches the event the next sentence tells, and that a toll stays with
// its own event when the headline has one.
func TestHeadlineToll(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"At least 12 dead as bomb hits market in Kabul. A bomb exploded in a crowded market in Kabul on Friday, police said.", 12},
		{"Gunmen killed four soldiers in Gao on Friday. A bomb exploded in a market in Kabul on Saturday.", 4},
	} {
		st := coded(t, c.text, "2018-03-17")
		if len(st.Events) == 0 || st.Events[0].Type.Plover != "ASSAULT" {
			t.Errorf("%q: no attack first in %d events", c.text, len(st.Events))
			continue
		}
		if k := st.Events[0].Killed; k == nil || k.Best != c.killed {
			t.Errorf("%q: killed %+v, want %d", c.text, k, c.killed)
		}
	}
}

// TestSumOfIncidents checks that a toll summed over incidents the sentence
// counts ("in two explosions") is no single event's toll.
func TestSumOfIncidents(t *testing.T) {
	st := coded(t, "Seven militants were killed in two explosions in Kandahar province on Friday night, police said.", "2015-10-03")
	for _, e := range st.Events {
		if e.Type.Plover == "ASSAULT" && e.Killed != nil {
			t.Errorf("%s: killed %+v, want none (a sum over two incidents)", e.Type.Plover, e.Killed)
		}
	}
	st = coded(t, "Seven militants were killed in an explosion in Kandahar province on Friday night, police said.", "2015-10-03")
	for _, e := range st.Events {
		if e.Type.Plover == "ASSAULT" && (e.Killed == nil || e.Killed.Best != 7) {
			t.Errorf("one explosion: killed %+v, want 7", e.Killed)
		}
	}
}

// TestHeadlineSumOverPlural checks that a headline's toll over a bare
// plural of incidents ("killed in blasts") is no single blast's toll when
// the body tells the blasts one by one, while a body's "were killed in
// raids" stays the toll of the raids.
func TestHeadlineSumOverPlural(t *testing.T) {
	st := coded(t, "9 rebels killed in bombings near Herat\nTwo rebels died on Tuesday when a bomb they carried went off near Herat, officials said. Seven more died hours later when a second device went off in a nearby village.", "2019-06-05")
	for _, e := range st.Events {
		if e.Killed != nil && e.Killed.Best == 9 {
			t.Errorf("%s: killed %+v, want the toll of one bombing, not the headline's 9", e.Type.Plover, e.Killed)
		}
	}
	st = coded(t, "Nine rebels were killed in raids near Herat on Tuesday, officials said.", "2019-06-05")
	if len(st.Events) == 0 || st.Events[0].Killed == nil || st.Events[0].Killed.Best != 9 {
		t.Errorf("body: events %d, want the raids' toll of 9", len(st.Events))
	}
}

// TestSideTolls checks that the tolls of different sides of one incident,
// told in different sentences, add up, and that a figure told again or a
// second count of the same side does not.
func TestSideTolls(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Fighting between the army and rebels in Gao killed 11 civilians on Sunday, residents said. Four soldiers were killed, the army said.", 15},
		{"Air strikes on villages near Idlib killed 12 civilians on Monday. A monitor said 12 civilians had died, as well as nine rebel fighters and four soldiers.", 25},
		{"Gunmen stormed a police post in Gao on Sunday and killed three officers. The group later said its fighters had killed ten policemen.", 3},
		{"Five soldiers were killed when gunmen attacked a checkpoint in Gao on Sunday. The army said five soldiers died in the attack.", 5},
	} {
		st := coded(t, c.text, "2020-05-05")
		var attacks []doc.Event
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" {
				attacks = append(attacks, e)
			}
		}
		if len(attacks) != 1 {
			t.Errorf("%q: %d attacks, want 1", c.text, len(attacks))
			continue
		}
		if k := attacks[0].Killed; k == nil || k.Best != c.killed {
			t.Errorf("%q: killed %+v, want %d", c.text, k, c.killed)
		}
	}
}

// TestYearIsNoIncidentCount checks that the year before an incident noun
// ("killed in a 2016 air strike") is read as a date, not as a number of
// incidents the toll would be summed over: the one death is the strike's.
func TestYearIsNoIncidentCount(t *testing.T) {
	st := coded(t, "The group's former spokesman, Omar Haddad, was killed in a 2016 airstrike near the border.", "2019-06-04")
	for _, e := range st.Events {
		if e.Type.Plover == "ASSAULT" {
			if e.Killed == nil || e.Killed.Best != 1 {
				t.Errorf("killed %+v, want 1", e.Killed)
			}
			return
		}
	}
	t.Error("no attack coded")
}

// TestContentToll checks that a condemnation of an incident does not take
// the incident's toll, told in a clause on the incident's noun, while an
// attack keeps the toll of the ambush it was.
func TestContentToll(t *testing.T) {
	for _, c := range []struct {
		text, plover string
		killed       int
	}{
		{"The governor condemned the bombing in which four traders died.", "ACCUSE", 0},
		{"Militants attacked a convoy near Gao on Monday in an ambush that killed nine soldiers.", "ASSAULT", 9},
	} {
		st := coded(t, c.text, "2019-05-14")
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != c.plover {
				continue
			}
			found = true
			got := 0
			if e.Killed != nil {
				got = e.Killed.Best
			}
			if got != c.killed {
				t.Errorf("%q: %s killed %d, want %d", c.text, e.Type.Plover, got, c.killed)
			}
		}
		if !found {
			t.Errorf("%q: no %s event", c.text, c.plover)
		}
	}
}

// TestTollTotal checks that a later total replaces an earlier partial
// figure: a toll that rose, "in all", "a total of", and people counted
// after a group; and that a smaller later figure does not.
func TestTollTotal(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Two people died at the scene when a bomb hit a bus in Kano on Monday. " +
			"By evening the death toll from the bombing had risen to five, officials said.", 5},
		{"Gunmen killed three farmers in a village near Jos on Tuesday. Nine villagers were killed in all, the police said.", 9},
		{"Gunmen killed three farmers in a village near Jos on Tuesday. " +
			"A total of nine villagers died in the attack, the police said.", 9},
		{"Gunmen killed three farmers in a village near Jos on Tuesday. " +
			"The police said nine people died in the raid.", 9},
		{"Gunmen killed nine farmers in a village near Jos on Tuesday. " +
			"Three men lost their lives in the raid, officers said.", 9},
		{"Gunmen killed three farmers in a village near Jos on Tuesday. Nine villagers died altogether, the police said.", 9},
		{"Gunmen killed three farmers in a village near Jos on Tuesday. Altogether nine villagers died, the police said.", 9},
		{"Gunmen killed three farmers in a village near Jos on Tuesday. Nine villagers were killed in total, the police said.", 9},
		// More victims besides the first figure add to it, even when
		// they are counted as people after a group.
		{"Gunmen killed two guards at a depot near Kaduna on Monday. Another six people were killed in the raid.", 8},
		{"Gunmen killed two guards at a depot near Kaduna on Monday. Six people were also killed, police said.", 8},
		{"Gunmen killed two guards at a depot near Kaduna on Monday. Six more people died in the raid.", 8},
	} {
		st := coded(t, c.text, "2021-03-17")
		var got []int
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" && e.Killed != nil {
				got = append(got, e.Killed.Best)
			}
		}
		if len(got) != 1 || got[0] != c.killed {
			t.Errorf("%q: killed %v, want [%d]", c.text, got, c.killed)
		}
	}
}

// TestTollToAttackFirst checks that a death tied to no event goes to the
// attack of its sentence before any protest the sentence also tells.
func TestTollToAttackFirst(t *testing.T) {
	text := "Troops kept a vigil in the old quarter amid rising tension after the death of a shopkeeper who was stabbed on Monday."
	st := coded(t, text, "2020-01-01")
	attacks := 0
	for _, e := range st.Events {
		switch {
		case e.Type.Plover == "ASSAULT":
			attacks++
			if e.Killed == nil || e.Killed.Best != 1 {
				t.Errorf("%q: the stabbing's killed %+v, want 1", text, e.Killed)
			}
		case e.Killed != nil:
			t.Errorf("%q: %s %q took the toll %+v", text, e.Type.Plover, st.Slice(e.Trigger), e.Killed)
		}
	}
	if attacks != 1 {
		t.Errorf("%q: %d attacks, want 1", text, attacks)
	}
}

// TestArrestsOnArrests checks that only an arrest keeps an arrest count:
// a capture by an armed group coded as an abduction and a jailing coded
// as a sentence get none, as the coders give them none, while the
// police's arrest of two men keeps its two. Arrests at a protest go to
// the arrest told with it; with none told, the protest keeps them rather
// than the count being lost.
func TestArrestsOnArrests(t *testing.T) {
	for _, c := range []struct {
		text, plover string
		arrested     int // 0: none
	}{
		{"Haddad was captured by Isis in Iraq in 2014 and later appeared in several of the group's videos.", "ASSAULT", 0},
		{"A former French sailor jailed in Egypt for more than five years after joining a militia has fled the country.", "SANCTION", 0},
		{"Police arrested two engineers near the dam on Sunday.", "COERCE", 2},
		{"Demonstrators fought with riot police in Karachi on Thursday, and 18 of them were taken into custody.", "PROTEST", 18},
		{"Students marched against the fee rise in Lagos on Monday, and officers detained 30 of them.", "PROTEST", 0},
		{"Students marched against the fee rise in Lagos on Monday, and officers detained 30 of them.", "COERCE", 30},
	} {
		st := coded(t, c.text, "2019-06-05")
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != c.plover {
				continue
			}
			found = true
			switch {
			case c.arrested == 0 && e.Arrested != nil:
				t.Errorf("%q: %s arrested %+v, want none", c.text, e.Type.Plover, e.Arrested)
			case c.arrested > 0 && (e.Arrested == nil || e.Arrested.Best != c.arrested):
				t.Errorf("%q: %s arrested %+v, want %d", c.text, e.Type.Plover, e.Arrested, c.arrested)
			}
		}
		if !found {
			t.Errorf("%q: no %s event", c.text, c.plover)
		}
	}
}

// TestProtestAdoptsNoToll checks that a riot does not adopt a toll its
// sentence tells of no event (the coding rules give those dead to an
// attack of their own, the gold no protest a toll), while a riot keeps
// the dead its own clause tells. Each story must code a protest, or the
// checks would pass on nothing.
func TestProtestAdoptsNoToll(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int // the protest's killed; 0 for none
	}{
		{"Rioting spread across Zenda on Monday, leaving two dead.", 0},
		{"Protesters stormed a police post in the town on Monday, killing two guards.", 2},
	} {
		protests := 0
		for _, e := range coded(t, tc.text, "2019-06-05").Events {
			if e.Type.Plover != "PROTEST" {
				continue
			}
			protests++
			got := 0
			if e.Killed != nil {
				got = e.Killed.Best
			}
			if got != tc.want {
				t.Errorf("%q: protest killed %d, want %d", tc.text, got, tc.want)
			}
		}
		if protests == 0 {
			t.Errorf("%q: no protest coded", tc.text)
		}
	}
}

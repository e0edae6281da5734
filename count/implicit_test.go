package count

import (
	"testing"

	"sitrep/doc"
)

// TestWithoutNumber checks casualties told with no numeral: a singular
// subject counts one, conjoined ones add up, a plural counts at least one.
func TestWithoutNumber(t *testing.T) {
	c := newCounter(t)
	cases := []struct {
		text    string
		want    []want
		trigger string // trigger of the first count
	}{
		{"A man was shot dead near the market.", []want{{"A man", "killed", 1, 1, 1, ""}}, "shot"},
		{"The governor died in hospital on Tuesday.", []want{{"The governor", "killed", 1, 1, 1, ""}}, "died"},
		{"Rashid Mansour died of his wounds on Friday.", []want{{"Rashid Mansour", "killed", 1, 1, 1, ""}}, "died"},
		{"Rashid Mansour, 41, died of his wounds.", []want{{"Rashid Mansour", "killed", 1, 1, 1, ""}}, "died"},
		{"A traffic policeman was killed on the bridge.", []want{{"A traffic policeman", "killed", 1, 1, 1, ""}}, "killed"},
		{"The bomber blew himself up outside the court.", []want{{"himself", "killed", 1, 1, 1, ""}}, "blew"},
		{"The shelling killed a farmer and two children.", []want{{"a farmer and two", "killed", 3, 3, 3, ""}}, "killed"},
		{"Yusuf Bello and his driver were killed.", []want{{"Yusuf Bello and his driver", "killed", 2, 2, 2, ""}}, "killed"},
		{"A teacher, a nurse and a student were wounded.", []want{{"A teacher, a nurse and a student", "injured", 3, 3, 3, ""}}, "wounded"},
		{"Civilians were wounded in the crossfire.", []want{{"Civilians", "injured", 1, 1, 0, doc.QualifierUnspecified}}, "wounded"},
		{"The market was hit and several shops burned, and villagers were injured.", []want{{"villagers", "injured", 1, 1, 0, doc.QualifierUnspecified}}, "injured"},
		{"A soldier and some villagers were injured.", []want{{"A soldier and some", "injured", 4, 4, 0, "some"}}, "injured"},
		{"The wounded were flown to the capital.", []want{{"The wounded", "injured", 1, 1, 0, doc.QualifierUnspecified}}, "wounded"},
		{"Relatives came to collect the dead.", []want{{"the dead", "killed", 1, 1, 0, doc.QualifierUnspecified}}, "dead"},
		{"Police arrested a local trader in Kano on Monday.", []want{{"a local trader", "arrested", 1, 1, 1, ""}}, "arrested"},
		{"The porter was killed a month afterwards, his cousin told reporters.", []want{{"The porter", "killed", 1, 1, 1, ""}}, "killed"},
		// "a" or "an" and a time unit after the verb is when, not a
		// second victim.
		{"A shopkeeper was abducted a day before the vote.", []want{{"A shopkeeper", "kidnapped", 1, 1, 1, ""}}, "abducted"},
		{"The miner was injured an hour before the blast.", []want{{"The miner", "injured", 1, 1, 1, ""}}, "injured"},
		{"The suicide bomber killed himself and four guards.", []want{{"four", "killed", 4, 4, 4, ""}, {"himself", "killed", 1, 1, 1, ""}}, "killed"},
	}
	for _, tc := range cases {
		st := checkCounts(t, c, tc.text, tc.want)
		if st == nil {
			continue
		}
		if f := triggerForm(st, st.Quantities[0]); f != tc.trigger {
			t.Errorf("%q: trigger %q, want %q", tc.text, f, tc.trigger)
		}
	}
}

// TestWithoutNumberNone checks words that look like casualties without a
// number but count no one.
func TestWithoutNumberNone(t *testing.T) {
	c := newCounter(t)
	for _, s := range []string{
		"The bill died in committee.",
		"Hopes of a truce died last week.",
		"The rebels could be killed if they stay.",
		"The wounded soldier was flown to the capital.",
		"Police were attacked by the crowd.",
		"The villagers who were injured last year have not been paid.",
		"No one was hurt.",
		"Shots were fired in the dead of night.",
		"Relatives of those who were killed gathered outside the court.",
		"The activist, who was detained last year, spoke at the rally.",
		"Relatives of a farmer who was shot dead blocked the highway on Monday.",
		"Rebels captured a hilltop town near the border on Sunday.",
	} {
		st := story(s)
		if err := c.Annotate(st); err != nil {
			t.Fatal(err)
		}
		for _, q := range st.Quantities {
			if q.Best > 0 {
				t.Errorf("%q: spurious %v", s, got(st, q))
			}
		}
	}
}

// TestRelativeDeath checks that a death told in a relative clause ("the
// engineer who was killed") counts its one antecedent: the clause recalls
// a death the story's own toll does not include. TestWithoutNumberNone
// holds the relatives that count no one.
func TestRelativeDeath(t *testing.T) {
	c := newCounter(t)
	s := "Tariq Nasser, the engineer who was killed by militants near Homs in May, was buried on Friday."
	checkCounts(t, c, s, []want{{"the engineer", "killed", 1, 1, 1, ""}})
	if n, ok := c.Fatalities(story(s)); ok {
		t.Errorf("%q: fatalities %d, want none (a memory, not the news)", s, n)
	}
}

// TestSingledOutDeath checks that an ordinal before an infinitive death
// ("the first nurse to die") counts the one person it singles out, and
// that a plural, a modal or a noun that is no person counts no one.
func TestSingledOutDeath(t *testing.T) {
	c := newCounter(t)
	checkCounts(t, c, "Jana Novak became the first Czech nurse to die in the war when a missile struck her bus.",
		[]want{{"the first Czech nurse", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "He was the third reporter to be killed in the province this year.",
		[]want{{"the third reporter", "killed", 1, 1, 1, ""}})
	checkNoCounts(t, c,
		"She would be the first to die if the ceasefire failed.",
		"It was the first plan to die in committee.")
}

// TestClaimedDeath checks that one person's death told only as a party's
// claim ("claimed he was killed") is no count, while the same death
// reported or said by the story's sources counts one, as does the police's
// or an army's claim of a death they caused, and a claimed figure of many
// stays the claimant's count.
func TestClaimedDeath(t *testing.T) {
	c := newCounter(t)
	checkNoCounts(t, c,
		"Militia leaders claimed the photographer had been killed by a drone near the coast.",
		"The two governments had earlier claimed he was killed in a raid near the river.",
		"Posts shared online were claiming that the driver had been killed by the guards.")
	checkCounts(t, c, "Officials said the photographer had been killed by a drone near the coast.",
		[]want{{"the photographer", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "Police claimed the robber was killed when officers returned fire beside the canal late on Sunday.",
		[]want{{"the robber", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "The army has claimed that the commander died in an exchange of fire at the camp.",
		[]want{{"the commander", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "The rebel group claimed that 40 soldiers had been killed in the ambush.",
		[]want{{"40", "killed", 40, 40, 40, ""}})
}

// checkNoCounts checks that each of sentences yields no count at all.
func checkNoCounts(t *testing.T, c *Counter, sentences ...string) {
	t.Helper()
	for _, s := range sentences {
		st := story(s)
		if err := c.Annotate(st); err != nil {
			t.Fatal(err)
		}
		for _, q := range st.Quantities {
			t.Errorf("%q: spurious %v", s, got(st, q))
		}
	}
}

// TestSubjectBeforeComma checks the span of a count whose subject ends at
// a comma no apposition opens: the antecedent of ", who was killed", a
// subject a stray comma parts from its verb, a parenthetical too long or
// too verbal to read as an apposition, and a subject with a relative
// clause set off from an opening phrase. The span is the words naming the
// person, never the comma.
func TestSubjectBeforeComma(t *testing.T) {
	c := newCounter(t)
	checkCounts(t, c, "The bomber, who was killed in the explosion, had driven the truck from a village in the hills.",
		[]want{{"The bomber", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "Last spring she lived with a Danish volunteer, who was also killed.",
		[]want{{"a Danish volunteer", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "On Sunday morning, the gunman, who was shot dead by the guards, had fired at the gate.",
		[]want{{"the gunman", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "Selim Arslan, 34, who was killed near the depot, had worked there for years.",
		[]want{{"Selim Arslan", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "karim, was arrested by railway police near the yard at dawn.",
		[]want{{"karim", "arrested", 1, 1, 1, ""}})
	checkCounts(t, c, "Her cousin, Omar Haddad, thought to be the man who ran the cell's money for the group, was killed near the river.",
		[]want{{"Omar Haddad", "killed", 1, 1, 1, ""}})
	checkCounts(t, c, "On 30 March, a farmer who was taken by armed men from his field on 22 March, was found dead near the highway.",
		[]want{{"a farmer", "killed", 1, 1, 1, ""}})
}

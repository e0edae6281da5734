package event_test

import "testing"

// TestTownOverDateline checks that an event of a lower-cased wire story's
// opening sentence takes the town its clause, a clause coordinated with
// it or a phrase of its clause tells it at, not the dateline the parse
// hangs on that clause; and that a town further down ("ahead of a march
// to X") leaves the dateline.
func TestTownOverDateline(t *testing.T) {
	cases := []struct{ text, trig, want string }{
		{"vadodara: night curfew was imposed and troops were deployed late on sunday at godhra, a town east of here, after clashes. " +
			"shops stayed shut across the district on tuesday.", "curfew", "Godhra"},
		{"vadodara: police opened fire on a rioting mob at godhra on sunday, injuring four people. shops stayed shut on tuesday.",
			"opened", "Godhra"},
		{"vadodara: officers detained four men on sunday ahead of a planned march to godhra by a local outfit. " +
			"the men were later released on bail.", "detained", "Vadodara"},
	}
	for _, c := range cases {
		st := coded(t, c.text, "2002-03-05")
		e := eventTold(st, c.trig)
		if e == nil {
			t.Errorf("%q: no event", c.trig)
			continue
		}
		if e.Place == nil || e.Place.Name != c.want {
			t.Errorf("%q: place %+v, want %s", c.trig, e.Place, c.want)
		}
	}
}

// TestStatementMatterPlace checks that a statement whose sentence names a
// place only inside what it is about ("blamed X for the riots in Y") is
// placed at the dateline, where it was made, not at that place.
func TestStatementMatterPlace(t *testing.T) {
	st := coded(t, "surat: the party spokesman on monday blamed the state government for the riots in rajkot last week. "+
		"he spoke to reporters after a meeting.", "2002-03-05")
	e := eventTold(st, "blamed")
	if e == nil {
		t.Fatal("no event for blamed")
	}
	if e.Place == nil || e.Place.Name != "Surat" {
		t.Errorf("blamed: place %+v, want Surat", e.Place)
	}
}

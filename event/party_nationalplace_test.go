package event_test

import "testing"

// TestNationalPlace checks that a place noun coded only by the nationality
// before it and told with its name ("the Turkish province of Kilis") is
// where an attack fell, not whom it was on, while a place noun with any
// other word before it ("rebel-held") and a body named with a nationality
// ("the Syrian embassy") stay targets.
func TestNationalPlace(t *testing.T) {
	checkTargets(t, []targetCase{
		{"Kurdish gunners shelled the Turkish province of Kilis on Monday.", "shelled", ""},
		{"Rebel gunners shelled the Turkish bordertown of Reyhanli on Sunday.", "shelled", ""},
		{"Government jets bombed the Syrian rebel-held province of Hama on Monday.", "bombed", "the Syrian rebel-held province of Hama"},
		{"Gunmen attacked the Syrian embassy in Amman on Monday.", "attacked", "the Syrian embassy in Amman"},
	})
}

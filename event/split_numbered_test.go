package event_test

import "testing"

// TestSplitNumbered codes attacks counted by a number through the whole
// pipeline: "two waves of airstrikes", "three bombings" and "two stabbing
// incidents" tell one attack each; a number of attackers ("two suicide
// bombers") or of what is fired ("two rockets") counts no incidents, and
// attacks counted in a later sentence are new ones.
func TestSplitNumbered(t *testing.T) {
	for _, c := range []struct {
		text string
		want int // ASSAULT events
	}{
		{"Two waves of airstrikes hit Saraqeb on Friday, a monitoring group said.", 2},
		{"Three bombings struck Kirkuk on Sunday, police said.", 3},
		{"Seven soldiers were wounded in two ambushes near Gao on Monday.", 2},
		{"Two suicide bombers blew themselves up outside a mosque in Konduga on Monday.", 1},
		{"Two rockets hit the airport in Erbil on Tuesday.", 1},
		// counted attacks after an earlier one in another sentence are
		// incidents of their own (newNumbered), not the first retold
		{"Jets struck the market in Ariha on Friday, residents said. Two waves of airstrikes hit the town, a monitoring group said.", 3},
		{"An airstrike hit a school in Ariha, residents said. Two waves of airstrikes then hit the market, a monitoring group said.", 3},
		// attacks the sentence tells apart are some of those it counts
		// (candidate.beside)
		{"In two attacks on Monday, gunmen ambushed a convoy near Gao and shelled a camp near Kidal.", 2},
	} {
		if n := countEvents(t, coded(t, c.text, "2018-03-17"), "ASSAULT"); n != c.want {
			t.Errorf("%q: %d ASSAULT events, want %d", c.text, n, c.want)
		}
	}
}

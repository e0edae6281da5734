package text

import "testing"

func TestLowerCased(t *testing.T) {
	cases := []struct {
		in   string
		want bool
	}{
		{"the police fired. two were hurt. a curfew followed.", true},
		{"The police fired. Two were hurt. A curfew followed.", false},
		// Abbreviations before lower-case words do not make text lower case.
		{"He met Gen. Smith, i.e. the commander. They spoke. Talks ended.", false},
		// Marks before a closing quote are not counted.
		{`"Go!" he said. "Why?" she asked.`, false},
		{`the chief spoke. "we will act." the crowd (mostly students) left. "stay."`, true},
		{"one. two.", false},
		// Periods of abbreviations, initials and ellipses are no sentence
		// ends, however many there are in a short capitalised story.
		{`Shops shut from 9 p.m. to 7 a.m. on Fridays and from 11 p.m. to 6 a.m. on Sundays. "We are ready!" the mayor said.`, false},
		{`She said the plan ... had failed ... and that the board ... was split. "How?" he asked.`, false},
		{`The storm struck at 6 p.m. local time, i.e. at dusk, etc. and flooded 30 homes. "Save us!" they shouted.`, false},
		{"The firm, Acme Co. in Delhi, and J. K. Rao agreed. Both left.", false},
		// Lower-case abbreviations of the list are skipped too.
		{"gen. rao spoke. col. das agreed.", false},
		// Curly opening quotes are skipped to the word they open.
		{"the chief spoke. “we will act.” the crowd left. “stay.” they went home.", true},
	}
	for _, c := range cases {
		lc := &casing{s: c.in, abbrev: New().abbrev}
		if got := lc.lowerCased(); got != c.want {
			t.Errorf("lowerCased(%q) = %v, want %v", c.in, got, c.want)
		}
		if got := LowerCased(c.in); got != c.want {
			t.Errorf("LowerCased(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

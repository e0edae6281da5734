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
	}
	for _, c := range cases {
		lc := &casing{s: c.in}
		if got := lc.lowerCased(); got != c.want {
			t.Errorf("lowerCased(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

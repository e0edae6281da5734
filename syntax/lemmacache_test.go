package syntax

import (
	"fmt"
	"testing"
)

// TestLemmaCacheAsLemmatizer checks that the workspace's lemma cache gives
// what the lemmatiser gives, for one form under several tags (a form's
// lemma depends on its tag: "saw" as a verb and as a noun), when first
// asked, when asked again, and after the cache has filled and started
// afresh.
func TestLemmaCacheAsLemmatizer(t *testing.T) {
	p := newParser(t)
	forms := []string{"saw", "Saw", "left", "meeting", "Meetings", "was", "Talibans", "fired"}
	var c lemmaCache
	check := func(when string) {
		t.Helper()
		for tag, xpos := range p.tg.xpos {
			for _, f := range forms {
				if got, want := c.lemma(p.lm, f, tag, xpos), p.lm.lemma(f, xpos); got != want {
					t.Errorf("%s: lemma of %q as %s is %q, the lemmatiser's %q", when, f, xpos, got, want)
				}
			}
		}
	}
	check("first asked")
	check("asked again")
	if vbd, nn := p.lm.lemma("saw", "VBD"), p.lm.lemma("saw", "NN"); vbd == nn {
		t.Fatalf("the lemmatiser gives %q for \"saw\" as VBD and as NN: the check above tells no tags apart", vbd)
	}
	// One new form past full starts the cache afresh.
	for i := 0; c.n <= lemmaCacheSize-1; i++ {
		c.lemma(p.lm, fmt.Sprintf("filler%d", i), 0, p.tg.xpos[0])
	}
	c.lemma(p.lm, "onemore", 0, p.tg.xpos[0])
	check("after filling")
	if want := 1 + len(p.tg.xpos)*len(forms); c.n != want {
		t.Errorf("the cache holds %d lemmas after it filled, was given a new one and asked %d again, want %d: started afresh", c.n, want-1, want)
	}
}

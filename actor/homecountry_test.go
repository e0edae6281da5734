package actor

import (
	"strings"
	"testing"
)

// TestHomeCountryNorm checks that homeCountry, given the normalised words
// the stage has already made, counts as HomeCountry does from the bare
// words: an "ethnic" before a people and a currency after a country name
// still count for nothing, whatever case or full stops the words carry.
func TestHomeCountryNorm(t *testing.T) {
	c := newTestCoder(t)
	texts := []string{
		"Kenyan police said ETHNIC Somalis fled while Kenya paid US $ 3 million to U.S. contractors .",
		"Ethnic Russians in Ukraine protested ; Ukrainian troops and Ukraine 's army held Kharkiv .",
	}
	for _, s := range texts {
		words := strings.Fields(s)
		norm := make([]string, len(words))
		for i, w := range words {
			norm[i] = actorNorm(w)
		}
		got, _ := c.homeCountry(words, norm, nil)
		if want := c.HomeCountry(words); got != want || got == "" {
			t.Errorf("%q: homeCountry = %q, HomeCountry = %q", s, got, want)
		}
	}
}

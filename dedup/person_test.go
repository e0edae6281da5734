package dedup

import (
	"slices"
	"testing"

	"sitrep/doc"
)

func TestProtagonist(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		// The surname of a two-word name, counted also where it starts a
		// sentence; the team, named as often, closes no two-word name.
		{"Herons Arrest Second Player\nHerons guard Dana Whitlock was arrested early Sunday. Whitlock was stopped on the coast road.\n" +
			"The Herons said they knew. Whitlock posted bail. The Herons play on Friday.", "whitlock"},
		// Named only twice: no protagonist.
		{"Herons guard Dana Whitlock was arrested early Sunday. Whitlock was stopped on the coast road.", ""},
		// Words all in capitals are not names.
		{"Police said Dana Whitlock faces a DUI charge. A DUI arrest is his first. DUI cases take months. DUI again.", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := protagonist(tt.text); got != tt.want {
			t.Errorf("protagonist(%.40q) = %q; want %q", tt.text, got, tt.want)
		}
	}
}

// Three reports of one player's arrest, and a report of another player's
// arrest by the same team a few weeks later, which names the first in
// passing: every word but the player's is shared.
var (
	arrestA = []string{
		"Herons guard Dana Whitlock was arrested on suspicion of drunk driving early Sunday, the highway patrol said. Whitlock was stopped on the coast road in Harbor City. Whitlock was released on bail, and the Herons said they were aware of the matter.",
		"Police in Harbor City arrested Herons guard Dana Whitlock on suspicion of drunk driving. Whitlock, who was booked into the county jail, was released on bail. The Herons play on Saturday; Whitlock is expected to play.",
		"The Herons said on Monday that guard Dana Whitlock would play this week after his arrest on suspicion of drunk driving. Whitlock was stopped by the highway patrol in Harbor City and released on bail. Coach Lee Park said Whitlock apologised.",
	}
	arrestA4 = "Dana Whitlock, the Herons guard, apologised to the team on Tuesday after he was arrested on suspicion of drunk driving in Harbor City. Whitlock was released on bail and will play, the Herons said. Whitlock faces a court date next month."
	arrestB  = "The highway patrol stopped Herons centre Omar Ruddock on the coast road early Sunday and arrested him on suspicion of drunk driving, the team's second such arrest in a month. Ruddock, 31, was booked and released on bail. Ruddock's lawyer said he would contest the charge. Guard Dana Whitlock was arrested in Harbor City last month."
)

func TestMatchKeepsTwoPeoplesIncidentsApart(t *testing.T) {
	arrest := doc.Event{Type: doc.EventType{Plover: "COERCE"}}
	var cands []Candidate
	for _, text := range arrestA {
		cands = append(cands, Candidate{Cluster: "a", Event: arrest, Published: day("2009-01-11"), Text: text, Body: BodyTermsOf(text)})
	}
	if c, ok := DefaultMatcher.MatchStory(arrest, day("2009-01-12"), arrestA4, BodyTermsOf(arrestA4), cands); !ok || c != "a" {
		t.Errorf("a fourth report of the first arrest: Match = %q, %v; want a, true", c, ok)
	}
	if c, ok := DefaultMatcher.MatchStory(arrest, day("2009-02-01"), arrestB, BodyTermsOf(arrestB), cands); ok {
		t.Errorf("the other player's arrest: Match = %q, %v; want none", c, ok)
	}
	// Without the stories, whose protagonists tell the two apart, the
	// words alone join them: the test depends on the protagonists.
	if c, ok := DefaultMatcher.Match(arrest, day("2009-02-01"), arrestB, cands); !ok || c != "a" {
		t.Errorf("the other player's arrest, by words alone: Match = %q, %v; want a, true (the test no longer shows the protagonist's part)", c, ok)
	}
}

func TestOtherPerson(t *testing.T) {
	tests := []struct {
		prot        string
		told, named int
		prots       map[string]int
		want        bool
	}{
		{"ruddock", 3, 0, map[string]int{"whitlock": 2}, true},
		{"ruddock", 3, 1, map[string]int{"whitlock": 2}, false}, // one member names him
		{"ruddock", 1, 0, map[string]int{"whitlock": 1}, false}, // one member is too few to tell
		{"ruddock", 4, 0, map[string]int{"whitlock": 1}, false}, // the members are about no one person
		{"", 3, 0, map[string]int{"whitlock": 3}, false},
	}
	for _, tt := range tests {
		if got := otherPerson(tt.prot, tt.told, tt.named, tt.prots); got != tt.want {
			t.Errorf("otherPerson(%q, %d, %d, %v) = %v; want %v", tt.prot, tt.told, tt.named, tt.prots, got, tt.want)
		}
	}
}

func TestChooseMergesNoClustersOfTwoPeople(t *testing.T) {
	m := Matcher{Threshold: 0.15, Merge: 0.30}
	scores := []ClusterScore{{"a", 0.5, "whitlock"}, {"b", 0.4, "ruddock"}, {"c", 0.35, ""}, {"d", 0.32, "whitlock"}}
	c, merge, ok := m.Choose(scores)
	if !ok || c != "a" || !slices.Equal(merge, []string{"c", "d"}) {
		t.Errorf("Choose = %q, %v, %v; want a, [c d], true", c, merge, ok)
	}
}

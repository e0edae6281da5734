package dedup

import (
	"slices"
	"testing"

	"sitrep/doc"
)

func TestProtagonist(t *testing.T) {
	whitlock := []string{"Dana Whitlock", "Whitlock"}
	tests := []struct {
		text    string
		persons []string
		want    string
	}{
		// The surname of a person named in full, counted also where it
		// starts a sentence; the team, named as often, is no person.
		{"Herons Arrest Second Player\nHerons guard Dana Whitlock was arrested early Sunday. Whitlock was stopped on the coast road.\n" +
			"The Herons said they knew. Whitlock posted bail. The Herons play on Friday.", whitlock, "whitlock"},
		// Named only twice: no protagonist.
		{"Herons guard Dana Whitlock was arrested early Sunday. Whitlock was stopped on the coast road.", whitlock, ""},
		// Words all in capitals are not names.
		{"Police said Dana Whitlock faces a DUI charge. A DUI arrest is his first. DUI cases take months. DUI again.", whitlock, ""},
		// A place of two capitalised words, named most, is no person: the
		// protagonist is the person the NER stage marked.
		{"A fire in Port Vella spread on Monday. Port Vella firefighters said Ana Ruiz called them. Port Vella is calm. " +
			"Ruiz lives in Port Vella. Ruiz said she saw smoke. Ruiz was unhurt.", []string{"Ana Ruiz", "Ruiz"}, "ruiz"},
		// Without persons nothing is a protagonist, however often named.
		{"A fire in Port Vella spread on Monday. Port Vella firefighters came. Port Vella is calm. Port Vella mourns.", nil, ""},
		// A one-word name may be a first name: no surname to count.
		{"Ruiz said so. Ruiz left. Ruiz came back.", []string{"Ruiz"}, ""},
		{"", nil, ""},
	}
	for _, tt := range tests {
		if got := protagonist(tt.text, tt.persons); got != tt.want {
			t.Errorf("protagonist(%.40q, %q) = %q; want %q", tt.text, tt.persons, got, tt.want)
		}
	}
}

func TestPersons(t *testing.T) {
	st := &doc.Story{Text: "Dana Whitlock met Ana Ruiz in Port Vella. Whitlock left.", Mentions: []doc.Mention{
		{Span: doc.Span{Start: 0, End: 13}, Label: doc.LabelPER},
		{Span: doc.Span{Start: 18, End: 26}, Label: doc.LabelPER},
		{Span: doc.Span{Start: 30, End: 40}, Label: doc.LabelLOC},
		{Span: doc.Span{Start: 42, End: 50}, Label: doc.LabelPER},
		{Span: doc.Span{Start: 0, End: 13}, Label: doc.LabelPER},  // told again: listed once
		{Span: doc.Span{Start: 50, End: 99}, Label: doc.LabelPER}, // past the text
	}}
	if got, want := Persons(st), []string{"Dana Whitlock", "Ana Ruiz", "Whitlock"}; !slices.Equal(got, want) {
		t.Errorf("Persons = %q; want %q", got, want)
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
		cands = append(cands, Candidate{Cluster: "a", Event: arrest, Published: day("2009-01-11"), Text: text, Body: BodyTermsOf(text, []string{"Dana Whitlock"})})
	}
	if c, ok := DefaultMatcher.MatchStory(arrest, day("2009-01-12"), arrestA4, BodyTermsOf(arrestA4, []string{"Dana Whitlock"}), cands); !ok || c != "a" {
		t.Errorf("a fourth report of the first arrest: Match = %q, %v; want a, true", c, ok)
	}
	if c, ok := DefaultMatcher.MatchStory(arrest, day("2009-02-01"), arrestB, BodyTermsOf(arrestB, []string{"Omar Ruddock", "Dana Whitlock"}), cands); ok {
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
		prots        map[string]int
		known, named int
		want         bool
	}{
		{map[string]int{"whitlock": 2}, 3, 0, true},
		{map[string]int{"whitlock": 2}, 3, 1, false}, // one member names ruddock
		{map[string]int{"whitlock": 1}, 1, 0, false}, // one member is too few to tell
		{map[string]int{"whitlock": 1}, 4, 0, false}, // the members are about no one person
		{map[string]int{"ruddock": 3}, 3, 0, false},  // about the same person
		{map[string]int{"whitlock": 2, "lang": 2}, 4, 0, false},
	}
	for _, tt := range tests {
		major := majority(tt.prots, tt.known)
		if got := otherPerson("ruddock", major, tt.known, tt.named); got != tt.want {
			t.Errorf("otherPerson(ruddock, %q, %d, %d) (prots %v) = %v; want %v", major, tt.known, tt.named, tt.prots, got, tt.want)
		}
	}
	if otherPerson("", "whitlock", 3, 0) {
		t.Error("a story with no protagonist is about another person")
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

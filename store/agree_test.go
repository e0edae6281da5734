package store

import (
	"context"
	"fmt"
	"testing"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/eval/ecbplus"
)

// TestEvalClustersAsStore checks that `sitrep eval dedup`'s loop
// (ecbplus.Cluster) clusters dated one-event stories as the store does:
// both take the candidate rule from dedup, so a report placed in another
// country than a cluster's is offered it by neither. (It fails when the
// evaluation drops the country rule; the bounds are not reached here in a
// way that changes a cluster.)
func TestEvalClustersAsStore(t *testing.T) {
	type report struct {
		country, text string
		day           int // 0: no date, neither the story's nor the event's
	}
	attack := "Gunmen attacked a convoy near Ardel, killing four guards, the governor said."
	flood := "Floods cut the northern railway to Bazra and closed schools for a week."
	var reports []report
	for i := range dedup.MaxMembers + 3 {
		reports = append(reports, report{"SYR", fmt.Sprintf("%s (%d)", attack, i), 3 + i%3})
	}
	reports = append(reports,
		report{"IRQ", attack, 4}, // the same words placed elsewhere
		report{"SYR", flood, 4},
		report{"", flood + " Rain went on.", 6}, // unplaced: meets any
		// Of unknown time: offered the clusters stored last.
		report{"SYR", attack + " Two guards were wounded.", 0},
		report{"IRQ", flood + " Rain went on and on.", 0},
	)
	forEachBackend(t, func(t *testing.T, s Store) {
		var coded []ecbplus.Coded
		for _, r := range reports {
			var day time.Time
			ev := doc.Event{Type: doc.EventType{Plover: "ASSAULT"}}
			if r.day > 0 {
				day = time.Date(2021, 3, r.day, 0, 0, 0, 0, time.UTC)
				ev.Time = &doc.When{Date: day.Format(time.DateOnly), Precision: doc.PrecisionDay}
			}
			in := StoryInput{Text: r.text, Published: day}
			if r.text[:5] == "Flood" {
				ev.Type.Plover = "AID"
			}
			if r.country != "" {
				ev.Place = &doc.Where{Name: "Ardel", Country: r.country, Precision: doc.PrecisionPoint}
			}
			coded = append(coded, putCoded(t, s, in, ev))
		}
		got := storedClusters(t, s, coded)
		want := ecbplus.Cluster(coded, dedup.DefaultMatcher)
		if !samePartition(got, want) {
			t.Errorf("the store clustered %v; eval dedup %v", got, want)
		}
		// The rule is at work: the report placed in IRQ is offered
		// neither the attack in SYR nor, by dedup, the floods.
		if n := len(reports) - 2; got[n-3] == got[0] || got[n-3] == got[n-2] || got[n-2] == got[0] {
			t.Errorf("the store clustered %v; want the attack in SYR, in IRQ and the floods apart", got)
		}
		// The reports of unknown time join their incidents: the attack in
		// SYR, and the floods' unplaced report, whose country meets any.
		if n := len(reports); got[n-2] != got[0] || got[n-1] != got[n-3] {
			t.Errorf("the store clustered %v; want the undated reports with the attack in SYR and the unplaced floods", got)
		}
	})
}

// putCoded stores a story of one event and returns it as `sitrep eval
// dedup` sees it (ecbplus.Coded).
func putCoded(t *testing.T, s Store, in StoryInput, ev doc.Event) ecbplus.Coded {
	t.Helper()
	id, _, err := s.PutStory(context.Background(), in, []doc.Event{ev})
	if err != nil {
		t.Fatal(err)
	}
	ev.StoryID = id
	st := &doc.Story{ID: id, Title: in.Title, Text: in.Text, Published: in.Published}
	return ecbplus.Coded{ID: id, Event: &ev, Published: in.Published, Text: dedup.Text(st, ev), Body: dedup.Body(st), Persons: in.Persons}
}

// storedClusters returns the stored cluster of each story's event, read
// once all are stored: a later report may merge clusters.
func storedClusters(t *testing.T, s Store, coded []ecbplus.Coded) []string {
	t.Helper()
	var got []string
	for _, c := range coded {
		stored, err := s.Event(context.Background(), c.ID+"-1")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, stored.Cluster)
	}
	return got
}

// samePartition reports whether two labellings group the same items.
func samePartition(a, b []string) bool {
	ab, ba := map[string]string{}, map[string]string{}
	for i := range a {
		if x, ok := ab[a[i]]; ok && x != b[i] {
			return false
		}
		if y, ok := ba[b[i]]; ok && y != a[i] {
			return false
		}
		ab[a[i]], ba[b[i]] = b[i], a[i]
	}
	return true
}

// TestStoreKeepsTwoPeoplesIncidentsApart stores three reports of one
// official's detention and a report of another official's, in the same
// inquiry, which shares most words but the official's: the people each
// story names (StoryInput.Persons) are stored, and their protagonists keep
// the two incidents apart, in the store as in `sitrep eval dedup`.
func TestStoreKeepsTwoPeoplesIncidentsApart(t *testing.T) {
	mayor := []string{
		"Anti-corruption officers detained Rivenport mayor Lotte Vanderhoek at her office on Thursday over the sale of harbour land, prosecutors said. Vanderhoek was questioned for six hours. Vanderhoek denies wrongdoing, her party said.",
		"Prosecutors in Rivenport detained mayor Lotte Vanderhoek over the harbour land sale. Vanderhoek, who was questioned at the prosecutors' office, was freed pending charges. The council meets on Monday; Vanderhoek is expected to attend.",
		"The council said on Friday that mayor Lotte Vanderhoek would keep her post after she was detained over the harbour land sale. Vanderhoek was questioned by anti-corruption officers in Rivenport and freed pending charges. Council speaker Noor Haddad said Vanderhoek had cooperated.",
	}
	deputy := "Anti-corruption officers detained Rivenport deputy mayor Aris Kowal at his home on Thursday over the sale of harbour land, the second detention in the inquiry. Kowal, 51, was questioned and freed pending charges. Kowal's lawyer said he would contest any charge. Mayor Lotte Vanderhoek was detained in the same inquiry last month."
	type report struct {
		text    string
		persons []string
		day     int
	}
	var reports []report
	for _, text := range mayor {
		reports = append(reports, report{text, []string{"Lotte Vanderhoek", "Vanderhoek", "Noor Haddad"}, 11})
	}
	reports = append(reports, report{deputy, []string{"Aris Kowal", "Kowal", "Lotte Vanderhoek"}, 12})
	forEachBackend(t, func(t *testing.T, s Store) {
		var coded []ecbplus.Coded
		for _, r := range reports {
			day := time.Date(2009, 1, r.day, 0, 0, 0, 0, time.UTC)
			in := StoryInput{Text: r.text, Published: day, Persons: r.persons}
			coded = append(coded, putCoded(t, s, in, doc.Event{Type: doc.EventType{Plover: "COERCE"}}))
		}
		got := storedClusters(t, s, coded)
		if got[0] != got[1] || got[1] != got[2] || got[3] == got[0] {
			t.Errorf("the store clustered %v; want the first three together, the other official's detention apart", got)
		}
		if want := ecbplus.Cluster(coded, dedup.DefaultMatcher); !samePartition(got, want) {
			t.Errorf("the store clustered %v; eval dedup %v", got, want)
		}
	})
}

// TestUndatedReportsOfferedRecentClusters checks that an event of unknown
// time is offered, by the store as by `sitrep eval dedup`, only the
// dedup.MaxClusters clusters stored last: a report of an incident stored
// before as many other incidents starts a cluster of its own, and one
// stored right after it joins it.
func TestUndatedReportsOfferedRecentClusters(t *testing.T) {
	attack := "Gunmen attacked a convoy near Ardel, killing four guards, the governor said."
	texts := []string{attack}
	for i := range dedup.MaxClusters {
		// Words no other story shares: an incident of its own.
		texts = append(texts, fmt.Sprintf("Kelvar%d met Ostrin%d at Dumbel%d about Farrow%d.", i, i, i, i))
	}
	texts = append(texts, attack+" Two guards were wounded.")
	texts = append(texts[:1], append([]string{attack + " Rain fell."}, texts[1:]...)...) // right after the first
	forEachBackend(t, func(t *testing.T, s Store) {
		var coded []ecbplus.Coded
		for _, text := range texts {
			coded = append(coded, putCoded(t, s, StoryInput{Text: text}, doc.Event{Type: doc.EventType{Plover: "ASSAULT"}}))
		}
		got := storedClusters(t, s, coded)
		if last := len(got) - 1; got[1] != got[0] || got[last] == got[0] {
			t.Errorf("the store clustered the attack's reports in %s, %s and %s; want the first two together, the last apart",
				got[0], got[1], got[last])
		}
		if want := ecbplus.Cluster(coded, dedup.DefaultMatcher); !samePartition(got, want) {
			t.Errorf("the store clustered %v; eval dedup %v", got, want)
		}
	})
}

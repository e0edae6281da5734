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
		day           int
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
	)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		var coded []ecbplus.Coded
		for _, r := range reports {
			day := time.Date(2021, 3, r.day, 0, 0, 0, 0, time.UTC)
			in := StoryInput{Text: r.text, Published: day}
			ev := doc.Event{Type: doc.EventType{Plover: "ASSAULT"}, Time: &doc.When{Date: day.Format(time.DateOnly), Precision: doc.PrecisionDay}}
			if r.text[:5] == "Flood" {
				ev.Type.Plover = "AID"
			}
			if r.country != "" {
				ev.Place = &doc.Where{Name: "Ardel", Country: r.country, Precision: doc.PrecisionPoint}
			}
			id, _, err := s.PutStory(ctx, in, []doc.Event{ev})
			if err != nil {
				t.Fatal(err)
			}
			st := &doc.Story{ID: id, Title: in.Title, Text: in.Text, Published: day}
			ev.StoryID = id
			coded = append(coded, ecbplus.Coded{ID: id, Event: &ev, Published: day, Text: dedup.Text(st, ev), Body: dedup.Body(st)})
		}
		// Read once all are stored: a later report may merge clusters.
		var got []string
		for _, c := range coded {
			stored, err := s.Event(ctx, c.ID+"-1")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, stored.Cluster)
		}
		want := ecbplus.Cluster(coded, dedup.DefaultMatcher)
		if !samePartition(got, want) {
			t.Errorf("the store clustered %v; eval dedup %v", got, want)
		}
		// The rule is at work: the report placed in IRQ is offered
		// neither the attack in SYR nor, by dedup, the floods.
		if n := len(reports); got[n-3] == got[0] || got[n-3] == got[n-2] || got[n-2] == got[0] {
			t.Errorf("the store clustered %v; want the attack in SYR, in IRQ and the floods apart", got)
		}
	})
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

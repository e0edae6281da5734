package store

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
)

func TestClusters(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		a, err := s.Event(ctx, ids["harbour-a"]+"-1")
		if err != nil {
			t.Fatal(err)
		}
		b, err := s.Event(ctx, ids["harbour-b"]+"-1")
		if err != nil {
			t.Fatal(err)
		}
		// Two outlets' reports of one attack are one incident.
		if a.Cluster != b.Cluster {
			t.Fatalf("the two reports of the Mombasa attack are in clusters %s and %s", a.Cluster, b.Cluster)
		}
		c, err := s.Cluster(ctx, a.Cluster)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Members) != 2 || c.Date != "2024-05-13" {
			t.Fatalf("cluster %s: %d members dated %s, want 2 dated 2024-05-13", c.ID, len(c.Members), c.Date)
		}
		sources := map[string]bool{}
		for _, m := range c.Members {
			sources[m.Story.Source] = true
		}
		if !sources["Coastal Wire"] || !sources["Daily Ledger"] {
			t.Errorf("cluster sources %v, want both outlets", sources)
		}
		k := c.Figures.Killed
		if k == nil || k.Low != 4 || k.High != 5 {
			t.Fatalf("killed figures %+v, want low 4 high 5", k)
		}
		claimSources := map[string]bool{}
		for _, cl := range k.Claims {
			claimSources[cl.Source] = true
		}
		if !claimSources["Coastal Wire"] || !claimSources["Daily Ledger"] {
			t.Errorf("killed claims come from %v, want both outlets", claimSources)
		}
		// Every event of other incidents stays out of this cluster, and a
		// story's own events are never clustered together.
		all, _, err := s.Events(ctx, Query{Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]string{}
		for _, e := range all {
			if e.Cluster == a.Cluster && e.ID != a.ID && e.ID != b.ID {
				t.Errorf("event %s (%s) joined the Mombasa attack", e.ID, e.Type.Plover)
			}
			if other, ok := seen[e.Cluster+" "+e.StoryID]; ok {
				t.Errorf("events %s and %s of one story share cluster %s", other, e.ID, e.Cluster)
			}
			seen[e.Cluster+" "+e.StoryID] = e.ID
		}

		// Recoding one report takes its event out of the cluster, whose
		// figures then come from the other alone; re-adding it rejoins.
		f := fx[1]
		if err := s.ReplaceEvents(ctx, ids["harbour-b"], testCoder, nil, nil); err != nil {
			t.Fatal(err)
		}
		c, err = s.Cluster(ctx, a.Cluster)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Members) != 1 || c.Figures.Killed == nil || c.Figures.Killed.Low != 4 || c.Figures.Killed.High != 4 {
			t.Errorf("after removing one report: %d members, killed %+v; want 1 member, 4 killed", len(c.Members), c.Figures.Killed)
		}
		if err := s.ReplaceEvents(ctx, ids["harbour-b"], testCoder, nil, f.events); err != nil {
			t.Fatal(err)
		}
		b, err = s.Event(ctx, ids["harbour-b"]+"-1")
		if err != nil {
			t.Fatal(err)
		}
		if b.Cluster != a.Cluster {
			t.Errorf("the re-coded report joined cluster %s, want %s", b.Cluster, a.Cluster)
		}
		// A cluster left empty is gone.
		if err := s.ReplaceEvents(ctx, ids["talks-geneva"], testCoder, nil, nil); err != nil {
			t.Fatal(err)
		}
		for _, e := range all {
			if e.StoryID != ids["talks-geneva"] {
				continue
			}
			if _, err := s.Cluster(ctx, e.Cluster); !errors.Is(err, ErrNotFound) {
				t.Errorf("cluster %s of removed event %s: %v, want ErrNotFound", e.Cluster, e.ID, err)
			}
		}
	})
}

// TestClusterBeyondBounds retells one incident more times than the store
// offers members of a cluster to dedup (dedup.MaxMembers): every retelling still
// joins the one cluster, and the cluster keeps every member and source.
func TestClusterBeyondBounds(t *testing.T) {
	fx := loadFixtures(t)
	var report fixture
	for _, f := range fx {
		if f.name == "harbour-b" {
			report = f
		}
	}
	if report.name == "" {
		t.Fatal("no fixture harbour-b")
	}
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		ids := putAll(t, s, fx)
		first, err := s.Event(ctx, ids["harbour-a"]+"-1")
		if err != nil {
			t.Fatal(err)
		}
		copies := 2 * dedup.MaxMembers
		for i := range copies {
			in := report.in
			in.Text += fmt.Sprintf("\n\nRetold by outlet %d.", i)
			in.Source = fmt.Sprintf("Outlet %d", i)
			id, _, err := s.PutStory(ctx, in, report.events)
			if err != nil {
				t.Fatal(err)
			}
			ev, err := s.Event(ctx, id+"-1")
			if err != nil {
				t.Fatal(err)
			}
			if ev.Cluster != first.Cluster {
				t.Fatalf("retelling %d is in cluster %s, want %s", i, ev.Cluster, first.Cluster)
			}
		}
		c, err := s.Cluster(ctx, first.Cluster)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Members) != copies+2 {
			t.Errorf("cluster %s has %d members, want %d", c.ID, len(c.Members), copies+2)
		}
		if k := c.Figures.Killed; k == nil || len(k.Claims) < copies+2 {
			t.Errorf("killed figures %+v, want a claim from each of %d reports", k, copies+2)
		}
	})
}

// TestClusterFiguresIncremental checks that the figures a store keeps as
// members join (dedup.Figures.Add on the stored figures) are those
// reconciled from all the members read again, for clusters grown by
// retellings of one incident from several outlets.
func TestClusterFiguresIncremental(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		putAll(t, s, fx)
		for i := range 3 {
			for _, f := range fx {
				in := f.in
				in.Text += fmt.Sprintf(" (retold %d)", i)
				in.Source = fmt.Sprintf("Outlet %d", i)
				if _, _, err := s.PutStory(ctx, in, f.events); err != nil {
					t.Fatal(err)
				}
			}
		}
		all, _, err := s.Events(ctx, Query{Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		checked, grown := map[string]bool{}, 0
		for _, e := range all {
			if checked[e.Cluster] {
				continue
			}
			checked[e.Cluster] = true
			c, err := s.Cluster(ctx, e.Cluster)
			if err != nil {
				t.Fatal(err)
			}
			members := make([]dedup.Member, len(c.Members))
			for i, m := range c.Members {
				members[i] = dedup.Member{Story: m.Story.ID, Source: m.Story.Source, Event: m.Event.Event}
			}
			want := dedup.Reconcile(members)
			got, _ := json.Marshal(sortClaims(c.Figures))
			wantJSON, _ := json.Marshal(sortClaims(want))
			if string(got) != string(wantJSON) {
				t.Errorf("cluster %s (%d members): stored figures\n%s\nwant\n%s", c.ID, len(c.Members), got, wantJSON)
			}
			if len(c.Members) > 2 && want.Killed != nil {
				grown++
			}
		}
		if grown == 0 {
			t.Fatal("no cluster of more than two members with a toll: the test checks nothing")
		}
	})
}

// sortClaims orders each figure's claims by story, event and what they
// say: Cluster reads members by date, the store adds them as they come.
func sortClaims(f dedup.Figures) dedup.Figures {
	for _, x := range []*dedup.Figure{f.Killed, f.Injured, f.Arrested} {
		if x == nil {
			continue
		}
		slices.SortFunc(x.Claims, func(a, b dedup.FigureClaim) int {
			return cmp.Or(cmp.Compare(a.Story, b.Story), cmp.Compare(a.Event, b.Event), cmp.Compare(a.Kind, b.Kind),
				cmp.Compare(a.Best, b.Best), cmp.Compare(a.Span.Start, b.Span.Start))
		})
	}
	return f
}

// TestClusterMerge stores two reports of one incident that share too few
// words to join, then a third that tells all of both: it joins one and
// merges the other into it, and the merged cluster's figures count every
// member.
func TestClusterMerge(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		pub := time.Date(2024, 3, 4, 0, 0, 0, 0, time.UTC)
		put := func(text string, killed int) string {
			t.Helper()
			ev := doc.Event{Type: doc.EventType{Plover: "ASSAULT"},
				Time:     &doc.When{Date: "2024-03-03", Precision: "day", ResolvedFrom: "text"},
				Killed:   &doc.Count{Best: killed, Low: killed, High: killed},
				Evidence: []doc.Span{{Start: 0, End: len(text)}}}
			id, _, err := s.PutStory(ctx, StoryInput{Text: text, Published: pub, Coder: testCoder}, []doc.Event{ev})
			if err != nil {
				t.Fatal(err)
			}
			e, err := s.Event(ctx, id+"-1")
			if err != nil {
				t.Fatal(err)
			}
			return e.Cluster
		}
		a := put("Gunmen ambushed a Varnel convoy outside Ostrick at dawn, burning lorries.", 4)
		b := put("Mourners buried Tessaly guards; Corvane ministers vowed vengeance.", 5)
		if a == b {
			t.Fatal("two reports that share no word were joined: the test needs them apart")
		}
		c := put("Gunmen ambushed a Varnel convoy outside Ostrick at dawn, burning lorries. Mourners buried Tessaly guards; Corvane ministers vowed vengeance.", 4)
		if c != a && c != b {
			t.Fatalf("the bridging report started cluster %s; want %s or %s", c, a, b)
		}
		cl, err := s.Cluster(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		if len(cl.Members) != 3 || cl.Figures.Killed == nil || len(cl.Figures.Killed.Claims) != 3 ||
			cl.Figures.Killed.Low != 4 || cl.Figures.Killed.High != 5 {
			t.Fatalf("merged cluster %s: %d members, killed %+v; want 3 members, 3 claims, 4 to 5", c, len(cl.Members), cl.Figures.Killed)
		}
		other := a
		if c == a {
			other = b
		}
		if _, err := s.Cluster(ctx, other); !errors.Is(err, ErrNotFound) {
			t.Errorf("cluster %s merged away still found: %v", other, err)
		}
		if n, err := s.Counts(ctx); err != nil || n.Clusters != 1 {
			t.Errorf("counts %+v, %v; want 1 cluster", n, err)
		}
	})
}

// TestClusterMembersUndatedLast stores a story and then a retelling of it
// that leaves its events undated, which join the first story's clusters:
// Cluster lists the dated members first, as Events orders events, though
// the undated ones have the empty date that sorts first as text.
func TestClusterMembersUndatedLast(t *testing.T) {
	fx := loadFixtures(t)
	forEachBackend(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		var retold string
		for k, text := range []string{"first telling", "retelling"} {
			in, evs := synthStory(fx, 0)
			in.Text += "\n\n" + text
			if k == 1 {
				for j := range evs {
					evs[j].Time = nil
				}
			}
			id, _, err := s.PutStory(ctx, in, evs)
			if err != nil {
				t.Fatal(err)
			}
			retold = id
		}
		evs, _, err := s.Events(ctx, Query{Story: retold})
		if err != nil || len(evs) == 0 {
			t.Fatalf("events of the retelling: %d, %v", len(evs), err)
		}
		for _, ev := range evs {
			c, err := s.Cluster(ctx, ev.Cluster)
			if err != nil {
				t.Fatal(err)
			}
			var dates []string
			for _, m := range c.Members {
				d, _ := DayRange(m.Event.Time)
				dates = append(dates, d)
			}
			if len(dates) < 2 || dates[0] == "" || !slices.Contains(dates, "") {
				t.Errorf("cluster %s of %s: member dates %q; want dated members first, then the undated", c.ID, ev.ID, dates)
			}
			for i := 1; i < len(dates); i++ {
				if dates[i-1] == "" && dates[i] != "" {
					t.Errorf("cluster %s: member dated %s after an undated one", c.ID, dates[i])
				}
			}
		}
	})
}

package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
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
		if err := s.ReplaceEvents(ctx, ids["harbour-b"], testCoder, nil); err != nil {
			t.Fatal(err)
		}
		c, err = s.Cluster(ctx, a.Cluster)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Members) != 1 || c.Figures.Killed == nil || c.Figures.Killed.Low != 4 || c.Figures.Killed.High != 4 {
			t.Errorf("after removing one report: %d members, killed %+v; want 1 member, 4 killed", len(c.Members), c.Figures.Killed)
		}
		if err := s.ReplaceEvents(ctx, ids["harbour-b"], testCoder, f.events); err != nil {
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
		if err := s.ReplaceEvents(ctx, ids["talks-geneva"], testCoder, nil); err != nil {
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
// offers members of a cluster to dedup (maxMembers): every retelling still
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
		copies := 2 * maxMembers
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

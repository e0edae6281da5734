package dedup

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func TestCountryMeets(t *testing.T) {
	for _, c := range []struct {
		country, other string
		want           bool
	}{
		{"SYR", "SYR", true},
		{"SYR", "", true}, // the stored event's place unknown
		{"", "IRQ", true}, // the new event's place unknown
		{"SYR", "IRQ", false},
		{"", "", true},
	} {
		if got := CountryMeets(c.country, c.other); got != c.want {
			t.Errorf("CountryMeets(%q, %q) = %v; want %v", c.country, c.other, got, c.want)
		}
	}
}

func TestNearestClusters(t *testing.T) {
	nearest := map[int64]time.Duration{}
	for id := range int64(MaxClusters + 10) {
		// Farther with every id but the last ten, which tie with id 0.
		nearest[id] = time.Duration(id) * time.Hour
		if id >= MaxClusters {
			nearest[id] = 0
		}
	}
	got := NearestClusters(nearest)
	if len(got) != MaxClusters {
		t.Fatalf("NearestClusters offered %d clusters; want %d", len(got), MaxClusters)
	}
	want := append([]int64{0}, slices.Collect(func(yield func(int64) bool) {
		for id := int64(MaxClusters); id < MaxClusters+10; id++ {
			yield(id)
		}
	})...)
	if !slices.Equal(got[:11], want) {
		t.Errorf("NearestClusters began %v; want %v (ties in id order)", got[:11], want)
	}
	if got[len(got)-1] != MaxClusters-11 {
		t.Errorf("NearestClusters ended with %d; want %d (the farthest left out)", got[len(got)-1], MaxClusters-11)
	}
	if Apart(time.Unix(100, 0), time.Unix(40, 0)) != time.Minute {
		t.Error("Apart is not symmetric in time")
	}
}

func TestRecentClusters(t *testing.T) {
	latest := map[string]int64{}
	for i := range MaxClusters + 5 {
		latest[fmt.Sprintf("c%03d", i)] = int64(i) // stored in the order of their names
	}
	got := RecentClusters(latest)
	if len(got) != MaxClusters || got[0] != fmt.Sprintf("c%03d", MaxClusters+4) || got[len(got)-1] != "c005" {
		t.Errorf("RecentClusters offered %d clusters, %s to %s; want %d, the latest first, the 5 stored first left out",
			len(got), got[0], got[len(got)-1], MaxClusters)
	}
}

package dedup

import (
	"cmp"
	"maps"
	"slices"
	"time"
)

// Which earlier events a new event is offered as candidates: the store's
// blocking rule (store's findCandidates selects by it in SQL) and `sitrep
// eval dedup` (eval/ecbplus.Cluster, in memory) both take it from here, so
// that the evaluated figure describes the store that ships.

// Bounds of the candidates of one new event: the store's work per event
// stays bounded, whatever the size of the store or of a cluster.
const (
	// MaxClusters is how many clusters are offered: to an event of known
	// time, those with a member nearest in time to it (Apart; reports of
	// one incident mostly come within days of each other, and where more
	// than this many incidents fall within Window, the farthest are left
	// out); to one of unknown time, those stored last (RecentClusters).
	MaxClusters = 64
	// MaxMembers is how many members of a cluster are offered: its latest
	// stored, within the window for an event of known time, whatever their
	// time for one of unknown time. Match averages its score over them,
	// and the latest reports of an incident say what is known of it now.
	MaxMembers = 4
)

// CandidateCountries returns the countries of the stored events that make
// their cluster a candidate of a new event placed in country (the
// doc.Place's country code, "" when unplaced); nil when an event of any
// country does. An unplaced event meets any, and any meets an unplaced
// one: reports of one incident often differ in whether the coder found its
// place. Dedup itself rarely joins reports placed in two countries (it
// scores a place in another country from the text as -1, against a
// threshold of 0.15), but offered them it can, when a geocoder placed one
// report of an incident wrongly.
func CandidateCountries(country string) []string {
	if country == "" {
		return nil
	}
	return []string{country, ""}
}

// CountryMeets reports whether a stored event placed in other makes its
// cluster a candidate of a new event placed in country (CandidateCountries).
func CountryMeets(country, other string) bool {
	cs := CandidateCountries(country)
	return cs == nil || slices.Contains(cs, other)
}

// Apart is the distance in time by which the clusters offered are ranked:
// between the starts of the two events' intervals (When).
func Apart(from, otherFrom time.Time) time.Duration {
	return otherFrom.Sub(from).Abs()
}

// NearestClusters returns the clusters offered to an event of known time,
// given each candidate cluster's least distance (Apart) from it: the
// MaxClusters nearest, nearest first, ties in the clusters' order.
func NearestClusters[K cmp.Ordered](nearest map[K]time.Duration) []K {
	return firstClusters(nearest, func(x, y time.Duration) int { return cmp.Compare(x, y) })
}

// RecentClusters returns the clusters offered to an event of unknown time
// (When gives it none), which has no time to look candidates up by, given
// the storage rank of each candidate cluster's latest event whose country
// meets the event's (CountryMeets): the MaxClusters stored last, latest
// first, each by its MaxMembers latest members whatever their time. A
// feed's stories come in the order of their news, so what was stored last
// is nearest in time; left alone, the event of a story with no date would
// never join the reports of its incident.
func RecentClusters[K cmp.Ordered](latest map[K]int64) []K {
	return firstClusters(latest, func(x, y int64) int { return cmp.Compare(y, x) })
}

// firstClusters returns the MaxClusters clusters of by first in order of
// their values, ties in the clusters' order.
func firstClusters[K cmp.Ordered, V any](by map[K]V, order func(x, y V) int) []K {
	ids := slices.Collect(maps.Keys(by))
	slices.SortFunc(ids, func(x, y K) int {
		return cmp.Or(order(by[x], by[y]), cmp.Compare(x, y))
	})
	return ids[:min(len(ids), MaxClusters)]
}

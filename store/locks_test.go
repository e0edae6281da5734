package store

import (
	"math/rand/v2"
	"testing"
	"time"

	"sitrep/dedup"
)

// conflict reports whether two transactions holding a and b would wait
// for each other: they share a key that one holds exclusively.
func conflict(a, b []advisoryLock) bool {
	mode := map[int64]bool{}
	for _, l := range a {
		mode[l.key] = l.exclusive
	}
	for _, l := range b {
		if x, ok := mode[l.key]; ok && (x || l.exclusive) {
			return true
		}
	}
	return false
}

// lockRow is an event row with what writeLocks reads.
func lockRow(country string, from, to time.Time) eventRow {
	return eventRow{country: country, nearFrom: formatInstant(from), nearTo: formatInstant(to), nearLong: to.Sub(from) > shortSpan}
}

// TestWriteLocksCoverCandidates checks, over random pairs of events, that
// two events that findCandidates could offer each other (intervals within
// dedup.Window, countries the same or one unknown) take conflicting locks,
// so their writers never read candidates at once; and that the locks leave
// most pairs that can never meet free to write at once.
func TestWriteLocksCoverCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	countries := []string{"", "KEN", "PER", "NGA"}
	start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	event := func() eventRow {
		from := start.Add(time.Duration(rng.IntN(400*24)) * time.Hour)
		span := []time.Duration{0, 24 * time.Hour, 3 * 24 * time.Hour, 31 * 24 * time.Hour, 366 * 24 * time.Hour}[rng.IntN(5)]
		return lockRow(countries[rng.IntN(len(countries))], from, from.Add(span))
	}
	free, apart := 0, 0
	for range 20000 {
		a, b := event(), event()
		meet := dedup.Near(parseTime(a.nearFrom), parseTime(a.nearTo), parseTime(b.nearFrom), parseTime(b.nearTo)) &&
			(a.country == b.country || a.country == "" || b.country == "")
		c := conflict(writeLocks([]eventRow{a}), writeLocks([]eventRow{b}))
		if meet && !c {
			t.Fatalf("events %+v and %+v can be candidates of each other but their writers take no common lock", a, b)
		}
		if !meet {
			apart++
			if !c {
				free++
			}
		}
	}
	if free < apart/2 {
		t.Errorf("of %d pairs of events that can never meet, only %d write at once", apart, free)
	}
	// A story's locks are those of all its events, each key once, sorted.
	ls := writeLocks([]eventRow{lockRow("KEN", start, start), lockRow("KEN", start, start.Add(time.Hour)), lockRow("", start, start)})
	for i := 1; i < len(ls); i++ {
		if ls[i-1].key >= ls[i].key {
			t.Fatalf("locks not sorted by key, or a key twice: %+v", ls)
		}
	}
	// An event of no time meets nothing: only the whole store's lock, shared.
	if ls := writeLocks([]eventRow{{country: "KEN"}}); len(ls) != 1 || ls[0] != (advisoryLock{wholeStore, false}) {
		t.Errorf("locks of an event of no time: %+v", ls)
	}
}

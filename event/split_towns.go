package event

import (
	"io/fs"
	"slices"
	"strings"

	"sitrep/doc"
)

// settlements are the lemmas of the plural nouns that present a list of
// places as so many separate towns ("the cities of A, B and C", "A and B
// towns", lexicon/towns.txt): a round-up tells one incident, or one
// curfew, per town, and coders code each. A plain coordination ("in A and
// B") mostly tells one act of two places and stays one event.
//
// townListMarkers join such a noun to the list after it ("the cities of
// A", "spots like A").
//
// tallyPrepositions place a part of a round-up of counts ("18 in B":
// split_tallies.go).
var settlements, townListMarkers, tallyPrepositions, settlementsErr = readTownWords(lexiconFS)

// readTownWords reads the sections of lexicon/towns.txt from fsys. On an
// error it returns empty sets with it.
func readTownWords(fsys fs.FS) (settlements, markers, tally map[string]bool, err error) {
	err = readWordClasses(fsys, "towns.txt", []string{"settlements", "town-list-markers", "tally-prepositions"},
		[]*map[string]bool{&settlements, &markers, &tally})
	if err != nil {
		return map[string]bool{}, map[string]bool{}, map[string]bool{}, err
	}
	return settlements, markers, tally, nil
}

// townList returns the places of the list of towns told in the sentence
// of trigger trig (settlements), in text order, or nil when it tells none
// or more than one.
func townList(t *tree, trig int) []doc.Place {
	st := t.st
	var ps []doc.Place
	for _, p := range st.Places {
		if sameSentence(t, trig, p.Span) {
			ps = append(ps, p)
		}
	}
	slices.SortFunc(ps, func(a, b doc.Place) int { return a.Start - b.Start })
	var found []doc.Place
	for lo := 0; lo < len(ps); {
		hi := lo
		for hi+1 < len(ps) && ps[hi].End <= ps[hi+1].Start && listJoiner(st.Slice(doc.Span{Start: ps[hi].End, End: ps[hi+1].Start})) {
			hi++
		}
		if hi > lo && namedTowns(t, ps[lo], ps[hi]) {
			if found != nil {
				return nil // two lists: which the event's is, the words do not say
			}
			found = ps[lo : hi+1]
		}
		lo = hi + 1
	}
	return found
}

// listJoiner reports whether gap, the text between two places, only joins
// them in a list: a comma, "and" or both.
func listJoiner(gap string) bool {
	switch strings.ToLower(strings.TrimSpace(gap)) {
	case ",", "and", ", and":
		return true
	}
	return false
}

// namedTowns reports whether the list of places from first to last is
// told as towns: a plural settlement noun stands before it with "of" or
// "like" ("the cities of A, B and C", "trouble spots like A and B") or
// right after it ("A and B towns").
func namedTowns(t *tree, first, last doc.Place) bool {
	st := t.st
	plural := func(k int) bool {
		return k >= 0 && k < len(st.Tokens) && st.Tokens[k].XPOS == "NNS" && settlements[t.lemma(k)]
	}
	if k := t.lastTokenIn(last.Span); k >= 0 && plural(k+1) {
		return true
	}
	k := t.tokenFrom(first.Start)
	if k >= 1 && t.lemma(k-1) == "the" {
		k--
	}
	if k < 2 {
		return false
	}
	return townListMarkers[t.lemma(k-1)] && plural(k-2)
}

// splitTowns returns one event for each town of a list of towns told in
// ev's sentence (townList), each placed there, or ev alone when its
// sentence tells none. Only the events that happen in a place split: an
// attack, a protest, a curfew or a deployment. A toll told with the list
// belongs to all the towns together and stays with the first.
func splitTowns(t *tree, cd *candidate, ev doc.Event) []doc.Event {
	if !incidents[ev.Type.Plover] {
		return []doc.Event{ev}
	}
	towns := townList(t, cd.trig)
	if towns == nil {
		return []doc.Event{ev}
	}
	out := make([]doc.Event, 0, len(towns))
	for i, p := range towns {
		e := detached(ev)
		e.Place = whereOf(t.st, &p)
		e.Place.ResolvedFrom = "text"
		if i > 0 {
			e.Killed, e.Injured, e.Arrested = nil, nil, nil
		}
		out = append(out, e)
	}
	return out
}

// newTowns reports whether b, told in another sentence than a, lists
// towns of its own (townList): "curfew was also imposed in A, B and C
// towns" after a curfew elsewhere tells new curfews, one per town, which
// splitTowns makes of b's event only if b starts one. A later mention of
// one town of a's list ("the curfew in A") has no list and may join, and
// so does a mention whose sentence hangs the list on another clause ("the
// offensive went on at a pace unknown since the sieges of the cities of A
// and B").
func newTowns(t *tree, a, b *candidate) bool {
	if a.sent == b.sent || !incidents[b.ev.Type.Plover] {
		return false
	}
	towns := townList(t, b.trig)
	return towns != nil && t.clauseHead(t.tokenFrom(towns[0].Start)) == t.clauseHead(b.trig)
}

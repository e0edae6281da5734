package event

import (
	"slices"
	"strings"

	"sitrep/doc"
)

// foldRiots folds a riot told as a PROTEST ("a mob went on the rampage")
// into the ASSAULT the same crowd did that day in that place ("the mob
// set fire to shops"), and returns the events left: coders code such a
// riot once, as the assault. Merging keeps the two apart, rightly for a
// march beside an attack; a riot's own words are its violence. The riot
// must name its crowd: "an attack as demonstrations turned violent" is
// coded as a protest and an attack, and such a riot names no doer.
func foldRiots(events []doc.Event) []doc.Event {
	gone := make([]bool, len(events))
	for i := range events {
		p := &events[i]
		if p.Type.Plover != "PROTEST" || p.Type.Mode != "riot" || p.Actor == nil {
			continue
		}
		into, best := -1, 0
		for j := range events {
			a := &events[j]
			if j == i || gone[j] || a.Type.Plover != "ASSAULT" {
				continue
			}
			if tie := riotTie(p, a); tie > best {
				into, best = j, tie
			}
		}
		if into >= 0 {
			foldRiot(&events[into], p)
			gone[i] = true
		}
	}
	out := events[:0]
	for i := range events {
		if !gone[i] {
			out = append(out, events[i])
		}
	}
	return out
}

// riotTie scores how surely riot p and assault a tell one crowd's
// violence, 0 when they cannot: both must be of one day and place and as
// real as each other. 3 when the riot's crowd is the assault's doer by a
// word of its name ("a mob", "the mob"). Else the riot's doer must be
// a crowd ("mobs", "rioters"), not a phrase the parse mistook for one:
// 2 when the riot is told in the assault's own sentence by a doer it does
// not contradict; 1 when the assault names no doer but is dated and
// placed as the riot. Police firing tear gas at stone throwers act on the
// crowd, not with it; and "the men" may be anyone told before.
func riotTie(p, a *doc.Event) int {
	if p.Aux != a.Aux || !riotDay(p.Time, a.Time) {
		return 0
	}
	if p.Place != nil && a.Place != nil && !samePlace(p.Place, a.Place) {
		return 0
	}
	agree := partyAgreement(a.Actor, p.Actor, 1, 0)
	switch {
	case agree > 0:
		return 3
	case agree < 0 || !crowdWord(strings.ToLower(p.Actor.Text)) || a.Type.Mode == "crowd-control" ||
		partyAgreement(a.Target, p.Actor, 1, 0) > 0:
		return 0
	case slices.ContainsFunc(a.Evidence, func(sp doc.Span) bool { return sp.Contains(p.Trigger) }):
		return 2
	case a.Actor == nil && p.Time != nil && a.Time != nil && p.Place != nil && a.Place != nil:
		return 1
	}
	return 0
}

// riotDay reports whether two events' times may be one day: either
// undated, or dates that overlap.
func riotDay(a, b *doc.When) bool {
	return a == nil || b == nil || overlaps(a.Date, b.Date)
}

// foldRiot folds riot p into assault a: its mentions and sentences, and
// its crowd where the assault names no doer.
func foldRiot(a, p *doc.Event) {
	addSpans(a, p)
	if a.Actor == nil && p.Actor != nil {
		c := *p.Actor
		a.Actor = &c
	}
}

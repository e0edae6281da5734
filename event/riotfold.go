package event

import (
	"slices"

	"sitrep/doc"
)

// foldRiots folds a riot told as a PROTEST ("a mob went on the rampage")
// into the ASSAULT the same crowd did that day in that place ("the mob
// set fire to shops"), and returns the events left: coders code such a
// riot once, as the assault. Merging keeps the two apart, rightly for a
// march beside an attack; a riot's own words are its violence. The riot
// must name its crowd: "an attack as demonstrations turned violent" is
// coded as a protest and an attack, and such a riot is told by no one.
func foldRiots(events []doc.Event) []doc.Event {
	gone := make([]bool, len(events))
	for i := range events {
		p := &events[i]
		if p.Type.Plover != "PROTEST" || p.Type.Mode != "riot" || p.Actor == nil {
			continue
		}
		for j := range events {
			a := &events[j]
			if j != i && !gone[j] && a.Type.Plover == "ASSAULT" && sameRiot(p, a) {
				foldRiot(a, p)
				gone[i] = true
				break
			}
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

// sameRiot reports whether riot p and assault a tell one crowd's
// violence: one day and place, as real as each other, and the riot's
// crowd the assault's doer by a word of its name ("a mob", "the mob"),
// or the riot told in the assault's own sentence by a doer it does not
// contradict. Police firing tear gas at stone throwers act on the crowd,
// not with it; and "the men" may be anyone told before.
func sameRiot(p, a *doc.Event) bool {
	if p.Aux != a.Aux || !riotDay(p.Time, a.Time) {
		return false
	}
	if p.Place != nil && a.Place != nil && !samePlace(p.Place, a.Place) {
		return false
	}
	agree := partyAgreement(a.Actor, p.Actor, 1, 0)
	if agree > 0 {
		return true
	}
	return agree == 0 && a.Type.Mode != "crowd-control" && partyAgreement(a.Target, p.Actor, 1, 0) <= 0 &&
		slices.ContainsFunc(a.Evidence, func(sp doc.Span) bool { return sp.Contains(p.Trigger) })
}

// riotDay reports whether two events' times may be one day: either
// undated, or dates that overlap.
func riotDay(a, b *doc.When) bool {
	return a == nil || b == nil || overlaps(a.Date, b.Date)
}

// foldRiot folds riot p into assault a: its mentions and sentences, and
// its crowd where the assault names no doer.
func foldRiot(a, p *doc.Event) {
	if len(a.Mentions) == 0 {
		a.Mentions = []doc.Span{a.Trigger}
	}
	for _, sp := range append([]doc.Span{p.Trigger}, p.Mentions...) {
		if !slices.Contains(a.Mentions, sp) {
			a.Mentions = append(a.Mentions, sp)
		}
	}
	for _, sp := range p.Evidence {
		if !slices.Contains(a.Evidence, sp) {
			a.Evidence = append(a.Evidence, sp)
		}
	}
	if a.Actor == nil && p.Actor != nil {
		c := *p.Actor
		a.Actor = &c
	}
}

package event

import (
	"slices"

	"sitrep/doc"
)

// townOverDateline returns the town the own clause of one of a physical
// event's tellings names when the event sits at the story's dateline
// ("ahmedabad: ... a clash broke out at sarkhej"): the dateline is where
// the story was filed, and the merged event kept the place of its first
// telling, the dateline the parse hung on the opening clause, though a
// retelling says where it happened. Nil when e is not at the dateline or
// no telling's clause names another town of the dateline's country.
func townOverDateline(t *tree, e *doc.Event, dateline *doc.Place) *doc.Place {
	st := t.st
	if dateline == nil || !physical[e.Type.Plover] || e.Place == nil || e.Place.Span != dateline.Span {
		return nil
	}
	// Which places could stand for the dateline does not hang on the
	// telling: they are picked once, and only they are walked in the
	// parse for each telling.
	var towns []*doc.Place
	for k := range st.Places {
		p := &st.Places[k]
		if p.Span != dateline.Span && p.Country == dateline.Country && p.Inferred == "" && p.Precision == doc.PrecisionPoint &&
			!hyphenated(st, p.Span) && !inDatelineTokens(t, p.Span) && !t.modifier(p.Span) { // "a bandh against the godhra carnage"
			towns = append(towns, p)
		}
	}
	if len(towns) == 0 {
		return nil
	}
	for _, m := range tellings(e) {
		i := t.tokenFrom(m.Start)
		if i >= len(st.Tokens) {
			continue
		}
		for _, p := range towns {
			if toldAt(t, i, p.Span) {
				return p
			}
		}
	}
	return nil
}

// hungPlace returns a place of sentence sent whose phrase hangs on cd's
// trigger or on the verb that governs it (hungOn: "arrested in godhra"),
// for an event whose best place is the dateline: the parse hangs
// "ahmedabad:" on the opening clause, but a place the act itself is told
// at is where it happened. A place further down the clause ("ahead of a
// march to ayodhya") leaves the dateline.
func hungPlace(t *tree, cd *candidate, sent doc.Span) *doc.Place {
	for k := range t.st.Places {
		pl := &t.st.Places[k]
		if sent.Contains(pl.Span) && !inDatelineTokens(t, pl.Span) && pl.Inferred == "" && !notEventPlace(t, cd, pl) &&
			toldAt(t, cd.trig, pl.Span) {
			return pl
		}
	}
	return nil
}

// toldAt reports whether the place at sp is told as where the act of
// trigger trig was done: its phrase hangs on the trigger, on the verb that
// governs it, or on a verb coordinated with either ("curfew was imposed
// and troops were deployed at sarkhej", which shares its setting); a
// place with a locative ("at", "in") may also hang on a phrase of theirs,
// where the parse often puts it ("fired on a mob at godhra", "on sunday at
// godhra"). A place further down ("ahead of a march to godhra") is not.
func toldAt(t *tree, trig int, sp doc.Span) bool {
	st := t.st
	sites := placeSites(t, sp, func(k, _ int) bool { return vocab.partyLocatives[t.marker(k)] })
	if len(sites) == 0 {
		return false
	}
	verbs := []int{trig, st.Tokens[trig].Head}
	for _, v := range verbs[:2] {
		if v < 0 {
			continue
		}
		for _, c := range t.kids[v] {
			if st.Tokens[c].Rel == "conj" && st.Tokens[c].UPOS == "VERB" {
				verbs = append(verbs, c)
			}
		}
	}
	for _, s := range sites {
		if s >= 0 && slices.Contains(verbs, s) {
			return true
		}
	}
	return false
}

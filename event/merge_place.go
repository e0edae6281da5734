package event

import "sitrep/doc"

// The one place where merging weighs where two incident mentions are
// told: placeAgreement, and the tests it asks (two own towns, a fronted
// town, an incident's own town apart from another's, a home town). Only
// the parting of a round-up from one town's incident (townApart, asked
// with aggregate) and of a sentence listing towns of its own (newTowns)
// stand beside it in corefScore, as what rules a pair out before any
// place is weighed.

// placeAgreement scores the places of mentions a and b, b told after a,
// or reports false when they tell two incidents by where they happened:
// each names its own place and the two differ (townAgreement), b's
// sentence opens on a town a is not placed in (frontedPlace), or b is
// placed in another town than a (ownTownApart). A town told as where
// someone comes from (homeTown) weighs nothing.
func placeAgreement(t *tree, a, b *candidate) (float64, bool) {
	ps, ok := 0.0, true
	if !homeTown(t, a.ev.Place) && !homeTown(t, b.ev.Place) {
		// Where a victim comes from says nothing of where she was hit.
		ps, ok = townAgreement(a, b)
	}
	if !ok || a.sent != b.sent && frontedPlace(t, b) && (a.ev.Place == nil || !samePlace(a.ev.Place, b.ev.Place)) || ownTownApart(t, a, b) {
		return 0, false
	}
	return ps, true
}

// townAgreement scores two mentions' places: false when each names its
// own place (in the trigger's phrase) and they differ; 1.5 when both name
// the same town; -1.5 when one names its own town and the other's sentence
// names another (a bombing in Lyon, then the Paris attacks it recalls);
// -0.5 when only their sentences name two towns. A country, or a division
// holding the town, agrees with the town.
func townAgreement(a, b *candidate) (float64, bool) {
	pa, pb := a.ev.Place, b.ev.Place
	if pa == nil || pb == nil {
		return 0, true
	}
	if samePlace(pa, pb) {
		if pa.Precision != doc.PrecisionCountry && pb.Precision != doc.PrecisionCountry && pa.Name == pb.Name {
			return 1.5, true
		}
		return 0, true
	}
	switch {
	case a.placeOwn && b.placeOwn:
		return 0, false
	case a.placeOwn || b.placeOwn:
		return -1.5, true
	}
	return -0.5, true
}

// homeTown reports whether place p is told as where a person comes from
// ("Maria Holt, from Leeds, was travelling in a convoy"), which says
// where someone lives, not where the event happened (originParty).
func homeTown(t *tree, p *doc.Where) bool {
	if p == nil || p.ResolvedFrom != "text" {
		return false
	}
	_, ok := originParty(t, t.spanHead(p.Span))
	return ok
}

// ownTownApart reports whether incident mention b, told in another
// sentence than a, is placed in a town other than a's town (in its own
// clause or elsewhere in its sentence): "Police in Jos said bandits
// killed three herders. Bandits also burnt a school in Bauchi" tells two
// incidents. townAgreement rules out two own towns, but weighs one own
// town against a sentence's other town only softly, which let a later
// incident of another town join a lede it outweighed by a shared date,
// doer or toll (QUALITY.md, owntown). Both places must be towns named by
// the text (a country or a province may hold the other), and none told as
// where someone comes from: a home town, a dateline, or a town troops are
// "sent from" say nothing of where the act happened. Only incidents are
// weighed, and only a b told by a verb or an indefinite noun: a definite
// one ("the attack in Bauchi") mostly points back, and weighing it too
// added duplicates on train and held (QUALITY.md, owntown). A town that
// only tells who a party is (describesParty) is no evidence either; once
// it is left out, a town outside the trigger's clause may part two
// mentions (QUALITY.md, owntown2).
func ownTownApart(t *tree, a, b *candidate) bool {
	pa, pb := a.ev.Place, b.ev.Place
	if !incidents[a.ev.Type.Plover] || b.definite || anaphoricEvent(t, b) || a.sent == b.sent ||
		pa == nil || pb == nil ||
		pa.ResolvedFrom != "text" || pb.ResolvedFrom != "text" ||
		pa.Precision != doc.PrecisionPoint || pb.Precision != doc.PrecisionPoint {
		return false
	}
	for _, p := range []*doc.Where{pa, pb} {
		if homeTown(t, p) || inDatelineTokens(t, p.Span) || vocab.originMarkers[t.marker(t.spanHead(p.Span))] {
			return false
		}
	}
	if describesParty(t, a) || describesParty(t, b) {
		return false
	}
	return !samePlace(pa, pb)
}

// describesParty reports whether the place of mention cd only tells who a
// party is: it lies in the actor's or target's words ("residents of
// Jos"), qualifies a noun ("Jos police"), or hangs by a preposition on
// the head of a party ("police in Jos said"), or is a town that owns or
// does something ("Abuja's allies", "Abuja denied"), a capital standing
// for its government. Such a town says who someone is, not where the act
// happened, so it is no evidence that two mentions tell two incidents.
func describesParty(t *tree, cd *candidate) bool {
	sp := cd.ev.Place.Span
	if t.modifier(sp) || possessor(t, sp) || actingState(t, sp) {
		return true
	}
	h := t.spanHead(sp)
	for _, p := range []*doc.Party{cd.ev.Actor, cd.ev.Target} {
		if p == nil {
			continue
		}
		if p.Span.Contains(sp) {
			return true
		}
		if h >= 0 && doc.BaseRel(t.st.Tokens[h].Rel) == "nmod" {
			if u := t.st.Tokens[h].Head; u >= 0 && p.Span.Contains(t.st.Tokens[u].Span) {
				return true
			}
		}
	}
	return false
}

// frontedPlace reports whether cd's place opens its sentence before a
// comma ("In Kirkuk, gunmen killed five soldiers", "in visnagar town of
// mehsana district, a boy was stabbed"): a round-up's paragraph moving to
// another town, whose incident is its own unless the one before was told
// there too.
func frontedPlace(t *tree, cd *candidate) bool {
	p := cd.ev.Place
	if p == nil || p.Precision == doc.PrecisionCountry || p.ResolvedFrom != "text" {
		return false
	}
	st := t.st
	sent := st.Sentences[cd.sent]
	first := sent.FirstToken
	if first >= sent.EndToken || first >= cd.trig {
		return false
	}
	if l := t.lemma(first); l != "in" && l != "at" {
		return false
	}
	for k := first + 1; k < cd.trig && k <= first+8; k++ {
		if st.Tokens[k].Form == "," {
			return p.Span.Start > st.Tokens[first].Start && p.Span.End <= st.Tokens[k].Start
		}
	}
	return false
}

// townApart reports whether cd's own phrase places it in a town other
// than where other happened (or where other is placed no finer than a
// country).
func townApart(cd, other *candidate) bool {
	p, o := cd.ev.Place, other.ev.Place
	if !cd.placeOwn || p == nil || p.Precision == doc.PrecisionCountry {
		return false
	}
	return o == nil || o.Precision == doc.PrecisionCountry || o.Name != p.Name
}

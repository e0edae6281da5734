package event

import (
	"strings"

	"sitrep/doc"
)

// physical holds the PLOVER categories of events that happen somewhere
// bodily (an attack, an arrest, a march), as against statements and
// dealings (an accusation, a demand, an agreement), which a story's focus
// country does not place: a minister accuses from wherever he speaks.
var physical = map[string]bool{"ASSAULT": true, "COERCE": true, "PROTEST": true, "MOBILIZE": true,
	"RETREAT": true, "AID": true}

// datelinePlace returns the place of the story's dateline ("SURAT:",
// "BOSTON —", "KABUL (Reuters) -"): a place that opens the story, followed by
// a colon, a dash or a parenthesis. A wire story tells what happened, and
// what was said, there unless a sentence names another place. It is nil when the story has none, or
// when the dateline lies outside the story's focus country (a story filed
// from a foreign capital).
func datelinePlace(t *tree) *doc.Place {
	st := t.st
	for k := range st.Places {
		p := &st.Places[k]
		if strings.TrimSpace(st.Text[:p.Start]) != "" {
			return nil
		}
		rest := strings.TrimLeft(st.Text[p.End:], " \t")
		if !strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "—") && !strings.HasPrefix(rest, "–") &&
			!strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "- ") {
			return nil
		}
		if st.Focus.Country != "" && p.Country != st.Focus.Country {
			return nil
		}
		return p
	}
	return nil
}

// focusCountry returns the first mention by name of the story's focus
// country (doc.Focus, from the place stage), nil if it has none. An event
// whose sentence names no place happened, as far as the story tells,
// there.
func focusCountry(t *tree) *doc.Place {
	st := t.st
	if st.Focus.Country == "" {
		return nil
	}
	for k := range st.Places {
		p := &st.Places[k]
		if p.Country == st.Focus.Country && p.Precision == doc.PrecisionCountry && !t.modifier(p.Span) {
			return p
		}
	}
	return nil
}

// where sets the event's place: a place inside the trigger's clause, else
// the finest place of its sentence.
func (c *Coder) where(t *tree, cd *candidate) {
	st := t.st
	sent := st.Sentences[cd.sent].Span
	clause := t.ownSpan(cd.trig)
	var best *doc.Place
	bestScore := -1
	for k := range st.Places {
		pl := &st.Places[k]
		if !sent.Contains(pl.Span) || pl.Precision == doc.PrecisionCountry && (t.modifier(pl.Span) || possessor(t, pl.Span)) {
			continue // "a U.S. official", "Turkey's offensive" name no place of the event
		}
		if !physical[cd.ev.Type.Plover] && cd.ev.Type.Plover != "CONSULT" && namesParty(t, &cd.ev, pl.Span) {
			// "the YPG blamed Moscow": a party, not where it was said (a
			// place visited is where the visit was).
			continue
		}
		score := rank(pl.Precision)
		if clause.Contains(pl.Span) {
			score += 10
		} else if !t.governs(cd.trig, pl.Span) {
			continue // "protests could dent a pact that Washington is considering"
		}
		if score > bestScore {
			best, bestScore = pl, score
		}
	}
	if best == nil {
		best = c.participantPlace(t, cd)
	}
	if best == nil {
		return
	}
	cd.placeOwn = bestScore >= 10
	cd.ev.Place = whereOf(st, best)
	cd.ev.Place.ResolvedFrom = "text"
	if best.Inferred != "" {
		cd.ev.Place.ResolvedFrom = best.Inferred
	}
}

// namesParty reports whether the place at sp names the event's actor or
// target, or where one comes from ("Moscow", "a US statement"), rather
// than where it was ("the minister in Baghdad").
func namesParty(t *tree, e *doc.Event, sp doc.Span) bool {
	for _, p := range []*doc.Party{e.Actor, e.Target} {
		if p == nil || !p.Span.Contains(sp) {
			continue
		}
		if k := t.tokenFrom(sp.Start) - 1; k < 0 || !locative[strings.ToLower(t.st.Tokens[k].Form)] {
			return true
		}
	}
	return false
}

// possessor reports whether the words at sp are followed by a possessive
// "'s": a country that owns something ("Turkey's offensive in Syria") is a
// party; a town that does ("Kabul's streets") is still a place.
func possessor(t *tree, sp doc.Span) bool {
	k := t.tokenFrom(sp.End)
	if k >= len(t.st.Tokens) {
		return false
	}
	f := t.st.Tokens[k].Form
	return f == "'s" || f == "’s"
}

// locative are the prepositions that put a party somewhere.
var locative = map[string]bool{"in": true, "at": true, "near": true, "inside": true, "outside": true}

// participantPlace returns the place of the clause a party of the event
// comes from, when the parse hung the event's own clause apart: "hundreds
// tried to overrun a compound in Kunduz but were held back by police".
func (c *Coder) participantPlace(t *tree, cd *candidate) *doc.Place {
	st := t.st
	clause := t.ownSpan(cd.trig)
	for _, p := range []int{cd.target, cd.actor} {
		if p < 0 || clause.Contains(st.Tokens[p].Span) || st.Tokens[p].Head < 0 {
			continue
		}
		from := t.ownSpan(st.Tokens[p].Head)
		var best *doc.Place
		for k := range st.Places {
			pl := &st.Places[k]
			if from.Contains(pl.Span) && !(pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span)) &&
				(best == nil || rank(pl.Precision) > rank(best.Precision)) {
				best = pl
			}
		}
		if best != nil {
			return best
		}
	}
	return nil
}

func whereOf(st *doc.Story, p *doc.Place) *doc.Where {
	return &doc.Where{Name: p.Name, Country: p.Country, Admin1: p.Admin1, Admin2: p.Admin2,
		Lat: p.Lat, Lon: p.Lon, GeonamesID: p.GeonamesID, Precision: p.Precision,
		Text: st.Slice(p.Span), Span: p.Span}
}

package where

import (
	"strings"

	"sitrep/doc"
)

// unlisted adds to st.Places the towns and villages the story names by a settlement
// noun ("near the town of Sévaré", "the village of Kafr Nabl", "Sardarpura
// village") that the gazetteer does not hold: the default one lists places
// of 15,000 people and more, and the places of an incident are often
// smaller. Such a name is a place of the event's own sentence, finer than
// the country or province around it, so it is kept, marked Inferred
// "unlisted", with the country (and the coordinates) of the division or
// country that contains it in its sentence ("in central Mali"), else of
// the story's focus country (ISO2 focus), and that container's precision. A name that is a toponym already
// resolved, inside a person's or an organisation's name, or written in a
// story without capitals is left out; a toponym resolved from part of the
// name ("Wadi" in "the town of Wadi Korma") gives way to it.
func (r *Resolver) unlisted(st *doc.Story, ts []tok, focus string) {
	caseless := lowerCased(ts)
	var out []doc.Place
	names := newMentionWindow(st.Mentions)
	for i := 0; i < len(ts); i++ {
		first, last, cued, ok := settlementName(ts, i)
		if caseless {
			first, last, ok = r.caselessSettlement(st, ts, i)
			cued = false
		}
		if !ok {
			continue
		}
		sp := doc.Span{Start: ts[first].start, End: ts[last].end}
		// After "the town of" no name is a person's, whatever the tagger
		// says ("the city of Hawaiian Gardens").
		if exactPlace(st.Places, sp) || !cued && (overlapsPlace(st.Places, sp) || inMention(names, sp)) || r.stop.never[Key(st.Text[sp.Start:sp.End])] {
			continue
		}
		p, ok := r.unlistedPlace(st.Text[sp.Start:sp.End], containerOf(st.Places, ts, first, sp), focus)
		if !ok {
			continue
		}
		p.Span = sp
		out = append(out, p)
		i = last
	}
	if len(out) == 0 {
		return
	}
	kept := st.Places[:0]
	for _, p := range st.Places {
		if !overlapsPlace(out, p.Span) {
			kept = append(kept, p)
		}
	}
	st.Places = append(kept, out...)
}

// caselessSettlement returns the token of a name in a story written
// without capitals that a settlement noun and the division holding it
// follow: "rampur village of this district", "sonpur town of kheda
// district", "sonpur town of gujarat". The division after "of" is what
// tells a name from a word describing the town ("the pilgrim town of X",
// whose X is a town, "the border town of"): a division of the gazetteer,
// or a word followed by a division noun.
func (r *Resolver) caselessSettlement(st *doc.Story, ts []tok, i int) (first, last int, ok bool) {
	if i+3 >= len(ts) || ts[i+3].sent != ts[i].sent || !ts[i].word || !isLetter(ts[i].form[0]) ||
		strings.ToLower(ts[i+2].form) != "of" || !caselessSettlementNouns[strings.ToLower(ts[i+1].form)] {
		return 0, 0, false
	}
	switch ts[i].upos {
	case "NOUN", "PROPN", "X", "ADJ", "":
		// The tagger reads an unknown word before a noun as an
		// adjective, and a story coded without a parse has no tags.
	default:
		return 0, 0, false
	}
	if i > 0 && (ts[i-1].upos == "DET" || ts[i-1].upos == "ADJ" || caselessArticles[strings.ToLower(ts[i-1].form)]) {
		// A word after an article describes the town ("a small
		// village of", "the border town of"); a name follows a
		// preposition.
		return 0, 0, false
	}
	if k := Key(ts[i].form); r.stop.never[k] || r.stop.weak[k] || r.stop.caseless[k] || words.geoWords[k] || len([]rune(k)) < minCaseless {
		return 0, 0, false
	}
	for j := i + 3; j < len(ts) && j <= i+5 && ts[j].sent == ts[i].sent; j++ {
		if _, ok := words.adminSuffix[strings.ToLower(ts[j].form)]; ok {
			return i, i, true // "of kheda district", "of this district"
		}
	}
	for _, p := range st.Places {
		if p.Start == ts[i+3].start && (p.Precision == doc.PrecisionAdmin1 || p.Precision == doc.PrecisionAdmin2) {
			return i, i, true // "of gujarat"
		}
	}
	return 0, 0, false
}

// caselessSettlementNouns are the settlement nouns caselessSettlement
// reads: "city" mostly closes a name the gazetteer holds.
var caselessSettlementNouns = map[string]bool{"town": true, "village": true, "hamlet": true, "taluka": true, "tehsil": true}

// caselessArticles are the words before a describing word, read where the
// story has no parse.
var caselessArticles = map[string]bool{"a": true, "an": true, "the": true, "this": true, "that": true, "its": true,
	"their": true, "his": true, "her": true, "one": true}

// exactPlace reports whether one of places spans sp exactly, or more.
func exactPlace(places []doc.Place, sp doc.Span) bool {
	for _, p := range places {
		if p.Span.Contains(sp) {
			return true
		}
	}
	return false
}

// settlementName returns the token range of a capitalised name that a
// settlement noun introduces at token i: "the town of Sévaré" (the noun at
// i; cued) or "Sardarpura village" (the name at i).
func settlementName(ts []tok, i int) (first, last int, cued, ok bool) {
	same := func(j int) bool { return j >= 0 && j < len(ts) && ts[j].sent == ts[i].sent }
	w := strings.ToLower(ts[i].form)
	if words.settlements[w] && !ts[i].cap && same(i+2) && strings.ToLower(ts[i+1].form) == "of" && same(i-1) &&
		strings.EqualFold(ts[i-1].form, "the") {
		last := nameRun(ts, i+2)
		return i + 2, last, true, last >= i+2
	}
	if ts[i].cap && !ts[i].sentStart && ts[i].word && (i == 0 || !ts[i-1].cap || !ts[i-1].word) {
		last := nameRun(ts, i)
		if last >= i && same(last+1) && !ts[last+1].cap && words.settlementsAfter[strings.ToLower(ts[last+1].form)] {
			return i, last, false, true
		}
	}
	return 0, 0, false, false
}

// nameRun returns the last token of the run of at most three capitalised
// words from token i ("Kafr Nabl", "Hawaiian Gardens", "Ras al-Ain"), or
// i-1 when token i starts none.
func nameRun(ts []tok, i int) int {
	last := i - 1
	for j := i; j < len(ts) && j < i+5 && ts[j].sent == ts[i].sent; j++ {
		switch {
		case ts[j].word && ts[j].cap:
			last = j
		case ts[j].word && j > i && arabicArticle[ts[j].form] && j+2 < len(ts) && ts[j+1].form == "-":
			// "Ras al-Ain": the article inside the name.
		case ts[j].form == "-" && j > i && j+1 < len(ts) && ts[j+1].start == ts[j].end:
		default:
			return last
		}
	}
	return last
}

// overlapsPlace reports whether sp overlaps one of places.
func overlapsPlace(places []doc.Place, sp doc.Span) bool {
	for _, p := range places {
		if p.Start < sp.End && sp.Start < p.End {
			return true
		}
	}
	return false
}

// inMention reports whether sp lies in a person's or an organisation's
// name the NER stage found, reading only the mentions around it.
func inMention(w mentionWindow, sp doc.Span) bool {
	lo, hi := w.around(sp)
	for _, m := range w.ms[lo:hi] {
		if (m.Label == doc.LabelPER || m.Label == doc.LabelORG) && m.Start < sp.End && sp.Start < m.End {
			return true
		}
	}
	return false
}

// containerOf returns the country or first-level division named in the
// same sentence after the settlement ("the town of Sévaré in central
// Mali", "X village, Gujarat"), nil when none is.
func containerOf(places []doc.Place, ts []tok, first int, sp doc.Span) *doc.Place {
	var best *doc.Place
	for k := range places {
		p := &places[k]
		if p.Start < sp.End || p.Inferred != "" {
			continue
		}
		if at := tokenAt(ts, p.Start); at < 0 || ts[at].sent != ts[first].sent {
			continue
		}
		if p.Precision == doc.PrecisionCountry || p.Precision == doc.PrecisionAdmin1 || p.Precision == doc.PrecisionAdmin2 {
			if best == nil || p.Start < best.Start {
				best = p
			}
		}
	}
	return best
}

// tokenAt returns the token starting at byte offset off, or -1.
func tokenAt(ts []tok, off int) int {
	for i := range ts {
		if ts[i].start == off {
			return i
		}
		if ts[i].start > off {
			break
		}
	}
	return -1
}

// unlistedPlace makes the place of an unlisted settlement named name,
// inside container when it is given, else inside the country of ISO2
// code focus.
func (r *Resolver) unlistedPlace(name string, container *doc.Place, focus string) (doc.Place, bool) {
	// Its coordinates are the container's, and so is its precision: a
	// map, or a comparison of two reports' places, must not take them for
	// the town's.
	p := doc.Place{Name: name, Precision: doc.PrecisionCountry, Inferred: doc.InferredUnlisted}
	switch {
	case container != nil:
		p.Country, p.Lat, p.Lon = container.Country, container.Lat, container.Lon
		p.Admin1, p.Admin2, p.Precision = container.Admin1, container.Admin2, container.Precision
	case focus != "":
		ci, ok := r.g.country[focus]
		if !ok {
			return p, false
		}
		e := &r.g.Entries[ci]
		p.Country, p.Lat, p.Lon = r.g.iso3[focus], e.Lat, e.Lon
	default:
		return p, false
	}
	return p, p.Country != ""
}

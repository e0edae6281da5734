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
// without capitals that a preposition comes before and a settlement noun
// and the division holding it follow: "near morvada village of this
// district", "from sonpur town of kheda district", "at sonpur town of
// gujarat". The division after "of" is what tells a name from a word
// describing the town ("the temple town of X", whose X is a town): a
// division of the gazetteer, or a word followed by a division noun.
func (r *Resolver) caselessSettlement(st *doc.Story, ts []tok, i int) (first, last int, ok bool) {
	if i+3 >= len(ts) || ts[i+3].sent != ts[i].sent || !ts[i].word || !isLetter(ts[i].form[0]) ||
		strings.ToLower(ts[i+2].form) != "of" || !words.caselessSettlements[strings.ToLower(ts[i+1].form)] ||
		!caselessName(ts, i) {
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

// caselessName reports whether the word at i, before a settlement noun,
// can be a name rather than a word describing the settlement: a name
// follows a preposition ("in X village"), a describing word an article
// ("a small village"). The tagger reads an unknown name as a noun or,
// before a noun, an adjective, so an ADJ is taken for a name only when it
// lacks an adjective's ending ("in prosperous village"); and the words
// of [settlement-describers] describe a settlement whatever their tag
// ("in border town").
func caselessName(ts []tok, i int) bool {
	w := strings.ToLower(ts[i].form)
	if i == 0 || words.settlementDescribers[w] {
		return false
	}
	switch ts[i].upos {
	case "ADJ":
		if adjectiveEnding(w) {
			return false
		}
		fallthrough
	case "NOUN", "PROPN", "X":
		return ts[i-1].upos == "ADP"
	case "":
		// A story coded without a parse has no tags.
		return words.settlementPrepositions[strings.ToLower(ts[i-1].form)]
	}
	return false
}

// adjectiveEnding reports whether w ends in one of [adjective-endings]
// and is longer than it.
func adjectiveEnding(w string) bool {
	for e := range words.adjectiveEndings {
		if len(w) > len(e)+2 && strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

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
		if last >= i && appositiveSettlement(ts, last+1) {
			return i, last, true, true // no person is "a town"
		}
	}
	return 0, 0, false, false
}

// appositiveSettlement reports whether the tokens from j call the name
// before them a settlement in an apposition: a comma, an article, at most
// two words that describe it, and a settlement noun that ends its phrase
// ("Kafr Nabl, a town in Idlib province", "Tel Abyad, the border town.";
// not "Ali Kolabari, the village elder").
func appositiveSettlement(ts []tok, j int) bool {
	if j+2 >= len(ts) || ts[j].form != "," || ts[j+1].sent != ts[j].sent {
		return false
	}
	switch strings.ToLower(ts[j+1].form) {
	case "a", "an", "the":
	default:
		return false
	}
	for k := j + 2; k < len(ts) && k <= j+4 && ts[k].sent == ts[j].sent; k++ {
		if w := strings.ToLower(ts[k].form); words.settlements[w] && !ts[k].cap {
			return phraseEnds(ts, k+1)
		}
		if !ts[k].word || ts[k].cap {
			return false
		}
	}
	return false
}

// phraseEnds reports whether token j, if any, ends the noun phrase before
// it: the sentence or a punctuation mark, a preposition ([settlement-
// prepositions]) or a word the tagger does not take for part of a noun
// phrase ("a town held by rebels").
func phraseEnds(ts []tok, j int) bool {
	if j >= len(ts) || ts[j].sent != ts[j-1].sent || !ts[j].word || words.settlementPrepositions[strings.ToLower(ts[j].form)] {
		return true
	}
	switch ts[j].upos {
	case "ADP", "VERB", "AUX", "ADV", "PRON", "SCONJ", "CCONJ", "PART", "DET":
		return true
	}
	return false
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

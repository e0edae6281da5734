package where

import (
	"sort"
	"strings"

	"sitrep/doc"
)

// institutionKind is what sort of seat of government a phrase names.
type institutionKind uint8

const (
	instMinistry institutionKind = iota + 1
	instLegislature
	instPalace
	instEmbassy
)

// seatPreps are the words before a phrase that make it a site: where
// something happens, or what it happens to.
var seatPreps = map[string]bool{
	"in": true, "at": true, "inside": true, "outside": true, "near": true, "into": true, "on": true,
	"onto": true, "around": true, "toward": true, "towards": true, "within": true, "behind": true,
	"opposite": true, "beside": true, "past": true, "outside of": true, "in front of": true,
	"close to": true, "near to": true, "next to": true,
}

// institution returns the institution whose name ends at or starts at token
// i: the token range of its core words, or ok false.
func institution(ts []tok, i int) (kind institutionKind, first, last int, ok bool) {
	w := strings.ToLower(ts[i].form)
	same := func(j int) bool { return j >= 0 && j < len(ts) && ts[j].sent == ts[i].sent && ts[j].word }
	lower := func(j int) string { return strings.ToLower(ts[j].form) }
	switch w {
	case "ministry":
		// "Ministry of Defence", "Ministry of the Interior",
		// "Ministry of Foreign Affairs".
		if same(i+1) && lower(i+1) == "of" {
			j := i + 2
			if same(j) && lower(j) == "the" {
				j++
			}
			last := -1
			for same(j) && (ts[j].cap || (lower(j) == "and" && same(j+1) && ts[j+1].cap)) {
				last = j
				j++
			}
			if last >= 0 {
				return instMinistry, i, last, true
			}
		}
		// "Interior Ministry", "interior ministry".
		if same(i-1) && ((ts[i].cap && ts[i-1].cap) || words.portfolios[lower(i-1)]) {
			first := i - 1
			// "Foreign Affairs Ministry", "Home Affairs Ministry".
			if same(first-1) && ts[first-1].cap && lower(first) == "affairs" {
				first--
			}
			return instMinistry, first, i, true
		}
	case "parliament":
		return instLegislature, i, i, true
	case "assembly":
		if same(i-1) && lower(i-1) == "national" {
			return instLegislature, i - 1, i, true
		}
	case "palace":
		if same(i-1) && lower(i-1) == "presidential" {
			return instPalace, i - 1, i, true
		}
	case "embassy":
		return instEmbassy, i, i, true
	}
	return 0, 0, 0, false
}

// possessiveBefore reports whether a possessive "'s" ends just before token
// j, and returns the index of the possessor's last token: the text stage
// gives "'s" as one token; "'" and "s" written together as two are read
// alike.
func possessiveBefore(ts []tok, j int) (int, bool) {
	if j-1 >= 0 && (ts[j-1].form == "'s" || ts[j-1].form == "’s") {
		return j - 2, true
	}
	if j-2 >= 0 && ts[j-1].form == "s" && (ts[j-2].form == "'" || ts[j-2].form == "’") && ts[j-2].end == ts[j-1].start {
		return j - 3, true
	}
	return 0, false
}

// possessiveAfter reports whether a possessive "'s" follows token j, and
// returns the index of the token after it.
func possessiveAfter(ts []tok, j int) (int, bool) {
	if j+1 < len(ts) && (ts[j+1].form == "'s" || ts[j+1].form == "’s") {
		return j + 2, true
	}
	if j+2 < len(ts) && (ts[j+1].form == "'" || ts[j+1].form == "’") && ts[j+2].form == "s" && ts[j+1].end == ts[j+2].start {
		return j + 3, true
	}
	return 0, false
}

// modifierWord reports whether a lower-case token may stand between a
// determiner and an institution's name: an adjective or adverb ("the
// heavily fortified Interior Ministry", "the old parliament").
func modifierWord(t tok) bool {
	if !t.word || t.cap {
		return false
	}
	if t.upos != "" {
		return t.upos == "ADJ" || t.upos == "ADV"
	}
	f := strings.ToLower(t.form)
	return strings.HasSuffix(f, "ly") || strings.HasSuffix(f, "ed") || f == "main" || f == "old" || f == "new"
}

// seats finds phrases naming a seat of government and returns a place at
// the capital for each one the text gives no nearer place for. cands are
// the story's resolved toponyms.
//
// A national ministry, parliament or presidential palace sits in the
// country's capital (its seat of government), and an embassy in the
// capital of the country that hosts it, so "shot inside the Interior
// Ministry" tells where an event happened as surely as "shot in Kabul"
// does, though no toponym is written. The capital is that of the country
// the phrase names ("Afghanistan's Interior Ministry", "the Afghan
// parliament"), else of the story's focus country. Only a phrase that
// stands where a place stands counts ("in", "inside", "outside",
// "stormed" before it): "Interior Ministry spokesman X said" names an
// organisation, not a site. A phrase with a place of its own ("the
// ministry in Herat", "the Kabul embassy") is left to that place, which
// is nearer. The place's span is the phrase, its name the capital's.
func (r *Resolver) seats(st *doc.Story, ts []tok, cands []cand, focus string) []doc.Place {
	// Which resolved toponym each token belongs to.
	at := make([]int, len(ts))
	for i := range at {
		at[i] = -1
	}
	k := 0
	for i := range ts {
		for k < len(cands) && cands[k].span.End <= ts[i].start {
			k++
		}
		for c := k; c < len(cands) && cands[c].span.Start < ts[i].end; c++ {
			if cands[c].pick >= 0 && cands[c].span.Start <= ts[i].start && ts[i].end <= cands[c].span.End {
				at[i] = c
				break
			}
		}
	}
	var out []doc.Place
	for i := 0; i < len(ts); i++ {
		kind, first, last, ok := institution(ts, i)
		if !ok {
			continue
		}
		i = last
		if p, ok := r.seatPlace(ts, cands, at, kind, first, last, focus); ok {
			out = append(out, p)
		}
	}
	return out
}

// seatPlace resolves one institution phrase with core tokens [first, last].
// focus is the ISO2 code of the story's focus country, "" when it has none.
func (r *Resolver) seatPlace(ts []tok, cands []cand, at []int, kind institutionKind, first, last int, focus string) (doc.Place, bool) {
	s := &seatPhrase{r: r, ts: ts, cands: cands, at: at, kind: kind, first: first, last: last, sent: ts[first].sent}
	start, ctx, ok := s.leftEdge()
	if !ok || !s.standsAsSite(start, ctx) {
		return doc.Place{}, false
	}
	named, ok := s.countryInside(start)
	if !ok {
		return doc.Place{}, false
	}
	host, named, ok := s.rightContext(named)
	if !ok {
		return doc.Place{}, false
	}
	country, ok := s.country(named, host, focus)
	if !ok {
		return doc.Place{}, false
	}
	ci, ok := r.g.capital[country]
	if !ok {
		return doc.Place{}, false
	}
	p, ok := r.place(&cand{pick: ci})
	if !ok {
		return doc.Place{}, false
	}
	p.Span = doc.Span{Start: ts[start].start, End: ts[last].end}
	p.Inferred = doc.InferredSeat
	return p, true
}

// seatPhrase is an institution phrase being read: its core tokens [first,
// last] in sentence sent, with the resolved toponym each token belongs to
// (at, an index into cands, or -1).
type seatPhrase struct {
	r           *Resolver
	ts          []tok
	cands       []cand
	at          []int
	kind        institutionKind
	first, last int
	sent        int
}

// in reports whether token j exists and lies in the phrase's sentence.
func (s *seatPhrase) in(j int) bool { return j >= 0 && j < len(s.ts) && s.ts[j].sent == s.sent }

func (s *seatPhrase) lower(j int) string { return strings.ToLower(s.ts[j].form) }

// toponymStart returns the first token of the toponym at token j.
func (s *seatPhrase) toponymStart(j int) int {
	c := s.at[j]
	for s.in(j-1) && s.at[j-1] == c {
		j--
	}
	return j
}

// entryAt returns the gazetteer entry of the toponym at token j, or nil.
func (s *seatPhrase) entryAt(j int) *Entry {
	if c := s.at[j]; c >= 0 {
		return &s.r.g.Entries[s.cands[c].pick]
	}
	return nil
}

// leftEdge reads leftwards from the core: the country or possessor that
// names whose institution it is, adjectives, then a determiner. It returns
// the phrase's first token and the token before it; ok is false when a
// possessor or nationality that is no country ("Karzai's palace",
// "Scottish Parliament") or a subnational word makes the phrase no seat.
func (s *seatPhrase) leftEdge() (start, before int, ok bool) {
	start = s.first
	j := s.first - 1
	for s.in(j) {
		t := s.ts[j]
		if p, isPoss := possessiveBefore(s.ts, j+1); isPoss && s.in(p) {
			// "Afghanistan's", "the country's".
			switch {
			case s.lower(p) == "country" || s.lower(p) == "nation":
				start, j = p, p-1
				continue
			case s.at[p] >= 0:
				start = s.toponymStart(p)
				j = start - 1
				continue
			}
			return start, j, false // "Karzai's palace", "the Taliban's ministry"
		}
		if !t.word {
			break
		}
		if s.at[j] >= 0 {
			start = s.toponymStart(j)
			j = start - 1
			continue
		}
		if t.cap {
			if _, dem := s.r.g.demonym[Key(t.form)]; dem || s.kind == instMinistry || s.kind == instEmbassy {
				// "the Afghan Interior Ministry": more of the name.
				start, j = j, j-1
				continue
			}
			return start, j, false // "Scottish Parliament", "Kurdish parliament"
		}
		if words.subnational[s.lower(j)] {
			return start, j, false
		}
		if modifierWord(t) {
			j--
			continue
		}
		break
	}
	return start, j, true
}

// standsAsSite reports whether the phrase starting at token start, with
// token ctx before it, stands where a place stands: after a determiner,
// "in", "inside", "outside" or "stormed"; "in parliament" without a
// determiner or a country is the body, not the building ("a majority in
// parliament").
func (s *seatPhrase) standsAsSite(start, ctx int) bool {
	det := false
	if s.in(ctx) {
		switch s.lower(ctx) {
		case "the", "a", "an", "its", "their", "his", "her", "our":
			ctx--
			det = true
		}
	}
	if !s.in(ctx) || !seatPrep(s.ts, ctx) {
		return false
	}
	return !(s.kind == instLegislature && !det && start == s.first && s.lower(ctx) == "in")
}

// countryInside returns the country the phrase from start to its core
// names (a toponym or a demonym), "" for none; ok is false when it holds a
// place that is not a country ("the Kabul embassy": that place is nearer)
// or a nationality that is no country ("European Parliament").
func (s *seatPhrase) countryInside(start int) (named string, ok bool) {
	own := false
	for x := start; x <= s.last; x++ {
		if e := s.entryAt(x); e != nil {
			if e.Kind != KindCountry {
				own = true // "the Kabul embassy"
			} else if named == "" {
				named = e.Country
			}
			continue
		}
		if cc, dem := s.r.g.demonym[Key(s.ts[x].form)]; dem && s.ts[x].cap {
			if _, country := s.r.g.country[cc]; !country {
				return "", false // "European Parliament"
			}
			if named == "" {
				named = cc
			}
		}
	}
	return named, !own
}

// rightContext reads rightwards from the core: a site noun, then a
// possessive that makes the phrase an owner ("the Interior Ministry's
// spokesman"), or "in X" (the host country) or an embassy's "of X" (its
// sender, when named is ""). ok is false when the phrase is an owner or X
// is a place that is not a country.
func (s *seatPhrase) rightContext(named string) (host, sender string, ok bool) {
	end := s.last
	n := s.last + 1
	if s.in(n) && words.siteNouns[s.lower(n)] && s.ts[n].word {
		end, n = n, n+1
	}
	if p, isPoss := possessiveAfter(s.ts, end); isPoss {
		if !s.in(p) || !words.siteNouns[s.lower(p)] {
			return "", named, false
		}
		n = p + 1
	}
	if !s.in(n) || !s.in(n+1) {
		return "", named, true
	}
	e := s.entryAt(n + 1)
	switch {
	case e == nil:
	case s.lower(n) == "in" || s.lower(n) == "at":
		if e.Kind != KindCountry {
			return "", named, false // "the ministry in Herat": that place is nearer
		}
		host = e.Country
	case s.lower(n) == "of" && s.kind == instEmbassy:
		if e.Kind != KindCountry {
			return "", named, false
		}
		if named == "" {
			named = e.Country // "the embassy of France"
		}
	}
	return host, named, true
}

// country returns the country whose capital is the seat: the one named,
// else the host, else the story's focus. An embassy stands in the capital
// of its host, not of the country it represents; one with no sender named
// is too vague, and one of the focus country itself stands abroad.
func (s *seatPhrase) country(named, host, focus string) (string, bool) {
	orElse := func(a, b string) string {
		if a != "" {
			return a
		}
		return b
	}
	if s.kind == instEmbassy {
		country := orElse(host, focus)
		if named == "" || country == named {
			return "", false // "the French embassy" in a story about France: abroad
		}
		return country, true
	}
	return orElse(named, orElse(host, focus)), true
}

// seatPrep reports whether the words ending at token j put a phrase after
// them in a place: "in", "outside", "in front of", "close to", or a verb
// whose object is a site ("stormed").
func seatPrep(ts []tok, j int) bool {
	w := strings.ToLower(ts[j].form)
	if seatPreps[w] || words.siteVerbs[w] {
		return true
	}
	if j-1 >= 0 && ts[j-1].sent == ts[j].sent {
		two := strings.ToLower(ts[j-1].form) + " " + w
		if seatPreps[two] {
			return true
		}
		if j-2 >= 0 && ts[j-2].sent == ts[j].sent && seatPreps[strings.ToLower(ts[j-2].form)+" "+two] {
			return true
		}
	}
	return false
}

// focus returns the story's focus (doc.Focus) from its resolved toponyms,
// with the country as an ISO2 code.
func (r *Resolver) focus(ts []tok, cands []cand) (iso2 string, share float64) {
	n := map[string]int{}
	var order []string
	total := 0
	for ci := range cands {
		c := &cands[ci]
		if c.pick < 0 || nounModifier(ts, c) {
			continue
		}
		cc := r.g.Entries[c.pick].Country
		if cc == "" {
			continue
		}
		if n[cc] == 0 {
			order = append(order, cc)
		}
		n[cc]++
		total++
	}
	best := ""
	for _, cc := range order {
		if best == "" || n[cc] > n[best] {
			best = cc
		}
	}
	if best == "" {
		return "", 0
	}
	return best, float64(n[best]) / float64(total)
}

// nounModifier reports whether the parse makes a toponym modify a noun
// ("a U.S. official"): such a name says whose, not where. Without a parse
// it reports false.
func nounModifier(ts []tok, c *cand) bool {
	// ts are in text order: the tokens inside the span are a run found by
	// binary search, not by reading the story for each toponym.
	lo := sort.Search(len(ts), func(i int) bool { return ts[i].end > c.span.Start })
	for i := lo; i < len(ts) && ts[i].start < c.span.End; i++ {
		t := &ts[i]
		if t.end <= c.span.Start || t.start >= c.span.End {
			continue
		}
		if t.head < 0 || t.head >= len(ts) || t.rel == "" {
			return false
		}
		if h := &ts[t.head]; h.start >= c.span.Start && h.end <= c.span.End {
			continue
		}
		rel, _, _ := strings.Cut(t.rel, ":")
		return rel == "compound" || rel == "amod"
	}
	return false
}

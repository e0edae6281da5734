// Package where is sitrep's geocoder: it finds toponyms in a story and
// resolves them against a gazetteer built from GeoNames, adding doc.Place
// records with coordinates, country, divisions and precision.
//
// The default gazetteer is embedded (countries, first- and second-level
// divisions and the GeoNames cities15000 places with their Latin-script
// names, plus a small hand-written supplement of bases, regions and
// abbreviations); `sitrep geo import` builds a larger one from any GeoNames
// dump, and New(dir) uses it.
//
// Recognition works from capitalised token n-grams matched against the
// gazetteer, filtered by a hand-written stoplist, person-name cues ("John
// Allen", "President Karzai", "Hughes said") and, when present, NER
// mentions. Resolution scores each reading by population, kind (country,
// division, place), national capital, main versus alternate name, the
// words around it ("X province", "X air base", "X, Afghanistan",
// "Springfield, Ill.") and the story's focus from a first pass: the share
// of its other toponyms in each country, the divisions it names, and the
// places it is sure of nearby. Demonyms are not places here; Demonym
// exposes them for actor coding. A seat of government named as a site
// ("inside the Interior Ministry", "outside the French embassy") is placed
// at the capital where it stands (see institution.go).
package where

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/internal/placenoun"
)

// Resolver finds and resolves toponyms. It is immutable after New and safe
// for concurrent use.
type Resolver struct {
	g    *Gazetteer
	stop stoplist
}

// New returns a Resolver over the gazetteer index in gazetteerDir, or over
// the embedded default when gazetteerDir is "".
func New(gazetteerDir string) (*Resolver, error) {
	if err := errors.Join(wordsErr, placenoun.Err); err != nil {
		return nil, err
	}
	g, err := LoadGazetteer(gazetteerDir)
	if err != nil {
		return nil, err
	}
	stop, err := stopwords()
	if err != nil {
		return nil, fmt.Errorf("place stage: %w", err)
	}
	return &Resolver{g: g, stop: stop}, nil
}

// Gazetteer returns the resolver's gazetteer.
func (r *Resolver) Gazetteer() *Gazetteer { return r.g }

// restriction narrows what a candidate may resolve to, from the words
// around it.
type restriction uint8

const (
	restrictNone   restriction = iota
	restrictAdmin1             // "X province", "X state": a first-level division (else a second)
	restrictAdmin2             // "X district", "X county": a second-level division (else a first)
	restrictPoint              // "X air base", "X airport": the place X
)

// cand is one toponym candidate: a span and the entries it may name.
type cand struct {
	span      doc.Span
	first     int // token range [first, last]
	last      int
	key       string
	ids       []int32
	restrict  restriction
	within    []int32 // container entries from "X, Y"; nil when none
	strong    bool    // locative context, NER location, or explicit pattern
	weak      bool    // a word usually not a place
	person    bool    // looks like part of a person's name
	placePrep bool    // "in", "at", "near", "inside" or "outside" stands before it
	pick      int32   // chosen entry; -1 before resolution
	score     float64
	margin    float64 // score over the runner-up
	pick0     int32   // first-pass pick, while the second pass runs
	vote      float64 // weight of the first-pass pick in the story's focus
	index     int     // position in the story's candidate list
}

var locativePrep = map[string]bool{
	"in": true, "at": true, "near": true, "from": true, "to": true, "outside": true, "across": true,
	"around": true, "into": true, "toward": true, "towards": true, "through": true, "throughout": true,
	"inside": true, "via": true, "of": true, "northern": true, "southern": true, "eastern": true,
	"western": true, "central": true, "north": true, "south": true, "east": true, "west": true,
	"northeastern": true, "northwestern": true, "southeastern": true, "southwestern": true,
	"neighbouring": true, "neighboring": true, "visit": true, "visited": true, "between": true,
}

var arabicArticle = map[string]bool{"al": true, "el": true, "ad": true, "ar": true, "as": true, "ash": true, "az": true, "an": true, "at": true, "adh": true}

// Annotate finds toponyms in st and appends a doc.Place for each one it can
// resolve. It reads st.Tokens, which the text stage makes (a story with
// text and no tokens is an error), and, when the NER stage has run,
// st.Mentions: a PER mention is never a place, a LOC or GPE mention is one
// even when its words are unusual.
func (r *Resolver) Annotate(st *doc.Story) error {
	if len(st.Tokens) == 0 && strings.TrimSpace(st.Text) != "" {
		return errors.New("where: the story has no tokens: the text stage runs before the place stage")
	}
	ts := storyTokens(st)
	cands := r.recognise(st, ts)
	r.resolve(cands)
	cands = r.dropStrays(ts, cands)
	for i := range cands {
		if p, ok := r.place(&cands[i]); ok {
			st.Places = append(st.Places, p)
		}
	}
	focus, share := r.focus(ts, cands)
	st.Focus = doc.Focus{Country: r.g.iso3[focus], Share: share}
	// Seats of government come after the toponyms, so that a toponym
	// inside one ("Afghanistan's" in "Afghanistan's Interior Ministry") is
	// the first place found at its words.
	st.Places = append(st.Places, r.seats(st, ts, cands, focus)...)
	r.unlisted(st, ts, focus)
	return nil
}

// strayPop is the population under which a town abroad needs a cue to be
// taken for one: a city that size is known by its name alone.
const strayPop = 100000

// dropStrays removes the small towns abroad that a capitalised word in a
// story plainly about one country matched without any cue: "the Olive
// Branch operation" in a story on Syria is no town in Mississippi, nor
// "Ampere" of a Lyon metro station one in Brazil. A town is kept when a
// preposition of place, a suffix or a container marks it, or when another
// toponym of the story lies in its country.
func (r *Resolver) dropStrays(ts []tok, cands []cand) []cand {
	focus, share := r.focus(ts, cands)
	if focus == "" {
		return cands
	}
	countries := map[string]int{}
	for _, c := range cands {
		if c.pick >= 0 {
			countries[r.g.Entries[c.pick].Country]++
		}
	}
	out := cands[:0]
	for _, c := range cands {
		if c.pick >= 0 {
			e := &r.g.Entries[c.pick]
			// The NER stage's word alone does not save it: the tagger
			// takes any capitalised word before "station" for a place.
			prep := c.first > 0 && locativePrep[strings.ToLower(ts[c.first-1].form)]
			// A section of a city abroad ("the Old City" of another
			// town) is dropped so even in a story about two countries.
			if e.Kind == KindPlace && e.Country != focus && e.Pop < strayPop && e.Feature != "PPLC" && !prep &&
				c.within == nil && c.restrict == restrictNone && countries[e.Country] == 1 && (share >= 0.5 || e.Feature == "PPLX") {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// ResolveSpans geocodes given toponym spans of st (for example gold spans
// from a geoparsing corpus), using the other spans as context. The result
// is aligned with spans; ok[i] is false when spans[i] could not be resolved.
func (r *Resolver) ResolveSpans(st *doc.Story, spans []doc.Span) (places []doc.Place, ok []bool) {
	cands := make([]cand, 0, len(spans))
	index := make([]int, len(spans))
	for i, s := range spans {
		index[i] = -1
		c, found := r.phrase(st.Text, s)
		if !found {
			continue
		}
		c.strong = true
		index[i] = len(cands)
		cands = append(cands, c)
	}
	r.linkContainers(st.Text, cands, nil)
	r.resolve(cands)
	places = make([]doc.Place, len(spans))
	ok = make([]bool, len(spans))
	for i, j := range index {
		if j >= 0 {
			places[i], ok[i] = r.place(&cands[j])
		}
	}
	return places, ok
}

// phrase turns a given span into a candidate, trying the variants a toponym
// annotator's spans take: "the X", "X's", "X province", a demonym.
func (r *Resolver) phrase(text string, s doc.Span) (cand, bool) {
	c := cand{span: s, first: -1, last: -1, pick: -1}
	raw := text[s.Start:s.End]
	k := Key(raw)
	if ids, ok := r.demonymPlace(k); ok {
		c.key, c.ids = k, ids
		return c, true
	}
	if ids := r.g.abbrev[k]; len(ids) > 0 && (strings.HasSuffix(raw, ".") || strings.ToUpper(raw) == raw) {
		// "Ky.", "W.Va.", "PA": a state abbreviation given as a toponym.
		c.key, c.ids = k, ids
		return c, true
	}
	var ok bool
	c.key, c.ids, c.restrict, ok = r.phraseVariant(raw, k)
	return c, ok
}

// demonymPlace returns the place a demonym k (or its singular) names,
// unless k is itself a prominent place: its country, or a place of the
// supplement ("European" -> Europe).
func (r *Resolver) demonymPlace(k string) ([]int32, bool) {
	for _, d := range []string{k, strings.TrimSuffix(k, "s")} {
		if cc, ok := r.g.demonym[d]; ok && !r.prominent(r.g.byKey[k]) {
			if i, ok := r.g.country[cc]; ok {
				return []int32{i}, true
			}
			if name, ok := strings.CutPrefix(cc, "@"); ok {
				if ids := r.g.byKey[Key(name)]; len(ids) > 0 {
					return ids, true
				}
			}
		}
	}
	return nil, false
}

// phraseVariant looks up the key k of span text raw as it is, without
// "the", without a possessive "'s", without an administrative suffix
// ("X province": the restriction it sets), with one added ("X" as "X
// county"), and as a demonym of a country. It returns the key the
// entries were found by.
func (r *Resolver) phraseVariant(raw, k string) (string, []int32, restriction, bool) {
	if ids := r.g.byKey[k]; len(ids) > 0 {
		return k, ids, restrictNone, true
	}
	k = strings.TrimPrefix(k, "the ")
	keys := []string{k}
	if strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s") {
		keys = append(keys, strings.TrimSuffix(k, "s"))
	}
	for _, v := range keys {
		if ids := r.g.byKey[v]; len(ids) > 0 {
			return v, ids, restrictNone, true
		}
	}
	if i := strings.LastIndexByte(k, ' '); i > 0 {
		if rs := words.adminSuffix[k[i+1:]]; rs != restrictNone {
			if ids := r.g.byKey[k[:i]]; len(ids) > 0 {
				return k[:i], ids, rs, true
			}
		}
	}
	for _, suf := range []string{" county", " parish", " district", " province"} {
		if ids := r.g.byKey[k+suf]; len(ids) > 0 {
			return k + suf, ids, restrictNone, true
		}
	}
	for _, d := range []string{k, strings.TrimSuffix(k, "s")} {
		if cc, ok := r.g.demonym[d]; ok {
			if i, ok := r.g.country[cc]; ok {
				return k, []int32{i}, restrictNone, true
			}
		}
	}
	return "", nil, restrictNone, false
}

// recognise finds candidate toponyms: the longest gazetteer names over
// capitalised tokens, filtered by the stoplist, person-name cues and NER
// mentions, with the patterns around them noted.
func (r *Resolver) recognise(st *doc.Story, ts []tok) []cand {
	caps := capsLines(ts)
	caseless := lowerCased(ts)
	if caseless {
		// A story written all in lower case ("ahmedabad: in communal
		// violence in gujarat ...") says nothing by capitals: every word
		// may start a name, and the context decides (see caselessPlace).
		ts = slices.Clone(ts)
		for i := range ts {
			ts[i].cap = ts[i].word
		}
	}
	var cands []cand
	var sk spanKeys
	for i := 0; i < len(ts); i++ {
		if c, ok := r.nameAt(st.Text, ts, caps, i, &sk); ok {
			cands = append(cands, c)
			i = c.last
		}
	}
	if caseless {
		cands = r.addVariants(st.Text, ts, cands)
	}
	// Patterns around each candidate.
	for ci := range cands {
		c := &cands[ci]
		r.notePatterns(c, ts)
		if caseless {
			c.person = !r.caselessPlace(c, ts)
			continue
		}
		r.personCues(c, ts)
		r.speakerOrGivenName(c, ts)
	}
	if caseless {
		r.caselessLists(cands, ts)
		r.caselessSense(cands)
	}
	var abbrs []cand
	r.linkContainers(st.Text, cands, &abbrs)
	out := r.dropPersons(cands)
	out = append(out, abbrs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].span.Start < out[j].span.Start })
	return r.applyMentions(st, out)
}

// nameAt returns the candidate toponym starting at token i: the longest
// gazetteer name over capitalised tokens of one sentence, unless the
// stoplist, a demonym or an acronym rules it out. caps marks the sentences
// written all in capitals, which are skipped; sk is reused from call to
// call.
func (r *Resolver) nameAt(text string, ts []tok, caps map[int]bool, i int, sk *spanKeys) (cand, bool) {
	t := ts[i]
	if !t.word || caps[t.sent] {
		return cand{}, false
	}
	if !t.cap && !(arabicArticle[t.form] && i+2 < len(ts) && ts[i+1].form == "-" && ts[i+2].cap) {
		// Names start with a capital, except the Arabic article
		// in "al-Qaim", "ar-Raqqa", "el-Arish".
		return cand{}, false
	}
	// The tokens a name from i may span: one sentence, words joined by
	// hyphens, apostrophes or periods at most ("al-Qaim", "St. Louis").
	// Any span past the first other token fails as a whole, so the keys of
	// all spans from i come from one pass over the words (in lower-cased
	// text every word may start a name).
	hi := i
	for last := min(len(ts)-1, i+3*r.g.maxWords+2); hi < last && ts[hi+1].sent == t.sent && joinable(ts[hi+1:hi+2]); hi++ {
	}
	last := sk.build(text, ts, i, hi, &r.g.names)
	found := -1
	var key string
	var ids []int32
	for j := last; j >= i; j-- {
		if !ts[j].cap || !ts[j].word || !r.g.names.mayHave(sk.hashes[j-i]) {
			continue
		}
		k := sk.k.b[:sk.ends[j-i]]
		if l := r.g.byKey[string(k)]; len(l) > 0 {
			found, key, ids = j, string(k), l
			break
		}
	}
	if found < 0 || r.stop.phrases[key] {
		return cand{}, false
	}
	if found == i {
		if r.stop.never[key] {
			return cand{}, false
		}
		if _, dem := r.g.demonym[key]; dem {
			return cand{}, false // demonyms are left to actor coding
		}
	}
	if found == i && isShortCaps(t.form) {
		// "BA", "SOL", "NGO": short capitals are acronyms unless a
		// place is written exactly so ("US", "U.K.", "DRC").
		ids = r.exactly(ids, t.form)
		if len(ids) == 0 {
			return cand{}, false
		}
	}
	c := cand{span: doc.Span{Start: t.start, End: ts[found].end}, first: i, last: found, key: key, ids: ids, pick: -1}
	c.weak = found == i && (r.stop.weak[key] || r.allSections(ids) || r.minor(ids)) && !r.prominent(ids)
	return c, true
}

// notePatterns reads the words around a candidate: a locative preposition
// before it, an administrative or point suffix after it ("Helmand
// province", "Kabul airport"), or a natural feature's ("Niger River").
func (r *Resolver) notePatterns(c *cand, ts []tok) {
	if c.first > 0 {
		p := ts[c.first-1]
		w := strings.ToLower(p.form)
		if locativePrep[w] {
			c.strong = true
		}
		// Only these say the words name a place ("the town of" too);
		// "a letter to", "talks between" or "visited" as well take a
		// person.
		switch w {
		case "in", "at", "near", "inside", "outside":
			c.placePrep = true
		case "of":
			if c.first > 1 {
				n := strings.ToLower(ts[c.first-2].form)
				c.placePrep = words.settlements[n] || placenoun.Naming(n)
			}
		}
	}
	n := c.last + 1
	if n >= len(ts) || ts[n].sent != ts[c.last].sent {
		return
	}
	w := strings.ToLower(ts[n].form)
	capSuffix := ts[n].cap && w != "province" && w != "governorate" && w != "oblast" && w != "prefecture"
	switch {
	case words.adminSuffix[w] != restrictNone && capSuffix && len(r.g.byKey[c.key+" "+w]) == 0:
		// "Indiana Department of ...": a capitalised generic word
		// starts an organisation's name unless the gazetteer
		// knows the whole ("Rapides Parish").
	case words.adminSuffix[w] != restrictNone:
		c.restrict = words.adminSuffix[w]
		c.strong = true
		c.span.End = ts[n].end
		// "Rapides Parish" may be a gazetteer name in itself.
		if ids := r.g.byKey[c.key+" "+w]; len(ids) > 0 {
			c.key, c.ids, c.restrict = c.key+" "+w, ids, restrictNone
		}
	case words.pointSuffix[w]:
		c.restrict = restrictPoint
		c.strong = true
	case ts[n].cap && words.featureSuffix[w]:
		// "Niger River", "Kabul River", "Gulf of ...": a natural
		// feature the gazetteer lacks, not the place it is named
		// after.
		c.person = true
	}
}

// speakerOrGivenName marks a one-word candidate that is a person by the
// word after it: a verb of saying ("Hughes said") or another capitalised
// word after an alternate name only ("Hamid Karzai").
func (r *Resolver) speakerOrGivenName(c *cand, ts []tok) {
	if c.first == c.last && !c.strong && !r.prominent(c.ids) && c.last+1 < len(ts) && words.reportVerb[strings.ToLower(ts[c.last+1].form)] {
		// "Hughes said": a minor place does not speak; a person does.
		// (A capital or a country may: "Washington said".)
		c.person = true
	}
	if c.first == c.last && !c.strong && r.altOnly(c) && c.last+1 < len(ts) {
		// "Hamid Karzai": a single word that is only an alternate
		// name of some place, followed by another capitalised word,
		// is a given name. (A main name followed by one is a place
		// naming something: "Gainesville Public Utilities".)
		q := ts[c.last+1]
		if qk := Key(q.form); q.word && q.cap && q.sent == ts[c.last].sent && !r.stop.never[qk] && !words.geoWords[qk] && !r.prominent(r.g.byKey[qk]) {
			c.person = true
		}
	}
}

// dropPersons removes the candidates that are persons, those whose name
// is a person's elsewhere in the story, and weak ones without support; it
// reuses cands' array.
func (r *Resolver) dropPersons(cands []cand) []cand {
	// A name seen as part of a person's name anywhere in the story is a
	// person's name everywhere in it ("John Allen" ... "Allen said").
	personal := map[string]bool{}
	placed := placedKeys(cands)
	for _, c := range cands {
		// Countries and big cities keep their other mentions: "Michael
		// Jordan" does not make every "Jordan" a person; nor does a name
		// the story twice places by a preposition ("in Afrin" ... "the
		// authority governing Afrin said").
		if c.person && !r.prominent(c.ids) && !placed[c.key] {
			personal[c.key] = true
		}
	}
	out := cands[:0]
	for _, c := range cands {
		switch {
		case c.person:
			continue
		case personal[c.key] && c.within == nil && c.restrict == restrictNone:
			continue
		case c.weak && !c.strong && c.within == nil:
			continue
		}
		out = append(out, c)
	}
	return out
}

// lowerCased reports whether a story is written without capitals: most of
// its sentences start in lower case and fewer than one word in twenty has
// a capital (a trailer such as "Facebook Twitter" may keep its own).
func lowerCased(ts []tok) bool {
	words, caps, starts, lowStarts := 0, 0, 0, 0
	for _, t := range ts {
		if !t.word || !isLetter(t.form[0]) {
			continue
		}
		words++
		if t.cap {
			caps++
		}
		if t.sentStart {
			starts++
			if !t.cap {
				lowStarts++
			}
		}
	}
	return words >= 20 && caps*20 < words && lowStarts*3 >= starts*2
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// caselessPlace reports whether a candidate of a lower-cased story is a
// place. Without capitals, a name is one when the words around it make it
// one: a generic after it ("viramgam town", "mehsana district"), a
// locative before it ("in gujarat", "at delhi") or a settlement noun and
// "of" ("the town of anand"), an incident noun after
// it ("the rampur incident", [incident-nouns]), or the story's dateline
// ("ahmedabad:"); and a word of the stoplists (the [caseless] section
// lists common English words and phrases that also name places: "returned
// to normal"), or one the gazetteer holds only as a minor place, needs the
// generic after it.
func (r *Resolver) caselessPlace(c *cand, ts []tok) bool {
	if c.restrict != restrictNone || c.strong && c.last+1 < len(ts) && words.pointSuffix[strings.ToLower(ts[c.last+1].form)] {
		return true
	}
	if r.commonCaseless(c) {
		return false
	}
	if c.first > 0 && caselessPrep[strings.ToLower(ts[c.first-1].form)] || c.placePrep && !unitOfSettlement(c, ts) {
		return true // "in gujarat"; notePatterns' locatives ("inside", "the town of anand")
	}
	// "the rampur massacre", "the rampur bus carnage": an incident
	// noun after the name, or after one noun after it.
	for n := c.last + 1; n < len(ts) && n <= c.last+2 && ts[n].sent == ts[c.last].sent; n++ {
		if words.incidentNouns[strings.ToLower(ts[n].form)] {
			return true
		}
		if ts[n].upos != "NOUN" {
			break
		}
	}
	return ts[c.first].sentStart && c.last+1 < len(ts) && ts[c.last+1].form == ":"
}

// unitOfSettlement reports whether candidate c follows a settlement noun
// and "of" and runs into an administrative generic ("a village of anand
// district"): the name is the unit the settlement lies in, which the
// generic already marks, not the settlement's own name, so the "of"
// says nothing about the name on its own.
func unitOfSettlement(c *cand, ts []tok) bool {
	n := c.last + 1
	return c.first > 0 && strings.EqualFold(ts[c.first-1].form, "of") && n < len(ts) &&
		ts[n].sent == ts[c.last].sent && words.adminSuffix[strings.ToLower(ts[n].form)] != restrictNone
}

// caselessSense gives every mention of a name in a lower-cased story the
// sense that one mention's context gives it: after "a curfew in rampur",
// "the rampur incident" names the same town, though nothing around it
// says so. A name the stoplists or the gazetteer's minor places hold
// (common words) still needs its own context. Without capitals a name
// that no context marks is no person's either, so it marks no other
// mention as one (dropPersons).
func (r *Resolver) caselessSense(cands []cand) {
	placed := map[string]bool{}
	for _, c := range cands {
		if !c.person {
			placed[c.key] = true
		}
	}
	for ci := range cands {
		c := &cands[ci]
		if c.person && placed[c.key] && !r.commonCaseless(c) {
			c.person = false
		}
	}
}

// caselessLists marks as places the names of a list that a plural
// generic closes in a story without capitals ("curfew in sanand, dholka
// and viramgam towns"): only the last name stands beside the generic,
// but it tells what each name of the list is, as the capitals would.
// Only the stoplists' words that are never places, or common words
// ([caseless]: "normal", "peace"), are kept out; commonCaseless's other
// guards (the weak stoplist, minor places, names under four letters) are
// not applied, as a generic right after a name lifts them in
// caselessPlace, and the list's generic is each name's: short towns ("una,
// diu and kodinar towns") stay places. Applying them was measured and
// changed nothing (docs/QUALITY.md, "### tidy4").
func (r *Resolver) caselessLists(cands []cand, ts []tok) {
	for lo := 0; lo < len(cands); {
		hi := lo
		for hi+1 < len(cands) && listGap(ts, cands[hi].last, cands[hi+1].first) {
			hi++
		}
		n := cands[hi].last + 1
		if hi > lo && n < len(ts) && ts[n].sent == ts[cands[hi].last].sent && words.listGenerics[strings.ToLower(ts[n].form)] {
			for i := lo; i <= hi; i++ {
				if !r.stop.never[cands[i].key] && !r.stop.caseless[cands[i].key] {
					cands[i].person = false
				}
			}
		}
		lo = hi + 1
	}
}

// listGap reports whether only list joiners (commas, "and") stand
// between tokens a and b of one sentence, and at least one does.
func listGap(ts []tok, a, b int) bool {
	if b <= a+1 || ts[a].sent != ts[b].sent {
		return false
	}
	for k := a + 1; k < b; k++ {
		if f := strings.ToLower(ts[k].form); f != "," && f != "and" {
			return false
		}
	}
	return true
}

// commonCaseless reports whether a lower-cased candidate may be a common
// word: one of the stoplists, a minor place, or a short name.
func (r *Resolver) commonCaseless(c *cand) bool {
	return r.stop.never[c.key] || r.stop.weak[c.key] || r.stop.caseless[c.key] || r.minor(c.ids) || len([]rune(c.key)) < minCaseless
}

// minCaseless is the fewest letters a lower-cased name needs to be taken
// for a place: shorter ones ("hit", "sun") are too often common words.
const minCaseless = 4

// caselessPrep are the locatives that, without capitals, mark a place.
var caselessPrep = map[string]bool{"in": true, "at": true, "near": true, "to": true, "from": true, "outside": true}

// isShortCaps reports whether w is written in capitals with at most four
// letters ("US", "U.K.", "NGO").
func isShortCaps(w string) bool {
	n := 0
	for _, r := range w {
		switch {
		case r == '.':
		case r >= 'A' && r <= 'Z':
			n++
		default:
			return false
		}
	}
	return n > 0 && n <= 4
}

// exactly keeps the entries that have form, case and periods included, as
// a name.
func (r *Resolver) exactly(ids []int32, form string) []int32 {
	var out []int32
	for _, id := range ids {
		e := &r.g.Entries[id]
		ok := e.Name == form
		for _, a := range e.Alt {
			ok = ok || a == form
		}
		if ok {
			out = append(out, id)
		}
	}
	return out
}

// joinable reports whether a token run may form one name: words, hyphens,
// apostrophes and periods, no other punctuation.
func joinable(ts []tok) bool {
	for _, t := range ts {
		if t.word {
			continue
		}
		switch t.form {
		case "-", "'", "’", ".", "'s", "’s":
		default:
			return false
		}
	}
	return true
}

// capsLines marks sentences written all in capitals (headlines,
// subheads), where capitalisation says nothing.
func capsLines(ts []tok) map[int]bool {
	words, upper := map[int]int{}, map[int]int{}
	for _, t := range ts {
		if !t.word || len(t.form) < 2 {
			continue
		}
		words[t.sent]++
		if allCapitals(t.form) {
			upper[t.sent]++
		}
	}
	out := map[int]bool{}
	for s, n := range words {
		if n >= 2 && upper[s] == n {
			out[s] = true
		}
	}
	return out
}

// allCapitals reports whether s is unchanged by strings.ToUpper but not by
// strings.ToLower (it has capitals and no small letters), without making
// either string: capsLines asks it of every word of a story.
func allCapitals(s string) bool {
	lower := false
	for i, r := range s {
		if r == utf8.RuneError {
			if _, w := utf8.DecodeRuneInString(s[i:]); w == 1 {
				return false // both calls would replace the bad byte
			}
		}
		if unicode.ToUpper(r) != r {
			return false
		}
		if unicode.ToLower(r) != r {
			lower = true
		}
	}
	return lower
}

// personCues marks a candidate that sits at the end of a longer
// capitalised name ("John Allen", "President Karzai", "Barack Obama").
func (r *Resolver) personCues(c *cand, ts []tok) {
	if c.first == 0 {
		return
	}
	p := ts[c.first-1]
	if p.sent != ts[c.first].sent || !p.word || !p.cap {
		return
	}
	pk := Key(p.form)
	switch {
	case words.titles[pk]:
		c.person = true
	case p.sentStart:
		// "In Kabul ...", "Considering Tunisia's ...": any word is
		// capitalised at the start of a sentence.
	case r.stop.never[pk] || words.geoWords[pk]:
		// "Northern Kunduz", "Lake Victoria", "Interior Ministry of ...":
		// not a person, but not this place either when it is a longer
		// name's tail, unless the word is a compass qualifier.
		if !isQualifier(pk) && !words.geoWords[pk] {
			c.weak = true
		}
		if words.geoWords[pk] {
			c.person = true // part of another feature's name; drop it
		}
	case r.prominent(r.g.byKey[pk]) && !r.stop.weak[pk]:
		// Preceded by a country or a big city: "Afghanistan Kabul" in a
		// list or dateline; keep.
	default:
		// An unknown capitalised word before it: a given name, most likely.
		c.person = true
	}
}

// prominent reports whether a name may denote a country, or a city or
// division of 500,000 people or more: such names keep their place
// reading even when they are also given names or common words.
func (r *Resolver) prominent(ids []int32) bool {
	for _, id := range ids {
		e := &r.g.Entries[id]
		if e.Kind == KindCountry || e.Pop >= 500000 {
			return true
		}
	}
	return false
}

// isCountry reports whether any reading is a country.
func (r *Resolver) isCountry(ids []int32) bool {
	for _, id := range ids {
		if r.g.Entries[id].Kind == KindCountry {
			return true
		}
	}
	return false
}

// allSections reports whether every reading is a section of a city
// (GeoNames PPLX: neighbourhoods such as "Olympic" in Hong Kong), which
// a single capitalised word names far more often by chance than by intent.
func (r *Resolver) allSections(ids []int32) bool {
	for _, id := range ids {
		if r.g.Entries[id].Feature != "PPLX" {
			return false
		}
	}
	return len(ids) > 0
}

// minor reports whether every reading is a place of fewer than 15,000
// people from GeoNames. The default gazetteer has none, but one imported
// from cities500 or allCountries has a village for almost any capitalised
// word, so a lone word needs context ("in X", "X village", "X, Y") to
// count as a village.
func (r *Resolver) minor(ids []int32) bool {
	for _, id := range ids {
		e := &r.g.Entries[id]
		if e.Kind != KindPlace || e.Pop >= 15000 || e.ID == 0 || e.Feature == "PPLC" {
			return false
		}
	}
	return len(ids) > 0
}

// altOnly reports whether c's words are no entry's main or ASCII name:
// matched only through GeoNames' alternate names, which include old
// spellings, translations and given-name-like forms.
func (r *Resolver) altOnly(c *cand) bool {
	for _, id := range c.ids {
		e := &r.g.Entries[id]
		if Key(e.Name) == c.key || e.Kind == KindCountry || e.ID == 0 {
			return false
		}
		if len(e.Alt) > 0 && Key(e.Alt[0]) == c.key {
			return false // the ASCII form of the name comes first
		}
	}
	return true
}

func isQualifier(k string) bool {
	switch k {
	case "north", "south", "east", "west", "northern", "southern", "eastern", "western", "central",
		"northeast", "northwest", "southeast", "southwest", "northeastern", "northwestern",
		"southeastern", "southwestern", "upper", "lower", "greater", "downtown", "metro", "mid", "middle", "inner", "outer":
		return true
	}
	return false
}

// linkContainers applies "X, Y" where Y is a country, a division or a state
// abbreviation that contains one of X's entries: X is restricted to those,
// and Y resolved to the container.
//
// State abbreviations used as containers are toponyms too; when extra is
// not nil they are appended to it as candidates.
func (r *Resolver) linkContainers(text string, cands []cand, extra *[]cand) {
	for i := range cands {
		c := &cands[i]
		start, ok := afterComma(text, c.span.End)
		if !ok {
			continue
		}
		var nextAt *cand
		if i+1 < len(cands) && cands[i+1].span.Start == start {
			nextAt = &cands[i+1]
		}
		containers, next, abbrEnd := r.containersAt(text, start, nextAt)
		if len(containers) == 0 {
			continue
		}
		inside, used := r.insideOf(c.ids, containers)
		if len(inside) == 0 {
			continue
		}
		c.within = containers
		c.ids = inside
		c.strong = true
		if next != nil {
			next.ids = dedupe(used)
			next.strong = true
		} else if abbrEnd > 0 && nextAt != nil && nextAt.span.End <= abbrEnd {
			nextAt.ids, nextAt.span.End, nextAt.strong, nextAt.restrict = dedupe(used), abbrEnd, true, restrictNone
		} else if abbrEnd > 0 && extra != nil {
			*extra = append(*extra, cand{span: doc.Span{Start: start, End: abbrEnd}, first: -1, last: -1,
				key: Key(text[start:abbrEnd]), ids: dedupe(used), strong: true, pick: -1})
		}
	}
}

// afterComma returns where the word after a comma that follows end (with
// spaces either side) starts; ok is false when no comma follows.
func afterComma(text string, end int) (int, bool) {
	rest := text[end:]
	j := 0
	for j < len(rest) && (rest[j] == ' ') {
		j++
	}
	if j >= len(rest) || rest[j] != ',' {
		return 0, false
	}
	j++
	for j < len(rest) && rest[j] == ' ' {
		j++
	}
	return end + j, true
}

// containersAt returns the entries that the words at start may name as a
// container: the countries and divisions of nextAt, the candidate that
// starts there (returned as next when it names some), else those of a
// state abbreviation ("Alexandria, La.", "Dayton, OH"), with the
// abbreviation's end (-1 for none).
func (r *Resolver) containersAt(text string, start int, nextAt *cand) (containers []int32, next *cand, abbrEnd int) {
	if nextAt != nil {
		for _, id := range nextAt.ids {
			if k := r.g.Entries[id].Kind; k == KindCountry || k == KindAdmin1 {
				containers = append(containers, id)
			}
		}
		if len(containers) > 0 {
			return containers, nextAt, -1
		}
	}
	end := start
	for end < len(text) && (isAbbrevByte(text[end])) {
		end++
	}
	if end == start {
		return nil, nil, -1
	}
	word := text[start:end]
	if !strings.Contains(word, ".") && strings.ToUpper(word) != word {
		return nil, nil, -1 // two-letter codes must be written in capitals
	}
	return r.g.abbrev[Key(word)], nil, end
}

// insideOf returns the entries of ids that lie in one of containers, and
// for each the container it lies in.
func (r *Resolver) insideOf(ids, containers []int32) (inside, used []int32) {
	for _, id := range ids {
		e := &r.g.Entries[id]
		for _, k := range containers {
			ce := &r.g.Entries[k]
			if e.Country == ce.Country && (ce.Kind == KindCountry || e.Admin1 == ce.Admin1) && id != k {
				inside = append(inside, id)
				used = append(used, k)
				break
			}
		}
	}
	return inside, used
}

func isAbbrevByte(b byte) bool {
	return b == '.' || (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z')
}

func dedupe(ids []int32) []int32 {
	seen := map[int32]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// applyMentions uses NER output when there is some: candidates inside a PER
// mention are dropped, those inside an ORG mention are kept only when they
// start it ("Kabul Bank"), and a LOC/GPE mention with no candidate is
// looked up as a phrase.
func (r *Resolver) applyMentions(st *doc.Story, cands []cand) []cand {
	if len(st.Mentions) == 0 {
		return cands
	}
	near := newMentionWindow(st.Mentions)
	placed := placedKeys(cands) // not dropPersons' count: see placedKeys
	out := cands[:0]
	for _, c := range cands {
		keep := true
		lo, hi := near.around(c.span)
		for _, m := range st.Mentions[lo:hi] {
			if !m.Span.Contains(c.span) && !c.span.Contains(m.Span) {
				continue
			}
			switch m.Label {
			case doc.LabelPER:
				// A name the tagger took for a person is still a country
				// when the gazetteer says so: "central Mali", "Chad";
				// and a place when the tagger saw only part of the
				// gazetteer's longer name ("Deir" of "Deir ez-Zor") or a
				// preposition of place stands before it ("in Tal Afar")
				// or a container follows it. A place inside a person's
				// name ("Hamid Karzai") stays his.
				// So is a name the story twice places by a preposition
				// elsewhere ("in Afrin" ... "Turkey invaded Afrin":
				// placedKeys).
				keep = c.span.Contains(m.Span) && (m.Span == c.span && r.isCountry(c.ids) || m.Span != c.span ||
					c.placePrep || c.within != nil || placed[c.key])
			case doc.LabelORG:
				if m.Start != c.span.Start {
					keep = false
				}
			case doc.LabelLOC:
				c.strong = true
			}
		}
		if keep {
			out = append(out, c)
		}
	}
	cover := newSpanCover(len(st.Text), out)
	for _, m := range st.Mentions {
		if m.Label != doc.LabelLOC {
			continue
		}
		if cover.overlaps(m.Span, out) {
			continue
		}
		if c, ok := r.phrase(st.Text, m.Span); ok {
			if _, dem := r.g.demonym[c.key]; dem || r.stop.phrases[c.key] || r.stop.never[c.key] {
				continue
			}
			c.strong = true
			out = append(out, c)
			cover.add(c.span)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].span.Start < out[j].span.Start })
	return out
}

// placedKeys returns the keys of the names that at least two candidates
// mark as places by a preposition of place before them ("in Afrin",
// "near Afrin"). A story uses a name in one sense throughout, so the
// tagger's reading of another mention of it as a person's name is
// overruled (applyMentions); one such mention is not enough, since a
// person may share a town's name.
//
// dropPersons and applyMentions each count on their own candidates, on
// purpose: dropPersons counts every candidate, a mention the patterns took
// for a person's included; applyMentions only those dropPersons kept and
// linkContainers' abbreviations, so a name placed twice only by mentions
// since dropped overrules no tagger's PER. One shared count would change
// which names are placed (not seen in the figures or the md5 proof inputs).
func placedKeys(cands []cand) map[string]bool {
	n := map[string]int{}
	for _, c := range cands {
		if c.placePrep {
			n[c.key]++
		}
	}
	placed := map[string]bool{}
	for k, v := range n {
		if v >= 2 {
			placed[k] = true
		}
	}
	return placed
}

// Weights of the resolver's scores. They were set by reasoning about news
// usage, then checked on GeoWebNews (LGL kept for testing).
const (
	wPop       = 0.6 // per decade of population
	wCountry   = 4   // a country outranks a same-named city
	wAdmin1    = 1.5
	wAdmin2    = 1
	wCapital   = 2.5 // national capitals stand for their governments
	wName      = 1   // matched the main name, not an alternate
	wFocus     = 5   // times the story's share of mentions in that country
	wAdmin1Foc = 2   // in a first-level division the story mentions
	wNear      = 1.5 // within 250 km of a confidently placed toponym
	wCoherent  = 3   // times the share of the story's other names that may lie within 250 km
	nearKm     = 250
)

// resolve picks an entry for every candidate: population, kind and name
// priors first, then again with the story's focus from that first pass:
// its countries, its divisions and the places it is sure of.
func (r *Resolver) resolve(cands []cand) {
	f := &firstPass{}
	for i := range cands {
		cands[i].index = i
	}
	for i := range cands {
		r.pick(&cands[i], f)
	}
	f = r.firstFocus(cands)
	f.near = r.coherence(cands)
	for i := range cands {
		r.pick(&cands[i], f)
	}
}

// firstFocus counts the story's first-pass picks: the weighted mentions per
// country, the divisions named and the entries it is sure of.
func (r *Resolver) firstFocus(cands []cand) *firstPass {
	f := &firstPass{country: map[string]float64{}, admin1: map[string]int{}}
	total := 0.0
	seen := map[int32]bool{}
	divSeen := map[int32]bool{}
	for i := range cands {
		c := &cands[i]
		c.vote = 0
		if c.pick < 0 {
			continue
		}
		e := &r.g.Entries[c.pick]
		if e.Country == "" {
			continue
		}
		// A candidate with one possible entry, or a country, counts
		// double: it is the least likely to be wrong.
		w := 1.0
		sure := len(c.ids) == 1 || c.within != nil || c.margin >= 2
		if sure || e.Kind == KindCountry {
			w = 2
		}
		f.country[e.Country] += w
		c.vote = w
		total += w
		if (e.Kind == KindAdmin1 || e.Kind == KindAdmin2 || c.within != nil) && !divSeen[c.pick] {
			// Each entry once, so that ownDivision's one is all a name
			// gives its own division: "Bihar" named twice must not vote
			// for the town of Bihar Sharif.
			divSeen[c.pick] = true
			f.admin1[e.Country+"."+e.Admin1]++
		}
		if sure && e.Kind != KindCountry && !e.Approx && !seen[c.pick] {
			// Each entry once: a long story names its main town hundreds
			// of times, and every toponym is checked against every anchor.
			seen[c.pick] = true
			f.anchors = append(f.anchors, c.pick)
		}
	}
	f.total = total
	return f
}

// maxReadings caps how many readings of one name take part in the
// coherence count, most populous first, to bound its cost.
const maxReadings = 25

// coherence returns, for each candidate and each of its readings, the
// share of the story's other names that have some reading within nearKm:
// local news names places near each other ("Dublin" beside "Columbus" and
// "Grove City" is Dublin, Ohio).
func (r *Resolver) coherence(cands []cand) []map[int32]float64 {
	type pt struct{ lat, lon float64 }
	keys := map[string]int{} // name -> group
	var groups [][]pt
	group := make([]int, len(cands))
	for i, c := range cands {
		g, ok := keys[c.key]
		if !ok {
			g = len(groups)
			keys[c.key] = g
			var pts []pt
			for _, id := range topReadings(r.g, c.ids) {
				if e := &r.g.Entries[id]; e.Kind != KindCountry && !e.Approx {
					pts = append(pts, pt{e.Lat, e.Lon})
				}
			}
			groups = append(groups, pts)
		}
		group[i] = g
	}
	out := make([]map[int32]float64, len(cands))
	if len(groups) < 2 {
		return out
	}
	const degLat = nearKm / 111.0
	for i, c := range cands {
		m := map[int32]float64{}
		for _, id := range topReadings(r.g, c.ids) {
			e := &r.g.Entries[id]
			if e.Kind == KindCountry {
				continue
			}
			n := 0
			for g, pts := range groups {
				if g == group[i] {
					continue
				}
				for _, p := range pts {
					if math.Abs(p.lat-e.Lat) <= degLat && distKm(p.lat, p.lon, e.Lat, e.Lon) <= nearKm {
						n++
						break
					}
				}
			}
			if n > 0 {
				m[id] = float64(n) / float64(len(groups)-1)
			}
		}
		out[i] = m
	}
	return out
}

// topReadings returns at most maxReadings of ids, most populous first.
func topReadings(g *Gazetteer, ids []int32) []int32 {
	if len(ids) <= maxReadings {
		return ids
	}
	s := append([]int32(nil), ids...)
	sort.SliceStable(s, func(a, b int) bool { return g.Entries[s[a]].Pop > g.Entries[s[b]].Pop })
	return s[:maxReadings]
}

// firstPass is what a first pass of resolution learned about the story: the
// evidence the second pass weighs each reading by. The story's focus
// (doc.Focus) is computed from the final readings, after both passes.
type firstPass struct {
	country map[string]float64 // weighted mentions per country
	total   float64
	admin1  map[string]int // "CC.A1" of divisions mentioned: how many distinct entries
	anchors []int32        // confidently placed entries
	near    []map[int32]float64
}

// pick scores each entry of c and keeps the best.
func (r *Resolver) pick(c *cand, f *firstPass) {
	var near map[int32]float64
	if f.near != nil {
		near = f.near[c.index]
	}
	if f.country != nil {
		c.pick0 = c.pick
	}
	c.pick, c.score, c.margin = -1, math.Inf(-1), 0
	second := math.Inf(-1)
	shared := r.sharedNames(c)
	for _, id := range c.ids {
		e := &r.g.Entries[id]
		if !r.allowed(c, e) {
			continue
		}
		// The terms are added to s in one order, prior then context, so
		// that scores, and the ties between them, stay as they were.
		s := r.priorScore(c, e, shared)
		s = r.contextScore(s, c, id, e, f, near)
		switch {
		case s > c.score || (s == c.score && c.pick >= 0 && e.ID < r.g.Entries[c.pick].ID):
			second = c.score
			c.pick, c.score = id, s
		case s > second:
			second = s
		}
	}
	if c.pick >= 0 {
		c.margin = c.score - second
	}
}

// nameShares tells, for a candidate's readings, which divisions share the
// name with a place inside them: a bare mention is the place ("Kabul",
// "Kunduz"); the division needs "province".
type nameShares struct {
	hasPoint map[string]bool // "CC.A1" of divisions holding a place of the name
	bigPlace int64           // the population of the largest town the name may be
	divNamed map[string]bool // "CC.A1" of divisions whose main name it is
}

func (r *Resolver) sharedNames(c *cand) nameShares {
	sh := nameShares{hasPoint: map[string]bool{}, divNamed: map[string]bool{}}
	for _, id := range c.ids {
		e := &r.g.Entries[id]
		switch {
		case e.Kind == KindPlace:
			sh.hasPoint[e.Country+"."+e.Admin1] = true
			sh.bigPlace = max(sh.bigPlace, e.Pop)
		case e.Kind != KindCountry && Key(e.Name) == c.key:
			sh.divNamed[e.Country+"."+e.Admin1] = true
		}
	}
	return sh
}

// allowed reports whether reading e fits the candidate's suffix: a
// division of the level "province" or "district" names when the name has
// one, a point ("airport") rather than a division when it has one.
func (r *Resolver) allowed(c *cand, e *Entry) bool {
	switch c.restrict {
	case restrictAdmin1, restrictAdmin2:
		want, other := KindAdmin1, KindAdmin2
		if c.restrict == restrictAdmin2 {
			want, other = KindAdmin2, KindAdmin1
		}
		switch {
		case hasKind(r.g, c.ids, want):
			return e.Kind == want
		case hasKind(r.g, c.ids, other):
			return e.Kind == other
		}
	case restrictPoint:
		return e.Kind == KindPlace || !hasPlace(r.g, c.ids)
	}
	return true
}

// priorScore scores reading e of c by itself: population, kind, feature,
// a supplement entry, a main-name match and approximate coordinates.
func (r *Resolver) priorScore(c *cand, e *Entry, sh nameShares) float64 {
	s := wPop * math.Log10(float64(e.Pop)+1)
	switch e.Kind {
	case KindCountry:
		s += wCountry
	case KindAdmin1:
		if c.restrict != restrictNone || e.Pop >= sh.bigPlace {
			// A bare name is a division rather than a larger town of
			// that name elsewhere only when "province" says so:
			// "Manchester" is the city, not the Jamaican parish.
			s += wAdmin1
		}
		if c.restrict == restrictNone && sh.hasPoint[e.Country+"."+e.Admin1] {
			s -= 3
		}
	case KindAdmin2:
		if c.restrict != restrictNone || e.Pop >= sh.bigPlace {
			s += wAdmin2
		}
		if c.restrict == restrictNone && sh.hasPoint[e.Country+"."+e.Admin1] {
			s -= 3
		}
	}
	switch e.Feature {
	case "PPLC":
		s += wCapital
	case "PPLA":
		s += 0.5
	case "PPLA2":
		s += 0.2
	case "AIRB", "MILB":
		if c.restrict == restrictPoint {
			s += 3
		}
	case "PPLX":
		s -= 0.5
	}
	if e.ID == 0 {
		s += 2.5 // supplement places are few and chosen for news
	}
	if Key(e.Name) == c.key || e.Kind == KindPlace && sh.divNamed[e.Country+"."+e.Admin1] {
		// A main-name match; or a town in a division of that name,
		// which is the town's name in English too: "Geneva" is
		// Genève, in the canton of Geneva, before Geneva, Illinois.
		s += wName
	}
	if e.Approx {
		s -= 0.5
	}
	return s
}

// contextScore adds to s what the story says for reading e (entry id) of
// c: the first pass's country and division focus, coherence with the other
// candidates (near), and nearness to a confidently placed anchor.
func (r *Resolver) contextScore(s float64, c *cand, id int32, e *Entry, f *firstPass, near map[int32]float64) float64 {
	if f.country != nil {
		// The share of the story's other mentions in e's country:
		// a candidate's own first-pass vote is left out, or "Georgia"
		// read as the country would vote for itself.
		own, n := 0.0, f.total-c.vote
		if c.pick0 >= 0 && r.g.Entries[c.pick0].Country == e.Country {
			own = c.vote
		}
		if n > 0 {
			s += wFocus * (f.country[e.Country] - own) / n
		}
	}
	if f.admin1 != nil && e.Kind != KindAdmin1 && f.admin1[e.Country+"."+e.Admin1] > r.ownDivision(c, e) {
		s += wAdmin1Foc
	}
	s += wCoherent * near[id]
	if e.Kind != KindCountry {
		for _, a := range f.anchors {
			// A candidate's own first reading is no evidence for its
			// others: "Bihar" read as the state is not near Bihar Sharif.
			if a != id && a != c.pick0 && distKm(e.Lat, e.Lon, r.g.Entries[a].Lat, r.g.Entries[a].Lon) <= nearKm {
				s += wNear
				break
			}
		}
	}
	return s
}

// ownDivision returns 1 when c's first-pass reading itself named e's
// division (or placed c within it), so that a name does not vote for its
// own other readings; else 0.
func (r *Resolver) ownDivision(c *cand, e *Entry) int {
	if c.pick0 < 0 {
		return 0
	}
	p := &r.g.Entries[c.pick0]
	if p.Country+"."+p.Admin1 == e.Country+"."+e.Admin1 && (p.Kind == KindAdmin1 || p.Kind == KindAdmin2 || c.within != nil) {
		return 1
	}
	return 0
}

// distKm is the great-circle distance in kilometres.
func distKm(lat1, lon1, lat2, lon2 float64) float64 {
	const rad = math.Pi / 180
	dlat := (lat2 - lat1) * rad
	dlon := (lon2 - lon1) * rad
	a := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * 6371.0088 * math.Asin(math.Min(1, math.Sqrt(a)))
}

func hasKind(g *Gazetteer, ids []int32, k Kind) bool {
	for _, id := range ids {
		if g.Entries[id].Kind == k {
			return true
		}
	}
	return false
}

func hasPlace(g *Gazetteer, ids []int32) bool {
	for _, id := range ids {
		if g.Entries[id].Kind == KindPlace {
			return true
		}
	}
	return false
}

// place turns a resolved candidate into a doc.Place.
func (r *Resolver) place(c *cand) (doc.Place, bool) {
	if c.pick < 0 {
		return doc.Place{}, false
	}
	e := &r.g.Entries[c.pick]
	// Entries from UCDP GED have negative ids: no GeoNames id to give.
	p := doc.Place{Span: c.span, Name: e.Name, Lat: e.Lat, Lon: e.Lon, GeonamesID: max(e.ID, 0)}
	p.Country = r.g.iso3[e.Country]
	switch e.Kind {
	case KindCountry:
		p.Precision = doc.PrecisionCountry
	case KindAdmin1:
		p.Precision = doc.PrecisionAdmin1
		p.Admin1 = e.Name
	case KindAdmin2:
		p.Precision = doc.PrecisionAdmin2
		p.Admin2 = e.Name
		if a := r.g.Admin1Of(&Entry{Kind: KindPlace, Country: e.Country, Admin1: e.Admin1}); a != nil {
			p.Admin1 = a.Name
		}
	default:
		p.Precision = doc.PrecisionPoint
		switch e.Feature {
		case "CONT", "OCN":
			p.Precision = doc.PrecisionCountry // the coarsest precision the model has
		case "RGN", "SEA":
			p.Precision = doc.PrecisionAdmin1
		}
		if a := r.g.Admin1Of(e); a != nil {
			p.Admin1 = a.Name
		}
		if a := r.g.Admin2Of(e); a != nil {
			p.Admin2 = a.Name
		}
	}
	return p, true
}

// Candidates returns the gazetteer entries a phrase of text may name, as
// ResolveSpans would consider them (for measuring the gazetteer's ceiling).
func (r *Resolver) Candidates(text string, s doc.Span) []*Entry {
	c, ok := r.phrase(text, s)
	if !ok {
		return nil
	}
	out := make([]*Entry, len(c.ids))
	for i, id := range c.ids {
		out[i] = &r.g.Entries[id]
	}
	return out
}

// Demonym returns the ISO 3166-1 alpha-3 code of the country a nationality
// word names ("Afghan" -> "AFG"), for actor coding.
func (r *Resolver) Demonym(word string) (string, bool) {
	cc, ok := r.g.demonym[Key(word)]
	if !ok {
		return "", false
	}
	iso3, ok := r.g.iso3[cc]
	return iso3, ok
}

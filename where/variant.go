package where

import (
	"sort"
	"strings"
	"sync"

	"sitrep/doc"
	"sitrep/internal/editdist"
)

// Spelling variants. Towns of South Asia reach English copy in several
// romanisations ("mehmedabad", "mehmdabad" and GeoNames' "Mahemdāvād" or
// "Mehmadabad"; "boarsad" for Borsad; "chota udepur" for Chhota Udepur),
// and a story written without capitals names many small towns only so.
// Two spellings of one name mostly keep its consonants in order and differ
// in vowels, an aspirating h and doubled letters; a skeleton of the name
// without them meets the gazetteer's spelling where the exact key fails.

// variantIndex maps, country by country, the skeleton of each populated
// place's names to its entries. A country's map is built when a
// lower-cased story of that country first asks for it, so most stories
// never pay for it and one country's names, not the world's, stay in memory.
type variantIndex struct {
	mu sync.Mutex
	by map[string]map[string][]int32
}

// minVariantLetters is the fewest letters a word needs to be matched by
// its skeleton, and minSkeleton the fewest consonants its skeleton must
// keep: shorter words meet too many names.
const (
	minVariantLetters = 6
	minSkeleton       = 4
)

// skeleton returns the consonant skeleton of a place key: each word's
// first letter, then its consonants but h and y (which romanisations add
// or drop as they do vowels), a letter repeated, even across a dropped
// one, once ("chhota" and "chota" -> "ct", "mehmedabad" -> "mdbd"); ""
// for a key with a letter outside a to z.
func skeleton(k string) string {
	var b strings.Builder
	for wi, w := range strings.Fields(k) {
		if wi > 0 {
			b.WriteByte(' ')
		}
		var prev byte
		for i := 0; i < len(w); i++ {
			c := w[i]
			if i > 0 && (strings.IndexByte("aeiouyh", c) >= 0 || c == prev) {
				continue
			}
			if c < 'a' || c > 'z' {
				return "" // not a plain Latin name
			}
			b.WriteByte(c)
			prev = c
		}
	}
	return b.String()
}

// variants returns the populated places of country whose name has the
// skeleton of key k, nil when k is too short to be matched so.
func (g *Gazetteer) variants(k, country string) []int32 {
	if len(k) < minVariantLetters {
		return nil
	}
	s := skeleton(k)
	if len(strings.ReplaceAll(s, " ", "")) < minSkeleton {
		return nil
	}
	g.variant.mu.Lock()
	defer g.variant.mu.Unlock()
	by, ok := g.variant.by[country]
	if !ok {
		by = map[string][]int32{}
		for i := range g.Entries {
			e := &g.Entries[i]
			if e.Kind != KindPlace || e.Country != country {
				continue
			}
			for _, n := range e.names() {
				if sk := skeleton(Key(n)); sk != "" {
					by[sk] = appendOnce(by[sk], int32(i))
				}
			}
		}
		if g.variant.by == nil {
			g.variant.by = map[string]map[string][]int32{}
		}
		g.variant.by[country] = by
	}
	return by[s]
}

// names returns e's name and its alternate names, the spellings a
// variant is matched against.
func (e *Entry) names() []string { return append([]string{e.Name}, e.Alt...) }

// appendOnce appends id to ids unless it is the last one already.
func appendOnce(ids []int32, id int32) []int32 {
	if n := len(ids); n > 0 && ids[n-1] == id {
		return ids
	}
	return append(ids, id)
}

// addVariants adds to the candidates of a lower-cased story the names
// that no gazetteer key matched but whose skeleton does, where a locative
// stands before them ("in mehmedabad", "at boarsad", "in the chota udepur
// area"): one or two words
// that the tagger reads as names or nouns, none a word of the stoplists.
// Only places of one country are taken, that of the story's first
// candidate whose readings all lie in one (firstCountry), since a
// skeleton meets names the world over.
func (r *Resolver) addVariants(text string, ts []tok, cands []cand) []cand {
	country := r.firstCountry(cands)
	if country == "" {
		return cands
	}
	// covered[k]: token k is in a candidate already, indexed as ts is.
	covered := make([]bool, len(ts))
	for _, c := range cands {
		for k := c.first; k <= c.last; k++ {
			covered[k] = true
		}
	}
	var out []cand
	for i := 1; i < len(ts); i++ {
		if covered[i] || !afterLocative(ts, i) {
			continue
		}
		for n := 2; n >= 1; n-- {
			if c, ok := r.variantAt(text, ts, i, n, country, covered); ok {
				out = append(out, c)
				i = c.last
				break
			}
		}
	}
	if len(out) == 0 {
		return cands
	}
	cands = append(cands, out...)
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].span.Start < cands[j].span.Start })
	return cands
}

// variantAt returns the candidate of the n words from token i matched by
// skeleton in country.
func (r *Resolver) variantAt(text string, ts []tok, i, n int, country string, covered []bool) (cand, bool) {
	last := i + n - 1
	if last >= len(ts) || ts[last].sent != ts[i].sent {
		return cand{}, false
	}
	for k := i; k <= last; k++ {
		w := Key(ts[k].form)
		if covered[k] || !ts[k].word || !isLetter(ts[k].form[0]) || r.stop.never[w] || r.stop.weak[w] || r.stop.caseless[w] || words.geoWords[w] {
			return cand{}, false
		}
		switch ts[k].upos {
		case "PROPN", "NOUN", "X", "":
		default:
			return cand{}, false
		}
	}
	key := Key(text[ts[i].start:ts[last].end])
	var ids []int32
	for _, id := range r.g.variants(key, country) {
		if closeSpelling(key, &r.g.Entries[id]) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return cand{}, false
	}
	// The locative that let it be matched marks it a place, also past
	// an article ("in the chota udepur area").
	return cand{span: doc.Span{Start: ts[i].start, End: ts[last].end}, first: i, last: last, key: key, ids: ids, pick: -1, placePrep: true}, true
}

// firstCountry returns the country of the first candidate whose readings
// all lie in one country, "" when none does.
func (r *Resolver) firstCountry(cands []cand) string {
	for _, c := range cands {
		country := ""
		for _, id := range c.ids {
			e := &r.g.Entries[id]
			if country != "" && e.Country != country {
				country = ""
				break
			}
			country = e.Country
		}
		if country != "" {
			return country
		}
	}
	return ""
}

// closeSpelling reports whether one of e's names is one edit from key (a
// letter added, dropped, changed, or two swapped): a skeleton alone also
// pairs words with unrelated names ("number" and Nimbahera, a suburb
// "memnagar" and a town "Mannagar").
func closeSpelling(key string, e *Entry) bool {
	for _, n := range e.names() {
		if editdist.Distance(key, Key(n)) <= 1 {
			return true
		}
	}
	return false
}

// afterLocative reports whether a locative stands before token i, or
// before an article before it ("in the chota udepur area").
func afterLocative(ts []tok, i int) bool {
	prev := strings.ToLower(ts[i-1].form)
	if prev == "the" && i >= 2 {
		prev = strings.ToLower(ts[i-2].form)
	}
	return caselessPrep[prev]
}

package where

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// UCDP GED (the Uppsala Conflict Data Program's Georeferenced Event
// Dataset, CC BY 4.0) names the villages and districts where fighting was
// recorded, which cities15000 lacks: its events' place names become point
// entries of the gazetteer, for names GeoNames does not hold at all.

// ucdpSettlements maps the lower-case word UCDP writes after a place name
// ("Hajin town") to the feature code of the entry it becomes.
var ucdpSettlements = map[string]string{"town": "PPL", "city": "PPL", "village": "PPL", "suburb": "PPLX"}

// ucdpAreas are the lower-case words after a name that tell an area rather
// than a settlement ("Wadi Barada area"): a region entry, by the bare name.
var ucdpAreas = map[string]bool{"area": true, "mountain": true, "plain": true}

// ucdpFacilities are capitalised last words of names that tell a site
// (a base, a dam, a field) rather than a settlement or a region: left out,
// as keepFeature leaves out most GeoNames sites.
var ucdpFacilities = map[string]bool{
	"Airbase": true, "Airport": true, "Base": true, "Brigade": true, "Camp": true, "Checkpoint": true,
	"Complex": true, "Crossing": true, "Dam": true, "Farm": true, "Field": true, "Fields": true,
	"Governorate": true, "Junction": true, "Plant": true, "Pocket": true, "Project": true,
	"Reservoir": true, "Sector": true, "Station": true,
}

// ucdpQualifiers are the Arabic words for upper, lower, great, small and
// the quarters that tell apart two villages of one name ("X Fawqani",
// "X at-Tahtani"); news often writes the shared name alone, so it becomes
// an alternate name of the better-attested one.
var ucdpQualifiers = map[string]bool{
	"fawqani": true, "tahtani": true, "kabir": true, "saghir": true, "sharqi": true, "gharbi": true,
	"shamali": true, "janubi": true, "sharqiyah": true, "gharbiyah": true, "kabirah": true, "saghirah": true,
}

// ucdpPlace gathers the events that name one place.
type ucdpPlace struct {
	name, feature, country, adm1, adm2 string
	key                                string // Key(name)
	alts                               []string
	events                             int
	exact                              bool           // an event placed there exactly (where_prec 1)
	points                             map[string]int // "lat lon" -> events
}

// ucdpColumns are the columns a GED file must have.
var ucdpColumns = []string{"where_prec", "where_coordinates", "adm_1", "adm_2", "latitude", "longitude", "country"}

// readUCDP reads a GED CSV file (with its header row) into b.ucdp.
func (b *builder) readUCDP(name string, r io.Reader) error {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	head, err := cr.Read()
	if err != nil {
		return fmt.Errorf("%s: header: %w", name, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	for _, c := range ucdpColumns {
		if _, ok := col[c]; !ok {
			return fmt.Errorf("%s: no column %q: not a UCDP GED file", name, c)
		}
	}
	line := 1
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		var pe *csv.ParseError
		if err != nil && !errors.As(err, &pe) {
			// A broken stream (bad gzip, short read) fails every Read
			// again: stop rather than count it as rows for ever.
			return fmt.Errorf("%s:%d: %w", name, line+1, err)
		}
		line++
		b.rows++
		if err == nil {
			err = b.ucdpRow(rec, col)
		}
		if err != nil {
			b.malformed++
			if len(b.examples) < 5 {
				b.examples = append(b.examples, fmt.Sprintf("%s:%d: %v", name, line, err))
			}
		}
	}
}

// ucdpRow counts one GED event for the place it names, when that is a
// settlement or an area placed within 25 km (where_prec 1 or 2).
func (b *builder) ucdpRow(rec []string, col map[string]int) error {
	get := func(c string) string {
		if i := col[c]; i < len(rec) {
			return rec[i]
		}
		return ""
	}
	prec := get("where_prec")
	if prec != "1" && prec != "2" {
		return nil
	}
	lat, err1 := strconv.ParseFloat(get("latitude"), 64)
	lon, err2 := strconv.ParseFloat(get("longitude"), 64)
	if err1 != nil || err2 != nil || lat < -90 || lat > 90 || lon < -180 || lon > 180 {
		return fmt.Errorf("bad coordinates %q %q", get("latitude"), get("longitude"))
	}
	name, alts, feature, ok := ucdpName(get("where_coordinates"))
	if !ok {
		return nil
	}
	if b.ucdp == nil {
		b.ucdp = map[string]*ucdpPlace{}
	}
	country := get("country")
	k := ucdpKey(country, name)
	p := b.ucdp[k]
	if p == nil {
		p = &ucdpPlace{name: name, key: Key(name), alts: alts, feature: feature, country: country, adm1: get("adm_1"), adm2: get("adm_2"), points: map[string]int{}}
		b.ucdp[k] = p
	}
	p.events++
	p.exact = p.exact || prec == "1"
	p.points[strconv.FormatFloat(lat, 'f', 4, 64)+" "+strconv.FormatFloat(lon, 'f', 4, 64)]++
	return nil
}

// ucdpKey is the key of b.ucdp for a place named name in the GED country
// country: one name in two countries (a file of several) is two places.
func ucdpKey(country, name string) string {
	return country + "\t" + Key(name)
}

// ucdpName reads a GED place name: "Hajin town" is the settlement Hajin,
// "Wadi Barada area" the region Wadi Barada, "Eastern Ghouta" a region;
// "Tadmur/Palmyra town" has two names, "Al-Rai town (Choban Bey)" an
// alternate in brackets. Sites (bases, fields, roads) give ok false.
func ucdpName(s string) (name string, alts []string, feature string, ok bool) {
	if i, j := strings.IndexByte(s, '('), strings.IndexByte(s, ')'); i > 0 && j > i {
		alts = append(alts, strings.TrimSpace(s[i+1:j]))
		s = s[:i] + s[j+1:]
	}
	words := strings.Fields(s)
	if len(words) == 0 {
		return "", nil, "", false
	}
	last := words[len(words)-1]
	switch {
	case ucdpSettlements[last] != "":
		feature, words = ucdpSettlements[last], words[:len(words)-1]
	case ucdpAreas[last]:
		feature, words = "RGN", words[:len(words)-1]
	case ucdpFacilities[last] || !properName(words):
		return "", nil, "", false
	default:
		feature = "RGN"
	}
	if len(words) == 0 || !properName(words) {
		return "", nil, "", false
	}
	names := strings.Split(strings.Join(words, " "), "/")
	for i := range names {
		names[i] = strings.TrimSpace(names[i])
	}
	if base, ok := unqualified(names[0]); ok {
		alts = append(alts, base)
	}
	alts = append(names[1:], alts...)
	if len(alts) == 0 {
		alts = nil
	}
	return names[0], alts, feature, names[0] != ""
}

// properName reports whether every word of a name is capitalised, but for
// Arabic articles and particles ("Tulul as Safa", "Deir ez Zor"), and none
// is a number: "Rif al-Muhandisin 1" or "village II" tell a part.
func properName(words []string) bool {
	for _, w := range words {
		switch {
		case w == "" || strings.ContainsAny(w, "0123456789") || w == "II" || w == "III":
			return false
		case w[0] >= 'a' && w[0] <= 'z':
			if len(w) > 3 && !strings.Contains(w, "-") {
				return false // "highway", "between": a description, not a name
			}
		}
	}
	return true
}

// unqualified returns a name without its closing Arabic qualifier ("Baghuz
// Fawqani", "Baghuz at-Tahtani" -> "Baghuz"), when it has one.
func unqualified(name string) (string, bool) {
	words := strings.Fields(name)
	if len(words) < 2 {
		return "", false
	}
	last := strings.ToLower(words[len(words)-1])
	if i := strings.IndexByte(last, '-'); i > 0 && i <= 3 {
		last = last[i+1:] // "at-Tahtani"
	}
	if !ucdpQualifiers[last] {
		return "", false
	}
	rest := words[:len(words)-1]
	if n := len(rest); n > 1 && len(rest[n-1]) <= 3 && rest[n-1][0] >= 'a' {
		rest = rest[:n-1] // "X al Kabir"
	}
	return strings.Join(rest, " "), true
}

// ucdpEntries turns the places read from GED files into point entries,
// leaving out every place one of whose names the gazetteer built so far
// (out) or the supplement already holds: GeoNames keeps its readings, and
// a GED name adds a reading only where there was none. A place is kept
// when two events name it or one places a settlement exactly. Entries get
// negative ids, in the order of their keys (ucdpKey: country, then name),
// so that no id is a GeoNames id or the supplement's 0.
func (b *builder) ucdpEntries(sup *supData, out []Entry) []Entry {
	known := knownKeys(sup, out)
	var keys []string
	for _, k := range sortedKeys(b.ucdp) {
		p := b.ucdp[k]
		if p.events < 2 && !(p.exact && p.feature != "RGN") || known[p.key] {
			continue
		}
		if anyKnown(known, p.alts[:len(p.alts)-derived(p)]) {
			continue
		}
		keys = append(keys, k)
	}
	alias := b.ucdpAliases(keys, known)
	var entries []Entry
	for i, k := range keys {
		p := b.ucdp[k]
		lat, lon := p.point()
		e := Entry{ID: -(i + 1), Kind: KindPlace, Country: b.countryCode(p.country), Feature: p.feature, Lat: lat, Lon: lon, Name: p.name}
		e.Admin1, e.Admin2 = b.ucdpDivisions(e.Country, p.adm1, p.adm2, sup)
		if e.Admin1 == "" {
			e.Admin1 = b.nearestAdmin1(e.Country, lat, lon)
		}
		var alts []string
		for _, a := range p.alts {
			// Not a name another place of the country has, nor an alias
			// given to another place.
			ak := ucdpKey(p.country, a)
			if !known[Key(a)] && (b.ucdp[ak] == nil || ak == k) && (alias[ak] == "" || alias[ak] == k) {
				alts = append(alts, a)
			}
		}
		e.Alt = dedupeNames(e.Name, alts)
		entries = append(entries, e)
	}
	return entries
}

// derived is the number of p's alternate names made by unqualified (0 or
// the last ones), which may be a known name without p being a known place.
func derived(p *ucdpPlace) int {
	if _, ok := unqualified(p.name); ok {
		return 1
	}
	return 0
}

// ucdpAliases gives each name made by unqualified to the kept place of
// most events of its country that has it ("Baghuz" to the
// better-attested of the two Baghuz villages), unless the name is known
// or another place's own; the map is keyed as b.ucdp is (ucdpKey).
func (b *builder) ucdpAliases(keys []string, known map[string]bool) map[string]string {
	alias := map[string]string{}
	for _, k := range keys {
		p := b.ucdp[k]
		if derived(p) == 0 {
			continue
		}
		a := p.alts[len(p.alts)-1]
		ak := ucdpKey(p.country, a)
		if known[Key(a)] || b.ucdp[ak] != nil {
			continue
		}
		if o := alias[ak]; o == "" || b.ucdp[o].events < p.events {
			alias[ak] = k
		}
	}
	return alias
}

// knownKeys returns the keys of every name of the entries and of the
// supplement's places and aliases.
func knownKeys(sup *supData, entries []Entry) map[string]bool {
	known := map[string]bool{}
	for i := range entries {
		known[Key(entries[i].Name)] = true
		for _, a := range entries[i].Alt {
			known[Key(a)] = true
		}
	}
	for _, p := range sup.places {
		known[Key(p.name)] = true
		for _, a := range p.alts {
			known[Key(a)] = true
		}
	}
	for _, names := range sup.aliases {
		for _, n := range names {
			known[Key(n)] = true
		}
	}
	return known
}

// anyKnown reports whether known holds the key of one of names.
func anyKnown(known map[string]bool, names []string) bool {
	for _, n := range names {
		if known[Key(n)] {
			return true
		}
	}
	return false
}

// point returns the coordinates most of p's events give (the first in
// order of their text on a tie).
func (p *ucdpPlace) point() (lat, lon float64) {
	best := ""
	for _, pt := range sortedKeys(p.points) {
		if best == "" || p.points[pt] > p.points[best] {
			best = pt
		}
	}
	f := strings.Fields(best)
	lat, _ = strconv.ParseFloat(f[0], 64)
	lon, _ = strconv.ParseFloat(f[1], 64)
	return lat, lon
}

// countryCode returns the ISO code of the country named, as countryInfo
// names it, or "".
func (b *builder) countryCode(name string) string {
	if b.countryByName == nil {
		b.countryByName = make(map[string]string, len(b.countries))
		for _, k := range sortedKeys(b.countries) {
			if n := Key(b.countries[k].name); b.countryByName[n] == "" {
				b.countryByName[n] = k
			}
		}
	}
	return b.countryByName[Key(name)]
}

// ucdpDivisions returns the GeoNames codes of the first- and second-level
// divisions GED names ("Homs Governorate", "Ar Rastan district"), matched
// by name without the generic word, or through the supplement's aliases
// of first-level divisions; "" where none matches (GED's "Hamah" for
// GeoNames' Hama: the caller then takes the nearest place's, nearestAdmin1).
func (b *builder) ucdpDivisions(cc, adm1, adm2 string, sup *supData) (string, string) {
	if cc == "" {
		return "", ""
	}
	a1 := matchDivision(b.admin1, cc+".", adm1, func(code string) []string { return sup.aliases[code] })
	if a1 == "" {
		return "", ""
	}
	a2 := matchDivision(b.admin2, cc+"."+a1+".", adm2, nil)
	return a1, a2
}

// matchDivision returns the last part of the code of the division of m
// under prefix whose name (or one of more's) has the key of name without
// its generic word, or "".
func matchDivision(m map[string]*adminRec, prefix, name string, more func(string) []string) string {
	want := Key(bareDivision(name))
	if want == "" {
		return ""
	}
	var codes []string
	for code := range m {
		if strings.HasPrefix(code, prefix) {
			codes = append(codes, code)
		}
	}
	sort.Strings(codes)
	for _, code := range codes {
		names := []string{m[code].name, m[code].ascii}
		if more != nil {
			names = append(names, more(code)...)
		}
		for _, n := range names {
			if Key(bareDivision(n)) == want {
				return strings.TrimPrefix(code, prefix)
			}
		}
	}
	return ""
}

// nearestAdmin1 returns the first-level division of the GeoNames place of
// country cc nearest to lat, lon, for a GED division name that matches
// none ("Hamah" for GeoNames' Hama), or "".
func (b *builder) nearestAdmin1(cc string, lat, lon float64) string {
	best, bestKm := "", math.Inf(1)
	for i := range b.places {
		p := &b.places[i]
		if p.Country != cc || p.Admin1 == "" {
			continue
		}
		if d := distKm(lat, lon, p.Lat, p.Lon); d < bestKm {
			best, bestKm = p.Admin1, d
		}
	}
	return best
}

// bareDivision strips a closing generic word ("Governorate", "district").
func bareDivision(name string) string {
	for _, s := range adminSuffixes {
		if len(name) > len(s) && strings.EqualFold(name[len(name)-len(s):], s) {
			return name[:len(name)-len(s)]
		}
	}
	return name
}

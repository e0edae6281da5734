package where

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"

	"sitrep/internal/wordlist"
)

//go:embed data/supplement.tsv
var supplementData string

//go:embed data/stoplist.txt
var stoplistData string

type supPlace struct {
	name, country, admin1 string
	lat, lon              float64
	feature               string
	alts                  []string
}

type supData struct {
	centroids map[string][2]float64
	aliases   map[string][]string // ISO2 or CC.A1 -> names
	abbrevs   map[string][]string // CC.A1 -> abbreviations
	places    []supPlace
	demonyms  map[string]string // Key -> ISO2
	seats     map[string]string // ISO2 -> name of the seat of government
}

var (
	supOnce sync.Once
	supVal  *supData
	supErr  error
)

// supplement parses the embedded hand-written supplement once.
func supplement() (*supData, error) {
	supOnce.Do(func() {
		supVal, supErr = parseSupplement(supplementData)
	})
	return supVal, supErr
}

// parseSupplement reads data/supplement.tsv, in the word-list format
// (package wordlist): one row a line, its type first, tab-separated.
func parseSupplement(data string) (*supData, error) {
	s := &supData{
		centroids: map[string][2]float64{},
		aliases:   map[string][]string{},
		abbrevs:   map[string][]string{},
		demonyms:  map[string]string{},
		seats:     map[string]string{},
	}
	if err := wordlist.Each("data/supplement.tsv", strings.NewReader(data), s.addRow); err != nil {
		return nil, err
	}
	return s, nil
}

// addRow reads one row of the supplement: a centroid, aliases,
// abbreviations or demonyms, a place, or a seat of government.
func (s *supData) addRow(l wordlist.Line) error {
	f := l.Fields()
	bad := func(why string) error { return l.Errorf("%s: %q", why, l.Text) }
	switch f[0] {
	case "centroid":
		if len(f) != 4 {
			return bad("want 4 columns")
		}
		lat, err1 := strconv.ParseFloat(f[2], 64)
		lon, err2 := strconv.ParseFloat(f[3], 64)
		if err1 != nil || err2 != nil {
			return bad("bad coordinates")
		}
		s.centroids[f[1]] = [2]float64{lat, lon}
	case "alias", "abbr", "demonym":
		if len(f) != 3 {
			return bad("want 3 columns")
		}
		s.addNames(f[0], f[1], strings.Split(f[2], "|"))
	case "place":
		if len(f) < 7 || len(f) > 8 {
			return bad("want 7 or 8 columns")
		}
		p, ok := parseSupPlace(f)
		if !ok {
			return bad("bad coordinates")
		}
		s.places = append(s.places, p)
	case "seat":
		if len(f) != 3 {
			return bad("want 3 columns")
		}
		s.seats[f[1]] = f[2]
	default:
		return bad("unknown row type")
	}
	return nil
}

// addNames adds the names of an alias, abbr or demonym row (typ) for
// code: a country, a first-level division, or "@Name", a place of the
// supplement ("demonym @Europe").
func (s *supData) addNames(typ, code string, names []string) {
	switch typ {
	case "alias":
		s.aliases[code] = append(s.aliases[code], names...)
	case "abbr":
		s.abbrevs[code] = append(s.abbrevs[code], names...)
	default:
		for _, d := range names {
			s.demonyms[Key(d)] = code
		}
	}
}

// parseSupPlace reads the fields of a place row: name, country,
// division, latitude, longitude, feature code and alternate names; ok is
// false for bad coordinates.
func parseSupPlace(f []string) (supPlace, bool) {
	lat, err1 := strconv.ParseFloat(f[4], 64)
	lon, err2 := strconv.ParseFloat(f[5], 64)
	if err1 != nil || err2 != nil {
		return supPlace{}, false
	}
	p := supPlace{name: f[1], country: f[2], admin1: f[3], lat: lat, lon: lon, feature: f[6]}
	if len(f) == 8 && f[7] != "" {
		p.alts = strings.Split(f[7], "|")
	}
	return p, true
}

// withSupplement adds the hand-written supplement to a gazetteer built from
// GeoNames: extra country and division names, places missing from the
// dumps, state abbreviations, demonyms and seats of government.
func (g *Gazetteer) withSupplement(s *supData) {
	g.addAliases(s)
	// Formal names: "Republic of Armenia", "Republic of Ireland".
	for _, iso := range sortedKeys(g.country) {
		i := g.country[iso]
		g.addName(i, "Republic of "+g.Entries[i].Name)
	}
	for _, code := range sortedKeys(s.abbrevs) {
		i, ok := g.admin1[code]
		if !ok {
			continue
		}
		for _, a := range s.abbrevs[code] {
			k := Key(a)
			g.abbrev[k] = append(g.abbrev[k], i)
		}
	}
	for _, p := range s.places {
		g.addSupPlace(p)
	}
	for k, v := range s.demonyms {
		g.demonym[k] = v
	}
	for _, cc := range sortedKeys(s.seats) {
		for _, id := range g.byKey[Key(s.seats[cc])] {
			if e := &g.Entries[id]; e.Kind == KindPlace && e.Country == cc {
				g.capital[cc] = id
				break
			}
		}
	}
	g.names = newNameFilter(g.byKey)
}

// addAliases adds the supplement's other names of countries and
// first-level divisions that the gazetteer holds.
func (g *Gazetteer) addAliases(s *supData) {
	for _, code := range sortedKeys(s.aliases) {
		var i int32
		var ok bool
		if strings.Contains(code, ".") {
			i, ok = g.admin1[code]
		} else {
			i, ok = g.country[code]
		}
		if !ok {
			continue
		}
		for _, a := range s.aliases[code] {
			g.Entries[i].Alt = append(g.Entries[i].Alt, a)
			g.addName(i, a)
		}
	}
}

// addSupPlace adds a place of the supplement, unless the gazetteer lacks
// its country, with a stand-in population for continents, oceans,
// regions and seas.
func (g *Gazetteer) addSupPlace(p supPlace) {
	if p.country != "" {
		if _, ok := g.country[p.country]; !ok && len(g.country) > 0 {
			return // the index lacks that country: keep it consistent
		}
	}
	e := Entry{Kind: KindPlace, Country: p.country, Feature: p.feature, Lat: p.lat, Lon: p.lon, Name: p.name, Alt: p.alts}
	switch p.feature {
	case "CONT", "OCN":
		// A stand-in population for the prior: a continent or an
		// ocean outranks any town of the same name.
		e.Pop = 1e9
	case "RGN", "SEA":
		e.Pop = 1e6
	}
	if p.admin1 != "" {
		e.Admin1 = strings.TrimPrefix(p.admin1, p.country+".")
	}
	g.Entries = append(g.Entries, e)
	g.index(int32(len(g.Entries) - 1))
}

// stoplist holds the sections of data/stoplist.txt: caseless holds the
// words and phrases that are places only by a generic after them in a
// story written without capitals.
type stoplist struct {
	never, weak, phrases, caseless map[string]bool
}

var (
	stopOnce sync.Once
	stopVal  stoplist
	stopErr  error
)

// stopwords reads the embedded stoplist once. A header other than [never],
// [weak], [phrases] or [caseless] is an error at its line; entries before
// any header are [never].
func stopwords() (stoplist, error) {
	stopOnce.Do(func() {
		stopVal = stoplist{never: map[string]bool{}, weak: map[string]bool{}, phrases: map[string]bool{}, caseless: map[string]bool{}}
		sections := []string{"never", "weak", "phrases", "caseless"}
		stopErr = wordlist.EachIn("data/stoplist.txt", strings.NewReader(stoplistData), sections, func(l wordlist.Line) error {
			switch l.Section {
			case "phrases":
				stopVal.phrases[Key(l.Text)] = true
			case "caseless":
				stopVal.caseless[Key(l.Text)] = true
			case "weak":
				for _, w := range l.Words() {
					stopVal.weak[Key(w)] = true
				}
			default: // "never", and entries before any header
				for _, w := range l.Words() {
					stopVal.never[Key(w)] = true
				}
			}
			return nil
		})
		for w := range stopVal.never {
			delete(stopVal.weak, w)
		}
	})
	return stopVal, stopErr
}

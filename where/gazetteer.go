package where

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Kind is what sort of place a gazetteer entry is.
type Kind uint8

// Kinds of entry, from the most specific to the least.
const (
	KindPlace   Kind = iota // a populated place or a site: point precision
	KindAdmin2              // second-level division (county, district)
	KindAdmin1              // first-level division (state, province)
	KindCountry             // country or dependent territory
)

var kindCode = [...]string{KindPlace: "P", KindAdmin2: "A2", KindAdmin1: "A1", KindCountry: "C"}

func (k Kind) String() string { return kindCode[k] }

// Entry is one place of the gazetteer.
type Entry struct {
	ID      int    // GeoNames id; 0 for hand-written supplement places
	Kind    Kind   // point, admin2, admin1 or country
	Country string // ISO 3166-1 alpha-2
	Admin1  string // GeoNames admin1 code within Country ("24" for Kunduz)
	Admin2  string // GeoNames admin2 code within Admin1
	Feature string // GeoNames feature code: PPL, PPLC, ADM1, PCLI, AIRB ...
	Lat     float64
	Lon     float64
	Pop     int64 // population; for divisions the sum of their cities' populations
	Name    string
	ISO3    string   // countries only
	Alt     []string // alternate names (Latin script only)
	Approx  bool     // coordinates borrowed from the enclosing division
}

// Gazetteer is an immutable, indexed set of places.
type Gazetteer struct {
	Entries []Entry
	Source  []string // header comments of the index: provenance and counts

	byKey    map[string][]int32
	byID     map[int]int32
	country  map[string]int32 // ISO2 -> entry
	iso3     map[string]string
	admin1   map[string]int32 // "CC.A1" -> entry
	admin2   map[string]int32 // "CC.A1.A2" -> entry
	abbrev   map[string][]int32
	demonym  map[string]string // Key(demonym) -> ISO2
	capital  map[string]int32  // ISO2 -> seat of government (PPLC, or the supplement's seat row)
	maxWords int
	names    nameFilter   // over byKey's keys, built once all names are in (withSupplement)
	variant  variantIndex // skeletons of places' names, for spellings the keys miss (variant.go)
}

const indexMagic = "# sitrep gazetteer v1"

// IndexFile is the name of the index inside a gazetteer directory.
const IndexFile = "gazetteer.tsv.gz"

// writeIndex writes entries in sitrep's gazetteer format: a gzipped,
// tab-separated file, one entry per line, with columns
//
//	kind id country admin1 admin2 feature lat lon population name iso3 altnames
//
// kind is C, A1, A2 or P; altnames are separated by "|"; "~" after the
// kind marks approximate coordinates. Lines starting with "#" are comments.
// Entries must already be in a deterministic order so that the same input
// gives the same bytes.
func writeIndex(w io.Writer, header []string, entries []Entry) error {
	zw, err := gzip.NewWriterLevel(w, gzip.DefaultCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(zw, 1<<16)
	fmt.Fprintln(bw, indexMagic)
	for _, h := range header {
		fmt.Fprintf(bw, "# %s\n", h)
	}
	var line []byte
	for i := range entries {
		e := &entries[i]
		line = line[:0]
		line = append(line, e.Kind.String()...)
		if e.Approx {
			line = append(line, '~')
		}
		line = append(line, '\t')
		line = strconv.AppendInt(line, int64(e.ID), 10)
		for _, s := range []string{e.Country, e.Admin1, e.Admin2, e.Feature} {
			line = append(line, '\t')
			line = append(line, s...)
		}
		line = append(line, '\t')
		line = strconv.AppendFloat(line, e.Lat, 'f', 4, 64)
		line = append(line, '\t')
		line = strconv.AppendFloat(line, e.Lon, 'f', 4, 64)
		line = append(line, '\t')
		line = strconv.AppendInt(line, e.Pop, 10)
		line = append(line, '\t')
		line = append(line, e.Name...)
		line = append(line, '\t')
		line = append(line, e.ISO3...)
		line = append(line, '\t')
		line = append(line, strings.Join(e.Alt, "|")...)
		line = append(line, '\n')
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// readIndex parses an index written by writeIndex.
func readIndex(r io.Reader) ([]Entry, []string, error) {
	// The index is always gzip and comes as a stream, embedded or
	// opened by the caller: no file to open, so not datafile.Open.
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, nil, err
	}
	defer zr.Close()
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	var entries []Entry
	var header []string
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case n == 1:
			if line != indexMagic {
				return nil, nil, fmt.Errorf("not a sitrep gazetteer index (first line %.40q)", line)
			}
		case strings.HasPrefix(line, "#"):
			header = append(header, strings.TrimSpace(strings.TrimPrefix(line, "#")))
		default:
			e, err := parseIndexLine(line)
			if err != nil {
				return nil, nil, fmt.Errorf("line %d: %w", n, err)
			}
			entries = append(entries, e)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	if n == 0 {
		return nil, nil, fmt.Errorf("empty index")
	}
	return entries, header, nil
}

// parseIndexLine parses one entry line of an index: kind (with "~" when
// approximate), id, country, first- and second-level divisions, feature
// code, latitude, longitude, population, name, ISO3 and alternate names.
func parseIndexLine(line string) (Entry, error) {
	f := strings.Split(line, "\t")
	if len(f) != 12 {
		return Entry{}, fmt.Errorf("%d columns, want 12", len(f))
	}
	var e Entry
	k := f[0]
	if strings.HasSuffix(k, "~") {
		e.Approx = true
		k = k[:len(k)-1]
	}
	switch k {
	case "P":
		e.Kind = KindPlace
	case "A2":
		e.Kind = KindAdmin2
	case "A1":
		e.Kind = KindAdmin1
	case "C":
		e.Kind = KindCountry
	default:
		return Entry{}, fmt.Errorf("unknown kind %q", f[0])
	}
	var err1, err2, err3, err4 error
	e.ID, err1 = strconv.Atoi(f[1])
	e.Country, e.Admin1, e.Admin2, e.Feature = f[2], f[3], f[4], f[5]
	e.Lat, err2 = strconv.ParseFloat(f[6], 64)
	e.Lon, err3 = strconv.ParseFloat(f[7], 64)
	e.Pop, err4 = strconv.ParseInt(f[8], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		return Entry{}, errors.New("bad number")
	}
	e.Name, e.ISO3 = f[9], f[10]
	if f[11] != "" {
		e.Alt = strings.Split(f[11], "|")
	}
	return e, nil
}

// newGazetteer indexes entries by normalised name, id and code.
func newGazetteer(entries []Entry, header []string) *Gazetteer {
	g := &Gazetteer{
		Entries: entries,
		Source:  header,
		byKey:   make(map[string][]int32, len(entries)*2),
		byID:    make(map[int]int32, len(entries)),
		country: map[string]int32{},
		iso3:    map[string]string{},
		admin1:  map[string]int32{},
		admin2:  map[string]int32{},
		abbrev:  map[string][]int32{},
		demonym: map[string]string{},
		capital: map[string]int32{},
	}
	for i := range g.Entries {
		g.index(int32(i))
	}
	return g
}

func (g *Gazetteer) index(i int32) {
	e := &g.Entries[i]
	if e.ID != 0 {
		if _, dup := g.byID[e.ID]; !dup {
			g.byID[e.ID] = i
		}
	}
	switch e.Kind {
	case KindCountry:
		g.country[e.Country] = i
		g.iso3[e.Country] = e.ISO3
	case KindAdmin1:
		g.admin1[e.Country+"."+e.Admin1] = i
	case KindAdmin2:
		g.admin2[e.Country+"."+e.Admin1+"."+e.Admin2] = i
	case KindPlace:
		if e.Feature == "PPLC" {
			if j, ok := g.capital[e.Country]; !ok || e.Pop > g.Entries[j].Pop {
				g.capital[e.Country] = i
			}
		}
	}
	g.addName(i, e.Name)
	for _, a := range e.Alt {
		g.addName(i, a)
	}
}

func (g *Gazetteer) addName(i int32, name string) {
	k := Key(name)
	if k == "" {
		return
	}
	list := g.byKey[k]
	for _, j := range list {
		if j == i {
			return
		}
	}
	g.byKey[k] = append(list, i)
	if n := strings.Count(k, " ") + 1; n > g.maxWords {
		g.maxWords = n
	}
}

// Lookup returns the entries a name may refer to, most populous first.
func (g *Gazetteer) Lookup(name string) []*Entry {
	ids := g.byKey[Key(name)]
	out := make([]*Entry, len(ids))
	for i, j := range ids {
		out[i] = &g.Entries[j]
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Pop > out[b].Pop })
	return out
}

// ByID returns the entry with a GeoNames id, or nil.
func (g *Gazetteer) ByID(id int) *Entry {
	if i, ok := g.byID[id]; ok {
		return &g.Entries[i]
	}
	return nil
}

// Country returns the country entry for an ISO 3166-1 alpha-2 code, or nil.
func (g *Gazetteer) Country(iso2 string) *Entry {
	if i, ok := g.country[iso2]; ok {
		return &g.Entries[i]
	}
	return nil
}

// Capital returns the place where the government of the country with an
// ISO 3166-1 alpha-2 code sits, or nil: GeoNames' national capital (PPLC),
// or the supplement's seat row where the ministries sit elsewhere (The
// Hague, La Paz) or GeoNames marks no capital.
func (g *Gazetteer) Capital(iso2 string) *Entry {
	if i, ok := g.capital[iso2]; ok {
		return &g.Entries[i]
	}
	return nil
}

// Admin1Of returns the first-level division that e lies in, or nil.
func (g *Gazetteer) Admin1Of(e *Entry) *Entry {
	if e.Kind >= KindAdmin1 || e.Admin1 == "" {
		return nil
	}
	if i, ok := g.admin1[e.Country+"."+e.Admin1]; ok {
		return &g.Entries[i]
	}
	return nil
}

// Admin2Of returns the second-level division that e lies in, or nil.
func (g *Gazetteer) Admin2Of(e *Entry) *Entry {
	if e.Kind >= KindAdmin2 || e.Admin2 == "" {
		return nil
	}
	if i, ok := g.admin2[e.Country+"."+e.Admin1+"."+e.Admin2]; ok {
		return &g.Entries[i]
	}
	return nil
}

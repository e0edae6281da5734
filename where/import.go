package where

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"sitrep/progress"
)

// ImportOptions controls Import.
type ImportOptions struct {
	// Progress, when set, receives a progress bar and the final summary.
	Progress io.Writer
	// Admin1Centroid chooses how a first-level division without its own
	// GeoNames feature row gets coordinates: "bbox" (default) is the centre
	// of the box that holds its cities, "mean" their unweighted mean,
	// "weighted" the population-weighted mean, "largest" its most populous
	// city. On GeoWebNews bbox put 70% of gold toponyms within 161 km of
	// their gold point against 68% for mean or weighted, 67% for largest:
	// cities crowd where people live, the box is nearer the middle.
	Admin1Centroid string
}

// ImportStats summarises an import.
type ImportStats struct {
	Files     int
	Rows      int64 // data rows read from all files
	Malformed int64 // rows skipped because they could not be parsed
	Examples  []string
	Countries int
	Admin1    int
	Admin2    int
	Places    int
	NoCoords  int // divisions dropped or approximated for want of coordinates
	Elapsed   time.Duration
	Bytes     int64 // size of the index written
}

// Import reads GeoNames dumps (geoname rows as in cities500/cities15000/
// allCountries, plus countryInfo, admin1CodesASCII and admin2Codes; each
// plain, gzipped or zipped) and writes the gazetteer index to
// dir/gazetteer.tsv.gz. The index is written to a temporary file in dir and
// renamed over the old one only when complete, so an import that fails or
// is killed leaves the previous index in place.
func Import(dir string, files []string, opt ImportOptions) (ImportStats, error) {
	start := time.Now()
	var st ImportStats
	if len(files) == 0 {
		return st, errors.New("no input files")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return st, err
	}
	removeStaleTemps(dir)
	b := newBuilder(opt)
	if err := b.readFiles(files, &st); err != nil {
		return st, err
	}
	entries, header, err := b.finish(files)
	if err != nil {
		return st, err
	}
	st.Rows, st.Malformed, st.Examples = b.rows, b.malformed, b.examples
	st.countKinds(entries)
	st.NoCoords = b.noCoords
	n, err := writeIndexFile(dir, header, entries)
	st.Bytes = n
	st.Elapsed = time.Since(start)
	if err != nil {
		return st, err
	}
	if opt.Progress != nil {
		st.report(opt.Progress, dir)
	}
	return st, nil
}

// readFiles reads every dump into b, with a progress bar over their bytes
// when the builder's options ask for progress, counting the files read in
// st.
func (b *builder) readFiles(files []string, st *ImportStats) error {
	var total int64
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil {
			return err
		}
		total += fi.Size()
	}
	var bar *progress.Bar
	if b.opt.Progress != nil {
		bar = progress.New(b.opt.Progress, "geo import", total)
	}
	var done int64
	for _, f := range files {
		if err := b.readFile(f, bar, &done); err != nil {
			if bar != nil {
				bar.Finish()
			}
			return fmt.Errorf("read %s: %w", f, err)
		}
		st.Files++
	}
	if bar != nil {
		bar.Set(total)
		bar.Finish()
	}
	return nil
}

// countKinds counts the index's entries by kind.
func (st *ImportStats) countKinds(entries []Entry) {
	for _, e := range entries {
		switch e.Kind {
		case KindCountry:
			st.Countries++
		case KindAdmin1:
			st.Admin1++
		case KindAdmin2:
			st.Admin2++
		default:
			st.Places++
		}
	}
}

// report writes the import's figures and its malformed rows' examples
// to w.
func (st *ImportStats) report(w io.Writer, dir string) {
	fmt.Fprintf(w, "geo import: %d rows from %d files in %s (%.1f s per million rows); %d malformed rows skipped\n",
		st.Rows, st.Files, st.Elapsed.Round(time.Millisecond), st.Elapsed.Seconds()/math.Max(float64(st.Rows), 1)*1e6, st.Malformed)
	for _, ex := range st.Examples {
		fmt.Fprintf(w, "  malformed: %s\n", ex)
	}
	fmt.Fprintf(w, "geo import: %d countries, %d admin1, %d admin2, %d places -> %s (%d bytes)\n",
		st.Countries, st.Admin1, st.Admin2, st.Places, filepath.Join(dir, IndexFile), st.Bytes)
}

// writeIndexFile writes the index to a temporary file in dir, syncs it and
// renames it over dir/IndexFile.
func writeIndexFile(dir string, header []string, entries []Entry) (int64, error) {
	tmp, err := os.CreateTemp(dir, ".import-*.tmp")
	if err != nil {
		return 0, err
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<20)
	if err := writeIndex(bw, header, entries); err != nil {
		return 0, fmt.Errorf("write %s: %w", tmp.Name(), err)
	}
	if err := bw.Flush(); err != nil {
		return 0, fmt.Errorf("write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return 0, err
	}
	if err := tmp.Sync(); err != nil {
		return 0, err
	}
	fi, err := tmp.Stat()
	if err != nil {
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, IndexFile)); err != nil {
		return 0, err
	}
	ok = true
	return fi.Size(), nil
}

// removeStaleTemps deletes temporary files that a killed import left.
func removeStaleTemps(dir string) {
	m, _ := filepath.Glob(filepath.Join(dir, ".import-*.tmp"))
	for _, f := range m {
		if fi, err := os.Stat(f); err == nil && time.Since(fi.ModTime()) > time.Minute {
			os.Remove(f)
		}
	}
}

// countingReader counts bytes for the progress bar.
type countingReader struct {
	r    io.Reader
	bar  *progress.Bar
	done *int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	*c.done += int64(n)
	if c.bar != nil {
		c.bar.Set(*c.done)
	}
	return n, err
}

// scaledReader reports progress through a zip member in compressed bytes.
type scaledReader struct {
	r     io.Reader
	bar   *progress.Bar
	base  int64
	n     int64
	ratio float64
}

func (s *scaledReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	s.n += int64(n)
	s.bar.Set(s.base + int64(float64(s.n)*s.ratio))
	return n, err
}

// file kinds
const (
	fileUnknown = iota
	fileGeonames
	fileCountryInfo
	fileAdmin1
	fileAdmin2
	fileUCDP
)

func kindFromName(name string) int {
	n := strings.ToLower(filepath.Base(name))
	switch {
	case strings.Contains(n, "countryinfo"):
		return fileCountryInfo
	case strings.Contains(n, "admin1"):
		return fileAdmin1
	case strings.Contains(n, "admin2"):
		return fileAdmin2
	case strings.HasPrefix(n, "ged") && strings.HasSuffix(n, ".csv"):
		return fileUCDP // UCDP GED, as UCDP names its downloads
	case strings.HasPrefix(n, "readme"), strings.Contains(n, "alternatename"), strings.Contains(n, "hierarchy"):
		return -1
	}
	return fileUnknown
}

func (b *builder) readFile(name string, bar *progress.Bar, done *int64) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	base := *done
	cr := &countingReader{r: f, bar: bar, done: done}
	br := bufio.NewReaderSize(cr, 1<<20)
	magic, _ := br.Peek(4)
	switch {
	case bytes.HasPrefix(magic, []byte("PK\x03\x04")):
		// archive/zip needs random access: read the members from the file.
		fi, err := f.Stat()
		if err != nil {
			return err
		}
		zr, err := zip.NewReader(f, fi.Size())
		if err != nil {
			return err
		}
		for _, m := range zr.File {
			k := kindFromName(m.Name)
			if k < 0 || strings.HasSuffix(m.Name, "/") {
				continue
			}
			rc, err := m.Open()
			if err != nil {
				return fmt.Errorf("%s: %w", m.Name, err)
			}
			// Progress counts compressed bytes; scale what is read.
			var r io.Reader = rc
			if bar != nil && m.UncompressedSize64 > 0 {
				r = &scaledReader{r: rc, bar: bar, base: *done, ratio: float64(m.CompressedSize64) / float64(m.UncompressedSize64)}
			}
			err = b.readStream(name+":"+m.Name, k, r)
			rc.Close()
			*done += int64(m.CompressedSize64)
			if err != nil {
				return err
			}
		}
		*done = base + fi.Size()
		if bar != nil {
			bar.Set(*done)
		}
		return nil
	case len(magic) >= 2 && magic[0] == 0x1f && magic[1] == 0x8b:
		// Told by its bytes, not its name (a zip entry or a download may
		// be gzip under any name), so not datafile.Open.
		zr, err := gzip.NewReader(br)
		if err != nil {
			return err
		}
		defer zr.Close()
		return b.readStream(name, kindFromName(strings.TrimSuffix(name, ".gz")), zr)
	}
	return b.readStream(name, kindFromName(name), br)
}

func (b *builder) readStream(name string, kind int, r io.Reader) error {
	switch kind {
	case -1:
		return nil
	case fileUCDP:
		return b.readUCDP(name, r)
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		s := sc.Text()
		if s == "" || s[0] == '#' {
			continue
		}
		f := strings.Split(strings.TrimRight(s, "\r"), "\t")
		if kind == fileUnknown {
			kind = sniff(f)
		}
		b.rows++
		var err error
		switch kind {
		case fileGeonames:
			err = b.geonameRow(f)
		case fileCountryInfo:
			err = b.countryRow(f)
		case fileAdmin1, fileAdmin2:
			err = b.adminRow(f, kind)
		default:
			err = errors.New("cannot tell the file format from this row")
		}
		if err != nil {
			b.malformed++
			if len(b.examples) < 5 {
				b.examples = append(b.examples, fmt.Sprintf("%s:%d: %v", name, line, err))
			}
		}
	}
	return sc.Err()
}

// sniff guesses a file's format from its first data row.
func sniff(f []string) int {
	switch {
	case len(f) >= 18 && isDigits(f[0]):
		return fileGeonames
	case len(f) >= 16 && len(f[0]) == 2 && len(f[1]) == 3:
		return fileCountryInfo
	case len(f) == 4 && strings.Count(f[0], ".") == 1:
		return fileAdmin1
	case len(f) == 4 && strings.Count(f[0], ".") == 2:
		return fileAdmin2
	}
	return fileUnknown
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

type countryRec struct {
	iso2, iso3, name, capital string
	id                        int
	pop                       int64
}

type adminRec struct {
	code, name, ascii string
	id                int
}

type featureRec struct {
	lat, lon float64
	alts     []string
}

type builder struct {
	opt       ImportOptions
	rows      int64
	malformed int64
	examples  []string
	noCoords  int

	countries map[string]*countryRec
	admin1    map[string]*adminRec
	admin2    map[string]*adminRec
	places    []Entry
	features  map[int]featureRec // PCL*, ADM1, ADM2 rows of full dumps, by id
	seen      map[int]bool
	ucdp      map[string]*ucdpPlace // places of UCDP GED events, by country and name (ucdpKey)

	countryByName map[string]string // ISO code by Key(country name), built by countryCode
}

func newBuilder(opt ImportOptions) *builder {
	return &builder{
		opt:       opt,
		countries: map[string]*countryRec{},
		admin1:    map[string]*adminRec{},
		admin2:    map[string]*adminRec{},
		features:  map[int]featureRec{},
		seen:      map[int]bool{},
	}
}

func (b *builder) countryRow(f []string) error {
	if len(f) < 17 {
		return fmt.Errorf("%d columns, want at least 17", len(f))
	}
	if len(f[0]) != 2 || len(f[1]) != 3 {
		return fmt.Errorf("bad ISO codes %q %q", f[0], f[1])
	}
	id, err := strconv.Atoi(f[16])
	if err != nil && f[16] != "" {
		return fmt.Errorf("bad geonameid %q", f[16])
	}
	pop, _ := strconv.ParseInt(f[7], 10, 64)
	b.countries[f[0]] = &countryRec{iso2: f[0], iso3: f[1], name: f[4], capital: f[5], id: id, pop: pop}
	return nil
}

func (b *builder) adminRow(f []string, kind int) error {
	if len(f) != 4 {
		return fmt.Errorf("%d columns, want 4", len(f))
	}
	want := 1
	if kind == fileAdmin2 {
		want = 2
	}
	if strings.Count(f[0], ".") != want {
		return fmt.Errorf("bad code %q", f[0])
	}
	id, err := strconv.Atoi(f[3])
	if err != nil {
		return fmt.Errorf("bad geonameid %q", f[3])
	}
	r := &adminRec{code: f[0], name: f[1], ascii: f[2], id: id}
	if kind == fileAdmin1 {
		b.admin1[f[0]] = r
	} else {
		b.admin2[f[0]] = r
	}
	return nil
}

// keepFeature says which geoname rows become point entries: populated
// places that still exist, and the few kinds of site that news reports as
// the scene of an event (airports, air bases, military bases, islands).
func keepFeature(class, code string) bool {
	switch class {
	case "P":
		return code != "PPLH" && code != "PPLQ" && code != "PPLW"
	case "S":
		switch code {
		case "AIRB", "AIRF", "AIRP", "MILB", "INSM", "CMPRF":
			return true
		}
	case "T":
		return code == "ISL" || code == "ISLS"
	case "L":
		return code == "RGN"
	}
	return false
}

func (b *builder) geonameRow(f []string) error {
	if len(f) < 15 {
		return fmt.Errorf("%d columns, want 19", len(f))
	}
	id, err := strconv.Atoi(f[0])
	if err != nil {
		return fmt.Errorf("bad geonameid %q", f[0])
	}
	lat, err1 := strconv.ParseFloat(f[4], 64)
	lon, err2 := strconv.ParseFloat(f[5], 64)
	if err1 != nil || err2 != nil || lat < -90 || lat > 90 || lon < -180 || lon > 180 {
		return fmt.Errorf("bad coordinates %q %q", f[4], f[5])
	}
	var pop int64
	if f[14] != "" {
		if pop, err = strconv.ParseInt(f[14], 10, 64); err != nil {
			return fmt.Errorf("bad population %q", f[14])
		}
	}
	class, code := f[6], f[7]
	if len(f[8]) != 2 && f[8] != "" {
		return fmt.Errorf("bad country code %q", f[8])
	}
	if class == "A" {
		switch {
		case strings.HasPrefix(code, "PCL") || code == "TERR" || code == "ADM1" || code == "ADM2":
			b.features[id] = featureRec{lat: lat, lon: lon, alts: altNames(f[1], f[2], f[3])}
		}
		return nil
	}
	if !keepFeature(class, code) || b.seen[id] {
		return nil
	}
	b.seen[id] = true
	name := f[1]
	if !latinName(name) && latinName(f[2]) {
		name = f[2]
	}
	b.places = append(b.places, Entry{
		ID: id, Kind: KindPlace, Country: f[8], Admin1: f[10], Admin2: f[11], Feature: code,
		Lat: lat, Lon: lon, Pop: pop, Name: name, Alt: altNames(name, f[2], f[3]),
	})
	return nil
}

// altNames returns the Latin-script names of a place other than name,
// one per normalised key, in a stable order.
func altNames(name, ascii, list string) []string {
	seen := map[string]bool{Key(name): true}
	var out []string
	add := func(s string) {
		s = strings.TrimSpace(s)
		if !latinName(s) {
			return
		}
		k := Key(s)
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, s)
	}
	add(ascii)
	if list != "" {
		for _, s := range strings.Split(list, ",") {
			add(s)
		}
	}
	return out
}

// adminSuffixes are generic words that GeoNames keeps in some division
// names ("Maidan Wardak Province") but news usually drops or writes in
// lower case after the name.
var adminSuffixes = []string{" Province", " Governorate", " Region", " State", " Oblast", " Prefecture", " Department", " District", " Municipality", " Territory", " Division", " Voivodeship", " County"}
var adminPrefixes = []string{"Province of ", "State of ", "Governorate of ", "Region of ", "Republic of ", "Wilayat "}

func adminNames(r *adminRec) []string {
	names := []string{r.ascii}
	for _, n := range []string{r.name, r.ascii} {
		for _, s := range adminSuffixes {
			if strings.HasSuffix(n, s) && len(n) > len(s)+2 {
				names = append(names, strings.TrimSuffix(n, s))
			}
		}
		for _, p := range adminPrefixes {
			if strings.HasPrefix(n, p) && len(n) > len(p)+2 {
				names = append(names, strings.TrimPrefix(n, p))
			}
		}
	}
	return names
}

// finish turns what was read into sorted entries and provenance lines.
func (b *builder) finish(files []string) ([]Entry, []string, error) {
	sup, err := supplement()
	if err != nil {
		return nil, nil, err
	}
	cities := b.aggregate()
	out := b.countryEntries(sup, cities)
	for level, m := range []map[string]*adminRec{b.admin1, b.admin2} {
		for _, code := range sortedKeys(m) {
			if e, ok := b.divisionEntry(level, code, m[code], sup, cities, out); ok {
				out = append(out, e)
			}
		}
	}
	// Places, by id.
	places := b.places
	sort.Slice(places, func(i, j int) bool { return places[i].ID < places[j].ID })
	out = append(out, places...)
	// GED places last, once every GeoNames name is known.
	out = append(out, b.ucdpEntries(sup, out)...)
	return out, b.header(files), nil
}

// agg aggregates the cities of a country or division, for centroids and
// priors.
type agg struct {
	n              int
	lat, lon       float64
	wlat, wlon, wp float64
	pop            int64
	best           *Entry
	lats, lons     []float64
}

// add counts city p in a.
func (a *agg) add(p *Entry) {
	a.n++
	a.lat += p.Lat
	a.lon += p.Lon
	w := float64(p.Pop) + 1
	a.wlat += w * p.Lat
	a.wlon += w * p.Lon
	a.wp += w
	a.pop += p.Pop
	if a.best == nil || p.Pop > a.best.Pop {
		a.best = p
	}
	a.lats = append(a.lats, p.Lat)
	a.lons = append(a.lons, p.Lon)
}

// cityAggs are the aggregates of the imported cities by first-level
// division ("AF.13"), second-level division ("US.CA.037") and country, and
// each country's most populous capital.
type cityAggs struct {
	a1, a2, cc map[string]*agg
	capital    map[string]*Entry
}

// aggregate sums the imported cities (feature classes PPL*) by division and
// country.
func (b *builder) aggregate() cityAggs {
	cs := cityAggs{a1: map[string]*agg{}, a2: map[string]*agg{}, cc: map[string]*agg{}, capital: map[string]*Entry{}}
	add := func(m map[string]*agg, k string, p *Entry) {
		a := m[k]
		if a == nil {
			a = &agg{}
			m[k] = a
		}
		a.add(p)
	}
	for i := range b.places {
		p := &b.places[i]
		if p.Feature == "PPLC" {
			if c := cs.capital[p.Country]; c == nil || p.Pop > c.Pop {
				cs.capital[p.Country] = p
			}
		}
		if !strings.HasPrefix(p.Feature, "PPL") {
			continue
		}
		add(cs.cc, p.Country, p)
		if p.Admin1 != "" {
			add(cs.a1, p.Country+"."+p.Admin1, p)
			if p.Admin2 != "" {
				add(cs.a2, p.Country+"."+p.Admin1+"."+p.Admin2, p)
			}
		}
	}
	return cs
}

// centroid places a first-level division with no feature row of its own
// by its cities, as ImportOptions.Admin1Centroid says.
func (b *builder) centroid(a *agg) (float64, float64) {
	switch b.opt.Admin1Centroid {
	case "weighted":
		return a.wlat / a.wp, a.wlon / a.wp
	case "largest":
		return a.best.Lat, a.best.Lon
	case "mean":
		return a.lat / float64(a.n), a.lon / float64(a.n)
	}
	return bboxCentre(a.lats, a.lons)
}

// countryEntries returns an entry for each country, placed by its feature
// row, else the supplement's centroid, else its cities' median, else its
// capital; a country with none of these is left out.
func (b *builder) countryEntries(sup *supData, cities cityAggs) []Entry {
	var out []Entry
	for _, k := range sortedKeys(b.countries) {
		c := b.countries[k]
		e := Entry{ID: c.id, Kind: KindCountry, Country: c.iso2, ISO3: c.iso3, Feature: "PCLI", Name: c.name, Pop: c.pop}
		if f, ok := b.features[c.id]; ok {
			e.Lat, e.Lon, e.Alt = f.lat, f.lon, f.alts
		} else if ll, ok := sup.centroids[c.iso2]; ok {
			e.Lat, e.Lon = ll[0], ll[1]
		} else if a := cities.cc[c.iso2]; a != nil {
			e.Lat, e.Lon = median(a.lats), median(a.lons)
		} else if p := cities.capital[c.iso2]; p != nil {
			e.Lat, e.Lon = p.Lat, p.Lon
		} else {
			b.noCoords++
			continue
		}
		e.Alt = dedupeNames(e.Name, e.Alt)
		out = append(out, e)
	}
	return out
}

// divisionEntry returns the entry of division code at level 0 (first-level)
// or 1 (second-level); ok is false when it cannot be placed. out holds the
// entries made so far, the countries among them.
func (b *builder) divisionEntry(level int, code string, r *adminRec, sup *supData, cities cityAggs, out []Entry) (Entry, bool) {
	aggs, kind, feature := cities.a1, KindAdmin1, "ADM1"
	if level == 1 {
		aggs, kind, feature = cities.a2, KindAdmin2, "ADM2"
	}
	parts := strings.Split(code, ".")
	e := Entry{ID: r.id, Kind: kind, Country: parts[0], Admin1: parts[1], Feature: feature, Name: r.name}
	if level == 1 {
		e.Admin2 = parts[2]
	}
	a := aggs[code]
	if a != nil {
		e.Pop = a.pop
	}
	f, ok := b.features[r.id]
	switch {
	case ok:
		e.Lat, e.Lon = f.lat, f.lon
		e.Alt = f.alts
	case level == 0 && sup.centroids[code] != [2]float64{}:
		ll := sup.centroids[code]
		e.Lat, e.Lon = ll[0], ll[1]
	case a != nil && level == 0:
		e.Lat, e.Lon = b.centroid(a)
	case a != nil:
		e.Lat, e.Lon = bboxCentre(a.lats, a.lons)
	case level == 1 && cities.a1[parts[0]+"."+parts[1]] != nil:
		// A county with no city in the dump: borrow the state's
		// centroid, flagged approximate, so that "X County" still
		// resolves to the right state.
		e.Lat, e.Lon = b.centroid(cities.a1[parts[0]+"."+parts[1]])
		e.Approx = true
		b.noCoords++
	case level == 0 && b.countries[parts[0]] != nil:
		// A division with no city in the dump: place it at the
		// country's centre, flagged approximate, so that "X
		// province" still resolves to the right country.
		e.Approx = true
		b.noCoords++
		e.Lat, e.Lon = countryCentre(out, parts[0])
		if e.Lat == 0 && e.Lon == 0 {
			return e, false
		}
	default:
		b.noCoords++
		return e, false
	}
	names := []string{r.ascii}
	if level == 0 {
		// Only first-level names lose their generic word: a bare county
		// name is usually a surname ("Brown", "Jones"), while "X County"
		// is matched whole.
		names = adminNames(r)
	}
	e.Alt = dedupeNames(e.Name, append(names, e.Alt...))
	return e, true
}

// countryCentre returns the place of country cc among the entries out
// (the last, were it there twice), or 0, 0.
func countryCentre(out []Entry, cc string) (lat, lon float64) {
	for _, c := range out {
		if c.Kind == KindCountry && c.Country == cc {
			lat, lon = c.Lat, c.Lon
		}
	}
	return lat, lon
}

// header describes the import for the gazetteer's header: its sources and
// how divisions without a feature row were placed.
func (b *builder) header(files []string) []string {
	header := []string{
		"built by sitrep geo import from GeoNames (geonames.org, CC BY 4.0):",
	}
	for _, f := range files {
		header = append(header, "  "+filepath.Base(f))
	}
	if b.ucdp != nil {
		header = append(header, "and UCDP GED (ucdp.uu.se, CC BY 4.0; Sundberg and Melander 2013): places GeoNames lacks")
	}
	header = append(header, fmt.Sprintf("rows %d, malformed %d", b.rows, b.malformed))
	method := b.opt.Admin1Centroid
	if method == "" || method == "bbox" {
		method = "centre of the bounding box"
	}
	return append(header, "admin1 without a feature row: "+method+" of its cities' coordinates; admin2: centre of the bounding box")
}

func dedupeNames(name string, alts []string) []string {
	seen := map[string]bool{Key(name): true}
	var out []string
	for _, a := range alts {
		k := Key(a)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, a)
	}
	return out
}

// bboxCentre returns the centre of the smallest box holding the points,
// taking the shorter way round when they straddle the antimeridian.
func bboxCentre(lats, lons []float64) (float64, float64) {
	minLat, maxLat := math.Inf(1), math.Inf(-1)
	for _, v := range lats {
		minLat, maxLat = math.Min(minLat, v), math.Max(maxLat, v)
	}
	box := func(shift bool) (lo, hi float64) {
		lo, hi = math.Inf(1), math.Inf(-1)
		for _, v := range lons {
			if shift && v < 0 {
				v += 360
			}
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		return lo, hi
	}
	lo, hi := box(false)
	if lo2, hi2 := box(true); hi2-lo2 < hi-lo {
		lo, hi = lo2, hi2
	}
	lon := (lo + hi) / 2
	if lon > 180 {
		lon -= 360
	}
	return (minLat + maxLat) / 2, lon
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

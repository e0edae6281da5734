package where

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/internal/gold"
)

var fixtures = []string{"testdata/places.txt", "testdata/countryInfo.txt", "testdata/admin1CodesASCII.txt", "testdata/admin2Codes.txt"}

func TestImportFixtures(t *testing.T) {
	dir := t.TempDir()
	var log bytes.Buffer
	st, err := Import(dir, fixtures, ImportOptions{Progress: &log})
	if err != nil {
		t.Fatal(err)
	}
	// Three bad geoname rows (bad latitude, two columns, latitude 95) and
	// one admin1 row without an id.
	if st.Malformed != 4 {
		t.Errorf("malformed = %d, want 4; log:\n%s", st.Malformed, log.String())
	}
	if !strings.Contains(log.String(), "4 malformed rows skipped") {
		t.Errorf("malformed rows not reported:\n%s", log.String())
	}
	if st.Countries != 2 || st.Places != 5 || st.Admin2 != 2 {
		t.Errorf("counts: %+v", st)
	}
	g, err := LoadGazetteer(dir)
	if err != nil {
		t.Fatal(err)
	}
	// The historical place (PPLH) is dropped; Kabul keeps its Latin names
	// but not the IATA code or the Japanese one.
	if got := g.Lookup("Old Fort"); len(got) != 0 {
		t.Errorf("PPLH kept: %+v", got)
	}
	k := g.Lookup("Kaboul")
	if len(k) != 1 || k[0].ID != 900001 {
		t.Fatalf("Kaboul: %+v", k)
	}
	for _, a := range k[0].Alt {
		if a == "KBL" || a == "カブール" {
			t.Errorf("alternate name %q kept", a)
		}
	}
	if e := g.Lookup("Mazar-i-Sharif"); len(e) != 1 || e[0].ID != 900003 {
		t.Errorf("Mazar-i-Sharif: %+v", e)
	}
	// "Balkh Province" is found as "Balkh" too; its centre comes from its
	// one city.
	b := g.Lookup("Balkh")
	if len(b) != 1 || b[0].Kind != KindAdmin1 || b[0].Lat != 36.709 {
		t.Errorf("Balkh: %+v", b)
	}
	// Parwan has no city in the fixture: it sits at Afghanistan's centre,
	// flagged approximate.
	if p := g.Lookup("Parwan"); len(p) != 1 || !p[0].Approx || p[0].Lat != 33 {
		t.Errorf("Parwan: %+v", p)
	}
	if c := g.Country("US"); c == nil || c.ISO3 != "USA" {
		t.Errorf("US: %+v", c)
	}
	if s := g.Lookup("Sangamon County"); len(s) != 1 || s[0].Kind != KindAdmin2 || s[0].Lat != 39.8017 {
		t.Errorf("Sangamon County: %+v", s)
	}
}

func TestImportDeterministicAndCompressed(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if _, err := Import(a, fixtures, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	// The same rows gzipped and zipped give the same index, byte for byte
	// (the header names files by base name, so name them alike).
	src := t.TempDir()
	var files []string
	for i, f := range fixtures {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(f)
		switch i % 2 {
		case 0:
			var buf bytes.Buffer
			zw := gzip.NewWriter(&buf)
			zw.Write(data)
			zw.Close()
			base += ".gz"
			os.WriteFile(filepath.Join(src, base), buf.Bytes(), 0o644)
		default:
			var buf bytes.Buffer
			zw := zip.NewWriter(&buf)
			w, _ := zw.Create(filepath.Base(f))
			w.Write(data)
			zw.Close()
			base = strings.TrimSuffix(base, ".txt") + ".zip"
			os.WriteFile(filepath.Join(src, base), buf.Bytes(), 0o644)
		}
		files = append(files, filepath.Join(src, base))
	}
	if _, err := Import(b, files, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	ga, err := LoadGazetteer(a)
	if err != nil {
		t.Fatal(err)
	}
	gb, err := LoadGazetteer(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(ga.Entries) != len(gb.Entries) {
		t.Fatalf("plain %d entries, compressed %d", len(ga.Entries), len(gb.Entries))
	}
	for i := range ga.Entries {
		x, y := ga.Entries[i], gb.Entries[i]
		if x.ID != y.ID || x.Name != y.Name || x.Lat != y.Lat || x.Lon != y.Lon || strings.Join(x.Alt, "|") != strings.Join(y.Alt, "|") {
			t.Fatalf("entry %d differs: %+v vs %+v", i, x, y)
		}
	}
	// Importing the same files again reproduces the bytes.
	c := t.TempDir()
	if _, err := Import(c, fixtures, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	x, _ := os.ReadFile(filepath.Join(a, IndexFile))
	y, _ := os.ReadFile(filepath.Join(c, IndexFile))
	if !bytes.Equal(x, y) {
		t.Error("two imports of the same files differ")
	}
}

// An import that fails half way (here a truncated gzip, as when a download
// or a disk gives out) must leave the previous index in place and usable,
// with no temporary file behind.
func TestImportInterruptedKeepsPreviousIndex(t *testing.T) {
	dir := t.TempDir()
	if _, err := Import(dir, fixtures, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile("testdata/places.txt")
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	for range 200 {
		zw.Write(data)
	}
	zw.Close()
	trunc := filepath.Join(t.TempDir(), "cities500.txt.gz")
	os.WriteFile(trunc, buf.Bytes()[:buf.Len()/2], 0o644)
	if _, err := Import(dir, []string{trunc, "testdata/countryInfo.txt"}, ImportOptions{}); err == nil {
		t.Fatal("import of a truncated file succeeded")
	}
	after, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil || !bytes.Equal(before, after) {
		t.Fatalf("previous index changed or lost (err %v)", err)
	}
	if _, err := LoadGazetteer(dir); err != nil {
		t.Fatalf("previous index unusable: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".import-*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// A temporary file left by a killed import is ignored by the loader.
	os.WriteFile(filepath.Join(dir, ".import-123.tmp"), []byte("partial"), 0o644)
	if _, err := LoadGazetteer(dir); err != nil {
		t.Fatal(err)
	}
}

func TestLoadMissingIndex(t *testing.T) {
	_, err := LoadGazetteer(t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "sitrep geo import") {
		t.Errorf("err = %v, want a hint to run geo import", err)
	}
}

func TestKey(t *testing.T) {
	for in, want := range map[string]string{
		"U.S.":           "us",
		"Mazār-e Sharīf": "mazar e sharif",
		"Côte d'Ivoire":  "cote divoire",
		"São  Paulo":     "sao paulo",
		"Kunduz,":        "kunduz",
		"Ḩalab":          "halab",
		"Łódź":           "lodz",
		"Straße":         "strasse",
	} {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLatinName(t *testing.T) {
	for in, want := range map[string]bool{
		"Kaboul": true, "Mazār-i-Sharīf": true, "KBL": false, "kabul": false, "Кабул": false,
		"ka bu er": false, "Route 66": false, "New York City": true, "Ra's al Khaymah": true,
	} {
		if got := latinName(in); got != want {
			t.Errorf("latinName(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestSupplementParses(t *testing.T) {
	s, err := parseSupplement(supplementData)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.centroids) < 50 || len(s.places) < 20 || len(s.demonyms) < 100 {
		t.Errorf("supplement looks short: %d centroids, %d places, %d demonyms", len(s.centroids), len(s.places), len(s.demonyms))
	}
	for _, p := range s.places {
		if p.lat < -90 || p.lat > 90 || p.lon < -180 || p.lon > 180 {
			t.Errorf("%s: coordinates out of range", p.name)
		}
	}
	if _, err := parseSupplement("# rows\nbogus\trow\n"); err == nil || !strings.Contains(err.Error(), "supplement.tsv:2:") {
		t.Errorf("bad row gives %v, want an error naming supplement.tsv:2", err)
	}
}

func TestBBoxCentreAntimeridian(t *testing.T) {
	lat, lon := bboxCentre([]float64{-17, -18}, []float64{179, -179})
	if lat != -17.5 || (lon != 180 && lon != -180) {
		t.Errorf("got %v %v, want -17.5 ±180", lat, lon)
	}
}

// The embedded default must be exactly what `go generate` (and `sitrep geo
// import` over the same files) builds from ../shared/data/geonames: a
// stale or hand-edited data/gazetteer.tsv.gz fails here.
func TestEmbeddedIndexReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("imports the shared GeoNames extracts")
	}
	var files []string
	for _, f := range []string{"cities15000.txt.gz", "countryInfo.txt", "admin1CodesASCII_with_header.tsv", "admin2Codes.txt.gz"} {
		files = append(files, gold.Path(t, filepath.Join("geonames", f)))
	}
	files = append(files, gold.Path(t, filepath.Join("ucdp_ged_syria", "ged191_syria.csv.gz")))
	dir := t.TempDir()
	if _, err := Import(dir, files, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, defaultIndex) {
		t.Errorf("import of the shared GeoNames files (%d bytes) differs from the embedded index (%d bytes): run go generate ./where/", len(got), len(defaultIndex))
	}
}

// Full dumps (allCountries) carry feature rows for countries and divisions:
// their coordinates and names win over derived ones; airfields are kept,
// rivers are not.
func TestImportFeatureRows(t *testing.T) {
	dir := t.TempDir()
	files := append([]string{"testdata/allCountries-sample.txt"}, fixtures...)
	if _, err := Import(dir, files, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	g, err := LoadGazetteer(dir)
	if err != nil {
		t.Fatal(err)
	}
	k := g.ByID(1135690)
	if k == nil || k.Kind != KindAdmin1 || k.Lat != 36.75 || k.Lon != 68.75 || k.Approx {
		t.Errorf("Kunduz admin1 %+v, want the feature row's point", k)
	}
	if l := g.Lookup("Kunduz Province"); len(l) != 1 || l[0].ID != 1135690 {
		t.Errorf("Kunduz Province: %+v", l)
	}
	if c := g.Country("AF"); c == nil || c.Lon != 65 || len(g.Lookup("Afganistan")) != 1 {
		t.Errorf("Afghanistan %+v, want the PCLI row's point and names", c)
	}
	if b := g.Lookup("Bagram Air Base"); len(b) == 0 || b[0].ID != 900100 {
		t.Errorf("airfield: %+v", b)
	}
	if len(g.Lookup("Kabul River")) != 0 {
		t.Error("river kept")
	}
}

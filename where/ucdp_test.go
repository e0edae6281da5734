package where

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// GED names carry a lower-case kind word, brackets and slashes; sites and
// descriptions are not places.
func TestUCDPName(t *testing.T) {
	cases := []struct {
		in, name, feature string
		alts              []string
		ok                bool
	}{
		{"Kara Tepe  town", "Kara Tepe", "PPL", nil, true},
		{"Pul-i Sangi suburb", "Pul-i Sangi", "PPLX", nil, true},
		{"Upper Vale area", "Upper Vale", "RGN", nil, true},
		{"Northern Dasht", "Northern Dasht", "RGN", nil, true},
		{"Old Town/Kohna village", "Old Town", "PPL", []string{"Kohna"}, true},
		{"Nakhla village (Tell Nakhla)", "Nakhla", "PPL", []string{"Tell Nakhla"}, true},
		{"Sufla Fawqani village", "Sufla Fawqani", "PPL", []string{"Sufla"}, true},
		{"Bir al Kabir town", "Bir al Kabir", "PPL", []string{"Bir"}, true},
		{"Kunar Military Airbase", "", "", nil, false},
		{"Road between Alpha and Beta", "", "", nil, false},
		{"Sector 4 village", "", "", nil, false},
		{"Wells gas field", "", "", nil, false},
	}
	for _, c := range cases {
		name, alts, feature, ok := ucdpName(c.in)
		if ok != c.ok || ok && (name != c.name || feature != c.feature || !reflect.DeepEqual(alts, c.alts)) {
			t.Errorf("ucdpName(%q) = %q %q %q %v, want %q %q %q %v", c.in, name, alts, feature, ok, c.name, c.alts, c.feature, c.ok)
		}
	}
}

// A GED file adds the places GeoNames lacks, at GED's coordinates and in
// the division GED names (or the nearest city's), and changes nothing
// GeoNames holds.
func TestImportUCDP(t *testing.T) {
	dir := t.TempDir()
	st, err := Import(dir, append(append([]string{}, fixtures...), "testdata/ged-sample.csv"), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if st.Malformed != 5 { // the four of the GeoNames fixtures, one GED latitude
		t.Errorf("malformed = %d, want 5", st.Malformed)
	}
	g, err := LoadGazetteer(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{ // name -> country.admin1.feature
		"Qalai Nawabad": "AF.24.PPL", "Dasht Sorkh": "AF.24.RGN", "Shorab Fawqani": "AF.24.PPL",
		"Shorab": "AF.24.PPL", "Shorab at-Tahtani": "AF.24.PPL", "Qara Bagh": "AF.13.PPL", "Nawabad": "AF.30.PPL",
	}
	for name, w := range want {
		l := g.Lookup(name)
		if len(l) != 1 || l[0].ID >= 0 || l[0].Country+"."+l[0].Admin1+"."+l[0].Feature != w {
			t.Errorf("%s: %+v, want one GED entry %s", name, l, w)
		}
	}
	if l := g.Lookup("Shorab"); len(l) == 1 && (l[0].Name != "Shorab Fawqani" || l[0].Lat != 36.91) {
		t.Errorf("Shorab: %+v, want the village of most events at its commonest point", l[0])
	}
	for _, name := range []string{"Tepa Khas", "Gulbahar", "Kunar Base", "Mirza Kala", "Sayed Khel"} {
		if l := g.Lookup(name); len(l) != 0 {
			t.Errorf("%s kept: %+v", name, l)
		}
	}
	if k := g.Lookup("Kaboul"); len(k) != 1 || k[0].ID != 900001 {
		t.Errorf("Kaboul: %+v, want GeoNames' Kabul only", k)
	}
}

// failAfter yields its text, then fails every read, as a cut gzip
// stream does.
type failAfter struct{ r io.Reader }

func (f *failAfter) Read(p []byte) (int, error) {
	if n, err := f.r.Read(p); err == nil {
		return n, nil
	}
	return 0, errors.New("unexpected end of stream")
}

// TestReadUCDPBrokenStream: a read error that is no CSV parse error ends
// the import with an error naming the file, instead of counting the same
// failure as rows for ever.
func TestReadUCDPBrokenStream(t *testing.T) {
	head := strings.Join(ucdpColumns, ",") + "\n"
	b := newBuilder(ImportOptions{})
	err := b.readUCDP("ged.csv", &failAfter{r: strings.NewReader(head)})
	if err == nil || !strings.Contains(err.Error(), "ged.csv:2") {
		t.Fatalf("got %v, want an error at ged.csv:2", err)
	}
}

// TestReadUCDPTwoCountries: a file of several countries that names one
// village in two of them keeps two places, each with its own country and
// point, rather than one with the events of both.
func TestReadUCDPTwoCountries(t *testing.T) {
	csv := strings.Join(ucdpColumns, ",") + "\n" +
		"1,Tall Hamra village,Aleppo governorate,,36.2000,37.1000,Syria\n" +
		"1,Tall Hamra village,Aleppo governorate,,36.2000,37.1000,Syria\n" +
		"1,Tall Hamra village,Nineveh province,,36.3000,43.1000,Iraq\n"
	b := newBuilder(ImportOptions{})
	if err := b.readUCDP("ged.csv", strings.NewReader(csv)); err != nil {
		t.Fatal(err)
	}
	if len(b.ucdp) != 2 {
		t.Fatalf("%d places, want 2", len(b.ucdp))
	}
	for _, w := range []struct {
		country string
		events  int
		lon     float64
	}{{"Syria", 2, 37.1}, {"Iraq", 1, 43.1}} {
		p := b.ucdp[ucdpKey(w.country, "Tall Hamra")]
		if p == nil {
			t.Errorf("%s: no place", w.country)
			continue
		}
		if _, lon := p.point(); p.events != w.events || lon != w.lon {
			t.Errorf("%s: %d events at lon %v, want %d at %v", w.country, p.events, lon, w.events, w.lon)
		}
	}
}

package actor

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/doc"
)

func newTestCoder(t testing.TB) *Coder {
	t.Helper()
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Phrases from the reference story (kabul-interior-ministry), tokenised as
// package text tokenises them, with the coding each must get.
func TestActorCodeReferencePhrases(t *testing.T) {
	c := newTestCoder(t)
	cases := []struct {
		words   []string
		context string
		want    doc.Actor
	}{
		{[]string{"Afghan", "national", "army", "soldier"}, "AFG", doc.Actor{Country: "AFG", Sector: "MIL"}},
		{[]string{"an", "Afghan", "national", "army", "soldier"}, "", doc.Actor{Country: "AFG", Sector: "MIL"}},
		{[]string{"U.S.", "Defense", "Secretary", "Leon", "Panetta"}, "AFG", doc.Actor{Name: "Leon Panetta", Country: "USA", Sector: "GOV"}},
		{[]string{"Afghan", "Interior", "Minister", "Bismillah", "Mohammadi"}, "", doc.Actor{Name: "Bismillah Mohammadi", Country: "AFG", Sector: "GOV"}},
		{[]string{"the", "Taliban"}, "USA", doc.Actor{Name: "Taliban", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{[]string{"The", "Taliban"}, "", doc.Actor{Name: "Taliban", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{[]string{"NATO"}, "AFG", doc.Actor{Name: "NATO", Sector: "IGO", Org: "NATO"}},
		{[]string{"ISAF"}, "AFG", doc.Actor{Name: "ISAF", Sector: "IGO", Org: "NATO"}},
		{[]string{"U.N.", "Assistance", "Mission", "in", "Afghanistan"}, "AFG", doc.Actor{Name: "UNAMA", Sector: "IGO", Org: "UN"}},
		{[]string{"protesters"}, "AFG", doc.Actor{Country: "AFG", Sector: "CVL"}},
		{[]string{"Afghan", "laborers"}, "USA", doc.Actor{Country: "AFG", Sector: "CVL"}},
		{[]string{"a", "U.S.", "official", ",", "speaking", "on", "condition", "of", "anonymity"}, "AFG", doc.Actor{Country: "USA", Sector: "GOV", Anonymous: true}},
		{[]string{"U.S.", "officials", ",", "speaking", "on", "condition", "of", "anonymity"}, "AFG", doc.Actor{Country: "USA", Sector: "GOV", Anonymous: true}},
		{[]string{"officials", "who", "asked", "not", "to", "be", "named"}, "USA", doc.Actor{Country: "USA", Sector: "GOV", Anonymous: true}},
		{[]string{"Taliban", "spokesman", "Zabihullah", "Mujahid"}, "", doc.Actor{Name: "Zabihullah Mujahid", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{[]string{"Interior", "Ministry", "spokesman", "Sediq", "Sediqqi"}, "AFG", doc.Actor{Name: "Sediq Sediqqi", Country: "AFG", Sector: "GOV"}},
		{[]string{"Two", "American", "officers"}, "AFG", doc.Actor{Country: "USA", Sector: "MIL"}},
		{[]string{"Afghan", "security", "sources"}, "", doc.Actor{Country: "AFG", Sector: "COP", Anonymous: true}},
		{[]string{"General", "John", "Allen"}, "", doc.Actor{Name: "John Allen", Sector: "MIL"}},
		{[]string{"U.S.", "President", "Barack", "Obama"}, "AFG", doc.Actor{Name: "Barack Obama", Country: "USA", Sector: "GOV"}},
		{[]string{"his", "Afghan", "counterpart", ",", "Hamid", "Karzai"}, "", doc.Actor{Name: "Hamid Karzai", Country: "AFG", Sector: "GOV"}},
		{[]string{"Afghanistan", "'s", "Interior", "Ministry"}, "", doc.Actor{Name: "Interior Ministry", Country: "AFG", Sector: "GOV"}},
		{[]string{"the", "White", "House"}, "AFG", doc.Actor{Name: "White House", Country: "USA", Sector: "GOV"}},
		{[]string{"Washington"}, "AFG", doc.Actor{Country: "USA", Sector: "GOV"}},
		{[]string{"foreign", "troops"}, "AFG", doc.Actor{Sector: "MIL"}},
		{[]string{"NATO", "forces"}, "AFG", doc.Actor{Sector: "MIL", Org: "NATO"}},
		{[]string{"Afghan", "Defense", "Minister", "Abdul", "Rahim", "Wardak"}, "", doc.Actor{Name: "Abdul Rahim Wardak", Country: "AFG", Sector: "GOV"}},
		{[]string{"Hundreds", "of", "people"}, "AFG", doc.Actor{Country: "AFG", Sector: "CVL"}},
		{[]string{"Kamran", "Bokhari", "at", "STRATFOR", "global", "intelligence", "firm"}, "AFG", doc.Actor{Name: "Kamran Bokhari", Country: "USA", Sector: "BUS"}},
		{[]string{"the", "shooter"}, "AFG", doc.Actor{Country: "AFG", Sector: "UAF"}},
		{[]string{"a", "U.S.", "colonel"}, "AFG", doc.Actor{Country: "USA", Sector: "MIL"}},
		{[]string{"us"}, "AFG", doc.Actor{}},
	}
	for _, tc := range cases {
		got := c.CodeIn(tc.words, tc.context)
		if got != tc.want {
			t.Errorf("CodeIn(%q, %q) = %+v, want %+v", strings.Join(tc.words, " "), tc.context, got, tc.want)
		}
	}
}

func TestActorMetonymicCapital(t *testing.T) {
	c := newTestCoder(t)
	m := c.Match([]string{"Kabul"}, "USA")
	if m.Country != "AFG" || m.Sector != "GOV" || !m.Metonymic {
		t.Errorf("Kabul: %+v, want AFG GOV metonymic", m)
	}
	m = c.Match([]string{"Afghanistan"}, "")
	if m.Metonymic {
		t.Errorf("Afghanistan coded metonymic: %+v", m)
	}
}

// The shipped dictionary: every ISO 3166-1 country present, every sector
// valid (the loader rejects unknown ones and duplicate phrases).
func TestActorLexiconCountries(t *testing.T) {
	lx, err := loadLexicon(nil)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, es := range lx.entries {
		for _, e := range es {
			if e.kind == actorCountryName {
				have[e.country] = true
			}
			if e.sector != "" {
				if !e.sector.Known() {
					t.Errorf("%s: unknown sector %q", e.src, e.sector)
				}
			}
		}
	}
	codes := isoAlpha3(t)
	for _, code := range codes {
		if !have[code] {
			t.Errorf("country %s missing from lexicon/actors.txt", code)
		}
	}
	if len(have) < len(codes) {
		t.Errorf("%d countries in dictionary, want at least %d", len(have), len(codes))
	}
}

// isoAlpha3 returns the ISO 3166-1 alpha-3 codes from Debian's iso-codes
// when installed, else the list written here.
func isoAlpha3(t *testing.T) []string {
	b, err := os.ReadFile("/usr/share/iso-codes/json/iso_3166-1.json")
	if err == nil {
		var f struct {
			List []struct {
				Alpha3 string `json:"alpha_3"`
			} `json:"3166-1"`
		}
		if err := json.Unmarshal(b, &f); err == nil && len(f.List) > 200 {
			var out []string
			for _, c := range f.List {
				out = append(out, c.Alpha3)
			}
			return out
		}
	}
	t.Log("iso-codes not installed: checking against the built-in list")
	return strings.Fields(isoAlpha3List)
}

// isoAlpha3List is ISO 3166-1 alpha-3 (249 codes), written for this test.
const isoAlpha3List = `
ABW AFG AGO AIA ALA ALB AND ARE ARG ARM ASM ATA ATF ATG AUS AUT AZE BDI BEL BEN BES BFA BGD BGR BHR
BHS BIH BLM BLR BLZ BMU BOL BRA BRB BRN BTN BVT BWA CAF CAN CCK CHE CHL CHN CIV CMR COD COG COK COL
COM CPV CRI CUB CUW CXR CYM CYP CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESH ESP EST ETH FIN FJI FLK
FRA FRO FSM GAB GBR GEO GGY GHA GIB GIN GLP GMB GNB GNQ GRC GRD GRL GTM GUF GUM GUY HKG HMD HND HRV
HTI HUN IDN IMN IND IOT IRL IRN IRQ ISL ISR ITA JAM JEY JOR JPN KAZ KEN KGZ KHM KIR KNA KOR KWT LAO
LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA MDG MDV MEX MHL MKD MLI MLT MMR MNE MNG
MNP MOZ MRT MSR MTQ MUS MWI MYS MYT NAM NCL NER NFK NGA NIC NIU NLD NOR NPL NRU NZL OMN PAK PAN PCN
PER PHL PLW PNG POL PRI PRK PRT PRY PSE PYF QAT REU ROU RUS RWA SAU SDN SEN SGP SGS SHN SJM SLB SLE
SLV SMR SOM SPM SRB SSD STP SUR SVK SVN SWE SWZ SXM SYC SYR TCA TCD TGO THA TJK TKL TKM TLS TON TTO
TUN TUR TUV TWN TZA UGA UKR UMI URY USA UZB VAT VCT VEN VGB VIR VNM VUT WLF WSM YEM ZAF ZMB ZWE`

func TestActorISOListSize(t *testing.T) {
	if n := len(strings.Fields(isoAlpha3List)); n != 249 {
		t.Errorf("built-in ISO list has %d codes, want 249", n)
	}
}

// No phrase may appear on two lines of the shipped dictionary.
func TestActorLexiconNoDuplicateLines(t *testing.T) {
	seen := map[string]int{}
	section := ""
	for i, line := range strings.Split(lexiconData, "\n") {
		t0 := strings.TrimSpace(line)
		if t0 == "" || strings.HasPrefix(t0, "#") {
			continue
		}
		if strings.HasPrefix(t0, "[") {
			section = t0
			continue
		}
		if section == "[anonymous]" {
			continue
		}
		cols := strings.Split(line, "\t")
		var phrases []string
		switch section {
		case "[countries]":
			for _, col := range cols[1:] {
				phrases = append(phrases, strings.Split(col, "|")...)
			}
		default:
			phrases = strings.Split(cols[0], "|")
		}
		onLine := map[string]bool{}
		for _, p := range phrases {
			if p == "-" || p == "" {
				continue
			}
			// Keys as the loader makes them, plus the exact case, since
			// "US" and "us" are different phrases.
			var key []string
			for _, w := range splitPhrase(p) {
				if n := actorNorm(w); n != "" {
					key = append(key, n)
				}
			}
			k := section + " " + strings.Join(key, " ") + " " + strings.ReplaceAll(p, ".", "")
			if onLine[k] {
				continue
			}
			onLine[k] = true
			if prev, ok := seen[k]; ok {
				t.Errorf("line %d: phrase %q already on line %d", i+1, p, prev)
			}
			seen[k] = i + 1
		}
	}
}

func TestActorUserFileErrors(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ body, want string }{
		{"[actors]\nFoo Front\tAFG\tXYZ\t-\t-\n", `actors.txt:2: unknown sector "XYZ"`},
		{"# comment\n\n[roles]\nwarden\tCOP\tbogus\n", `actors.txt:4: unknown role flag "bogus"`},
		{"[actors]\nFoo Front\tAFG\tREB\n", `actors.txt:2: want 5 tab-separated fields`},
		{"Foo\tAFG\n", `actors.txt:1: entry before any section header`},
		{"[persons]\n", `actors.txt:1: unknown section`},
		{"[countries]\nAf\tFooland\t-\t-\t-\n", `actors.txt:2: bad country code "Af"`},
	}
	for _, tc := range cases {
		f := filepath.Join(dir, "actors.txt")
		if err := os.WriteFile(f, []byte(tc.body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := New(f)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("body %q: error %v, want it to contain %q", tc.body, err, tc.want)
		}
	}
	if _, err := New(filepath.Join(dir, "missing.txt")); err == nil {
		t.Error("missing file: no error")
	}
}

func TestActorDuplicateRejected(t *testing.T) {
	lx := newActorLexicon()
	err := lx.parse("dup.txt", "[actors]\nFoo Front\tAFG\tREB\t-\t-\nFoo Front\tPAK\tREB\t-\t-\n", false)
	if err == nil || !strings.Contains(err.Error(), "dup.txt:3: duplicate phrase") {
		t.Errorf("duplicate: error %v", err)
	}
}

func TestActorUserFileOverrides(t *testing.T) {
	f := filepath.Join(t.TempDir(), "mine.txt")
	body := "[actors]\nTaliban\tAFG\tGOV\tTaliban\tTaliban\nBlue Lotus Brigade\tMMR\tREB\tBlue Lotus\t-\n[roles]\nwarden\tCOP\n"
	if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := New(f)
	if err != nil {
		t.Fatal(err)
	}
	if a := c.Code([]string{"the", "Taliban"}); a.Sector != "GOV" {
		t.Errorf("override: Taliban coded %+v, want GOV", a)
	}
	if a := c.Code([]string{"the", "Blue", "Lotus", "Brigade"}); a.Country != "MMR" || a.Sector != "REB" || a.Org != "Blue Lotus" {
		t.Errorf("user actor: %+v", a)
	}
	if a := c.CodeIn([]string{"prison", "wardens"}, "KEN"); a.Country != "KEN" || a.Sector != "COP" {
		t.Errorf("user role with generated plural: %+v", a)
	}
}

// Odd phrases must not panic and must not invent a country.
func TestActorCodeOddInput(t *testing.T) {
	c := newTestCoder(t)
	odd := [][]string{
		nil, {""}, {"'s"}, {"-"}, {"-", "-"}, {",", ","}, {"the"}, {"of"}, {"who"}, {"(", ")"},
		{"Two"}, {"at", "least"}, {"'s", "Taliban"}, {"Taliban", "-"}, {"\xff\xfe"}, {"U.S.", "-", "led"},
		{"members", "of"}, {"of", "the", "Taliban"}, {"spokesman", ","}, {"ALL", "CAPS", "HEADLINE"},
	}
	for _, ws := range odd {
		a := c.CodeIn(ws, "")
		if a.Country != "" && !strings.Contains(strings.Join(ws, " "), "Taliban") && !strings.Contains(strings.Join(ws, " "), "U.S.") {
			t.Errorf("CodeIn(%q) = %+v: a country from nowhere", ws, a)
		}
	}
	if a := c.Code([]string{"U.S.", "-", "led", "coalition"}); a.Country != "USA" || a.Sector != "MIL" {
		t.Errorf("U.S.-led coalition: %+v, want USA MIL", a)
	}
	if a := c.Code([]string{"members", "of", "the", "Taliban"}); a.Country != "AFG" || a.Sector != "REB" || a.Org != "Taliban" {
		t.Errorf("members of the Taliban: %+v", a)
	}
	if a := c.CodeIn([]string{"refugees", "from", "Syria"}, "TUR"); a.Country != "SYR" || a.Sector != "REF" {
		t.Errorf("refugees from Syria: %+v", a)
	}
	if a := c.Code([]string{"former", "President", "Carlos", "Menem"}); a.Sector != "ELI" || a.Name != "Carlos Menem" {
		t.Errorf("former president: %+v", a)
	}
	if a := c.Code([]string{"ethnic", "Albanians", "in", "Serbia"}); a.Country != "SRB" || a.Sector != "CVL" {
		t.Errorf("ethnic Albanians in Serbia: %+v", a)
	}
	if a := c.Code([]string{"TALIBAN", "FIGHTERS"}); a.Country != "AFG" || a.Sector != "REB" {
		t.Errorf("headline capitals: %+v", a)
	}
	if a := c.Code([]string{"Pakistani", "Taliban"}); a.Country != "PAK" || a.Org != "TTP" {
		t.Errorf("Pakistani Taliban: %+v", a)
	}
}

func TestActorCodeMore(t *testing.T) {
	c := newTestCoder(t)
	cases := []struct {
		words []string
		want  doc.Actor
	}{
		{[]string{"UN", "Secretary", "-", "General", "Antonio", "Guterres"}, doc.Actor{Name: "Antonio Guterres", Sector: "GOV", Org: "UN"}},
		{[]string{"WHO"}, doc.Actor{Name: "World Health Organization", Sector: "IGO", Org: "UN"}},
		{[]string{"Turkish", "-", "backed", "rebels"}, doc.Actor{Country: "SYR", Sector: "REB"}},
		{[]string{"the", "U.S.", "-", "led", "coalition"}, doc.Actor{Country: "USA", Sector: "MIL"}},
		{[]string{"the", "Kremlin"}, doc.Actor{Country: "RUS", Sector: "GOV"}},
		{[]string{"a", "Hezbollah", "commander"}, doc.Actor{Country: "LBN", Sector: "REB", Org: "Hezbollah"}},
		{[]string{"Red", "Cross", "officials"}, doc.Actor{Sector: "NGO", Org: "Red Cross"}},
		{[]string{"opposition", "coalition"}, doc.Actor{Country: "SYR", Sector: "OPP"}},
		{[]string{"Israeli", "tanks"}, doc.Actor{Country: "ISR", Sector: "MIL"}},
	}
	for _, tc := range cases {
		if got := c.CodeIn(tc.words, "SYR"); got != tc.want {
			t.Errorf("CodeIn(%q, SYR) = %+v, want %+v", strings.Join(tc.words, " "), got, tc.want)
		}
	}
}

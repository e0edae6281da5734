package plover

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"sitrep/actor"
	"sitrep/doc"
	"sitrep/internal/gold"
)

func TestPloverSector(t *testing.T) {
	cases := map[string]string{"GOV": "GOV", "CVLalb": "CVL", "REBkur": "REB", "***": "", "": "", "CIV": "CVL", "JRNCHR": "MED", "MOS": "REL", "ELIyor": "ELI"}
	for in, want := range cases {
		if got := ploverSector(in); got != doc.Sector(want) {
			t.Errorf("ploverSector(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPloverActorsField(t *testing.T) {
	for _, raw := range []string{`""`, `null`, `"diplomatic"`, ``} {
		if as := ploverActors(json.RawMessage(raw)); len(as) != 0 {
			t.Errorf("ploverActors(%s) = %v, want none", raw, as)
		}
	}
	as := ploverActors(json.RawMessage(`[{"actorText": "Kenyan police", "code": "KEN", "sector": "COP"}]`))
	if len(as) != 1 || as[0].Code != "KEN" || as[0].Sector != "COP" {
		t.Errorf("ploverActors list: %+v", as)
	}
}

func TestActorCode(t *testing.T) {
	c, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ country, sector, org, want string }{
		{"AFG", "GOV", "", "AFG"},
		{"", "IGO", "NATO", "IGO"},
		{"", "MIL", "UN", "IGO"},
		{"", "NGO", "Red Cross", "NGO"},
		{"", "REB", "al Qaeda", "IMG"},
		{"", "CVL", "", ""},
	}
	for _, tc := range cases {
		if got := ActorCode(c, tc.country, tc.sector, tc.org); got != tc.want {
			t.Errorf("ActorCode(%q, %q, %q) = %q, want %q", tc.country, tc.sector, tc.org, got, tc.want)
		}
	}
}

// Quality regression on the PLOVER gold records: the floor is 0.75 country
// accuracy; the thresholds sit a little under what the shipped dictionary
// scores, so a change that loses ground fails.
func TestActorsPLOVERGold(t *testing.T) {
	path := gold.Path(t, "plover_gsr_cameo/PLOVER_GSR_CAMEO.json")
	c, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	recs, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	sc := ScoreActors(recs, c)
	t.Logf("country %.3f (source %.3f, target %.3f), sector %.3f (source %.3f, target %.3f)",
		sc.CountryAccuracy, sc.SourceCountryAccuracy, sc.TargetCountryAccuracy,
		sc.SectorAccuracy, sc.SourceSectorAccuracy, sc.TargetSectorAccuracy)
	if sc.Sentences != 322 || sc.SourceActors+sc.TargetActors < 600 {
		t.Errorf("read %d sentences, %d actors; want 322 sentences, 600+ actors", sc.Sentences, sc.SourceActors+sc.TargetActors)
	}
	if sc.CountryAccuracy < 0.85 {
		t.Errorf("country accuracy %.3f, want >= 0.85", sc.CountryAccuracy)
	}
	if sc.SectorAccuracy < 0.70 {
		t.Errorf("sector accuracy %.3f, want >= 0.70", sc.SectorAccuracy)
	}
}

func TestActorCoveragePETRARCH(t *testing.T) {
	p := gold.Path(t, "petrarch_dictionaries/Phoenix.agents.txt.gz")
	c, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	cov, err := ActorCoverage(filepath.Dir(p), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", *cov)
	if cov.CountryNames < 150 || cov.CountryNameCoverage < 0.9 {
		t.Errorf("country names: %d read, %.3f coded alike; want 150+ and >= 0.9", cov.CountryNames, cov.CountryNameCoverage)
	}
	if cov.Agents < 2000 || cov.AgentCoverage < 0.4 {
		t.Errorf("agents: %d read, %.3f coded alike; want 2000+ and >= 0.4", cov.Agents, cov.AgentCoverage)
	}
}

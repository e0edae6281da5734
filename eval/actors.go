package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"sitrep/entity"
	"sitrep/internal/datafile"
	"sitrep/text"
)

// ActorScores is what `sitrep eval actors --json` prints: how often the
// actor coder gives a PLOVER gold actor's country code and sector.
//
// Gold conventions (PLOVER_GSR_CAMEO.json): source and target are lists of
// {actorText, code, sector}, or "" / null / a stray string when the
// sentence has none (those are skipped). Codes are ISO alpha-3 except a few
// CAMEO-era ones, mapped before comparing (JAP->JPN, ITL->ITA, VTN->VNM),
// and IGO / NGO / IMG (international militarised group) for bodies without
// a country; a coding without a country counts as IGO, NGO or IMG by the
// sector of its organisation. Sectors may carry an ethnic or religious
// suffix ("CVLalb", "REBkur"), of which the first three letters are
// compared; CIV is read as CVL, JRN as MED and MOS (religious) as REL; a
// missing sector or "***" is not scored for sector.
type ActorScores struct {
	Sentences             int     `json:"sentences"`
	SourceActors          int     `json:"source_actors"`
	TargetActors          int     `json:"target_actors"`
	SourceSectorScored    int     `json:"source_sector_scored"`
	TargetSectorScored    int     `json:"target_sector_scored"`
	SourceCountryAccuracy float64 `json:"source_country_accuracy"`
	SourceSectorAccuracy  float64 `json:"source_sector_accuracy"`
	TargetCountryAccuracy float64 `json:"target_country_accuracy"`
	TargetSectorAccuracy  float64 `json:"target_sector_accuracy"`
	CountryAccuracy       float64 `json:"country_accuracy"`
	SectorAccuracy        float64 `json:"sector_accuracy"`

	// Errors lists the first few wrong codings, for reading.
	Errors []ActorError `json:"-"`

	// Coverage is filled by ActorCoverage when the PETRARCH dictionaries
	// are at hand.
	Coverage *ActorCoverageScores `json:"coverage,omitempty"`
}

// ActorError is one gold actor coded wrongly.
type ActorError struct {
	Text       string `json:"text"`
	GoldCode   string `json:"gold_code"`
	GoldSector string `json:"gold_sector,omitempty"`
	Code       string `json:"code"`
	Sector     string `json:"sector,omitempty"`
}

type ploverActor struct {
	ActorText string `json:"actorText"`
	Code      string `json:"code"`
	Sector    string `json:"sector"`
}

type ploverRecord struct {
	ID     string          `json:"id"`
	Event  string          `json:"event"`
	Text   string          `json:"text"`
	Source json.RawMessage `json:"source"`
	Target json.RawMessage `json:"target"`
}

// ploverActors decodes a source or target field, which is a list of
// actors or, when there is none, "", null or a stray word.
func ploverActors(raw json.RawMessage) []ploverActor {
	var as []ploverActor
	if len(raw) == 0 || raw[0] != '[' {
		return nil
	}
	if err := json.Unmarshal(raw, &as); err != nil {
		return nil
	}
	return as
}

// ploverCodeFix maps CAMEO-era country codes in the gold onto ISO ones.
var ploverCodeFix = map[string]string{"JAP": "JPN", "ITL": "ITA", "VTN": "VNM"}

// ploverSector returns the comparable sector of a gold sector, or "" when
// it is not scored.
func ploverSector(s string) string {
	s = strings.TrimSpace(s)
	if len(s) < 3 || s == "***" {
		return ""
	}
	s = strings.ToUpper(s[:3])
	switch s {
	case "CIV":
		return "CVL"
	case "JRN":
		return "MED"
	case "MOS":
		return "REL"
	}
	return s
}

// ActorCode is the gold-comparable country code of a coding: its country,
// or IGO / NGO / IMG for a body with none.
func ActorCode(c *entity.ActorCoder, country, sector, org string) string {
	if country != "" {
		return country
	}
	s := sector
	if org != "" {
		if osec := c.OrgSector(org); osec != "" {
			s = osec
		}
	}
	switch s {
	case "IGO", "NGO":
		return s
	case "REB", "UAF", "IMG":
		if org != "" {
			return "IMG"
		}
	}
	return ""
}

// Actors scores the actor coder on the PLOVER gold records in path: each
// gold source and target actorText is tokenised with package text and
// coded with the sentence's focus country as context.
func Actors(path string, c *entity.ActorCoder) (*ActorScores, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("eval actors: %w", err)
	}
	var recs []ploverRecord
	if err := json.Unmarshal(b, &recs); err != nil {
		return nil, fmt.Errorf("eval actors: parse %s: %w", path, err)
	}
	tok := text.New()
	words := func(s string) []string {
		_, toks := tok.Split(s)
		out := make([]string, len(toks))
		for i, t := range toks {
			out[i] = t.Form
		}
		return out
	}
	sc := &ActorScores{}
	var cOK, sOK [2]int
	var cN, sN [2]int
	for _, r := range recs {
		if r.Event == "DOCUMENT" || r.Text == "" {
			continue
		}
		sc.Sentences++
		context := c.Focus(words(r.Text))
		for side, raw := range []json.RawMessage{r.Source, r.Target} {
			for _, ga := range ploverActors(raw) {
				if strings.TrimSpace(ga.ActorText) == "" || ga.Code == "" {
					continue
				}
				gold := ga.Code
				if f, ok := ploverCodeFix[gold]; ok {
					gold = f
				}
				a := c.CodeIn(words(strings.TrimSpace(ga.ActorText)), context)
				code := ActorCode(c, a.Country, a.Sector, a.Org)
				cN[side]++
				okC := code == gold
				if okC {
					cOK[side]++
				}
				gs := ploverSector(ga.Sector)
				okS := true
				if gs != "" {
					sN[side]++
					okS = a.Sector == gs
					if okS {
						sOK[side]++
					}
				}
				if (!okC || !okS) && len(sc.Errors) < 400 {
					sc.Errors = append(sc.Errors, ActorError{Text: ga.ActorText, GoldCode: ga.Code, GoldSector: ga.Sector, Code: code, Sector: a.Sector})
				}
			}
		}
	}
	frac := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	sc.SourceActors, sc.TargetActors = cN[0], cN[1]
	sc.SourceSectorScored, sc.TargetSectorScored = sN[0], sN[1]
	sc.SourceCountryAccuracy = frac(cOK[0], cN[0])
	sc.TargetCountryAccuracy = frac(cOK[1], cN[1])
	sc.SourceSectorAccuracy = frac(sOK[0], sN[0])
	sc.TargetSectorAccuracy = frac(sOK[1], sN[1])
	sc.CountryAccuracy = frac(cOK[0]+cOK[1], cN[0]+cN[1])
	sc.SectorAccuracy = frac(sOK[0]+sOK[1], sN[0]+sN[1])
	return sc, nil
}

// ActorCoverageScores says how much of the PETRARCH-2/Phoenix dictionaries
// sitrep's actor dictionary codes the same way. It reads them only to
// measure; nothing of them is shipped.
type ActorCoverageScores struct {
	// CountryNames: the country-level names of Phoenix.Countries.actors
	// (each country's first name line), coded to the same country.
	CountryNames        int     `json:"country_names"`
	CountryNameCoverage float64 `json:"country_name_coverage"`
	// CountryPhrases: those names and every synonym under them (which
	// include cities and provinces), coded to the same country.
	CountryPhrases        int     `json:"country_phrases"`
	CountryPhraseCoverage float64 `json:"country_phrase_coverage"`
	// Agents: role words of Phoenix.agents (substitution sets expanded to
	// their first member), coded with the same sector.
	Agents         int     `json:"agents"`
	AgentCoverage  float64 `json:"agent_coverage"`
	AgentsAnySect  int     `json:"agents_coded"` // given some sector at all
	AgentsAnyShare float64 `json:"agents_coded_share"`
}

var (
	petrCodeRE  = regexp.MustCompile(`\[([A-Z]{3})\]`)
	petrAgentRE = regexp.MustCompile(`^([^\[#]+?)\s*\[~([A-Z]{3})[A-Z]*\]`)
)

// ActorCoverage measures dictionary coverage against the PETRARCH-2 /
// Phoenix dictionaries in dir (petrarch_dictionaries).
func ActorCoverage(dir string, c *entity.ActorCoder) (*ActorCoverageScores, error) {
	tok := text.New()
	words := func(s string) []string {
		_, toks := tok.Split(s)
		out := make([]string, len(toks))
		for i, t := range toks {
			out[i] = t.Form
		}
		return out
	}
	phrase := func(s string) string {
		if i := strings.Index(s, "#"); i >= 0 {
			s = s[:i]
		}
		if i := strings.Index(s, "{"); i >= 0 {
			s = s[:i]
		}
		if i := strings.Index(s, "["); i >= 0 {
			s = s[:i]
		}
		s = strings.TrimPrefix(strings.TrimSpace(s), "+")
		s = strings.ReplaceAll(s, "!PERSON!", "MAN")
		s = strings.ReplaceAll(s, "!MINIST!", "MINISTER")
		return strings.Join(strings.Fields(strings.ReplaceAll(s, "_", " ")), " ")
	}
	cov := &ActorCoverageScores{}
	var nameOK, phraseOK int
	err := readGz(filepath.Join(dir, "Phoenix.Countries.actors.txt.gz"), func(sc *bufio.Scanner) {
		code, inBlock := "", false
		for sc.Scan() {
			line := sc.Text()
			t := strings.TrimSpace(line)
			if t == "" || strings.HasPrefix(t, "#") {
				inBlock = false
				continue
			}
			if strings.HasPrefix(t, "+") {
				if inBlock && code != "" {
					if p := phrase(t); p != "" {
						cov.CountryPhrases++
						if c.Code(words(p)).Country == code {
							phraseOK++
						}
					}
				}
				continue
			}
			if strings.HasPrefix(line, "\t") || strings.HasPrefix(line, " ") {
				continue // date-restricted codes of a person block
			}
			m := petrCodeRE.FindStringSubmatch(t)
			inBlock = m != nil
			code = ""
			if m == nil {
				continue
			}
			code = m[1]
			if p := phrase(t); p != "" {
				cov.CountryNames++
				cov.CountryPhrases++
				if c.Code(words(p)).Country == code {
					nameOK++
					phraseOK++
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	var agentOK, agentAny int
	err = readGz(filepath.Join(dir, "Phoenix.agents.txt.gz"), func(sc *bufio.Scanner) {
		for sc.Scan() {
			t := strings.TrimSpace(sc.Text())
			if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "!") && strings.Contains(t, "=") {
				continue
			}
			m := petrAgentRE.FindStringSubmatch(t)
			if m == nil {
				continue
			}
			p := phrase(m[1])
			if p == "" {
				continue
			}
			cov.Agents++
			a := c.Code(words(strings.ToLower(p)))
			if a.Sector == m[2] {
				agentOK++
			}
			if a.Sector != "" {
				agentAny++
			}
		}
	})
	if err != nil {
		return nil, err
	}
	frac := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	cov.CountryNameCoverage = frac(nameOK, cov.CountryNames)
	cov.CountryPhraseCoverage = frac(phraseOK, cov.CountryPhrases)
	cov.AgentCoverage = frac(agentOK, cov.Agents)
	cov.AgentsAnySect = agentAny
	cov.AgentsAnyShare = frac(agentAny, cov.Agents)
	return cov, nil
}

func readGz(name string, f func(*bufio.Scanner)) error {
	rc, err := datafile.Open(name)
	if err != nil {
		return fmt.Errorf("actor coverage: %w", err)
	}
	defer rc.Close()
	sc := bufio.NewScanner(rc)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	f(sc)
	if err := sc.Err(); err != nil {
		return fmt.Errorf("actor coverage: %s: %w", name, err)
	}
	return nil
}

package plover

import (
	"fmt"
	"io"
	"strings"

	"sitrep/actor"
	"sitrep/doc"
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

// ploverCodeFix maps CAMEO-era country codes in the gold onto ISO ones.
var ploverCodeFix = map[string]string{"JAP": "JPN", "ITL": "ITA", "VTN": "VNM"}

// ploverSector returns the comparable sector of a gold sector, or "" when
// it is not scored.
func ploverSector(s string) doc.Sector {
	s = strings.TrimSpace(s)
	if len(s) < 3 || s == "***" {
		return ""
	}
	switch sec := doc.Sector(strings.ToUpper(s[:3])); sec {
	case "CIV":
		return doc.SectorCVL
	case "JRN":
		return doc.SectorMED
	case "MOS":
		return doc.SectorREL
	default:
		return sec
	}
}

// ActorCode is the gold-comparable country code of a coding: its country,
// or IGO / NGO / IMG for a body with none.
func ActorCode(c *actor.Coder, country, sector, org string) string {
	if country != "" {
		return country
	}
	s := doc.Sector(sector)
	if org != "" {
		if osec := c.OrgSector(org); osec != "" {
			s = osec
		}
	}
	switch s {
	case doc.SectorIGO, doc.SectorNGO:
		return string(s)
	case doc.SectorREB, doc.SectorUAF, doc.SectorIMG:
		if org != "" {
			return string(doc.SectorIMG)
		}
	}
	return ""
}

// wordSplitter returns a func that splits a phrase into its tokens' forms
// with package text, as the actor coder reads a phrase.
func wordSplitter() func(s string) []string {
	tok := text.New()
	return func(s string) []string {
		_, toks := tok.Split(s)
		out := make([]string, len(toks))
		for i, t := range toks {
			out[i] = t.Form
		}
		return out
	}
}

// ScoreActors scores the actor coder on the PLOVER gold records: each
// gold source and target actorText is tokenised with package text and
// coded with the sentence's home country (actor.Coder.HomeCountry) as context.
func ScoreActors(recs []Record, c *actor.Coder) *ActorScores {
	words := wordSplitter()
	sc := &ActorScores{}
	var cOK, sOK [2]int
	var cN, sN [2]int
	for _, r := range recs {
		sc.Sentences++
		context := c.HomeCountry(words(r.Text))
		for side, golds := range [][]Actor{r.Source, r.Target} {
			for _, ga := range golds {
				if strings.TrimSpace(ga.ActorText) == "" || ga.Code == "" {
					continue
				}
				gold := goldCode(ga.Code)
				a := c.CodeIn(words(strings.TrimSpace(ga.ActorText)), context)
				code := ActorCode(c, a.Country, string(a.Sector), a.Org)
				cN[side]++
				okC := code == gold
				if okC {
					cOK[side]++
				}
				gs := ploverSector(ga.Sector)
				okS := true
				if gs != "" {
					sN[side]++
					okS = doc.Sector(a.Sector) == gs
					if okS {
						sOK[side]++
					}
				}
				if (!okC || !okS) && len(sc.Errors) < 400 {
					sc.Errors = append(sc.Errors, ActorError{Text: ga.ActorText, GoldCode: ga.Code, GoldSector: ga.Sector, Code: code, Sector: string(a.Sector)})
				}
			}
		}
	}
	sc.SourceActors, sc.TargetActors = cN[0], cN[1]
	sc.SourceSectorScored, sc.TargetSectorScored = sN[0], sN[1]
	sc.SourceCountryAccuracy = frac(cOK[0], cN[0])
	sc.TargetCountryAccuracy = frac(cOK[1], cN[1])
	sc.SourceSectorAccuracy = frac(sOK[0], sN[0])
	sc.TargetSectorAccuracy = frac(sOK[1], sN[1])
	sc.CountryAccuracy = frac(cOK[0]+cOK[1], cN[0]+cN[1])
	sc.SectorAccuracy = frac(sOK[0]+sOK[1], sN[0]+sN[1])
	return sc
}

// WriteText writes the scores for a reader.
func (sc *ActorScores) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "sentences %d, source actors %d, target actors %d\n", sc.Sentences, sc.SourceActors, sc.TargetActors)
	fmt.Fprintf(w, "country accuracy  %.3f (source %.3f, target %.3f)\n", sc.CountryAccuracy, sc.SourceCountryAccuracy, sc.TargetCountryAccuracy)
	_, err := fmt.Fprintf(w, "sector accuracy   %.3f (source %.3f, target %.3f; %d+%d actors with a gold sector)\n",
		sc.SectorAccuracy, sc.SourceSectorAccuracy, sc.TargetSectorAccuracy, sc.SourceSectorScored, sc.TargetSectorScored)
	if cv := sc.Coverage; cv != nil && err == nil {
		_, err = fmt.Fprintf(w, "PETRARCH coverage: country names %.3f of %d; with synonyms %.3f of %d; agents same sector %.3f of %d (any sector %.3f)\n",
			cv.CountryNameCoverage, cv.CountryNames, cv.CountryPhraseCoverage, cv.CountryPhrases, cv.AgentCoverage, cv.Agents, cv.AgentsAnyShare)
	}
	return err
}

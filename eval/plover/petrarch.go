package plover

import (
	"bufio"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"sitrep/actor"
	"sitrep/internal/datafile"
)

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
func ActorCoverage(dir string, c *actor.Coder) (*ActorCoverageScores, error) {
	words := wordSplitter()
	cov := &ActorCoverageScores{}
	nameOK, phraseOK, err := countryCoverage(dir, c, words, cov)
	if err != nil {
		return nil, err
	}
	agentOK, agentAny, err := agentCoverage(dir, c, words, cov)
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

// petrPhrase turns a PETRARCH dictionary phrase into words: comments,
// braces and codes cut, "_" for spaces, its placeholders as words.
func petrPhrase(s string) string {
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

// countryCoverage counts, in Phoenix.Countries.actors, the country names
// and their synonyms, and those c codes to the same country.
func countryCoverage(dir string, c *actor.Coder, words func(string) []string, cov *ActorCoverageScores) (nameOK, phraseOK int, err error) {
	phrase := petrPhrase
	err = readGz(filepath.Join(dir, "Phoenix.Countries.actors.txt.gz"), func(sc *bufio.Scanner) {
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
	return nameOK, phraseOK, err
}

// agentCoverage counts the role words of Phoenix.agents, those c codes
// with the same sector, and those it gives some sector.
func agentCoverage(dir string, c *actor.Coder, words func(string) []string, cov *ActorCoverageScores) (agentOK, agentAny int, err error) {
	phrase := petrPhrase
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
			if string(a.Sector) == m[2] {
				agentOK++
			}
			if a.Sector != "" {
				agentAny++
			}
		}
	})
	return agentOK, agentAny, err
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

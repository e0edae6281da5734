package entity

import (
	"strings"
	"sync"
)

var countryNames = sync.OnceValue(func() map[string]string {
	names := map[string]string{}
	section := ""
	for _, line := range strings.Split(actorLexiconData, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case t == "" || strings.HasPrefix(t, "#"):
		case strings.HasPrefix(t, "["):
			section = t
		case section == "[countries]":
			code, rest, ok := strings.Cut(t, "\t")
			name, _, _ := strings.Cut(rest, "|")
			if name, _, _ = strings.Cut(name, "\t"); ok && name != "-" {
				names[code] = strings.TrimSpace(name)
			}
		}
	}
	return names
})

// CountryName returns the name of the country whose ISO 3166-1 alpha-3 code
// is iso3, the first the embedded actor dictionary gives it ("Kenya" for
// KEN); "" for a code it does not list.
func CountryName(iso3 string) string { return countryNames()[iso3] }

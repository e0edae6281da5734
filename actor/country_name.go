package actor

import (
	"strings"
	"sync"

	"sitrep/internal/wordlist"
)

// countryNames maps each country code of the embedded actor dictionary to
// the first name it gives. The shipped dictionary is checked by the actor
// coder's reader, so a line this skips is one it also rejects.
var countryNames = sync.OnceValue(func() map[string]string {
	names := map[string]string{}
	wordlist.Each("actors.txt", strings.NewReader(lexiconData), func(l wordlist.Line) error {
		if f := l.Fields(); l.Section == "countries" && len(f) >= 2 {
			if name, _, _ := strings.Cut(f[1], "|"); name != "-" && name != "" {
				names[f[0]] = strings.TrimSpace(name)
			}
		}
		return nil
	})
	return names
})

// CountryName returns the name of the country whose ISO 3166-1 alpha-3 code
// is iso3, the first the embedded actor dictionary gives it ("Kenya" for
// KEN); "" for a code it does not list.
func CountryName(iso3 string) string { return countryNames()[iso3] }

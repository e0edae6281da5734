package where

import "testing"

// TestLowerCasedTownList checks that in a story without capitals a plural
// generic closing a list ("A, B and C towns") makes every name of the list
// a place, not only the last one beside it; a list with no generic after
// it gives only the names its own context marks.
func TestLowerCasedTownList(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "vadodara: the collector ordered a curfew for the night in dahod, lunawada and "+
		"godhra towns after shops were set alight. the police patrolled the streets until morning.")
	for _, want := range []string{"dahod", "lunawada", "godhra"} {
		if p := placeAt(st, want); p == nil || p.Country != "IND" {
			t.Errorf("%q: got %+v", want, p)
		}
	}
	// The list's generic stands for each name: a name under four letters,
	// which needs a generic of its own elsewhere, is a place here too.
	st = annotate(t, r, "rajkot: shops stayed shut on monday in una, diu and kodinar towns after the "+
		"stone pelting. the police patrolled the streets until morning.")
	for _, want := range []string{"una", "diu", "kodinar"} {
		if p := placeAt(st, want); p == nil || p.Country != "IND" {
			t.Errorf("%q: got %+v", want, p)
		}
	}
	st = annotate(t, r, "vadodara: the lunawada and dahod traders' unions met the collector on friday about the "+
		"night curfew. the police patrolled the streets until morning.")
	for _, word := range []string{"lunawada", "dahod"} {
		if p := placeAt(st, word); p != nil {
			t.Errorf("%q with no generic after the list taken for %s", word, p.Name)
		}
	}
}

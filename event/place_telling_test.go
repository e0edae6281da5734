package event_test

import (
	"testing"

	"sitrep/event"
)

// TestPlaceTelling pins the (site, told) contract keepsStatementPlace and
// resignationSite read: a resignation keeps the place hung on its verb,
// not the place its quarrel was about; a statement keeps a place its
// sentence names as the site, or one no telling's sentence names at all
// (told false), and drops one its sentence names elsewhere.
func TestPlaceTelling(t *testing.T) {
	for _, c := range []struct {
		text, plover, word          string
		keeps, resigned, site, told bool
	}{
		{"The foreign minister resigned in Lisbon on Monday after the dispute over fuel exports to Angola.", "RETREAT", "Lisbon", true, true, true, true},
		{"The foreign minister resigned in Lisbon on Monday after the dispute over fuel exports to Angola.", "RETREAT", "Angola", false, false, false, true},
		{"The governor met the union leaders in Mombasa on Friday. The strike had spread from Kisumu.", "CONSULT", "Kisumu", true, false, false, false},
	} {
		st := coded(t, c.text, "2021-05-08")
		keeps, resigned, site, told := event.StatementPlace(st, c.plover, c.word)
		if keeps != c.keeps || resigned != c.resigned || site != c.site || told != c.told {
			t.Errorf("%q at %s: keeps %v resigned %v site %v told %v, want %v %v %v %v",
				c.text, c.word, keeps, resigned, site, told, c.keeps, c.resigned, c.site, c.told)
		}
	}
}

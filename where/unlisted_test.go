package where

import (
	"testing"

	"sitrep/doc"
)

// TestUnlistedSettlements checks that a town the gazetteer lacks is kept
// when a settlement noun introduces it, in the country around it, and that
// capitalised words without such a cue, or known places, are not made into
// new ones.
func TestUnlistedSettlements(t *testing.T) {
	r := newDefault(t)
	for _, c := range []struct {
		text, name, country string // name "" for no unlisted place
	}{
		{"Gunmen attacked a checkpoint near the town of Wadi Korma in northern Chad on Friday.", "Wadi Korma", "TCD"},
		{"Rebels burned houses in the village of Umbelo Kato, residents said.", "Umbelo Kato", ""}, // no country named: the focus, none here
		{"Soldiers raided Kolabari village in Kenya at dawn.", "Kolabari", "KEN"},
		{"Soldiers raided Kolabari town in Kenya at dawn.", "", ""}, // only [settlements-after] follow the name
		{"Police cleared the streets of Nairobi after the rally.", "", ""},
		{"The committee met in the city of Nairobi on Monday.", "", ""}, // listed: resolved as a toponym
		{"Frank Miller visited the town on Monday.", "", ""},
		{"Soldiers raided Kolabari, a remote village in Kenya, at dawn.", "Kolabari", "KEN"}, // an apposition calls it one
		{"Soldiers raided Kolabari, a remote place in Kenya, at dawn.", "", ""},
		{"Soldiers detained Amos Kolabari, the village elder, in Kenya at dawn.", "", ""}, // the noun does not end the phrase
	} {
		st := annotate(t, r, c.text)
		var got *doc.Place
		for k := range st.Places {
			if st.Places[k].Inferred == "unlisted" {
				got = &st.Places[k]
			}
		}
		switch {
		case c.name == "" && got != nil:
			t.Errorf("%q: unlisted place %+v, want none", c.text, got)
		case c.name != "" && c.country == "" && got != nil:
			t.Errorf("%q: unlisted place %+v without a country to put it in", c.text, got)
		case c.name != "" && c.country != "" && got == nil:
			t.Errorf("%q: no unlisted place, want %s", c.text, c.name)
		case got != nil && (got.Name != c.name || got.Country != c.country || got.Precision != doc.PrecisionCountry || st.Slice(got.Span) != c.name):
			t.Errorf("%q: unlisted place %+v, want %s in %s", c.text, got, c.name, c.country)
		}
	}
}

// TestStrayTownsAbroad checks that a small town abroad matched by a
// capitalised word without any cue is dropped from a story plainly about
// another country, and kept with a preposition of place.
func TestStrayTownsAbroad(t *testing.T) {
	r := newDefault(t)
	for _, c := range []struct {
		text string
		keep bool
	}{
		{"Turkish jets struck Afrin and Manbij in northern Syria. The YPG blamed Moscow for the Olive Branch operation, officials in Aleppo said.", false},
		{"Turkish jets struck Afrin and Manbij in northern Syria. A relative of the victims lives in Olive Branch, officials in Aleppo said.", true},
	} {
		st := annotate(t, r, c.text)
		if got := placeAt(st, "Olive Branch") != nil; got != c.keep {
			t.Errorf("%q: Olive Branch kept %v, want %v (%v)", c.text, got, c.keep, st.Places)
		}
	}
}

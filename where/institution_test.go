package where

import (
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

// seatAt returns the place whose span is exactly phrase, or nil.
func seatAt(st *doc.Story, phrase string) *doc.Place {
	for k := range st.Places {
		if st.Slice(st.Places[k].Span) == phrase {
			return &st.Places[k]
		}
	}
	return nil
}

func TestSeatsOfGovernment(t *testing.T) {
	r := newDefault(t)
	cases := []struct {
		text, phrase, name, country string
	}{
		// The country named in the phrase, by possessive or adjective.
		{"A bomb went off in Iraq's Oil Ministry on Monday, police said.", "Iraq's Oil Ministry", "Baghdad", "IRQ"},
		{"Gunmen opened fire inside the Iraqi Interior Ministry after noon.", "Iraqi Interior Ministry", "Baghdad", "IRQ"},
		{"A fire broke out at the Ministry of Defence in Britain overnight.", "Ministry of Defence", "London", "GBR"},
		{"Protesters massed outside the Kenyan parliament.", "Kenyan parliament", "Nairobi", "KEN"},
		// Else the story's focus country.
		{"Clashes spread across Pakistan. Later a blast hit the heavily fortified Interior Ministry, and troops sealed off Lahore and Karachi.", "Interior Ministry", "Islamabad", "PAK"},
		{"Troops fired on crowds in Egypt. Two men were shot in front of the presidential palace.", "presidential palace", "Cairo", "EGY"},
		{"Riots shook France. A crowd gathered outside the National Assembly building.", "National Assembly", "Paris", "FRA"},
		// An embassy is in its host's capital.
		{"Violence grew in Libya as rockets hit the Italian embassy.", "Italian embassy", "Tripoli", "LBY"},
		{"Tensions rose in Afghanistan after a grenade landed near the U.S. embassy.", "U.S. embassy", "Kabul", "AFG"},
		// A seat of government elsewhere than GeoNames' capital.
		{"The Dutch parliament debated it. Police were posted at the Dutch Foreign Ministry.", "Dutch Foreign Ministry", "The Hague", "NLD"},
	}
	for _, c := range cases {
		st := &doc.Story{Text: c.text}
		if err := text.New().Annotate(st); err != nil {
			t.Fatal(err)
		}
		if err := r.Annotate(st); err != nil {
			t.Fatal(err)
		}
		p := seatAt(st, c.phrase)
		if p == nil {
			t.Errorf("%s: no place %q in %+v", c.text, c.phrase, st.Places)
			continue
		}
		if p.Name != c.name || p.Country != c.country || p.Precision != doc.PrecisionPoint {
			t.Errorf("%s: %q -> %s %s %s, want %s %s point", c.text, c.phrase, p.Name, p.Country, p.Precision, c.name, c.country)
		}
	}
}

func TestSeatsNeedASiteAndNoNearerPlace(t *testing.T) {
	r := newDefault(t)
	for _, c := range []struct{ text, phrase string }{
		// An organisation, not a site.
		{"Fighting went on in Syria, Interior Ministry spokesman Ali Hassan said.", "Interior Ministry"},
		{"The Interior Ministry in Syria said ten people died.", "Interior Ministry"},
		{"Fighting went on in Syria, according to the Interior Ministry's spokesman.", "Interior Ministry"},
		// A place of its own is nearer.
		{"Shots were fired in Syria at the Interior Ministry in Aleppo.", "Interior Ministry"},
		{"Shots were fired in Syria at the Aleppo Interior Ministry.", "Aleppo Interior Ministry"},
		{"Crowds in Germany gathered outside the French embassy in Berlin.", "French embassy"},
		// Bodies that need not sit in the national capital.
		{"Unrest grew in Spain as protesters stormed into the regional parliament.", "parliament"},
		{"A motion was tabled in Belgium in the European Parliament.", "European Parliament"},
		// An embassy with no sender, or in its own country.
		{"Riots shook Iraq and a crowd gathered at the embassy.", "embassy"},
		{"Riots shook France and a crowd gathered at the French embassy.", "French embassy"},
	} {
		st := annotate(t, r, c.text)
		if p := seatAt(st, c.phrase); p != nil {
			t.Errorf("%s: %q placed at %s %s", c.text, c.phrase, p.Name, p.Country)
		}
	}
}

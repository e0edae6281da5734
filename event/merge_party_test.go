package event

import (
	"slices"
	"testing"

	"sitrep/doc"
)

// TestPartyAgreementOneSide checks that two named parties sharing no word
// are set apart unless they are coded to one country and one side of it.
func TestPartyAgreementOneSide(t *testing.T) {
	president := &doc.Party{Text: "President Daniel Omondi", Actor: doc.Actor{Name: "Daniel Omondi", Country: "KEN", Sector: doc.SectorGOV}}
	delegation := &doc.Party{Text: "Kenyan government negotiators", Actor: doc.Actor{Country: "KEN", Sector: doc.SectorGOV}}
	rebels := &doc.Party{Text: "rebel fighters", Actor: doc.Actor{Country: "KEN", Sector: doc.SectorREB}}
	for _, c := range []struct {
		a, b *doc.Party
		want float64
	}{
		{president, delegation, 0},
		{president, rebels, -0.75},
	} {
		if got := partyAgreement(c.a, c.b, 1.5, 0.75); got != c.want {
			t.Errorf("partyAgreement(%q, %q) = %v, want %v", c.a.Text, c.b.Text, got, c.want)
		}
	}
}

// TestPartyAgreementRepeated checks that a definite phrase whose words all
// repeat an earlier party's ("the smugglers") agrees with it though its
// context coded it to another country, and that one adding a word of its
// own ("the Kenyan smugglers") does not.
func TestPartyAgreementRepeated(t *testing.T) {
	first := &doc.Party{Text: "12 Somali and Eritrean smugglers", Actor: doc.Actor{Country: "SOM", Sector: doc.SectorCRM}}
	for _, c := range []struct {
		b    *doc.Party
		want float64
	}{
		{&doc.Party{Text: "the smugglers", Actor: doc.Actor{Country: "KEN", Sector: doc.SectorCRM}}, 1},
		{&doc.Party{Text: "the Eritrean smugglers", Actor: doc.Actor{Country: "ERI", Sector: doc.SectorCRM}}, 1},
		{&doc.Party{Text: "the Kenyan smugglers", Actor: doc.Actor{Country: "KEN", Sector: doc.SectorCRM}}, -1},
	} {
		if got := partyAgreement(first, c.b, 1, 0); got != c.want {
			t.Errorf("partyAgreement(%q, %q) = %v, want %v", first.Text, c.b.Text, got, c.want)
		}
	}
}

// TestPointsBack checks that a pronoun, or a definite phrase whose words
// are the lede party's or words for anyone, points back to the lede's
// party, and that a definite phrase adding a word of its own does not.
func TestPointsBack(t *testing.T) {
	lede := &doc.Party{Text: "Two Eritrean smugglers"}
	for _, c := range []struct {
		text string
		want bool
	}{
		{"they", true},
		{"the two men", true},
		{"the smugglers", true},
		{"the Eritrean smugglers", true},
		{"The Ethiopian traders", false},
		{"Ethiopian traders", false},
	} {
		if got := pointsBack(lede, &doc.Party{Text: c.text}); got != c.want {
			t.Errorf("pointsBack(%q, %q) = %v, want %v", lede.Text, c.text, got, c.want)
		}
	}
}

// TestNameWordsTwoLetters checks that a two-letter word names a party
// only when written in capitals: "the EU" and "EU monitors" share a name,
// while "of" and "he" name no one.
func TestNameWordsTwoLetters(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"the EU", []string{"eu"}},
		{"monitors of the AU", []string{"monitor", "au"}},
		{"he and his guards", []string{"guard"}},
		{"an aide to the envoy", []string{"aide", "envoy"}},
		{"É and Ña", nil},
		{"ÉU monitors", []string{"éu", "monitor"}},
	} {
		if got := nameWords(c.text); !slices.Equal(got, c.want) {
			t.Errorf("nameWords(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

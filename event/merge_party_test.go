package event

import (
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

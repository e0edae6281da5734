package event_test

import (
	"testing"

	"sitrep/event"
)

// TestAttributedAttackHasNoAcledType checks that an attack named only as
// what someone claims or denies being responsible for gives the story no
// ACLED event, while an attack the story itself reports keeps its type
// when a claim of responsibility follows it.
func TestAttributedAttackHasNoAcledType(t *testing.T) {
	for _, c := range []struct {
		text  string
		typed bool
	}{
		{"A little-known rebel faction claimed responsibility for the bombing of the bridge on Sunday.", false},
		{"The ministry said on Monday that the separatists were responsible for the raid on the depot.", false},
		{"Gunmen shot dead two traders in the market on Sunday, and a rebel faction later claimed responsibility for the attack.", true},
	} {
		st := coded(t, c.text, "2021-03-13")
		if k := event.MainAcled(st.Events); (k >= 0) != c.typed {
			t.Errorf("%q: want an ACLED-typed event %v, got %+v", c.text, c.typed, st.Events)
		}
	}
}

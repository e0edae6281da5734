package event_test

import (
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// TestMergeClaimedRetelling checks that a responsibility claim on "the
// attack" told right after a second attack, in its paragraph or the
// next, joins that attack, not the
// story's first one, whose unnamed doer the claimant would agree with,
// and that the claimant does not replace the doer the text names.
func TestMergeClaimedRetelling(t *testing.T) {
	p := pipetest.Default(t)
	lede := "A roadside bomb killed four soldiers near Gao on Friday. No one has claimed the blast.\n\n"
	for _, claim := range []string{
		"The attack was claimed by a rebel faction.",
		"A rebel faction claimed responsibility for the attack.",
		// Wire copy gives each sentence a paragraph of its own.
		"\n\nThe attack was claimed by a rebel faction.",
		"\n\nA rebel faction claimed responsibility for the attack.",
	} {
		text := lede + "Unknown gunmen killed a village chief in Timbuktu on Saturday. " + claim
		st := &doc.Story{ID: "t", Published: time.Date(2024, 3, 4, 0, 0, 0, 0, time.UTC), Text: text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		second := strings.Index(text, "Unknown gunmen")
		for _, e := range st.Events {
			if e.Type.Plover != "ASSAULT" {
				continue
			}
			claimed := len(e.Claims) > 0
			if e.Trigger.Start < second {
				if claimed || e.Actor != nil {
					t.Errorf("%q: the Gao bombing took the claim (actor %+v, claims %+v)", claim, e.Actor, e.Claims)
				}
				continue
			}
			if !claimed {
				t.Errorf("%q: the Timbuktu killing has no claim", claim)
			}
			if e.Actor == nil || e.Actor.Text != "Unknown gunmen" {
				t.Errorf("%q: Timbuktu killing actor %+v, want the gunmen", claim, e.Actor)
			}
		}
	}
}

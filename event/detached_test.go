package event

import (
	"testing"

	"sitrep/doc"
)

// TestDetachedSharesNothing checks that the parts of a split event can be
// filled apart: mending one's parties, claims or spans leaves the event
// it was split from as it was.
func TestDetachedSharesNothing(t *testing.T) {
	ev := doc.Event{
		Actor:    &doc.Party{Text: "gunmen"},
		Target:   &doc.Party{Text: "a patrol"},
		Claims:   []doc.Claim{{Kind: doc.ClaimResponsibility}},
		Evidence: []doc.Span{{Start: 0, End: 9}},
		Mentions: []doc.Span{{Start: 2, End: 5}},
	}
	e := detached(ev)
	e.Actor.Text, e.Target.Text = "police", "a crowd"
	e.Claims[0].Kind = doc.ClaimReported
	e.Evidence[0].End, e.Mentions[0].End = 1, 1
	if ev.Actor.Text != "gunmen" || ev.Target.Text != "a patrol" || ev.Claims[0].Kind != doc.ClaimResponsibility ||
		ev.Evidence[0].End != 9 || ev.Mentions[0].End != 5 {
		t.Errorf("mending the copy changed the original: %+v", ev)
	}
}

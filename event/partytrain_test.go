package event_test

import (
	"testing"

	"sitrep/doc"
	"sitrep/event"
)

// TestChooseMargin checks that cross-validation lets the model override
// the rules where, in every fold, a feature tells the right option and the
// rules choose another: the margin found is below 1 (1 keeps the rules).
func TestChooseMargin(t *testing.T) {
	var choices []event.LabelledChoice
	subject, object := &doc.Party{Text: "the subject"}, &doc.Party{Text: "the object"}
	for a := range 10 {
		choices = append(choices, event.LabelledChoice{Article: a, Role: event.RoleActor, Scored: true,
			Options: []event.PartyOption{
				{Party: object, Rule: true, Features: []string{"bias", "actor:rule", "actor:path=obj^"}},
				{Party: subject, Features: []string{"bias", "actor:path=nsubj^"}},
			},
			Right: []bool{false, true}})
		choices = append(choices, event.LabelledChoice{Article: a, Role: event.RoleActor, Scored: true,
			Options: []event.PartyOption{
				{Party: subject, Rule: true, Features: []string{"bias", "actor:rule", "actor:path=nsubj^"}},
				{Party: object, Features: []string{"bias", "actor:path=obj^"}},
			},
			Right: []bool{true, false}})
	}
	fold := make([]int, len(choices))
	for c, ch := range choices {
		fold[c] = ch.Article % 5
	}
	probs := event.CrossValidateChoices(choices, fold, 5, event.ChooserTrainOptions)
	m, curve := event.ChooseMargin(choices, probs)
	if m >= 1 {
		t.Errorf("margin %.2f: the model never overrides the rules", m)
	}
	if len(curve) != 21 || curve[0].Margin != 1 || curve[20].Margin != 0 {
		t.Fatalf("curve of %d points, want 21 from 1 down to 0", len(curve))
	}
	// At margin 1 the rules stand: right in half the roles.
	if got := curve[0].RightScored[event.RoleActor]; got != 10 {
		t.Errorf("margin 1: %d roles right, want the rules' 10", got)
	}
}

// TestLabelChoice checks that each option is labelled by the rule given.
func TestLabelChoice(t *testing.T) {
	pc := event.PartyChoice{Role: event.RoleTarget, Options: []event.PartyOption{{Party: &doc.Party{Text: "the port"}}, {}}}
	lc := event.LabelChoice(3, pc, func(p *doc.Party) bool { return p == nil }, true)
	if lc.Article != 3 || lc.Role != event.RoleTarget || !lc.Scored || len(lc.Right) != 2 || lc.Right[0] || !lc.Right[1] {
		t.Errorf("labelled %+v", lc)
	}
}

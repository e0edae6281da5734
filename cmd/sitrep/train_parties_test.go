package main

import (
	"errors"
	"io"
	"testing"

	"sitrep/doc"
	"sitrep/event"
)

// TestChooseMargin checks that cross-validation lets the model override
// the rules where, in every fold, a feature tells the right option and the
// rules choose another: the margin found is below 1 (1 keeps the rules).
func TestChooseMargin(t *testing.T) {
	var choices []labelledChoice
	subject, object := &doc.Party{Text: "the subject"}, &doc.Party{Text: "the object"}
	for a := range 10 {
		choices = append(choices, labelledChoice{article: a, role: event.RoleActor, scored: true,
			options: []event.PartyOption{
				{Party: object, Rule: true, Features: []string{"bias", "actor:rule", "actor:path=obj^"}},
				{Party: subject, Features: []string{"bias", "actor:path=nsubj^"}},
			},
			right: []bool{false, true}})
		choices = append(choices, labelledChoice{article: a, role: event.RoleActor, scored: true,
			options: []event.PartyOption{
				{Party: subject, Rule: true, Features: []string{"bias", "actor:rule", "actor:path=nsubj^"}},
				{Party: object, Features: []string{"bias", "actor:path=obj^"}},
			},
			right: []bool{true, false}})
	}
	if m, _ := chooseMargin(choices, 10, 5, 3, partiesOptions, io.Discard); m >= 1 {
		t.Errorf("margin %.2f: the model never overrides the rules", m)
	}
}

func TestTrainPartiesUsage(t *testing.T) {
	for _, args := range [][]string{{"--out", "x.tsv"}, {"--gold", "g.jsonl"}, {"--gold", "g.jsonl", "--out", "x.tsv", "--folds", "1"},
		{"--gold", "g.jsonl", "--out", "x.tsv", "--roles", "actor,agent"}, {"--gold", "g.jsonl", "--out", "x.tsv", "--roles", ""}} {
		if err := trainParties(args, io.Discard, io.Discard); !errors.Is(err, errUsage) {
			t.Errorf("%v: error %v, want a usage error", args, err)
		}
	}
}

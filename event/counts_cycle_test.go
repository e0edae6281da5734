package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// TestKilledInAKilling checks that two killings which each read as the
// other's setting ("was killed in a killing": the verb's obl is the noun,
// the noun absorbs the verb) are folded once, not followed round a cycle
// forever: the story must be coded, with its one event, in bounded time.
func TestKilledInAKilling(t *testing.T) {
	p := pipetest.Default(t)
	st := &doc.Story{ID: "t", Text: "A guard was killed in a deliberate killing near the market.",
		Published: time.Date(2024, 5, 6, 0, 0, 0, 0, time.UTC)}
	done := make(chan error, 1)
	go func() { done <- p.Annotate(st) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("coding did not end: the casualty folds make a cycle")
	}
	if len(st.Events) != 1 {
		t.Errorf("%d events, want the one killing", len(st.Events))
	}
}

package pipeline

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
)

// misbehaving panics on stories that say "panic", sleeps on those that say
// "slow" (until released), and tokenises the rest one token per byte.
type misbehaving struct{ release chan struct{} }

func (m misbehaving) Annotate(st *doc.Story) error {
	switch {
	case strings.Contains(st.Text, "panic"):
		var s []int
		_ = s[len(st.Text)]
	case strings.Contains(st.Text, "slow"):
		<-m.release
	}
	st.Tokens = make([]doc.Token, len(st.Text))
	return nil
}

func feed(stories ...string) <-chan *doc.Story {
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for i, s := range stories {
			in <- &doc.Story{ID: fmt.Sprint("s", i), Text: s}
		}
	}()
	return in
}

func TestRunLimits(t *testing.T) {
	m := misbehaving{release: make(chan struct{})}
	defer close(m.release)
	p := New(Named{"odd", m}, Named{"after", upper{}})
	got := map[string]error{}
	var order []string
	err := p.RunContext(context.Background(), 2, Limits{Budget: 50 * time.Millisecond, MaxTokens: 20},
		feed("fine", "panic now", "slow one", strings.Repeat("long ", 10), "fine again", "panic"+strings.Repeat(",", 100)),
		func(st *doc.Story, err error) error {
			order = append(order, st.ID)
			got[st.ID] = err
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(order, ",") != "s0,s1,s2,s3,s4,s5" {
		t.Errorf("emitted %v", order)
	}
	if got["s0"] != nil || got["s4"] != nil {
		t.Errorf("good stories failed: %v, %v", got["s0"], got["s4"])
	}
	if e := got["s1"]; e == nil || !strings.Contains(e.Error(), "odd: panic: runtime error: index out of range") || !strings.Contains(e.Error(), "pipeline/run_test.go:") {
		t.Errorf("panic reported as %v", e)
	}
	if e := got["s2"]; !errors.Is(e, ErrBudget) {
		t.Errorf("slow story: %v", e)
	}
	if e := got["s3"]; !errors.Is(e, ErrTokens) || !strings.Contains(e.Error(), "50 tokens, at most 20") {
		t.Errorf("long story: %v", e)
	}
	// Refused before the first stage, which would panic on it.
	if e := got["s5"]; !errors.Is(e, ErrTokens) || !strings.Contains(e.Error(), "over 40 tokens") {
		t.Errorf("story of commas: %v", e)
	}
}

func TestRunStops(t *testing.T) {
	m := misbehaving{release: make(chan struct{})}
	defer close(m.release)
	p := New(Named{"odd", m})
	ctx, cancel := context.WithCancel(context.Background())
	var emitted []string
	err := p.RunContext(ctx, 1, Limits{}, feed("one", "slow", "three", "four"), func(st *doc.Story, err error) error {
		emitted = append(emitted, st.ID)
		cancel() // stop after the first story
		return nil
	})
	if !errors.Is(err, context.Canceled) || strings.Join(emitted, ",") != "s0" {
		t.Errorf("err %v, emitted %v", err, emitted)
	}
}

// napping sleeps d on every story.
type napping struct{ d time.Duration }

func (n napping) Annotate(st *doc.Story) error {
	time.Sleep(n.d)
	return nil
}

// burning works d of CPU time on every story (of wall time where there is
// no thread CPU clock).
type burning struct{ d time.Duration }

func (b burning) Annotate(st *doc.Story) error {
	clock, start := threadCPUClock(), time.Now()
	for {
		used := time.Since(start)
		if clock != nil {
			if u, ok := clock(); ok {
				used = u
			}
		}
		if used >= b.d {
			return nil
		}
	}
}

// TestRunWholeBudget codes a story in five parts of 40 ms of work each
// within a budget of 100 ms for the whole: the first parts are coded, the
// last ones dropped with ErrBudget, and the story after it has a budget of
// its own.
func TestRunWholeBudget(t *testing.T) {
	p := New(Named{"burn", burning{40 * time.Millisecond}})
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for i := 1; i <= 5; i++ {
			in <- &doc.Story{ID: fmt.Sprintf("w-p%d", i)}
		}
		in <- &doc.Story{ID: "next"}
	}()
	wholeOf := func(st *doc.Story) string {
		id, _, ok := strings.Cut(st.ID, "-p")
		if !ok {
			return ""
		}
		return id
	}
	got := map[string]error{}
	err := p.RunContext(context.Background(), 1, Limits{Budget: 100 * time.Millisecond, WholeOf: wholeOf}, in,
		func(st *doc.Story, err error) error {
			got[st.ID] = err
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if got["w-p1"] != nil || got["next"] != nil {
		t.Errorf("first part: %v; the story after: %v", got["w-p1"], got["next"])
	}
	for _, id := range []string{"w-p4", "w-p5"} {
		if e := got[id]; !errors.Is(e, ErrBudget) || !strings.Contains(e.Error(), "its parts together") {
			t.Errorf("%s: %v, want over the whole story's budget", id, got[id])
		}
	}
}

// TestRunBudgetIsWork: a story that waits rather than works (as on a busy
// machine) is not cut short by a budget of CPU time, up to hangFactor
// times the budget on the clock.
func TestRunBudgetIsWork(t *testing.T) {
	if threadCPUClock() == nil {
		t.Skip("no thread CPU clock here: the budget is wall time")
	}
	p := New(Named{"nap", napping{40 * time.Millisecond}})
	err := p.RunContext(context.Background(), 1, Limits{Budget: 20 * time.Millisecond}, feed("waits"),
		func(st *doc.Story, err error) error { return err })
	if err != nil {
		t.Errorf("a story waiting 40 ms within a budget of 20 ms of work: %v", err)
	}
}

// Package pipeline wires sitrep's stages in order and runs them over stories,
// one story per worker at a time. Stages never call each other: each reads the
// layers earlier stages left on the doc.Story and adds its own.
package pipeline

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"
	"unicode"

	"sitrep/doc"
)

// Stage annotates a story in place. A Stage must be safe for concurrent use
// on different stories.
type Stage interface {
	Annotate(*doc.Story) error
}

// Named pairs a stage with the name its errors carry.
type Named struct {
	Name  string
	Stage Stage
}

// Pipeline runs its stages in order.
type Pipeline struct {
	stages []Named
}

// New returns a pipeline of the given stages.
func New(stages ...Named) *Pipeline { return &Pipeline{stages: stages} }

// Errors for a story stopped by its limits.
var (
	ErrBudget = errors.New("over its time budget")
	ErrTokens = errors.New("over its memory cap")
)

// Limits bound the work on one story; a zero field means no bound.
type Limits struct {
	// Budget is the time one story may take, the times of its parts added
	// up when it is coded in parts (see WholeOf): CPU time where the system
	// tells it (Linux), so a busy machine does not cut stories short, and
	// at most hangFactor times as long on the wall clock. A story or part over it is
	// emitted with an error wrapping ErrBudget and dropped; the stage it
	// was in runs on to its end in the background, then stops. A part that
	// would start after its story's budget is spent is not coded: it is
	// emitted with an error wrapping ErrBudget at once.
	Budget time.Duration
	// WholeOf, when set, returns the ID of the story st is a part of, or ""
	// when st is a story of its own. The parts of a story must arrive one
	// after another; they share its Budget. A part may start with no more
	// than what its story has left, so with several workers the parts
	// running at once can overrun the budget by at most a part's time each.
	WholeOf func(st *doc.Story) string
	// MaxTokens caps a story's tokens, checked after each stage, so a story
	// too big is refused before the costly stages: memory grows with the
	// number of tokens (docs/BENCHMARKS.md, hardening).
	MaxTokens int
}

// Annotate runs every stage over st in order and stops at the first error.
// A panic in a stage is returned as an error naming the stage.
func (p *Pipeline) Annotate(st *doc.Story) error {
	return p.annotate(context.Background(), st, Limits{})
}

func (p *Pipeline) annotate(ctx context.Context, st *doc.Story, lim Limits) (err error) {
	if lim.MaxTokens > 0 {
		// Refuse a story plainly over the cap before the first stage, whose
		// tokens alone would take the memory the cap is there to save.
		if n := estimateTokens(st.Text, 2*lim.MaxTokens); n > 2*lim.MaxTokens {
			return fmt.Errorf("%w: over %d tokens, at most %d (split it into paragraphs or raise the cap)", ErrTokens, 2*lim.MaxTokens, lim.MaxTokens)
		}
	}
	stage := ""
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: panic: %v%s", stage, r, panicSite())
		}
	}()
	for _, s := range p.stages {
		if err := ctx.Err(); err != nil {
			return err
		}
		stage = s.Name
		if err := s.Stage.Annotate(st); err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
		if lim.MaxTokens > 0 && len(st.Tokens) > lim.MaxTokens {
			return fmt.Errorf("%w: %d tokens, at most %d (split it into paragraphs or raise the cap)", ErrTokens, len(st.Tokens), lim.MaxTokens)
		}
	}
	return nil
}

// estimateTokens counts words and punctuation marks in text, a bound
// close to the tokens a tokeniser makes, stopping once past limit.
func estimateTokens(text string, limit int) int {
	n, inWord := 0, false
	for _, r := range text {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if !inWord {
				n++
			}
			inWord = true
		case unicode.IsSpace(r):
			inWord = false
		default:
			n++
			inWord = false
		}
		if n > limit {
			break
		}
	}
	return n
}

// panicSite returns " at file:line" of the code that panicked, called from a
// deferred recover.
func panicSite() string {
	pc := make([]uintptr, 32)
	frames := runtime.CallersFrames(pc[:runtime.Callers(3, pc)])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "runtime.") && f.File != "" {
			return fmt.Sprintf(" at %s:%d", shortPath(f.File), f.Line)
		}
		if !more {
			return ""
		}
	}
}

// shortPath keeps a source path's last two elements (event/acled.go).
func shortPath(p string) string {
	if i := strings.LastIndexByte(p, '/'); i > 0 {
		if j := strings.LastIndexByte(p[:i], '/'); j >= 0 {
			return p[j+1:]
		}
	}
	return p
}

// Run annotates every story received from in with workers goroutines and
// calls emit for each, in the order the stories arrived, with the story's
// error if a stage failed or panicked. Run returns when in is closed and
// every story has been emitted, or at emit's first error (it then drains in).
func (p *Pipeline) Run(workers int, in <-chan *doc.Story, emit func(*doc.Story, error) error) error {
	return p.RunContext(context.Background(), workers, Limits{}, in, emit)
}

// RunContext is Run with limits on each story and a context that stops the
// run: when ctx is done, stories not yet emitted are dropped, never emitted
// in part, and RunContext returns ctx's error once in is closed. A story over
// a limit is emitted with its error and the run goes on.
func (p *Pipeline) RunContext(ctx context.Context, workers int, lim Limits, in <-chan *doc.Story, emit func(*doc.Story, error) error) error {
	if workers < 1 {
		workers = 1
	}
	type result struct {
		st  *doc.Story
		err error
	}
	type job struct {
		st    *doc.Story
		whole *wholeBudget
		out   chan result
	}
	jobs := make(chan job)
	order := make(chan chan result, 2*workers)
	go func() {
		defer close(jobs)
		defer close(order)
		var whole *wholeBudget // the story whose parts are arriving
		for st := range in {
			if ctx.Err() != nil {
				continue // drain in, so its writer is not left blocked
			}
			if lim.Budget > 0 && lim.WholeOf != nil {
				if id := lim.WholeOf(st); id == "" {
					whole = nil
				} else if whole == nil || whole.id != id {
					whole = &wholeBudget{id: id, left: lim.Budget}
				}
			}
			out := make(chan result, 1)
			select {
			case order <- out:
			case <-ctx.Done():
				continue
			}
			select {
			case jobs <- job{st, whole, out}:
			case <-ctx.Done():
			}
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				st, err := p.bounded(ctx, j.st, lim, j.whole)
				j.out <- result{st, err}
			}
		}()
	}
	var firstErr error
	for out := range order {
		var r result
		select {
		case r = <-out:
		case <-ctx.Done():
		}
		if firstErr == nil && ctx.Err() != nil {
			firstErr = ctx.Err()
		}
		if firstErr == nil {
			firstErr = emit(r.st, r.err)
		}
	}
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	return firstErr
}

// wholeBudget is what is left of the budget of a story coded in parts,
// shared by the workers coding them.
type wholeBudget struct {
	id   string
	mu   sync.Mutex
	left time.Duration
}

// take returns the time left for the next part, 0 when none is.
func (w *wholeBudget) take() time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	return max(w.left, 0)
}

// spend subtracts the time a part took.
func (w *wholeBudget) spend(d time.Duration) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.left -= d
}

// hangFactor bounds a story on the wall clock at this many times its
// budget: a stage waiting rather than working uses no CPU time.
const hangFactor = 10

// bounded annotates st within lim and ctx, and within what is left of its
// whole story's budget when st is a part (whole not nil). The budget is
// CPU time, the time the story's own thread works (Linux; the wall clock
// elsewhere), so a story on a busy machine is not cut short for the time
// it waited; it is also stopped after hangFactor times its budget on the
// wall clock. When the budget runs out or ctx is done first, bounded
// returns a copy of st's identity with the error, since the stage still
// running goes on writing to st.
func (p *Pipeline) bounded(ctx context.Context, st *doc.Story, lim Limits, whole *wholeBudget) (*doc.Story, error) {
	if lim.Budget <= 0 {
		return st, p.annotate(ctx, st, lim)
	}
	id := &doc.Story{ID: st.ID, Title: st.Title, Source: st.Source, URL: st.URL, Published: st.Published}
	budget, over := lim.Budget, fmt.Errorf("%w of %s", ErrBudget, lim.Budget)
	if whole != nil {
		over = fmt.Errorf("%w of %s, its parts together", ErrBudget, lim.Budget)
		if budget = whole.take(); budget <= 0 {
			return id, over
		}
	}
	bctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		err  error
		used time.Duration
	}
	done := make(chan result, 1)
	clocks := make(chan func() (time.Duration, bool), 1)
	start := time.Now()
	go func() {
		// A thread of its own, whose CPU clock is the story's time.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		clock := threadCPUClock()
		clocks <- clock
		err := p.annotate(bctx, st, lim)
		used := time.Since(start)
		if clock != nil {
			if u, ok := clock(); ok {
				used = u
			}
		}
		done <- result{err, used}
	}()
	clock := <-clocks
	spent := func() time.Duration {
		if clock != nil {
			if u, ok := clock(); ok {
				return u
			}
		}
		return time.Since(start)
	}
	timer := time.NewTimer(budget)
	defer timer.Stop()
	for {
		select {
		case r := <-done:
			if whole != nil {
				whole.spend(r.used)
			}
			if r.err != nil && ctx.Err() != nil {
				return id, ctx.Err()
			}
			if r.used > budget {
				return id, over // done, but past the budget: the same story whichever the clock saw first
			}
			return st, r.err
		case <-timer.C:
			// CPU time never runs ahead of the wall clock: till the budget
			// is spent, wait on the clock for what is left of it.
			if used := spent(); used < budget && time.Since(start) < hangFactor*budget {
				timer.Reset(min(budget-used, hangFactor*budget-time.Since(start)))
				continue
			}
			if whole != nil {
				whole.spend(budget)
			}
			return id, over
		case <-ctx.Done():
			return id, ctx.Err()
		}
	}
}

// Stages returns the pipeline's stages in order.
func (p *Pipeline) Stages() []Named { return p.stages }

// Stage returns the stage of that name, or nil when the pipeline has none.
func (p *Pipeline) Stage(name string) Stage {
	for _, s := range p.stages {
		if s.Name == name {
			return s.Stage
		}
	}
	return nil
}

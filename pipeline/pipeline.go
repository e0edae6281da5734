// Package pipeline wires sitrep's stages in order and runs them over stories,
// one story per worker at a time. Stages never call each other: each reads the
// layers earlier stages left on the doc.Story and adds its own.
package pipeline

import (
	"fmt"

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

// Annotate runs every stage over st in order and stops at the first error.
func (p *Pipeline) Annotate(st *doc.Story) error {
	for _, s := range p.stages {
		if err := s.Stage.Annotate(st); err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
	}
	return nil
}

// Run annotates every story received from in with workers goroutines and
// calls emit for each, in the order the stories arrived, with the story's
// error if a stage failed. Run returns when in is closed and every story has
// been emitted, or at emit's first error (it then drains in).
func (p *Pipeline) Run(workers int, in <-chan *doc.Story, emit func(*doc.Story, error) error) error {
	if workers < 1 {
		workers = 1
	}
	type result struct {
		st  *doc.Story
		err error
	}
	type job struct {
		st  *doc.Story
		out chan result
	}
	jobs := make(chan job)
	order := make(chan chan result, 2*workers)
	go func() {
		defer close(jobs)
		defer close(order)
		for st := range in {
			out := make(chan result, 1)
			order <- out
			jobs <- job{st, out}
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				j.out <- result{j.st, p.Annotate(j.st)}
			}
		}()
	}
	var firstErr error
	for out := range order {
		r := <-out
		if firstErr == nil {
			firstErr = emit(r.st, r.err)
		}
	}
	return firstErr
}

// Stages returns the pipeline's stages in order.
func (p *Pipeline) Stages() []Named { return p.stages }

// Package pipetest runs the default pipeline for the tests of the stages,
// which check a rule on a story coded end to end. It lives apart so that
// the external test packages (event_test, when_test) share one helper and
// one pipeline per test binary, rather than each building its own; a
// stage's own in-package tests cannot import it, for it imports pipeline.
package pipetest

import (
	"sync"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// The default pipeline and its build error, made once by Default.
var (
	once     sync.Once
	pipe     *pipeline.Pipeline
	buildErr error
)

// Default returns the default pipeline, built on the first call of the
// test binary and shared by every later one; a build error fails t.
func Default(t testing.TB) *pipeline.Pipeline {
	t.Helper()
	once.Do(func() { pipe, buildErr = pipeline.Default() })
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return pipe
}

// Annotated runs the default pipeline over text as story "t" published
// on pub (YYYY-MM-DD), so that every stage sees the parse, and returns
// the coded story; an error fails t.
func Annotated(t testing.TB, text, pub string) *doc.Story {
	t.Helper()
	p := Default(t)
	d, err := time.Parse(time.DateOnly, pub)
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{ID: "t", Text: text, Published: d}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	return st
}

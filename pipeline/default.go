package pipeline

import (
	"sync"

	"sitrep/text"
)

var (
	defaultOnce sync.Once
	defaultPipe *Pipeline
	defaultErr  error
)

// Default returns sitrep's full pipeline with its embedded models and
// lexicons, loaded once and shared: it is safe for concurrent use.
func Default() (*Pipeline, error) {
	defaultOnce.Do(func() {
		defaultPipe, defaultErr = build()
	})
	return defaultPipe, defaultErr
}

func build() (*Pipeline, error) {
	return New(
		Named{"text", text.New()},
	), nil
}

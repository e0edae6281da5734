package pipeline

import (
	"fmt"
	"sync"

	"sitrep/text"
	"sitrep/when"
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
	tx, err := when.New()
	if err != nil {
		return nil, fmt.Errorf("load time-expression lexicons: %w", err)
	}
	return New(
		Named{"text", text.New()},
		Named{"when", tx},
	), nil
}

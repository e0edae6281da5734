package undate

import (
	"bytes"
	_ "embed"
	"fmt"

	"sitrep/doc"
	"sitrep/internal/logreg"
)

//go:embed model/undated.tsv
var shipped []byte

// TrainOptions are the settings the shipped model was trained with.
var TrainOptions = logreg.Options{Epochs: 400, Rate: 0.5, L2: 0.003, MinCount: 3}

// Stage is the pipeline stage that leaves undated the events the model
// takes for background a coder leaves undated. It is read-only after New
// and safe for concurrent use.
type Stage struct {
	m *logreg.Model
}

// New returns a Stage with the shipped model.
func New() (*Stage, error) {
	m, err := logreg.Read(bytes.NewReader(shipped))
	if err != nil {
		return nil, fmt.Errorf("undate: read model/undated.tsv: %w", err)
	}
	return &Stage{m: m}, nil
}

// Annotate removes the time of each event whose probability of being
// left undated reaches the model's threshold. Every event's features are
// read before any time is removed, since they read the other events'.
func (s *Stage) Annotate(st *doc.Story) error {
	feats := Features(st)
	for k, f := range feats {
		if f != nil && s.m.Prob(f) >= s.m.Threshold {
			st.Events[k].Time = nil
		}
	}
	return nil
}

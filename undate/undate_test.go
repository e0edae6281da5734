package undate

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/logreg"
)

// TestAnnotateUndatesOverThreshold checks that the stage removes the time
// of the events the model scores at or over its threshold and only
// those, and that an event without a time is left alone.
func TestAnnotateUndatesOverThreshold(t *testing.T) {
	text := "Rebels attacked. Police had arrested them."
	st := &doc.Story{Text: text, Published: time.Date(2024, 3, 14, 0, 0, 0, 0, time.UTC),
		Sentences: []doc.Sentence{{Span: doc.Span{Start: 0, End: 16}, FirstToken: 0, EndToken: 2}, {Span: doc.Span{Start: 17, End: 42}, FirstToken: 2, EndToken: 5}},
		Tokens: []doc.Token{
			{Span: doc.Span{Start: 0, End: 6}, Form: "Rebels", UPOS: "NOUN", Lemma: "rebel", Head: 1, Rel: "nsubj"},
			{Span: doc.Span{Start: 7, End: 15}, Form: "attacked", UPOS: "VERB", XPOS: "VBD", Lemma: "attack", Head: -1, Rel: "root"},
			{Span: doc.Span{Start: 24, End: 27}, Form: "had", UPOS: "AUX", XPOS: "VBD", Lemma: "have", Head: 3, Rel: "aux", Sentence: 1},
			{Span: doc.Span{Start: 28, End: 36}, Form: "arrested", UPOS: "VERB", XPOS: "VBN", Lemma: "arrest", Head: -1, Rel: "root", Sentence: 1},
			{Span: doc.Span{Start: 37, End: 41}, Form: "them", UPOS: "PRON", Lemma: "they", Head: 3, Rel: "obj", Sentence: 1},
		},
	}
	dated := func(from string) *doc.When {
		return &doc.When{Date: "2024-03-14", Precision: "day", ResolvedFrom: from}
	}
	st.Events = []doc.Event{
		{Type: doc.EventType{Plover: "ASSAULT"}, Trigger: doc.Span{Start: 7, End: 15}, Time: dated("published")},
		{Type: doc.EventType{Plover: "ARREST"}, Trigger: doc.Span{Start: 28, End: 36}, Time: dated("published")},
		{Type: doc.EventType{Plover: "ARREST"}, Trigger: doc.Span{Start: 28, End: 36}},
	}
	s := &Stage{m: &logreg.Model{Weights: map[string]float64{"bias": -2, "aux=have|VBD": 4}, Threshold: 0.8}}
	if err := s.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if st.Events[0].Time == nil {
		t.Error("the attack, scored under the threshold, lost its time")
	}
	if st.Events[1].Time != nil {
		t.Error("the past perfect arrest, scored over the threshold, kept its time")
	}
	if st.Events[2].Time != nil {
		t.Error("an undated event gained a time")
	}
}

// TestShippedModelReads checks that the embedded model reads and has a
// threshold that undates something.
func TestShippedModelReads(t *testing.T) {
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.m.Weights) == 0 || s.m.Threshold >= 1 {
		t.Errorf("shipped model: %d weights, threshold %.2f", len(s.m.Weights), s.m.Threshold)
	}
}

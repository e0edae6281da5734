package ner_test

import (
	"testing"

	"sitrep/doc"
	"sitrep/eval/conll2003"
	"sitrep/ingest"
	"sitrep/internal/gold"
	"sitrep/ner"
	"sitrep/text"
)

// BenchmarkNERTagDocument tags the CoNLL-2003 valid documents, one per
// iteration in turn, and reports tokens per second.
func BenchmarkNERTagDocument(b *testing.B) {
	docs, err := conll2003.Read(gold.Path(b, "conll2003_en/valid.txt.gz"))
	if err != nil {
		b.Fatal(err)
	}
	n, err := ner.New()
	if err != nil {
		b.Fatal(err)
	}
	words := make([][][]string, len(docs))
	for i, d := range docs {
		for _, s := range d.Sentences {
			words[i] = append(words[i], s.Tokens)
		}
	}
	b.ReportAllocs()
	tokens := 0
	cpu0 := cpuTime()
	for i := 0; b.Loop(); i++ {
		for _, s := range n.TagDocument(words[i%len(words)]) {
			tokens += len(s)
		}
	}
	b.ReportMetric(float64(tokens)/b.Elapsed().Seconds(), "tokens/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(tokens)/cpu.Seconds(), "tokens/cpu-s")
	}
}

// BenchmarkNERLoad measures loading the embedded model (done once per process).
func BenchmarkNERLoad(b *testing.B) {
	for b.Loop() {
		if _, err := ner.LoadFile("models/ner.bin.gz"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNERAnnotateNews runs the stage as the pipeline does (after the
// tokeniser) over the Guardian sample's stories, one story per iteration in
// turn: news stories are longer than CoNLL-2003's documents and repeat
// their words more.
func BenchmarkNERAnnotateNews(b *testing.B) {
	var stories []*doc.Story
	err := ingest.Read([]string{gold.Path(b, "news_guardian_sample/Guardian_SDF_sample.csv.gz")}, nil, ingest.Options{}, func(it ingest.Item) error {
		if it.Err == nil {
			stories = append(stories, it.Story)
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	tok := text.New()
	for _, st := range stories {
		if err := tok.Annotate(st); err != nil {
			b.Fatal(err)
		}
	}
	n, err := ner.New()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	tokens := 0
	cpu0 := cpuTime()
	for i := 0; b.Loop(); i++ {
		st := *stories[i%len(stories)]
		st.Mentions = nil
		if err := n.Annotate(&st); err != nil {
			b.Fatal(err)
		}
		tokens += len(st.Tokens)
	}
	b.ReportMetric(float64(tokens)/b.Elapsed().Seconds(), "tokens/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(tokens)/cpu.Seconds(), "tokens/cpu-s")
	}
}

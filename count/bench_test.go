package count

import (
	"testing"

	"sitrep/doc"
	"sitrep/eval/acled"
	"sitrep/internal/gold"
)

// BenchmarkAnnotate measures the count stage alone over ACLED notes that
// package text has already split, and reports tokens per second.
func BenchmarkAnnotate(b *testing.B) {
	path := gold.Path(b, "acled_samples/acled_global_2020-05_sample.csv.gz")
	notes, _, err := acled.ReadNotes(path)
	if err != nil {
		b.Fatal(err)
	}
	c := newCounter(b)
	stories := make([]*doc.Story, 0, 1000)
	tokens := 0
	for _, n := range notes[:min(1000, len(notes))] {
		st := story(n.Notes)
		tokens += len(st.Tokens)
		stories = append(stories, st)
	}
	b.ResetTimer()
	for b.Loop() {
		for _, st := range stories {
			st.Quantities = st.Quantities[:0]
			if err := c.Annotate(st); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(tokens)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
}

// BenchmarkFatalities measures reading the dead from notes, tokenising
// included, as eval fatalities does.
func BenchmarkFatalities(b *testing.B) {
	path := gold.Path(b, "acled_samples/acled_global_2020-05_sample.csv.gz")
	notes, _, err := acled.ReadNotes(path)
	if err != nil {
		b.Fatal(err)
	}
	c := newCounter(b)
	notes = notes[:min(1000, len(notes))]
	tokens := 0
	for _, n := range notes {
		tokens += len(story(n.Notes).Tokens)
	}
	read := acled.NoteFatalities(c)
	b.ResetTimer()
	for b.Loop() {
		for _, n := range notes {
			read(n.Notes)
		}
	}
	b.ReportMetric(float64(tokens)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
}

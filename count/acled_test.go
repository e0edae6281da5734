package count

import (
	"testing"

	"sitrep/doc"
	"sitrep/eval/acled"
	"sitrep/internal/gold"
)

// TestACLEDQuality guards the fatality reading on the shared ACLED files.
// Each floor sits a few points below the figure measured when it was set
// (global 0.941 / 0.987, Africa 0.663 / 0.866, Asia 0.777 / 0.968), so
// only a real regression trips it. The global file's floor for notes that
// state a number is the project's 0.80 target with room above it.
func TestACLEDQuality(t *testing.T) {
	for _, tc := range []struct {
		file         string
		minNotes     int
		exact, exAll float64
	}{
		{"acled_samples/acled_global_2020-05_sample.csv.gz", 5000, 0.90, 0.97},
		{"acled_samples/acled_africa_2016-07_sample.csv.gz", 500, 0.60, 0.83},
		{"acled_samples/acled_asia_2015.csv.gz", 10000, 0.74, 0.95},
	} {
		t.Run(tc.file, func(t *testing.T) {
			path := gold.Path(t, tc.file)
			notes, _, err := acled.ReadNotes(path)
			if err != nil {
				t.Fatal(err)
			}
			c := newCounter(t)
			rep, _ := acled.ScoreFatalities(notes, acled.NoteFatalities(c))
			t.Logf("%+v", rep)
			if rep.Notes < tc.minNotes {
				t.Errorf("read %d notes, want at least %d", rep.Notes, tc.minNotes)
			}
			if rep.FatalitiesExact < tc.exact {
				t.Errorf("fatalities_exact %.3f on notes stating a number, want >= %.2f", rep.FatalitiesExact, tc.exact)
			}
			if rep.FatalitiesExactAll < tc.exAll {
				t.Errorf("fatalities_exact_all %.3f, want >= %.2f", rep.FatalitiesExactAll, tc.exAll)
			}
		})
	}
}

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

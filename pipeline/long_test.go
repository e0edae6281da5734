package pipeline

import (
	"compress/gzip"
	"encoding/csv"
	"os"
	"strings"
	"testing"

	"sitrep/doc"
)

// guardian reads the Guardian sample's article bodies from ../shared, or
// skips: the articles are not ours to copy into the repository.
func guardian(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("../../shared/data/news_guardian_sample/Guardian_SDF_sample.csv.gz")
	if err != nil {
		tb.Skipf("Guardian sample not found (../shared absent): %v", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	recs, err := csv.NewReader(zr).ReadAll()
	if err != nil {
		tb.Fatal(err)
	}
	var texts []string
	for _, r := range recs[1:] {
		texts = append(texts, r[2])
	}
	return texts
}

// longStory joins different articles, each once in turn, into a story of
// about n bytes, paragraphs kept.
func longStory(texts []string, n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(texts[i%len(texts)])
		b.WriteString("\n\n")
	}
	return b.String()[:n]
}

// adversarial are inputs that made stages superlinear (issue 15).
var adversarial = map[string]func() string{
	"commas-100k": func() string { return "Gunmen killed" + strings.Repeat(",", 100_000) + " three people." },
	"commas-1M":   func() string { return "Gunmen killed" + strings.Repeat(",", 1_000_000) + " three people." },
	"quotes-2000": func() string {
		return strings.Repeat("He said \"", 2000) + "three were killed" + strings.Repeat("\"", 2000) + "."
	},
	"killed-3000": func() string { return "Gunmen " + strings.Repeat("killed ", 3000) + "three people." },
	"news-50KB":   nil,
	"news-200KB":  nil,
	"news-1MB":    nil,
	"news-5MB":    nil,
	// News text with its line breaks made spaces: one paragraph, which
	// sitrep code cannot split into parts, up to its 50,000-token cap.
	"oneline-64KB":  nil,
	"oneline-256KB": nil,
	"killed-1000":   func() string { return "Gunmen " + strings.Repeat("killed ", 1000) + "three people." },
	"quotes-500": func() string {
		return strings.Repeat("He said \"", 500) + "three were killed" + strings.Repeat("\"", 500) + "."
	},
	"commas-10k":    func() string { return "Gunmen killed" + strings.Repeat(",", 10_000) + " three people." },
	"dots-100k":     func() string { return "Gunmen killed three" + strings.Repeat(".", 100_000) },
	"word-no-space": func() string { return strings.Repeat("a", 1<<20) },
}

var newsSizes = map[string]int{"news-50KB": 50 << 10, "news-200KB": 200 << 10, "news-1MB": 1 << 20, "news-5MB": 5 << 20,
	"oneline-64KB": 64 << 10, "oneline-256KB": 256 << 10}

// BenchmarkLong codes long and adversarial stories with the default
// pipeline. Select one with -bench 'Long/NAME'; profile with -cpuprofile.
func BenchmarkLong(b *testing.B) {
	p, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	var texts []string
	for name, gen := range adversarial {
		b.Run(name, func(b *testing.B) {
			var text string
			if gen == nil {
				if texts == nil {
					texts = guardian(b)
				}
				text = longStory(texts, newsSizes[name])
				if strings.HasPrefix(name, "oneline-") {
					text = strings.ReplaceAll(text, "\n", " ")
				}
			} else {
				text = gen()
			}
			b.SetBytes(int64(len(text)))
			for range b.N {
				st := &doc.Story{ID: name, Text: text}
				if err := p.Annotate(st); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(len(st.Events)), "events")
			}
		})
	}
}

package syntax

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"sitrep/conllu"
	"sitrep/internal/gold"
)

// devWords returns the sentences of EWT dev as words, and how many words
// they hold.
func devWords(b *testing.B) ([][]string, int) {
	dev, err := conllu.ReadFile(gold.Path(b, "ud-english-ewt/dev.conllu.gz"))
	if err != nil {
		b.Fatal(err)
	}
	var sents [][]string
	n := 0
	for _, s := range dev {
		var ws []string
		for _, w := range s.Words {
			ws = append(ws, w.Form)
		}
		n += len(ws)
		sents = append(sents, ws)
	}
	return sents, n
}

// BenchmarkParse tags, lemmatises and parses all of EWT dev per iteration
// on one goroutine and reports words per second of wall time and per
// second of CPU time (the process's, garbage collector included).
func BenchmarkParse(b *testing.B) {
	sents, n := devWords(b)
	benchParse(b, newParser(b), sents, n)
}

// benchParse parses sents, of n words, with p per iteration and reports
// the rates (reportRates).
func benchParse(b *testing.B, p *Parser, sents [][]string, n int) {
	out := make([]Word, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		for _, ws := range sents {
			p.ParseInto(ws, out[:len(ws)])
		}
	}
	reportRates(b, n, start, cpu)
}

// reportRates reports n words per iteration as words per second of wall
// time since start and per second of the process's CPU time since cpu.
func reportRates(b *testing.B, n int, start time.Time, cpu time.Duration) {
	b.ReportMetric(float64(n*b.N)/time.Since(start).Seconds(), "tokens/s")
	if c := cpuTime() - cpu; c > 0 {
		b.ReportMetric(float64(n*b.N)/c.Seconds(), "tokens/cpu-s")
	}
}

// BenchmarkParseModels is BenchmarkParse for the shipped model greedily
// and with a beam of 4, and, when $SITREP_PARSER names a model file (a
// beam-trained one, say), for that model likewise: one run compares them.
func BenchmarkParseModels(b *testing.B) {
	sents, n := devWords(b)
	models := []string{"shipped"}
	if os.Getenv(EnvParser) != "" {
		models = append(models, "file")
	}
	for _, name := range models {
		path := ""
		if name == "file" {
			path = os.Getenv(EnvParser)
		}
		base, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		for _, k := range []int{1, 4} {
			p, err := base.WithBeam(k)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(fmt.Sprintf("%s/beam%d", name, k), func(b *testing.B) { benchParse(b, p, sents, n) })
		}
	}
}

// BenchmarkTag is the tagger and lemmatiser alone.
func BenchmarkTag(b *testing.B) {
	sents, n := devWords(b)
	p := newParser(b)
	ws := new(workspace)
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		for _, s := range sents {
			p.analyse(s, ws, false)
		}
	}
	reportRates(b, n, start, cpu)
}

// BenchmarkLoad decodes both embedded models, as the first New does.
func BenchmarkLoad(b *testing.B) {
	tg, _ := EmbeddedTagger()
	ps, _ := EmbeddedParser()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Load(tg, ps); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDegenerate times the inputs of TestRobust: a 1,000-word run-on
// sentence and 5,000 commas.
func BenchmarkDegenerate(b *testing.B) {
	p := newParser(b)
	runOn := strings.Fields(strings.Repeat("the soldiers said that the men who fired on the police , and the crowd ", 67))[:1000]
	commas := strings.Fields(strings.Repeat(", ", 5000))
	for _, c := range []struct {
		name  string
		words []string
	}{{"runon1000", runOn}, {"commas5000", commas}} {
		b.Run(c.name, func(b *testing.B) {
			out := make([]Word, len(c.words))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				p.ParseInto(c.words, out)
			}
		})
	}
}

// BenchmarkParseNet is BenchmarkParse for the shipped parser and, in the
// same run, for it with the net in the file $SITREP_NET (`sitrep train
// net`) choosing the transitions alone and mixed with the perceptron's
// (weight 1); it is skipped without one.
func BenchmarkParseNet(b *testing.B) {
	path := os.Getenv("SITREP_NET")
	if path == "" {
		b.Skip("$SITREP_NET names no net file")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	sents, n := devWords(b)
	base := newParser(b)
	b.Run("shipped", func(b *testing.B) { benchParse(b, base, sents, n) })
	for _, mix := range []float64{0, 1} {
		p, err := base.WithNet(data, mix)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("net/mix%g", mix), func(b *testing.B) { benchParse(b, p, sents, n) })
	}
}

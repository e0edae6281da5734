//go:build peers && unix

// Package peers times sitrep's whole pipeline (story in, events out) against
// prose v2 doing less (tokenise, tag and name entities, one model reused for
// every story) on the same stories, side by side in one run on one core:
// ../shared/data/news_guardian_sample and ../shared/data/india_police_events.
// It is a module of its own, so that sitrep does not depend on prose:
//
//	cd pipeline/peers && SITREP_SHARED=$PWD/../../../shared go test -tags peers -v -timeout 60m
package peers

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/jdkato/prose/v2"

	"sitrep/doc"
	"sitrep/ingest"
	"sitrep/internal/gold"
	"sitrep/pipeline"
)

// spacyWordsPerSec is spaCy's published CPU speed for en_core_web_lg
// (spacy.io/usage/facts-figures), a reference line only: another machine,
// another language runtime.
const spacyWordsPerSec = 8276

func guardian(t *testing.T) []string {
	var texts []string
	err := ingest.Read([]string{gold.Path(t, "news_guardian_sample/Guardian_SDF_sample.csv.gz")}, nil, ingest.Options{}, func(it ingest.Item) error {
		if it.Err == nil {
			texts = append(texts, it.Story.Text)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return texts
}

func indiaPolice(t *testing.T) []string {
	f, err := os.Open(gold.Path(t, "india_police_events/docs.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var rec struct {
			Text string `json:"doc_text"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		texts = append(texts, rec.Text)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return texts
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// timing is the best of the rounds, wall and CPU.
type timing struct{ wall, cpu time.Duration }

func (t *timing) keep(wall, cpu time.Duration) {
	if t.wall == 0 || wall < t.wall {
		t.wall = wall
	}
	if t.cpu == 0 || cpu < t.cpu {
		t.cpu = cpu
	}
}

func TestWholePipelineAgainstProse(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	d, err := prose.NewDocument("Load the model.")
	if err != nil {
		t.Fatal(err)
	}
	model := d.Model
	for _, set := range []struct {
		name  string
		texts []string
	}{{"news_guardian_sample", guardian(t)}, {"india_police_events", indiaPolice(t)}} {
		var sitrep, peer timing
		words, events, entities := 0, 0, 0
		for round := range 2 {
			// sitrep: the whole pipeline
			w0, c0 := time.Now(), cpuTime()
			for _, text := range set.texts {
				st := &doc.Story{ID: "s", Text: text}
				if err := p.Annotate(st); err != nil {
					t.Fatal(err)
				}
				if round == 0 {
					words += len(st.Tokens)
					events += len(st.Events)
				}
			}
			sitrep.keep(time.Since(w0), cpuTime()-c0)
			// prose: tokenise, tag, entities
			w0, c0 = time.Now(), cpuTime()
			for _, text := range set.texts {
				pd, err := prose.NewDocument(text, prose.UsingModel(model))
				if err != nil {
					t.Fatal(err)
				}
				if round == 0 {
					entities += len(pd.Entities())
				}
			}
			peer.keep(time.Since(w0), cpuTime()-c0)
		}
		rate := func(d time.Duration) float64 { return float64(words) / d.Seconds() }
		t.Logf("%s: %d stories, %d words (sitrep's tokens); sitrep %d events, prose %d entities", set.name, len(set.texts), words, events, entities)
		t.Logf("  sitrep whole pipeline: %.0f words/s wall, %.0f per CPU-second", rate(sitrep.wall), rate(sitrep.cpu))
		t.Logf("  prose v2 tokenise+tag+NER: %.0f words/s wall, %.0f per CPU-second", rate(peer.wall), rate(peer.cpu))
		t.Logf("  ratio sitrep/prose: %.2f wall, %.2f CPU", peer.wall.Seconds()/sitrep.wall.Seconds(), peer.cpu.Seconds()/sitrep.cpu.Seconds())
		t.Logf("  spaCy en_core_web_lg published (CPU, other machine): %d words/s; sitrep/spaCy %.2f (CPU)", spacyWordsPerSec, rate(sitrep.cpu)/spacyWordsPerSec)
	}
}

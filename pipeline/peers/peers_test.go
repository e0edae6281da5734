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
	"fmt"
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

func guardian(t *testing.T) []*doc.Story {
	var stories []*doc.Story
	err := ingest.Read([]string{gold.Path(t, "news_guardian_sample/Guardian_SDF_sample.csv.gz")}, nil, ingest.Options{}, func(it ingest.Item) error {
		if it.Err == nil {
			stories = append(stories, it.Story)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return stories
}

func indiaPolice(t *testing.T) []*doc.Story {
	f, err := os.Open(gold.Path(t, "india_police_events/docs.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var stories []*doc.Story
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var rec struct {
			Text string `json:"doc_text"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		stories = append(stories, &doc.Story{ID: fmt.Sprint(len(stories)), Text: rec.Text})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return stories
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// timing sums wall and CPU time.
type timing struct{ wall, cpu time.Duration }

func (t *timing) add(wall, cpu time.Duration) { t.wall += wall; t.cpu += cpu }

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
		name    string
		stories []*doc.Story
	}{{"news_guardian_sample", guardian(t)}, {"india_police_events", indiaPolice(t)}} {
		// Story by story, sitrep then prose, so that both meet the same
		// neighbours on a shared machine.
		var sitrep, peer timing
		words, events, entities := 0, 0, 0
		for _, orig := range set.stories {
			w0, c0 := time.Now(), cpuTime()
			st := *orig
			if err := p.Annotate(&st); err != nil {
				t.Fatal(err)
			}
			sitrep.add(time.Since(w0), cpuTime()-c0)
			words += len(st.Tokens)
			events += len(st.Events)

			w0, c0 = time.Now(), cpuTime()
			pd, err := prose.NewDocument(orig.Text, prose.UsingModel(model))
			if err != nil {
				t.Fatal(err)
			}
			peer.add(time.Since(w0), cpuTime()-c0)
			entities += len(pd.Entities())
		}
		rate := func(d time.Duration) float64 { return float64(words) / d.Seconds() }
		t.Logf("%s: %d stories, %d words (sitrep's tokens); sitrep %d events, prose %d entities", set.name, len(set.stories), words, events, entities)
		t.Logf("  sitrep whole pipeline: %.0f words/s wall, %.0f per CPU-second", rate(sitrep.wall), rate(sitrep.cpu))
		t.Logf("  prose v2 tokenise+tag+NER: %.0f words/s wall, %.0f per CPU-second", rate(peer.wall), rate(peer.cpu))
		t.Logf("  ratio sitrep/prose: %.2f wall, %.2f CPU", peer.wall.Seconds()/sitrep.wall.Seconds(), peer.cpu.Seconds()/sitrep.cpu.Seconds())
		t.Logf("  spaCy en_core_web_lg published (CPU, other machine): %d words/s; sitrep/spaCy %.2f (CPU)", spacyWordsPerSec, rate(sitrep.cpu)/spacyWordsPerSec)
	}
}

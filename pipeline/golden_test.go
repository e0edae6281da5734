package pipeline_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/export"
	"sitrep/internal/gold"
	"sitrep/pipeline"
)

var update = flag.Bool("update", false, "rewrite the *.golden.jsonl files from the pipeline's output")

// TestGolden codes each story in testdata (named DATE-NAME.txt, published on
// DATE), the example and the reference story, and compares the event
// records with NAME.golden.jsonl. After a change that moves them, run
// `go test ./pipeline -run Golden -update` and review the diff of the
// golden files: every difference is a change of behaviour.
func TestGolden(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	stories, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	type story struct{ path, golden, published string }
	var all []story
	for _, s := range stories {
		base := strings.TrimSuffix(filepath.Base(s), ".txt")
		all = append(all, story{s, filepath.Join("testdata", base[len("2006-01-02-"):]+".golden.jsonl"), base[:len("2006-01-02")]})
	}
	all = append(all, story{filepath.Join("..", "examples", "mali-checkpoint.txt"), filepath.Join("testdata", "mali-checkpoint.golden.jsonl"), "2021-03-13"})
	for _, s := range all {
		t.Run(filepath.Base(s.golden), func(t *testing.T) { checkGolden(t, p, s.path, s.golden, s.published) })
	}
	t.Run("kabul-interior-ministry.golden.jsonl", func(t *testing.T) {
		checkGolden(t, p, gold.Story(t, "kabul-interior-ministry.txt"), filepath.Join("testdata", "kabul-interior-ministry.golden.jsonl"), "2012-02-25")
	})
}

func checkGolden(t *testing.T, p *pipeline.Pipeline, path, golden, published string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	day, err := time.Parse(time.DateOnly, published)
	if err != nil {
		t.Fatalf("%s: the name must start with the publication date: %v", path, err)
	}
	id := strings.TrimSuffix(filepath.Base(golden), ".golden.jsonl")
	st := &doc.Story{ID: id, Text: string(data), Published: day}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	export.Stamp(st, doc.Coder{Name: "sitrep", Version: "golden", Schema: "golden"})
	var got bytes.Buffer
	if err := export.JSONL(&got, st); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	if len(gl) != len(wl) {
		t.Errorf("%s: %d events, golden has %d", path, len(gl)-1, len(wl)-1)
	}
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Errorf("%s: event %d differs from %s:\n got %s\nwant %s", path, i+1, golden, gl[i], wl[i])
		}
	}
}

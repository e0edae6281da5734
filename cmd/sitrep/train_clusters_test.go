package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sitrep/syntax/clusters"
)

// TestReadUnlabelled: each format gives its sentences as words, the JSON
// texts through the tokeniser, a record's "text" and "doc_text" as
// sentences apart.
func TestReadUnlabelled(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.conll": "-DOCSTART- -X- O\n\nRebels O\nfled O\n. O\n\nTroops O\nstayed O\n",
		"b.jsonl": `{"text": "Rebels fled. Troops stayed."}` + "\n" + `{"doc_text": "Nobody came."}` + "\n",
		"c.json":  `[{"text": "Rebels fled."}, {"text": "Troops didn't stay."}]`,
		"d.jsonl": `{"text": "Rebels fled", "doc_text": "Troops stayed."}` + "\n",
		"e.txt":   "Rebels NNS\nfled VBD\n",
	}
	want := map[string][][]string{
		"a.conll": {{"Rebels", "fled", "."}, {"Troops", "stayed"}},
		"b.jsonl": {{"Rebels", "fled", "."}, {"Troops", "stayed", "."}, {"Nobody", "came", "."}},
		"c.json":  {{"Rebels", "fled", "."}, {"Troops", "did", "n't", "stay", "."}},
		"d.jsonl": {{"Rebels", "fled"}, {"Troops", "stayed", "."}},
		"e.txt":   {{"Rebels", "fled"}},
	}
	for name, body := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := readUnlabelled(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !slices.EqualFunc(got, want[name], slices.Equal[[]string]) {
			t.Errorf("%s: got %q, want %q", name, got, want[name])
		}
	}
	if _, err := readUnlabelled(filepath.Join(dir, "d.csv")); err == nil {
		t.Error("an unknown format was read")
	}
}

// TestTrainClustersCommand: the command writes a cluster file that reads
// back, with a word seen often enough in it.
func TestTrainClustersCommand(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "t.conll")
	var b strings.Builder
	for _, s := range []string{"rebels fled", "troops fled", "rebels stayed", "troops stayed", "police came", "police fled"} {
		for i := 0; i < 4; i++ {
			b.WriteString(strings.ReplaceAll(s, " ", "\n") + "\n\n")
		}
	}
	os.WriteFile(in, []byte(b.String()), 0o644)
	out := filepath.Join(dir, "c.tsv.gz")
	var stdout, stderr strings.Builder
	if err := trainClusters([]string{"--text", in, "--out", out}, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, err := clusters.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 6 || entries[0].Word != "fled" || entries[0].Count != 12 {
		t.Errorf("entries %+v", entries)
	}
	if err := trainClusters([]string{"--text", in, "--out", out, "--depth", "25"}, &stdout, &stderr); !errors.Is(err, errUsage) {
		t.Errorf("--depth 25: err %v, want a usage error", err)
	}
}

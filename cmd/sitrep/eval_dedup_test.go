package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/eval/ecbplus"
	"sitrep/syntax"
	"sitrep/where"
)

// TestBuildID checks that the stamp follows what pipeline.Default() reads
// besides the executable: the parser file and the gazetteer directory
// named by the environment, and their contents.
func TestBuildID(t *testing.T) {
	t.Setenv(syntax.EnvParser, "")
	t.Setenv(where.EnvGazetteer, "")
	id := func() string {
		t.Helper()
		s, err := buildID()
		if err != nil {
			t.Fatal(err)
		}
		if len(s) != 64 {
			t.Fatalf("buildID = %q; want a SHA-256 in hex", s)
		}
		return s
	}
	base := id()
	if again := id(); again != base {
		t.Errorf("buildID = %.12s, then %.12s under the same build", base, again)
	}
	dir := t.TempDir()
	parser := filepath.Join(dir, "parser.bin.gz")
	write := func(name, body string) {
		t.Helper()
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(parser, "model one")
	t.Setenv(syntax.EnvParser, parser)
	p1 := id()
	write(parser, "model two")
	p2 := id()
	gaz := filepath.Join(dir, "gaz")
	if err := os.Mkdir(gaz, 0o755); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(gaz, "index.tsv"), "Lyon\tFR\n")
	t.Setenv(where.EnvGazetteer, gaz)
	g1 := id()
	write(filepath.Join(gaz, "index.tsv"), "Lyon\tFR\nGhent\tBE\n")
	g2 := id()
	seen := map[string]string{}
	for _, c := range []struct{ name, id string }{
		{"no parser or gazetteer", base}, {"parser file", p1}, {"parser file changed", p2},
		{"gazetteer", g1}, {"gazetteer changed", g2},
	} {
		if prev, ok := seen[c.id]; ok {
			t.Errorf("%s and %s share the build ID %.12s", prev, c.name, c.id)
		}
		seen[c.id] = c.name
	}
	t.Setenv(syntax.EnvParser, filepath.Join(dir, "missing.bin.gz"))
	if _, err := buildID(); err == nil {
		t.Error("buildID with $SITREP_PARSER naming no file: no error")
	}
}

// TestCodeDedupStale checks that a cache coded by another build is coded
// again, said so on stderr, and rewritten with this build's stamp.
func TestCodeDedupStale(t *testing.T) {
	t.Setenv(syntax.EnvParser, "")
	t.Setenv(where.EnvGazetteer, "")
	day := "2025-03-14"
	docs := []ecbplus.Document{
		{ID: "1_1", Topic: 1, Subtopic: "1a", Title: "Ferry sinks off Crete",
			Text: "A ferry sank off Crete on Friday, killing four passengers.", Published: &day},
		{ID: "1_2", Topic: 1, Subtopic: "1a", Title: "Four dead as ferry goes down",
			Text: "Four people died when a ferry went down near Crete.", Published: &day},
	}
	cache := filepath.Join(t.TempDir(), "coded.json")
	old := ecbplus.StampOf("an older build", docs)
	stale := []ecbplus.Coded{{ID: "1_1"}, {ID: "1_2"}}
	if err := ecbplus.SaveCoded(cache, old, stale, stale); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	dated, undated, err := codeDedup(docs, cache, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	if len(dated) != len(docs) || len(undated) != len(docs) {
		t.Fatalf("codeDedup: %d and %d coded documents; want %d", len(dated), len(undated), len(docs))
	}
	if !strings.Contains(stderr.String(), "coding the documents again") {
		t.Errorf("stderr = %q; want a note that the stale cache is coded again", stderr.String())
	}
	build, err := buildID()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := ecbplus.LoadCoded(cache, docs, ecbplus.StampOf(build, docs)); err != nil {
		t.Errorf("the rewritten cache does not carry this build's stamp: %v", err)
	}
	if _, _, err := ecbplus.LoadCoded(cache, docs, old); !errors.Is(err, ecbplus.ErrStale) {
		t.Errorf("the rewritten cache still loads under the old stamp: %v", err)
	}
	stderr.Reset()
	if _, _, err := codeDedup(docs, cache, &stderr); err != nil || stderr.Len() != 0 {
		t.Errorf("codeDedup of a fresh cache: err %v, stderr %q; want it read silently", err, stderr.String())
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestEvalArticles scores a story written for this test, kept in a data
// directory of its own, against a one-article gold.
func TestEvalArticles(t *testing.T) {
	dir := t.TempDir()
	story := "Gunmen attacked a police post in Kano on Monday, killing two officers."
	doc, _ := json.Marshal(map[string]string{"id": "k1", "text": story})
	if err := os.WriteFile(filepath.Join(dir, "stories.jsonl"), append(doc, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"source":"stories.jsonl","id":"k1","published":"2020-05-05","half":"check","events":[` +
		`{"plover":"ASSAULT","actor":{"names":["Gunmen"]},"target":{"names":["police post","officers"]},` +
		`"place":{"name":"Kano","country":"NGA","precision":"point"},"date":{"value":"2020-05-04","precision":"day"},` +
		`"killed":2,"evidence":[[0,70]]}]}` + "\n"
	goldPath := filepath.Join(dir, "gold.jsonl")
	if err := os.WriteFile(goldPath, []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"eval", "articles", "--gold", goldPath, "--data", dir, "--json"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var sc struct {
		Articles, Gold, Matched int
		Recall                  float64
	}
	if err := json.Unmarshal(stdout.Bytes(), &sc); err != nil {
		t.Fatalf("%v: %s", err, stdout.String())
	}
	if sc.Articles != 1 || sc.Gold != 1 || sc.Matched != 1 || sc.Recall != 1 {
		t.Errorf("scores %+v from %s", sc, stdout.String())
	}
	// The listing names what is not fully right, if anything, and ends the
	// report without error.
	stdout.Reset()
	if code := run([]string{"eval", "articles", "--gold", goldPath, "--data", dir, "--list"}, &stdout, &stderr); code != 0 || !bytes.Contains(stdout.Bytes(), []byte("matched 1, duplicates")) {
		t.Errorf("--list: exit %d, %s", code, stdout.String())
	}
	// --why codes the story again unfiltered and ends with the table of
	// causes, every cause named even when it counts nothing.
	stdout.Reset()
	if code := run([]string{"eval", "articles", "--gold", goldPath, "--data", dir, "--why"}, &stdout, &stderr); code != 0 || !bytes.Contains(stdout.Bytes(), []byte("missed gold events by cause")) || !bytes.Contains(stdout.Bytes(), []byte("no_candidate")) {
		t.Errorf("--why: exit %d, %s", code, stdout.String())
	}
	// The other half of the gold holds no article.
	stdout.Reset()
	if code := run([]string{"eval", "articles", "--gold", goldPath, "--data", dir, "--half", "tune"}, &stdout, &stderr); code != 0 || !bytes.Contains(stdout.Bytes(), []byte("0 articles")) {
		t.Errorf("--half tune: exit %d, %s", code, stdout.String())
	}
	for _, args := range [][]string{
		{"eval", "articles"},
		{"eval", "articles", "--gold", goldPath, "--half", "dev"},
		{"eval", "articles", "--gold", goldPath, "--data", dir, "--why", "--json"},
	} {
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestCodeBadInputs(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"good.txt":  "Police arrested five protesters in the capital on Monday.\n",
		"empty.txt": "",
		"image.png": "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
		"bad.txt":   "caf\x81",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	big := filepath.Join(dir, "huge.txt")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 50<<20); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"code", dir, filepath.Join(dir, "missing.txt"), "--published", "2020-01-06"}, &stdout, &stderr)
	if code != exitPartial {
		t.Errorf("exit code %d, want %d", code, exitPartial)
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	for _, name := range []string{"empty.txt", "image.png", "bad.txt", "huge.txt", "missing.txt"} {
		n := 0
		for _, l := range lines {
			if strings.Contains(l, name) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("want one error line naming %s, got %d in:\n%s", name, n, stderr.String())
		}
	}
	last := lines[len(lines)-1]
	if !strings.Contains(last, "coded 1 story,") || !strings.Contains(last, "5 inputs failed") {
		t.Errorf("summary line %q", last)
	}
	for _, l := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		if l != "" && !json.Valid([]byte(l)) {
			t.Errorf("stdout line is not JSON: %q", l)
		}
	}
}

func TestCodeUsage(t *testing.T) {
	for _, args := range [][]string{
		{"code"},
		{"code", "--format", "xml", "x.txt"},
		{"code", "--published", "yesterday", "x.txt"},
		{"nosuchcommand"},
		{"code", "--no-such-flag", "x.txt"},
		{"code", "--workers", "many", "x.txt"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("%v: exit code %d, want 2; stderr %s", args, code, stderr.String())
		}
	}
	for _, args := range [][]string{{"code", "--help"}, {"help", "code"}, {"code", "x.txt", "-h"}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 0 || stderr.Len() > 0 ||
			!strings.Contains(stdout.String(), "-published date") || !strings.Contains(stdout.String(), "Column rules") {
			t.Errorf("%v: exit %d, stdout %.80q, stderr %q", args, code, stdout.String(), stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"help"}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "Exit status") {
		t.Errorf("help: exit %d, stdout %.80q", code, stdout.String())
	}
}

func TestCodeTableAndStdin(t *testing.T) {
	var stdout, stderr bytes.Buffer
	example := filepath.Join("..", "..", "examples", "mali-checkpoint.txt")
	if code := run([]string{"code", "--format", "table", "--published", "2021-03-13", example}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "== mali-checkpoint (published 2021-03-13)") || !regexp.MustCompile(`KILLED +INJURED +ARRESTED`).MatchString(stdout.String()) {
		t.Errorf("table output:\n%s", stdout.String())
	}
}

// TestCodeUserTriggers checks that a user's trigger lexicon adds events and
// that a malformed one is refused with its file and line.
func TestCodeUserTriggers(t *testing.T) {
	dir := t.TempDir()
	story := filepath.Join(dir, "story.txt")
	if err := os.WriteFile(story, []byte("The ministry evicted the families from the northern villages on Monday.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte("# evictions are coercion here\nevict VERB COERCE restrict 17 -\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"code", "--published", "2021-03-15", story}, &stdout, &stderr); code != 0 || strings.Contains(stdout.String(), "COERCE") {
		t.Fatalf("without the lexicon: exit %d, %s%s", code, stdout.String(), stderr.String())
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"code", "--triggers", good, "--published", "2021-03-15", story}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), `"plover":"COERCE"`) {
		t.Errorf("with the lexicon: exit %d, %s%s", code, stdout.String(), stderr.String())
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("evict VERB COERCE restrict 17 -\nblockade VERB SIEGE - 17 -\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"code", "--triggers", bad, story}, &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "bad.txt:2") {
		t.Errorf("malformed lexicon: exit %d, stderr %q; want an error naming bad.txt:2", code, stderr.String())
	}
}

// TestCodeNamesSkippedFiles checks that coding a directory says which of
// its files it passed over as no story, so that a folder of notes does
// not read "coded 0 stories" with no word of why.
func TestCodeNamesSkippedFiles(t *testing.T) {
	dir := t.TempDir()
	notes := "# Notes\n\nSoldiers closed the border crossing on Friday.\n"
	if err := os.WriteFile(filepath.Join(dir, "crossing.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"code", "--published", "2020-01-06", dir}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	want := "coded 0 stories, 0 events"
	skipped := "skipped 1 file that holds no story (" + filepath.Join(dir, "crossing.md") + ")"
	for _, w := range []string{want, skipped} {
		if !strings.Contains(stderr.String(), w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr.String())
		}
	}
}

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCodeWholeBudget codes a story split into many parts with a budget
// too small for it: the story is reported in one line naming it and why,
// its other parts without a line each, and the story after it is coded.
func TestCodeWholeBudget(t *testing.T) {
	const s = "Gunmen killed three people in Kandahar on Monday, police said."
	dir := t.TempDir()
	long := strings.Repeat(s+"\n\n", 40)
	for name, text := range map[string]string{"a-long.txt": long, "b-short.txt": s} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"code", "--published", "2021-03-01", "--workers", "1", "--part-bytes", "200", "--budget", "1ns", dir}, &stdout, &stderr)
	// 1ns is spent by the time any story starts: both are reported.
	if code != 1 {
		t.Errorf("exit %d, want 1; stderr:\n%s", code, stderr.String())
	}
	var over []string
	for _, l := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(l, "over its time budget") {
			over = append(over, l)
		}
	}
	if len(over) != 2 || !strings.Contains(over[0], "story a-long (") || !strings.Contains(over[0], "its parts together") ||
		!strings.Contains(over[0], "of 14 parts") || !strings.Contains(over[1], "story b-short (") {
		t.Errorf("want one line for each story, the long one's for its parts together; got:\n%s", strings.Join(over, "\n"))
	}

	stdout.Reset()
	stderr.Reset()
	code = run([]string{"code", "--published", "2021-03-01", "--workers", "2", "--part-bytes", "200", "--budget", "1m", dir}, &stdout, &stderr)
	if code != 0 || strings.Contains(stderr.String(), "budget") || strings.Count(stdout.String(), `"story_id":"a-long-p`) < 14 {
		t.Errorf("with a budget to spare: exit %d, stderr:\n%s", code, stderr.String())
	}
}

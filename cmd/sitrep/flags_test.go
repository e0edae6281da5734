package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestFlagMistakes checks that a mistyped, bad or missing flag is one
// line on stderr, naming the flag meant and where the flags are listed,
// with exit status 2, and that help asked for still prints the usage.
func TestFlagMistakes(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"code", "--publish", "2024-05-01", "story.txt"}, []string{"code takes no flag --publish", "did you mean --published?", "'sitrep help code'"}},
		{[]string{"ingest", "--evry", "5m", "feeds.opml"}, []string{"ingest takes no flag --evry", "did you mean --every?"}},
		{[]string{"export", "--zebra"}, []string{"export takes no flag --zebra;", "'sitrep help export'"}},
		{[]string{"code", "--workers", "many", "story.txt"}, []string{`invalid value "many" for flag -workers`, "'sitrep help code'"}},
		{[]string{"export", "--db", "x.db"}, []string{"export: --format is required: acled, "}},
		{[]string{"eval", "articles", "--gol", "x.jsonl"}, []string{"eval articles takes no flag --gol (did you mean --gold?)", "'sitrep help eval articles'"}},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, &stdout, &stderr)
		got := stderr.String()
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", c.args, code)
		}
		if strings.HasSuffix(got, ": usage\n") {
			t.Errorf("%q: stderr ends in the sentinel's word: %s", c.args, got)
		}
		if lines := strings.Count(got, "\n"); lines != 1 {
			t.Errorf("%q: %d lines on stderr, want 1:\n%s", c.args, lines, got)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%q: stderr lacks %q:\n%s", c.args, w, got)
			}
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"code", "--help"}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "-published date") {
		t.Errorf("code --help: exit %d, stdout:\n%s", code, stdout.String())
	}
}

func TestNearestFlag(t *testing.T) {
	fs := newFlags("code [flags] FILE", &bytes.Buffer{})
	fs.String("published", "", "")
	fs.String("format", "", "")
	fs.Int("workers", 0, "")
	for bad, want := range map[string]string{"pub": "published", "fromat": "format", "worker": "workers", "zebra": "", "f": ""} {
		if got := nearestFlag(fs, bad); got != want {
			t.Errorf("nearestFlag(%q) = %q, want %q", bad, got, want)
		}
	}
}

// TestGroupUsageAligned checks that a group's list keeps its summaries in
// one column however long a subcommand's name is.
func TestGroupUsageAligned(t *testing.T) {
	var b bytes.Buffer
	groupUsage(&b, "x", map[string]command{
		"ab":          {summary: "first"},
		"longer-name": {summary: "second"},
	})
	col := -1
	for _, line := range strings.Split(b.String(), "\n") {
		if !strings.HasPrefix(line, "  ") {
			continue
		}
		i := strings.LastIndex(line, " ") + 1
		if col >= 0 && i != col {
			t.Fatalf("summaries out of line:\n%s", b.String())
		}
		col = i
	}
}

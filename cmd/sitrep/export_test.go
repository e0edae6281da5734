package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sitrep/store"
)

func TestExport(t *testing.T) {
	path, _ := storeOfExamples(t)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"recode", "--db", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("recode: exit %d: %s", code, stderr.String())
	}
	s, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	counts, err := s.Counts(context.Background())
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	export := func(args ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if code := run(append([]string{"export", "--db", path}, args...), &stdout, &stderr); code != 0 {
			t.Fatalf("export %v: exit %d: %s", args, code, stderr.String())
		}
		return stdout.String()
	}
	for _, c := range []struct {
		args []string
		want int // rows
	}{
		{[]string{"--format", "acled"}, counts.Clusters},
		{[]string{"--format", "acled", "--per-story"}, counts.Events},
		{[]string{"--format", "gdelt"}, counts.Clusters},
		{[]string{"--format", "plover", "--per-story"}, counts.Events},
		{[]string{"--format", "geojson"}, counts.Clusters},
		{[]string{"--format", "jsonl", "--per-story"}, counts.Events},
		{[]string{"--format", "jsonl"}, counts.Clusters},
	} {
		out := export(c.args...)
		var n int
		switch c.args[1] {
		case "acled":
			rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
			if err != nil {
				t.Fatalf("%v: %v", c.args, err)
			}
			if rows[0][1] != "event_date" || rows[0][25] != "fatalities" {
				t.Errorf("%v: header %v", c.args, rows[0])
			}
			n = len(rows) - 1
		case "gdelt":
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			for _, l := range lines {
				if strings.Count(l, "\t") != strings.Count(lines[0], "\t") {
					t.Errorf("%v: a line with another number of fields: %q", c.args, l)
				}
			}
			n = len(lines) - 1
		case "plover":
			var recs []map[string]any
			if err := json.Unmarshal([]byte(out), &recs); err != nil {
				t.Fatalf("%v: %v", c.args, err)
			}
			n = len(recs)
		case "geojson":
			var fc struct {
				Type     string
				Features []struct {
					Geometry *struct {
						Type        string
						Coordinates []float64
					}
				}
			}
			if err := json.Unmarshal([]byte(out), &fc); err != nil {
				t.Fatalf("%v: %v", c.args, err)
			}
			if fc.Type != "FeatureCollection" {
				t.Errorf("%v: type %q", c.args, fc.Type)
			}
			points := 0
			for _, f := range fc.Features {
				if f.Geometry != nil && f.Geometry.Type == "Point" && len(f.Geometry.Coordinates) == 2 {
					points++
				}
			}
			if points == 0 {
				t.Errorf("%v: no Point feature", c.args)
			}
			n = len(fc.Features)
		case "jsonl":
			for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
				var rec struct {
					StoryID string `json:"story_id"`
					Members []any
				}
				if err := json.Unmarshal([]byte(l), &rec); err != nil {
					t.Fatalf("%v: %v", c.args, err)
				}
				if (rec.StoryID == "") == (len(c.args) > 2) || (len(rec.Members) == 0) == (len(c.args) == 2) {
					t.Errorf("%v: line %s", c.args, l)
				}
				n++
			}
		}
		if n != c.want {
			t.Errorf("%v: %d rows, want %d", c.args, n, c.want)
		}
	}
	if code := run([]string{"export", "--db", path, "--format", "xml"}, &stdout, &stderr); code != 2 {
		t.Errorf("unknown format: exit %d, want 2", code)
	}
	if code := run([]string{"export", "--db", path, "--format", "acled", "--from", "May 1"}, &stdout, &stderr); code != 2 {
		t.Errorf("bad --from: exit %d, want 2", code)
	}
	// A filter is read as the API reads it: a country name is a usage error
	// naming the flag, and a category in lower case is the category.
	stderr.Reset()
	if code := run([]string{"export", "--db", path, "--format", "acled", "--country", "Mali"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "--country: \"Mali\" is not an ISO 3166-1 alpha-3") {
		t.Errorf("--country Mali: exit %d, stderr %q; want 2 naming the flag", code, stderr.String())
	}
	for _, f := range [][]string{{"--plover", "ASSAULT"}, {"--plover", "assault"}, {"--acled-type", "battles"}, {"--country", "mli"}} {
		stdout.Reset()
		if code := run(append([]string{"export", "--db", path, "--format", "acled", "--per-story"}, f...), &stdout, &stderr); code != 0 || strings.Count(stdout.String(), "\n") < 2 {
			t.Errorf("%v: exit %d, %d lines; want rows", f, code, strings.Count(stdout.String(), "\n"))
		}
	}

	// --order newest writes the dated rows newest first, as order=newest in
	// the API; a misspelt order is a usage error naming the flag.
	dates := func(args ...string) []string {
		t.Helper()
		var ds []string
		for _, l := range strings.Split(strings.TrimSpace(export(append([]string{"--format", "jsonl", "--per-story"}, args...)...)), "\n") {
			var rec struct {
				Time struct{ Date string } `json:"time"`
			}
			if err := json.Unmarshal([]byte(l), &rec); err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			if d := rec.Time.Date; d != "" && d[0] >= '0' && d[0] <= '9' {
				ds = append(ds, d)
			}
		}
		return ds
	}
	oldest, newest := dates(), dates("--order", "newest")
	if len(oldest) < 2 || oldest[0] == oldest[len(oldest)-1] {
		t.Fatalf("dated rows %v: too few dates to tell an order", oldest)
	}
	if oldest[0] > oldest[len(oldest)-1] || !slices.Equal(dates("--order", "OLDEST"), oldest) {
		t.Errorf("default order: dates %v, want oldest first", oldest)
	}
	if slices.Reverse(newest); !slices.Equal(newest, oldest) {
		t.Errorf("--order newest: dates %v reversed, want %v", newest, oldest)
	}
	stderr.Reset()
	if code := run([]string{"export", "--db", path, "--format", "acled", "--order", "latest"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "--order: \"latest\"") {
		t.Errorf("--order latest: exit %d, stderr %q; want 2 naming the flag", code, stderr.String())
	}

	// --out writes the file; a failed export leaves the earlier file whole.
	file := filepath.Join(t.TempDir(), "events.csv")
	if code := run([]string{"export", "--db", path, "--format", "acled", "--out", file}, &stdout, &stderr); code != 0 {
		t.Fatalf("export --out: exit %d: %s", code, stderr.String())
	}
	written, err := os.ReadFile(file)
	if err != nil || !bytes.Equal(written, []byte(export("--format", "acled"))) {
		t.Fatalf("export --out wrote %d bytes (%v), not what stdout gets", len(written), err)
	}
	if code := run([]string{"export", "--db", path, "--format", "acled", "--from", "May 1", "--out", file}, &stdout, &stderr); code != 2 {
		t.Errorf("bad --from with --out: exit %d, want 2", code)
	}
	if again, _ := os.ReadFile(file); !bytes.Equal(again, written) {
		t.Errorf("a failed export changed the file it was to replace")
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(file), ".sitrep-export-*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}

	// Through a symbolic link the file it names is replaced, and keeps its mode.
	if err := os.Chmod(file, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(filepath.Dir(file), "latest.csv")
	if err := os.Symlink(file, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if code := run([]string{"export", "--db", path, "--format", "acled", "--out", link}, &stdout, &stderr); code != 0 {
		t.Fatalf("export --out LINK: exit %d: %s", code, stderr.String())
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file (%v)", err)
	}
	if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the file the link names: mode %v (%v), want 0600", fi.Mode().Perm(), err)
	}
}

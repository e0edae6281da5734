package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestCodeNoSilentLoss codes one input for each way issue 15 found stories
// lost, merged or misread, and checks that every story is either coded
// (its events on stdout) or named on stderr, with the exit status saying so.
func TestCodeNoSilentLoss(t *testing.T) {
	const s = "Gunmen killed three people in Kandahar on Monday, police said."
	dir := t.TempDir()
	files := map[string]string{
		"two-on-a-line.jsonl": `{"id":"obj1","text":"` + s + `"} {"id":"obj2","text":"` + s + `"}` + "\n",
		"quotes.csv":          "id,text\nrow1,\"" + s + "\"\nrow2,\"" + s + "\nrow3,\"" + s + "\"\nrow4," + s + "\n",
		"a/story.txt":         s,
		"b/story.txt":         s,
		"dates.jsonl": `{"id":"rss","text":"` + s + `","published":"Sat, 13 Mar 2021 10:00:00 GMT"}` + "\n" +
			`{"id":"written","text":"` + s + `","published":"March 13, 2021"}` + "\n" +
			`{"id":"slashes","text":"` + s + `","published":"2021/03/13"}` + "\n" +
			`{"id":"epoch","text":"` + s + `","published":1615629600}` + "\n" +
			`{"id":"unreadable","text":"` + s + `","published":"the ides of March"}` + "\n",
		"utf16.txt":  string(utf16WithBOM(s)),
		"nul.txt":    strings.Replace(s, "three", "three\x00", 1),
		"cp1252.txt": strings.Replace(s, "police said", "\x93police\x94 said", 1),
		"excel.csv":  "\xef\xbb\xbfid,text\r\nexcel1,\"" + s + "\"\r\n",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("id,text\nbig1,\"" + s + "\"\nbig2,\"" + strings.Repeat("a", 3<<20) + "\"\nbig3,\"" + s + "\"\n"))
	zw.Close()
	os.WriteFile(filepath.Join(dir, "big.csv.gz"), gz.Bytes(), 0o644)
	if err := os.Symlink(filepath.Join(dir, "a", "story.txt"), filepath.Join(dir, "linked.txt")); err != nil {
		t.Log("no symbolic links here:", err)
	}

	var stdout, stderr bytes.Buffer
	code := run([]string{"code", "--published", "2021-03-01", "--max-bytes", "1000000", dir}, &stdout, &stderr)
	if code != exitPartial {
		t.Errorf("exit %d, want %d", code, exitPartial)
	}
	coded := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		var ev struct {
			StoryID string `json:"story_id"`
			Time    *struct {
				Date string `json:"date"`
			} `json:"time"`
		}
		if err := json.Unmarshal([]byte(l), &ev); err != nil {
			t.Fatalf("stdout line %q: %v", l, err)
		}
		coded[ev.StoryID] = ""
		if ev.Time != nil {
			coded[ev.StoryID] = ev.Time.Date
		}
	}
	want := []string{"obj1", "obj2", "row1", "row4", "a/story", "b/story", "rss", "written", "slashes", "epoch", "unreadable",
		"utf16", "nul", "cp1252", "excel1", "big1"}
	if _, err := os.Lstat(filepath.Join(dir, "linked.txt")); err == nil {
		want = append(want, "linked")
	}
	for _, id := range want {
		if _, ok := coded[id]; !ok {
			t.Errorf("story %s: no events; stderr:\n%s", id, stderr.String())
		}
	}
	// "on Monday" read from each story's own date, 2021-03-13, and from
	// --published for the one whose date cannot be read.
	for _, id := range []string{"rss", "written", "slashes", "epoch"} {
		if coded[id] != "2021-03-08" {
			t.Errorf("story %s: Monday is %q, want 2021-03-08", id, coded[id])
		}
	}
	if coded["unreadable"] == "2021-03-08" || coded["unreadable"] == "" {
		t.Errorf("story unreadable: Monday is %q, want one before 2021-03-01", coded["unreadable"])
	}
	if len(coded) != len(want) {
		var got []string
		for id := range coded {
			got = append(got, id)
		}
		sort.Strings(got)
		t.Errorf("coded %v, want %v", got, want)
	}
	for _, named := range []string{"quotes.csv:3: a quote opened on line 3 is not closed before line 4", "big.csv.gz:3: record is over",
		"dates.jsonl:5: warning: field published", "--published 2021-03-01 used instead"} {
		if !strings.Contains(stderr.String(), named) {
			t.Errorf("stderr does not name %q:\n%s", named, stderr.String())
		}
	}
	var stdin bytes.Buffer
	stdin.WriteString("\xef\xbb\xbf{\"id\":\"bom1\",\"text\":\"" + s + "\"}\n{\"id\":\"bom2\",\"text\":\"" + s + "\"}\n")
	if ids := codeStdin(t, stdin.Bytes()); ids != "bom1,bom2" {
		t.Errorf("JSON Lines with a byte-order mark on stdin: stories %q", ids)
	}
}

func utf16WithBOM(s string) []byte {
	b := []byte{0xff, 0xfe}
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

// codeStdin codes data given on standard input and returns the story ids
// of its events, in order, once each.
func codeStdin(t *testing.T, data []byte) string {
	t.Helper()
	f, err := os.CreateTemp(t.TempDir(), "stdin")
	if err != nil {
		t.Fatal(err)
	}
	f.Write(data)
	f.Seek(0, 0)
	old := os.Stdin
	os.Stdin = f
	defer func() { os.Stdin = old; f.Close() }()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"code", "--published", "2021-03-13", "-"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var ids []string
	for _, l := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		var ev struct {
			StoryID string `json:"story_id"`
		}
		json.Unmarshal([]byte(l), &ev)
		if len(ids) == 0 || ids[len(ids)-1] != ev.StoryID {
			ids = append(ids, ev.StoryID)
		}
	}
	return strings.Join(ids, ",")
}

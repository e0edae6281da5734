package ingest

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func collect(t *testing.T, paths []string, stdin string, opt Options) (ok []Item, bad []Item) {
	t.Helper()
	err := Read(paths, strings.NewReader(stdin), opt, func(it Item) error {
		if it.Err != nil {
			bad = append(bad, it)
		} else {
			ok = append(ok, it)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ok, bad
}

func TestMixedDirectory(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.txt", "Police arrested five protesters in the capital on Monday.\r\n")
	write(t, dir, "b-empty.txt", "  \n\n")
	write(t, dir, "c.bin", "\x00\x01\x02\x03binary\x00")
	write(t, dir, "d-latin1.txt", "caf\xe9 cr\xe8me")
	write(t, dir, "e.jsonl", `{"id":"s1","text":"Troops withdrew.","published":"2020-05-01"}`+"\n\n"+
		`{"id":"s2","text":""}`+"\n"+`not json`+"\n"+`{"text":"Rebels shelled the town.","published":"2020-05-02T10:00:00Z"}`)
	write(t, dir, ".hidden.txt", "skipped")
	big := filepath.Join(dir, "f-big.txt")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 50<<20); err != nil {
		t.Fatal(err)
	}
	pub := time.Date(2012, 2, 25, 0, 0, 0, 0, time.UTC)
	ok, bad := collect(t, []string{dir, filepath.Join(dir, "missing.txt")}, "", Options{Published: pub})

	var got []string
	for _, it := range ok {
		got = append(got, it.Story.ID)
	}
	if strings.Join(got, ",") != "a,d-latin1,s1,"+contentID("Rebels shelled the town.") {
		t.Errorf("stories %v", got)
	}
	if ok[0].Story.Text != "Police arrested five protesters in the capital on Monday.\n" || !ok[0].Story.Published.Equal(pub) {
		t.Errorf("plain story: %+v", ok[0].Story)
	}
	if ok[1].Story.Text != "café crème" {
		t.Errorf("windows-1252 story read as %q", ok[1].Story.Text)
	}
	if ok[2].Story.Published.Format("2006-01-02") != "2020-05-01" || ok[3].Story.Published.Format("2006-01-02") != "2020-05-02" {
		t.Errorf("JSON dates: %v %v", ok[2].Story.Published, ok[3].Story.Published)
	}
	want := map[string]string{
		"b-empty.txt": "empty",
		"c.bin":       "binary",
		"e.jsonl:3":   "field text: empty",
		"e.jsonl:4":   "not a JSON story",
		"f-big.txt":   "50.0 MB is over the 5.0 MB limit",
		"missing.txt": "no such file",
	}
	if len(bad) != len(want) {
		t.Errorf("got %d failures, want %d: %+v", len(bad), len(want), bad)
	}
	for _, it := range bad {
		w, found := want[filepath.Base(it.Origin)]
		if !found || !strings.Contains(it.Err.Error(), w) {
			t.Errorf("%s: error %q, want it to contain %q", it.Origin, it.Err, w)
		}
		if strings.Contains(it.Err.Error(), "\n") {
			t.Errorf("%s: error spans lines: %q", it.Origin, it.Err)
		}
	}
}

func TestStdin(t *testing.T) {
	ok, bad := collect(t, []string{"-"}, "\n  {\"id\":\"x\",\"text\":\"One.\"}\n{\"id\":\"y\",\"text\":\"Two.\"}\n", Options{})
	if len(ok) != 2 || len(bad) != 0 || ok[1].Story.ID != "y" {
		t.Fatalf("ok %v bad %v", ok, bad)
	}
	ok, _ = collect(t, []string{"-"}, "Plain story text.", Options{})
	if len(ok) != 1 || ok[0].Story.Text != "Plain story text." || ok[0].Story.ID == "" {
		t.Fatalf("plain stdin: %+v", ok)
	}
}

func TestLongJSONLine(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "long.jsonl", `{"id":"a","text":"`+strings.Repeat("x", 200)+`"}`+"\n"+`{"id":"b","text":"short"}`+"\n")
	ok, bad := collect(t, []string{p}, "", Options{MaxBytes: 100})
	if len(ok) != 1 || ok[0].Story.ID != "b" || len(bad) != 1 || !strings.HasSuffix(bad[0].Origin, ":1") {
		t.Fatalf("ok %+v bad %+v", ok, bad)
	}
}

func TestHeadline(t *testing.T) {
	for text, want := range map[string]string{
		"Rebels seize town\n\nRebels seized the town.":       "Rebels seize town",
		"Rebels seized the town.\n\nThey left.":              "",
		"Rebels seize town\nRebels seized the town.":         "",
		"  \nRebels seize town  \n\nRebels seized the town.": "Rebels seize town",
	} {
		if got := headline(text); got != want {
			t.Errorf("headline(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestParseDate(t *testing.T) {
	for in, want := range map[string]string{"2012-02-25": "2012-02-25", "2012-02-25T23:10:00Z": "2012-02-25"} {
		got, err := ParseDate(in)
		if err != nil || got.Format("2006-01-02") != want {
			t.Errorf("ParseDate(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParseDate("25/02/2012"); err == nil {
		t.Error("want an error for 25/02/2012")
	}
}

func TestCSVAndGzip(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.csv", "\"\",date,text,source\n0,2019-04-10,\"Fighters shelled the town, residents said.\",Wire\n1,2019-04-11,,Wire\n")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(`{"id":"g1","text":"Troops withdrew."}` + "\n"))
	zw.Close()
	write(t, dir, "b.jsonl.gz", gz.String())
	write(t, dir, "c.csv", "id,body\n1,x\n")
	ok, bad := collect(t, []string{dir}, "", Options{})
	if len(ok) != 2 || ok[0].Story.Published.Format("2006-01-02") != "2019-04-10" || ok[0].Story.Source != "Wire" || ok[1].Story.ID != "g1" {
		t.Fatalf("ok %+v", ok)
	}
	if len(bad) != 2 || !strings.HasSuffix(bad[0].Origin, "a.csv:3") || !strings.Contains(bad[1].Err.Error(), `no "text" column`) {
		t.Fatalf("bad %+v", bad)
	}
}

// A ".gz" file that is not gzip is one bad item saying so, named by its
// path; an upper-case ".GZ" is gunzipped too.
func TestNotGzip(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.jsonl.gz", `{"id":"x","text":"Troops withdrew."}`+"\n")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(`{"id":"g2","text":"Troops withdrew."}` + "\n"))
	zw.Close()
	write(t, dir, "B.JSONL.GZ", gz.String())
	ok, bad := collect(t, []string{dir}, "", Options{})
	if len(ok) != 1 || ok[0].Story.ID != "g2" {
		t.Errorf("ok %+v", ok)
	}
	if len(bad) != 1 || !strings.HasSuffix(bad[0].Origin, "a.jsonl.gz") || !strings.HasPrefix(bad[0].Err.Error(), "not gzip: ") {
		t.Errorf("bad %+v", bad)
	}
}

// TestEmptyDirectory checks that a directory with no files (hidden ones
// aside, and in none of its subdirectories) fails as an input, while one
// holding only files passed over does not.
func TestEmptyDirectory(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, dir, ".hidden", "Not a story.")
	ok, bad := collect(t, []string{dir}, "", Options{})
	if len(ok) != 0 || len(bad) != 1 || bad[0].Origin != dir || !strings.Contains(bad[0].Err.Error(), "empty directory") {
		t.Fatalf("empty directory: ok %v bad %v", ok, bad)
	}
	write(t, dir, "README.md", "About this folder.")
	if ok, bad = collect(t, []string{dir}, "", Options{}); len(ok) != 0 || len(bad) != 0 {
		t.Fatalf("directory of a README only: ok %v bad %v", ok, bad)
	}
}

// TestMissingTextField checks that a story object whose text is under
// another name is reported as lacking the field, naming the fields it has,
// while an empty text is still reported as empty.
func TestMissingTextField(t *testing.T) {
	_, bad := collect(t, []string{"-"}, `{"story_id": 4, "body": "Troops withdrew from the ridge."}`+"\n"+`{"text": " "}`+"\n{}\n", Options{})
	if len(bad) != 3 {
		t.Fatalf("bad %v", bad)
	}
	for i, want := range []string{`no field text (the object has body, story_id): put the story's text in "text"`, "field text: empty: no text to code", "no field text: the object is empty"} {
		if got := bad[i].Err.Error(); got != want {
			t.Errorf("line %d: %q, want %q", i+1, got, want)
		}
	}
}

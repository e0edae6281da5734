package ingest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func ids(items []Item) string {
	var s []string
	for _, it := range items {
		s = append(s, it.Story.ID)
	}
	return strings.Join(s, ",")
}

func TestTwoObjectsOnOneLine(t *testing.T) {
	ok, bad := collect(t, []string{"-"}, `{"id":"a","text":"Troops withdrew."} {"id":"b","text":"Rebels shelled the town."}`+"\n"+
		`{"id":"c","text":"Police arrested two."} junk`+"\n", Options{})
	if ids(ok) != "a,b,c" || len(bad) != 1 || bad[0].Origin != "-:2#2" {
		t.Fatalf("ok %s bad %+v", ids(ok), bad)
	}
	if ok[1].Origin != "-:1#2" {
		t.Errorf("second object's origin %q", ok[1].Origin)
	}
}

func TestCSVUnterminatedQuote(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "q.csv", "id,text\n1,Troops withdrew.\n2,\"Rebels shelled the town.\n3,\"Police arrested two.\"\n4,Gunmen killed five.\n5,\"Open to the end\n")
	ok, bad := collect(t, []string{p}, "", Options{})
	if ids(ok) != "1,4" {
		t.Errorf("stories %s, want 1,4", ids(ok))
	}
	if len(bad) != 2 || !strings.HasSuffix(bad[0].Origin, "q.csv:3") || !strings.Contains(bad[0].Err.Error(), "lines 3 to 4 were not read") ||
		!strings.HasSuffix(bad[1].Origin, "q.csv:6") || !strings.Contains(bad[1].Err.Error(), "not closed") {
		t.Fatalf("bad %+v", bad)
	}
}

func TestCSVStrayQuoteAndSemicolons(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "s.csv", "id;date;text\n1;13/03/2021;Troops withdrew.\n2;2021-03-13;Rebels \"shelled\" the town.\n3;2021-03-14;\"Police; arrested two.\"\n")
	ok, bad := collect(t, []string{p}, "", Options{})
	if ids(ok) != "1,3" || ok[1].Story.Text != "Police; arrested two." {
		t.Fatalf("stories %+v", ok)
	}
	if ok[0].Warn == nil || !ok[0].Story.Published.IsZero() {
		t.Errorf("unreadable date: warn %v, published %v", ok[0].Warn, ok[0].Story.Published)
	}
	if len(bad) != 1 || !strings.HasSuffix(bad[0].Origin, "s.csv:3") || !strings.Contains(bad[0].Err.Error(), "quote inside an unquoted field") {
		t.Fatalf("bad %+v", bad)
	}
}

func TestByteOrderMarks(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "excel.csv", "\xef\xbb\xbfid,text\r\n1,\"Troops withdrew, officials said.\"\r\n")
	write(t, dir, "utf16.txt", string(utf16LE("Rebels shelled Zürich.")))
	write(t, dir, "nul.txt", "Police arrested two\x00 men in Kabul on Monday.")
	write(t, dir, "cp1252.csv", "id,text\n1,\x93Gunmen\x94 killed five in M\xfcnchen.\n")
	ok, bad := collect(t, []string{dir}, "\xef\xbb\xbf{\"id\":\"s\",\"text\":\"One.\"}\n{\"id\":\"t\",\"text\":\"Two.\"}\n", Options{})
	if len(bad) != 0 {
		t.Fatalf("bad %+v", bad)
	}
	want := []string{"“Gunmen” killed five in München.", "Troops withdrew, officials said.", "Police arrested two men in Kabul on Monday.", "Rebels shelled Zürich."}
	if len(ok) != len(want) {
		t.Fatalf("ok %+v", ok)
	}
	for i, w := range want {
		if ok[i].Story.Text != w {
			t.Errorf("%s: text %q, want %q", ok[i].Origin, ok[i].Story.Text, w)
		}
	}
	ok, _ = collect(t, []string{"-"}, "\xef\xbb\xbf{\"id\":\"s\",\"text\":\"One.\"}\n{\"id\":\"t\",\"text\":\"Two.\"}\n", Options{})
	if ids(ok) != "s,t" {
		t.Errorf("JSON Lines with a BOM on stdin: %s", ids(ok))
	}
}

func utf16LE(s string) []byte {
	b := []byte{0xff, 0xfe}
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

func TestSymlinksAndSameNames(t *testing.T) {
	dir := t.TempDir()
	other := t.TempDir()
	for _, d := range []string{"a", "b"} {
		os.MkdirAll(filepath.Join(dir, d), 0o755)
		write(t, filepath.Join(dir, d), "story.txt", "Troops withdrew from "+d+".")
	}
	target := write(t, other, "linked.txt", "Rebels shelled the town.")
	os.MkdirAll(filepath.Join(other, "sub"), 0o755)
	write(t, filepath.Join(other, "sub"), "deep.txt", "Police arrested two.")
	for _, l := range [][2]string{{target, "c-link.txt"}, {filepath.Join(other, "sub"), "d-dir"}, {dir, "e-loop"}} {
		if err := os.Symlink(l[0], filepath.Join(dir, l[1])); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	ok, bad := collect(t, []string{dir, filepath.Join(dir, "a", "story.txt")}, "", Options{})
	if got := ids(ok); got != "a/story,b/story,c-link,d-dir/deep,story" || len(bad) != 0 {
		t.Fatalf("ids %s, bad %+v", got, bad)
	}
	ok, _ = collect(t, []string{filepath.Join(dir, "a", "story.txt"), filepath.Join(dir, "b", "story.txt"), filepath.Join(dir, "a", "story.txt")}, "", Options{})
	if got := ids(ok); got != "story,story-2,story-3" {
		t.Fatalf("ids %s", got)
	}
}

func TestPublishedForms(t *testing.T) {
	for _, in := range []string{"2021-03-13", "2021-03-13T10:00:00Z", "2021-03-13T23:30:00-05:00", "Sat, 13 Mar 2021 10:00:00 GMT",
		"Sat, 13 Mar 2021 10:00:00 +0000", "13 Mar 2021 10:00:00 +0100", "March 13, 2021", "Mar 13, 2021", "13 March 2021",
		"2021/03/13", "1615629600", "1615629600000", " march  13, 2021 ", "Saturday, March 13, 2021"} {
		got, err := ParseDate(in)
		if err != nil || got.Format("2006-01-02") != "2021-03-13" {
			t.Errorf("ParseDate(%q) = %v, %v", in, got, err)
		}
	}
	for _, in := range []string{"13/03/2021", "2021", "yesterday", "123"} {
		if _, err := ParseDate(in); err == nil {
			t.Errorf("ParseDate(%q): want an error", in)
		}
	}
	fallback := time.Date(2021, 3, 1, 0, 0, 0, 0, time.UTC)
	ok, bad := collect(t, []string{"-"}, `{"id":"a","text":"One.","published":1615629600}`+"\n"+`{"id":"b","text":"Two.","published":"the ides of March"}`+"\n",
		Options{Published: fallback})
	if len(bad) != 0 || len(ok) != 2 || ok[0].Story.Published.Format("2006-01-02") != "2021-03-13" || ok[0].Warn != nil {
		t.Fatalf("ok %+v bad %+v", ok, bad)
	}
	if !ok[1].Story.Published.Equal(fallback) || ok[1].Warn == nil || !strings.Contains(ok[1].Warn.Error(), "--published 2021-03-01 used instead") {
		t.Errorf("fallback: %v, warn %v", ok[1].Story.Published, ok[1].Warn)
	}
}

// TestHugeGzippedCSVField checks the limit is applied while a field is read:
// a 40 MB field must be refused having allocated a small part of it.
func TestHugeGzippedCSVField(t *testing.T) {
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("id,text\n1,Troops withdrew.\n2,\""))
	chunk := bytes.Repeat([]byte("a"), 1<<20)
	for range 40 {
		zw.Write(chunk)
	}
	zw.Write([]byte("\"\n3,Rebels shelled the town.\n"))
	zw.Close()
	p := write(t, dir, "bomb.csv.gz", gz.String())
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	ok, bad := collect(t, []string{p}, "", Options{MaxBytes: 1 << 20})
	runtime.ReadMemStats(&after)
	if ids(ok) != "1" || len(bad) != 1 || !strings.Contains(bad[0].Err.Error(), "over the 1.0 MB limit") || !strings.Contains(bad[0].Err.Error(), "rest of the file was not read") || !strings.HasSuffix(bad[0].Origin, "bomb.csv.gz:3") {
		t.Fatalf("ok %s bad %+v", ids(ok), bad)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
		t.Errorf("allocated %d MB reading a 40 MB field with a 1 MB limit", alloc>>20)
	}
}

// checkItems holds for every input: each item is a story or an error, and
// stories have checked text and unique IDs.
func checkItems(t *testing.T, items []Item) {
	seen := map[string]bool{}
	for _, it := range items {
		switch {
		case it.Story == nil && it.Err == nil:
			t.Fatalf("%s: neither story nor error", it.Origin)
		case it.Story == nil:
			if strings.Contains(it.Err.Error(), "\n") {
				t.Fatalf("%s: error spans lines: %q", it.Origin, it.Err)
			}
		default:
			if !utf8.ValidString(it.Story.Text) || strings.TrimSpace(it.Story.Text) == "" || strings.ContainsAny(it.Story.Text, "\r\x00") {
				t.Fatalf("%s: bad text %q", it.Origin, it.Story.Text)
			}
			if it.Story.ID == "" || seen[it.Story.ID] {
				t.Fatalf("%s: ID %q empty or used twice", it.Origin, it.Story.ID)
			}
			seen[it.Story.ID] = true
		}
	}
}

func fuzzRead(t *testing.T, name string, data []byte) {
	var items []Item
	var err error
	if name == "-" {
		err = Read([]string{"-"}, bytes.NewReader(data), Options{MaxBytes: 1 << 16}, func(it Item) error { items = append(items, it); return nil })
	} else {
		p := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		err = Read([]string{p}, nil, Options{MaxBytes: 1 << 16}, func(it Item) error { items = append(items, it); return nil })
	}
	if err != nil {
		t.Fatal(err)
	}
	checkItems(t, items)
}

func FuzzReadStream(f *testing.F) {
	f.Add([]byte("Rebels seize town\n\nRebels seized the town on Monday."))
	f.Add([]byte("\xef\xbb\xbf{\"id\":\"a\",\"text\":\"One.\"} {\"id\":\"a\",\"text\":\"Two.\"}\n"))
	f.Add(utf16LE("Rebels shelled Zürich."))
	f.Add([]byte("caf\xe9 \x93cr\xe8me\x94\x00"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, "-", data) })
}

func FuzzReadJSONL(f *testing.F) {
	f.Add([]byte(`{"id":"a","text":"One.","published":"Sat, 13 Mar 2021 10:00:00 GMT"}` + "\n" + `{"id":7,"text":"Two.","published":1615629600}`))
	f.Add([]byte("{\"text\":\"caf\xe9\"}{\"text\":\"x\"}\n\n{\"text\":\"\"}\nnull\n[1]"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, "f.jsonl", data) })
}

func FuzzReadCSV(f *testing.F) {
	f.Add([]byte("\xef\xbb\xbfid,text,date\r\n1,\"Troops, withdrew.\",March 13, 2021\r\n2,\"open\n3,x\n"))
	f.Add([]byte("id;text\n1;a \"b\" c\n2;\"d\"\"e\"\n"))
	f.Add([]byte("text\n\"a\nb\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, "f.csv", data) })
}

func TestLongStorySplit(t *testing.T) {
	para := "Gunmen killed three people in the market on Monday, police said.\n\n" // 67 bytes
	text := strings.Repeat(para, 30) + strings.Repeat("x", 500) + "\n" + strings.Repeat(para, 3)
	ok, bad := collect(t, []string{"-"}, text, Options{PartBytes: 400})
	if len(bad) != 0 {
		t.Fatal(bad)
	}
	var joined strings.Builder
	for i, it := range ok {
		if it.Story.ID != fmt.Sprintf("%s-p%d", contentID(text), i+1) {
			t.Errorf("part %d: id %q", i, it.Story.ID)
		}
		if (i == 0) != (it.Warn != nil) {
			t.Errorf("part %d: warning %v", i, it.Warn)
		}
		n := len(it.Story.Text)
		if n > 400 && !strings.HasPrefix(it.Story.Text, "xxx") || i < len(ok)-1 && !strings.HasSuffix(it.Story.Text, "\n") {
			t.Errorf("part %d: %d bytes, %q...", i, n, it.Story.Text[:20])
		}
		joined.WriteString(it.Story.Text)
	}
	if joined.String() != text || len(ok) < 6 {
		t.Errorf("%d parts do not join to the story", len(ok))
	}
}

func TestLongParagraphKeptWhole(t *testing.T) {
	text := strings.Repeat("Gunmen killed three people, ", 40)
	ok, _ := collect(t, []string{"-"}, text, Options{PartBytes: 100})
	if len(ok) != 1 || ok[0].Story.ID != contentID(text) || ok[0].Warn != nil {
		t.Errorf("one paragraph: %+v", ok)
	}
}

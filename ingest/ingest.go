// Package ingest reads stories from files, directories and standard input:
// plain text (one story per file), JSON Lines (one story per line) or CSV
// with a header naming a text column; any of them may be gzipped. It
// checks each input and reports what is wrong with it in one line naming the
// file, so one bad file never stops the others.
package ingest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"sitrep/doc"
)

// DefaultMaxBytes is the largest story accepted by default. Wire stories are
// a few kilobytes; a file far larger than this is not one story.
const DefaultMaxBytes = 5 << 20

// Options control reading.
type Options struct {
	// Published is the publication date given to plain-text stories and to
	// JSON stories that lack one.
	Published time.Time
	// MaxBytes caps one story's text (and one JSON line); 0 means DefaultMaxBytes.
	MaxBytes int64
}

// Item is one story read, or one input that failed. Origin names where it
// came from ("story.txt", "feed.jsonl:12", "-").
type Item struct {
	Origin string
	Story  *doc.Story
	Err    error
}

// Read walks paths in order ("-" is standard input), descending into
// directories in lexical order and skipping hidden entries, and calls fn for
// every story and every failed input. It stops early only when fn returns an
// error, and returns that error.
func Read(paths []string, stdin io.Reader, opt Options, fn func(Item) error) error {
	if opt.MaxBytes <= 0 {
		opt.MaxBytes = DefaultMaxBytes
	}
	for _, p := range paths {
		if p == "-" {
			if err := readStream("-", stdin, opt, fn); err != nil {
				return err
			}
			continue
		}
		fi, err := os.Stat(p)
		if err != nil {
			if err := fn(Item{Origin: p, Err: describe(err)}); err != nil {
				return err
			}
			continue
		}
		if !fi.IsDir() {
			if err := readFile(p, fi, opt, fn); err != nil {
				return err
			}
			continue
		}
		var files []string
		walkErr := filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return fn(Item{Origin: path, Err: describe(err)})
			}
			if path != p && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() {
				files = append(files, path)
			}
			return nil
		})
		if walkErr != nil {
			return walkErr
		}
		sort.Strings(files)
		for _, f := range files {
			fi, err := os.Stat(f)
			if err != nil {
				if err := fn(Item{Origin: f, Err: describe(err)}); err != nil {
					return err
				}
				continue
			}
			if err := readFile(f, fi, opt, fn); err != nil {
				return err
			}
		}
	}
	return nil
}

// describe turns file-system errors into short messages; the caller names the file.
func describe(err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errors.New("no such file or directory")
	case errors.Is(err, fs.ErrPermission):
		return errors.New("permission denied")
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// kind tells a file's format from its name: "jsonl", "csv" or "" (plain
// text, or JSON Lines if it starts with '{'), and whether it is gzipped.
func kind(name string) (format string, gzipped bool) {
	lower := strings.ToLower(name)
	if strings.HasSuffix(lower, ".gz") {
		gzipped = true
		lower = strings.TrimSuffix(lower, ".gz")
	}
	switch filepath.Ext(lower) {
	case ".jsonl", ".ndjson", ".json":
		return "jsonl", gzipped
	case ".csv":
		return "csv", gzipped
	}
	return "", gzipped
}

func readFile(name string, fi fs.FileInfo, opt Options, fn func(Item) error) error {
	format, gzipped := kind(name)
	if format == "" && !gzipped && fi.Size() > opt.MaxBytes {
		return fn(Item{Origin: name, Err: fmt.Errorf("%s is over the %s limit for one story (raise --max-bytes, or give many stories as JSON Lines)",
			size(fi.Size()), size(opt.MaxBytes))})
	}
	f, err := os.Open(name)
	if err != nil {
		return fn(Item{Origin: name, Err: describe(err)})
	}
	defer f.Close()
	var r io.Reader = f
	if gzipped {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return fn(Item{Origin: name, Err: fmt.Errorf("not gzip: %v", err)})
		}
		defer zr.Close()
		r = zr
	}
	switch format {
	case "jsonl":
		return readJSONL(name, r, opt, fn)
	case "csv":
		return readCSV(name, r, opt, fn)
	}
	return readStream(name, r, opt, fn)
}

// readCSV reads stories from a CSV file with a header row naming a "text"
// column, and optionally id, title, published (or date), url and source.
func readCSV(name string, r io.Reader, opt Options, fn func(Item) error) error {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	header, err := cr.Read()
	if err != nil {
		return fn(Item{Origin: name, Err: fmt.Errorf("no CSV header: %v", err)})
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	if _, ok := col["published"]; !ok {
		if i, ok := col["date"]; ok {
			col["published"] = i
		}
	}
	if _, ok := col["text"]; !ok {
		return fn(Item{Origin: name, Err: errors.New("CSV header has no \"text\" column")})
	}
	for row := 2; ; row++ {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		origin := fmt.Sprintf("%s:%d", name, row)
		if err != nil {
			return fn(Item{Origin: origin, Err: err})
		}
		field := func(k string) string {
			if i, ok := col[k]; ok && i < len(rec) {
				return rec[i]
			}
			return ""
		}
		st, perr := storyOf(record{ID: field("id"), Title: field("title"), Text: field("text"),
			Published: field("published"), URL: field("url"), Source: field("source")}, opt)
		if perr == nil && int64(len(st.Text)) > opt.MaxBytes {
			perr = fmt.Errorf("text is over the %s limit for one story", size(opt.MaxBytes))
		}
		if perr != nil {
			if err := fn(Item{Origin: origin, Err: perr}); err != nil {
				return err
			}
			continue
		}
		if st.Source == "" {
			st.Source = name
		}
		if err := fn(Item{Origin: origin, Story: st}); err != nil {
			return err
		}
	}
}

// readStream reads one input whose kind is not known from its name: JSON
// Lines when its first non-blank byte is '{', else one plain-text story.
func readStream(name string, r io.Reader, opt Options, fn func(Item) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		b, err := br.Peek(1)
		if err != nil {
			break
		}
		if b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n' {
			br.ReadByte()
			continue
		}
		if b[0] == '{' {
			return readJSONL(name, br, opt, fn)
		}
		break
	}
	data, err := io.ReadAll(io.LimitReader(br, opt.MaxBytes+1))
	if err != nil {
		return fn(Item{Origin: name, Err: describe(err)})
	}
	if int64(len(data)) > opt.MaxBytes {
		return fn(Item{Origin: name, Err: fmt.Errorf("over the %s limit for one story (raise --max-bytes, or give many stories as JSON Lines)", size(opt.MaxBytes))})
	}
	text, err := checkText(data)
	if err != nil {
		return fn(Item{Origin: name, Err: err})
	}
	id := name
	if name != "-" {
		id = strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	} else {
		id = contentID(text)
	}
	st := &doc.Story{ID: id, Title: headline(text), Text: text, Published: opt.Published, Source: name}
	return fn(Item{Origin: name, Story: st})
}

// headline returns a plain-text story's first line when it reads as a
// headline: short, not ending a sentence, and set off by a blank line. The
// line stays in Text, so offsets are unaffected.
func headline(text string) string {
	first, rest, ok := strings.Cut(strings.TrimLeft(text, " \t\n"), "\n")
	first = strings.TrimSpace(first)
	if !ok || len(first) > 200 || !strings.HasPrefix(rest, "\n") && !strings.HasPrefix(rest, "\r") {
		return ""
	}
	if strings.ContainsAny(first[len(first)-1:], ".:;\"'") {
		return ""
	}
	return first
}

// checkText validates raw bytes as a story's text and normalises line ends.
func checkText(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(data)) == 0 {
		return "", errors.New("empty: no text to code")
	}
	head := data
	if len(head) > 8192 {
		head = head[:8192]
	}
	if bytes.IndexByte(head, 0) >= 0 || controlShare(head) > 0.1 {
		return "", errors.New("binary file, not text")
	}
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, n := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		return "", fmt.Errorf("invalid UTF-8 at byte %d (convert the file to UTF-8 first)", off)
	}
	s := string(data)
	if strings.Contains(s, "\r") {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	return s, nil
}

func controlShare(b []byte) float64 {
	n := 0
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' {
			n++
		}
	}
	return float64(n) / float64(len(b))
}

// record is one JSON Lines story.
type record struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Text      string `json:"text"`
	Published string `json:"published"`
	URL       string `json:"url"`
	Source    string `json:"source"`
}

func readJSONL(name string, r io.Reader, opt Options, fn func(Item) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	line := 0
	for {
		data, tooLong, err := readLine(br, opt.MaxBytes)
		if err != nil && err != io.EOF {
			return fn(Item{Origin: name, Err: describe(err)})
		}
		if err == io.EOF && len(data) == 0 && !tooLong {
			return nil
		}
		line++
		origin := fmt.Sprintf("%s:%d", name, line)
		if tooLong {
			if err := fn(Item{Origin: origin, Err: fmt.Errorf("line is over the %s limit for one story", size(opt.MaxBytes))}); err != nil {
				return err
			}
			continue
		}
		if len(bytes.TrimSpace(data)) == 0 {
			continue
		}
		st, perr := parseRecord(data, opt)
		if perr != nil {
			if err := fn(Item{Origin: origin, Err: perr}); err != nil {
				return err
			}
			continue
		}
		if st.Source == "" {
			st.Source = name
		}
		if err := fn(Item{Origin: origin, Story: st}); err != nil {
			return err
		}
	}
}

// readLine reads one line of at most max bytes; a longer line is consumed
// and reported as tooLong.
func readLine(br *bufio.Reader, max int64) (data []byte, tooLong bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if int64(len(data)+len(chunk)) > max+1 {
				tooLong, data = true, nil
			} else {
				data = append(data, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return bytes.TrimRight(data, "\r\n"), tooLong, err
	}
}

func parseRecord(data []byte, opt Options) (*doc.Story, error) {
	if !utf8.Valid(data) {
		return nil, errors.New("invalid UTF-8")
	}
	var rec record
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&rec); err != nil {
		return nil, fmt.Errorf("not a JSON story object: %v", err)
	}
	return storyOf(rec, opt)
}

// storyOf checks a story record and turns it into a doc.Story.
func storyOf(rec record, opt Options) (*doc.Story, error) {
	text, err := checkText([]byte(rec.Text))
	if err != nil {
		return nil, fmt.Errorf("field text: %w", err)
	}
	st := &doc.Story{ID: rec.ID, Title: rec.Title, Text: text, URL: rec.URL, Source: rec.Source, Published: opt.Published}
	if rec.Published != "" {
		t, err := ParseDate(rec.Published)
		if err != nil {
			return nil, fmt.Errorf("field published: %w", err)
		}
		st.Published = t
	}
	if st.ID == "" {
		st.ID = contentID(text)
	}
	return st, nil
}

// ParseDate accepts YYYY-MM-DD or an RFC 3339 timestamp and returns the date
// at midnight UTC.
func ParseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{"2006-01-02", time.RFC3339, time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02 15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a date (want YYYY-MM-DD or RFC 3339)", s)
}

// contentID names a story by a hash of its text, so the same story read twice
// gets the same ID.
func contentID(text string) string {
	h := sha256.Sum256([]byte(text))
	return hex.EncodeToString(h[:8])
}

func size(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

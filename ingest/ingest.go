// Package ingest reads stories from files, directories and standard input:
// plain text (one story per file), JSON Lines (one story per line), CSV
// with a header naming a text column, or saved web pages (the article in
// each); any of them may be gzipped. It
// checks each input and reports what is wrong with it in one line naming the
// file, so one bad file never stops the others.
package ingest

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"sitrep/decode"
	"sitrep/doc"
	"sitrep/internal/datafile"
)

// DefaultMaxBytes is the largest story accepted by default. Wire stories are
// a few kilobytes; a file far larger than this is not one story.
const DefaultMaxBytes = 5 << 20

// Options control reading.
type Options struct {
	// Published is the publication date given to plain-text stories and
	// saved web pages (over a page's own date), to JSON and CSV stories
	// that lack one, and to those whose date cannot be read (with a
	// warning).
	Published time.Time
	// MaxBytes caps one story's text (and one JSON line); 0 means DefaultMaxBytes.
	MaxBytes int64
	// PartBytes, when above 0, splits a story longer than it into parts at
	// paragraph breaks, each a story of its own ("ID-p2"): a text that long
	// is rarely one story, and parts keep the time and memory one story
	// takes small. A paragraph longer than PartBytes is kept whole.
	PartBytes int
	// Skipped, when set, hears of each file a directory walk passes over
	// (see Read) with why; it is not a failure, so no Item is sent.
	Skipped func(path, why string)
}

// Item is one story read, or one input that failed. Origin names where it
// came from ("story.txt", "feed.jsonl:12", "-"). Warn, beside a Story, is a
// problem that did not stop it, such as a publication date that could not
// be read.
type Item struct {
	Origin string
	Story  *doc.Story
	Err    error
	Warn   error
	// Whole, when the story was split into Parts parts (Options.PartBytes),
	// is the ID of the story Story is a part of.
	Whole string
	Parts int
}

// Read walks paths in order ("-" is standard input), descending into
// directories in lexical order, following symbolic links (each directory
// once), and calls fn for every story and every failed input. A saved web
// page (.html, .htm, .xhtml) is read for its article as 'sitrep ingest URL'
// reads a fetched one: the story is the page's main text, with the page's
// title and publication date (opt.Published wins when set); a page with no
// article fails. In a directory it passes over hidden entries, the files
// that describe a folder (README, LICENSE, LICENCE, COPYING, CHANGELOG,
// NOTICE, AUTHORS, with any extension) and markup files (Markdown,
// reStructuredText, AsciiDoc, XML, OPML), telling opt.Skipped of each; a
// binary file fails as unreadable, and a file named in paths is always
// read. A story read from a directory is named by its path inside it
// without the extension ("2021/03/kabul"), one given by itself by its base
// name; a story ID already used in this run gets a suffix ("-2"), so event
// IDs stay unique. Read stops early only when fn returns an error, and
// returns that error.
func Read(paths []string, stdin io.Reader, opt Options, fn func(Item) error) error {
	if opt.MaxBytes <= 0 {
		opt.MaxBytes = DefaultMaxBytes
	}
	used := map[string]bool{}
	emit := func(it Item) error {
		if it.Story == nil {
			return fn(it)
		}
		it.Story.ID = uniqueID(used, it.Story.ID)
		whole, parts := it.Story.ID, split(it.Story, opt.PartBytes)
		if len(parts) > 1 && it.Warn == nil {
			it.Warn = fmt.Errorf("%s over %s: coded as %d parts split at paragraph breaks (%s-p1 ...)",
				size(int64(len(it.Story.Text))), size(int64(opt.PartBytes)), len(parts), it.Story.ID)
		}
		for i, part := range parts {
			if i > 0 {
				it.Warn = nil
			}
			if len(parts) > 1 {
				part.ID = uniqueID(used, part.ID)
				it.Whole, it.Parts = whole, len(parts)
			}
			it.Story = part
			if err := fn(it); err != nil {
				return err
			}
		}
		return nil
	}
	for _, p := range paths {
		if p == "-" {
			if err := readStream("-", "", stdin, opt, emit); err != nil {
				return err
			}
			continue
		}
		fi, err := os.Stat(p)
		if err != nil {
			if err := emit(Item{Origin: p, Err: describe(err)}); err != nil {
				return err
			}
			continue
		}
		if !fi.IsDir() {
			if err := readFile(p, storyName(filepath.Base(p)), fi, opt, emit); err != nil {
				return err
			}
			continue
		}
		if err := readDir(p, opt, emit); err != nil {
			return err
		}
	}
	return nil
}

// split cuts st into parts of at most max bytes at paragraph breaks (a blank
// line, else a line end) in the second half of each part; a part without one
// ends at the first line end after max. Parts are named ID-p1, ID-p2, ...
func split(st *doc.Story, max int) []*doc.Story {
	if max <= 0 || len(st.Text) <= max {
		return []*doc.Story{st}
	}
	var parts []*doc.Story
	for rest := st.Text; rest != ""; {
		cut := len(rest)
		if cut > max {
			window := rest[max/2 : max]
			switch {
			case strings.LastIndex(window, "\n\n") >= 0:
				cut = max/2 + strings.LastIndex(window, "\n\n") + 2
			case strings.LastIndexByte(window, '\n') >= 0:
				cut = max/2 + strings.LastIndexByte(window, '\n') + 1
			case strings.IndexByte(rest[max:], '\n') >= 0:
				cut = max + strings.IndexByte(rest[max:], '\n') + 1
			}
		}
		part := *st
		part.Text = rest[:cut]
		part.ID = fmt.Sprintf("%s-p%d", st.ID, len(parts)+1)
		rest = rest[cut:]
		if strings.TrimSpace(part.Text) != "" {
			parts = append(parts, &part)
		} else if len(parts) > 0 {
			parts[len(parts)-1].Text += part.Text
		}
	}
	if len(parts) == 1 {
		return []*doc.Story{st} // one paragraph: nowhere to split
	}
	return parts
}

// uniqueID returns id, or id with the first free suffix -2, -3, ... when
// id was used before, and marks the result used.
func uniqueID(used map[string]bool, id string) string {
	u := id
	for n := 2; used[u]; n++ {
		u = fmt.Sprintf("%s-%d", id, n)
	}
	used[u] = true
	return u
}

// storyName is the story ID for a file: its path without extensions (".txt",
// ".jsonl.gz"), with forward slashes.
func storyName(rel string) string {
	rel = filepath.ToSlash(rel)
	if strings.HasSuffix(strings.ToLower(rel), ".gz") {
		rel = rel[:len(rel)-3]
	}
	return strings.TrimSuffix(rel, path.Ext(rel))
}

// readDir reads the tree under dir. One with no files at all fails as an
// input: a mistyped or not yet filled folder would otherwise end the run as
// a success that coded nothing.
func readDir(dir string, opt Options, emit func(Item) error) error {
	w := walker{root: dir, opt: opt, fn: emit, seen: map[string]bool{}}
	if err := w.dir(dir); err != nil {
		return err
	}
	if w.files == 0 {
		return emit(Item{Origin: dir, Err: errors.New("empty directory: no files to read")})
	}
	return nil
}

// walker reads a directory tree.
type walker struct {
	root string
	opt  Options
	fn   func(Item) error
	seen map[string]bool // real paths of directories walked, against symlink loops
	// files counts the entries met other than directories, read, passed
	// over or failed (hidden ones aside).
	files int
}

func (w *walker) dir(dir string) error {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		if w.seen[real] {
			return nil
		}
		w.seen[real] = true
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return w.fn(Item{Origin: dir, Err: describe(err)})
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		p := filepath.Join(dir, e.Name())
		fi, err := os.Stat(p) // follows a symbolic link
		if err != nil {
			if err := w.fn(Item{Origin: p, Err: describe(err)}); err != nil {
				return err
			}
			continue
		}
		switch {
		case fi.IsDir():
			err = w.dir(p)
		case fi.Mode().IsRegular():
			w.files++
			if why := passOver(e.Name()); why != "" {
				if w.opt.Skipped != nil {
					w.opt.Skipped(p, why)
				}
				continue
			}
			rel, _ := filepath.Rel(w.root, p)
			err = readFile(p, storyName(rel), fi, w.opt, w.fn)
		default:
			w.files++
			err = w.fn(Item{Origin: p, Err: fmt.Errorf("not a regular file (%s)", fi.Mode().Type())})
		}
		if err != nil {
			return err
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

// kind tells a file's format from its name: "jsonl", "csv", "html" (a
// saved web page) or "" (plain text, or JSON Lines if it starts with '{'),
// and whether it is gzipped.
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
	case ".html", ".htm", ".xhtml":
		return "html", gzipped
	}
	return "", gzipped
}

func readFile(name, id string, fi fs.FileInfo, opt Options, fn func(Item) error) error {
	format, gzipped := kind(name)
	if (format == "" || format == "html") && !gzipped && fi.Size() > opt.MaxBytes {
		return fn(Item{Origin: name, Err: fmt.Errorf("%s is over the %s limit for one story (raise --max-bytes, or give many stories as JSON Lines)",
			size(fi.Size()), size(opt.MaxBytes))})
	}
	// datafile.Open gunzips by the same rule as kind (a ".gz" name, any
	// case); its errors are path errors, which describe strips to what
	// went wrong, the item naming the file.
	r, err := datafile.Open(name)
	if err != nil {
		return fn(Item{Origin: name, Err: describe(err)})
	}
	defer r.Close()
	switch format {
	case "jsonl":
		return readJSONL(name, decode.NewReader(r), opt, fn)
	case "csv":
		return readCSV(name, decode.NewReader(r), opt, fn)
	case "html":
		return readPage(name, id, r, opt, fn) // the page's own charset is read there
	}
	return readStream(name, id, r, opt, fn)
}

// readStream reads one input whose kind is not known from its name: JSON
// Lines when its first non-blank character is '{', else one plain-text
// story named id (or by its content when id is "").
func readStream(name, id string, r io.Reader, opt Options, fn func(Item) error) error {
	br := bufio.NewReaderSize(decode.NewReader(r), 64<<10)
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
	if id == "" {
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

// checkText decodes raw bytes as a story's text and normalises line ends.
func checkText(data []byte) (string, error) {
	s, err := decode.Text(data, "")
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(s) == "" {
		return "", errors.New("empty: no text to code")
	}
	if strings.Contains(s, "\r") {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	return s, nil
}

// plainField decodes a short field (title, url, ...) as checkText does, but
// keeps what it can rather than failing the story over it.
func plainField(s string) string {
	if t, err := decode.Text([]byte(s), ""); err == nil {
		return strings.TrimSpace(t)
	}
	return strings.TrimSpace(strings.ToValidUTF8(s, "\ufffd"))
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

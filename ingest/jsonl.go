package ingest

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"sitrep/decode"
	"sitrep/doc"
)

// record is one JSON Lines or CSV story.
type record struct {
	ID        jsonString `json:"id"`
	Title     string     `json:"title"`
	Text      string     `json:"text"`
	Published jsonString `json:"published"`
	URL       string     `json:"url"`
	Source    string     `json:"source"`
}

// jsonString is a field that feeds write as a string or as a number (an
// integer id, a date in epoch seconds).
type jsonString string

func (s *jsonString) UnmarshalJSON(b []byte) error {
	switch {
	case bytes.Equal(b, []byte("null")):
		*s = ""
	case len(b) > 0 && b[0] == '"':
		var v string
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		*s = jsonString(v)
	default:
		if _, err := strconv.ParseFloat(string(b), 64); err != nil {
			return fmt.Errorf("want a string or a number, not %s", b)
		}
		*s = jsonString(b)
	}
	return nil
}

// readJSONL reads one story per line. A line holding several JSON objects
// gives one story each, named "file:line#2" from the second on.
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
		if err := parseLine(origin, data, opt, func(it Item) error {
			if it.Story != nil && it.Story.Source == "" {
				it.Story.Source = name
			}
			return fn(it)
		}); err != nil {
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

// parseLine calls fn for each JSON object on one line.
func parseLine(origin string, data []byte, opt Options, fn func(Item) error) error {
	if !utf8.Valid(data) {
		// JSON is UTF-8, but feeds written in windows-1252 exist; decode
		// names what cannot be read.
		s, err := decode.Text(data, "")
		if err != nil {
			return fn(Item{Origin: origin, Err: err})
		}
		data = []byte(s)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for n := 1; ; n++ {
		o := origin
		if n > 1 {
			o = fmt.Sprintf("%s#%d", origin, n)
		}
		start := dec.InputOffset()
		var rec record
		err := dec.Decode(&rec)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fn(Item{Origin: o, Err: fmt.Errorf("not a JSON story object: %v", err)})
		}
		st, warn, err := storyOf(rec, opt)
		if err != nil && rec.Text == "" {
			// Only a story without text is read again, for its field names.
			err = cmp.Or(missingText(data[start:dec.InputOffset()]), err)
		}
		if err := fn(Item{Origin: o, Story: st, Err: err, Warn: warn}); err != nil {
			return err
		}
	}
}

// missingText names the fields of a story object that has no "text" field
// at all, so that a file whose text is under another name ("body",
// "doc_text") says so instead of reporting an empty text; it is nil when the
// field is there.
func missingText(raw json.RawMessage) error {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil {
		return nil
	}
	names := make([]string, 0, len(fields))
	for name := range fields {
		if strings.EqualFold(name, "text") {
			return nil
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		return errors.New("no field text: the object is empty")
	}
	slices.Sort(names)
	return fmt.Errorf("no field text (the object has %s): put the story's text in \"text\"", strings.Join(names, ", "))
}

// storyOf checks a story record and turns it into a doc.Story. A date that
// cannot be read is a warning: the story gets opt.Published instead.
func storyOf(rec record, opt Options) (st *doc.Story, warn, err error) {
	text, err := checkText([]byte(rec.Text))
	if err != nil {
		return nil, nil, fmt.Errorf("field text: %w", err)
	}
	st = &doc.Story{ID: plainField(string(rec.ID)), Title: plainField(rec.Title), Text: text,
		URL: plainField(rec.URL), Source: plainField(rec.Source), Published: opt.Published}
	if rec.Published != "" {
		t, err := ParseDate(string(rec.Published))
		switch {
		case err == nil:
			st.Published = t
		case opt.Published.IsZero():
			warn = fmt.Errorf("field published: %v; the story is coded without a date", err)
		default:
			warn = fmt.Errorf("field published: %v; --published %s used instead", err, opt.Published.Format("2006-01-02"))
		}
	}
	if st.ID == "" {
		st.ID = contentID(text)
	}
	return st, warn, nil
}

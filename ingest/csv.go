package ingest

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// errRecordTooLong stops a CSV file whose record outgrows the story limit:
// the reader cannot tell where such a record ends without reading it all.
var errRecordTooLong = errors.New("record too long")

// recordLimit fails a read once more than limit bytes were read since the
// last reset, so one huge field is refused while it is read, not after.
type recordLimit struct {
	r        io.Reader
	n, limit int64
}

func (l *recordLimit) Read(p []byte) (int, error) {
	if l.n >= l.limit {
		return 0, errRecordTooLong
	}
	if int64(len(p)) > l.limit-l.n {
		p = p[:l.limit-l.n]
	}
	n, err := l.r.Read(p)
	l.n += int64(n)
	return n, err
}

// readCSV reads stories from CSV with a header row. The column rules: a
// "text" column is required; id, title, published (or date), url and source
// are read when present, in any order and any case; other columns are
// ignored. The delimiter is the comma, or the semicolon or tab when the
// header holds more of those. Quoted fields may span lines; a quote left
// open, a stray quote or a record over the size limit is reported with its
// row.
func readCSV(name string, r io.Reader, opt Options, fn func(Item) error) error {
	lim := &recordLimit{r: r, limit: opt.MaxBytes + 64<<10}
	br := bufio.NewReaderSize(lim, 64<<10)
	cr := csv.NewReader(br)
	cr.Comma = delimiter(br)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err != nil {
		return fn(Item{Origin: name, Err: fmt.Errorf("no CSV header: %v", csvError(err, opt))})
	}
	col := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		if _, dup := col[h]; !dup {
			col[h] = i
		}
	}
	if _, ok := col["published"]; !ok {
		if i, ok := col["date"]; ok {
			col["published"] = i
		}
	}
	if _, ok := col["text"]; !ok {
		return fn(Item{Origin: name, Err: fmt.Errorf("CSV header has no \"text\" column (it has %q)", strings.Join(header, string(cr.Comma)))})
	}
	next := 2 // the line the next record starts on, were it well formed
	for {
		lim.n = 0
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			origin := fmt.Sprintf("%s:%d", name, next)
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				origin, next = fmt.Sprintf("%s:%d", name, pe.StartLine), pe.Line+1
			}
			if ferr := fn(Item{Origin: origin, Err: csvError(err, opt)}); ferr != nil {
				return ferr
			}
			if !canGoOn(err) {
				return nil
			}
			continue
		}
		line, _ := cr.FieldPos(0)
		last, _ := cr.FieldPos(len(rec) - 1)
		next = last + strings.Count(rec[len(rec)-1], "\n") + 1
		origin := fmt.Sprintf("%s:%d", name, line)
		field := func(k string) string {
			if i, ok := col[k]; ok && i < len(rec) {
				return rec[i]
			}
			return ""
		}
		st, warn, perr := storyOf(record{ID: jsonString(field("id")), Title: field("title"), Text: field("text"),
			Published: jsonString(strings.TrimSpace(field("published"))), URL: field("url"), Source: field("source")}, opt)
		if perr == nil && int64(len(st.Text)) > opt.MaxBytes {
			st, perr = nil, fmt.Errorf("text is over the %s limit for one story", size(opt.MaxBytes))
		}
		if st != nil && st.Source == "" {
			st.Source = name
		}
		if err := fn(Item{Origin: origin, Story: st, Err: perr, Warn: warn}); err != nil {
			return err
		}
	}
}

// canGoOn reports whether the CSV reader can read on after err: it can
// after a malformed row, not after a read error or an oversized record.
func canGoOn(err error) bool {
	var pe *csv.ParseError
	return errors.As(err, &pe)
}

// csvError says what went wrong in terms of the file.
func csvError(err error, opt Options) error {
	var pe *csv.ParseError
	switch {
	case errors.Is(err, errRecordTooLong):
		return fmt.Errorf("record is over the %s limit for one story; the rest of the file was not read", size(opt.MaxBytes))
	case errors.As(err, &pe) && errors.Is(pe.Err, csv.ErrQuote) && pe.StartLine != pe.Line:
		return fmt.Errorf("a quote opened on line %d is not closed before line %d: lines %d to %d were not read (fix the quoting)",
			pe.StartLine, pe.Line, pe.StartLine, pe.Line)
	case errors.As(err, &pe) && errors.Is(pe.Err, csv.ErrQuote):
		return fmt.Errorf("line %d: a quote is not closed, or text follows the closing quote (double a quote inside a quoted field)", pe.Line)
	case errors.As(err, &pe) && errors.Is(pe.Err, csv.ErrBareQuote):
		return fmt.Errorf("line %d: a quote inside an unquoted field (quote the field and double the quote)", pe.Line)
	case errors.As(err, &pe):
		return fmt.Errorf("line %d: %v", pe.Line, pe.Err)
	}
	return describe(err)
}

// delimiter picks the comma, semicolon or tab, whichever the header line
// holds most of (Excel writes semicolons where the comma is a decimal mark).
func delimiter(br *bufio.Reader) rune {
	head, _ := br.Peek(br.Size())
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	best, n := ',', bytes.Count(head, []byte(","))
	for _, d := range []rune{';', '\t'} {
		if c := bytes.Count(head, []byte(string(d))); c > n {
			best, n = d, c
		}
	}
	return best
}

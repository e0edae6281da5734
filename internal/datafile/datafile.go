// Package datafile opens the files sitrep reads, plain or gzipped: gold
// sets, training corpora, gazetteer dumps and the story files given to
// ingest; and it reads the header of CSV files among them.
package datafile

import (
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// Open opens a data file, gunzipping it when its name ends in ".gz" (in
// any case: ".GZ" too). Closing the result closes the file. A file that is
// not gzip is a *fs.PathError (op "gunzip") whose Err says "not gzip", so
// a caller that reports the path apart can show that alone.
func Open(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(strings.ToLower(name), ".gz") {
		return f, nil
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, &fs.PathError{Op: "gunzip", Path: name, Err: fmt.Errorf("not gzip: %w", err)}
	}
	return gzipFile{zr, f}, nil
}

// gzipFile reads through the decompressor and closes both it and the file.
type gzipFile struct {
	*gzip.Reader
	f *os.File
}

func (g gzipFile) Close() error {
	err := g.Reader.Close()
	if ferr := g.f.Close(); err == nil {
		err = ferr
	}
	return err
}

// CSVHeader reads a CSV header and maps each column name, lower-cased and
// trimmed (a byte-order mark removed), to its first index.
func CSVHeader(cr *csv.Reader) (map[string]int, error) {
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("header: %w", err)
	}
	col := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")))
		if _, dup := col[h]; !dup {
			col[h] = i
		}
	}
	return col, nil
}

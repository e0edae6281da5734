// Package datafile opens the data files sitrep reads besides stories: gold
// sets, training corpora and gazetteer dumps, plain or gzipped, and reads
// the header of CSV files among them.
package datafile

import (
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
)

// Open opens a data file, gunzipping it when its name ends in ".gz". Closing
// the result closes the file.
func Open(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(name, ".gz") {
		return f, nil
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", name, err)
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

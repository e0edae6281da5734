package eval

import (
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
)

// openData opens a gold file, gunzipping it when its name ends in .gz.
func openData(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(name, ".gz") {
		return f, nil
	}
	gz, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return struct {
		io.Reader
		io.Closer
	}{gz, f}, nil
}

// csvColumns reads a CSV header and maps each column name, lower-cased and
// trimmed (a byte-order mark removed), to its first index.
func csvColumns(cr *csv.Reader) (map[string]int, error) {
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

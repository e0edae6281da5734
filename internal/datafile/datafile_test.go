package datafile

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOpenPlainAndGzip(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(plain, []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte("one\ntwo\n"))
	zw.Close()
	zipped := filepath.Join(dir, "a.txt.gz")
	if err := os.WriteFile(zipped, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{plain, zipped} {
		rc, err := Open(name)
		if err != nil {
			t.Fatalf("Open(%s): %v", name, err)
		}
		b, err := io.ReadAll(rc)
		if err != nil || string(b) != "one\ntwo\n" {
			t.Errorf("Open(%s) read %q, %v", name, b, err)
		}
		if err := rc.Close(); err != nil {
			t.Errorf("Close(%s): %v", name, err)
		}
	}
	bad := filepath.Join(dir, "bad.gz")
	os.WriteFile(bad, []byte("not gzip"), 0o644)
	if _, err := Open(bad); err == nil || !strings.Contains(err.Error(), "bad.gz") {
		t.Errorf("Open(bad.gz) error %v, want one naming the file", err)
	}
	if _, err := Open(filepath.Join(dir, "missing")); err == nil {
		t.Error("Open(missing) succeeded")
	}
}

func TestCSVHeader(t *testing.T) {
	cr := csv.NewReader(strings.NewReader("\ufeffEvent_Type, Notes ,notes\nx,y,z\n"))
	col, err := CSVHeader(cr)
	if err != nil {
		t.Fatal(err)
	}
	if col["event_type"] != 0 || col["notes"] != 1 || len(col) != 2 {
		t.Errorf("CSVHeader = %v", col)
	}
	if _, err := CSVHeader(csv.NewReader(strings.NewReader(""))); err == nil {
		t.Error("CSVHeader on empty input succeeded")
	}
}

package datafile

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"io"
	"io/fs"
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
	_, err := Open(bad)
	var pe *fs.PathError
	if err == nil || !strings.Contains(err.Error(), "bad.gz") || !errors.As(err, &pe) || !strings.HasPrefix(pe.Err.Error(), "not gzip: ") {
		t.Errorf("Open(bad.gz) error %v, want a path error naming the file, saying not gzip", err)
	}
	upper := filepath.Join(dir, "A.TXT.GZ")
	if err := os.WriteFile(upper, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if rc, err := Open(upper); err != nil {
		t.Errorf("Open(A.TXT.GZ): %v", err)
	} else if b, _ := io.ReadAll(rc); string(b) != "one\ntwo\n" {
		t.Errorf("Open(A.TXT.GZ) read %q: an upper-case .GZ is gzip too", b)
	} else {
		rc.Close()
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

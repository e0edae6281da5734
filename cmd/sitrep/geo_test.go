package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/where"
)

func TestGeoImportKeepsIndexOnBadInput(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gaz")
	var fixtures []string
	for _, f := range []string{"places.txt", "countryInfo.txt", "admin1CodesASCII.txt", "admin2Codes.txt"} {
		fixtures = append(fixtures, filepath.Join("..", "..", "where", "testdata", f))
	}
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"geo", "import", "--gazetteer", dir}, fixtures...), &stdout, &stderr); code != 0 {
		t.Fatalf("good import: exit %d: %s", code, stderr.String())
	}
	index := filepath.Join(dir, where.IndexFile)
	good, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	bad := t.TempDir()
	empty := filepath.Join(bad, "empty.txt")
	malformed := filepath.Join(bad, "cities500.txt")
	os.WriteFile(empty, nil, 0o644)
	os.WriteFile(malformed, []byte("this is not\ta GeoNames dump\nnor is this line\n"), 0o644)
	for _, f := range []string{empty, malformed} {
		stdout.Reset()
		stderr.Reset()
		code := run([]string{"geo", "import", "--gazetteer", dir, f}, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), "left unchanged") {
			t.Errorf("%s: exit %d, stderr %q", filepath.Base(f), code, stderr.String())
		}
		if now, err := os.ReadFile(index); err != nil || !bytes.Equal(now, good) {
			t.Errorf("%s: index changed (%v)", filepath.Base(f), err)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".geo-import-*")); len(m) != 0 {
		t.Errorf("temporary directories left: %v", m)
	}
}

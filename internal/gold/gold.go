// Package gold finds the gold data sets in ../shared/data beside the
// checkout, for tests and benchmarks that score against them. A fresh clone
// without ../shared skips those tests with a message that says why.
package gold

import (
	"os"
	"path/filepath"
	"testing"

	"sitrep/internal/datafile"
)

// Dir returns the shared data directory (datafile.SharedDir): ok is false
// when it does not exist.
func Dir() (dir string, ok bool) { return datafile.SharedDir() }

// Path returns the path of rel inside the shared data directory, or skips
// tb when the file is not there.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	dir, ok := Dir()
	if !ok {
		tb.Skipf("skipping: gold data directory %s not found (it sits in ../shared beside the checkout; set SITREP_SHARED to point elsewhere)", dir)
	}
	p := filepath.Join(dir, rel)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("skipping: gold file %s not found", p)
	}
	return p
}

// Story returns the path of a story in ../shared/stories, or skips tb.
func Story(tb testing.TB, name string) string {
	tb.Helper()
	dir, ok := Dir()
	p := filepath.Join(filepath.Dir(dir), "stories", name)
	if _, err := os.Stat(p); !ok || err != nil {
		tb.Skipf("skipping: reference story %s not found (it sits in ../shared beside the checkout)", p)
	}
	return p
}

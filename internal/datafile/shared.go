package datafile

import (
	"os"
	"path/filepath"
)

// SharedDir returns the shared data directory: $SITREP_SHARED/data when that is
// set, else ../shared/data beside the module root. ok is false when it does
// not exist.
func SharedDir() (dir string, ok bool) {
	if s := os.Getenv("SITREP_SHARED"); s != "" {
		dir = filepath.Join(s, "data")
	} else {
		wd, err := os.Getwd()
		if err != nil {
			return "", false
		}
		for d := wd; ; d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				dir = filepath.Join(filepath.Dir(d), "shared", "data")
				break
			}
			if filepath.Dir(d) == d {
				return "", false
			}
		}
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return dir, false
	}
	return dir, true
}

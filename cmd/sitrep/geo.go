package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"sitrep/where"
)

func init() {
	register("geo", command{name: "import", summary: "build a gazetteer index from GeoNames dumps", run: geoImport})
}

func geoImport(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("geo import --gazetteer DIR FILE...", stderr)
	dir := fs.String("gazetteer", "", "`DIR` to write the index to (default $"+where.EnvGazetteer+")")
	centroid := fs.String("admin1-centroid", "bbox", "coordinates of a division without its own feature row: bbox, mean, weighted or largest (of its cities)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, `Usage: sitrep geo import --gazetteer DIR FILE...

Builds a gazetteer index in DIR from GeoNames dumps: geoname rows
(cities500, cities15000, per-country dumps such as AF.zip, allCountries),
countryInfo.txt, admin1CodesASCII.txt and admin2Codes.txt, each plain,
gzipped or zipped. A place found in several files is kept once, so
"cities15000.zip AF.zip SY.zip countryInfo.txt admin1CodesASCII.txt
admin2Codes.txt" adds village-level detail for two countries; allCountries
works too but makes an index that takes many seconds and gigabytes to load.
Every command that takes --gazetteer DIR (or reads $%s) then uses it
instead of the embedded default. The index is built in a temporary directory
and renamed into place only when it holds places and most rows could be
read, so an interrupted, empty or malformed import keeps the previous index
and exits non-zero. A few malformed rows are counted and reported.

Flags:
`, where.EnvGazetteer)
		fs.PrintDefaults()
	}
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	d := where.DefaultDir(*dir)
	if d == "" {
		return fmt.Errorf("geo import: --gazetteer DIR is required: %w", errUsage)
	}
	if len(files) == 0 {
		return fmt.Errorf("geo import: no GeoNames files given: %w", errUsage)
	}
	switch *centroid {
	case "bbox", "mean", "weighted", "largest":
	default:
		return fmt.Errorf("--admin1-centroid %q: want bbox, mean, weighted or largest: %w", *centroid, errUsage)
	}
	st, err := importUsable(d, files, where.ImportOptions{Progress: stderr, Admin1Centroid: *centroid})
	if err != nil {
		return fmt.Errorf("geo import: %w", err)
	}
	fmt.Fprintf(stdout, "%s: %d countries, %d admin1, %d admin2, %d places from %d rows (%d malformed)\n",
		d, st.Countries, st.Admin1, st.Admin2, st.Places, st.Rows, st.Malformed)
	return nil
}

// importUsable imports into a fresh directory beside dir and moves the index
// into dir only when it holds places and most rows were read, so an empty or
// malformed input never replaces a good gazetteer.
func importUsable(dir string, files []string, opt where.ImportOptions) (where.ImportStats, error) {
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return where.ImportStats{}, err
	}
	tmp, err := os.MkdirTemp(parent, ".geo-import-*")
	if err != nil {
		return where.ImportStats{}, err
	}
	defer os.RemoveAll(tmp)
	st, err := where.Import(tmp, files, opt)
	if err != nil {
		return st, err
	}
	switch {
	case st.Places+st.Admin1+st.Admin2+st.Countries == 0:
		return st, fmt.Errorf("no usable rows in %d rows read (%d malformed); %s left unchanged", st.Rows, st.Malformed, dir)
	case st.Malformed*2 > st.Rows:
		return st, fmt.Errorf("%d of %d rows malformed: are these GeoNames dumps? %s left unchanged", st.Malformed, st.Rows, dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return st, err
	}
	return st, os.Rename(filepath.Join(tmp, where.IndexFile), filepath.Join(dir, where.IndexFile))
}

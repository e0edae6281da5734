package where

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// The default gazetteer: countries, first- and second-level divisions and
// every place of GeoNames' cities15000 with its Latin-script names, and the
// Syrian villages and areas of UCDP GED that GeoNames lacks. Rebuild it
// byte for byte with `go generate ./where/` (needs ../shared/data/geonames
// and ../shared/data/ucdp_ged_syria).
//
//go:generate go run ./internal/mkgaz -o data/gazetteer.tsv.gz ../../shared/data/geonames/cities15000.txt.gz ../../shared/data/geonames/countryInfo.txt ../../shared/data/geonames/admin1CodesASCII_with_header.tsv ../../shared/data/geonames/admin2Codes.txt.gz ../../shared/data/ucdp_ged_syria/ged191_syria.csv.gz
//go:embed data/gazetteer.tsv.gz
var defaultIndex []byte

var (
	embeddedOnce sync.Once
	embeddedGaz  *Gazetteer
	embeddedErr  error
)

// EnvGazetteer names the environment variable that points every command at
// an imported gazetteer directory when --gazetteer is not given.
const EnvGazetteer = "SITREP_GAZETTEER"

// DefaultDir returns flagValue, or $SITREP_GAZETTEER when flagValue is
// empty; "" means the embedded default.
func DefaultDir(flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	return os.Getenv(EnvGazetteer)
}

// LoadGazetteer loads the index in dir, or the embedded default when dir is
// "", and adds the hand-written supplement. The embedded one is loaded once
// and shared.
func LoadGazetteer(dir string) (*Gazetteer, error) {
	if dir == "" {
		embeddedOnce.Do(func() {
			embeddedGaz, embeddedErr = loadIndex(bytes.NewReader(defaultIndex), "embedded gazetteer")
		})
		return embeddedGaz, embeddedErr
	}
	name := filepath.Join(dir, IndexFile)
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("open gazetteer (run 'sitrep geo import --gazetteer %s FILE...' first): %w", dir, err)
	}
	defer f.Close()
	return loadIndex(f, name)
}

func loadIndex(r interface{ Read([]byte) (int, error) }, name string) (*Gazetteer, error) {
	entries, header, err := readIndex(r)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	sup, err := supplement()
	if err != nil {
		return nil, err
	}
	g := newGazetteer(entries, header)
	g.withSupplement(sup)
	return g, nil
}

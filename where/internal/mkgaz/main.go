// Command mkgaz rebuilds the embedded default gazetteer,
// where/data/gazetteer.tsv.gz, from GeoNames dumps. `go generate ./where/`
// runs it; `sitrep geo import` writes the same format.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"sitrep/where"
)

func main() {
	out := flag.String("o", "data/gazetteer.tsv.gz", "output `file`")
	flag.Parse()
	dir, err := os.MkdirTemp(filepath.Dir(*out), ".mkgaz-*")
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkgaz:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	if _, err := where.Import(dir, flag.Args(), where.ImportOptions{Progress: os.Stderr}); err != nil {
		fmt.Fprintln(os.Stderr, "mkgaz:", err)
		os.Exit(1)
	}
	if err := os.Rename(filepath.Join(dir, where.IndexFile), *out); err != nil {
		fmt.Fprintln(os.Stderr, "mkgaz:", err)
		os.Exit(1)
	}
}

package main

import (
	"fmt"
	"io"
	"time"

	"sitrep/eval/geo"
	"sitrep/pipeline"
)

func evalGeo(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval geo --gold FILE.xml[.gz] [--gazetteer DIR] [--json]", stderr)
	gold := fs.String("gold", "", "geoparsing corpus `FILE` in the LGL/TR-News, GeoWebNews or GeoVirus XML schema (.xml or .xml.gz)")
	dir := fs.String("gazetteer", "", "gazetteer `DIR` from 'sitrep geo import' (default $"+geo.EnvGazetteer+", else the embedded one)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *gold == "" {
		return fmt.Errorf("eval geo: --gold FILE is required: %w", errUsage)
	}
	start := time.Now()
	r, err := geo.LoadResolver(*dir)
	if err != nil {
		return err
	}
	arts, schema, err := geo.Read(*gold)
	if err != nil {
		return err
	}
	tk, err := pipeline.Partial(pipeline.Options{}, "text")
	if err != nil {
		return err
	}
	sc := geo.Score(r, arts, schema, tk)
	sc.File = *gold
	fmt.Fprintf(stderr, "eval geo: %d articles in %s\n", len(arts), time.Since(start).Round(time.Millisecond))
	return writeReport(stdout, *asJSON, sc)
}

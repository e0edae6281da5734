package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"sitrep/eval"
	"sitrep/text"
	"sitrep/where"
)

func init() {
	register("eval", command{name: "geo", summary: "score toponym recognition and geocoding on geoparsing XML", run: evalGeo})
}

func evalGeo(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval geo --gold FILE.xml[.gz] [--gazetteer DIR] [--json]", stderr)
	gold := fs.String("gold", "", "geoparsing corpus `FILE` in the LGL/TR-News, GeoWebNews or GeoVirus XML schema (.xml or .xml.gz)")
	dir := fs.String("gazetteer", "", "gazetteer `DIR` from 'sitrep geo import' (default $"+where.EnvGazetteer+", else the embedded one)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *gold == "" {
		return fmt.Errorf("eval geo: --gold FILE is required: %w", errUsage)
	}
	start := time.Now()
	r, err := where.New(where.DefaultDir(*dir))
	if err != nil {
		return err
	}
	arts, schema, err := eval.ReadGeoGold(*gold)
	if err != nil {
		return err
	}
	sc := eval.ScoreGeo(r, arts, schema, text.New().Annotate)
	fmt.Fprintf(stderr, "eval geo: %d articles in %s\n", len(arts), time.Since(start).Round(time.Millisecond))
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	fmt.Fprintf(stdout, `%s (%s schema): %d articles, %d gold toponyms with coordinates
geocoding, gold spans:  acc@161km %.3f  mean %.0f km  median %.1f km  resolved %.3f
end to end:             acc@161km %.3f
recognition:            P %.3f  R %.3f  F1 %.3f  (overlap F1 %.3f)
gazetteer ceiling:      by GeoNames id %.3f  by candidate names %.3f
`, *gold, sc.Schema, sc.Articles, sc.GoldToponyms, sc.Acc161, sc.MeanKm, sc.MedianKm, sc.Resolved,
		sc.Acc161EndToEnd, sc.ToponymPrecision, sc.ToponymRecall, sc.ToponymF1, sc.ToponymF1Overlap,
		sc.CeilingID, sc.CeilingCandidates)
	return nil
}

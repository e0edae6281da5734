// Package geo scores the place stage on geoparsing corpora in the LGL/TR-News,
// GeoWebNews and GeoVirus XML schemas (`sitrep eval geo`).
package geo

import (
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"sitrep/doc"
	"sitrep/eval"
	"sitrep/internal/datafile"
	"sitrep/text"
	"sitrep/where"
)

// Toponym is one gold toponym: a byte span of its article's text and,
// when the annotators resolved it, its coordinates and GeoNames id.
type Toponym struct {
	doc.Span
	Phrase     string
	Lat, Lon   float64
	HasCoords  bool
	GeonamesID int
	Type       string // GeoWebNews toponym type (Literal, Metonymic, ...); "" for LGL
}

// Article is one article of a geoparsing corpus.
type Article struct {
	ID        string
	Text      string
	Toponyms  []Toponym
	Mismatch  int // gold spans whose text differs from the phrase (offset trouble)
	Published string
}

// Read reads a geoparsing corpus in the LGL/TR-News schema
// (<toponym><start><end><phrase><gaztag geonameid><lat><lon>), the
// GeoWebNews schema (<toponym><extractedName><type><start><end>
// <geonamesID><latitude><longitude>) or the GeoVirus one (<location><name>
// <start><end><lat><lon>), plain or gzipped, and says which it found.
// Offsets count characters; they are converted to byte offsets here.
func Read(name string) ([]Article, string, error) {
	r, err := datafile.Open(name)
	if err != nil {
		return nil, "", err
	}
	defer r.Close()
	var corpus struct {
		Articles []struct {
			DocID    string `xml:"docid,attr"`
			File     string `xml:"file,attr"`
			Text     string `xml:"text"`
			DLTime   string `xml:"dltime"`
			Toponyms []struct {
				Start         string `xml:"start"`
				End           string `xml:"end"`
				Phrase        string `xml:"phrase"`
				ExtractedName string `xml:"extractedName"`
				Type          string `xml:"type"`
				GeonamesID    string `xml:"geonamesID"`
				Latitude      string `xml:"latitude"`
				Longitude     string `xml:"longitude"`
				Gaztag        *struct {
					ID  string `xml:"geonameid,attr"`
					Lat string `xml:"lat"`
					Lon string `xml:"lon"`
				} `xml:"gaztag"`
			} `xml:"toponyms>toponym"`
			Locations []struct {
				Name  string `xml:"name"`
				Start string `xml:"start"`
				End   string `xml:"end"`
				Lat   string `xml:"lat"`
				Lon   string `xml:"lon"`
			} `xml:"locations>location"`
		} `xml:"article"`
	}
	if err := xml.NewDecoder(r).Decode(&corpus); err != nil {
		return nil, "", fmt.Errorf("parse %s: %w", name, err)
	}
	schema := "lgl"
	var out []Article
	for ai, a := range corpus.Articles {
		art := Article{ID: a.DocID, Text: a.Text, Published: a.DLTime}
		if art.ID == "" {
			art.ID = a.File
		}
		if art.ID == "" {
			art.ID = strconv.Itoa(ai)
		}
		offs := runeOffsets(a.Text)
		for _, l := range a.Locations {
			// GeoVirus: <location><name><start><end><lat><lon><page>.
			schema = "geovirus"
			sp, ok := charSpan(offs, l.Start, l.End)
			if !ok {
				art.Mismatch++
				continue
			}
			g := Toponym{Span: sp, Phrase: l.Name}
			g.Lat, g.Lon, g.HasCoords = coords(l.Lat, l.Lon)
			if a.Text[g.Start:g.End] != g.Phrase {
				art.Mismatch++
			}
			art.Toponyms = append(art.Toponyms, g)
		}
		for _, t := range a.Toponyms {
			sp, ok := charSpan(offs, t.Start, t.End)
			if !ok {
				art.Mismatch++
				continue
			}
			g := Toponym{Span: sp, Phrase: t.Phrase, Type: t.Type}
			if t.ExtractedName != "" || t.Type != "" {
				schema = "geowebnews"
				g.Phrase = t.ExtractedName
			}
			lat, lon, id := t.Latitude, t.Longitude, t.GeonamesID
			if t.Gaztag != nil {
				lat, lon, id = t.Gaztag.Lat, t.Gaztag.Lon, t.Gaztag.ID
			}
			g.Lat, g.Lon, g.HasCoords = coords(lat, lon)
			g.GeonamesID, _ = strconv.Atoi(strings.TrimSpace(id))
			if a.Text[g.Start:g.End] != g.Phrase {
				art.Mismatch++
			}
			art.Toponyms = append(art.Toponyms, g)
		}
		out = append(out, art)
	}
	return out, schema, nil
}

// charSpan converts a gold span given in characters to bytes; false when
// it is malformed or runs past the text.
func charSpan(offs []int, start, end string) (doc.Span, bool) {
	s, err1 := strconv.Atoi(strings.TrimSpace(start))
	e, err2 := strconv.Atoi(strings.TrimSpace(end))
	if err1 != nil || err2 != nil || s < 0 || e < s || e >= len(offs) {
		return doc.Span{}, false
	}
	return doc.Span{Start: offs[s], End: offs[e]}, true
}

// coords parses a gold latitude and longitude; false unless both parse.
func coords(lat, lon string) (la, lo float64, ok bool) {
	la, err1 := strconv.ParseFloat(strings.TrimSpace(lat), 64)
	lo, err2 := strconv.ParseFloat(strings.TrimSpace(lon), 64)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return la, lo, true
}

// runeOffsets maps a character offset to a byte offset, one past the end
// included.
func runeOffsets(s string) []int {
	offs := make([]int, 0, len(s)+1)
	for i := range s {
		offs = append(offs, i)
	}
	return append(offs, len(s))
}

// Scores is what `sitrep eval geo --json` prints.
type Scores struct {
	File         string `json:"-"` // the gold file, named in the text form
	Schema       string `json:"schema"`
	Articles     int    `json:"articles"`
	GoldToponyms int    `json:"gold_toponyms"` // gold toponyms with coordinates

	// Geocoding given the gold spans (the usual geocoding figure).
	Acc161   float64 `json:"acc161"`    // share of gold toponyms resolved within 161 km
	MeanKm   float64 `json:"mean_km"`   // over resolved gold toponyms
	MedianKm float64 `json:"median_km"` // over resolved gold toponyms
	Resolved float64 `json:"resolved"`  // share of gold toponyms the resolver placed at all

	// Recognition and resolution from raw text.
	Acc161EndToEnd   float64 `json:"acc161_end_to_end"` // share of gold toponyms found (span overlap) and resolved within 161 km
	ToponymPrecision float64 `json:"toponym_precision"` // exact span match
	ToponymRecall    float64 `json:"toponym_recall"`
	ToponymF1        float64 `json:"toponym_f1"`
	ToponymF1Overlap float64 `json:"toponym_f1_overlap"` // a predicted span overlapping a gold one counts

	// Ceilings of the gazetteer.
	CeilingID         float64 `json:"ceiling_id"`         // gold GeoNames id present in the gazetteer and within 161 km of the gold point
	CeilingCandidates float64 `json:"ceiling_candidates"` // some entry the gold phrase may name lies within 161 km
	SpanMismatches    int     `json:"span_mismatches"`    // gold spans whose text differs from their phrase
}

// Score geoparses every article with r and scores it against the gold.
// Recognition is scored against all gold toponyms that have coordinates
// (for GeoWebNews that leaves out its non-toponym expressions, demonyms,
// homonyms and language names); geocoding against the same set.
//
// prepare runs before the resolver on each story of the end to end
// measurement, as the stages before the place stage do in the pipeline;
// nil means the text stage alone, which gives the resolver its tokens.
func Score(r *where.Resolver, arts []Article, schema string, prepare eval.Annotator) Scores {
	if prepare == nil {
		prepare = text.New()
	}
	sc := Scores{Schema: schema, Articles: len(arts)}
	var dists []float64
	var hit161, hitE2E, ceilID, ceilCand int
	var tp, tpOverlap, nPred, nGold int
	g := r.Gazetteer()
	for _, a := range arts {
		st := &doc.Story{ID: a.ID, Text: a.Text}
		var gold []Toponym
		var spans []doc.Span
		for _, t := range a.Toponyms {
			if t.HasCoords {
				gold = append(gold, t)
				spans = append(spans, t.Span)
			}
		}
		sc.SpanMismatches += a.Mismatch
		sc.GoldToponyms += len(gold)
		places, ok := r.ResolveSpans(st, spans)
		for i, t := range gold {
			if ok[i] {
				d := Haversine(t.Lat, t.Lon, places[i].Lat, places[i].Lon)
				dists = append(dists, d)
				if d <= 161 {
					hit161++
				}
			}
			if e := g.ByID(t.GeonamesID); e != nil && t.GeonamesID != 0 && Haversine(t.Lat, t.Lon, e.Lat, e.Lon) <= 161 {
				ceilID++
			}
			for _, e := range r.Candidates(a.Text, t.Span) {
				if Haversine(t.Lat, t.Lon, e.Lat, e.Lon) <= 161 {
					ceilCand++
					break
				}
			}
		}
		if e, ok := endToEnd(r, prepare, st, gold); ok {
			nPred += e.pred
			nGold += len(gold)
			tp += e.tp
			tpOverlap += e.tpOverlap
			hitE2E += e.hit161
		}
	}
	n := float64(max(sc.GoldToponyms, 1))
	sc.Acc161 = float64(hit161) / n
	sc.Acc161EndToEnd = float64(hitE2E) / n
	sc.Resolved = float64(len(dists)) / n
	sc.CeilingID = float64(ceilID) / n
	sc.CeilingCandidates = float64(ceilCand) / n
	if len(dists) > 0 {
		sum := 0.0
		for _, d := range dists {
			sum += d
		}
		sc.MeanKm = sum / float64(len(dists))
		sort.Float64s(dists)
		sc.MedianKm = dists[len(dists)/2]
		if len(dists)%2 == 0 {
			sc.MedianKm = (dists[len(dists)/2-1] + dists[len(dists)/2]) / 2
		}
	}
	sc.ToponymPrecision, sc.ToponymRecall, sc.ToponymF1 = eval.PRF(tp, nPred, nGold)
	_, _, sc.ToponymF1Overlap = eval.PRF(tpOverlap, nPred, nGold)
	for _, f := range []*float64{&sc.Acc161, &sc.Acc161EndToEnd, &sc.Resolved, &sc.CeilingID, &sc.CeilingCandidates, &sc.ToponymPrecision, &sc.ToponymRecall, &sc.ToponymF1, &sc.ToponymF1Overlap} {
		*f = math.Round(*f*10000) / 10000
	}
	sc.MeanKm = math.Round(sc.MeanKm*10) / 10
	sc.MedianKm = math.Round(sc.MedianKm*10) / 10
	return sc
}

// WriteText writes the scores for a reader.
func (sc Scores) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, `%s (%s schema): %d articles, %d gold toponyms with coordinates
geocoding, gold spans:  acc@161km %.3f  mean %.0f km  median %.1f km  resolved %.3f
end to end:             acc@161km %.3f
recognition:            P %.3f  R %.3f  F1 %.3f  (overlap F1 %.3f)
gazetteer ceiling:      by GeoNames id %.3f  by candidate names %.3f
`, sc.File, sc.Schema, sc.Articles, sc.GoldToponyms, sc.Acc161, sc.MeanKm, sc.MedianKm, sc.Resolved,
		sc.Acc161EndToEnd, sc.ToponymPrecision, sc.ToponymRecall, sc.ToponymF1, sc.ToponymF1Overlap,
		sc.CeilingID, sc.CeilingCandidates)
	return err
}

// EnvGazetteer names the environment variable LoadResolver reads when
// given no directory.
const EnvGazetteer = where.EnvGazetteer

// LoadResolver returns the place stage with the gazetteer in dir (written
// by `sitrep geo import`); "" means $SITREP_GAZETTEER, else the embedded one.
func LoadResolver(dir string) (*where.Resolver, error) {
	return where.New(where.DefaultDir(dir))
}

// e2eCounts are one article's end-to-end tallies.
type e2eCounts struct{ pred, tp, tpOverlap, hit161 int }

// endToEnd geoparses the article's raw text (prepare first, when given)
// and counts its toponyms (places inferred from institutions are none of
// the text's), those with a gold span, those overlapping one, and the gold
// toponyms found within 161 km; ok is false when a stage failed.
func endToEnd(r *where.Resolver, prepare eval.Annotator, st *doc.Story, gold []Toponym) (e2eCounts, bool) {
	var c e2eCounts
	if prepare != nil {
		if err := prepare.Annotate(st); err != nil {
			return c, false
		}
	}
	if err := r.Annotate(st); err != nil {
		return c, false
	}
	toponyms := st.Places[:0]
	for _, p := range st.Places {
		if p.Inferred == "" {
			toponyms = append(toponyms, p)
		}
	}
	st.Places = toponyms
	c.pred = len(st.Places)
	goldSpan := map[doc.Span]bool{}
	for _, t := range gold {
		goldSpan[t.Span] = true
	}
	for _, p := range st.Places {
		if goldSpan[p.Span] {
			c.tp++
		}
		for _, t := range gold {
			if p.Span.Overlaps(t.Span) {
				c.tpOverlap++
				break
			}
		}
	}
	for _, t := range gold {
		for _, p := range st.Places {
			if p.Span.Overlaps(t.Span) {
				if Haversine(t.Lat, t.Lon, p.Lat, p.Lon) <= 161 {
					c.hit161++
				}
				break
			}
		}
	}
	return c, true
}

// Haversine returns the great-circle distance in kilometres.
func Haversine(lat1, lon1, lat2, lon2 float64) float64 {
	const earth = 6371.0088
	rad := math.Pi / 180
	dlat := (lat2 - lat1) * rad
	dlon := (lon2 - lon1) * rad
	a := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * earth * math.Asin(math.Min(1, math.Sqrt(a)))
}

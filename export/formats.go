package export

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"sitrep/actor"
	"sitrep/doc"
	"sitrep/store"
)

// Formats lists the formats of NewEncoder; docs/SCHEMA.md maps their columns.
var Formats = []string{"acled", "gdelt", "plover", "geojson", "jsonl"}

// Encoder writes rows in one format. Close ends the output (a JSON array or
// a GeoJSON collection is closed then) and flushes it.
type Encoder interface {
	Encode(*Row) error
	Close() error
}

// NewEncoder returns an Encoder of format writing to w.
func NewEncoder(w io.Writer, format string) (Encoder, error) {
	switch format {
	case "acled":
		return newTableEncoder(w, ',', acledColumns, acledRecord)
	case "gdelt":
		return newTableEncoder(w, '\t', gdeltColumns, gdeltRecord)
	case "plover":
		return &arrayEncoder{w: w, open: "[\n", close: "]\n", item: ploverRecord}, nil
	case "geojson":
		return &arrayEncoder{w: w, open: `{"type":"FeatureCollection","features":[` + "\n", close: "]}\n", item: geoFeature}, nil
	case "jsonl":
		return &jsonlEncoder{enc: newJSON(w)}, nil
	}
	return nil, fmt.Errorf("unknown export format %q (want %s)", format, strings.Join(Formats, ", "))
}

func newJSON(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

// tableEncoder writes CSV, or TSV, with a header line.
type tableEncoder struct {
	csv    *csv.Writer // nil for TSV
	w      io.Writer
	record func(*Row) []string
}

func newTableEncoder(w io.Writer, comma rune, header []string, record func(*Row) []string) (*tableEncoder, error) {
	t := &tableEncoder{w: w, record: record}
	if comma != '\t' {
		t.csv = csv.NewWriter(w)
		t.csv.Comma = comma
	}
	return t, t.write(header)
}

func (t *tableEncoder) Encode(r *Row) error { return t.write(t.record(r)) }

// tsvClean makes a value one TSV field: TSV as GDELT writes it has no
// quoting, so tabs and line breaks become spaces.
var tsvClean = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")

func (t *tableEncoder) write(fields []string) error {
	if t.csv != nil {
		return t.csv.Write(fields)
	}
	for i, f := range fields {
		fields[i] = tsvClean.Replace(f)
	}
	_, err := io.WriteString(t.w, strings.Join(fields, "\t")+"\n")
	return err
}

func (t *tableEncoder) Close() error {
	if t.csv == nil {
		return nil
	}
	t.csv.Flush()
	return t.csv.Error()
}

// arrayEncoder writes a JSON array of one object per row, one per line.
type arrayEncoder struct {
	w           io.Writer
	open, close string
	item        func(*Row) any
	n           int
}

func (a *arrayEncoder) Encode(r *Row) error {
	sep := ",\n"
	if a.n == 0 {
		sep = a.open
	}
	a.n++
	b, err := json.Marshal(a.item(r))
	if err != nil {
		return err
	}
	_, err = io.WriteString(a.w, sep+string(b))
	return err
}

func (a *arrayEncoder) Close() error {
	s := "\n" + a.close
	if a.n == 0 {
		s = a.open + a.close
	}
	_, err := io.WriteString(a.w, s)
	return err
}

// jsonlEncoder writes a cluster as the store returns it (its figures and
// every member with its story), a story's event as its record with its
// cluster.
type jsonlEncoder struct{ enc *json.Encoder }

func (j *jsonlEncoder) Encode(r *Row) error {
	if r.Cluster != nil {
		return j.enc.Encode(r.Cluster)
	}
	return j.enc.Encode(&r.Event)
}

func (j *jsonlEncoder) Close() error { return nil }

var acledColumns = []string{
	"event_id_cnty", "event_date", "year", "time_precision", "event_type", "sub_event_type",
	"actor1", "assoc_actor_1", "inter1", "actor2", "assoc_actor_2", "inter2", "interaction",
	"iso3", "country", "admin1", "admin2", "admin3", "location", "latitude", "longitude", "geo_precision",
	"source", "source_scale", "notes", "fatalities",
	// sitrep's own, after ACLED's
	"fatalities_low", "fatalities_high", "injured", "arrested", "plover", "cluster", "stories", "story_ids",
}

func acledRecord(r *Row) []string {
	ev := &r.Event
	date, _ := store.DayRange(ev.Time)
	year := ""
	if date != "" {
		year = date[:4]
	}
	i1, i2 := inter(ev.Actor, &ev.Event, true), inter(ev.Target, &ev.Event, false)
	interaction := ""
	switch {
	case i1 > 0 && i2 > 0:
		interaction = strconv.Itoa(10*min(i1, i2) + max(i1, i2))
	case i1 > 0 || i2 > 0:
		interaction = strconv.Itoa(10 * max(i1, i2))
	}
	p := ev.Place
	if p == nil {
		p = &doc.Where{}
	}
	var lat, lon string
	if ev.Place != nil {
		lat, lon = coord(p.Lat), coord(p.Lon)
	}
	k := ev.Killed
	if k == nil {
		k = &doc.Count{}
	}
	return []string{
		r.ID, date, year, acledTimePrecision(ev.Time, date), ev.Type.AcledEventType, ev.Type.AcledSubEventType,
		partyName(ev.Actor), "", itoaNonZero(i1), partyName(ev.Target), "", itoaNonZero(i2), interaction,
		p.Country, actor.CountryName(p.Country), p.Admin1, p.Admin2, "", p.Name, lat, lon, acledGeoPrecision(ev.Place),
		strings.Join(sources(r), "; "), "", r.Notes, strconv.Itoa(k.Best),
		strconv.Itoa(k.Low), strconv.Itoa(k.High), strconv.Itoa(best(ev.Injured)), strconv.Itoa(best(ev.Arrested)),
		ev.Type.Plover, ev.Cluster, strconv.Itoa(len(r.Stories)), strings.Join(storyIDs(r), " "),
	}
}

// acledTimePrecision: 1 the day is known, 2 the week, 3 the month or less.
func acledTimePrecision(w *doc.When, date string) string {
	switch {
	case date == "":
		return ""
	case w.Precision == doc.PrecisionDay:
		return "1"
	case w.Precision == doc.PrecisionWeek:
		return "2"
	}
	return "3"
}

// acledGeoPrecision: 1 the town is known, 2 its district, 3 the province
// or less.
func acledGeoPrecision(p *doc.Where) string {
	if p == nil {
		return ""
	}
	switch p.Precision {
	case doc.PrecisionPoint:
		return "1"
	case doc.PrecisionAdmin2:
		return "2"
	}
	return "3"
}

// inter is ACLED's actor type code of a party from its PLOVER sector: 1
// state forces, 2 rebels, 3 political militias and other armed groups, 5
// rioters and 6 protesters (the actor of a protest), 7 civilians, 8 external
// and other forces; 0 when unknown.
func inter(p *doc.Party, ev *doc.Event, actor bool) int {
	if p == nil {
		return 0
	}
	if actor && ev.Type.Plover == "PROTEST" {
		if ev.Type.Mode == "riot" {
			return 5
		}
		return 6
	}
	switch p.Sector {
	case "GOV", "MIL", "COP", "SPY", "JUD", "LEG", "UIS":
		return 1
	case "REB", "INS", "SEP":
		return 2
	case "UAF", "CRM":
		return 3
	case "CVL", "REF", "LAB", "EDU", "MED", "BUS", "AGR", "HLH", "REL", "ELI", "SET", "OPP", "PTY", "HRI", "ENV":
		return 7
	case "IGO", "IMG", "NGO", "NGM", "MNC", "DEV":
		return 8
	}
	return 0
}

var gdeltColumns = []string{
	"GLOBALEVENTID", "SQLDATE", "MonthYear", "Year", "FractionDate",
	"Actor1Name", "Actor1CountryCode", "Actor1Type1Code", "Actor2Name", "Actor2CountryCode", "Actor2Type1Code",
	"EventCode", "EventRootCode", "QuadClass", "NumMentions", "NumSources", "NumArticles",
	"ActionGeo_Type", "ActionGeo_FullName", "ActionGeo_CountryCode", "ActionGeo_ADM1Code",
	"ActionGeo_Lat", "ActionGeo_Long", "ActionGeo_FeatureID", "SOURCEURL",
}

func gdeltRecord(r *Row) []string {
	ev := &r.Event
	date, _ := store.DayRange(ev.Time)
	var sqlDate, monthYear, year, fraction string
	if t, err := time.Parse(time.DateOnly, date); err == nil {
		sqlDate, monthYear, year = t.Format("20060102"), t.Format("200601"), t.Format("2006")
		fraction = strconv.FormatFloat(float64(t.Year())+float64(t.YearDay())/365, 'f', 4, 64)
	}
	mentions := 0
	if r.Cluster != nil {
		for _, m := range r.Cluster.Members {
			mentions += max(1, len(m.Event.Mentions))
		}
	} else {
		mentions = max(1, len(ev.Mentions))
	}
	var geoType, fullName, lat, lon, feature string
	p := ev.Place
	if p != nil {
		geoType = gdeltGeoType(p)
		var parts []string
		for _, s := range []string{p.Name, p.Admin1, actor.CountryName(p.Country)} {
			if s != "" && (len(parts) == 0 || parts[len(parts)-1] != s) {
				parts = append(parts, s)
			}
		}
		fullName, lat, lon = strings.Join(parts, ", "), coord(p.Lat), coord(p.Lon)
		if p.GeonamesID != 0 {
			feature = strconv.Itoa(p.GeonamesID)
		}
	} else {
		p = &doc.Where{}
	}
	url := ""
	if len(r.Stories) > 0 {
		url = r.Stories[0].URL
	}
	return []string{
		r.ID, sqlDate, monthYear, year, fraction,
		strings.ToUpper(partyName(ev.Actor)), partyCountry(ev.Actor), partySector(ev.Actor),
		strings.ToUpper(partyName(ev.Target)), partyCountry(ev.Target), partySector(ev.Target),
		ev.Type.CameoRoot, ev.Type.CameoRoot, quadClass(ev.Type.CameoRoot),
		strconv.Itoa(mentions), strconv.Itoa(len(sources(r))), strconv.Itoa(len(r.Stories)),
		geoType, fullName, p.Country, p.Admin1, lat, lon, feature, url,
	}
}

// quadClass is GDELT's QuadClass of a CAMEO root: 1 verbal cooperation
// (01-05), 2 material cooperation (06-08), 3 verbal conflict (09-13), 4
// material conflict (14-20).
func quadClass(root string) string {
	n, err := strconv.Atoi(root)
	switch {
	case err != nil || n < 1 || n > 20:
		return ""
	case n <= 5:
		return "1"
	case n <= 8:
		return "2"
	case n <= 13:
		return "3"
	}
	return "4"
}

// gdeltGeoType is GDELT's ActionGeo_Type: 1 country, 2 US state, 3 US
// city, 4 world city, 5 world state.
func gdeltGeoType(p *doc.Where) string {
	us := p.Country == "USA"
	switch p.Precision {
	case doc.PrecisionCountry:
		return "1"
	case doc.PrecisionAdmin1:
		if us {
			return "2"
		}
		return "5"
	}
	if us {
		return "3"
	}
	return "4"
}

// ploverParty is an actor as PLOVER's records give one.
type ploverParty struct {
	ActorText string `json:"actorText"`
	Code      string `json:"code,omitempty"` // ISO 3166-1 alpha-3, or the organisation (IGO, NATO, ...)
	Sector    string `json:"sector,omitempty"`
	Name      string `json:"name,omitempty"`
}

type ploverLoc struct {
	Name       string  `json:"name"`
	Country    string  `json:"country,omitempty"`
	Admin1     string  `json:"admin1,omitempty"`
	Lat        float64 `json:"lat"`
	Lon        float64 `json:"lon"`
	GeonamesID int     `json:"geonamesID,omitempty"`
	Precision  string  `json:"precision"`
}

// ploverEvent is an event in the shape of PLOVER's records (the fields of
// its gold-standard records, with sitrep's additions after them).
type ploverEvent struct {
	ID        string        `json:"id"`
	Date      string        `json:"date"`
	Event     string        `json:"event"`
	Mode      string        `json:"mode,omitempty"`
	EventText string        `json:"eventText"`
	Text      string        `json:"text"`
	Source    []ploverParty `json:"source"`
	Target    []ploverParty `json:"target"`
	EventLoc  *ploverLoc    `json:"eventLoc,omitempty"`
	Dead      *int          `json:"dead,omitempty"`
	Injured   *int          `json:"injured,omitempty"`
	Arrested  *int          `json:"arrested,omitempty"`
	Language  string        `json:"language"`
	Coder     string        `json:"coder"`
	Version   string        `json:"version"`
	Cluster   string        `json:"cluster"`
	Stories   []string      `json:"stories"`
	Sources   []string      `json:"sources"`
	URLs      []string      `json:"urls"`
}

func ploverRecord(r *Row) any {
	ev := &r.Event
	date, _ := store.DayRange(ev.Time)
	out := ploverEvent{
		ID: r.ID, Date: date, Event: ev.Type.Plover, Mode: ev.Type.Mode, EventText: r.Trigger, Text: r.Notes,
		Source: ploverParties(ev.Actor), Target: ploverParties(ev.Target),
		Dead: count(ev.Killed), Injured: count(ev.Injured), Arrested: count(ev.Arrested),
		Language: "en", Coder: ev.Coder.Name, Version: ev.Coder.Version, Cluster: ev.Cluster,
		Stories: storyIDs(r), Sources: sources(r), URLs: urls(r),
	}
	if p := ev.Place; p != nil {
		out.EventLoc = &ploverLoc{Name: p.Name, Country: p.Country, Admin1: p.Admin1, Lat: p.Lat, Lon: p.Lon,
			GeonamesID: p.GeonamesID, Precision: p.Precision}
	}
	return out
}

func ploverParties(p *doc.Party) []ploverParty {
	if p == nil {
		return []ploverParty{}
	}
	code := p.Country
	if code == "" {
		code = p.Org
	}
	return []ploverParty{{ActorText: p.Text, Code: code, Sector: string(p.Sector), Name: p.Name}}
}

func count(c *doc.Count) *int {
	if c == nil {
		return nil
	}
	return &c.Best
}

// geoFeature is an event as a GeoJSON Feature: a Point where the event's
// place is known, a null geometry where it is not.
func geoFeature(r *Row) any {
	ev := &r.Event
	type point struct {
		Type        string     `json:"type"`
		Coordinates [2]float64 `json:"coordinates"`
	}
	var geometry *point
	props := map[string]any{
		"cluster": ev.Cluster, "plover": ev.Type.Plover, "mode": ev.Type.Mode, "cameo_root": ev.Type.CameoRoot,
		"acled_event_type": ev.Type.AcledEventType, "acled_sub_event_type": ev.Type.AcledSubEventType,
		"actor": partyName(ev.Actor), "actor_country": partyCountry(ev.Actor),
		"target": partyName(ev.Target), "target_country": partyCountry(ev.Target),
		"killed": best(ev.Killed), "injured": best(ev.Injured), "arrested": best(ev.Arrested),
		"stories": storyIDs(r), "sources": sources(r), "urls": urls(r), "notes": r.Notes,
	}
	if ev.Killed != nil {
		props["killed_low"], props["killed_high"] = ev.Killed.Low, ev.Killed.High
	}
	if date, end := store.DayRange(ev.Time); date != "" {
		props["date"], props["date_end"], props["time_precision"] = date, end, ev.Time.Precision
	}
	if p := ev.Place; p != nil {
		geometry = &point{Type: "Point", Coordinates: [2]float64{p.Lon, p.Lat}}
		props["place"], props["country"], props["admin1"], props["admin2"] = p.Name, p.Country, p.Admin1, p.Admin2
		props["geo_precision"] = p.Precision
	}
	return struct {
		Type       string         `json:"type"`
		ID         string         `json:"id"`
		Geometry   *point         `json:"geometry"`
		Properties map[string]any `json:"properties"`
	}{"Feature", r.ID, geometry, props}
}

// partyName is how a party is named in a row: its canonical name, else its words.
func partyName(p *doc.Party) string {
	switch {
	case p == nil:
		return ""
	case p.Name != "":
		return p.Name
	}
	return strings.Join(strings.Fields(p.Text), " ")
}

func partyCountry(p *doc.Party) string {
	if p == nil {
		return ""
	}
	return p.Country
}

func partySector(p *doc.Party) string {
	if p == nil {
		return ""
	}
	return string(p.Sector)
}

func best(c *doc.Count) int {
	if c == nil {
		return 0
	}
	return c.Best
}

func coord(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }

func itoaNonZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// sources are the distinct outlets of a row's stories; a story without one
// is named by its URL, else its ID.
func sources(r *Row) []string {
	var out []string
	seen := map[string]bool{}
	for _, st := range r.Stories {
		s := st.Source
		if s == "" {
			s = st.URL
		}
		if s == "" {
			s = st.ID
		}
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

func storyIDs(r *Row) []string {
	out := make([]string, len(r.Stories))
	for i, st := range r.Stories {
		out[i] = st.ID
	}
	return out
}

func urls(r *Row) []string {
	out := []string{}
	for _, st := range r.Stories {
		if st.URL != "" {
			out = append(out, st.URL)
		}
	}
	return out
}

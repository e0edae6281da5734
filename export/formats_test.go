package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/store"
)

// clusterOfTwo is a cluster of two stories' reports of one attack, written
// for these tests.
func clusterOfTwo() store.Cluster {
	ev := func(id, story string, killed int) store.Event {
		return store.Event{Cluster: "7", Event: doc.Event{
			ID: id, StoryID: story, Coder: doc.Coder{Name: "sitrep", Version: "t"},
			Type:    doc.EventType{Plover: "ASSAULT", Mode: "firearms", CameoRoot: "18", AcledEventType: "Violence against civilians", AcledSubEventType: "Attack"},
			Actor:   &doc.Party{Text: "gunmen", Actor: doc.Actor{Sector: "UAF"}},
			Target:  &doc.Party{Text: "villagers", Actor: doc.Actor{Country: "NGA", Sector: "CVL"}},
			Time:    &doc.When{Date: "2023-02", Precision: doc.PrecisionMonth},
			Place:   &doc.Where{Name: "Jos", Country: "NGA", Admin1: "Plateau", Lat: 9.8965, Lon: 8.8583, Precision: doc.PrecisionPoint, GeonamesID: 2335953},
			Killed:  &doc.Count{Best: killed, Low: killed, High: killed},
			Trigger: doc.Span{Start: 7, End: 13}, Evidence: []doc.Span{{Start: 0, End: 40}},
		}}
	}
	a, b := ev("s1-1", "s1", 12), ev("s2-1", "s2", 15)
	return store.Cluster{ID: "7", Date: "2023-02-01",
		Figures: dedup.Figures{Killed: &dedup.Figure{Best: 12, Low: 12, High: 15}},
		Members: []store.Member{
			{Event: a, Story: store.StoryRef{ID: "s1", Source: "Plateau Times", URL: "https://example.org/1", Published: time.Date(2023, 2, 3, 0, 0, 0, 0, time.UTC)}},
			{Event: b, Story: store.StoryRef{ID: "s2", Source: "", URL: "https://example.org/2"}},
		}}
}

func encode(t *testing.T, format string, rows ...Row) string {
	t.Helper()
	var b bytes.Buffer
	enc, err := NewEncoder(&b, format)
	if err != nil {
		t.Fatal(err)
	}
	for i := range rows {
		if err := enc.Encode(&rows[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := enc.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestACLED(t *testing.T) {
	row := clusterRow(clusterOfTwo())
	row.Notes = `Gunmen killed 12 villagers, "police" said`
	recs, err := csv.NewReader(strings.NewReader(encode(t, "acled", row))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for i, col := range recs[0] {
		got[col] = recs[1][i]
	}
	for col, want := range map[string]string{
		"event_id_cnty": "cluster-7", "event_date": "2023-02-01", "year": "2023", "time_precision": "3",
		"event_type": "Violence against civilians", "actor1": "gunmen", "inter1": "3", "actor2": "villagers",
		"inter2": "7", "interaction": "37", "iso3": "NGA", "country": "Nigeria", "admin1": "Plateau", "location": "Jos",
		"latitude": "9.8965", "longitude": "8.8583", "geo_precision": "1",
		"source": "Plateau Times; https://example.org/2", "notes": row.Notes,
		"fatalities": "12", "fatalities_low": "12", "fatalities_high": "15", "stories": "2", "story_ids": "s1 s2",
	} {
		if got[col] != want {
			t.Errorf("%s = %q, want %q", col, got[col], want)
		}
	}
}

func TestGDELT(t *testing.T) {
	row := clusterRow(clusterOfTwo())
	row.Event.Actor.Text = "gunmen\tin\ntrucks"
	lines := strings.Split(strings.TrimSuffix(encode(t, "gdelt", row), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want a header and one row", len(lines))
	}
	head, rec := strings.Split(lines[0], "\t"), strings.Split(lines[1], "\t")
	if len(head) != len(rec) {
		t.Fatalf("%d fields under %d columns: a tab or line break leaked", len(rec), len(head))
	}
	got := map[string]string{}
	for i, col := range head {
		got[col] = rec[i]
	}
	for col, want := range map[string]string{
		"SQLDATE": "20230201", "Actor1Name": "GUNMEN IN TRUCKS", "Actor2CountryCode": "NGA", "Actor2Type1Code": "CVL",
		"EventRootCode": "18", "QuadClass": "4", "NumSources": "2", "NumArticles": "2", "ActionGeo_Type": "4",
		"ActionGeo_FullName": "Jos, Plateau, Nigeria", "ActionGeo_FeatureID": "2335953", "SOURCEURL": "https://example.org/1",
	} {
		if got[col] != want {
			t.Errorf("%s = %q, want %q", col, got[col], want)
		}
	}
	for root, quad := range map[string]string{"01": "1", "05": "1", "06": "2", "08": "2", "09": "3", "13": "3", "14": "4", "20": "4", "": "", "99": ""} {
		if q := quadClass(root); q != quad {
			t.Errorf("quadClass(%q) = %q, want %q", root, q, quad)
		}
	}
}

func TestJSONFormats(t *testing.T) {
	c := clusterOfTwo()
	row := clusterRow(c)
	// Empty outputs are valid documents too.
	for _, f := range []string{"plover", "geojson"} {
		var v any
		if err := json.Unmarshal([]byte(encode(t, f)), &v); err != nil {
			t.Errorf("%s with no rows: %v", f, err)
		}
	}
	var plover []ploverEvent
	if err := json.Unmarshal([]byte(encode(t, "plover", row, row)), &plover); err != nil {
		t.Fatal(err)
	}
	if len(plover) != 2 || plover[0].Event != "ASSAULT" || *plover[0].Dead != 12 || plover[0].Source[0].Sector != "UAF" ||
		plover[0].Target[0].Code != "NGA" || len(plover[0].Stories) != 2 {
		t.Errorf("plover record %+v", plover[0])
	}
	noPlace := row
	noPlace.Event.Place = nil
	var fc struct {
		Features []struct {
			ID       string
			Geometry *struct {
				Type        string
				Coordinates []float64
			}
			Properties map[string]any
		}
	}
	if err := json.Unmarshal([]byte(encode(t, "geojson", row, noPlace)), &fc); err != nil {
		t.Fatal(err)
	}
	f := fc.Features[0]
	if f.Geometry == nil || f.Geometry.Type != "Point" || f.Geometry.Coordinates[0] != 8.8583 || f.Geometry.Coordinates[1] != 9.8965 {
		t.Errorf("geometry %+v, want Point [lon, lat]", f.Geometry)
	}
	if f.Properties["killed_high"] != 15.0 || f.Properties["date"] != "2023-02-01" {
		t.Errorf("properties %v", f.Properties)
	}
	if fc.Features[1].Geometry != nil {
		t.Errorf("an event without a place has geometry %+v, want null", fc.Features[1].Geometry)
	}
	var got store.Cluster
	if err := json.Unmarshal([]byte(encode(t, "jsonl", row)), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Members) != 2 || got.Figures.Killed.High != 15 {
		t.Errorf("jsonl cluster %+v", got)
	}
	if _, err := NewEncoder(&bytes.Buffer{}, "xls"); err == nil {
		t.Error("unknown format accepted")
	}
}

package acled

import (
	"bytes"
	"compress/gzip"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/internal/gold"
)

// Headers and rows written for these tests in the three ACLED layouts.
const currentCSV = `data_id,iso,event_id_cnty,notes,fatalities,timestamp
1,4,AFG1,"On 1 May, two soldiers were killed, officials said.",2,1589
2,4,AFG2,Protesters marched.,0,1589
3,4,AFG3,"Police said ""several"" died",1,1589
4,4,AFG4,truncated row with no count,
`

const oldUpperCSV = `GWNO,EVENT_ID_CNTY,NOTES,FATALITIES
750,1IND,Three people died.,3
750,2IND,A rally was held.,0
`

const oldLowerCSV = `,actor1,event_id_cnty,notes,fatalities
0,Police,1RTA,One man was shot dead.,1
`

func TestReadNotesSchemas(t *testing.T) {
	for _, tc := range []struct {
		name    string
		csv     string
		want    []Record
		skipped int
	}{
		{"current", currentCSV, []Record{
			{Row: 1, ID: "AFG1", Notes: "On 1 May, two soldiers were killed, officials said.", Fatalities: 2},
			{Row: 2, ID: "AFG2", Notes: "Protesters marched.", Fatalities: 0},
			{Row: 3, ID: "AFG3", Notes: `Police said "several" died`, Fatalities: 1},
		}, 1},
		{"old upper-case", oldUpperCSV, []Record{
			{Row: 1, ID: "1IND", Notes: "Three people died.", Fatalities: 3},
			{Row: 2, ID: "2IND", Notes: "A rally was held.", Fatalities: 0},
		}, 0},
		{"old with blank first column", "\ufeff" + oldLowerCSV, []Record{
			{Row: 1, ID: "1RTA", Notes: "One man was shot dead.", Actor1: "Police", Fatalities: 1},
		}, 0},
	} {
		got, skipped, err := read(strings.NewReader(tc.csv))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if skipped != tc.skipped {
			t.Errorf("%s: skipped %d, want %d", tc.name, skipped, tc.skipped)
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%s: %d notes, want %d: %+v", tc.name, len(got), len(tc.want), got)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: note %d = %+v, want %+v", tc.name, i, got[i], tc.want[i])
			}
		}
	}
}

func TestReadNotesErrors(t *testing.T) {
	if _, _, err := read(strings.NewReader("a,b,c\n1,2,3\n")); err == nil {
		t.Error("a CSV without notes and fatalities columns should fail")
	}
	if _, _, err := read(strings.NewReader("")); err == nil {
		t.Error("an empty file should fail")
	}
	if _, _, err := ReadNotes(filepath.Join(t.TempDir(), "missing.csv")); err == nil {
		t.Error("a missing file should fail")
	}
}

func TestReadNotesGzip(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(oldUpperCSV))
	zw.Close()
	name := filepath.Join(t.TempDir(), "x.csv.gz")
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	got, _, err := ReadNotes(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Fatalities != 3 {
		t.Errorf("gzip read %+v", got)
	}
}

func TestScoreFatalities(t *testing.T) {
	notes := []Record{
		{Notes: "a", Fatalities: 2}, // read 2: exact
		{Notes: "b", Fatalities: 0}, // read nothing: silent, outside the subset
		{Notes: "c", Fatalities: 0}, // read 0 stated: outside the subset, exact
		{Notes: "d", Fatalities: 0}, // read 5: a false positive
		{Notes: "e", Fatalities: 3}, // read nothing: a miss
		{Notes: "f", Fatalities: 4}, // read 1: wrong
	}
	read := map[string]struct {
		n     int
		found bool
	}{"a": {2, true}, "b": {0, false}, "c": {0, true}, "d": {5, true}, "e": {0, false}, "f": {1, true}}
	rep, misses := ScoreFatalities(notes, func(s string) (int, bool) { r := read[s]; return r.n, r.found })
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	if rep.Notes != 6 || rep.NotesWithNumber != 4 {
		t.Fatalf("notes %d with number %d, want 6 and 4", rep.Notes, rep.NotesWithNumber)
	}
	if !near(rep.FatalitiesExact, 1.0/4) {
		t.Errorf("fatalities_exact %v, want 0.25", rep.FatalitiesExact)
	}
	if !near(rep.FatalitiesExactAll, 3.0/6) {
		t.Errorf("fatalities_exact_all %v, want 0.5", rep.FatalitiesExactAll)
	}
	if rep.GoldPositive != 3 || rep.GoldPositiveFound != 2 || !near(rep.GoldPositiveExact, 1.0/3) {
		t.Errorf("gold positive %d found %d exact %v", rep.GoldPositive, rep.GoldPositiveFound, rep.GoldPositiveExact)
	}
	if rep.FalsePositive != 1 {
		t.Errorf("false positives %d, want 1", rep.FalsePositive)
	}
	if !near(rep.MeanAbsError, (0+5+3+3)/4.0) {
		t.Errorf("mean abs error %v, want 2.75", rep.MeanAbsError)
	}
	if len(misses) != 3 || misses[0].Note.Notes != "d" || misses[2].Predicted != 1 {
		t.Errorf("misses %+v", misses)
	}
	if empty, _ := ScoreFatalities(nil, nil); empty.FatalitiesExact != 0 || empty.Notes != 0 {
		t.Errorf("empty input: %+v", empty)
	}
}

// TestReadACLEDSamples reads every shared ACLED file: each schema must give
// its full row count with whole-number fatalities.
func TestReadACLEDSamples(t *testing.T) {
	for _, tc := range []struct {
		file string
		rows int // data rows in the file, including unreadable ones
	}{
		{"acled_samples/acled_global_2020-05_sample.csv.gz", 5071},
		{"acled_samples/acled_africa_2016-07_sample.csv.gz", 500},
		{"acled_samples/acled_asia_2015.csv.gz", 10194},
	} {
		path := gold.Path(t, tc.file)
		notes, skipped, err := ReadNotes(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(notes)+skipped != tc.rows || skipped > 1 {
			t.Errorf("%s: %d notes + %d skipped, want %d rows", tc.file, len(notes), skipped, tc.rows)
		}
		withNotes := 0
		for _, n := range notes {
			if strings.TrimSpace(n.Notes) != "" {
				withNotes++
			}
		}
		if withNotes < len(notes)*9/10 {
			t.Errorf("%s: only %d of %d rows have notes: wrong column?", tc.file, withNotes, len(notes))
		}
	}
}

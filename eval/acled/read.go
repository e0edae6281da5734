// Package acled scores the event coder on ACLED exports: event types,
// sub-event types, actors and deaths coded from each row's notes
// (`sitrep eval acled`), and the counter's reading of fatalities from the
// notes alone (`sitrep eval fatalities`). Both read the file with Read.
package acled

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"sitrep/internal/datafile"
)

// Record is one ACLED row as the scorers see it.
type Record struct {
	Row          int // 1-based data row in the file
	ID           string
	Notes        string
	Date         time.Time // zero when unreadable
	EventType    string    // "" when the file has no event_type column
	SubEventType string    // "" in the older schemas
	Actor1       string
	Fatalities   int
}

// dateLayouts are the ways ACLED's schemas write event_date.
var dateLayouts = []string{"2-Jan-06", "2 January 2006", "2006-01-02", "02/01/2006", "2-January-2006"}

// Read reads an ACLED export (CSV, gzipped when the name ends in .gz). The
// columns are found by name, case-insensitively, so the current schema
// (notes, fatalities) and the old ones (NOTES, FATALITIES, with GWNO and
// ally_actor columns) all read; the file must have the notes and
// fatalities columns and every column in need. Rows without a
// whole-number fatality count (a truncated last line, say) are skipped and
// counted in skipped.
func Read(name string, need ...string) (rows []Record, skipped int, err error) {
	rc, err := datafile.Open(name)
	if err != nil {
		return nil, 0, fmt.Errorf("read ACLED file: %w", err)
	}
	defer rc.Close()
	rows, skipped, err = read(rc, need...)
	if err != nil {
		return nil, 0, fmt.Errorf("read ACLED file %s: %w", name, err)
	}
	return rows, skipped, nil
}

func read(r io.Reader, need ...string) ([]Record, int, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = true
	col, err := datafile.CSVHeader(cr)
	if err != nil {
		return nil, 0, err
	}
	for _, k := range append([]string{"notes", "fatalities"}, need...) {
		if _, ok := col[k]; !ok {
			return nil, 0, errors.New("header has no " + k + " column: not an ACLED export")
		}
	}
	var out []Record
	skipped := 0
	for row := 1; ; row++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, 0, fmt.Errorf("row %d: %w", row, err)
		}
		get := func(k string) string {
			if i, ok := col[k]; ok && i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		if col["notes"] >= len(rec) || col["fatalities"] >= len(rec) {
			skipped++
			continue
		}
		n, err := strconv.Atoi(get("fatalities"))
		if err != nil || n < 0 {
			skipped++
			continue
		}
		r := Record{Row: row, ID: get("event_id_cnty"), Notes: get("notes"), EventType: get("event_type"),
			SubEventType: get("sub_event_type"), Actor1: get("actor1"), Fatalities: n}
		for _, layout := range dateLayouts {
			if t, err := time.Parse(layout, get("event_date")); err == nil {
				r.Date = t
				break
			}
		}
		out = append(out, r)
	}
	return out, skipped, nil
}

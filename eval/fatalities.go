package eval

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sitrep/internal/datafile"
)

// FatalityNote is one ACLED event as the fatality scorer sees it: the
// coder's note and the fatalities ACLED coded for it.
type FatalityNote struct {
	Row        int // 1-based data row in the file
	ID         string
	Notes      string
	Fatalities int
}

// ReadFatalityNotes reads an ACLED export (CSV, gzipped when the name ends
// in .gz) and returns its notes with their coded fatalities. The columns
// are found by name, case-insensitively, so the current schema (notes,
// fatalities) and the old ones (NOTES, FATALITIES, with GWNO and
// ally_actor columns) all read. Rows without a whole-number fatality count
// (a truncated last line, say) are skipped and counted in skipped.
func ReadFatalityNotes(name string) (notes []FatalityNote, skipped int, err error) {
	rc, err := datafile.Open(name)
	if err != nil {
		return nil, 0, fmt.Errorf("read ACLED file: %w", err)
	}
	defer rc.Close()
	notes, skipped, err = readFatalityNotes(rc)
	if err != nil {
		return nil, 0, fmt.Errorf("read ACLED file %s: %w", name, err)
	}
	return notes, skipped, nil
}

func readFatalityNotes(r io.Reader) ([]FatalityNote, int, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = true
	col, err := datafile.CSVHeader(cr)
	if err != nil {
		return nil, 0, err
	}
	notesCol, ok1 := col["notes"]
	fatCol, ok2 := col["fatalities"]
	if !ok1 || !ok2 {
		return nil, 0, errors.New("header has no notes and fatalities columns: not an ACLED export")
	}
	idCol, hasID := col["event_id_cnty"]
	var out []FatalityNote
	skipped := 0
	for row := 1; ; row++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, 0, fmt.Errorf("row %d: %w", row, err)
		}
		if notesCol >= len(rec) || fatCol >= len(rec) {
			skipped++
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(rec[fatCol]))
		if err != nil || n < 0 {
			skipped++
			continue
		}
		fn := FatalityNote{Row: row, Notes: rec[notesCol], Fatalities: n}
		if hasID && idCol < len(rec) {
			fn.ID = rec[idCol]
		}
		out = append(out, fn)
	}
	return out, skipped, nil
}

// FatalitiesReport is the result of `sitrep eval fatalities --json`.
//
// A note "states a number" when the counter reads a nonzero number of
// killed from it or ACLED coded a nonzero number for it. Taking the union
// charges the counter both for numbers it invents and for numbers it
// misses, while notes that say nothing of deaths (most of them, coded 0)
// do not inflate the score. A note that states "no one was killed" is left
// out of that subset: reading 0 from it is no harder than reading 0 from
// silence. FatalitiesExactAll scores every note, reading nothing as 0.
type FatalitiesReport struct {
	Notes              int     `json:"notes"`
	NotesWithNumber    int     `json:"notes_with_number"`
	FatalitiesExact    float64 `json:"fatalities_exact"`
	FatalitiesExactAll float64 `json:"fatalities_exact_all"`
	// GoldPositive notes are coded with at least one fatality; Found of them
	// got a nonzero reading, Exact of them the coded figure.
	GoldPositive      int     `json:"gold_positive"`
	GoldPositiveFound int     `json:"gold_positive_found"`
	GoldPositiveExact float64 `json:"gold_positive_exact"`
	// FalsePositive notes are coded 0 but read as nonzero.
	FalsePositive int `json:"false_positive"`
	// MeanAbsError is the mean |read - coded| over notes that state a number.
	MeanAbsError float64 `json:"mean_abs_error"`
	SkippedRows  int     `json:"skipped_rows"`
}

// FatalityMiss is a note whose reading differs from its coded figure.
type FatalityMiss struct {
	Note      FatalityNote
	Predicted int
	Found     bool
}

// ScoreFatalities reads every note with fatalities (the counter: number
// killed, and whether the note states one) and compares it with the coded
// figure. It returns the report and the misses among notes that state a
// number, in file order.
func ScoreFatalities(notes []FatalityNote, fatalities func(note string) (int, bool)) (FatalitiesReport, []FatalityMiss) {
	var rep FatalitiesReport
	var misses []FatalityMiss
	exact, exactAll, absErr := 0, 0, 0
	gpExact := 0
	for _, n := range notes {
		pred, found := fatalities(n.Notes)
		if !found {
			pred = 0
		}
		rep.Notes++
		if pred == n.Fatalities {
			exactAll++
		}
		if n.Fatalities > 0 {
			rep.GoldPositive++
			if pred > 0 {
				rep.GoldPositiveFound++
			}
			if pred == n.Fatalities {
				gpExact++
			}
		} else if pred > 0 {
			rep.FalsePositive++
		}
		if pred > 0 || n.Fatalities > 0 {
			rep.NotesWithNumber++
			d := pred - n.Fatalities
			if d < 0 {
				d = -d
			}
			absErr += d
			if d == 0 {
				exact++
			} else {
				misses = append(misses, FatalityMiss{Note: n, Predicted: pred, Found: found})
			}
		}
	}
	rep.FatalitiesExact = fatalFrac(exact, rep.NotesWithNumber)
	rep.FatalitiesExactAll = fatalFrac(exactAll, rep.Notes)
	rep.GoldPositiveExact = fatalFrac(gpExact, rep.GoldPositive)
	rep.MeanAbsError = fatalFrac(absErr, rep.NotesWithNumber)
	return rep, misses
}

// fatalFrac returns a/b, or 0 when b is 0.
func fatalFrac(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

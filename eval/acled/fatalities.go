package acled

import (
	"fmt"
	"io"

	"sitrep/doc"
	"sitrep/text"
)

// ReadNotes reads every row of an ACLED export with a fatality count
// (Read), notes or none: any schema with notes and fatalities columns.
func ReadNotes(name string) ([]Record, int, error) { return Read(name) }

// FatalityScores is the result of `sitrep eval fatalities --json`.
//
// A note "states a number" when the counter reads a nonzero number of
// killed from it or ACLED coded a nonzero number for it. Taking the union
// charges the counter both for numbers it invents and for numbers it
// misses, while notes that say nothing of deaths (most of them, coded 0)
// do not inflate the score. A note that states "no one was killed" is left
// out of that subset: reading 0 from it is no harder than reading 0 from
// silence. FatalitiesExactAll scores every note, reading nothing as 0.
type FatalityScores struct {
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

// Miss is a note whose reading differs from its coded figure.
type Miss struct {
	Note      Record
	Predicted int
	Found     bool
}

// ScoreFatalities reads every note with fatalities (the counter: number
// killed, and whether the note states one) and compares it with the coded
// figure. It returns the report and the misses among notes that state a
// number, in file order.
func ScoreFatalities(notes []Record, fatalities func(note string) (int, bool)) (FatalityScores, []Miss) {
	var rep FatalityScores
	var misses []Miss
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
				misses = append(misses, Miss{Note: n, Predicted: pred, Found: found})
			}
		}
	}
	rep.FatalitiesExact = fatalFrac(exact, rep.NotesWithNumber)
	rep.FatalitiesExactAll = fatalFrac(exactAll, rep.Notes)
	rep.GoldPositiveExact = fatalFrac(gpExact, rep.GoldPositive)
	rep.MeanAbsError = fatalFrac(absErr, rep.NotesWithNumber)
	return rep, misses
}

// Counter reads the number killed from a tokenised note, and whether the
// note states one, as the count stage (*count.Counter) does: what
// ScoreFatalities scores.
type Counter interface {
	Fatalities(st *doc.Story) (int, bool)
}

// NoteFatalities returns the reader ScoreFatalities takes: it tokenises a
// note with package text, as the pipeline's text stage does, and asks c.
// The count stage takes tokens only; eval holds the string entry point.
func NoteFatalities(c Counter) func(note string) (int, bool) {
	tok := text.New()
	return func(note string) (int, bool) {
		st := &doc.Story{Text: note}
		st.Sentences, st.Tokens = tok.Split(note)
		return c.Fatalities(st)
	}
}

// WriteText writes the scores for a reader.
func (rep FatalityScores) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "notes %d, stating a number %d (skipped rows %d)\n", rep.Notes, rep.NotesWithNumber, rep.SkippedRows)
	fmt.Fprintf(w, "fatalities exact  %.3f on notes stating a number, %.3f on all notes\n", rep.FatalitiesExact, rep.FatalitiesExactAll)
	fmt.Fprintf(w, "coded > 0         %d notes: %d read nonzero, exact %.3f\n", rep.GoldPositive, rep.GoldPositiveFound, rep.GoldPositiveExact)
	fmt.Fprintf(w, "coded 0, read > 0 %d notes\n", rep.FalsePositive)
	_, err := fmt.Fprintf(w, "mean abs error    %.2f on notes stating a number\n", rep.MeanAbsError)
	return err
}

// fatalFrac returns a/b, or 0 when b is 0.
func fatalFrac(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

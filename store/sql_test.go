package store

import (
	"errors"
	"strings"
	"testing"
)

// TestInChunks checks that rows are written rowsPerStatement a statement,
// in order, each statement's VALUES list matching its arguments, and that
// the first error stops the writing.
func TestInChunks(t *testing.T) {
	rows := make([][]any, 2*rowsPerStatement+7)
	for i := range rows {
		rows[i] = []any{i, "x"}
	}
	var sizes []int
	next := 0
	err := inChunks(rows, func(list string, args []any) error {
		if n := strings.Count(list, "?"); n != len(args) {
			t.Errorf("list %.30q... has %d parameters for %d arguments", list, n, len(args))
		}
		if !strings.HasPrefix(list, "(?, ?), (?, ?)") {
			t.Errorf("list %.30q...; want rows of two columns", list)
		}
		for k := 0; k < len(args); k += 2 {
			if args[k] != next {
				t.Fatalf("argument %d is row %v; want row %d", k, args[k], next)
			}
			next++
		}
		sizes = append(sizes, len(args)/2)
		return nil
	})
	if err != nil || len(sizes) != 3 || sizes[0] != rowsPerStatement || sizes[2] != 7 || next != len(rows) {
		t.Errorf("inChunks wrote statements of %v rows (%d in all), err %v; want %d, %d, 7", sizes, next, err, rowsPerStatement, rowsPerStatement)
	}
	calls, stop := 0, errors.New("stop")
	if err := inChunks(rows, func(string, []any) error { calls++; return stop }); err != stop || calls != 1 {
		t.Errorf("inChunks after an error: %d calls, err %v; want 1, stop", calls, err)
	}
	if err := inChunks(nil, func(string, []any) error { t.Error("a statement for no rows"); return nil }); err != nil {
		t.Error(err)
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
)

// report is what every scorer of eval/* returns: its JSON form is the
// object `sitrep eval NAME --json` prints; WriteText prints the same for a
// reader.
type report interface {
	WriteText(w io.Writer) error
}

// writeReport prints r as one JSON object on a line, or as text.
func writeReport(w io.Writer, asJSON bool, r report) error {
	if asJSON {
		return json.NewEncoder(w).Encode(r)
	}
	return r.WriteText(w)
}

// writeFile writes what write produces to the file name.
func writeFile(name string, write func(io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	return os.WriteFile(name, b.Bytes(), 0o644)
}

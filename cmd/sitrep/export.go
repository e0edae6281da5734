package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"sitrep/export"
	"sitrep/serve"
	"sitrep/store"
)

func init() {
	registerCommand(command{name: "export", summary: "write stored events as ACLED CSV, GDELT TSV, PLOVER, GeoJSON or JSON Lines", run: runExport})
}

func runExport(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("export [--db DSN] --format FORMAT [--per-story] [filters]", stderr)
	db := fs.String("db", store.DefaultPath, dbFlagUsage)
	format := fs.String("format", "", "`FORMAT`: "+strings.Join(export.Formats, ", ")+" (docs/SCHEMA.md maps the columns)")
	perStory := fs.Bool("per-story", false, "one row per story's event instead of one per incident (cluster)")
	out := fs.String("out", "", "write to `FILE` instead of stdout")
	filters := map[string]*string{
		"from":       fs.String("from", "", "only events dated from `YYYY-MM-DD`"),
		"to":         fs.String("to", "", "only events dated up to `YYYY-MM-DD`"),
		"country":    fs.String("country", "", "only events in the country with ISO 3166-1 alpha-3 `CODE`"),
		"plover":     fs.String("plover", "", "only events of the PLOVER `CATEGORY` (any case)"),
		"acled_type": fs.String("acled-type", "", "only events of the ACLED event `TYPE` (any case)"),
		"order":      fs.String("order", "", "`ORDER` of the rows: oldest (the default) or newest first, by event date"),
	}
	fs.Usage = func() {
		fmt.Fprintf(stderr, `Usage: sitrep export [--db DSN] --format FORMAT [--per-story] [filters]

Writes the stored events: by default one row per incident, a cluster of the
events that several stories tell, with reconciled figures and all its
sources; with --per-story one row per story's event (in jsonl, the event
records of docs/SCHEMA.md with story_id and cluster). The store is
%s in the current directory unless --db names another.

Flags:
`, store.DefaultPath)
		fs.PrintDefaults()
	}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return fmt.Errorf("export: unexpected argument %q: %w", rest[0], errUsage)
	}
	if *format == "" {
		return fmt.Errorf("export: --format is required: %s: %w", strings.Join(export.Formats, ", "), errUsage)
	}
	if _, err := export.NewEncoder(io.Discard, *format); err != nil {
		return fmt.Errorf("--format: %v: %w", err, errUsage)
	}
	q, err := exportFilters(filters)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s, err := openStored(ctx, *db)
	if err != nil {
		return err
	}
	defer s.Close()
	return writeExport(ctx, s, q, export.Options{Format: *format, PerStory: *perStory}, *out, stdout)
}

// exportFilters reads the filter flags as the API reads its parameters of
// the same names, so that "--country Kenya" or "--plover assault" is a usage
// error or the category meant, never an export that silently matches nothing.
func exportFilters(flags map[string]*string) (store.Query, error) {
	v := url.Values{}
	for name, val := range flags {
		if *val != "" {
			v.Set(name, *val)
		}
	}
	q, err := serve.ParseFilters(v)
	if err != nil {
		msg := err.Error()
		for name := range flags {
			msg = strings.Replace(msg, "parameter "+name+":", "--"+strings.ReplaceAll(name, "_", "-")+":", 1)
		}
		return q, fmt.Errorf("export: %s: %w", msg, errUsage)
	}
	return q, nil
}

// writeExport writes the export to stdout, or to the file out when one is
// named: through a temporary file renamed at the end, so that a failed export
// (a bad filter, a broken store) leaves an earlier file of that name whole.
func writeExport(ctx context.Context, s store.Store, q store.Query, opts export.Options, out string, stdout io.Writer) error {
	if out == "" {
		return encodeExport(ctx, stdout, s, q, opts)
	}
	// An existing file keeps its mode, and a symbolic link its target: the
	// file replaced is the one the link names.
	mode := os.FileMode(0o644) // what os.Create gives under the usual umask; CreateTemp gives 0600
	if real, err := filepath.EvalSymlinks(out); err == nil {
		out = real
		if fi, err := os.Stat(out); err == nil {
			mode = fi.Mode().Perm()
		}
	}
	f, err := os.CreateTemp(filepath.Dir(out), ".sitrep-export-*")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer os.Remove(f.Name()) // fails harmlessly once renamed
	err = f.Chmod(mode)
	if err == nil {
		err = encodeExport(ctx, f, s, q, opts)
	}
	if cerr := f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("export: %w", cerr)
	}
	if err != nil {
		return err
	}
	if err := os.Rename(f.Name(), out); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// encodeExport writes the export to w through a buffer.
func encodeExport(ctx context.Context, w io.Writer, s store.Store, q store.Query, opts export.Options) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := export.Write(ctx, bw, s, q, opts); err != nil {
		if errors.Is(err, store.ErrInvalidQuery) {
			return fmt.Errorf("export: %v: %w", err, errUsage)
		}
		return fmt.Errorf("export: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

package serve

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"sitrep/export"
)

// exportFiles gives each export format its media type and file name.
var exportFiles = map[string]struct{ mediaType, name string }{
	"acled":   {"text/csv; charset=utf-8", "sitrep-acled.csv"},
	"gdelt":   {"text/tab-separated-values; charset=utf-8", "sitrep-gdelt.tsv"},
	"plover":  {"application/json; charset=utf-8", "sitrep-plover.json"},
	"geojson": {"application/geo+json; charset=utf-8", "sitrep.geojson"},
	"jsonl":   {"application/x-ndjson; charset=utf-8", "sitrep-events.jsonl"},
}

// exportEvents answers GET /api/export: the events that the filters of
// /api/events select, in one of export.Formats, streamed as a download.
func (s *Server) exportEvents(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	format := v.Get("format")
	opt := export.Options{Format: format}
	if ps := v.Get("per_story"); ps != "" {
		var err error
		if opt.PerStory, err = strconv.ParseBool(ps); err != nil {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("parameter per_story: %q is not true or false", ps))
			return
		}
	}
	for _, p := range []string{"cursor", "limit"} {
		if v.Has(p) {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("parameter %s: an export has every selected event; it takes no %s", p, p))
			return
		}
	}
	v.Del("format")
	v.Del("per_story")
	q, err := parseQuery(v)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	file, ok := exportFiles[format]
	if !ok {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("parameter format: %q is not one of %s", format, strings.Join(export.Formats, ", ")))
		return
	}
	w.Header().Set("Content-Type", file.mediaType)
	w.Header().Set("Content-Disposition", `attachment; filename="`+file.name+`"`)
	cw := &countingWriter{w: w}
	bw := bufio.NewWriterSize(cw, 64<<10)
	err = export.Write(r.Context(), bw, s.cfg.Store, q, opt)
	if err == nil {
		err = bw.Flush()
	}
	switch {
	case err == nil:
	case cw.n == 0:
		w.Header().Del("Content-Disposition")
		s.serverError(w, r, fmt.Errorf("export: %w", err))
	default:
		// The status is sent: cut the connection, so that the client sees
		// a broken download rather than a short file it takes as whole.
		s.log.Error("export failed", "query", r.URL.RawQuery, "err", err)
		panic(http.ErrAbortHandler)
	}
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

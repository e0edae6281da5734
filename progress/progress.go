// Package progress draws a one-line progress bar on a terminal (or plain
// periodic lines elsewhere) for long jobs such as training and imports.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// Bar reports progress of a job of Total units. It is safe for concurrent use.
type Bar struct {
	mu      sync.Mutex
	w       io.Writer
	label   string
	total   int64
	done    int64
	start   time.Time
	last    time.Time
	tty     bool
	every   time.Duration
	suffix  string
	stopped bool
	quiet   bool // plain lines only once the job has run an interval
	drawn   bool // a line has been drawn
}

// New starts a bar writing to w. total may be 0 when unknown.
func New(w io.Writer, label string, total int64) *Bar {
	b := &Bar{w: w, label: label, total: total, start: time.Now(), every: 200 * time.Millisecond}
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			b.tty = true
		}
	}
	if !b.tty {
		b.every = 10 * time.Second
	}
	return b
}

// NewQuiet is New for a job that is often short, such as a command's
// whole run: when w is not a terminal, the first plain line comes only
// after the job has run one interval (10 s) and Finish draws only if a
// line was drawn, so a short job adds no lines to a log that scripts
// and tests read, while a long one still shows that it is working.
func NewQuiet(w io.Writer, label string, total int64) *Bar {
	b := New(w, label, total)
	if !b.tty {
		b.quiet = true
		b.last = b.start
	}
	return b
}

// Terminal reports whether the bar draws on a terminal, where a line
// written above it must first clear it.
func (b *Bar) Terminal() bool { return b.tty }

// Add records n more units done.
func (b *Bar) Add(n int64) { b.Set(b.done + n) }

// Set records that done units are finished.
func (b *Bar) Set(done int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done = done
	if now := time.Now(); now.Sub(b.last) >= b.every {
		b.last = now
		b.draw()
	}
}

// Note sets a short text shown after the counts, such as "dev LAS 0.812".
func (b *Bar) Note(s string) {
	b.mu.Lock()
	b.suffix = s
	b.mu.Unlock()
}

// Finish draws the final state and ends the line.
func (b *Bar) Finish() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stopped {
		return
	}
	b.stopped = true
	if b.quiet && !b.drawn {
		return
	}
	b.draw()
	if b.tty {
		fmt.Fprintln(b.w)
	}
}

func (b *Bar) draw() {
	b.drawn = true
	el := time.Since(b.start).Round(time.Second)
	var line string
	if b.total > 0 {
		frac := float64(b.done) / float64(b.total)
		if frac > 1 {
			frac = 1
		}
		const width = 30
		n := int(frac * width)
		line = fmt.Sprintf("%s [%s%s] %3.0f%% %d/%d %s", b.label, strings.Repeat("=", n),
			strings.Repeat(" ", width-n), 100*frac, b.done, b.total, el)
		if b.done > 0 && frac < 1 {
			left := time.Duration(float64(time.Since(b.start)) * (1 - frac) / frac).Round(time.Second)
			line += fmt.Sprintf(" (%s left)", left)
		}
	} else {
		line = fmt.Sprintf("%s %d %s", b.label, b.done, el)
	}
	if b.suffix != "" {
		line += " " + b.suffix
	}
	if b.tty {
		fmt.Fprintf(b.w, "\r\x1b[K%s", line)
	} else {
		fmt.Fprintln(b.w, line)
	}
}

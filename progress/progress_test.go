package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestBarPlain(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, "train", 10)
	b.Add(5)
	b.Note("loss 0.1")
	b.Set(10)
	b.Finish()
	out := buf.String()
	if !strings.Contains(out, "train [") || !strings.Contains(out, "100% 10/10") || !strings.Contains(out, "loss 0.1") {
		t.Fatalf("unexpected output %q", out)
	}
}

// TestBarQuietShort checks that a short job off a terminal writes nothing,
// so that a command's output in scripts and tests stays as it was.
func TestBarQuietShort(t *testing.T) {
	var buf bytes.Buffer
	b := NewQuiet(&buf, "stories", 0)
	b.Add(3)
	b.Finish()
	if buf.Len() != 0 {
		t.Fatalf("short quiet job wrote %q; want nothing", buf.String())
	}
}

// TestBarQuietLong checks that a job off a terminal that runs past one
// interval writes plain lines and a final one.
func TestBarQuietLong(t *testing.T) {
	var buf bytes.Buffer
	b := NewQuiet(&buf, "stories", 0)
	b.every = 10 * time.Millisecond
	time.Sleep(20 * time.Millisecond)
	b.Add(2)
	b.Add(1)
	b.Finish()
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "stories 2 ") || !strings.HasPrefix(lines[1], "stories 3 ") {
		t.Fatalf("long quiet job wrote %q; want a line at 2 stories and a final one at 3", buf.String())
	}
}

package progress

import (
	"bytes"
	"strings"
	"testing"
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

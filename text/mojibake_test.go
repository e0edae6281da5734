package text

import (
	"strings"
	"testing"

	"sitrep/doc"
)

// mis builds the Windows-1252 reading of a General Punctuation mark's
// UTF-8 bytes, as a wrongly decoded feed carries it.
func mis(third string) string { return "\u00e2\u20ac" + third }

// TestRepairMojibake: quotes, apostrophes and dashes read as Windows-1252
// come back as the marks, each padded to its old length, so offsets hold;
// the pad stands before a mark a word follows, after it otherwise.
func TestRepairMojibake(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"the mayor said: " + mis("œ") + "we stay." + mis("\ufffd") + " then left",
			"the mayor said:     “we stay.”      then left"},
		{"the guild" + mis("™") + "s hall", "the guild     ’s hall"},
		{"two towns " + mis("”") + " both small", "two towns —      both small"},
		{"no marks here", "no marks here"},
		// "â€" before a rune no byte decodes to stays as it was.
		{"odd " + mis("z") + " end", "odd " + mis("z") + " end"},
	} {
		got := RepairMojibake(c.in)
		if got != c.want {
			t.Errorf("RepairMojibake(%q) = %q, want %q", c.in, got, c.want)
		}
		if len(got) != len(c.in) {
			t.Errorf("RepairMojibake(%q) changed the length %d -> %d", c.in, len(c.in), len(got))
		}
	}
}

// TestAnnotateRepairsMojibake: the text stage repairs the story before
// splitting it, so a mis-decoded quote is a token of its own and no piece
// of it ("œwe") is read as a word.
func TestAnnotateRepairsMojibake(t *testing.T) {
	st := &doc.Story{Text: "The mayor said: " + mis("œ") + "we stay in the hall." + mis("\ufffd")}
	if err := New().Annotate(st); err != nil {
		t.Fatal(err)
	}
	var forms []string
	for _, tk := range st.Tokens {
		forms = append(forms, tk.Form)
	}
	if got, want := strings.Join(forms, "|"), "The|mayor|said|:|“|we|stay|in|the|hall|.|”"; got != want {
		t.Errorf("tokens %s, want %s", got, want)
	}
}

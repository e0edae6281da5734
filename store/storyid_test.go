package store

import (
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

// TestStoryIDOfRepairedText checks that a story sent with punctuation
// mis-decoded as Windows-1252 has the ID of the text the text stage
// repairs and the store keeps, so that the check made before coding finds
// it stored after.
func TestStoryIDOfRepairedText(t *testing.T) {
	sent := "The mayor said: \u00e2\u20ac\u0153we stay.\u00e2\u20ac\ufffd Then she left."
	st := &doc.Story{Text: sent}
	if err := text.New().Annotate(st); err != nil {
		t.Fatal(err)
	}
	if st.Text == sent {
		t.Fatal("the text stage repaired nothing: the test needs mis-decoded marks")
	}
	if got, want := StoryID(sent), StoryID(st.Text); got != want {
		t.Errorf("StoryID of the sent text %s, of the coded text %s: want one ID", got, want)
	}
	if StoryID("plain words") != StoryID("  plain\nwords ") {
		t.Error("spacing changed the ID")
	}
}

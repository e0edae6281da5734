package actor

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadWords(t *testing.T) {
	if nearWordsErr != nil || !nearWords.crowd["thousands"] || !nearWords.backed["backed"] || !nearWords.addressed["to"] || !nearWords.posted["for"] {
		t.Fatalf("shipped words: %v", nearWordsErr)
	}
	for text, want := range map[string]string{
		"[crowd]\ntens\n[backed]\nTrained\n":   "w.txt:4: ",
		"[crowd]\ntens\n[sponsor]\nbacked\n":   "w.txt:3: unknown section",
		"[crowd]\ntens\n":                      "no section [backed]",
		"[crowd]\ntens\n[backed]\narmed\n":     "no section [addressed]",
		"tens\n[crowd]\ntens\n[backed]\narmed": "w.txt:1: ",
	} {
		w, err := readWords(fstest.MapFS{"w.txt": {Data: []byte(text)}}, "w.txt")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one containing %q", text, err, want)
		}
		if w == nil || w.crowd != nil {
			t.Errorf("%q: a failed read must return empty word classes", text)
		}
	}
}

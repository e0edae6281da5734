package dedup

import (
	"fmt"
	"strings"
	"testing"
)

func TestReadWords(t *testing.T) {
	if !functionWords["the"] || !functionWords["said"] || functionWords["bomb"] || !calendarWords["march"] || calendarWords["the"] {
		t.Errorf("data/words.txt read wrong: %d function words, %d calendar words", len(functionWords), len(calendarWords))
	}
	// A malformed list stops the package at once, naming its line.
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), `data/words.txt:4: "March": write the word in lower case`) {
			t.Errorf("readWords of a malformed list: panic %v; want one naming line 4", r)
		}
	}()
	readWords("[function]\nthe\n[calendar]\nMarch\n")
	t.Error("readWords of a malformed list did not stop")
}

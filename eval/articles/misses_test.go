package articles

import (
	"bytes"
	"strings"
	"testing"

	"sitrep/doc"
)

// TestMissCauses builds one article whose five sentences each hold a miss
// of one cause and checks each lands in its class.
func TestMissCauses(t *testing.T) {
	sents := []string{
		"Two bombs struck the depot and the bridge.",
		"Farmers marched on the ministry at dawn.",
		"The mayor blamed the council for the delay.",
		"Parents asked the school to reopen soon.",
		"Nobody in the valley saw the convoy torched.",
	}
	var spans [][2]int
	text := ""
	for _, s := range sents {
		spans = append(spans, [2]int{len(text), len(text) + len(s)})
		text += s + " "
	}
	ev := func(cat string, i int) doc.Event {
		return doc.Event{Type: doc.EventType{Plover: cat}, Evidence: []doc.Span{{Start: spans[i][0], End: spans[i][1]}}}
	}
	a := Article{Source: "s", ID: "1", Text: text, Events: []Event{
		{Plover: "ASSAULT", Evidence: [][2]int{spans[0]}},
		{Plover: "ASSAULT", Evidence: [][2]int{spans[0]}},
		{Plover: "PROTEST", Evidence: [][2]int{spans[1]}},
		{Plover: "ACCUSE", Evidence: [][2]int{spans[2]}},
		{Plover: "REQUEST", Evidence: [][2]int{spans[3]}},
		{Plover: "ASSAULT", Evidence: [][2]int{spans[4]}},
	}}
	coded := []doc.Event{ev("ASSAULT", 0)}
	// The event stage flagged the torching negated: the scorer leaves it
	// out, so no other gold event took it.
	negated := ev("ASSAULT", 4)
	negated.Aux.Negated = true
	unfiltered := []doc.Event{ev("ASSAULT", 0), ev("PROTEST", 1), ev("THREATEN", 2), negated}
	got := MissCauses([]Article{a}, [][]doc.Event{coded}, [][]doc.Event{unfiltered})
	want := map[string]map[string]int{
		Taken:         {"ASSAULT": 1},
		Flagged:       {"ASSAULT": 1},
		Filtered:      {"PROTEST": 1},
		OtherCategory: {"ACCUSE": 1},
		NoCandidate:   {"REQUEST": 1},
	}
	if len(got) != len(want) {
		t.Fatalf("causes %v, want %v", got, want)
	}
	for c, m := range want {
		for cat, n := range m {
			if got[c][cat] != n || len(got[c]) != len(m) {
				t.Errorf("cause %s: %v, want %v", c, got[c], m)
			}
		}
	}
	var b bytes.Buffer
	WriteMissCauses(&b, got)
	if !strings.Contains(b.String(), "no_candidate       1  REQUEST 1") {
		t.Errorf("table:\n%s", b.String())
	}
}

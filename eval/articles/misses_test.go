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

// TestWriteMissList checks that a taken miss is listed with the event
// that told its sentence and the gold event that event matched, and that a
// miss with no event in its sentences is not listed.
func TestWriteMissList(t *testing.T) {
	first, second := "Two bombs struck the depot and the bridge.", "Parents asked the school to reopen soon."
	text := first + " " + second
	s1 := [2]int{0, len(first)}
	s2 := [2]int{len(first) + 1, len(text)}
	a := Article{Source: "s", ID: "1", Text: text, Events: []Event{
		{Plover: "ASSAULT", Evidence: [][2]int{s1}},
		{Plover: "ASSAULT", Evidence: [][2]int{s1}},
		{Plover: "REQUEST", Evidence: [][2]int{s2}},
	}}
	at := strings.Index(text, "struck")
	e := doc.Event{Type: doc.EventType{Plover: "ASSAULT"}, Trigger: doc.Span{Start: at, End: at + len("struck")},
		Evidence: []doc.Span{{Start: s1[0], End: s1[1]}}, Mentions: []doc.Span{{Start: at, End: at + 6}, {Start: 4, End: 9}}}
	var b bytes.Buffer
	WriteMissList(&b, []Article{a}, [][]doc.Event{{e}}, [][]doc.Event{{e}})
	out := b.String()
	want := `s 1  taken  gold #1 ASSAULT @0  told by: ASSAULT "struck" @10 mentions=2 -> #0;`
	if !strings.Contains(out, want) || strings.Contains(out, "REQUEST") {
		t.Errorf("list:\n%s\nwant a line %q and no REQUEST", out, want)
	}
}

// TestWriteMissListFiltered checks that a miss the filter dropped is
// listed with the unfiltered event that matched it.
func TestWriteMissListFiltered(t *testing.T) {
	text := "Two bombs struck the depot on Monday."
	a := Article{Source: "s", ID: "1", Text: text, Events: []Event{{Plover: "ASSAULT", Evidence: [][2]int{{0, len(text)}}}}}
	at := strings.Index(text, "struck")
	e := doc.Event{Type: doc.EventType{Plover: "ASSAULT"}, Trigger: doc.Span{Start: at, End: at + len("struck")},
		Evidence: []doc.Span{{Start: 0, End: len(text)}}}
	var b bytes.Buffer
	WriteMissList(&b, []Article{a}, [][]doc.Event{nil}, [][]doc.Event{{e}})
	want := `s 1  filtered  gold #0 ASSAULT @0  told by: ASSAULT "struck" @10 mentions=1 -> #0;`
	if !strings.Contains(b.String(), want) {
		t.Errorf("list:\n%s\nwant a line %q", b.String(), want)
	}
}

package ecbplus

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/internal/gold"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestScore(t *testing.T) {
	// Gold: {a1 a2 a3} {b1 b2}; system: {a1 a2} {a3 b1 b2}.
	gold := []string{"A", "A", "A", "B", "B"}
	sys := []string{"x", "x", "y", "y", "y"}
	s := Score(gold, sys)
	// B-cubed P: a1, a2 2/2; a3 1/3; b1, b2 2/3 -> (1+1+1/3+2/3+2/3)/5.
	wantP := (1 + 1 + 1.0/3 + 2.0/3 + 2.0/3) / 5
	// B-cubed R: a1, a2 2/3; a3 1/3; b1, b2 2/2.
	wantR := (2.0/3 + 2.0/3 + 1.0/3 + 1 + 1) / 5
	if !near(s.B3Precision, wantP) || !near(s.B3Recall, wantR) || !near(s.B3F1, 2*wantP*wantR/(wantP+wantR)) {
		t.Errorf("B-cubed = %.4f %.4f %.4f; want %.4f %.4f", s.B3Precision, s.B3Recall, s.B3F1, wantP, wantR)
	}
	// Pairs: system together a1a2, a3b1, a3b2, b1b2 (4); gold 3+1 = 4; right a1a2, b1b2.
	if !near(s.PairwisePrecision, 0.5) || !near(s.PairwiseRecall, 0.5) || !near(s.PairwiseF1, 0.5) {
		t.Errorf("pairwise = %.4f %.4f %.4f; want 0.5 0.5 0.5", s.PairwisePrecision, s.PairwiseRecall, s.PairwiseF1)
	}
	if s.Documents != 5 || s.Clusters != 2 {
		t.Errorf("documents, clusters = %d, %d; want 5, 2", s.Documents, s.Clusters)
	}
	alone := Score(gold, []string{"1", "2", "3", "4", "5"})
	if !near(alone.B3Precision, 1) || !near(alone.PairwisePrecision, 1) || !near(alone.PairwiseRecall, 0) {
		t.Errorf("all alone = %+v; want B-cubed P 1, pairwise P 1 (nothing joined), R 0", alone)
	}
}

func TestBaselineTree(t *testing.T) {
	docs := []Document{
		{ID: "1", Text: "Flood waters rose in the river valley and farms were flooded."},
		{ID: "2", Text: "The river valley farms flooded as waters rose."},
		{ID: "3", Text: "The striker scored twice in the cup final."},
		{ID: "4", Text: "Two goals from the striker won the cup final."},
		{ID: "5", Text: "Parliament passed the budget bill on Tuesday."},
	}
	tree := BaselineTree(docs)
	if len(tree.merges) != len(docs)-1 {
		t.Fatalf("%d merges; want %d", len(tree.merges), len(docs)-1)
	}
	for i := 1; i < len(tree.merges); i++ {
		if tree.merges[i].height > tree.merges[i-1].height+1e-12 {
			t.Errorf("merge %d at %.3f above the one before (%.3f)", i, tree.merges[i].height, tree.merges[i-1].height)
		}
	}
	got := tree.Cut(0.2)
	if got[0] != got[1] || got[2] != got[3] || got[0] == got[2] || got[4] == got[0] || got[4] == got[2] {
		t.Errorf("Cut(0.2) = %v; want {1 2} {3 4} {5}", got)
	}
	if all := tree.Cut(0); all[0] != all[4] || all[2] != all[4] {
		t.Errorf("Cut(0) = %v; want one cluster", all)
	}
	gold := []string{"flood", "flood", "cup", "cup", "budget"}
	if th, s := tree.Tune(gold); !near(s.B3F1, 1) {
		t.Errorf("Tune = %.2f, F1 %.3f; want a threshold with F1 1", th, s.B3F1)
	}
}

func TestMainEvent(t *testing.T) {
	text := "Bridge closed after crash\nA lorry hit the bridge on Monday. Police said the driver was arrested. Repairs began."
	st := &doc.Story{Title: "Bridge closed after crash", Text: text,
		Sentences: []doc.Sentence{{Span: doc.Span{Start: 0, End: 25}}, {Span: doc.Span{Start: 26, End: 59}}, {Span: doc.Span{Start: 60, End: 97}}, {Span: doc.Span{Start: 98, End: 111}}}}
	arrest := doc.Event{ID: "arrest", Trigger: doc.Span{Start: 89, End: 97}, Evidence: []doc.Span{{Start: 60, End: 97}}}
	hit := doc.Event{ID: "hit", Trigger: doc.Span{Start: 34, End: 37}, Evidence: []doc.Span{{Start: 26, End: 59}}}
	crash := doc.Event{ID: "crash", Trigger: doc.Span{Start: 20, End: 25}, Evidence: []doc.Span{{Start: 0, End: 25}, {Start: 26, End: 59}}}
	tests := []struct {
		events []doc.Event
		want   string
	}{
		{[]doc.Event{arrest, hit}, "hit"},  // the lead's event, not the first found
		{[]doc.Event{hit, crash}, "crash"}, // of the lead's events, the one told most
		{[]doc.Event{arrest}, "arrest"},    // none in the lead: the first
		{nil, ""},
	}
	for _, tt := range tests {
		st.Events = tt.events
		got := ""
		if ev := MainEvent(st); ev != nil {
			got = ev.ID
		}
		if got != tt.want {
			t.Errorf("MainEvent of %d events = %q; want %q", len(tt.events), got, tt.want)
		}
	}
}

func TestReadAndBaselineOnGold(t *testing.T) {
	docs, err := Read(gold.Path(t, "ecbplus/dev.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	// Counts from the gold's README.
	subtopics, dated := map[string]bool{}, 0
	for _, d := range docs {
		subtopics[d.Subtopic] = true
		if d.Published != nil {
			dated++
		}
	}
	if len(docs) != 772 || len(subtopics) != 66 || dated != 342 {
		t.Fatalf("%d documents, %d sub-topics, %d dated; want 772, 66, 342", len(docs), len(subtopics), dated)
	}
	labels := labelsOf(docs)
	// The README's floors: each topic one cluster scores B-cubed F1 .683.
	topic := make([]string, len(docs))
	for i, d := range docs {
		topic[i] = string(rune('A' + d.Topic))
	}
	if s := Score(labels, topic); math.Abs(s.B3F1-0.683) > 0.001 || math.Abs(s.PairwiseF1-0.663) > 0.001 {
		t.Errorf("one cluster per topic: B-cubed F1 %.3f, pairwise F1 %.3f; want .683, .663", s.B3F1, s.PairwiseF1)
	}
	if testing.Short() {
		return
	}
	// The baseline beats one cluster per topic, as a bag of words should.
	if _, s := BaselineTree(docs).Tune(labels); s.B3F1 < 0.8 {
		t.Errorf("baseline B-cubed F1 %.3f; want above .8", s.B3F1)
	}
}

func TestCluster(t *testing.T) {
	day := func(s string) time.Time {
		d, _ := time.Parse("2006-01-02", s)
		return d
	}
	ev := &doc.Event{Type: doc.EventType{Plover: "ASSAULT"}}
	flood := &doc.Event{Type: doc.EventType{Plover: "AID"}}
	coded := []Coded{
		{ID: "a", Event: ev, Published: day("2010-05-05"), Text: "Gunmen attacked a convoy near Ardel, killing four guards."},
		{ID: "b", Event: ev, Published: day("2010-05-06"), Text: "Four guards were killed when gunmen attacked their convoy near Ardel."},
		{ID: "c", Published: day("2010-05-06"), Text: ""}, // no event: alone
		{ID: "d", Event: flood, Published: day("2010-05-06"), Text: "Floods cut the northern railway and closed schools."},
		// The same words a year later: beyond the window.
		{ID: "e", Event: ev, Published: day("2011-05-06"), Text: "Four guards were killed when gunmen attacked their convoy near Ardel."},
		// No event coded, but its words tell the convoy attack: it joins.
		{ID: "f", Event: &doc.Event{}, Stand: true, Published: day("2010-05-07"), Text: "Convoy guards killed near Ardel\nGunmen killed four guards of a convoy near Ardel."},
	}
	got := Cluster(coded, dedup.DefaultMatcher)
	want := []string{"a", "a", "c", "d", "e", "a"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Cluster = %v; want %v", got, want)
		}
	}
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"bad.jsonl":     `{"id": "1_1ecb", "subtopic": "1_ecb", "text": "A."}` + "\n{not json\n",
		"noid.jsonl":    `{"subtopic": "1_ecb", "text": "A."}` + "\n",
		"date.jsonl":    `{"id": "1_1ecb", "subtopic": "1_ecb", "published": "May 2"}` + "\n",
		"empty.jsonl":   "\n",
		"missing.jsonl": "",
	} {
		p := filepath.Join(dir, name)
		if name != "missing.jsonl" {
			if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := Read(p); err == nil {
			t.Errorf("%s: no error", name)
		} else if name == "bad.jsonl" && !strings.Contains(err.Error(), "bad.jsonl:2") {
			t.Errorf("%s: error %q does not name the line", name, err)
		}
	}
}

func TestListAndCodedRoundTrip(t *testing.T) {
	day := func(s string) time.Time {
		d, _ := time.Parse("2006-01-02", s)
		return d
	}
	ev := &doc.Event{Type: doc.EventType{Plover: "ASSAULT"}}
	docs := []Document{
		{ID: "a", Topic: 1, Subtopic: "1_x"}, {ID: "b", Topic: 1, Subtopic: "1_x"}, {ID: "c", Topic: 1, Subtopic: "1_y"},
	}
	attack := "Gunmen attacked a convoy near Ardel, killing four guards."
	coded := []Coded{
		{ID: "a", Event: ev, Published: day("2010-05-05"), Text: attack},
		{ID: "b", Event: ev, Published: day("2010-05-06"), Text: "Four guards were killed when gunmen attacked their convoy near Ardel."},
		// Another incident told in the same words: a wrong join.
		{ID: "c", Event: ev, Published: day("2010-05-06"), Text: attack},
	}
	var b strings.Builder
	if err := List(&b, docs, coded, dedup.DefaultMatcher); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "wrong   c ") || strings.Contains(out, "missed  b") || !strings.Contains(strings.Join(strings.Fields(out), " "), "subtopic 1_x a:2/3") {
		t.Errorf("List wrote:\n%s\nwant c's wrong join, b's join kept, 1_x in a", out)
	}
	name := filepath.Join(t.TempDir(), "coded.json")
	stamp := StampOf("build-1", docs)
	if err := SaveCoded(name, stamp, coded, coded); err != nil {
		t.Fatal(err)
	}
	dated, _, err := LoadCoded(name, docs, stamp)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Cluster(dated, dedup.DefaultMatcher), Cluster(coded, dedup.DefaultMatcher); !slices.Equal(got, want) {
		t.Errorf("clustered after a round trip: %v; before: %v", got, want)
	}
	// Stale: fewer documents, one text changed, another build.
	edited := slices.Clone(docs)
	edited[1].Text += " Four guards died."
	for what, c := range map[string]struct {
		docs  []Document
		stamp Stamp
	}{
		"other documents": {docs[:2], StampOf("build-1", docs[:2])},
		"an edited text":  {edited, StampOf("build-1", edited)},
		"another build":   {docs, StampOf("build-2", docs)},
	} {
		if _, _, err := LoadCoded(name, c.docs, c.stamp); !errors.Is(err, ErrStale) {
			t.Errorf("LoadCoded of %s: error %v; want ErrStale", what, err)
		}
	}
}

// TestCandidates checks that the evaluation offers a dated event what the
// store would: clusters by dedup's country rule, each by its latest
// dedup.MaxMembers events near in time, and no event of unknown time.
func TestCandidates(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2010, 5, d, 0, 0, 0, 0, time.UTC) }
	var seen []known
	order := map[string]int{}
	add := func(cluster, country string, from time.Time) {
		if _, ok := order[cluster]; !ok {
			order[cluster] = len(order)
		}
		to := from
		if !from.IsZero() {
			to = from.Add(24*time.Hour - 1)
		}
		seen = append(seen, known{from, to, country, dedup.Candidate{Cluster: cluster, Text: fmt.Sprint(len(seen))}})
	}
	add("syr", "SYR", day(1))
	for range dedup.MaxMembers + 2 {
		add("syr", "", day(2)) // its latest members, unplaced
	}
	add("irq", "IRQ", day(3))
	add("both", "IRQ", day(3))
	add("both", "SYR", day(4))
	add("nowhere", "", day(5))
	add("undated", "SYR", time.Time{})
	add("old", "SYR", day(1).AddDate(1, 0, 0))
	texts := func(cs []dedup.Candidate) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Cluster+"#"+c.Text)
		}
		return out
	}
	got := texts(candidates(seen, order, day(6), day(7), "SYR"))
	want := []string{"syr#3", "syr#4", "syr#5", "syr#6", "both#8", "both#9", "nowhere#10"}
	if !slices.Equal(got, want) {
		t.Errorf("a dated event in SYR is offered %v; want %v", got, want)
	}
	// Undated: the latest members of the clusters with an event that
	// meets IRQ (syr has unplaced ones), whatever their time, but none of
	// SYR alone (dedup.RecentClusters).
	got = texts(candidates(seen, order, time.Time{}, time.Time{}, "IRQ"))
	want = []string{"syr#3", "syr#4", "syr#5", "syr#6", "irq#7", "both#8", "both#9", "nowhere#10"}
	if !slices.Equal(got, want) {
		t.Errorf("an undated event in IRQ is offered %v; want %v", got, want)
	}
	// Undated and unplaced: every cluster meets, the undated one too.
	got = texts(candidates(seen, order, time.Time{}, time.Time{}, ""))
	want = append(want, "undated#11", "old#12")
	if !slices.Equal(got, want) {
		t.Errorf("an undated, unplaced event is offered %v; want %v", got, want)
	}
}

func TestInterleave(t *testing.T) {
	var docs []Document
	for i, topic := range []int{4, 4, 4, 9, 2, 2, 9} {
		docs = append(docs, Document{ID: fmt.Sprint(i), Topic: topic})
	}
	// Topics in order of first appearance (4, 9, 2), one of each a turn.
	want := []int{0, 3, 4, 1, 6, 5, 2}
	if got := Interleave(docs); !slices.Equal(got, want) {
		t.Errorf("Interleave = %v; want %v", got, want)
	}
	if got := Interleave(nil); len(got) != 0 {
		t.Errorf("Interleave(nil) = %v; want none", got)
	}
}

package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"sitrep/eval/articles"
	"sitrep/internal/datafile"
	"sitrep/reality"
)

// TestTrainingGold checks the article gold coded for training the event
// filter: every line reads as article gold, none of its articles is one of
// the dev gold's (a held-out article trained on would no longer be held
// out), and, where the shared data is present, every evidence range lies
// in its text and starts at the start of a line or after a space.
func TestTrainingGold(t *testing.T) {
	train, err := articles.ReadGold("../../eval/articles/testdata/train.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	dev, err := articles.ReadGold("../../eval/articles/testdata/dev.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	inDev := map[string]bool{}
	for _, a := range dev {
		inDev[a.Source+" "+a.ID] = true
	}
	for _, a := range train {
		if inDev[a.Source+" "+a.ID] {
			t.Errorf("%s %s is in the dev gold too", a.Source, a.ID)
		}
	}
	dir, ok := datafile.SharedDir()
	if !ok {
		t.Skip("shared data not found")
	}
	if err := articles.LoadTexts(dir, train); err != nil {
		t.Fatal(err)
	}
	for _, a := range train {
		for _, e := range a.Events {
			for _, ev := range e.Evidence {
				if ev[1] > len(a.Text) {
					t.Errorf("%s %s: evidence %v past the text's %d bytes", a.Source, a.ID, ev, len(a.Text))
					continue
				}
				if ev[0] > 0 && !strings.ContainsAny(a.Text[ev[0]-1:ev[0]], " \n") {
					t.Errorf("%s %s: evidence %v starts inside a word: %q", a.Source, a.ID, ev, a.Text[ev[0]:min(ev[1], ev[0]+30)])
				}
			}
		}
	}
}

func TestLeaveOutAndTSVField(t *testing.T) {
	ex := []reality.Example{{Features: []string{"bias", "voice=passive", "voice.tense=passive|past", "lemma=raid"}}}
	if err := leaveOut(ex, []string{"voice", " lemma"}); err != nil {
		t.Errorf("leaveOut: %v", err)
	}
	if got := strings.Join(ex[0].Features, " "); got != "bias voice.tense=passive|past" {
		t.Errorf("leaveOut kept %q, want the bias and the crossed kind", got)
	}
	if err := leaveOut(ex, []string{"bias", "voise"}); err == nil || !strings.Contains(err.Error(), "voise") {
		t.Errorf("leaveOut of an unknown kind: error %v, want one naming it", err)
	}
	if got := tsvField("a\tb\nc"); got != "a b c" {
		t.Errorf("tsvField = %q", got)
	}
}

func TestDealFolds(t *testing.T) {
	article := []int{0, 0, 1, 2, 3, 4, 5, 6}
	first := dealFolds(article, 7, 3, 0)
	if want := []int{0, 0, 1, 2, 0, 1, 2, 0}; !slices.Equal(first, want) {
		t.Errorf("round 0 folds %v, want article i in fold i mod 3: %v", first, want)
	}
	again, other := dealFolds(article, 7, 3, 2), dealFolds(article, 7, 3, 2)
	if !slices.Equal(again, other) {
		t.Errorf("round 2 dealt %v, then %v", again, other)
	}
	if again[0] != again[1] {
		t.Errorf("two events of one article in folds %d and %d", again[0], again[1])
	}
	if slices.Equal(again, first) {
		t.Errorf("round 2 dealt as round 0: %v", again)
	}
}

// TestWritePredictions checks that each line of the --predictions TSV
// has the header's columns, the features last.
func TestWritePredictions(t *testing.T) {
	for _, form := range []predictionListing{filterListing, undatedListing} {
		name := t.TempDir() + "/pred.tsv"
		ex := []reality.Example{{Features: []string{"bias", "lemma=raid"}, Positive: true}}
		notes := []exampleNote{{article: "src 1", category: "ASSAULT", trigger: "raid", sentence: "Police raided\tthe camp."}}
		if err := writePredictions(name, form, ex, []int{0}, []float64{0.7}, notes, 0.3); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(lines) != 2 {
			t.Fatalf("%s: %d lines, want 2", form.command, len(lines))
		}
		head, row := strings.Split(lines[0], "\t"), strings.Split(lines[1], "\t")
		if len(row) != len(head) || head[len(head)-1] != "features" || row[len(row)-1] != "bias lemma=raid" {
			t.Errorf("%s: header %q, row %q: want the features last, in a column of their own", form.command, head, row)
		}
		if row[1] != form.positive || head[3] != form.decision || slices.Contains(head, "in_gold") != form.inGold {
			t.Errorf("%s: header %q, row %q: want label %q, decision column %q, in_gold %t", form.command, head, row, form.positive, form.decision, form.inGold)
		}
	}
}

// TestNestedEstimate checks that the nested estimate decides every event
// once, in the fold of its article, with a model that never saw that
// article: here each article's real and spurious events differ only by
// words of that article, so a model trained on its own fold would keep
// the real ones and drop the others, while one that did not see it can
// tell them apart by nothing and keeps all.
func TestNestedEstimate(t *testing.T) {
	var ex []reality.Example
	var article []int
	for a := range 20 {
		for k := range 4 {
			real := k%2 == 0
			word := fmt.Sprintf("lemma=raid%d", a)
			if !real {
				word = fmt.Sprintf("lemma=threat%d", a)
			}
			ex = append(ex, reality.Example{Features: []string{"bias", word}, Positive: real})
			article = append(article, a)
		}
	}
	g := &goldTraining{folds: 4, repeats: 2, opt: reality.DefaultTrainOptions}
	folds := nestedEstimate(g, ex, article, 20, 0.1)
	if len(folds) != 4 {
		t.Fatalf("%d folds, want 4", len(folds))
	}
	var kept, spurious, dropped int
	for f, o := range folds {
		if n := o.keptReal + o.droppedReal; n != 10 {
			t.Errorf("fold %d decides %d real events, want the 10 of its 5 articles", f, n)
		}
		kept, spurious, dropped = kept+o.keptReal, spurious+o.keptSpurious, dropped+o.droppedReal
	}
	if kept != 40 || spurious != 40 || dropped != 0 {
		t.Errorf("kept %d real and %d spurious, dropped %d real; want 40, 40, 0: the folds were scored by models that saw them", kept, spurious, dropped)
	}
}

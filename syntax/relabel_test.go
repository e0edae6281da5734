package syntax

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sitrep/conllu"
)

// TestTreeBuild: every word's dependents, the root's included, come out
// in order, and a tree reused for a shorter sentence forgets the longer.
func TestTreeBuild(t *testing.T) {
	var tr tree
	tr.build([]int32{1, 5, 1, 4, 1, 3, 3})
	tr.build([]int32{1, 4, 1, 1}) // word 1 hangs from the root, 4
	for i, want := range [][]int32{{}, {0, 2, 3}, {}, {}, {1}} {
		if got := tr.dependents(int32(i)); !slices.Equal(got, want) {
			t.Errorf("dependents of %d: %v, want %v", i, got, want)
		}
	}
}

// TestRelabeller: training is reproducible, the file keeps the parser's
// labels and weight, the second pass moves no head, a relabeller that
// outweighs the first pass changes labels (so the pass runs), and files
// with other labels or weights out of range are refused.
func TestRelabeller(t *testing.T) {
	tb := toyTreebank()
	cfg := TrainConfig{Seed: 3, Epochs: 4, Folds: 2, keepAll: true}
	a, err := TrainRelabeller(tb, 0.5, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := TrainRelabeller(tb, 0.5, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings with one seed wrote different bytes")
	}
	r, err := decodeRelabeller(a)
	if err != nil {
		t.Fatal(err)
	}
	if r.weight != 0.5 || r.m.n == 0 {
		t.Errorf("weight %g and %d features, want 0.5 and some", r.weight, r.m.n)
	}
	pdata, err := TrainParser(tb, nil, cfg)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := EmbeddedTagger()
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Load(tg, pdata)
	if err != nil {
		t.Fatal(err)
	}
	second, err := Load(tg, pdata)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "relabel.bin.gz")
	if err := os.WriteFile(path, a, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := second.ps.relabelFrom(path); err != nil {
		t.Fatal(err)
	}
	for _, s := range tb {
		words := make([]string, len(s.Words))
		for i, w := range s.Words {
			words[i] = w.Form
		}
		p1, p2 := plain.ParseWords(words), second.ParseWords(words)
		checkTree(t, p2)
		for i := range p1 {
			if p1[i].Head != p2[i].Head {
				t.Errorf("%v: word %d moved from head %d to %d", words, i, p1[i].Head, p2[i].Head)
			}
		}
	}
	checkRelabelRuns(t, tb, cfg, tg, pdata)
	other := toyTreebank()
	other[0].Words[2].Deprel = "nummod:gov"
	odata, err := TrainRelabeller(other, 0.5, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, odata, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := plain.ps.relabelFrom(path); err == nil {
		t.Error("a relabeller with other labels was loaded")
	}
	if _, err := TrainRelabeller(tb, 0, cfg); err == nil {
		t.Error("a weight of 0 was accepted")
	}
}

// checkRelabelRuns loads a relabeller trained on tb with nsubj and obj
// swapped (the same label set), at the highest weight allowed, beside the
// parser pdata: if the second pass runs, its scores outweigh the first
// pass's and some label differs from the plain parser's; if it never runs,
// every label is the first pass's and the check fails.
func checkRelabelRuns(t *testing.T, tb []conllu.Sentence, cfg TrainConfig, tg, pdata []byte) {
	t.Helper()
	swapped := toyTreebank()
	for _, s := range swapped {
		for i, w := range s.Words {
			switch w.Deprel {
			case "nsubj":
				s.Words[i].Deprel = "obj"
			case "obj":
				s.Words[i].Deprel = "nsubj"
			}
		}
	}
	data, err := TrainRelabeller(swapped, 16, cfg)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "swapped.bin.gz")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	plain, err := Load(tg, pdata)
	if err != nil {
		t.Fatal(err)
	}
	heavy, err := Load(tg, pdata)
	if err != nil {
		t.Fatal(err)
	}
	if err := heavy.ps.relabelFrom(path); err != nil {
		t.Fatal(err)
	}
	changed := 0
	for _, s := range tb {
		words := make([]string, len(s.Words))
		for i, w := range s.Words {
			words[i] = w.Form
		}
		p1, p2 := plain.ParseWords(words), heavy.ParseWords(words)
		for i := range p1 {
			if p1[i].Rel != p2[i].Rel {
				changed++
			}
		}
	}
	if changed == 0 {
		t.Error("a relabeller at weight 16 trained on swapped nsubj and obj changed no label: the second pass did not run")
	}
}

// TestLoadRelabelEnv: a file $SITREP_RELABEL names that cannot be read is
// an error of Load naming the variable, and an unset variable loads the
// parser without a relabeller.
func TestLoadRelabelEnv(t *testing.T) {
	tb := toyTreebank()
	pdata, err := TrainParser(tb, nil, TrainConfig{Seed: 3, Epochs: 2, Folds: 2, keepAll: true})
	if err != nil {
		t.Fatal(err)
	}
	tg, err := EmbeddedTagger()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvRelabel, "")
	p, err := Load(tg, pdata)
	if err != nil {
		t.Fatal(err)
	}
	if p.ps.rl != nil {
		t.Error("a relabeller was loaded with $SITREP_RELABEL unset")
	}
	t.Setenv(EnvRelabel, filepath.Join(t.TempDir(), "missing.bin.gz"))
	if _, err := Load(tg, pdata); err == nil || !strings.Contains(err.Error(), "$"+EnvRelabel) {
		t.Errorf("a missing relabeller file: error %v, want one naming $%s", err, EnvRelabel)
	}
}

// TestDepLabelsErrorPrefix: too many labels is an error each trainer
// names as its own, not the parser's for both.
func TestDepLabelsErrorPrefix(t *testing.T) {
	tb := toyTreebank()
	var many conllu.Sentence
	for i := range 130 {
		many.Words = append(many.Words, conllu.Word{ID: i + 1, Form: "w", UPOS: "X", XPOS: "FW", Head: 0, Deprel: fmt.Sprintf("dep:x%d", i)})
	}
	tb = append(tb, many)
	cfg := TrainConfig{Seed: 3, Epochs: 1, Folds: 2, keepAll: true}
	if _, err := TrainRelabeller(tb, 0.5, cfg); err == nil || !strings.HasPrefix(err.Error(), "train relabeller: ") || strings.Contains(err.Error(), "train parser") {
		t.Errorf("relabeller with 131 labels: error %v, want one of the relabeller's only", err)
	}
	if _, err := TrainParser(tb, nil, cfg); err == nil || !strings.HasPrefix(err.Error(), "train parser: ") {
		t.Errorf("parser with 131 labels: error %v, want one of the parser's", err)
	}
}

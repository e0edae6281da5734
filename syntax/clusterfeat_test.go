package syntax

import (
	"bytes"
	"strings"
	"testing"

	"sitrep/syntax/clusters"
)

// TestPrefix: a path cut to k bits keeps its first k bits, and cuts of
// different lengths, or of a path shorter than the cut, stay apart.
func TestPrefix(t *testing.T) {
	wc, err := newWordClusters([]string{"Police", "army", "fled"}, []string{"011010", "0110", "1"})
	if err != nil {
		t.Fatal(err)
	}
	police, army, fled := wc.of(strHash("police", true)), wc.of(strHash("ARMY", true)), wc.of(strHash("fled", true))
	if police != 0b1011010 || army != 0b10110 || fled != 0b11 {
		t.Fatalf("codes %b %b %b", police, army, fled)
	}
	if prefix(police, 4) != prefix(army, 4) || prefix(police, 4) != 0b10110 {
		t.Errorf("4-bit cuts %b and %b differ", prefix(police, 4), prefix(army, 4))
	}
	if prefix(police, 6) == prefix(army, 6) {
		t.Error("6-bit cut of a 6-bit path equals that of its 4-bit prefix")
	}
	if prefix(fled, 4) != 0b11 || prefix(police, 32) != uint64(police) {
		t.Errorf("short or whole cuts changed the path: %b %b", prefix(fled, 4), prefix(police, 32))
	}
	if wc.of(strHash("unseen", true)) != 0 {
		t.Error("an unseen word has a cluster")
	}
}

// TestWordClustersRejects: paths that are not bit strings, and words
// without paths, are errors.
func TestWordClustersRejects(t *testing.T) {
	for _, c := range []struct{ words, paths []string }{
		{[]string{"a"}, []string{""}},
		{[]string{"a"}, []string{"0120"}},
		{[]string{"a"}, []string{strings.Repeat("1", 32)}},
		{[]string{"a", "b"}, []string{"0"}},
	} {
		if _, err := newWordClusters(c.words, c.paths); err == nil {
			t.Errorf("words %q with paths %q accepted", c.words, c.paths)
		}
	}
}

// TestClusterParser: a parser trained with clusters keeps them in its
// file under its own magic, trains to the same bytes twice, and is not
// averaged; a configuration with cluster codes reads their features.
func TestClusterParser(t *testing.T) {
	tb := toyTreebank()
	cfg := TrainConfig{Seed: 3, Epochs: 4, Folds: 2, keepAll: true}
	plain, err := TrainParser(tb, nil, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Clusters = []clusters.Entry{{Word: "police", Bits: "0010"}, {Word: "gunmen", Bits: "0011"}, {Word: "killed", Bits: "10"}, {Word: "arrested", Bits: "11"}}
	var files [2][]byte
	for i := range files {
		if files[i], err = TrainParser(tb, nil, cfg); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Error("two trainings with clusters wrote different models")
	}
	pp, err := decodeParser(plain)
	if err != nil {
		t.Fatal(err)
	}
	pc, err := decodeParser(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if pp.clus != nil || pc.clus == nil || len(pc.clus.code) != 4 || pc.clus.of(strHash("Killed", true)) != 0b110 {
		t.Fatalf("clusters not kept: plain %v, with clusters %+v", pp.clus != nil, pc.clus)
	}
	// A configuration reads 7 more transition and 2 more label features
	// with cluster codes than without.
	var st state
	st.reset(3)
	st.apply(shiftClass, 0)
	pw, pt, px, pp3 := []uint64{1, 2, 3, rootWord}, []uint64{4, 5, 6, rootTag}, []uint64{7, 8, 9, rootWord}, []int32{0, 0, 0, 0, 0}
	plainN, plainL := len(st.features(nil, pw, pt, px, pp3)), len(st.labelFeatures(nil, 1, 0, pw, pt, px, pp3, false))
	st.pc = []uint32{0b10, 0b111, 0, 1}
	if n, l := len(st.features(nil, pw, pt, px, pp3)), len(st.labelFeatures(nil, 1, 0, pw, pt, px, pp3, false)); n != plainN+7 || l != plainL+2 {
		t.Errorf("with clusters %d and %d features, without %d and %d", n, l, plainN, plainL)
	}
	tgData, err := EmbeddedTagger()
	if err != nil {
		t.Fatal(err)
	}
	tg, lm, err := decodeTagger(tgData)
	if err != nil {
		t.Fatal(err)
	}
	p := assemble(tg, lm, pc)
	out := p.ParseWords([]string{"Police", "killed", "two", "men", "."})
	if out[1].Head != -1 || out[0].Head != 1 {
		t.Errorf("parse with clusters: heads %d %d, want 1 -1", out[0].Head, out[1].Head)
	}
	if _, err := AverageParsers(plain, files[0], 0.5); err == nil {
		t.Error("a model with clusters was averaged")
	}
}

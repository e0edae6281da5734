package syntax

import (
	"fmt"
	"math/rand/v2"

	"sitrep/conllu"
)

const (
	// defaultRelabelEpochs: the relabeller's training error is below 0.2%
	// by then; more epochs only fit the training trees closer.
	defaultRelabelEpochs = 8
	// DefaultRelabelWeight is the share of the relabeller's scores beside
	// the first pass's, chosen on EWT dev LAS (0.15, 0.25, 0.5, 1 and 2 tried;
	// docs/MODELS.md, Syntax).
	DefaultRelabelWeight = 1.0
	// maxRelabelFeatures bounds the relabeller as maxLabelFeatures the
	// first-pass label model.
	maxRelabelFeatures = maxLabelFeatures
)

// TrainRelabeller trains the second-pass label model (relabeller) on the
// gold trees of train with jackknifed tags, as TrainParser gets its tags
// (cfg.Folds, cfg.Seed), and returns the model file's bytes; weight is
// the share of its scores beside the first pass's at run time. The
// labels are those TrainParser finds in the same treebanks, which the
// parser checks when it loads the file.
func TrainRelabeller(train []conllu.Sentence, weight float64, cfg TrainConfig) ([]byte, error) {
	if len(train) == 0 {
		return nil, fmt.Errorf("train relabeller: no training sentences")
	}
	if weight <= 0 || weight > 16 {
		return nil, fmt.Errorf("train relabeller: weight %g outside (0, 16]", weight)
	}
	epochs := cfg.Epochs
	if epochs <= 0 {
		epochs = defaultRelabelEpochs
	}
	folds, err := cfg.jackknifeFolds(len(train))
	if err != nil {
		return nil, fmt.Errorf("train relabeller: %w", err)
	}
	labels, labelID, err := depLabels(train)
	if err != nil {
		return nil, fmt.Errorf("train relabeller: %w", err)
	}
	total := folds + epochs
	cfg.progress(0, total, "jackknifing tags")
	upos, xpos, id := tagSet(train)
	predicted := jackknife(taggedSentences(train, id), upos, xpos, folds, total, cfg)
	exs := parseExamples(train, predicted, upos, xpos, labelID)
	tr := newTrainer(len(labels))
	root := labelID["root"]
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x7e1abe1))
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		wrong, arcs := relabelEpoch(tr, exs, order, root)
		cfg.progress(folds+ep+1, total, fmt.Sprintf("epoch %d training error %.4f", ep+1, float64(wrong)/float64(max(arcs, 1))))
	}
	prune := parsePrune
	if cfg.keepAll {
		prune = 0
	}
	m := tr.finish(prune).shrink(maxRelabelFeatures)
	return encodeRelabeller(&relabeller{labels: labels, weight: weight, m: m})
}

// relabelEpoch makes one perceptron pass over the arcs of exs' gold trees
// but the root's, in order, and returns the wrong predictions and arcs.
func relabelEpoch(tr *trainer, exs []parseExample, order []int, root int) (wrong, arcs int) {
	var t tree
	var feats []uint64
	scores := make([]int64, tr.nclass)
	for _, i := range order {
		ex := &exs[i]
		n := len(ex.pw) - 1
		t.build(ex.heads[:n])
		for d := range n {
			h := ex.heads[d]
			if int(h) == n {
				continue
			}
			feats = relabelFeatures(feats[:0], &t, h, int32(d), ex.pw, ex.pt, ex.px, ex.pp)
			clear(scores)
			tr.score(feats, scores)
			pred := -1
			for l, s := range scores {
				if l != root && (pred < 0 || s > scores[pred]) {
					pred = l
				}
			}
			tr.tick()
			arcs++
			if gold := int(ex.labels[d]); pred != gold {
				wrong++
				tr.update(feats, gold, pred)
			}
		}
	}
	return wrong, arcs
}

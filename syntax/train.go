package syntax

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"

	"sitrep/conllu"
)

// TrainConfig controls training. The same data and config give the same
// model bytes.
type TrainConfig struct {
	Seed   uint64
	Epochs int // 0 picks the default of each trainer
	// Folds is the number of jackknife folds used to give the parser's
	// training data predicted tags (parser only; 0 means 5).
	Folds int
	// Tagger is the tagger model used to tag the development set while
	// training the parser (only the reported figures depend on it).
	Tagger []byte
	// Progress, when set, is told of each finished step.
	Progress func(done, total int, note string)

	// Transitions, when set, is a parser model whose transition model is
	// kept as it is: only the label model is trained, on the arcs that
	// model makes. The event stage's parse repairs are fitted to the
	// shipped parser's attachments, so a label model trained this way can
	// improve labels without moving them.
	Transitions []byte

	// keepAll skips pruning the parser's weights (for tiny test treebanks,
	// where no weight averages above the threshold).
	keepAll bool
}

const (
	defaultTaggerEpochs = 10
	defaultParserEpochs = 12
	// The jackknife taggers are one-way and trained for fewer epochs: the
	// parser only needs tags about as noisy as the real tagger's.
	jackknifeEpochs = 6
)

func (c TrainConfig) progress(done, total int, note string) {
	if c.Progress != nil {
		c.Progress(done, total, note)
	}
}

// tagSet returns the sorted joint tags of sents.
func tagSet(sents []conllu.Sentence) (upos, xpos []string, id map[string]int) {
	seen := map[string]bool{}
	for _, s := range sents {
		for _, w := range s.Words {
			seen[w.UPOS+"|"+w.XPOS] = true
		}
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	id = map[string]int{}
	for i, k := range keys {
		u, x, _ := strings.Cut(k, "|")
		upos, xpos = append(upos, u), append(xpos, x)
		id[k] = i
	}
	return
}

func taggedSentences(sents []conllu.Sentence, id map[string]int) []taggedSentence {
	out := make([]taggedSentence, 0, len(sents))
	for _, s := range sents {
		ts := taggedSentence{words: make([]string, len(s.Words)), tags: make([]int, len(s.Words))}
		for i, w := range s.Words {
			ts.words[i] = w.Form
			ts.tags[i] = id[w.UPOS+"|"+w.XPOS]
		}
		out = append(out, ts)
	}
	return out
}

// TrainTagger trains the tagger and lemmatiser on train and returns the
// model file's bytes. dev, when not empty, is tagged after every epoch to
// report accuracy; it does not influence the model.
func TrainTagger(train, dev []conllu.Sentence, cfg TrainConfig) ([]byte, error) {
	if len(train) == 0 {
		return nil, fmt.Errorf("train tagger: no training sentences")
	}
	epochs := cfg.Epochs
	if epochs <= 0 {
		epochs = defaultTaggerEpochs
	}
	upos, xpos, id := tagSet(train)
	ts := taggedSentences(train, id)
	var ex []lemmaExample
	for _, s := range train {
		for _, w := range s.Words {
			ex = append(ex, lemmaExample{w.Form, w.XPOS, w.Lemma})
		}
	}
	lm := trainLemmatizer(ex)
	cfg.progress(0, epochs, "")
	score := func(tg *tagger) string {
		if len(dev) == 0 {
			return ""
		}
		p := &Parser{tg: tg, lm: lm}
		p.pool.New = func() any { return new(workspace) }
		u, x, l := p.tagAccuracy(dev)
		return fmt.Sprintf("dev upos %.4f xpos %.4f lemma %.4f", u, x, l)
	}
	tg := trainTagger(ts, upos, xpos, epochs, cfg.Seed, true, func(ep int, tg *tagger) {
		cfg.progress(ep+1, epochs+1, fmt.Sprintf("epoch %d left-to-right model %s", ep+1, score(tg)))
	})
	cfg.progress(epochs+1, epochs+1, "both directions "+score(tg))
	return encodeTagger(tg, lm)
}

// tagAccuracy scores tags and lemmas on gold sentences.
func (p *Parser) tagAccuracy(sents []conllu.Sentence) (upos, xpos, lemma float64) {
	ws := new(workspace)
	var n, u, x, l int
	var words []string
	for _, s := range sents {
		words = words[:0]
		for _, w := range s.Words {
			words = append(words, w.Form)
		}
		p.analyse(words, ws, false)
		for i, w := range s.Words {
			t := ws.tags[i]
			n++
			if p.tg.upos[t] == w.UPOS {
				u++
			}
			if p.tg.xpos[t] == w.XPOS {
				x++
			}
			if p.lm.lemma(w.Form, p.tg.xpos[t]) == w.Lemma {
				l++
			}
		}
	}
	if n == 0 {
		return 0, 0, 0
	}
	return float64(u) / float64(n), float64(x) / float64(n), float64(l) / float64(n)
}

const taggerMagic = "sitrep-tagger-1"

func encodeTagger(tg *tagger, lm *lemmatizer) ([]byte, error) {
	return encode(taggerMagic, func(w *writer) {
		w.strs(tg.upos)
		w.strs(tg.xpos)
		keys := make([]string, 0, len(tg.amb))
		for k := range tg.amb {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		w.uvarint(uint64(len(keys)))
		for _, k := range keys {
			w.str(k)
			w.uvarint(tg.amb[k])
		}
		w.model(tg.m)
		w.uvarint(boolInt(tg.r != nil))
		if tg.r != nil {
			w.model(tg.r)
		}
		w.lemmatizer(lm)
	})
}

func decodeTagger(data []byte) (tg *tagger, lm *lemmatizer, err error) {
	tg = &tagger{amb: map[string]uint64{}}
	err = decode(data, taggerMagic, func(r *reader) {
		tg.upos = r.strs()
		tg.xpos = r.strs()
		n := r.count(1 << 24)
		for i := 0; i < n && r.err == nil; i++ {
			k := r.str()
			tg.amb[k] = r.uvarint()
		}
		tg.m = r.model()
		if r.uvarint() == 1 {
			tg.r = r.model()
			if r.err == nil && tg.r.nclass != tg.m.nclass {
				r.err = fmt.Errorf("right-to-left model has %d classes, left-to-right %d", tg.r.nclass, tg.m.nclass)
			}
		}
		lm = r.lemmatizer()
		if r.err == nil && (len(tg.upos) != len(tg.xpos) || tg.m.nclass != len(tg.upos) || len(tg.upos) == 0) {
			r.err = fmt.Errorf("tag set of %d/%d does not match model of %d classes", len(tg.upos), len(tg.xpos), tg.m.nclass)
		}
	})
	if err == nil {
		tg.setKinds()
	}
	return tg, lm, err
}

const parserMagic = "sitrep-parser-2"

// encodeParser writes the labels, the transition model and the label model.
func encodeParser(labels []string, root int, m, lm *model) ([]byte, error) {
	return encode(parserMagic, func(w *writer) {
		w.strs(labels)
		w.uvarint(uint64(root))
		w.model(m)
		w.model(lm)
	})
}

// decodeParser reads a parser model file.
func decodeParser(data []byte) (*parser, error) {
	p := &parser{}
	err := decodeParserWith(data, p, func(r *reader) { p.m = r.dense() })
	return p, err
}

// decodeParserWith reads a parser model file into p, with transitions
// reading the transition model (into p.m, or elsewhere for tests).
func decodeParserWith(data []byte, p *parser, transitions func(r *reader)) error {
	return decode(data, parserMagic, func(r *reader) {
		p.labels = r.strs()
		p.root = r.count(uint64(len(p.labels)))
		transitions(r)
		p.lm = r.model()
		if r.err == nil && (p.root >= len(p.labels) || p.lm.nclass != len(p.labels)) {
			r.err = fmt.Errorf("%d labels do not match label model of %d classes", len(p.labels), p.lm.nclass)
		}
		p.nsubj, p.obj = slices.Index(p.labels, "nsubj"), slices.Index(p.labels, "obj")
	})
}

// maxLabelFeatures bounds the label model: 3/4 of 2^18 slots, the table
// of the shipped label model (196,097 features), so that richer label
// features cannot double the table, and memory, by crossing a power of two
// (context features tried on 2026-12-01 took it to 252,050 features; the
// cut to this bound moved EWT dev LAS +0.0002 and GUM dev UAS -0.0004).
// The shipped model is below it, so the cut leaves it unchanged.
const maxLabelFeatures = 196608

// TrainParser trains the dependency parser on train and returns the model
// file's bytes. The training sentences are tagged by jackknifing (a tagger
// trained on the other folds tags each fold), so the parser learns from tags
// as noisy as it will see at run time. Training has two stages: the
// transition model is trained beside a label model that sees only the
// arc's two ends, then a label model with the arc's context too is trained
// on the arcs the finished transition model makes, as at run time (the
// first stage is the training of the parser shipped before 2026-12-06,
// whose attachments the event stage's repairs are fitted to, so its
// transitions stay as they were). cfg.Transitions skips the first stage.
// cfg.Tagger tags dev for the figures reported after each epoch.
func TrainParser(train, dev []conllu.Sentence, cfg TrainConfig) ([]byte, error) {
	p, m, ltr, err := trainParser(train, dev, cfg)
	if err != nil {
		return nil, err
	}
	return encodeParser(p.labels, p.root, m, ltr.finish(cfg.prune()).shrink(maxLabelFeatures))
}

func (c TrainConfig) prune() float64 {
	if c.keepAll {
		return 0
	}
	return parsePrune
}

// keptTransitions returns the transition model of the parser model data
// and its labels.
func keptTransitions(data []byte) (*model, []string, error) {
	q := &parser{}
	var m *model
	if err := decodeParserWith(data, q, func(r *reader) { m = r.model() }); err != nil {
		return nil, nil, fmt.Errorf("train parser: kept transitions: %w", err)
	}
	return m, q.labels, nil
}

// parserLabels returns the sorted labels of train, with "root" among them,
// or kept when it is not empty and holds them all (the labels of a kept
// transition model, whose features read label ids).
func parserLabels(train []conllu.Sentence, kept []string) ([]string, error) {
	seen := map[string]bool{"root": true}
	for _, s := range train {
		for _, w := range s.Words {
			seen[w.Deprel] = true
		}
	}
	if len(kept) > 0 {
		for l := range seen {
			if !slices.Contains(kept, l) {
				return nil, fmt.Errorf("train parser: label %q is not among the %d of the kept transition model", l, len(kept))
			}
		}
		return kept, nil
	}
	labels := make([]string, 0, len(seen))
	for l := range seen {
		labels = append(labels, l)
	}
	slices.Sort(labels)
	if len(labels) > 127 {
		return nil, fmt.Errorf("train parser: %d labels, at most 127 supported", len(labels))
	}
	return labels, nil
}

// parserRun is one training of the parser: its examples, the parser that
// reports dev figures, and the progress made.
type parserRun struct {
	p           *parser
	exs         []parseExample
	dev         []conllu.Sentence
	devParser   *Parser
	cfg         TrainConfig
	epochs      int
	done, total int
}

// trainParser trains the parser and returns it with its finished
// transition model and its label trainer.
func trainParser(train, dev []conllu.Sentence, cfg TrainConfig) (*parser, *model, *trainer, error) {
	if len(train) == 0 {
		return nil, nil, nil, fmt.Errorf("train parser: no training sentences")
	}
	epochs := cfg.Epochs
	if epochs <= 0 {
		epochs = defaultParserEpochs
	}
	folds := cfg.Folds
	if folds <= 0 {
		folds = 5
	}
	if folds < 2 || folds > len(train) {
		return nil, nil, nil, fmt.Errorf("train parser: %d jackknife folds for %d sentences", folds, len(train))
	}
	var kept *model
	var labels []string
	if cfg.Transitions != nil {
		var err error
		if kept, labels, err = keptTransitions(cfg.Transitions); err != nil {
			return nil, nil, nil, err
		}
	}
	labels, err := parserLabels(train, labels)
	if err != nil {
		return nil, nil, nil, err
	}
	labelID := map[string]int{}
	for i, l := range labels {
		labelID[l] = i
	}
	run := &parserRun{dev: dev, cfg: cfg, epochs: epochs, total: folds + epochs}
	run.p = &parser{labels: labels, root: labelID["root"], nsubj: slices.Index(labels, "nsubj"), obj: slices.Index(labels, "obj")}
	if kept == nil {
		run.total += epochs
	}
	if len(dev) > 0 && cfg.Tagger != nil {
		if run.devParser, err = Load(cfg.Tagger, nil); err != nil {
			return nil, nil, nil, fmt.Errorf("train parser: %w", err)
		}
	}

	// Jackknifed tags.
	cfg.progress(0, run.total, "jackknifing tags")
	upos, xpos, id := tagSet(train)
	predicted := jackknife(taggedSentences(train, id), upos, xpos, folds, run.total, cfg)
	run.done = folds
	run.exs = parseExamples(train, predicted, upos, xpos, labelID)

	if kept == nil {
		kept = run.transitions()
	}
	run.p.m = denseOf(kept)
	return run.p, kept, run.labels(), nil
}

// transitions is the first stage: it trains the transition model beside a
// label model without the arc's context, and returns the finished
// transition model.
func (run *parserRun) transitions() *model {
	p := run.p
	tr, ltr := newTrainer(nTransitions), newTrainer(len(p.labels))
	rng, order := run.shuffler()
	var st state
	for ep := 0; ep < run.epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		p.trainEpoch(tr, ltr, run.exs, order, rng, ep > 0, &st)
		run.report(ep, "epoch", func() { p.m, p.lm = denseOf(tr.finish(parsePrune)), ltr.finish(parsePrune).shrink(maxLabelFeatures) })
	}
	return tr.finish(run.cfg.prune())
}

// labels is the second stage: it trains the label model, with the arc's
// context, on the arcs the transition model p.m makes.
func (run *parserRun) labels() *trainer {
	p := run.p
	ltr := newTrainer(len(p.labels))
	rng, order := run.shuffler()
	var st state
	for ep := 0; ep < run.epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		p.trainLabelEpoch(ltr, run.exs, order, rng, ep > 0, &st)
		run.report(ep, "label epoch", func() { p.lm = ltr.finish(parsePrune).shrink(maxLabelFeatures) })
	}
	return ltr
}

// shuffler returns the random source of a stage, the same for each stage
// so that a stage's result does not depend on the stages before it, and
// the examples' order to shuffle.
func (run *parserRun) shuffler() (*rand.Rand, []int) {
	order := make([]int, len(run.exs))
	for i := range order {
		order[i] = i
	}
	return rand.New(rand.NewPCG(run.cfg.Seed, 0x9a25e7)), order
}

// report tells of epoch ep of a stage done, with dev figures every third
// epoch and after the last, from the models that finish sets in run.p.
func (run *parserRun) report(ep int, stage string, finish func()) {
	note := fmt.Sprintf("%s %d", stage, ep+1)
	if run.devParser != nil && (ep == run.epochs-1 || ep%3 == 2) {
		finish()
		run.devParser.ps = run.p
		uas, las := run.devParser.attachment(run.dev)
		note += fmt.Sprintf(" dev uas %.4f las %.4f", uas, las)
	}
	run.done++
	run.cfg.progress(run.done, run.total, note)
}

// jackknife tags each of folds parts of all with a tagger trained on the
// other parts, two at a time, and reports each fold done as a step of
// total.
func jackknife(all []taggedSentence, upos, xpos []string, folds, total int, cfg TrainConfig) [][]int {
	predicted := make([][]int, len(all))
	done := 0
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, min(2, runtime.GOMAXPROCS(0))))
	for f := 0; f < folds; f++ {
		wg.Add(1)
		sem <- struct{}{}
		go func(f int) {
			defer wg.Done()
			defer func() { <-sem }()
			var part []taggedSentence
			for i, s := range all {
				if i%folds != f {
					part = append(part, s)
				}
			}
			tg := trainTagger(part, upos, xpos, jackknifeEpochs, cfg.Seed+uint64(f)+1, false, nil)
			ws := new(workspace)
			for i, s := range all {
				if i%folds == f {
					tags := make([]int, len(s.words))
					tg.tagWords(s.words, ws, tags)
					predicted[i] = tags
				}
			}
			mu.Lock()
			done++
			cfg.progress(done, total, fmt.Sprintf("jackknife fold %d/%d", f+1, folds))
			mu.Unlock()
		}(f)
	}
	wg.Wait()
	return predicted
}

// parseExamples turns the training sentences, with their jackknifed tags
// (ids into upos and xpos), into the parser's examples.
func parseExamples(train []conllu.Sentence, predicted [][]int, upos, xpos []string, labelID map[string]int) []parseExample {
	exs := make([]parseExample, len(train))
	for i, s := range train {
		n := len(s.Words)
		ex := parseExample{pw: make([]uint64, n+1), pt: make([]uint64, n+1), px: make([]uint64, n+1), pp: make([]int32, n+2),
			heads: make([]int32, n+1), labels: make([]int16, n+1)}
		var suf, pre [4]uint64
		for j, w := range s.Words {
			ex.pw[j] = wordAtom(w.Form, strHash(w.Form, true))
			affixHashes(w.Form, suf[:], pre[:3])
			ex.px[j] = suf[2]
			ex.pp[j+1] = ex.pp[j] + int32(wordFlags(w.Form, false)>>4&1)
			t := predicted[i][j]
			ex.pt[j] = tagAtom(upos[t], xpos[t])
			h := int32(w.Head - 1)
			if w.Head <= 0 || w.Head > n {
				h = int32(n)
			}
			ex.heads[j] = h
			ex.labels[j] = int16(labelID[w.Deprel])
		}
		ex.pw[n], ex.pt[n], ex.px[n] = rootWord, rootTag, rootWord
		ex.pp[n+1] = ex.pp[n]
		exs[i] = ex
	}
	return exs
}

// attachment returns UAS and LAS (full labels) on gold-tokenised sentences.
func (p *Parser) attachment(sents []conllu.Sentence) (uas, las float64) {
	var n, u, l int
	var words []string
	var out []Word
	for _, s := range sents {
		words = words[:0]
		for _, w := range s.Words {
			words = append(words, w.Form)
		}
		out = grow(out, len(words))
		p.ParseInto(words, out)
		for i, w := range s.Words {
			n++
			if out[i].Head+1 == w.Head {
				u++
				if out[i].Rel == w.Deprel {
					l++
				}
			}
		}
	}
	if n == 0 {
		return 0, 0
	}
	return float64(u) / float64(n), float64(l) / float64(n)
}

func boolInt(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

package syntax

import (
	"fmt"
	"math"
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
	// LabelContext gives the parser's label model the arc's context
	// (labelContext) besides its two ends. The model file records it, and
	// the parser reads those features at run time only for such a model,
	// so the default leaves the shipped model's bytes as they were.
	LabelContext bool
	// Beam, above 1, trains the transition model globally with a beam of
	// this width (trainBeamEpoch) instead of greedily; the model file
	// records it, and the beam decoder then sums the raw scores (the dev
	// figures reported while training decode so, with this width).
	Beam int

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

// Parser model files begin with one of four magics: "-context" marks a
// label model that reads the arc's context (parser.context), "-global" a
// transition model trained with a beam (parser.global).
const (
	parserMagic              = "sitrep-parser-2"
	parserContextMagic       = "sitrep-parser-2-context"
	parserGlobalMagic        = "sitrep-parser-2-global"
	parserContextGlobalMagic = "sitrep-parser-2-context-global"
)

// parserMagics are the magics of parser model files, indexed by
// boolInt(context) + 2*boolInt(global).
var parserMagics = []string{parserMagic, parserContextMagic, parserGlobalMagic, parserContextGlobalMagic}

// encodeParser writes the labels, the transition model and the label
// model; context says whether the label model reads the arc's context,
// global whether the transition model was trained with a beam.
func encodeParser(labels []string, root int, m, lm *model, context, global bool) ([]byte, error) {
	magic := parserMagics[boolInt(context)+2*boolInt(global)]
	return encode(magic, func(w *writer) {
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
	return decodeOneOf(data, parserMagics, func(magic string, r *reader) {
		kind := slices.Index(parserMagics, magic)
		p.context, p.global = kind&1 != 0, kind&2 != 0
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
// as noisy as it will see at run time. cfg.Tagger tags dev for the figures
// reported after each epoch.
func TrainParser(train, dev []conllu.Sentence, cfg TrainConfig) ([]byte, error) {
	p, tr, ltr, err := trainParser(train, dev, cfg)
	if err != nil {
		return nil, err
	}
	prune := parsePrune
	if cfg.keepAll {
		prune = 0
	}
	m := tr.finish(prune)
	if p.global {
		// A beam update touches every feature of two paths, so far more
		// features outlive the pruning than greedily, which would take the
		// table past the shipped model's (a power of two more of memory,
		// and cache misses): the bound keeps the shipped model's table,
		// with the weights that matter most.
		m = m.shrink(maxAveragedTransitions)
	}
	return encodeParser(p.labels, p.root, m, ltr.finish(prune).shrink(maxLabelFeatures), p.context, p.global)
}

// trainParser trains the transition and label models on train, with
// jackknifed tags, reporting the attachment scores on dev as it goes; it
// returns the parser and the two trainers, for TrainParser to finish.
func trainParser(train, dev []conllu.Sentence, cfg TrainConfig) (*parser, *trainer, *trainer, error) {
	if len(train) == 0 {
		return nil, nil, nil, fmt.Errorf("train parser: no training sentences")
	}
	epochs := cfg.Epochs
	if epochs <= 0 {
		epochs = defaultParserEpochs
	}
	folds, err := cfg.jackknifeFolds(len(train))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("train parser: %w", err)
	}
	labels, labelID, err := depLabels(train)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("train parser: %w", err)
	}
	p := &parser{labels: labels, root: labelID["root"], nsubj: slices.Index(labels, "nsubj"), obj: slices.Index(labels, "obj"),
		context: cfg.LabelContext, global: cfg.Beam > 1, beam: cfg.Beam}

	// Jackknifed tags.
	total := folds + epochs
	cfg.progress(0, total, "jackknifing tags")
	upos, xpos, id := tagSet(train)
	predicted := jackknife(taggedSentences(train, id), upos, xpos, folds, total, cfg)
	done := folds
	exs := parseExamples(train, predicted, upos, xpos, labelID)

	devParser, err := devParserOf(dev, cfg)
	if err != nil {
		return nil, nil, nil, err
	}
	tr, ltr := newTrainer(nTransitions), newTrainer(len(labels))
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x9a25e7))
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	var st state
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		p.trainEpoch(tr, ltr, exs, order, rng, ep > 0, &st)
		note := fmt.Sprintf("epoch %d", ep+1)
		if devParser != nil && (ep == epochs-1 || ep%3 == 2) {
			p.m, p.lm = denseOf(tr.finish(parsePrune)), ltr.finish(parsePrune).shrink(maxLabelFeatures)
			devParser.ps = p
			uas, las := devParser.attachment(dev)
			note += fmt.Sprintf(" dev uas %.4f las %.4f", uas, las)
		}
		done++
		cfg.progress(done, total, note)
	}
	return p, tr, ltr, nil
}

// depLabels returns the dependency labels of train, sorted, with "root"
// among them, and each label's index; a model holds at most 127. Its error
// names no trainer: the parser's and the relabeller's both call it, and
// each prefixes its own.
func depLabels(train []conllu.Sentence) ([]string, map[string]int, error) {
	seen := map[string]bool{"root": true}
	for _, s := range train {
		for _, w := range s.Words {
			seen[w.Deprel] = true
		}
	}
	labels := make([]string, 0, len(seen))
	for l := range seen {
		labels = append(labels, l)
	}
	slices.Sort(labels)
	if len(labels) > 127 {
		return nil, nil, fmt.Errorf("%d labels, at most 127 supported", len(labels))
	}
	id := map[string]int{}
	for i, l := range labels {
		id[l] = i
	}
	return labels, id, nil
}

// devParserOf returns the parser that scores the model in training on
// dev, with cfg's tagger; nil when there is no dev set or no tagger.
func devParserOf(dev []conllu.Sentence, cfg TrainConfig) (*Parser, error) {
	if len(dev) == 0 || cfg.Tagger == nil {
		return nil, nil
	}
	dp, err := Load(cfg.Tagger, nil)
	if err != nil {
		return nil, fmt.Errorf("train parser: %w", err)
	}
	return dp, nil
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

// maxAveragedTransitions bounds the transition model of an average: 3/4
// of 2^21 slots, the dense table of the shipped model (1.29 million
// features), so that the union of two models' features does not double
// it.
const maxAveragedTransitions = 1572864

// AverageParsers returns the parser model whose weights are wa times
// those of model a plus 1-wa times those of model b, requantised. Both
// score linearly, so under greedy decoding the average is their ensemble:
// averaged with the shipped model, a retrained one gains accuracy and
// moves fewer of the shipped parses than alone (docs/MODELS.md, Syntax).
// The two must have the same labels. The average reads the arc's context
// for its labels when either model does (the other's label weights on
// those features are zero).
func AverageParsers(a, b []byte, wa float64) ([]byte, error) {
	if wa < 0 || wa > 1 {
		return nil, fmt.Errorf("average parsers: weight %g outside [0, 1]", wa)
	}
	pa, ma, err := decodeRows(a)
	if err != nil {
		return nil, fmt.Errorf("average parsers: first model: %w", err)
	}
	pb, mb, err := decodeRows(b)
	if err != nil {
		return nil, fmt.Errorf("average parsers: second model: %w", err)
	}
	if !slices.Equal(pa.labels, pb.labels) || pa.root != pb.root {
		return nil, fmt.Errorf("average parsers: the models have different labels (%d and %d)", len(pa.labels), len(pb.labels))
	}
	if pa.global != pb.global {
		// Raw path scores and locally normalised ones do not mix.
		return nil, fmt.Errorf("average parsers: one model was trained with a beam, the other greedily")
	}
	m := averageModels(ma, mb, wa).shrink(maxAveragedTransitions)
	lm := averageModels(pa.lm, pb.lm, wa).shrink(maxLabelFeatures)
	return encodeParser(pa.labels, pa.root, m, lm, pa.context || pb.context, pa.global)
}

// decodeRows decodes a parser model with its transition model as rows.
func decodeRows(data []byte) (*parser, *model, error) {
	p := &parser{}
	var m *model
	err := decodeParserWith(data, p, func(r *reader) { m = r.model() })
	return p, m, err
}

// averageModels returns wa*a + (1-wa)*b, each weight taken as its int16
// times its model's unit, requantised to int16 over the union of their
// features.
func averageModels(a, b *model, wa float64) *model {
	keys := append(a.sortedKeys(), b.sortedKeys()...)
	slices.Sort(keys)
	keys = slices.Compact(keys)
	ws := make([]float64, len(keys)*a.nclass)
	maxAbs := 0.0
	for i, k := range keys {
		w := ws[i*a.nclass : (i+1)*a.nclass]
		for _, e := range a.row(k) {
			w[uint8(e)] += wa * float64(int32(e)>>16) * a.unit
		}
		for _, e := range b.row(k) {
			w[uint8(e)] += (1 - wa) * float64(int32(e)>>16) * b.unit
		}
		for _, x := range w {
			maxAbs = max(maxAbs, math.Abs(x))
		}
	}
	scale := 1.0
	if maxAbs > 0 {
		scale = maxWeight / maxAbs
	}
	var kept []uint64
	var rows [][]uint32
	for i, k := range keys {
		var row []uint32
		for c, x := range ws[i*a.nclass : (i+1)*a.nclass] {
			if q := math.Round(x * scale); q != 0 {
				row = append(row, packEntry(uint8(c), int16(q)))
			}
		}
		if len(row) > 0 {
			kept, rows = append(kept, k), append(rows, row)
		}
	}
	m := newModel(a.nclass, 1/scale, len(kept))
	for i, k := range kept {
		m.add(k, rows[i])
	}
	return m
}

// jackknifeFolds returns how many folds the training sentences (n of
// them) are cut into for jackknifed tags: cfg.Folds, 5 when unset; an
// error when that leaves a fold without sentences or trains a tagger on
// none.
func (cfg TrainConfig) jackknifeFolds(n int) (int, error) {
	folds := cfg.Folds
	if folds <= 0 {
		folds = 5
	}
	if folds < 2 || folds > n {
		return 0, fmt.Errorf("%d jackknife folds for %d sentences", folds, n)
	}
	return folds, nil
}
